// kclassify's record loop: the fields Classify() needs are found in one pass over each record's
// keys, the result is appended to the record as it was read.
#include "classify/run.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "io/record_filter.h"
#include "schema/fields.h"

namespace kc::classify {

void Run(const Options& opts, RunContext& ctx) {
  const Thresholds& t = opts.thresholds;
  const std::vector<std::string_view> added = schema::AddedFields("kclassify");
  std::vector<RuleResult> rule_results;
  MetricView view;
  std::string members;
  RunRecordFilter(ctx, added, [&](const Record& rec, Output& out) {
    // The fields read, found in one pass over the keys (a key twice is an error already:
    // io/jsonl.h).
    std::array<simdjson::dom::element, 5> f;  // type, metrics, family, rules, units
    std::array<bool, 5> seen{};
    for (auto field : rec.obj) {
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
    if (!seen[0] || f[0].get_string().get(type) ||
        (type != "ncu_kernel" && type != "ncu_kernel_summary")) {
      AppendWithMembers(out, rec, {});
      return true;
    }
    simdjson::dom::object metrics;
    if (!seen[1] || f[1].get_object().get(metrics)) {
      ctx.diag.Error(rec.at, std::string(type) + " record without a metrics object");
      return false;
    }
    std::string_view family;
    if (!seen[2] || f[2].get_string().get(family)) family = {};  // knorm adds it; optional
    view.Load(metrics);
    simdjson::dom::object units;
    if (seen[4] && !f[4].get_object().get(units)) {
      std::string bad = CheckMetricValues(view, units);
      if (!bad.empty()) {
        ctx.diag.Error(rec.at, bad);
        return false;
      }
    }
    rule_results.clear();
    simdjson::dom::array rules;
    if (seen[3] && !f[3].get_array().get(rules)) ReadRuleResults(rules, &rule_results);
    members.clear();
    AppendResultMembers(Classify(view, family, t, rule_results, opts.thresholds_only), &members);
    AppendWithMembers(out, rec, members);
    return true;
  });
}

}  // namespace kc::classify
