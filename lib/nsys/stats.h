#pragma once
// `nsys stats` output as CSV or as console text tables: kernel summaries in every layout
// (gpukernsum, 2022 layout with GridXYZ/BlockXYZ, cuda_gpu_kern_sum, the GUI's Stats export with
// units in the cells), nvtx_kern_sum, and GPU
// traces (cuda_gpu_trace / gputrace, memory operations included), mixed with status lines.
#include "io/input.h"
#include "nsys/record.h"

namespace kc::nsys {

/// Reads every report block of `in` and emits its records. Status lines (Processing [...],
/// NOTICE:, WARNING:, SKIPPED:, progress bars) are recognised; SKIPPED and WARNING lines are
/// reported as warnings. A report that is not about kernels (cuda_api_sum, ...) is an error
/// "not a kernel report: ..."; input with no report at all is an error at its first line.
void ParseStats(Input& in, Sink& sink);

}  // namespace kc::nsys
