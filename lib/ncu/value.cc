#include "ncu/value.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include "io/json_writer.h"

namespace kc::ncu {

namespace {
bool IsNullMarker(std::string_view s) {
  static constexpr std::string_view kNull[] = {"n/a", "N/A",  "nan",    "-nan", "NaN",
                                               "inf", "-inf", "+inf",   "Inf",  "-Inf",
                                               "-",   "--",   "no data"};
  for (auto m : kNull)
    if (s == m) return true;
  return false;
}
}  // namespace

Value ParseValue(std::string_view s, int exp10) {
  Value v;
  s = Trim(s);
  if (s.empty()) return v;
  // "(!) nan": ncu marks values it could not compute.
  if (s.substr(0, 3) == "(!)") return v;
  if (IsNullMarker(s)) return v;
  if (ParseNumber(s, exp10, &v.number)) {
    v.kind = Value::kNumber;
    return v;
  }
  // "2338 (8; 8; ...)": --print-metric-instances values
  size_t paren = s.find(" (");
  if (paren != std::string_view::npos && s.back() == ')' &&
      ParseNumber(s.substr(0, paren), exp10, &v.number)) {
    v.kind = Value::kNumber;
    v.instances = s.substr(paren + 2, s.size() - paren - 3);
    return v;
  }
  v.kind = Value::kText;
  v.text = s;
  return v;
}

namespace {
bool IsTime(const UnitScale& u) { return u.base == "nsecond"; }
}  // namespace

std::string_view ValueProblem(const Value& v, const UnitScale& u) {
  if (!u.numeric()) return {};
  if (v.kind == Value::kText) return "not a number";
  if (v.kind == Value::kNumber && v.number < 0 && IsTime(u)) return "negative";
  return {};
}

void NegativeValues::Check(const Value& v, const UnitScale& u, std::string_view metric,
                           std::string_view printed, const Location& at, Diag& diag) {
  if (v.kind != Value::kNumber || !(v.number < 0) || !u.numeric() || IsTime(u)) return;
  if (!warned_.emplace(metric).second) return;
  diag.Warning(at, "metric '" + std::string(metric) + "': negative value '" +
                       std::string(Trim(printed)) +
                       "' kept as printed (ncu derives some metrics from separate replay passes; "
                       "reported once per metric)");
}

void AppendValueJson(std::string* out, const Value& v) {
  switch (v.kind) {
    case Value::kNull:
      *out += "null";
      break;
    case Value::kNumber:
      if (std::isfinite(v.number)) {
        AppendNumber(out, v.number);
      } else {
        *out += "null";
      }
      break;
    case Value::kText:
      AppendJsonString(out, v.text);
      break;
  }
}

}  // namespace kc::ncu
