#pragma once
// The ncu_kernel and ncu_kernel_summary records (docs/records.md) as the parsers fill them, and
// their JSON form. A KernelRecord is reused from launch to launch: Clear() keeps the capacity.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "io/diag.h"
#include "ncu/value.h"

namespace kc::ncu {

struct Rule {
  std::string section, name, type, text, speedup_type;
  std::optional<double> speedup;
};

/// A metric resolved once (key, unit, scale) and reused for every launch that has it: the
/// JSON pieces are rendered ahead so the hot path only appends.
struct PreparedMetric {
  std::string key;        ///< metric key in `metrics`
  std::string key_json;   ///< `"key":`
  std::string unit_json;  ///< `"key":"unit"`, empty for a dimensionless metric
  std::string base_unit;
  int exp10 = 0;      ///< printed value * 10^exp10 = value in base_unit
  uint32_t slot = 0;  ///< KernelRecord::Intern(key)
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
  bool AddSummaryMetric(std::string_view name, const Value& min, const Value& max, const Value& avg,
                        std::string_view unit);
  /// Fills `m` for `key` with `base_unit` and scale `exp10`.
  void Prepare(std::string_view key, std::string_view base_unit, int exp10, PreparedMetric* m);
  /// AddMetric for a prepared metric (no lookups, no escaping).
  void AddPrepared(const PreparedMetric& m, const Value& v);

  /// Appends the record as one JSON line. `run_json` is the pre-rendered `run` object or empty.
  /// Returns false when invalid UTF-8 had to be replaced somewhere in the record.
  bool AppendJson(std::string* out, std::string_view run_json) const;

 private:
  uint32_t Intern(std::string_view name);
  bool Seen(uint32_t slot) {
    if (gen_[slot] == generation_) return true;
    gen_[slot] = generation_;
    return false;
  }
  void AppendInstances(std::string_view key_json, std::string_view list, int exp10);
  std::string metrics_, units_, instances_;  // JSON members without braces
  size_t metric_count_ = 0;
  bool utf8_ok_ = true;
  // Names seen in this record: name -> generation of the record that saw it last.
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, uint32_t, Hash, std::equal_to<>> slots_;  // name -> slot
  std::vector<uint64_t> gen_;  // slot -> generation of the record that has it
  uint64_t generation_ = 1;
};

/// Parses "(256, 1, 1)" or "256 1 1" into a 3-vector; nullopt when not a shape (a total such
/// as "256", a negative or out-of-range dimension).
std::optional<std::array<int64_t, 3>> ParseShape(std::string_view s);

}  // namespace kc::ncu
