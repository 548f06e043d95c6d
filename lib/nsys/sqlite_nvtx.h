#pragma once
// The NVTX ranges of an nsys export, indexed per thread to answer "which ranges enclose this
// CUDA API call" for each kernel launch, innermost first.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kc::nsys {

class NvtxIndex {
 public:
  /// Adds the range [start, end] (ns) of thread `tid` (the serialized globalTid) named `name`.
  void Add(int64_t tid, int64_t start, int64_t end, std::string_view name);
  /// Prepares the index; call once after the last Add() and before Enclosing().
  void Build();
  /// Replaces `*out` with the names of the ranges of thread `tid` that enclose [start, end]
  /// (range start <= start and range end >= end), innermost first: latest start first, then
  /// earliest end, then the range added last. Safe to call from several threads at once.
  void Enclosing(int64_t tid, int64_t start, int64_t end, std::vector<std::string>* out) const;
  bool empty() const { return ranges_ == 0; }

 private:
  struct Range {
    int64_t start, end;
    uint32_t name;
    int32_t parent;  ///< index of the enclosing range in `nested`, -1 for none
    uint32_t seq;    ///< order of Add()
  };
  struct Thread {
    std::vector<Range> nested;  ///< properly nested ranges sorted by start, parent links
    std::vector<Range> loose;   ///< ranges that cross another one: scanned one by one
  };
  uint32_t Intern(std::string_view name);

  std::unordered_map<int64_t, Thread> threads_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, uint32_t> name_ids_;
  size_t ranges_ = 0;
};

}  // namespace kc::nsys
