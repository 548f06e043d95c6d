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
      "Convert Nsight Systems output (nsys stats kernel summaries and GPU traces as CSV or text, "
      "SQLite exports, .nsys-rep/.qdrep reports) to JSON lines.";
  spec.notes =
      "Inputs are recognised by content. Kernel summaries (gpukernsum, cuda_gpu_kern_sum, the "
      "2022\n"
      "layout with GridXYZ/BlockXYZ, nvtx_kern_sum) give nsys_kernel_summary records; GPU traces\n"
      "(cuda_gpu_trace/gputrace) give nsys_kernel_launch and nsys_memop records; an SQLite export\n"
      "gives one nsys_kernel_launch per kernel launch with its enclosing NVTX ranges, or with\n"
      "--summary the kernel summary computed as nsys stats does. Reports are exported to SQLite\n"
      "with `nsys export --type sqlite` first. Times are in nanoseconds whatever --timeunit was.";
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
    kc::AddRunOptions(o);
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
