// ncu2jsonl: Nsight Compute output (CSV of any page, text logs, .ncu-rep) to ncu_kernel records.
#include "cli/cli.h"
#include "cli/run_options.h"
#include "ncu/run.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "ncu2jsonl";
  spec.purpose =
      "Convert Nsight Compute output (--csv details/raw/summary pages, text logs, .ncu-rep "
      "reports) to one ncu_kernel JSON line per profiled kernel launch.";
  spec.notes =
      "Inputs are recognised by content: details page CSV (all ncu versions, --metrics exports),\n"
      "raw page CSV (--page raw), --print-summary per-kernel CSV (ncu_kernel_summary records),\n"
      "ncu's text console output, and binary reports (imported with `ncu --import FILE --csv\n"
      "--page raw --print-units base`). Values are scaled to base units (byte, nsecond, /second).";
  spec.add_options = [](kc::po::options_description& o) {
    o.add_options()("ncu", kc::po::value<std::string>()->value_name("PATH")->default_value("ncu"),
                    "ncu binary used to import .ncu-rep reports");
    kc::AddRunOptions(o);
  };
  spec.run = [](kc::ToolContext& ctx) {
    kc::ncu::Run({ctx.vm["ncu"].as<std::string>(), kc::RunJsonFromOptions(ctx.vm)}, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
