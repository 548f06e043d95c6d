// Fuzz target: kagg's aggregation of JSON-lines records. Each record is added both as an input
// record and as a line of a --partial file, then every output is rendered from both
// aggregators: groups by every --by field in each format, the signal report, the ncu regex, the
// partial state and the HTML page. The results computed from the aggregator's cells in memory
// must equal those computed from its partial state in a file, sorted in spilled runs.
#include <vector>

#include "agg/aggregator.h"
#include "agg/census.h"
#include "agg/html.h"
#include "agg/render.h"
#include "fuzz_input.h"
#include "io/temp_file.h"

namespace {
// Every output of the census of `src` grouped by `o`.
std::string Results(const kc::agg::GroupOptions& o, kc::agg::CellSource& src, size_t budget) {
  std::string out;
  for (kc::agg::Format f : {kc::agg::Format::kJsonl, kc::agg::Format::kCsv, kc::agg::Format::kMd}) {
    kc::agg::CensusRequest req;
    req.format = f;
    req.rows = true;
    req.keep = 20;
    req.signals = true;
    req.html = true;
    req.sort_budget = budget;
    kc::agg::Census c = kc::agg::ComputeCensus(o, src, req, &out, {});
    kc::agg::WriteSignals(c.signals, f, &out);
    out.append(kc::agg::NcuRegex(o, c.best));
    kc::agg::WriteHtml(o, c, &out);
  }
  return out;
}

void Render(kc::agg::Aggregator& a) {
  std::string state;
  a.WritePartial(&state);
  kc::TempFile file;
  file.Write(state);
  kc::agg::AggregatorCells memory(a);
  kc::agg::StateFileCells cells(file, {});
  if (Results(a.options(), memory, size_t{64} << 20) != Results(a.options(), cells, 2048))
    __builtin_trap();
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
  Render(records);
  Render(partial);
  return 0;
}
