// The field tables. Order matters: it is the order the writers use, which the writers' tests
// check. A field `omitted` when unknown is left out rather than written as null (fields that
// only some inputs have).
#include "schema/fields.h"

#include "schema/schema.h"

namespace kc::schema {
namespace {

using T = Type;
constexpr bool kNull = true, kNotNull = false, kOmit = true, kKeep = false;

constexpr Field kHead[] = {
    {"type", T::kString, "", kNotNull, kKeep, "the record type"},
    {"schema_version", T::kInteger, "", kNotNull, kKeep,
     "version of this schema (1); readers refuse a newer one, a missing one, or one that is not "
     "a whole number from 1 on"},
    {"src_file", T::kString, "", kNotNull, kKeep,
     "the input the record comes from (`<stdin>` for standard input)"},
    {"src_line", T::kInteger, "", kNotNull, kKeep,
     "line of the input where the record starts (the row id for an SQLite export)"},
    {"run", T::kObject, "", kNotNull, kOmit,
     "run tags from `--manifest` and `--tag key=value` (model, dtype, gpu, ...); absent when "
     "none was given"},
};

constexpr Field kNcuKernel[] = {
    {"id", T::kString, "", kNull, kKeep, "ncu's launch ID"},
    {"process_id", T::kString, "", kNull, kKeep, "process ID"},
    {"process", T::kString, "", kNull, kKeep, "process name"},
    {"host", T::kString, "", kNull, kKeep, "host name"},
    {"kernel", T::kString, "", kNull, kKeep, "kernel name as ncu printed it"},
    {"kernel_mangled", T::kString, "", kNull, kKeep, "mangled name, when the input gives it"},
    {"device", T::kString, "", kNull, kKeep, "device ID"},
    {"device_name", T::kString, "", kNull, kOmit, "device name (raw page, reports)"},
    {"cc", T::kString, "", kNull, kKeep, "compute capability, e.g. `8.0`"},
    {"context", T::kString, "", kNull, kKeep, "CUDA context ID"},
    {"stream", T::kString, "", kNull, kKeep, "CUDA stream ID"},
    {"grid", T::kArray, "", kNull, kKeep, "grid size [x, y, z]"},
    {"block", T::kArray, "", kNull, kKeep, "block size [x, y, z]"},
    {"nvtx", T::kArray, "", kNull, kKeep,
     "NVTX ranges of the launch as ncu prints them, one element a range (`id:domain:name:type:value`; "
     "ncu 2025: `domain:name:payload:color:message` for push/pop ranges, each attribute `type:value`)"},
    {"launch_time", T::kString, "", kNull, kOmit, "launch timestamp (old text output)"},
    {"metrics", T::kObject, "", kNotNull, kKeep,
     "ncu metric name to value in base units (number), text, or null; a details-page label "
     "ncu2jsonl cannot map is kept as `Section/Label`"},
    {"units", T::kObject, "", kNotNull, kKeep, "metric name to its base unit"},
    {"metric_instances", T::kObject, "", kNull, kOmit,
     "metric name to its per-instance values (`--print-metric-instances`)"},
    {"rules", T::kArray, "", kNotNull, kKeep,
     "ncu's rule results: {section, name, type, text, speedup_type, speedup}"},
};

constexpr Field kNcuKernelSummary[] = {
    {"process_id", T::kString, "", kNull, kKeep, "process ID"},
    {"process", T::kString, "", kNull, kKeep, "process name"},
    {"host", T::kString, "", kNull, kKeep, "host name"},
    {"kernel", T::kString, "", kNull, kKeep, "kernel name as ncu printed it"},
    {"kernel_mangled", T::kString, "", kNull, kKeep, "mangled name, when the input gives it"},
    {"device", T::kString, "", kNull, kKeep, "device ID"},
    {"device_name", T::kString, "", kNull, kOmit, "device name"},
    {"cc", T::kString, "", kNull, kKeep, "compute capability"},
    {"grid", T::kArray, "", kNull, kKeep, "grid size [x, y, z]"},
    {"block", T::kArray, "", kNull, kKeep, "block size [x, y, z]"},
    {"invocations", T::kNumber, "", kNull, kKeep, "launches summarised"},
    {"nvtx", T::kArray, "", kNull, kOmit,
     "`--print-summary per-nvtx`: the NVTX domain, then each range of the stack as ncu prints it"},
    {"metrics", T::kObject, "", kNotNull, kKeep, "metric name to {min, max, avg} in base units"},
    {"units", T::kObject, "", kNotNull, kKeep, "metric name to its base unit"},
    {"metric_instances", T::kObject, "", kNull, kOmit, "per-instance values"},
};

constexpr Field kNsysKernelSummary[] = {
    {"kernel", T::kString, "", kNull, kKeep, "kernel name"},
    {"name_truncated", T::kBoolean, "", kNull, kOmit,
     "true when a text table cut the name (it ends in `…`)"},
    {"time_pct", T::kNumber, "%", kNull, kKeep,
     "share of all kernel time, as nsys printed it (null from cuda_gpu_sum)"},
    {"total_ns", T::kNumber, "ns", kNull, kKeep, "total time"},
    {"instances", T::kNumber, "", kNull, kKeep, "launches"},
    {"avg_ns", T::kNumber, "ns", kNull, kKeep, "mean duration"},
    {"med_ns", T::kNumber, "ns", kNull, kKeep, "median duration"},
    {"min_ns", T::kNumber, "ns", kNull, kKeep, "shortest launch"},
    {"max_ns", T::kNumber, "ns", kNull, kKeep, "longest launch"},
    {"stddev_ns", T::kNumber, "ns", kNull, kKeep, "standard deviation of the durations"},
    {"grid", T::kArray, "", kNull, kKeep, "grid [x, y, z] where the layout groups by it"},
    {"block", T::kArray, "", kNull, kKeep, "block [x, y, z] where the layout groups by it"},
    {"nvtx", T::kArray, "", kNull, kOmit, "nvtx_kern_sum: the NVTX range (one element)"},
    {"nvtx_style", T::kString, "", kNull, kOmit, "nvtx_kern_sum: range style"},
    {"pid", T::kString, "", kNull, kOmit, "nvtx_kern_sum: process ID"},
    {"tid", T::kString, "", kNull, kOmit, "nvtx_kern_sum: thread ID"},
    {"nvtx_instances", T::kNumber, "", kNull, kOmit, "nvtx_kern_sum: range instances"},
};

constexpr Field kNsysKernelLaunch[] = {
    {"kernel", T::kString, "", kNull, kKeep, "kernel name (demangled; `--base`, `--mangled`)"},
    {"kernel_mangled", T::kString, "", kNull, kKeep, "mangled name"},
    {"kernel_short", T::kString, "", kNull, kKeep, "base name as nsys stores it"},
    {"name_truncated", T::kBoolean, "", kNull, kOmit,
     "true when a text table cut the name (it ends in `…`)"},
    {"start_ns", T::kInteger, "ns", kNull, kKeep, "start timestamp"},
    {"end_ns", T::kInteger, "ns", kNull, kKeep, "end timestamp"},
    {"duration_ns", T::kInteger, "ns", kNull, kKeep, "duration (never negative)"},
    {"device", T::kString, "", kNull, kKeep, "device ID"},
    {"device_name", T::kString, "", kNull, kOmit, "device name"},
    {"cc", T::kString, "", kNull, kOmit, "compute capability"},
    {"context", T::kString, "", kNull, kKeep, "CUDA context ID"},
    {"stream", T::kString, "", kNull, kKeep, "CUDA stream ID"},
    {"correlation_id", T::kString, "", kNull, kKeep, "CUPTI correlation ID"},
    {"grid", T::kArray, "", kNull, kKeep, "grid size [x, y, z]"},
    {"block", T::kArray, "", kNull, kKeep, "block size [x, y, z]"},
    {"registers_per_thread", T::kInteger, "", kNull, kKeep, "registers per thread"},
    {"static_smem_bytes", T::kInteger, "bytes", kNull, kKeep, "static shared memory per block"},
    {"dynamic_smem_bytes", T::kInteger, "bytes", kNull, kKeep, "dynamic shared memory per block"},
    {"local_mem_per_thread_bytes", T::kInteger, "bytes", kNull, kKeep, "local memory per thread"},
    {"nvtx", T::kArray, "", kNull, kKeep,
     "enclosing NVTX ranges of the launching call, innermost first; null when unknown"},
    {"pid", T::kString, "", kNull, kKeep, "process ID"},
};

constexpr Field kNsysMemop[] = {
    {"kind", T::kString, "", kNull, kKeep, "`[CUDA memcpy HtoD]`, `[CUDA memset]`, ..."},
    {"start_ns", T::kInteger, "ns", kNull, kKeep, "start timestamp"},
    {"duration_ns", T::kInteger, "ns", kNull, kKeep, "duration"},
    {"bytes", T::kInteger, "bytes", kNull, kKeep, "bytes moved or set"},
    {"device", T::kString, "", kNull, kKeep, "device ID"},
    {"context", T::kString, "", kNull, kKeep, "CUDA context ID"},
    {"stream", T::kString, "", kNull, kKeep, "CUDA stream ID"},
    {"correlation_id", T::kString, "", kNull, kKeep, "CUPTI correlation ID"},
    {"pid", T::kString, "", kNull, kKeep, "process ID"},
};

constexpr Field kKnorm[] = {
    {"kernel_demangled", T::kString, "", kNotNull, kKeep, "the name demangled"},
    {"kernel_base", T::kString, "", kNotNull, kKeep,
     "qualified function name without template or parameter lists or ABI tag"},
    {"kernel_key", T::kString, "", kNotNull, kKeep,
     "identity across runs: the canonical demangled name"},
    {"library", T::kString, "", kNotNull, kKeep, "library tag (docs/taxonomy.md)"},
    {"family", T::kString, "", kNotNull, kKeep, "op family tag (docs/taxonomy.md)"},
    {"tag_rule", T::kObject, "", kNotNull, kKeep,
     "why: {\"library\":ID,\"family\":ID}, the rule (SOURCE:LINE of the rules file) that set "
     "each tag, null where no rule did (the default other); an OpenMP offload kernel's family "
     "rule is the one that matched its function (docs/taxonomy.md)"},
    {"features", T::kObject, "", kNotNull, kKeep,
     "what the name encodes: arch, dtype, tile, layout, split_k, stages, ..."},
    {"demangle_failed", T::kBoolean, "", kNull, kOmit,
     "true when a mangled name did not demangle (cut short, not a valid name, longer than "
     "8,192 characters, or printing over 1 MiB)"},
};

constexpr Field kKclassify[] = {
    {"bound", T::kString, "", kNotNull, kKeep,
     "compute, memory, latency, balanced or unknown (docs/signals.md)"},
    {"ncu_bound", T::kString, "", kNull, kKeep, "the verdict of ncu's own SOLBottleneck rule"},
    {"memory_unit", T::kString, "", kNull, kKeep, "dram, l2 or l1: the busiest memory unit"},
    {"occupancy_limiter", T::kArray, "", kNull, kKeep,
     "what limits theoretical occupancy: registers, shared_memory, warps, blocks (all at the "
     "lowest limit); empty at 100 %"},
    {"key_metrics", T::kObject, "", kNotNull, kKeep,
     "{sm_pct, mem_pct, dram_pct, l1_hit_pct, l2_hit_pct, occupancy_pct, "
     "theoretical_occupancy_pct, tensor_pct, duration_ns, latency_stall_pct}, each null when "
     "unknown (docs/signals.md)"},
    {"signals", T::kArray, "", kNotNull, kKeep,
     "problems that cost this kernel time, with the evidence (docs/signals.md)"},
    {"est_speedup_pct", T::kObject, "%", kNotNull, kKeep,
     "signal name to ncu's estimated speedup, for the signals one of ncu's rules decided"},
    {"stall_top", T::kArray, "", kNotNull, kKeep, "top stall reasons: {reason, value, share}"},
    {"roofline", T::kObject, "", kNull, kKeep,
     "{precision, flops_per_s, peak_flops_per_s, dram_bytes_per_s, peak_dram_bytes_per_s, "
     "l2_bytes_per_s, l1_bytes_per_s, ai_dram, ai_l2, ai_l1, pct_of_roof}"},
    {"evidence", T::kArray, "", kNotNull, kKeep, "the numbers that decided, as short strings"},
};

constexpr RecordType kTypes[] = {
    {kTypeNcuKernel, "ncu2jsonl", "one profiled kernel launch", kNcuKernel},
    {kTypeNcuKernelSummary, "ncu2jsonl", "one kernel of `ncu --print-summary`", kNcuKernelSummary},
    {"nsys_kernel_summary", "nsys2jsonl",
     "one row of an nsys kernel summary (or `--summary` of an export)", kNsysKernelSummary},
    {"nsys_kernel_launch", "nsys2jsonl",
     "one kernel launch of a GPU trace, a kernel exec trace or an SQLite export",
     kNsysKernelLaunch},
    {"nsys_memop", "nsys2jsonl", "one memory copy or set of a GPU trace", kNsysMemop},
    {"", "knorm", "added to every record with a kernel name", kKnorm},
    {"", "kclassify", "added to every ncu_kernel and ncu_kernel_summary record (a summary from the avg of each metric)", kKclassify},
};

std::string_view TypeName(Type t) {
  switch (t) {
    case T::kString:
      return "string";
    case T::kInteger:
      return "integer";
    case T::kNumber:
      return "number";
    case T::kBoolean:
      return "boolean";
    case T::kArray:
      return "array";
    case T::kObject:
      return "object";
    case T::kAny:
      return "any";
  }
  return "any";
}

void AppendTable(std::span<const Field> fields, std::string* out) {
  *out += "| field | JSON | unit | when unknown | meaning |\n|---|---|---|---|---|\n";
  for (const Field& f : fields) {
    *out += "| `" + std::string(f.name) + "` | " + std::string(TypeName(f.type)) + " | " +
            std::string(f.unit) + " | " +
            (f.omitted    ? "absent"
             : f.nullable ? "null"
                          : "never unknown") +
            " | " + std::string(f.doc) + " |\n";
  }
}

}  // namespace

std::span<const Field> HeadFields() { return kHead; }
std::span<const RecordType> RecordTypes() { return kTypes; }

const RecordType* FindRecordType(std::string_view type, std::string_view tool) {
  for (const RecordType& t : kTypes)
    if (t.type == type && (!type.empty() || t.tool == tool)) return &t;
  return nullptr;
}

const Field* FindField(std::string_view name) {
  for (const Field& f : kHead)
    if (f.name == name) return &f;
  for (const RecordType& t : kTypes)
    for (const Field& f : t.fields)
      if (f.name == name) return &f;
  return nullptr;
}

std::string_view SqlType(Type t) {
  switch (t) {
    case T::kInteger:
      return "INTEGER";
    case T::kNumber:
      return "REAL";
    default:
      return "TEXT";
  }
}

std::vector<std::string_view> AddedFields(std::string_view tool) {
  std::vector<std::string_view> names;
  if (const RecordType* t = FindRecordType({}, tool))
    for (const Field& f : t->fields) names.push_back(f.name);
  return names;
}

std::string RecordsMarkdown() {
  std::string s =
      "# Records\n\n"
      "<!-- Generated from lib/schema/fields.cc by `build/bin/schema_doc > docs/records.md`;\n"
      "     a test fails when this file is not what the table gives. -->\n\n"
      "Every tool reads and writes JSON lines: one object per line, UTF-8. Quantities are in "
      "base units named by the field's unit (ns, bytes, % as ncu and nsys print them); an "
      "unknown value is null (or the field is absent where the table says so), never 0 or "
      "\"\". A key appears once in a record: a record with a key twice is an error in every "
      "tool. Fields a tool does not know pass through unchanged.\n\n"
      "## Every record starts with\n\n";
  AppendTable(kHead, &s);
  for (const RecordType& t : kTypes) {
    s += "\n## ";
    s += t.type.empty() ? "Added by `" + std::string(t.tool) + "`"
                        : "`" + std::string(t.type) + "` (" + std::string(t.tool) + ")";
    s += "\n\n" + std::string(t.doc) + ".\n\n";
    AppendTable(t.fields, &s);
  }
  s += "\nkagg's records (`agg`, `agg_total`, `agg_signal`, `--partial` state) and its CSV and "
       "Markdown columns: [aggregates.md](aggregates.md).\n";
  return s;
}

}  // namespace kc::schema
