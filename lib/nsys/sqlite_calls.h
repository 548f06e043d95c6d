#pragma once
// The CUDA runtime calls that launched kernels, for joining each launch with its call (nsys's
// nvtxkernsum join: same correlation id, same process) without SQL. SQLite would build a
// temporary index over the whole runtime table for the join and probe it once per launch; here
// the kernels' correlation ids are collected first (a bitmap when they are dense, as nsys assigns
// them, else a sorted list), the runtime table is scanned once keeping only the calls whose id is
// among them, and launches, which come in start order and so in nearly increasing id order, find
// their call by a galloping search from the previous one. Memory: 32 bytes per launching call
// (and, while the ids are collected, 8 bytes per launch).
#include <cstdint>
#include <optional>
#include <vector>

namespace kc::nsys {

/// A set of correlation ids: Add() them all, Build(), then Contains().
class IdSet {
 public:
  void Add(int64_t id) { ids_.push_back(id); }
  void Build();
  bool Contains(int64_t id) const;

 private:
  std::vector<int64_t> ids_;  ///< sorted and unique after Build(), unless the bitmap is used
  std::vector<uint64_t> bits_;
  int64_t min_ = 0;
  bool dense_ = false;
};

/// The launching runtime calls, found by correlation id and process.
class LaunchCalls {
 public:
  static constexpr int64_t kNoThread = INT64_MIN;  ///< global_tid of a call without one (NULL)
  struct Call {
    int64_t correlation_id, start, end, global_tid;
  };
  /// Adds a call; among calls with one id and process, the first added wins (the join's order).
  void Add(const Call& c) { calls_.push_back(c); }
  void Reserve(size_t n) { calls_.reserve(n); }
  void Build();
  /// The call with `correlation_id` whose thread belongs to process `global_pid` (the
  /// serialized pid, globalTid & ~0xFFFFFF), or the first with that id when the pid is unknown.
  /// `*finger` is where the caller's previous search ended (start with 0): one per caller, so
  /// that threads can share the calls.
  const Call* Find(int64_t correlation_id, std::optional<int64_t> global_pid, size_t* finger) const;

 private:
  std::vector<Call> calls_;
};

}  // namespace kc::nsys
