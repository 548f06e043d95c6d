// kclassify: bottleneck class, signals, stalls and roofline for ncu_kernel records.
#include <array>
#include <vector>

#include "classify/classify.h"
#include "classify/config.h"
#include "cli/cli.h"
#include "io/record_filter.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "kclassify";
  spec.purpose =
      "Add why each kernel is slow to ncu_kernel records: bound, memory_unit, signals, "
      "stall_top, roofline and the evidence behind them. Other records pass through unchanged.";
  spec.notes =
      "bound follows NVIDIA's SOLBottleneck rule: compute or memory throughput at or above\n"
      "high-pct → the higher one; both below latency-pct → latency; one ahead by balanced-points\n"
      "→ that one; otherwise balanced. Missing metrics give bound \"unknown\" and name them in\n"
      "evidence. Config file lines are `name = value` with the flag names above.";
  spec.add_options = [](kc::po::options_description& o) { kc::classify::AddThresholdOptions(o); };
  spec.run = [](kc::ToolContext& ctx) {
    const kc::classify::Thresholds t = kc::classify::ThresholdsFromOptions(ctx.vm);
    static constexpr std::array<std::string_view, 7> kAdded{
        "bound", "ncu_bound", "memory_unit", "signals", "stall_top", "roofline", "evidence"};
    std::vector<std::string_view> rule_texts;
    kc::classify::MetricView view;
    std::string members;
    kc::RunRecordFilter(ctx, [&](simdjson::dom::object obj, std::string_view raw,
                                 const kc::Location& at, std::string* out) {
      // The four fields read, in one pass over the keys (the first of duplicate keys counts,
      // as with obj["key"]).
      std::array<simdjson::dom::element, 5> f;  // type, metrics, family, rules, units
      std::array<bool, 5> seen{};
      for (auto field : obj) {
        std::string_view k = field.key;
        int i = k == "type"      ? 0
                : k == "metrics" ? 1
                : k == "family"  ? 2
                : k == "rules"   ? 3
                : k == "units"   ? 4
                                 : -1;
        if (i >= 0 && !seen[i]) {
          seen[i] = true;
          f[i] = field.value;
        }
      }
      std::string_view type;
      if (!seen[0] || f[0].get_string().get(type) || type != "ncu_kernel") {
        kc::AppendWithMembers(out, obj, raw, {}, {});
        return true;
      }
      simdjson::dom::object metrics;
      if (!seen[1] || f[1].get_object().get(metrics)) {
        ctx.diag.Error(at, "ncu_kernel record without a metrics object");
        return false;
      }
      std::string_view family;
      if (!seen[2] || f[2].get_string().get(family)) family = {};  // knorm adds it; optional
      view.Load(metrics);
      simdjson::dom::object units;
      if (seen[4] && !f[4].get_object().get(units)) {
        std::string bad = kc::classify::CheckMetricValues(view, units);
        if (!bad.empty()) {
          ctx.diag.Error(at, bad);
          return false;
        }
      }
      rule_texts.clear();
      simdjson::dom::array rules;
      if (seen[3] && !f[3].get_array().get(rules))
        for (auto rule : rules) {
          std::string_view text;
          if (!rule["text"].get_string().get(text)) rule_texts.push_back(text);
        }
      members.clear();
      kc::classify::AppendResultMembers(kc::classify::Classify(view, family, t, rule_texts),
                                        &members);
      kc::AppendWithMembers(out, obj, raw, kAdded, members);
      return true;
    });
  };
  return kc::RunTool(spec, argc, argv);
}
