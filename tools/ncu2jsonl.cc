// ncu2jsonl: Nsight Compute output (CSV of any page, text logs, .ncu-rep) to ncu_kernel records.
#include "cli/cli.h"
#include "cli/run_options.h"
#include "ncu/run.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "ncu2jsonl";
  spec.purpose =
      "Convert Nsight Compute output to JSON lines: one ncu_kernel record per profiled kernel "
      "launch.";
  spec.reads =
      "ncu --csv output of any page and version (details, raw, --print-summary per-kernel, "
      "per-gpu and per-nvtx, --metrics exports), ncu's text output and console logs, and .ncu-rep "
      "reports (imported with the "
      "installed `ncu --import FILE --csv --page raw --print-units base`; where that ncu has "
      "`--rename-kernels`, with `--rename-kernels 0`, so that names are printed in full). Inputs "
      "are "
      "recognised by content, not by name.";
  spec.writes =
      "ncu_kernel records (ncu_kernel_summary for --print-summary pages, per-nvtx with its NVTX "
      "domain and ranges), one JSON object a "
      "line, values scaled to base units (byte, nsecond, /second) on the digits ncu printed.";
  spec.notes =
      "A log holding only ncu's status lines (==PROF==) gives a warning that names the report "
      "ncu wrote; a log of a run without permission to read the GPU performance counters "
      "(ERR_NVGPUCTRPERM) is an error; an empty file gives a warning. A value under a unit that is "
      "not a number, or a negative time, is an error; a negative count, percentage or rate (ncu "
      "derives some from separate replay passes) is kept as printed, with one warning per metric.";
  spec.add_options = [](kc::po::options_description& o) {
    o.add_options()("ncu", kc::po::value<std::string>()->value_name("PATH")->default_value("ncu"),
                    "ncu binary used to import .ncu-rep reports");
  };
  spec.groups = {{"Run metadata", kc::AddRunOptions}};
  spec.examples = {
      {"ncu2jsonl --tag model=bert run.ncu-rep > bert.ncu.jsonl",
       "convert a report; every record carries run.model = \"bert\""},
      {"ncu --csv --page raw --set full ./app | ncu2jsonl | knorm | kclassify",
       "profile, convert, name and classify in one pipe"},
      {"ncu2jsonl --keep-going -o all.jsonl logs/*.txt",
       "many logs into one file: every bad record reported, the good ones kept (exit 1)"},
  };
  spec.run = [](kc::ToolContext& ctx) {
    kc::ncu::Run({ctx.vm["ncu"].as<std::string>(), kc::RunJsonFromOptions(ctx.vm)}, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
