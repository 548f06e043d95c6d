#include "nsys/record.h"

#include "io/json_writer.h"
#include "schema/record_head.h"

namespace kc::nsys {
namespace {

// Keys are string literals (JsonWriter::Key copies them as they are).
template <typename T, size_t N>
void Opt(JsonWriter& w, const char (&key)[N], const std::optional<T>& v) {
  w.Key(key);
  if constexpr (std::is_same_v<T, double>) {
    w.NumberOrNull(v);
  } else {
    w.IntOrNull(v);
  }
}

template <size_t N>
void Str(JsonWriter& w, const char (&key)[N], const std::string& v) {
  w.Key(key);
  w.StringOrNull(v);
}

template <size_t N>
void ShapeField(JsonWriter& w, const char (&key)[N], const Shape& s) {
  w.Key(key);
  w.ShapeOrNull(s);
}

bool End(JsonWriter& w) {
  w.EndObject();
  w.Newline();
  return w.replaced() == 0;
}

}  // namespace

bool AppendJson(std::string* out, const KernelSummary& r, std::string_view run_json) {
  JsonWriter w(out);
  BeginRecord(w, "nsys_kernel_summary", r.src.file, r.src.line, run_json);
  Str(w, "kernel", r.kernel);
  if (r.name_truncated) {
    w.Key("name_truncated");
    w.Bool(true);
  }
  Opt(w, "time_pct", r.time_pct);
  Opt(w, "total_ns", r.total_ns);
  Opt(w, "instances", r.instances);
  Opt(w, "avg_ns", r.avg_ns);
  Opt(w, "med_ns", r.med_ns);
  Opt(w, "min_ns", r.min_ns);
  Opt(w, "max_ns", r.max_ns);
  Opt(w, "stddev_ns", r.stddev_ns);
  ShapeField(w, "grid", r.grid);
  ShapeField(w, "block", r.block);
  if (r.nvtx_summary) {
    w.Key("nvtx");
    w.BeginArray();
    if (!r.nvtx_range.empty()) w.String(r.nvtx_range);
    w.EndArray();
    Str(w, "nvtx_style", r.nvtx_style);
    Str(w, "pid", r.pid);
    Str(w, "tid", r.tid);
    Opt(w, "nvtx_instances", r.nvtx_instances);
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
    Str(w, "kernel", r.kernel);
    Str(w, "kernel_mangled", r.kernel_mangled);
    Str(w, "kernel_short", r.kernel_short);
  }
  Opt(w, "start_ns", r.start_ns);
  Opt(w, "end_ns", r.end_ns);
  Opt(w, "duration_ns", r.duration_ns);
  Str(w, "device", r.device);
  if (!r.device_name.empty()) Str(w, "device_name", r.device_name);
  if (!r.cc.empty()) Str(w, "cc", r.cc);
  Str(w, "context", r.context);
  Str(w, "stream", r.stream);
  Str(w, "correlation_id", r.correlation_id);
  ShapeField(w, "grid", r.grid);
  ShapeField(w, "block", r.block);
  Opt(w, "registers_per_thread", r.registers_per_thread);
  Opt(w, "static_smem_bytes", r.static_smem_bytes);
  Opt(w, "dynamic_smem_bytes", r.dynamic_smem_bytes);
  Opt(w, "local_mem_per_thread_bytes", r.local_mem_per_thread_bytes);
  w.Key("nvtx");
  if (!r.has_nvtx) {
    w.Null();
  } else {
    w.BeginArray();
    for (const auto& n : r.nvtx) w.String(n);
    w.EndArray();
  }
  Str(w, "pid", r.pid);
  w.EndObject();
  w.Newline();
  return w.replaced() == replaced;
}

bool AppendJson(std::string* out, const MemOp& r, std::string_view run_json) {
  JsonWriter w(out);
  BeginRecord(w, "nsys_memop", r.src.file, r.src.line, run_json);
  Str(w, "kind", r.kind);
  Opt(w, "start_ns", r.start_ns);
  Opt(w, "duration_ns", r.duration_ns);
  Opt(w, "bytes", r.bytes);
  Str(w, "device", r.device);
  Str(w, "context", r.context);
  Str(w, "stream", r.stream);
  Str(w, "correlation_id", r.correlation_id);
  Str(w, "pid", r.pid);
  return End(w);
}

}  // namespace kc::nsys
