#pragma once
// Metric values as ncu prints them: numbers with thousands separators, n/a, "(!) nan", text,
// and instance lists "2338 (8; 8; ...)".
#include <string>
#include <string_view>

#include "io/number.h"

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

/// Why `v` cannot be the value of a metric whose unit makes it a number (`numeric`): "not a
/// number" for text ("1.234.567", "0x30", "48,13", "1e400"), "negative" for a negative quantity;
/// empty when it can (null markers included).
std::string_view ValueProblem(const Value& v, bool numeric);

/// Appends a Value as JSON (number, string or null).
void AppendValueJson(std::string* out, const Value& v);

}  // namespace kc::ncu
