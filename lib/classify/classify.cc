// The class follows NVIDIA's SOLBottleneck rule (sections/SpeedOfLight.py of Nsight Compute):
// with compute (SM) and memory throughput in % of peak, either at or above 80 → the higher of
// the two; both below 60 → latency; one ahead by 10 points or more → that one; else balanced.
// Metric names changed between ncu versions, so every quantity is looked up through an alias
// list, newest name first, including the "<Section>/<Label>" keys of unmapped details labels.
// The roofline follows the SpeedOfLight_*RooflineChart sections: achieved FLOP/s from the
// per-cycle SASS counters times the SM clock, peaks from the .peak_sustained counters.
#include "classify/classify.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>

#include "classify/aliases.h"
#include "io/json_writer.h"
#include "schema/fields.h"

namespace kc::classify {
namespace {

using aliases::Q;

constexpr std::array<Q, 4> kLimits{Q::kLimitRegisters, Q::kLimitSmem, Q::kLimitWarps,
                                   Q::kLimitBlocks};

// Evidence is for people: four significant digits.
// Appends v as printf's %.4g would (std::to_chars general, precision 4): the common case,
// 1e-4 <= |v| < 1e4, directly from the four rounded digits; what that cannot settle exactly (a
// rounding tie within the product's error, a carry into a fifth digit) and the rest by
// to_chars.
}  // namespace

std::string EvidenceNumber(double v) {
  char buf[32];
  if (v == 0) return "0";  // also no "-0"
  double a = std::fabs(v);
  if (a >= 1e-4 && a < 1e4) {
    int x = static_cast<int>(std::floor(std::log10(a)));  // decimal exponent, maybe off by one
    static constexpr double kPow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7};
    int k = 3 - x;  // a * 10^k has four digits before the point
    if (k >= 0 && k <= 7) {
      double scaled = a * kPow10[k];
      double digits = std::nearbyint(scaled);
      double frac = scaled - std::floor(scaled);
      if (digits >= 1000 && digits <= 9999 && std::fabs(frac - 0.5) > 1e-6) {
        char* p = buf;
        if (v < 0) *p++ = '-';
        char d[4];
        auto m = static_cast<int>(digits);
        for (int i = 3; i >= 0; --i, m /= 10) d[i] = static_cast<char>('0' + m % 10);
        int n = 4;
        while (n > 1 && d[n - 1] == '0' && n > 4 - k) --n;  // trailing zeros after the point
        int point = 4 - k;  // digits before the point (<= 0: "0.000ddd")
        if (point <= 0) {
          *p++ = '0';
          *p++ = '.';
          for (int i = point; i < 0; ++i) *p++ = '0';
          for (int i = 0; i < n; ++i) *p++ = d[i];
        } else {
          for (int i = 0; i < n; ++i) {
            if (i == point) *p++ = '.';
            *p++ = d[i];
          }
          for (int i = n; i < point; ++i) *p++ = '0';
        }
        return std::string(buf, p);
      }
    }
  }
  auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 4);
  return std::string(buf, r.ptr);
}

namespace {

std::string Num(double v) { return EvidenceNumber(v); }

// "name=value"; with room for what the evidence usually appends, so that the chains of + that
// build an evidence string grow it in place.
std::string Ev(const Found& f) {
  std::string s;
  s.reserve(f.name.size() + 96);
  s.append(f.name);
  s += '=';
  s += Num(f.value);
  return s;
}

bool IsAttentionOrGemm(std::string_view family) {
  return family == "gemm" || family == "attention";
}

}  // namespace

