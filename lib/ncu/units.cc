// One table of unit words. A unit is "numerator[/denominator]"; each side is a word that either
// carries a decimal prefix of a base (Kbyte, usecond, Ghz) or is a plain count (inst, sector).
// Time in the numerator scales to nanoseconds (ncu's base), time in the denominator to seconds.
#include "ncu/units.h"

#include <array>

namespace kc::ncu {
namespace {

struct Word {
  std::string_view text;
  std::string_view base;  // base word
  int exp10;              // as numerator
  bool is_time;           // in a denominator: scales relative to seconds
};

// Times are given as numerator exponents relative to nanoseconds.
constexpr std::array kWords{
    Word{"byte", "byte", 0, false},      Word{"bytes", "byte", 0, false},
    Word{"Kbyte", "byte", 3, false},     Word{"Mbyte", "byte", 6, false},
    Word{"Gbyte", "byte", 9, false},     Word{"Tbyte", "byte", 12, false},
    Word{"Pbyte", "byte", 15, false},    Word{"KB", "byte", 3, false},
    Word{"MB", "byte", 6, false},        Word{"GB", "byte", 9, false},
    Word{"TB", "byte", 12, false},       Word{"B", "byte", 0, false},
    Word{"nsecond", "nsecond", 0, true}, Word{"ns", "nsecond", 0, true},
    Word{"usecond", "nsecond", 3, true}, Word{"us", "nsecond", 3, true},
    Word{"msecond", "nsecond", 6, true}, Word{"ms", "nsecond", 6, true},
    Word{"second", "nsecond", 9, true},  Word{"s", "nsecond", 9, true},
    Word{"hz", "hz", 0, false},          Word{"Khz", "hz", 3, false},
    Word{"Mhz", "hz", 6, false},         Word{"Ghz", "hz", 9, false},
    Word{"Hz", "hz", 0, false},          Word{"KHz", "hz", 3, false},
    Word{"MHz", "hz", 6, false},         Word{"GHz", "hz", 9, false},
};

// Plain counts and dimensionless units ncu prints.
constexpr std::array<std::string_view, 52> kCounts{"%",
                                                   "inst",
                                                   "cycle",
                                                   "cycles",
                                                   "warp",
                                                   "warps",
                                                   "sector",
                                                   "sectors",
                                                   "request",
                                                   "requests",
                                                   "block",
                                                   "blocks",
                                                   "thread",
                                                   "threads",
                                                   "register",
                                                   "registers",
                                                   "cluster",
                                                   "clusters",
                                                   "transaction",
                                                   "transactions",
                                                   "wavefront",
                                                   "wavefronts",
                                                   "SM",
                                                   "sm",
                                                   "flop",
                                                   "op",
                                                   "ops",
                                                   "instruction",
                                                   "instructions",
                                                   "pct",
                                                   "x",
                                                   "line",
                                                   "lines",
                                                   "packet",
                                                   "packets",
                                                   "bank",
                                                   "branch",    // smsp__sass_branch_targets* (ncu 2025)
                                                   "branches",
                                                   "warp-instruction",
                                                   "inst-issued",
                                                   "inst-executed",
                                                   "thread-instruction",
                                                   "count",
                                                   "subpartition",
                                                   "TPC",
                                                   "GPC",
                                                   "event",
                                                   "events",
                                                   "sample",
                                                   "samples",
                                                   "pass",     // profiler__replayer_passes (ncu 2025)
                                                   "passes"};

const Word* FindWord(std::string_view w) {
  for (const Word& x : kWords)
    if (x.text == w) return &x;
  return nullptr;
}

bool IsCount(std::string_view w) {
  for (auto c : kCounts)
    if (c == w) return true;
  return false;
}

}  // namespace

UnitScale ScaleUnit(std::string_view unit) {
  UnitScale r;
  if (unit.empty()) return r;
  size_t slash = unit.find('/');
  std::string_view num = unit.substr(0, slash);
  std::string_view den =
      slash == std::string_view::npos ? std::string_view() : unit.substr(slash + 1);
  if (den.find('/') != std::string_view::npos) {
    r.base = unit;
    r.known = false;
    return r;
  }
  // Numerator.
  if (const Word* w = FindWord(num)) {
    r.base = w->base;
    r.exp10 = w->exp10;
  } else if (IsCount(num)) {
    r.base = num;
  } else {
    r.base = unit;
    r.known = false;
    return r;
  }
  if (slash == std::string_view::npos) return r;
  // Denominator: times become per second; other words stay as written.
  r.base += '/';
  if (const Word* w = FindWord(den)) {
    if (w->is_time) {
      r.base += "second";
      r.exp10 += 9 - w->exp10;  // x/usecond = x * 10^6 / second
    } else {
      r.base += w->base;
      r.exp10 -= w->exp10;
    }
  } else if (IsCount(den)) {
    r.base += den;
  } else {
    r.base = unit;
    r.exp10 = 0;
    r.known = false;
  }
  return r;
}

const UnitScale& UnitCache::Get(std::string_view unit, const Location& at, Diag& diag) {
  auto it = units_.find(std::string(unit));
  if (it != units_.end()) return it->second;
  UnitScale s = ScaleUnit(unit);
  if (!s.known) diag.Warning(at, "unknown unit '" + std::string(unit) + "': value kept as printed");
  return units_.emplace(std::string(unit), std::move(s)).first->second;
}

}  // namespace kc::ncu
