#pragma once
// The ncu_kernel and ncu_kernel_summary records (DESIGN.md) as the parsers fill them, and their
// JSON form. A KernelRecord is reused from launch to launch: Clear() keeps the capacity.
#include <cstdint>
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cli/diag.h"
#include "ncu/value.h"

namespace kc::ncu {

struct Rule {
  std::string section, name, type, text, speedup_type;
  std::optional<double> speedup;
};

/// One profiled launch (or, with is_summary, one kernel of --print-summary).
class KernelRecord {
 public:
  bool is_summary = false;
  std::string src_file;
  uint64_t src_line = 0;
  std::string id, process_id, process, host, kernel, kernel_mangled, device, device_name, cc,
      context, stream, launch_time, invocations;
  std::optional<std::array<int64_t, 3>> grid, block;
  std::vector<std::string> nvtx;
  std::vector<Rule> rules;

  void Clear();
  bool empty() const { return metric_count_ == 0 && rules.empty() && kernel.empty(); }
  /// Adds a metric with a value in base units (`unit` is the base unit, may be empty).
  /// A repeated name keeps the first value; returns false when the repeat disagrees.
  bool AddMetric(std::string_view name, const Value& v, std::string_view unit);
  /// Summary records: min/max/avg of one metric.
  bool AddSummaryMetric(std::string_view name, const Value& min, const Value& max,
                        const Value& avg, std::string_view unit);
  size_t metric_count() const { return metric_count_; }

  /// Appends the record as one JSON line. `run_json` is the pre-rendered `run` object or empty.
  /// Returns false when invalid UTF-8 had to be replaced somewhere in the record.
  bool AppendJson(std::string* out, std::string_view run_json) const;

 private:
  bool Seen(std::string_view name);
  std::string metrics_, units_, instances_;  // JSON members without braces
  size_t metric_count_ = 0;
  bool utf8_ok_ = true;
  // Names seen in this record: name -> generation of the record that saw it last.
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, uint64_t, Hash, std::equal_to<>> seen_;
  uint64_t generation_ = 1;
};

/// Parses "(256, 1, 1)", "256 1 1" or "256" (as x) into a 3-vector; nullopt when not a shape.
std::optional<std::array<int64_t, 3>> ParseShape(std::string_view s);

}  // namespace kc::ncu
