#include "classify/config.h"

#include <fstream>

#include "io/error.h"
#include "io/json_writer.h"
#include "io/number.h"

namespace kc::classify {

namespace po = boost::program_options;

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

void AddThresholdOptions(po::options_description& o) {
  const Thresholds d;
  o.add_options()("config", po::value<std::string>()->value_name("FILE"),
                  "thresholds from FILE: `name = value` lines, names as the flags below")(
      "half-weights", po::value<std::string>()->value_name("ncu|nersc"),
      "FP16 FLOP weights (fma/add/mul): ncu's 4/2/2 (default) or NERSC's 2/1/1");
  for (const ThresholdInfo& i : ThresholdTable()) {
    std::string def;
    AppendNumber(&def, d.*(i.field));
    o.add_options()(std::string(i.name).c_str(),
                    po::value<double>()->value_name("X")->default_value(d.*(i.field), def),
                    std::string(i.help).c_str());
  }
}

Thresholds ThresholdsFromOptions(const po::variables_map& vm) {
  Thresholds t;
  if (vm.count("config")) LoadThresholds(vm["config"].as<std::string>(), &t);
  if (vm.count("half-weights")) {
    const std::string& w = vm["half-weights"].as<std::string>();
    if (w == "ncu") {
      t.half_fma = 4, t.half_add = 2, t.half_mul = 2;
    } else if (w == "nersc") {
      t.half_fma = 2, t.half_add = 1, t.half_mul = 1;
    } else {
      throw SystemError("--half-weights expects ncu or nersc, got '" + w + "'");
    }
  }
  // Flags given on the command line win over the config file; defaulted ones do not.
  for (const ThresholdInfo& i : ThresholdTable()) {
    const auto& v = vm[std::string(i.name)];
    if (!v.empty() && !v.defaulted()) t.*(i.field) = v.as<double>();
  }
  for (const ThresholdInfo& i : ThresholdTable()) {
    double v = t.*(i.field);
    if (!(v >= i.min && v <= i.max))
      throw SystemError("--" + std::string(i.name) + ": " + NumberText(v) + " is out of range (" +
                        NumberText(i.min) + " to " + NumberText(i.max) + ")");
  }
  return t;
}

}  // namespace kc::classify
