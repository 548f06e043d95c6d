#include "agg/tool.h"

#include <cstdlib>
#include <optional>
#include <set>

#include "agg/aggregator.h"
#include "agg/db.h"
#include "agg/html.h"
#include "agg/merge.h"
#include "agg/parallel.h"
#include "agg/render.h"
#include "io/error.h"
#include "io/json_writer.h"
#include "io/output.h"
#include "io/record_filter.h"

namespace kc::agg {

void AddToolOptions(po::options_description& o) {
  o.add_options()("by", po::value<std::string>()->value_name("FIELDS")->default_value("kernel_key"),
                  "group by these fields, comma-separated: kernel_key, "
                  "kernel_base, family, library")(
      "format", po::value<std::string>()->value_name("FMT")->default_value("jsonl"),
      "output format: jsonl, csv or md (Markdown tables)")(
      "top", po::value<Count>()->value_name("N")->default_value(Count{0}, "0"),
      "write only the N groups with the most GPU time (0: all)")(
      "emit", po::value<std::string>()->value_name("WHAT"),
      "ncu-regex: print the regular expression of the top kernels' names as "
      "ncu --kernel-name-base demangled prints them (each instantiation where "
      "its kernel_key allows, no ':'), for ncu --kernel-id ::regex:...:N")(
      "report", po::value<std::string>()->value_name("WHAT"),
      "signals: the design-signal report instead of the groups")(
      "partial", "write mergeable partial state instead of results")(
      "merge",
      "the inputs are --partial files: combine them (the result equals one run "
      "over all their inputs); with --partial, in fixed memory whatever the number of "
      "cells (the files' cells sorted as --partial writes them)")(
      "html", po::value<std::string>()->value_name("FILE"),
      "also write a self-contained HTML page with charts (roofline by family, top "
      "kernels, bound mix per model, design signals) to FILE")(
      "db", po::value<std::string>()->value_name("FILE"),
      "also write the records and the aggregates to the SQLite database FILE "
      "(created when missing; refused when not a kcensus database). A run is its run "
      "object with keys sorted and scalars as text; a source file of a run ingested "
      "again replaces that file's rows")(
      "model-field", po::value<std::string>()->value_name("PATH")->default_value("run.model"),
      "dotted path of the model name in each record")(
      "l2-hit-pct", po::value<double>()->value_name("P")->default_value(50, "50"),
      "memory_bound_low_l2: memory-bound kernels with L2 hit rate below P %")(
      "tensor-pct", po::value<double>()->value_name("P")->default_value(20, "20"),
      "gemm_low_tensor: compute-bound GEMM kernels with tensor pipe use below "
      "P %")("tiny-ns", po::value<double>()->value_name("NS")->default_value(5000, "5000"),
             "launch_storm: kernels whose mean launch is shorter than NS ...")(
      "storm-launches", po::value<Count>()->value_name("N")->default_value(Count{100}, "100"),
      "... launched at least N times");
}

void RunTool(ToolContext& ctx) {
  const po::variables_map& vm = ctx.vm;
  Options o;
  std::string err;
  if (!ParseBy(vm["by"].as<std::string>(), &o.by, &err)) throw SystemError(err);
  Format format;
  if (!ParseFormat(vm["format"].as<std::string>(), &format))
    throw SystemError("--format: unknown format '" + vm["format"].as<std::string>() +
                      "' (jsonl, csv or md)");
  o.top = vm["top"].as<Count>().value;
  o.model_field = vm["model-field"].as<std::string>();
  o.thresholds.l2_hit_pct = vm["l2-hit-pct"].as<double>();
  o.thresholds.tensor_pct = vm["tensor-pct"].as<double>();
  o.tiny_ns = vm["tiny-ns"].as<double>();
  o.storm_launches = vm["storm-launches"].as<Count>().value;
  for (auto [flag, v, max] : {std::tuple{"l2-hit-pct", o.thresholds.l2_hit_pct, 100.0},
                              {"tensor-pct", o.thresholds.tensor_pct, 100.0},
                              {"tiny-ns", o.tiny_ns, 1e18}})
    if (!(v >= 0 && v <= max))
      throw SystemError(std::string("--") + flag + ": " + NumberText(v) +
                        " is out of range (0 to " + NumberText(max) + ")");
  std::string emit = vm.count("emit") ? vm["emit"].as<std::string>() : "";
  std::string report = vm.count("report") ? vm["report"].as<std::string>() : "";
  if (!emit.empty() && emit != "ncu-regex")
    throw SystemError("--emit: unknown value '" + emit + "' (ncu-regex)");
  if (!report.empty() && report != "signals")
    throw SystemError("--report: unknown value '" + report + "' (signals)");
  if (emit == "ncu-regex" && std::find(o.by.begin(), o.by.end(), "kernel_key") == o.by.end() &&
      std::find(o.by.begin(), o.by.end(), "kernel_base") == o.by.end())
    throw SystemError("--emit ncu-regex needs --by with kernel_key or kernel_base");
  bool partial = vm.count("partial") > 0, merge = vm.count("merge") > 0;
  if (partial && (!emit.empty() || !report.empty()))
    throw SystemError("--partial writes state only: drop --emit and --report");

  std::optional<AggDb> db;
  if (vm.count("db")) {
    if (merge) throw SystemError("--db needs records, not --merge partial states");
    db.emplace(vm["db"].as<std::string>(), o.model_field);
  }
  // Partial states into one: streamed, whatever their size (agg/merge.h).
  if (merge && partial && !vm.count("html")) return MergePartials(ctx, o.thresholds);

  Aggregator agg(o);
  // Records of other types (nsys_memop, ...) are counted as rejected, with one
  // warning per type and input file: they are not bad data, and the read =
  // aggregated + rejected count holds.
  std::set<std::string, std::less<>> warned;
  auto add = [&](simdjson::dom::object obj, std::string_view, const Location& at, std::string*) {
    bool skipped = false;
    std::string e = merge ? agg.AddPartial(obj) : agg.Add(obj, &skipped);
    if (e.empty()) {
      if (db) db->AddRecord(obj);
      return true;
    }
    if (!skipped) {
      ctx.diag.Error(at, e);
    } else if (warned.insert(std::string(at.file) + '\0' + e).second) {
      ctx.diag.Warning(at, e + "; reported once per file");
    }
    return false;
  };
  // Large files of records are read by all cores (agg/parallel.h); --db keeps the records'
  // order, --merge reads small state files. KC_AGG_PARALLEL_MIN_BYTES (tests) sets the size
  // from which a file is read in parallel.
  ParallelOptions par;
  if (const char* v = std::getenv("KC_AGG_PARALLEL_MIN_BYTES"))
    par.min_bytes = std::strtoull(v, nullptr, 10);
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) break;
    if (!merge && !db && AddFileParallel(path, &agg, ctx, &warned, par)) continue;
    RunRecordFilter(ctx, path, add);
  }
  if (ctx.diag.stopped()) return;

  std::string* out = &ctx.out.buffer();
  if (vm.count("html")) {
    if (partial) throw SystemError("--html needs results, not --partial state");
    std::string page;
    WriteHtml(agg, agg.Signals(), &page);
    RefuseOutputAmongInputs(vm["html"].as<std::string>(), ctx.inputs);
    Output html(vm["html"].as<std::string>());
    html.Write(page);
    html.Commit();
  }
  if (db && (partial || !report.empty())) {
    Group total;
    db->Commit(agg, agg.Groups(&total));
  }
  if (partial) {
    agg.WritePartial(out, [&] { ctx.out.MaybeFlush(); });
    return;
  }
  if (!report.empty()) {
    WriteSignals(agg.Signals(), format, out);
    return;
  }
  Group total;
  if (!db && emit.empty() && format == Format::kJsonl) {  // one group held at a time
    size_t n = 0;
    agg.ForEachGroup(
        [&](const Group& g) {
          if (o.top && n == o.top) return false;
          WriteGroupLine(agg, g, ++n, out);
          ctx.out.MaybeFlush();
          return true;
        },
        &total);
    WriteTotalLine(agg, total, n, out);
    return;
  }
  std::vector<Group> groups = agg.Groups(&total);
  if (db) db->Commit(agg, groups);
  if (o.top && groups.size() > o.top) groups.resize(o.top);
  if (!emit.empty()) {
    std::string re = NcuRegex(o, groups);
    if (!re.empty()) *out += re + "\n";
    return;
  }
  WriteGroups(agg, groups, total, format, out);
}

}  // namespace kc::agg