std::span<const ThresholdInfo> ThresholdTable() {
  static const ThresholdInfo kTable[] = {
      {"high-pct", &Thresholds::high_pct,
       "compute or memory throughput (% of peak) at or above which the higher one is the bound"},
      {"latency-pct", &Thresholds::latency_pct, "both throughputs below this → latency"},
      {"balanced-points", &Thresholds::balanced_points,
       "one throughput ahead by this many points → that bound, else balanced"},
      {"waves", &Thresholds::waves,
       "waves per SM below this, bound latency → small_grid (and launch_bound)", 0, 1e6},
      {"speedup-pct", &Thresholds::speedup_pct,
       "estimated speedup at or above which an occupancy or small_grid signal fires: ncu's own "
       "(ncu 2023.1+), else computed as ncu's Occupancy rules do"},
      {"latency-stall-pct", &Thresholds::latency_stall_pct,
       "share of stalls that more warps would hide (scoreboards, wait, ...) at or above which "
       "the stall profile is latency-dominated"},
      {"l2-hit-pct", &Thresholds::l2_hit_pct,
       "memory-bound, not a stream, L2 hit rate below this → cache_inefficient"},
      {"l1-hit-pct", &Thresholds::l1_hit_pct,
       "memory-bound, not a stream, L1 hit rate below this → cache_inefficient"},
      {"tensor-pct", &Thresholds::tensor_pct,
       "GEMM/attention, bound compute, tensor pipe use below this → tensor_underused"},
      {"launch-ns", &Thresholds::launch_ns,
       "duration below this with a grid smaller than one wave → launch_bound", 0, 1e12},
      {"fp64-ratio", &Thresholds::fp64_ratio,
       "single:double peak ratio at or above this marks a consumer part (fp64_consumer)", 1, 1e6},
      {"half-fma", &Thresholds::half_fma, "FLOPs per FP16 FMA instruction (ncu 4, NERSC 2)", 0, 64},
      {"half-add", &Thresholds::half_add, "FLOPs per FP16 ADD instruction (ncu 2, NERSC 1)", 0, 64},
      {"half-mul", &Thresholds::half_mul, "FLOPs per FP16 MUL instruction (ncu 2, NERSC 1)", 0, 64},
  };
  return kTable;
}

bool StallReason(std::string_view name, std::string_view* reason, int* family) {
  struct Family {
    std::string_view prefix, suffix;
  };
  static constexpr Family kFamilies[] = {
      {"smsp__average_warps_issue_stalled_", "_per_issue_active.ratio"},
      {"smsp__warp_issue_stalled_", "_per_warp_active.pct"},
      {"smsp__pcsamp_warps_issue_stalled_", ""},
      {"smsp__average_warp_latency_issue_stalled_", ".ratio"},
  };
  if (!name.starts_with("smsp__")) return false;  // most metrics: one comparison
  for (int f = 0; f < 4; ++f) {
    const Family& fam = kFamilies[f];
    if (!name.starts_with(fam.prefix) || !name.ends_with(fam.suffix)) continue;
    std::string_view r =
        name.substr(fam.prefix.size(), name.size() - fam.prefix.size() - fam.suffix.size());
    if (r.empty() || r.find('.') != std::string_view::npos || r.ends_with("_not_issued"))
      return false;
    if (r == "no_instructions") r = "no_instruction";
    *reason = r;
    *family = f;
    return true;
  }
  return false;
}

std::string_view RuleVerdict(std::string_view text) {
  struct Verdict {
    std::string_view start, bound;
  };
  static constexpr Verdict kVerdicts[] = {
      {"This kernel grid is too small to fill the available resources", "latency"},
      {"This kernel exhibits low compute throughput and memory bandwidth", "latency"},
      {"Compute is more heavily utilized than Memory", "compute"},
      {"Memory is more heavily utilized than Compute", "memory"},
      {"Compute and Memory are well-balanced", "balanced"},
  };
  for (const Verdict& v : kVerdicts)
    if (text.starts_with(v.start)) return v.bound;
  if (text.starts_with("The kernel is utilizing greater than")) {
    // "... Start by analyzing <unit> in the <Compute|Memory> Workload Analysis section."
    std::string_view tail = text.substr(std::min(text.size(), text.find("Start by analyzing")));
    if (tail.find("Memory Workload Analysis") != std::string_view::npos) return "memory";
    if (tail.find("Compute Workload Analysis") != std::string_view::npos) return "compute";
  }
  return {};
}

