#include "classify/config.h"

#include <fstream>

#include "io/error.h"
#include "io/json_writer.h"
#include "io/number.h"

namespace kc::classify {

namespace {
const ThresholdInfo* Find(std::string_view name) {
  for (const ThresholdInfo& i : ThresholdTable())
    if (i.name == name) return &i;
  return nullptr;
}
}  // namespace

void LoadThresholds(const std::string& path, Thresholds* t) {
  std::ifstream f(path);
  if (!f) throw SystemError("cannot open config " + path);
  std::string line;
  for (int n = 1; std::getline(f, line); ++n) {
    std::string_view s = line;
    if (size_t hash = s.find('#'); hash != std::string_view::npos) s = s.substr(0, hash);
    s = Trim(s);
    if (!s.empty() && s.back() == '\r') s = Trim(s.substr(0, s.size() - 1));
    if (s.empty()) continue;
    size_t eq = s.find('=');
    auto where = path + ":" + std::to_string(n) + ": ";
    if (eq == std::string_view::npos) throw SystemError(where + "expected NAME = VALUE");
    std::string_view name = Trim(s.substr(0, eq));
    const ThresholdInfo* info = Find(name);
    if (!info) throw SystemError(where + "unknown threshold '" + std::string(name) + "'");
    double v;
    if (!ParseNumber(Trim(s.substr(eq + 1)), 0, &v))
      throw SystemError(where + "value of " + std::string(name) + " is not a number");
    t->*(info->field) = v;
  }
}

void SetHalfWeights(std::string_view w, Thresholds* t) {
  if (w == "ncu") {
    t->half_fma = 4, t->half_add = 2, t->half_mul = 2;
  } else if (w == "nersc") {
    t->half_fma = 2, t->half_add = 1, t->half_mul = 1;
  } else {
    throw SystemError("--half-weights expects ncu or nersc, got '" + std::string(w) + "'");
  }
}

void CheckThresholds(const Thresholds& t) {
  for (const ThresholdInfo& i : ThresholdTable()) {
    double v = t.*(i.field);
    if (!(v >= i.min && v <= i.max))
      throw SystemError("--" + std::string(i.name) + ": " + NumberText(v) + " is out of range (" +
                        NumberText(i.min) + " to " + NumberText(i.max) + ")");
  }
}

}  // namespace kc::classify
