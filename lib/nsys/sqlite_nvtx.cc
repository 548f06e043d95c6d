// NVTX ranges on one thread are almost always properly nested (push/pop ranges are by
// construction, start/end ranges usually are), so they form a forest: sorted by start (longer
// first on ties), each range's parent is the nearest range on a stack that still contains it.
// The ranges containing a point p are then the chain of ancestors of the last range that starts
// at or before p (the deepest containing range has the latest start, and any containing range
// contains that last-started range too). A lookup is a binary search plus a walk up the chain,
// O(log n + depth), with no per-launch query and no sweep order to keep. Ranges that cross a
// range on the stack (partial overlap, possible with start/end ranges) are kept aside and
// checked one by one. Back-to-back ranges (one ends where the next starts) count as disjoint:
// an API call of zero duration exactly at that instant is attributed to the later one only.
#include "nsys/sqlite_nvtx.h"

#include <algorithm>

namespace kc::nsys {

uint32_t NvtxIndex::Intern(std::string_view name) {
  auto it = name_ids_.find(std::string(name));
  if (it != name_ids_.end()) return it->second;
  uint32_t id = static_cast<uint32_t>(names_.size());
  names_.emplace_back(name);
  name_ids_.emplace(names_.back(), id);
  return id;
}

void NvtxIndex::Add(int64_t tid, int64_t start, int64_t end, std::string_view name) {
  threads_[tid].nested.push_back({start, end, Intern(name), -1, static_cast<uint32_t>(ranges_++)});
}

void NvtxIndex::Build() {
  for (auto& [tid, t] : threads_) {
    std::vector<Range> all = std::move(t.nested);
    std::sort(all.begin(), all.end(), [](const Range& a, const Range& b) {
      if (a.start != b.start) return a.start < b.start;
      if (a.end != b.end) return a.end > b.end;
      return a.seq < b.seq;
    });
    t.nested.clear();
    std::vector<int32_t> stack;
    for (Range r : all) {
      // Pop ranges that end before r starts, or just where it starts (back-to-back ranges).
      while (!stack.empty() && t.nested[stack.back()].end <= r.start &&
             t.nested[stack.back()].end < r.end)
        stack.pop_back();
      if (!stack.empty() && r.end > t.nested[stack.back()].end) {
        t.loose.push_back(r);  // starts inside the top range but ends after it
        continue;
      }
      r.parent = stack.empty() ? -1 : stack.back();
      stack.push_back(static_cast<int32_t>(t.nested.size()));
      t.nested.push_back(r);
    }
  }
}

void NvtxIndex::Enclosing(int64_t tid, int64_t start, int64_t end,
                          std::vector<std::string>* out) const {
  auto it = threads_.find(tid);
  if (it == threads_.end()) {
    out->clear();
    return;
  }
  const Thread& t = it->second;
  // Scratch reused across calls, one per thread: the index itself stays read-only.
  thread_local std::vector<const Range*> hits;
  hits.clear();
  auto after = std::upper_bound(t.nested.begin(), t.nested.end(), start,
                                [](int64_t v, const Range& r) { return v < r.start; });
  int32_t i = static_cast<int32_t>(after - t.nested.begin()) - 1;
  while (i >= 0) {
    const Range& r = t.nested[i];
    if (r.end >= end) hits.push_back(&r);
    i = r.parent;
  }
  bool mixed = false;
  for (const Range& r : t.loose) {
    if (r.start <= start && r.end >= end) {
      hits.push_back(&r);
      mixed = true;
    }
  }
  if (mixed) {
    std::sort(hits.begin(), hits.end(), [](const Range* a, const Range* b) {
      if (a->start != b->start) return a->start > b->start;
      if (a->end != b->end) return a->end < b->end;
      return a->seq > b->seq;
    });
  }
  out->resize(hits.size());  // assign() below reuses the strings' buffers across launches
  for (size_t k = 0; k < hits.size(); ++k) (*out)[k].assign(names_[hits[k]->name]);
}

}  // namespace kc::nsys
