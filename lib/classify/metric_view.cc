#include "classify/metric_view.h"

namespace kc::classify {

MetricView::MetricView() {
  for (auto& q : quantity_slots_) q.fill(kNone);
}

void MetricView::Load(simdjson::dom::object metrics) {
  ++record_;
  all_.clear();
  size_t pos = 0;
  for (auto field : metrics) {
    double v;
    const size_t at = pos++;
    // A number, or the avg of an ncu_kernel_summary's {min, max, avg}.
    simdjson::dom::element e = field.value;
    if (e.is_object() && e["avg"].get(e)) continue;
    if (!e.is_number() || e.get_double().get(v)) continue;
    // Records of one input list their metrics in the same order: the key at this position in
    // the last record is usually this one, found without hashing (measured: 8 % of kclassify's
    // time on the bench's records).
    uint32_t slot;
    if (at < by_position_.size() && slot_names_[by_position_[at]] == field.key) {
      slot = by_position_[at];
    } else {
      auto it = slots_.find(field.key);
      if (it == slots_.end()) {
        slot = static_cast<uint32_t>(slot_names_.size());
        it = slots_.emplace(std::string(field.key), slot).first;
        slot_names_.push_back(it->first);
        values_.push_back(0);
        generation_.push_back(0);
        for (size_t q = 0; q < aliases::kQuantities.size(); ++q)
          for (size_t rank = 0; rank < aliases::kQuantities[q].size(); ++rank)
            if (!field.key.empty() && aliases::kQuantities[q][rank] == field.key)
              quantity_slots_[q][rank] = slot;
      }
      slot = it->second;
      if (at >= by_position_.size()) by_position_.resize(at + 1, slot);
      by_position_[at] = slot;
    }
    values_[slot] = v;
    generation_[slot] = record_;
    all_.emplace_back(slot_names_[slot], v);
  }
}

std::optional<Found> MetricView::First(aliases::Q q) const {
  for (uint32_t slot : quantity_slots_[static_cast<size_t>(q)])
    if (slot != kNone && generation_[slot] == record_)
      return Found{values_[slot], slot_names_[slot]};
  return std::nullopt;
}

}  // namespace kc::classify
