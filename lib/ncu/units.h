#pragma once
// Units of ncu metrics and their scaling to base units (--print-units base): bytes, nanoseconds
// for times, per-second rates, hz. Prefixes are decimal (1 Kbyte = 1000 byte): the corpus prints
// the same reports with and without --print-units base and every pair agrees on 10^3 steps.
#include <string>
#include <string_view>
#include <unordered_map>

#include "io/diag.h"

namespace kc::ncu {

/// How a printed unit maps to a base unit: value_base = value * 10^exp10.
struct UnitScale {
  std::string base;  ///< base unit name ("byte", "nsecond", "byte/second", "%", ...)
  int exp10 = 0;
  bool known = true;  ///< false: not in the table; value kept as printed, unit kept
  /// True when values under this unit must be numbers (a known, non-empty unit).
  bool numeric() const { return known && !base.empty(); }
};

/// Scales a unit string as printed by ncu (CSV "Metric Unit", text tables, raw units row).
/// The empty unit is known and dimensionless.
UnitScale ScaleUnit(std::string_view unit);

/// ScaleUnit() memoised per input, warning once per unknown unit (`tool: file:line: warning:
/// unknown unit 'x': value kept as printed`).
class UnitCache {
 public:
  const UnitScale& Get(std::string_view unit, const Location& at, Diag& diag);

 private:
  std::unordered_map<std::string, UnitScale> units_;
};

}  // namespace kc::ncu
