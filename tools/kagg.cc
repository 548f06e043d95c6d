// kagg: the cross-model view of kernel records: popularity, time share,
// time-weighted performance, bottleneck mix, design signals.
#include <algorithm>
#include <string>

#include "agg/run.h"
#include "cli/cli.h"
#include "io/error.h"

namespace po = kc::po;

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "kagg";
  spec.purpose = "Aggregate kernel records of many runs and models: popularity, time share, "
                 "time-weighted metrics, bound mix, top stalls and design signals per group.";
  spec.reads = "Kernel records of many runs and models: ncu_kernel (after knorm and kclassify), "
               "nsys_kernel_summary and nsys_kernel_launch (after knorm); or, with --merge, "
               "--partial states. Other record types are skipped with a warning.";
  spec.writes =
      "agg records, one per --by group ranked by --weight, and an agg_total, as JSON lines, CSV "
      "or Markdown; or the design-signal report, the regex of the top kernels for ncu, or "
      "mergeable partial state. --html and --db also write a page and an SQLite database.";
  spec.notes =
      "Time is nsys time (a model's launch records when it has some, else its kernel summary "
      "rows); for a model without nsys records, ncu's own durations stand in. ncu "
      "metrics of a (model, kernel_key) are weighted by that pair's time; coverage is the share "
      "of nsys time whose kernel has ncu metrics. With --keep-going, `written` in the last line "
      "counts the records aggregated.";
  spec.add_options = [](po::options_description& o) {
    o.add_options()("by",
                    po::value<std::string>()->value_name("FIELDS")->default_value("kernel_key"),
                    "group by these fields, comma-separated: kernel_key, kernel_base, family, "
                    "library (knorm's tags), model, or any field path of the records: run.dtype "
                    "(any run tag), device, stream, grid, block, nvtx (the innermost range), "
                    "nvtx.N (the range at depth N, 0 outermost), shape (the launch shape: the "
                    "grid's blocks rounded up to a power of 2 and the block's threads)")(
        "format", po::value<std::string>()->value_name("FMT")->default_value("jsonl"),
        "output format: jsonl, csv, md (Markdown tables, as GitHub shows them) or table "
        "(aligned columns for a terminal)")(
        "top", po::value<kc::Count>()->value_name("N")->default_value(kc::Count{0}, "0"),
        "write only the first N groups (0: all)")(
        "columns", po::value<std::string>()->value_name("LIST"),
        ("the columns of --format md and table and of the --html table, comma-separated, from: " +
         kc::agg::ColumnNames() +
         ". Default: rank,kernel,family,models,model_share (time_share with --weight time),"
         "total_ms,launches,mean_us,sm_pct,dram_pct,tensor_pct,bound, less those empty in every "
         "row (said under the table); kernel is the base name with its template arguments or "
         "the features that tell variants apart, the full name is kernel_key")
            .c_str())(
        "weight", po::value<std::string>()->value_name("W")->default_value("models"),
        "how groups are ranked: models (by their mean share of each model's GPU time: every "
        "model weighs the same, a model where the group does not run counts 0) or time (by "
        "pooled GPU time: the model that runs longest weighs most)")(
        "model-field", po::value<std::string>()->value_name("PATH")->default_value("run.model"),
        "dotted path of the model name in each record")(
        "allow-duplicates",
        "add records that bring the first record of a source again (the same model, src_file "
        "and type, the same src_line: the same data fed twice, an error without this flag)")(
        "emit", po::value<std::string>()->value_name("WHAT"),
        "ncu-regex: print the regular expression of the top kernels' names as "
        "ncu --kernel-name-base demangled prints them (each instantiation where "
        "its kernel_key allows, no ':'), for ncu --kernel-id ::regex:...:N")(
        "diff",
        "the two inputs are OLD and NEW (each the records of a sweep, a --partial state, or "
        "FILE:ID, sweep ID of a database kagg --db --sweep filled): "
        "list what moved, per --by group and per family: share change (in points of the "
        "--weight share), new and vanished groups, bound and signal changes, largest first")(
        "report", po::value<std::string>()->value_name("WHAT"),
        "signals: the design-signal report instead of the groups; shapes: the groups by "
        "family and launch shape (--by FIELDS,shape when --by is given), to see how duration "
        "per launch, bound and signals vary with the shape")(
        "html", po::value<std::string>()->value_name("FILE"),
        "also write a self-contained HTML page to FILE: the top groups (--top N, else 20; the "
        "groups and order of the Markdown) as a table sortable in the browser with the "
        "--columns and full names on hover, a kernel x model heat map of time share, bars of "
        "their time, the bound mix per model, a roofline with each GPU's roofs, every model "
        "(those without ncu data said), the design signals")(
        "failed", po::value<std::string>()->value_name("FILE"),
        "with --html: models that failed before kagg, listed in the page: lines MODEL, a tab, "
        "what failed (the sweep's report writes it)")(
        "db", po::value<std::string>()->value_name("FILE"),
        "also write the records and the aggregates to the SQLite database FILE "
        "(created when missing; refused when not a kcensus database). A run is its run "
        "object with keys sorted and scalars as text; a source file of a run ingested "
        "again replaces that file's rows")(
        "sweep", po::value<std::string>()->value_name("OUT"),
        "with --db: the records are one sweep of the folder OUT, added to the database's "
        "sweeps (earlier sweeps are kept), unless they are exactly those of the last sweep of "
        "OUT: then nothing is written")(
        "sweep-date", po::value<std::string>()->value_name("DATE"),
        "with --sweep: the sweep's date (default: now, UTC, as 2026-01-31T12:00:00Z)");
  };
  spec.groups = {
      {"Design signals (--report signals: kclassify's signals, and launch storms)",
       [](po::options_description& o) {
         o.add_options()("tiny-ns", po::value<double>()->value_name("NS")->default_value(5000, "5000"),
                    "launch_storm: kernels whose mean launch is shorter than NS ...")(
             "storm-launches",
             po::value<kc::Count>()->value_name("N")->default_value(kc::Count{100}, "100"),
             "... launched at least N times");
       }},
      {"Partial states and parallelism",
       [](po::options_description& o) {
         o.add_options()("partial", "write mergeable partial state instead of results")(
             "merge",
             "the inputs are --partial files (their cells sorted as --partial writes them): "
             "combine them; the result equals one run over all their inputs, in memory that "
             "does not hold every cell (a k-way merge, then sorts on disk)")(
             "merge-fan-in",
             po::value<kc::Count>()->value_name("N")->default_value(kc::Count{64}, "64"),
             "with --merge --partial: partial files read at once (about 1 MB each); more are "
             "merged in rounds through temporary files")(
             "jobs", po::value<kc::Count>()->value_name("N"),
             "threads that read one file of records: files of 64 MiB or more are cut into N "
             "byte ranges read at once (default: the CPUs this process may use, at most 8; 1: "
             "one pass); given, it applies to every file");
       }},
  };
  spec.examples = {
      {"kagg --format md --top 20 bert.ncu.jsonl bert.nsys.jsonl",
       "the 20 kernels with the most GPU time, with ncu's figures, as a Markdown table"},
      {"kagg --format table --top 10 --columns rank,kernel,total_ms,sm_pct,kernel_key *.jsonl",
       "the 10 top kernels as aligned columns, with their full names"},
      {"kagg --partial a.jsonl > a.state && kagg --merge a.state b.state",
       "aggregate parts apart, then merge them: the same result as one run"},
  };
  spec.run = [](kc::ToolContext& ctx) {
    const po::variables_map& vm = ctx.vm;
    kc::agg::Options opts;
    kc::agg::GroupOptions& o = opts.group;
    std::string err;
    if (!kc::agg::ParseBy(vm["by"].as<std::string>(), &o.by, &err)) throw kc::SystemError(err);
    if (!kc::agg::ParseFormat(vm["format"].as<std::string>(), &opts.format))
      throw kc::SystemError("--format: unknown format '" + vm["format"].as<std::string>() +
                            "' (jsonl, csv, md or table)");
    if (vm.count("columns") &&
        !kc::agg::ParseColumns(vm["columns"].as<std::string>(), o.by, &o.columns, &err))
      throw kc::SystemError(err);
    o.top = vm["top"].as<kc::Count>().value;
    const std::string weight = vm["weight"].as<std::string>();
    if (weight != "models" && weight != "time")
      throw kc::SystemError("--weight: unknown value '" + weight + "' (models or time)");
    o.weight = weight == "models" ? kc::agg::GroupOptions::Weight::kModels
                                  : kc::agg::GroupOptions::Weight::kTime;
    o.model_field = vm["model-field"].as<std::string>();
    o.allow_duplicates = vm.count("allow-duplicates") > 0;
    o.tiny_ns = vm["tiny-ns"].as<double>();
    o.storm_launches = vm["storm-launches"].as<kc::Count>().value;
    if (vm.count("emit")) {
      if (vm["emit"].as<std::string>() != "ncu-regex")
        throw kc::SystemError("--emit: unknown value '" + vm["emit"].as<std::string>() +
                              "' (ncu-regex)");
      opts.emit_ncu_regex = true;
    }
    if (vm.count("report")) {
      const std::string report = vm["report"].as<std::string>();
      if (report == "signals") {
        opts.report_signals = true;
      } else if (report == "shapes") {
        if (vm["by"].defaulted()) o.by = {"family"};
        if (std::find(o.by.begin(), o.by.end(), "shape") == o.by.end()) o.by.push_back("shape");
      } else {
        throw kc::SystemError("--report: unknown value '" + report + "' (signals or shapes)");
      }
    }
    opts.partial = vm.count("partial") > 0;
    opts.diff = vm.count("diff") > 0;
    opts.merge = vm.count("merge") > 0;
    if (vm.count("html")) opts.html = vm["html"].as<std::string>();
    if (vm.count("failed")) opts.failed = vm["failed"].as<std::string>();
    if (vm.count("db")) opts.db = vm["db"].as<std::string>();
    if (vm.count("sweep")) opts.sweep = vm["sweep"].as<std::string>();
    if (vm.count("sweep-date")) opts.sweep_date = vm["sweep-date"].as<std::string>();
    if (vm.count("jobs")) {
      opts.jobs = static_cast<unsigned>(vm["jobs"].as<kc::Count>().value);
      opts.jobs_given = true;
    }
    opts.merge_fan_in = vm["merge-fan-in"].as<kc::Count>().value;
    kc::agg::Run(opts, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
