#include "agg/run.h"

#include <sys/stat.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <set>

#include "agg/aggregator.h"
#include "agg/census.h"
#include "agg/db.h"
#include "agg/diff.h"
#include "agg/html.h"
#include "agg/merge.h"
#include "agg/parallel.h"
#include "agg/render.h"
#include "io/error.h"
#include "io/keep_until_exit.h"
#include "io/json_writer.h"
#include "io/output.h"
#include "io/record_filter.h"
#include "io/temp_file.h"

namespace kc::agg {
namespace {

// A --failed file: lines `MODEL<TAB>what failed` (or MODEL alone); blank lines skipped.
std::vector<std::pair<std::string, std::string>> ReadFailed(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw SystemError("--failed: cannot open '" + path + "'");
  std::vector<std::pair<std::string, std::string>> r;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    size_t tab = line.find('\t');
    r.emplace_back(line.substr(0, tab), tab == std::string::npos ? "" : line.substr(tab + 1));
  }
  return r;
}

}  // namespace

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
  if (!opts.failed.empty() && opts.html.empty()) throw SystemError("--failed needs --html");
  if (!(o.tiny_ns >= 0 && o.tiny_ns <= 1e18))
    throw SystemError("--tiny-ns: " + NumberText(o.tiny_ns) + " is out of range (0 to 1e18)");
  if (!o.columns.empty() && format != Format::kMd && format != Format::kTable && opts.html.empty())
    throw SystemError("--columns: the columns of --format md or table, or of --html");
  if (opts.merge_fan_in < 2) throw SystemError("--merge-fan-in: at least 2 files");
  if (opts.diff) {
    if (partial || merge || opts.emit_ncu_regex || opts.report_signals || !opts.html.empty() ||
        !opts.db.empty())
      throw SystemError("--diff writes the changes only: drop --partial, --merge, --emit, "
                        "--report, --html and --db");
    return RunDiff(o, format, ctx);
  }

  std::optional<AggDb> db;
  if (!opts.db.empty()) {
    if (merge) throw SystemError("--db needs records, not --merge partial states");
    DbIngest in;
    in.model_field = o.model_field;
    in.sweep_out = opts.sweep;
    in.sweep_date = opts.sweep_date;
    db.emplace(opts.db, std::move(in));
  } else if (!opts.sweep.empty() || !opts.sweep_date.empty()) {
    throw SystemError("--sweep and --sweep-date need --db");
  }
  if (!opts.sweep_date.empty() && opts.sweep.empty())
    throw SystemError("--sweep-date needs --sweep");
  // The same file given twice would count its data twice: refused (exit 1), unless on purpose.
  if (!o.allow_duplicates) {
    std::vector<std::string> inputs;
    std::vector<std::pair<dev_t, ino_t>> seen;
    for (const std::string& path : ctx.inputs) {
      struct stat st;
      if (path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
        auto same = std::find(seen.begin(), seen.end(), std::pair{st.st_dev, st.st_ino});
        if (same != seen.end()) {
          size_t first = static_cast<size_t>(same - seen.begin());
          ctx.diag.Error({path, 0}, "the same file as input " + std::to_string(first + 1) + " (" +
                                        inputs[first] +
                                        "): its data would count twice (--allow-duplicates "
                                        "adds it)");
          if (ctx.diag.stopped()) return;
          continue;
        }
        seen.emplace_back(st.st_dev, st.st_ino);
      } else {
        seen.emplace_back(0, 0);  // stdin, a pipe: not compared
      }
      inputs.push_back(path);
    }
    ctx.inputs = std::move(inputs);
  }

  // Partial states into one: streamed, whatever their size (agg/merge.h).
  if (merge && partial) return MergePartials(ctx, o.Facets(), opts.merge_fan_in);

  // The results are computed from cells in (model, kernel_key) order (agg/census.h): the
  // merged --merge inputs in a temporary file, or the cells of the records read here.
  std::unique_ptr<TempFile> state;
  // Kept until the process exits: freeing every cell would cost a fifth of kagg's time.
  Aggregator& agg = KeepUntilExit(std::make_unique<Aggregator>(o));
  std::unique_ptr<CellSource> cells;
  if (merge) {
    state = MergedPartial(ctx, o.Facets(), opts.merge_fan_in);
    if (!state) return;
    cells = std::make_unique<StateFileCells>(*state, o.Facets());
  } else {
    // Records of other types (nsys_memop, ...) are counted as rejected, with one
    // warning per type and input file: they are not bad data, and the read =
    // aggregated + rejected count holds.
    std::set<std::string, std::less<>> warned;
    auto add = [&](const Record& rec, Output&) {
      const Location& at = rec.at;
      bool skipped = false;
      std::string e = agg.Add(rec.obj, at, &skipped);
      if (e.empty()) {
        if (db) db->AddRecord(rec.obj, rec.raw);
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
    // order.
    ParallelOptions par;
    par.threads = opts.jobs;
    if (opts.jobs_given) par.min_bytes = 0;
    for (const auto& path : ctx.inputs) {
      if (ctx.diag.stopped()) break;
      if (!db && AddFileParallel(path, &agg, ctx, &warned, par)) continue;
      RunRecordFilter(ctx, path, {}, add);
    }
    if (ctx.diag.stopped()) return;
    if (partial) {
      agg.WritePartial(&ctx.out.buffer(), [&] { ctx.out.MaybeFlush(); });
      if (!db) return;
    }
    cells = std::make_unique<AggregatorCells>(agg);
  }

  CensusRequest req;
  req.format = format;
  req.rows = !partial && !opts.report_signals && !opts.emit_ncu_regex;
  req.signals = opts.report_signals || !opts.html.empty();
  req.html = !opts.html.empty();
  if (db) {
    req.keep = SIZE_MAX;
  } else if (opts.emit_ncu_regex) {
    req.keep = o.top ? o.top : SIZE_MAX;
  } else if (req.html) {
    req.keep = HtmlRows(o);
  }
  std::string* out = &ctx.out.buffer();
  Census census = ComputeCensus(o, *cells, req, partial ? nullptr : out,
                                [&] { ctx.out.MaybeFlush(); });
  auto records = [](uint64_t n) { return std::to_string(n) + (n == 1 ? " record" : " records"); };
  if (census.untagged_records)
    ctx.diag.Note("warning: " + records(census.untagged_records) + " without " + o.model_field +
                  ": counted as one model, shown as (untagged); name each run's model (--tag "
                  "model=NAME in ncu2jsonl and nsys2jsonl)");
  if (census.models_with_both)
    ctx.diag.Note("warning: " + std::to_string(census.models_with_both) +
                  (census.models_with_both == 1 ? " model has" : " models have") +
                  " nsys launch records and kernel summary rows of the same launches: the launch "
                  "records are counted, " + std::to_string(census.summaries_left_out) +
                  (census.summaries_left_out == 1 ? " summary row" : " summary rows") +
                  " left out");
  for (const std::string& f : census.absent_facets)
    ctx.diag.Note("warning: --by " + f + ": no record has this field; its key is null in every "
                  "group");
  if (census.unclassified_ncu)
    ctx.diag.Note("warning: " + records(census.unclassified_ncu) +
                  " of ncu without kclassify's fields: their time, metrics, bound and signals are "
                  "not counted; run kclassify for bound and signals");
  if (!opts.html.empty()) {
    if (!opts.failed.empty()) census.html.failed = ReadFailed(opts.failed);
    std::string page;
    WriteHtml(o, census, &page);
    RefuseOutputAmongInputs(opts.html, ctx.inputs);
    Output html(opts.html);
    html.Write(page);
    html.Commit();
  }
  if (db) db->Commit(o, census.best);
  if (partial) return;
  if (opts.report_signals) {
    WriteSignals(census.signals, format, out);
    return;
  }
  if (opts.emit_ncu_regex) {
    if (o.top && census.best.size() > o.top) census.best.resize(o.top);
    std::string re = NcuRegex(o, census.best);
    if (!re.empty()) *out += re + "\n";
  }
}

}  // namespace kc::agg
