#include "agg/run.h"

#include <algorithm>
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

void Run(const Options& opts, RunContext& ctx) {
  const GroupOptions& o = opts.group;
  const Format format = opts.format;
  const bool partial = opts.partial, merge = opts.merge;
  if (opts.emit_ncu_regex && std::find(o.by.begin(), o.by.end(), "kernel_key") == o.by.end() &&
      std::find(o.by.begin(), o.by.end(), "kernel_base") == o.by.end())
    throw SystemError("--emit ncu-regex needs --by with kernel_key or kernel_base");
  if (partial && (opts.emit_ncu_regex || opts.report_signals))
    throw SystemError("--partial writes state only: drop --emit and --report");
  if (partial && !opts.html.empty()) throw SystemError("--html needs results, not --partial state");
  for (auto [flag, v, max] : {std::tuple{"l2-hit-pct", o.thresholds.l2_hit_pct, 100.0},
                              {"tensor-pct", o.thresholds.tensor_pct, 100.0},
                              {"tiny-ns", o.tiny_ns, 1e18}})
    if (!(v >= 0 && v <= max))
      throw SystemError(std::string("--") + flag + ": " + NumberText(v) +
                        " is out of range (0 to " + NumberText(max) + ")");
  if (opts.merge_fan_in < 2) throw SystemError("--merge-fan-in: at least 2 files");

  std::optional<AggDb> db;
  if (!opts.db.empty()) {
    if (merge) throw SystemError("--db needs records, not --merge partial states");
    db.emplace(opts.db, o.model_field);
  }
  // Partial states into one: streamed, whatever their size (agg/merge.h).
  if (merge && partial) return MergePartials(ctx, o.thresholds, opts.merge_fan_in);

  Aggregator agg(o);
  // Records of other types (nsys_memop, ...) are counted as rejected, with one
  // warning per type and input file: they are not bad data, and the read =
  // aggregated + rejected count holds.
  std::set<std::string, std::less<>> warned;
  auto add = [&](simdjson::dom::object obj, std::string_view, const Location& at, Output&) {
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
  // order, --merge reads small state files.
  ParallelOptions par;
  par.threads = opts.jobs;
  if (opts.jobs_given) par.min_bytes = 0;
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) break;
    if (!merge && !db && AddFileParallel(path, &agg, ctx, &warned, par)) continue;
    RunRecordFilter(ctx, path, add);
  }
  if (ctx.diag.stopped()) return;

  std::string* out = &ctx.out.buffer();
  if (!opts.html.empty()) {
    std::string page;
    WriteHtml(agg, agg.Signals(), &page);
    RefuseOutputAmongInputs(opts.html, ctx.inputs);
    Output html(opts.html);
    html.Write(page);
    html.Commit();
  }
  if (db && (partial || opts.report_signals)) {
    Group total;
    db->Commit(agg, agg.Groups(&total));
  }
  if (partial) {
    agg.WritePartial(out, [&] { ctx.out.MaybeFlush(); });
    return;
  }
  if (opts.report_signals) {
    WriteSignals(agg.Signals(), format, out);
    return;
  }
  Group total;
  if (!db && !opts.emit_ncu_regex && format == Format::kJsonl) {  // one group held at a time
    size_t n = 0;
    agg.ForEachGroup(
        [&](const Group& g) {
          if (o.top && n == o.top) return false;
          WriteGroupLine(agg, g, ++n, out);
          ctx.out.MaybeFlush();
          return true;
        },
        &total);
    WriteTotalLine(total, n, out);
    return;
  }
  std::vector<Group> groups = agg.Groups(&total);
  if (db) db->Commit(agg, groups);
  if (o.top && groups.size() > o.top) groups.resize(o.top);
  if (opts.emit_ncu_regex) {
    std::string re = NcuRegex(o, groups);
    if (!re.empty()) *out += re + "\n";
    return;
  }
  WriteGroups(agg, groups, total, format, out);
}

}  // namespace kc::agg
