#pragma once
// kagg over a large file on all cores: the file is cut at line ends into one byte range per
// thread, each range is aggregated into an Aggregator of its own, and they are merged, which
// gives exactly the state of one pass (exact sums, order-free merge: the --partial/--merge
// guarantee). Records of other types are counted and warned about as in one pass. Any bad
// record makes it give up, so that the caller reads the file in one pass and reports every
// error, with --keep-going and --max-errors, exactly as always.
#include <cstdint>
#include <set>
#include <string>

#include "agg/aggregator.h"
#include "io/run_context.h"

namespace kc::agg {

struct ParallelOptions {
  unsigned threads = 0;            ///< 0: the hardware's (at most 8)
  uint64_t min_bytes = 64u << 20;  ///< smaller files: one pass
};

/// Aggregates the records of the regular file `path` into `agg` with several threads, adding to
/// ctx.read/written/rejected and warning once per skipped record type (the `warned` set, keyed
/// file '\0' message, as the one-pass loop keys it). Returns false, having changed nothing, when
/// the file is small, not a regular file, not plain UTF-8 at a range start, or holds a record
/// that is an error: then the caller reads it in one pass.
bool AddFileParallel(const std::string& path, Aggregator* agg, RunContext& ctx,
                     std::set<std::string, std::less<>>* warned, const ParallelOptions& o = {});

}  // namespace kc::agg
