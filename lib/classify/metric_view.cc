#include "classify/metric_view.h"

namespace kc::classify {

uint32_t MetricView::Intern(std::string_view name) const {
  auto it = slots_.find(name);
  if (it == slots_.end()) {
    it = slots_.emplace(std::string(name), static_cast<uint32_t>(slot_names_.size())).first;
    slot_names_.push_back(it->first);
    values_.push_back(0);
    generation_.push_back(0);
  }
  return it->second;
}

void MetricView::Load(simdjson::dom::object metrics) {
  ++record_;
  all_.clear();
  size_t pos = 0;
  for (auto field : metrics) {
    double v;
    if (!field.value.is_number() || field.value.get_double().get(v)) {
      ++pos;
      continue;
    }
    uint32_t slot;
    if (pos < by_position_.size() && slot_names_[by_position_[pos]] == field.key) {
      slot = by_position_[pos];
    } else {
      slot = Intern(field.key);
      if (pos >= by_position_.size()) by_position_.resize(pos + 1, slot);
      by_position_[pos] = slot;
    }
    values_[slot] = v;
    generation_[slot] = record_;
    all_.emplace_back(slot_names_[slot], v);
    ++pos;
  }
}

std::optional<double> MetricView::Get(std::string_view name) const {
  auto it = slots_.find(name);
  if (it == slots_.end() || generation_[it->second] != record_) return std::nullopt;
  return values_[it->second];
}

std::optional<Found> MetricView::First(std::span<const std::string_view> aliases) const {
  const void* table = aliases.data();
  size_t h = (reinterpret_cast<uintptr_t>(table) >> 4) % alias_slots_.size();
  size_t probes = 0;
  while (alias_slots_[h].table && alias_slots_[h].table != table) {
    h = (h + 1) % alias_slots_.size();
    if (++probes == alias_slots_.size()) {  // full (more tables than slots): no caching
      for (std::string_view a : aliases) {
        uint32_t slot = Intern(a);
        if (generation_[slot] == record_) return Found{values_[slot], slot_names_[slot]};
      }
      return std::nullopt;
    }
  }
  AliasEntry& e = alias_slots_[h];
  if (!e.table) {
    e.table = table;
    for (std::string_view a : aliases) e.slots.push_back(Intern(a));
  }
  const std::vector<uint32_t>& slots = e.slots;
  for (uint32_t slot : slots)
    if (generation_[slot] == record_) return Found{values_[slot], slot_names_[slot]};
  return std::nullopt;
}

}  // namespace kc::classify
