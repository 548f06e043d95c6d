#include "nsys/record.h"

#include "io/json_writer.h"
#include "schema/record_head.h"

namespace kc::nsys {
namespace {

bool End(JsonWriter& w) {
  w.EndObject();
  w.Newline();
  return w.replaced() == 0;
}

}  // namespace

bool AppendJson(std::string* out, const KernelSummary& r, std::string_view run_json) {
  JsonWriter w(out);
  BeginRecord(w, "nsys_kernel_summary", r.src.file, r.src.line, run_json);
  w.Member("kernel", r.kernel);
  if (r.name_truncated) {
    w.Key("name_truncated");
    w.Bool(true);
  }
  w.Member("time_pct", r.time_pct);
  w.Member("total_ns", r.total_ns);
  w.Member("instances", r.instances);
  w.Member("avg_ns", r.avg_ns);
  w.Member("med_ns", r.med_ns);
  w.Member("min_ns", r.min_ns);
  w.Member("max_ns", r.max_ns);
  w.Member("stddev_ns", r.stddev_ns);
  w.Member("grid", r.grid);
  w.Member("block", r.block);
  if (r.nvtx_summary) {
    w.Key("nvtx");
    w.BeginArray();
    if (!r.nvtx_range.empty()) w.String(r.nvtx_range);
    w.EndArray();
    w.Member("nvtx_style", r.nvtx_style);
    w.Member("pid", r.pid);
    w.Member("tid", r.tid);
    w.Member("nvtx_instances", r.nvtx_instances);
  }
  return End(w);
}

bool AppendJson(std::string* out, const KernelLaunch& r, std::string_view run_json) {
  JsonWriter w(out);
  return AppendJson(w, r, run_json);
}

bool AppendJson(JsonWriter& w, const KernelLaunch& r, std::string_view run_json) {
  uint64_t replaced = w.replaced();
  BeginRecord(w, "nsys_kernel_launch", r.src.file, r.src.line, run_json);
  if (r.names_as_json) {
    auto name = [&w](const std::string* json) {
      if (json) {
        w.Raw(*json);
      } else {
        w.Null();
      }
    };
    w.Key("kernel");
    name(r.kernel_json);
    w.Key("kernel_mangled");
    name(r.kernel_mangled_json);
    w.Key("kernel_short");
    name(r.kernel_short_json);
  } else {
    w.Member("kernel", r.kernel);
    w.Member("kernel_mangled", r.kernel_mangled);
    w.Member("kernel_short", r.kernel_short);
  }
  if (r.name_truncated) {
    w.Key("name_truncated");
    w.Bool(true);
  }
  w.Member("start_ns", r.start_ns);
  w.Member("end_ns", r.end_ns);
  w.Member("duration_ns", r.duration_ns);
  w.Member("device", r.device);
  if (!r.device_name.empty()) w.Member("device_name", r.device_name);
  if (!r.cc.empty()) w.Member("cc", r.cc);
  w.Member("context", r.context);
  w.Member("stream", r.stream);
  w.Member("correlation_id", r.correlation_id);
  w.Member("grid", r.grid);
  w.Member("block", r.block);
  w.Member("registers_per_thread", r.registers_per_thread);
  w.Member("static_smem_bytes", r.static_smem_bytes);
  w.Member("dynamic_smem_bytes", r.dynamic_smem_bytes);
  w.Member("local_mem_per_thread_bytes", r.local_mem_per_thread_bytes);
  w.Key("nvtx");
  if (!r.has_nvtx) {
    w.Null();
  } else {
    w.BeginArray();
    for (const auto& n : r.nvtx) w.String(n);
    w.EndArray();
  }
  w.Member("pid", r.pid);
  w.EndObject();
  w.Newline();
  return w.replaced() == replaced;
}

bool AppendJson(std::string* out, const MemOp& r, std::string_view run_json) {
  JsonWriter w(out);
  BeginRecord(w, "nsys_memop", r.src.file, r.src.line, run_json);
  w.Member("kind", r.kind);
  w.Member("start_ns", r.start_ns);
  w.Member("duration_ns", r.duration_ns);
  w.Member("bytes", r.bytes);
  w.Member("device", r.device);
  w.Member("context", r.context);
  w.Member("stream", r.stream);
  w.Member("correlation_id", r.correlation_id);
  w.Member("pid", r.pid);
  return End(w);
}

}  // namespace kc::nsys
