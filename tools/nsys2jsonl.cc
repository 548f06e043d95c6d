// nsys2jsonl: Nsight Systems kernel summaries, GPU traces and SQLite exports to JSON lines.
#include <string>

#include "cli/cli.h"
#include "cli/run_options.h"
#include "io/error.h"
#include "nsys/run.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "nsys2jsonl";
  spec.purpose =
      "Convert Nsight Systems output to JSON lines: kernel summaries, or one record per kernel "
      "launch.";
  spec.reads =
      "nsys stats reports in any --format but HTML (csv, tsv, json, and the column and table text "
      "tables): kernel summaries (cuda_gpu_kern_sum, gpukernsum, the 2022 "
      "layout with GridXYZ/BlockXYZ, nvtx_kern_sum; also as the nsys GUI's Stats view exports "
      "them, "
      "each time with its unit), the kernel rows of GPU summaries (cuda_gpu_sum, gpusum, "
      "cuda_api_gpu_sum, apigpusum: their share is of all GPU or API time, so it is null; where "
      "the input also holds a kernel summary they are skipped with a warning), GPU "
      "traces (cuda_gpu_trace, gputrace), kernel launch and exec "
      "traces (cuda_kern_exec_trace, kernexectrace: the kernel columns; a value that a text table "
      "cut with '...' is null), "
      "SQLite exports, and .nsys-rep/.qdrep reports (exported with the installed `nsys export "
      "--type sqlite` first). Inputs are recognised by content, not by name.";
  spec.writes =
      "nsys_kernel_summary records from kernel summaries (and from an export with --summary or "
      "--by-shape); nsys_kernel_launch records with their enclosing NVTX ranges, and "
      "nsys_memop records, from GPU and exec traces and exports. Times in nanoseconds whatever "
      "--timeunit was.";
  spec.notes =
      "Another nsys stats report (cuda_api_sum, cuda_gpu_mem_time_sum, ...) is an error "
      "that names it; an empty file gives a warning.";
  spec.add_options = [](kc::po::options_description& o) {
    o.add_options()("summary",
                    "SQLite input: write nsys_kernel_summary records, one per kernel name (as "
                    "`nsys stats --report cuda_gpu_kern_sum` of nsys 2023 and later) instead of "
                    "one record per launch")(
        "by-shape",
        "SQLite input: --summary with one record per name, grid and block (as the 2022 "
        "`gpukernsum`)")("base",
                         "SQLite input: name kernels by their base name (like nsys's :base)")(
        "mangled", "SQLite input: name kernels by their mangled name (like nsys's :mangled)")(
        "nsys", kc::po::value<std::string>()->value_name("PATH")->default_value("nsys"),
        "nsys binary used to export .nsys-rep/.qdrep reports");
  };
  spec.groups = {{"Run metadata", kc::AddRunOptions}};
  spec.examples = {
      {"nsys2jsonl --tag model=bert run.nsys-rep | knorm > bert.nsys.jsonl",
       "every kernel launch of a report, with its NVTX ranges, named by knorm"},
      {"nsys stats --report cuda_gpu_kern_sum --format csv run.sqlite | nsys2jsonl",
       "the kernel summary nsys prints, as records"},
      {"nsys2jsonl --summary run.sqlite", "the same summary computed from the export itself"},
  };
  spec.run = [](kc::ToolContext& ctx) {
    kc::nsys::Options opts;
    opts.nsys = ctx.vm["nsys"].as<std::string>();
    opts.run_json = kc::RunJsonFromOptions(ctx.vm);
    opts.sqlite.summary = ctx.vm.count("summary") > 0 || ctx.vm.count("by-shape") > 0;
    opts.sqlite.by_shape = ctx.vm.count("by-shape") > 0;
    if (ctx.vm.count("base") && ctx.vm.count("mangled"))
      throw kc::SystemError("--base and --mangled exclude each other");
    if (ctx.vm.count("base")) opts.sqlite.name = kc::nsys::SqliteOptions::Name::kBase;
    if (ctx.vm.count("mangled")) opts.sqlite.name = kc::nsys::SqliteOptions::Name::kMangled;
    kc::nsys::Run(opts, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
