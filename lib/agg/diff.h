#pragma once
// kagg --diff OLD NEW: what moved between two censuses (two sweeps' records or --partial
// states): per group of --by and per family, the change of share, new and vanished groups,
// and the changes of bound and signals, largest change first.
#include <string>
#include <vector>

#include "agg/aggregator.h"
#include "agg/format.h"
#include "io/run_context.h"

namespace kc::agg {

/// One group of either census, as compared.
struct DiffRow {
  std::vector<std::string> key;  ///< the --by values ("" = null)
  enum class Status { kNew, kVanished, kChanged } status = Status::kChanged;
  double old_share = 0, new_share = 0;  ///< of the ranking weight (--weight), 0 when absent
  std::string old_bound, new_bound;     ///< the bound with the most classified time ("" = none)
  std::vector<std::string> signals_added, signals_removed;
  size_t old_models = 0, new_models = 0;
  double Change() const { return new_share - old_share; }
};

/// The rows of groups that differ (share, bound, signals, presence), largest |change| first,
/// then by key; `*unchanged` counts the others. `old_groups` and `new_groups` are every group of
/// each census by the same --by.
std::vector<DiffRow> DiffGroups(const GroupOptions& o, const std::vector<Group>& old_groups,
                                const std::vector<Group>& new_groups, size_t* unchanged);

/// Reads ctx.inputs (exactly two: OLD and NEW, each records, a --partial state, or FILE:ID, the
/// sweep ID of the kcensus database FILE that kagg --db --sweep wrote), and writes
/// the diff by o.by and by family to ctx.out in `format` (agg_diff records in JSON lines).
/// Throws SystemError unless there are two inputs.
void RunDiff(const GroupOptions& o, Format format, RunContext& ctx);

}  // namespace kc::agg
