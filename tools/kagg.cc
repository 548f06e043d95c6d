// kagg: the cross-model view of kernel records: popularity, time share,
// time-weighted performance, bottleneck mix, design signals.
#include "agg/tool.h"
#include "cli/cli.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "kagg";
  spec.purpose =
      "Aggregate kernel records (ncu_kernel, nsys_kernel_summary, "
      "nsys_kernel_launch after knorm "
      "and kclassify) from many runs and models: popularity, time "
      "share, time-weighted metrics, "
      "bound mix, top stalls and signals per group.";
  spec.notes =
      "Time is nsys time; for a model without nsys records, ncu's own "
      "durations stand in. ncu\n"
      "metrics of a (model, kernel_key) are weighted by that pair's "
      "time; coverage is the share\n"
      "of nsys time whose kernel has ncu metrics. With --keep-going, "
      "`written` in the last line\n"
      "counts the records aggregated.";
  spec.add_options = kc::agg::AddToolOptions;
  spec.run = kc::agg::RunTool;
  return kc::RunTool(spec, argc, argv);
}
