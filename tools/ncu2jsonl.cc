// ncu2jsonl: Nsight Compute output (CSV of any page, text logs, .ncu-rep) to ncu_kernel records.
#include "cli/cli.h"
#include "ncu/convert.h"
#include "schema/run_meta.h"

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
    o.add_options()
        ("ncu", kc::po::value<std::string>()->value_name("PATH")->default_value("ncu"),
         "ncu binary used to import .ncu-rep reports")
        ("manifest", kc::po::value<std::string>()->value_name("FILE"),
         "run manifest (JSON object) copied into `run` on every record")
        ("tag", kc::po::value<std::vector<std::string>>()->value_name("KEY=VALUE")->composing(),
         "add KEY=VALUE to `run` (repeatable)");
  };
  spec.run = [](kc::ToolContext& ctx) {
    kc::RunMeta run;
    if (ctx.vm.count("manifest")) run.LoadManifest(ctx.vm["manifest"].as<std::string>());
    if (ctx.vm.count("tag"))
      for (const auto& t : ctx.vm["tag"].as<std::vector<std::string>>()) run.AddTag(t);
    kc::ncu::Converter conv(ctx, {ctx.vm["ncu"].as<std::string>(), run.empty() ? "" : run.Json()});
    for (const auto& path : ctx.inputs) {
      if (ctx.diag.stopped()) break;
      conv.ConvertPath(path);
    }
  };
  return kc::RunTool(spec, argc, argv);
}