namespace {

void Bottleneck(const MetricView& m, const Thresholds& t, Result* r) {
  auto sm = m.First(Q::kSm);
  auto mem = m.First(Q::kMem);
  if (!sm || !mem) {
    r->bound = "unknown";
    std::string miss = "missing:";
    if (!sm) miss += " " + std::string(aliases::kSm[0]);
    if (!mem) miss += " " + std::string(aliases::kMem[0]);
    r->evidence.push_back(miss);
    return;
  }
  const double s = sm->value, g = mem->value;
  r->evidence.push_back(Ev(*sm));
  r->evidence.push_back(Ev(*mem));
  if (s >= t.high_pct || g >= t.high_pct) {
    r->bound = s >= g ? "compute" : "memory";
    r->evidence.push_back("max(" + Num(s) + ", " + Num(g) + ") >= " + Num(t.high_pct));
  } else if (s < t.latency_pct && g < t.latency_pct) {
    r->bound = "latency";
    r->evidence.push_back("both < " + Num(t.latency_pct));
  } else if (std::fabs(s - g) >= t.balanced_points) {
    r->bound = s > g ? "compute" : "memory";
    r->evidence.push_back("|" + Num(s) + " - " + Num(g) + "| >= " + Num(t.balanced_points));
  } else {
    r->bound = "balanced";
    r->evidence.push_back("|" + Num(s) + " - " + Num(g) + "| < " + Num(t.balanced_points));
  }
  if (r->bound == "memory") {
    std::optional<Found> best;
    std::string unit;
    for (auto [q, u] : {std::pair{Q::kDram, "dram"}, {Q::kL2, "l2"}, {Q::kL1, "l1"}}) {
      auto f = m.First(q);
      if (f && (!best || f->value > best->value)) {
        best = f;
        unit = u;
      }
    }
    if (best) {
      r->memory_unit = unit;
      r->evidence.push_back("memory unit " + unit + ": " + Ev(*best));
    }
  }
}

// key_metrics' index of latency_stall_pct (schema::kKeyMetrics).
constexpr size_t kLatencyStallPct = 9;
static_assert(schema::kKeyMetrics[kLatencyStallPct] == "latency_stall_pct");
static_assert(std::tuple_size_v<KeyMetrics> == schema::kKeyMetrics.size());

// The stall reasons that more resident warps would hide: waiting on a memory or MIO result
// (scoreboards), on a fixed-latency dependency, on a constant-cache miss, on a branch. The others
// (pipe and MIO/LSU throttles, barriers, dispatch, not selected, drain, sleeping, misc) are not
// relieved by occupancy.
bool LatencyStall(std::string_view reason) {
  return reason == "long_scoreboard" || reason == "short_scoreboard" || reason == "wait" ||
         reason == "imc_miss" || reason == "branch_resolving";
}

void Stalls(const MetricView& m, Result* r) {
  std::array<std::vector<std::pair<std::string_view, double>>, 4> fams;
  std::string_view reason;
  int fam;
  for (const auto& [name, v] : m.all())
    if (StallReason(name, &reason, &fam) && reason != "selected") fams[fam].emplace_back(reason, v);
  for (auto& f : fams) {
    if (f.empty()) continue;
    double total = 0, latency = 0;
    for (auto& [n, v] : f) {
      total += v;
      if (LatencyStall(n)) latency += v;
    }
    if (total > 0) r->key_metrics[kLatencyStallPct] = std::round(1e4 * latency / total) / 1e2;
    std::stable_sort(f.begin(), f.end(), [](auto& a, auto& b) {
      return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    for (size_t i = 0; i < f.size() && i < 3; ++i)
      r->stall_top.push_back(
          {std::string(f[i].first), f[i].second, total > 0 ? f[i].second / total : 0});
    return;
  }
}

// The quantity behind each member of key_metrics but the last, latency_stall_pct (Stalls()).
constexpr std::array<Q, 9> kKeyQuantities{Q::kSm,    Q::kMem,         Q::kDram,
                                          Q::kL1Hit, Q::kL2Hit,       Q::kAchieved,
                                          Q::kTheoretical, Q::kTensor, Q::kDuration};

// The occupancy fact: what limits theoretical occupancy.
void Occupancy(const MetricView& m, Result* r) {
  static constexpr std::array<std::string_view, 4> kNames{"registers", "shared_memory", "warps",
                                                          "blocks"};
  auto theo = m.First(Q::kTheoretical);
  if (!theo) return;
  std::array<std::optional<double>, 4> limits;
  std::optional<double> lowest;
  for (int i = 0; i < 4; ++i) {
    if (auto f = m.First(kLimits[i])) limits[i] = f->value;
    if (limits[i] && (!lowest || *limits[i] < *lowest)) lowest = limits[i];
  }
  if (theo->value >= 100) {
    r->occupancy_limiter.emplace();
  } else if (lowest) {
    r->occupancy_limiter.emplace();
    for (int i = 0; i < 4; ++i)  // every resource at the lowest limit is a limiter
      if (limits[i] && *limits[i] == *lowest) r->occupancy_limiter->push_back(kNames[i]);
    r->evidence.push_back("occupancy limiter: " + Ev(*theo) + " < 100, lowest block limit " +
                          Num(*lowest) + " per SM");
  }
}

// ncu's rules that decide a signal when the record carries their estimated speedups: by rule
// name, or, where the input names no rule (ncu's text output), by a phrase of its message.
struct RuleSignal {
  std::string_view rule, phrase, signal;  // "occupancy_limited": one signal per limiter
};
constexpr RuleSignal kRuleSignals[] = {
    {"TheoreticalOccupancy", "theoretical warps per scheduler this kernel can issue",
     "occupancy_limited"},
    {"AchievedOccupancy", "The difference between calculated theoretical",
     "occupancy_achieved_low"},
    {"LaunchConfiguration", "The grid for this launch is configured to execute only",
     "small_grid"},
};

void Signals(const MetricView& m, std::string_view family, const Thresholds& t,
             std::span<const RuleResult> rules, bool thresholds_only, Result* r) {
  auto add = [&](std::string_view sig, std::string ev, std::optional<double> speedup = {}) {
    r->signals.emplace_back(sig);
    if (speedup) r->est_speedup.emplace_back(sig, *speedup);
    ev.insert(0, ": ").insert(0, sig);
    r->evidence.push_back(std::move(ev));
  };
  // An occupancy_limited_<resource> signal per limiter (the plain name when none is known).
  auto add_limited = [&](const std::string& ev, std::optional<double> speedup) {
    std::vector<std::string_view> lims{""};
    if (r->occupancy_limiter && !r->occupancy_limiter->empty()) lims = *r->occupancy_limiter;
    for (std::string_view lim : lims)
      add(lim.empty()               ? "occupancy_limited"
          : lim == "shared_memory" ? "occupancy_limited_smem"
                                   : "occupancy_limited_" + std::string(lim),
          ev, speedup);
  };
  // With ncu's estimated speedups in the record (ncu 2023.1 and later), its rules decide the
  // signals they cover; the rest, and every signal of older records, are decided by thresholds.
  bool by_rules = false;
  if (!thresholds_only)
    for (const RuleResult& rule : rules) by_rules |= rule.speedup.has_value();
  // Calls fire(evidence, speedup) when the rule behind `signal` gives at least speedup-pct.
  auto by_rule = [&](std::string_view signal, auto&& fire) {
    for (const RuleSignal& rs : kRuleSignals) {
      if (rs.signal != signal) continue;
      for (const RuleResult& rule : rules) {
        bool match = rule.name.empty() ? rule.text.find(rs.phrase) != std::string_view::npos
                                       : rule.name == rs.rule;
        if (match && rule.speedup && *rule.speedup >= t.speedup_pct)
          return fire("ncu " + std::string(rs.rule) + " est. speedup " + Num(*rule.speedup) +
                          " % >= " + Num(t.speedup_pct),
                      *rule.speedup);
      }
    }
  };
  auto sm = m.First(Q::kSm);
  auto mem = m.First(Q::kMem);
  const bool saturated = sm && mem && std::max(sm->value, mem->value) >= t.high_pct;

  // A grid too small to fill the GPU costs time when nothing else keeps it busy (bound latency).
  auto waves = m.First(Q::kWaves);
  if (by_rules) {
    if (!saturated)
      by_rule("small_grid",
              [&](const std::string& ev, double sp) { add("small_grid", ev, sp); });
  } else if (waves && waves->value < t.waves && r->bound == "latency") {
    add("small_grid", Ev(*waves) + " < " + Num(t.waves) + ", bound latency");
  }

  // Occupancy costs time when the warps present cannot hide the latency they wait on: most
  // stalls of a kind more warps would hide (or, without stall metrics, bound latency) and no unit
  // saturated. How much, is ncu's estimated speedup, or the one its Occupancy rules compute:
  // the gap of achieved to theoretical occupancy (AchievedOccupancy), the theoretical limit
  // (TheoreticalOccupancy).
  const std::optional<double>& lat = r->key_metrics[kLatencyStallPct];
  std::string latency;
  if (lat && *lat >= t.latency_stall_pct)
    latency = "latency stalls " + Num(*lat) + " % >= " + Num(t.latency_stall_pct);
  else if (!lat && r->bound == "latency")
    latency = "bound latency (no stall metrics)";
  if (!latency.empty() && !saturated) {
    if (by_rules) {
      by_rule("occupancy_limited", [&](const std::string& ev, double sp) {
        add_limited(ev + ", " + latency, sp);
      });
      by_rule("occupancy_achieved_low", [&](const std::string& ev, double sp) {
        add("occupancy_achieved_low", ev + ", " + latency, sp);
      });
    } else {
      auto theo = m.First(Q::kTheoretical);
      auto ach = m.First(Q::kAchieved);
      if (theo && theo->value < 100 && 100 - theo->value >= t.speedup_pct)
        add_limited("100 - " + Ev(*theo) + " >= " + Num(t.speedup_pct) + ", " + latency, {});
      if (theo && ach && theo->value > 0 &&
          100 * (theo->value - ach->value) / theo->value >= t.speedup_pct)
        add("occupancy_achieved_low", "100 * (1 - " + Ev(*ach) + " / " + Num(theo->value) +
                                          ") >= " + Num(t.speedup_pct) + ", " + latency);
    }
  }

  // A low hit rate costs a memory-bound kernel time only where data is reused: not in a stream
  // (an elementwise or copy kernel, or one already moving data at DRAM peak).
  if (r->bound == "memory") {
    auto l2 = m.First(Q::kL2Hit);
    auto l1 = m.First(Q::kL1Hit);
    auto dram = m.First(Q::kDram);
    std::string hit;
    if (l2 && l2->value < t.l2_hit_pct)
      hit = Ev(*l2) + " < " + Num(t.l2_hit_pct);
    else if (l1 && l1->value < t.l1_hit_pct)
      hit = Ev(*l1) + " < " + Num(t.l1_hit_pct);
    bool stream =
        family == "elementwise" || family == "copy" || (dram && dram->value >= t.high_pct);
    if (!hit.empty() && !stream)
      add("cache_inefficient",
          hit + (dram ? ", " + Ev(*dram) + " < " + Num(t.high_pct) : std::string()) +
              (family.empty() ? "" : ", family " + std::string(family)));
  }

  // Tensor pipes idle in a compute-bound GEMM or attention kernel: its math runs elsewhere.
  auto tensor = m.First(Q::kTensor);
  if (tensor && IsAttentionOrGemm(family) && r->bound == "compute" && tensor->value < t.tensor_pct)
    add("tensor_underused", Ev(*tensor) + " < " + Num(t.tensor_pct) + ", family " +
                                std::string(family) + ", bound compute");

  auto ld = m.First(Q::kLocalLd);
  auto st = m.First(Q::kLocalSt);
  if ((ld && ld->value > 0) || (st && st->value > 0))
    add("register_spilling", (ld ? Ev(*ld) : "") + (ld && st ? ", " : "") + (st ? Ev(*st) : ""));

  auto dur = m.First(Q::kDuration);
  if (dur && dur->value < t.launch_ns) {
    auto grid = m.First(Q::kGridSize);
    auto sms = m.First(Q::kSmCount);
    if (waves && waves->value < t.waves)
      add("launch_bound", Ev(*dur) + " < " + Num(t.launch_ns) + ", " + Ev(*waves));
    else if (!waves && grid && sms && grid->value < sms->value)
      add("launch_bound",
          Ev(*dur) + " < " + Num(t.launch_ns) + ", " + Ev(*grid) + " < " + Ev(*sms));
  }

  auto ratio = m.First(Q::kFpRatio);
  auto fp64 = m.First(Q::kFp64Pipe);
  auto dfma = m.First(Q::kDfma);
  if (ratio && ratio->value >= t.fp64_ratio &&
      ((fp64 && fp64->value > 0) || (dfma && dfma->value > 0)))
    add("fp64_consumer",
        Ev(*ratio) + ", " + (fp64 && fp64->value > 0 ? Ev(*fp64) : "FP64 FMA executed"));
}

void RooflineOf(const MetricView& m, const Thresholds& t, Result* r) {
  auto smsp_hz = m.First(Q::kSmspHz);
  auto sm_hz = m.First(Q::kSmHz);
  if (!smsp_hz || !sm_hz) return;
  struct Prec {
    std::string name;
    std::optional<double> achieved, peak;
  };
  std::vector<Prec> precs;
  // [0] fma, [1] add, [2] mul per cycle elapsed; [3] fma peak, for d, f, h.
  static constexpr std::array<std::array<Q, 4>, 3> kOps{{
      {Q::kDfma, Q::kDadd, Q::kDmul, Q::kDfmaPeak},
      {Q::kFfma, Q::kFadd, Q::kFmul, Q::kFfmaPeak},
      {Q::kHfma, Q::kHadd, Q::kHmul, Q::kHfmaPeak},
  }};
  auto get = [&](Q q) -> std::optional<double> {
    auto f = m.First(q);
    if (!f) return std::nullopt;
    return f->value;
  };
  auto fp = [&](std::string_view n, int k, double wfma, double wadd, double wmul) {
    auto fma = get(kOps[k][0]);
    auto add = get(kOps[k][1]);
    auto mul = get(kOps[k][2]);
    if (!fma && !add && !mul) return;
    Prec p{
        std::string(n),
        (wfma * fma.value_or(0) + wadd * add.value_or(0) + wmul * mul.value_or(0)) * smsp_hz->value,
        {}};
    if (auto pk = get(kOps[k][3])) p.peak = wfma * *pk * sm_hz->value;
    precs.push_back(p);
  };
  fp("fp64", 0, 2, 1, 1);
  fp("fp32", 1, 2, 1, 1);
  fp("fp16", 2, t.half_fma, t.half_add, t.half_mul);
  if (auto ach = get(Q::kTensorOps)) {
    Prec p{"tensor", 512 * *ach * smsp_hz->value, {}};
    if (auto pk = get(Q::kTensorOpsPeak)) p.peak = 512 * *pk * sm_hz->value;
    precs.push_back(p);
  }
  if (precs.empty()) return;
  const Prec* dom = &precs[0];
  for (const Prec& p : precs)
    if (p.achieved.value_or(0) > dom->achieved.value_or(0)) dom = &p;
  Roofline rf;
  rf.precision = dom->name;
  rf.flops_per_s = dom->achieved;
  rf.peak_flops_per_s = dom->peak;
  rf.dram_bytes_per_s = get(Q::kDramBytes);
  auto dram_peak = get(Q::kDramBytesPeak);
  auto dram_hz = m.First(Q::kDramHz);
  if (dram_peak && dram_hz) rf.peak_dram_bytes_per_s = *dram_peak * dram_hz->value;
  rf.l2_bytes_per_s = get(Q::kL2Bytes);
  rf.l1_bytes_per_s = get(Q::kL1Bytes);
  auto ai = [&](const std::optional<double>& bw) -> std::optional<double> {
    if (!bw || *bw <= 0 || !rf.flops_per_s) return std::nullopt;
    return *rf.flops_per_s / *bw;
  };
  rf.ai_dram = ai(rf.dram_bytes_per_s);
  rf.ai_l2 = ai(rf.l2_bytes_per_s);
  rf.ai_l1 = ai(rf.l1_bytes_per_s);
  if (rf.flops_per_s && rf.peak_flops_per_s && *rf.peak_flops_per_s > 0) {
    double roof = *rf.peak_flops_per_s;
    if (rf.ai_dram && rf.peak_dram_bytes_per_s)
      roof = std::min(roof, *rf.ai_dram * *rf.peak_dram_bytes_per_s);
    if (roof > 0) rf.pct_of_roof = 100 * *rf.flops_per_s / roof;
  }
  r->roofline = rf;
}

}  // namespace

Result Classify(const MetricView& m, std::string_view family, const Thresholds& t,
                std::span<const RuleResult> rules, bool thresholds_only) {
  Result r;
  for (const RuleResult& rule : rules) {
    std::string_view v = RuleVerdict(rule.text);
    if (!v.empty()) {
      r.ncu_bound = v;
      break;
    }
  }
  for (size_t i = 0; i < kKeyQuantities.size(); ++i)
    if (auto f = m.First(kKeyQuantities[i])) r.key_metrics[i] = f->value;
  Bottleneck(m, t, &r);
  Occupancy(m, &r);
  Stalls(m, &r);
  Signals(m, family, t, rules, thresholds_only, &r);
  RooflineOf(m, t, &r);
  if (!r.roofline)
    r.evidence.push_back("roofline: no FLOP counters (SpeedOfLight_RooflineChart not collected)");
  return r;
}

void ReadRuleResults(simdjson::dom::array rules, std::vector<RuleResult>* out) {
  out->clear();
  for (auto rule : rules) {
    RuleResult rr;
    double sp;
    if (rule["name"].get_string().get(rr.name)) rr.name = {};
    if (rule["text"].get_string().get(rr.text)) rr.text = {};
    if (!rule["speedup"].get_double().get(sp)) rr.speedup = sp;
    out->push_back(rr);
  }
}

void AppendResultMembers(const Result& r, std::string* out) {
  JsonWriter w(out);
  w.Key("bound");
  w.String(r.bound);
  w.Key("ncu_bound");
  if (r.ncu_bound.empty()) {
    w.Null();
  } else {
    w.String(r.ncu_bound);
  }
  w.Key("memory_unit");
  if (r.memory_unit.empty()) {
    w.Null();
  } else {
    w.String(r.memory_unit);
  }
  w.Key("occupancy_limiter");
  if (!r.occupancy_limiter) {
    w.Null();
  } else {
    w.BeginArray();
    for (std::string_view l : *r.occupancy_limiter) w.String(l);
    w.EndArray();
  }
  w.Key("key_metrics");
  w.BeginObject();
  for (size_t i = 0; i < schema::kKeyMetrics.size(); ++i) {
    w.Key(schema::kKeyMetrics[i]);
    w.NumberOrNull(r.key_metrics[i]);
  }
  w.EndObject();
  w.Key("signals");
  w.BeginArray();
  for (const auto& s : r.signals) w.String(s);
  w.EndArray();
  w.Key("est_speedup_pct");
  w.BeginObject();
  for (const auto& [s, v] : r.est_speedup) {
    w.Key(s);
    w.Number(v);
  }
  w.EndObject();
  w.Key("stall_top");
  w.BeginArray();
  for (const Stall& s : r.stall_top) {
    w.BeginObject();
    w.Key("reason");
    w.String(s.reason);
    w.Key("value");
    w.Number(s.value);
    w.Key("share");
    w.Number(std::round(s.share * 1e4) / 1e4);
    w.EndObject();
  }
  w.EndArray();
  w.Key("roofline");
  if (!r.roofline) {
    w.Null();
  } else {
    const Roofline& f = *r.roofline;
    w.BeginObject();
    w.Key("precision");
    w.String(f.precision);
    w.Member("flops_per_s", f.flops_per_s);
    w.Member("peak_flops_per_s", f.peak_flops_per_s);
    w.Member("dram_bytes_per_s", f.dram_bytes_per_s);
    w.Member("peak_dram_bytes_per_s", f.peak_dram_bytes_per_s);
    w.Member("l2_bytes_per_s", f.l2_bytes_per_s);
    w.Member("l1_bytes_per_s", f.l1_bytes_per_s);
    w.Member("ai_dram", f.ai_dram);
    w.Member("ai_l2", f.ai_l2);
    w.Member("ai_l1", f.ai_l1);
    w.Member("pct_of_roof", f.pct_of_roof);
    w.EndObject();
  }
  w.Key("evidence");
  w.BeginArray();
  for (const auto& e : r.evidence) w.String(e);
  w.EndArray();
}

namespace {
// Whether kclassify computes with the metric: a name of a quantity or a stall reason.
bool Reads(std::string_view name) {
  std::string_view reason;
  int family;
  if (StallReason(name, &reason, &family)) return true;
  for (const auto& names : aliases::kQuantities)
    for (std::string_view n : names)
      if (!n.empty() && n == name) return true;
  return false;
}
}  // namespace

std::string CheckMetricValues(const MetricView& m, simdjson::dom::object units) {
  // `units` names the metrics in the record's order (ncu2jsonl writes both from one list), so
  // each unit is looked for from where the last one was found, then from the start.
  auto from = units.begin();
  auto unit_of = [&](std::string_view name) -> std::string_view {
    for (int pass = 0; pass < 2; ++pass) {
      for (auto it = pass ? units.begin() : from; it != units.end(); ++it) {
        if (it.key() != name) continue;
        from = it;
        std::string_view u;
        return it.value().get_string().get(u) ? std::string_view() : u;
      }
    }
    return {};
  };
  for (const auto& [name, v] : m.all()) {
    if ((v >= 0 && v <= kMaxPct) || !Reads(name)) continue;
    std::string_view unit = unit_of(name);
    if (unit.empty()) continue;
    if (unit == "%")
      return "metric " + std::string(name) + ": " + EvidenceNumber(v) +
             " % is not a percentage ncu prints (0 to " + EvidenceNumber(kMaxPct) + ")";
    if (v < 0)
      return "metric " + std::string(name) + ": " + EvidenceNumber(v) + " " + std::string(unit) +
             " is negative";
  }
  return {};
}

const std::array<std::string_view, 8>* KeyMetricNames(size_t i) {
  return i < kKeyQuantities.size() ? &aliases::kQuantities[static_cast<size_t>(kKeyQuantities[i])]
                                   : nullptr;
}

}  // namespace kc::classify
