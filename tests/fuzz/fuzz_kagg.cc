// Fuzz target: kagg's aggregation of JSON-lines records. Each record is added both as an input
// record and as a line of a --partial file, then every output is rendered from both
// aggregators: groups by every --by field in each format, the signal report, the ncu regex, the
// partial state and the HTML page.
#include <vector>

#include "agg/aggregator.h"
#include "agg/html.h"
#include "agg/render.h"
#include "fuzz_input.h"

namespace {
void Render(const kc::agg::Aggregator& a, std::string* out) {
  kc::agg::Group total;
  std::vector<kc::agg::Group> groups = a.Groups(&total);
  for (kc::agg::Format f : {kc::agg::Format::kJsonl, kc::agg::Format::kCsv, kc::agg::Format::kMd})
    kc::agg::WriteGroups(a, groups, total, f, out);
  std::vector<kc::agg::Signal> signals = a.Signals();
  kc::agg::WriteSignals(signals, kc::agg::Format::kJsonl, out);
  out->append(kc::agg::NcuRegex(a.options(), groups));
  a.WritePartial(out);
  kc::agg::WriteHtml(a, signals, out);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  kc::agg::GroupOptions o;
  o.by = {"kernel_key", "kernel_base", "family", "library"};
  kc::agg::Aggregator records(o), partial(o);
  kc::fuzz::ForEachRecord(data, size, [&](simdjson::dom::object obj, std::string_view) {
    bool skipped = false;
    records.Add(obj, {"fuzz", 1}, &skipped);
    partial.AddPartial(obj);
  });
  std::string out;
  Render(records, &out);
  Render(partial, &out);
  return 0;
}
