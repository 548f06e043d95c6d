#pragma once
// The records of nsys2jsonl (docs/records.md): nsys_kernel_summary (one per kernel name, or per
// NVTX range and kernel), nsys_kernel_launch (one per launch) and nsys_memop (memcpy/memset),
// and their JSON form. Unknown values are nullopt/empty and written as null.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/diag.h"
#include "io/json_writer.h"

namespace kc::nsys {

using Shape = std::optional<std::array<int64_t, 3>>;

struct Source {
  std::string file;
  uint64_t line = 0;  ///< CSV/text: line of the row; SQLite: rowid of the row
};

/// One row of a kernel summary (cuda_gpu_kern_sum / gpukernsum, text or CSV, or computed by
/// --summary), or of nvtx_kern_sum (then `nvtx_range` is set).
struct KernelSummary {
  Source src;
  std::string kernel;
  bool name_truncated = false;  ///< text tables cut names at 100 characters with "…"
  std::optional<double> time_pct, total_ns, instances, avg_ns, med_ns, min_ns, max_ns, stddev_ns;
  Shape grid, block;          ///< layouts with GridXYZ/BlockXYZ
  bool nvtx_summary = false;  ///< a row of nvtx_kern_sum: the nvtx fields below are written
  std::string nvtx_range;  ///< nvtx_kern_sum: the range name (as printed); empty: no range ("None")
  std::string nvtx_style;  ///< nvtx_kern_sum: PushPop / StartEnd
  std::string pid, tid;    ///< nvtx_kern_sum
  std::optional<double> nvtx_instances;  ///< nvtx_kern_sum "NVTX Inst"
};

/// One kernel launch (cuda_gpu_trace CSV or CUPTI_ACTIVITY_KIND_KERNEL of an SQLite export).
struct KernelLaunch {
  Source src;
  std::string kernel, kernel_mangled, kernel_short;
  /// The same names already written as quoted JSON strings, used by AppendJson instead of the
  /// three fields above when names_as_json is set (readers that see few distinct names escape
  /// each once); null: unknown. They point into the reader and are valid only during Emit().
  const std::string* kernel_json = nullptr;
  const std::string* kernel_mangled_json = nullptr;
  const std::string* kernel_short_json = nullptr;
  bool names_as_json = false;   ///< use the *_json pointers (null pointer = null name)
  bool name_truncated = false;  ///< text tables cut names at 100 characters with "…"
  std::optional<int64_t> start_ns, end_ns, duration_ns;
  std::string device, device_name, cc, context, stream, correlation_id, pid;
  Shape grid, block;
  std::optional<int64_t> registers_per_thread, static_smem_bytes, dynamic_smem_bytes,
      local_mem_per_thread_bytes;
  std::vector<std::string> nvtx;  ///< enclosing NVTX ranges, innermost first
  bool has_nvtx = false;          ///< false: NVTX unknown (null), true: list (may be empty)
};

/// A memory operation of a trace: [CUDA memcpy HtoD], [CUDA memcpy Host-to-Device], [CUDA memset].
struct MemOp {
  Source src;
  std::string kind;  ///< the operation as printed, e.g. "[CUDA memcpy Host-to-Device]"
  std::optional<int64_t> start_ns, duration_ns, bytes;
  std::string device, context, stream, correlation_id, pid;
};

/// Appends each record as one JSON line; `run_json` is the pre-rendered `run` object or empty.
/// Return false when invalid UTF-8 was replaced by U+FFFD.
bool AppendJson(std::string* out, const KernelSummary& r, std::string_view run_json);
bool AppendJson(std::string* out, const KernelLaunch& r, std::string_view run_json);
/// The same written by `w` (which may hold: many launches in a row).
bool AppendJson(JsonWriter& w, const KernelLaunch& r, std::string_view run_json);
bool AppendJson(std::string* out, const MemOp& r, std::string_view run_json);

/// Where nsys parsers deliver records; the converter writes and counts them.
class Sink {
 public:
  virtual ~Sink() = default;
  virtual void Emit(const KernelSummary& r) = 0;
  virtual void Emit(const KernelLaunch& r) = 0;
  virtual void Emit(const MemOp& r) = 0;
  virtual Diag& diag() = 0;
  virtual void Reject() = 0;
};

}  // namespace kc::nsys
