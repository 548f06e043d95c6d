#pragma once
// Read access to one record's `metrics` object for the classifier: numeric values by name, and
// the first present name of an alias list (metric names differ between ncu versions).
#include <simdjson.h>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kc::classify {

/// A measured value and the metric name it came from.
struct Found {
  double value = 0;
  std::string_view name;
};

class MetricView {
 public:
  /// Indexes the numeric members of `metrics`. Storage is reused from record to record.
  void Load(simdjson::dom::object metrics);
  /// The value of the first name in `aliases` that the record has with a numeric value.
  /// `aliases` must stay alive and unchanged (a static table): its slots are cached by address.
  std::optional<Found> First(std::span<const std::string_view> aliases) const;
  std::optional<double> Get(std::string_view name) const;
  /// Every numeric member of the record: metric name and value, in record order.
  const std::vector<std::pair<std::string_view, double>>& all() const { return all_; }

 private:
  uint32_t Intern(std::string_view name) const;
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  // Metric names seen so far, each with a slot; the names live in the map's keys.
  mutable std::unordered_map<std::string, uint32_t, Hash, std::equal_to<>> slots_;
  mutable std::vector<std::string_view> slot_names_;
  mutable std::vector<double> values_;        // by slot
  mutable std::vector<uint64_t> generation_;  // by slot: the record that set values_[slot]
  // Slots of each static alias table, found by the table's address (open addressing: the
  // tables are few and this lookup runs dozens of times per record).
  struct AliasEntry {
    const void* table = nullptr;
    std::vector<uint32_t> slots;
  };
  mutable std::array<AliasEntry, 128> alias_slots_;
  uint64_t record_ = 0;
  // The slot of the key at each position of the previous record: records of one source list
  // their metrics in the same order, so most keys are matched with one comparison, no hashing.
  std::vector<uint32_t> by_position_;
  std::vector<std::pair<std::string_view, double>> all_;
};

}  // namespace kc::classify
