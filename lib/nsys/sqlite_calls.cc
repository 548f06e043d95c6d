#include "nsys/sqlite_calls.h"

#include <algorithm>

namespace kc::nsys {

void IdSet::Build() {
  if (ids_.empty()) return;
  auto [lo, hi] = std::minmax_element(ids_.begin(), ids_.end());
  min_ = *lo;
  // nsys numbers API calls from 1 upwards, so launch ids are dense: one bit per id in the range
  // is smaller than the list, and needs no sort. A hostile or sparse range keeps a sorted list.
  uint64_t range = static_cast<uint64_t>(*hi) - static_cast<uint64_t>(min_);
  if (range > 64 * ids_.size() + (1u << 20)) {
    std::sort(ids_.begin(), ids_.end());
    ids_.erase(std::unique(ids_.begin(), ids_.end()), ids_.end());
    return;
  }
  bits_.assign(range / 64 + 1, 0);
  for (int64_t id : ids_) {
    uint64_t i = static_cast<uint64_t>(id) - static_cast<uint64_t>(min_);
    bits_[i / 64] |= uint64_t{1} << (i % 64);
  }
  dense_ = true;
  std::vector<int64_t>().swap(ids_);
}

bool IdSet::Contains(int64_t id) const {
  if (!dense_) return std::binary_search(ids_.begin(), ids_.end(), id);
  if (id < min_) return false;
  uint64_t i = static_cast<uint64_t>(id) - static_cast<uint64_t>(min_);
  return i / 64 < bits_.size() && (bits_[i / 64] >> (i % 64) & 1);
}

void LaunchCalls::Build() {
  auto by_id = [](const Call& a, const Call& b) { return a.correlation_id < b.correlation_id; };
  if (!std::is_sorted(calls_.begin(), calls_.end(), by_id))
    std::stable_sort(calls_.begin(), calls_.end(), by_id);
  calls_.shrink_to_fit();
}

const LaunchCalls::Call* LaunchCalls::Find(int64_t id, std::optional<int64_t> global_pid,
                                           size_t* finger) const {
  if (calls_.empty()) return nullptr;
  // Galloping search for the first call with this id, from where the previous one ended.
  size_t n = calls_.size(), lo, hi;  // the answer lies in [lo, hi]
  size_t f = std::min(*finger, n - 1);
  if (calls_[f].correlation_id < id) {
    size_t step = 1;
    lo = f + 1;
    hi = f + 1;
    while (hi < n && calls_[hi].correlation_id < id) {
      lo = hi + 1;
      hi = std::min(n, hi + step);
      step *= 2;
    }
  } else {
    size_t step = 1;
    hi = f;
    lo = f;
    while (lo > 0 && calls_[lo - 1].correlation_id >= id) {
      hi = lo - 1;
      lo = lo > step ? lo - step : 0;
      step *= 2;
    }
  }
  auto first = std::lower_bound(calls_.begin() + static_cast<ptrdiff_t>(lo),
                                calls_.begin() + static_cast<ptrdiff_t>(std::min(hi, n)), id,
                                [](const Call& c, int64_t v) { return c.correlation_id < v; });
  *finger = static_cast<size_t>(first - calls_.begin());
  for (auto it = first; it != calls_.end() && it->correlation_id == id; ++it) {
    if (!global_pid) return &*it;
    if (it->global_tid != kNoThread && (it->global_tid & ~int64_t{0xFFFFFF}) == *global_pid)
      return &*it;
  }
  return nullptr;
}

}  // namespace kc::nsys
