#pragma once
// Metric values as ncu prints them: numbers with thousands separators, n/a, "(!) nan", text,
// and instance lists "2338 (8; 8; ...)".
#include <string>
#include <string_view>
#include <unordered_set>

#include "io/diag.h"
#include "io/number.h"
#include "ncu/units.h"

namespace kc::ncu {

struct Value {
  enum Kind { kNull, kNumber, kText } kind = kNull;
  double number = 0;
  std::string_view text;       ///< kText: the text as printed (trimmed)
  std::string_view instances;  ///< the "(a; b; ...)" list after a number, without parentheses
};

/// Parses a printed value and scales numbers by 10^exp10 (decimally, so 29.38 usecond becomes
/// exactly 29380 nsecond). Empty, "n/a", "nan", "inf", "no data" and "(!) ..." markers give
/// kNull.
Value ParseValue(std::string_view s, int exp10 = 0);

using kc::ParseNumber;  // lib/io/number.h
using kc::Trim;

/// Why `v` cannot be the value of a metric under unit `u`: "not a number" for text under a known
/// unit ("1.234.567", "0x30", "48,13", "1e400"), "negative" for a negative time; empty when it can
/// (null markers included). ncu measures a time directly, so a negative one is a corrupt file.
std::string_view ValueProblem(const Value& v, const UnitScale& u);

/// Negative counts, percentages and rates are kept as printed: ncu derives some metrics from
/// counters of separate replay passes, and real reports hold such values below zero (L2 lookup
/// hit and miss sectors of -3 and -2102). Each input warns once per metric; the tools that compute
/// with a metric reject a negative value of it.
class NegativeValues {
 public:
  /// Warns when `v` is a kept negative value of `metric` not warned about yet.
  void Check(const Value& v, const UnitScale& u, std::string_view metric, std::string_view printed,
             const Location& at, Diag& diag);

 private:
  std::unordered_set<std::string> warned_;
};

/// Appends a Value as JSON (number, string or null).
void AppendValueJson(std::string* out, const Value& v);

}  // namespace kc::ncu
