// Fuzz target: the JSON-lines reader (io/jsonl.h) and what knorm and kclassify do with each
// record: the name normaliser on the "kernel" field, the classifier on "metrics", and the
// member-appending writer (io/record_filter.h) with both tools' added fields.
#include <vector>

#include "classify/classify.h"
#include "fuzz_input.h"
#include "io/record_filter.h"
#include "names/normaliser.h"
#include "schema/fields.h"

namespace {
const kc::names::RuleSet& Rules() {
  static const kc::names::RuleSet* rules = [] {
    auto* r = new kc::names::RuleSet;
    std::string error;
    if (!r->Add(kc::names::RuleSet::BuiltinText(), "rules.tsv", &error)) __builtin_trap();
    return r;
  }();
  return *rules;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::vector<std::string_view> added = kc::schema::AddedFields("knorm");
  static const std::vector<std::string_view> kClassified = kc::schema::AddedFields("kclassify");
  kc::names::NameCache cache(Rules());
  kc::classify::MetricView view;
  kc::classify::Thresholds t;
  std::vector<kc::classify::RuleResult> rule_results;
  static kc::Output out("/dev/null");  // large pieces are written out, small ones kept
  std::string members;
  kc::fuzz::ForEachRecord(data, size, [&](simdjson::dom::object obj, std::string_view raw) {
    out.buffer().clear();
    std::string_view name;
    if (!obj["kernel"].get_string().get(name)) {
      kc::AppendWithMembers(out, {obj, raw, {}, added, kc::HasAnyKey(obj, added)},
                            cache.Members(name));
    } else {
      kc::AppendWithMembers(out, {obj, raw, {}, {}, false}, {});
    }
    simdjson::dom::object metrics;
    if (obj["metrics"].get_object().get(metrics)) return;
    std::string_view family;
    if (obj["family"].get_string().get(family)) family = {};
    view.Load(metrics);
    rule_results.clear();
    simdjson::dom::array rules;
    if (!obj["rules"].get_array().get(rules)) kc::classify::ReadRuleResults(rules, &rule_results);
    members.clear();
    kc::classify::AppendResultMembers(kc::classify::Classify(view, family, t, rule_results),
                                      &members);
    out.buffer().clear();
    kc::AppendWithMembers(out, {obj, raw, {}, kClassified, kc::HasAnyKey(obj, kClassified)},
                          members);
  });
  return 0;
}
