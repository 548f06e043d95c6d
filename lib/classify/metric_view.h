#pragma once
// Read access to one record's `metrics` object for the classifier: the value of each quantity of
// aliases::kQuantities, under the first of its names (newest first) that the record has; metric
// names differ between ncu versions.
#include <simdjson.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "classify/aliases.h"

namespace kc::classify {

/// A measured value and the metric name it came from.
struct Found {
  double value = 0;
  std::string_view name;
};

class MetricView {
 public:
  MetricView();
  /// Indexes the numeric members of `metrics` (and the `avg` of {min, max, avg} members: an
  /// ncu_kernel_summary's). Metric names are kept once for the whole run
  /// (records of one input repeat the same few hundred), values per record.
  void Load(simdjson::dom::object metrics);
  /// The value of the first name of quantity `q` that the record has with a numeric value.
  std::optional<Found> First(aliases::Q q) const;
  /// Every numeric member of the record: metric name and value, in record order.
  const std::vector<std::pair<std::string_view, double>>& all() const { return all_; }

 private:
  static constexpr uint32_t kNone = UINT32_MAX;
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  // Metric names seen so far, each with a slot; the names live in the map's keys.
  std::unordered_map<std::string, uint32_t, Hash, std::equal_to<>> slots_;
  std::vector<std::string_view> slot_names_;
  std::vector<double> values_;        // by slot
  std::vector<uint64_t> generation_;  // by slot: the record that set values_[slot]
  uint64_t record_ = 0;
  std::vector<uint32_t> by_position_;  // the slot of the key at each position of the last record
  // The slot of each name of each quantity (kNone: not seen yet), set when a name is first seen.
  std::array<std::array<uint32_t, std::tuple_size_v<aliases::Names>>, aliases::kQuantities.size()>
      quantity_slots_;
  std::vector<std::pair<std::string_view, double>> all_;
};

}  // namespace kc::classify
