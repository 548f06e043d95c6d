#pragma once
// kagg --merge --partial: partial states combined into one without holding them.
#include "agg/aggregator.h"
#include <memory>

#include "io/run_context.h"
#include "io/temp_file.h"

namespace kc::agg {

/// Merges the --partial files ctx.inputs into one partial state written to ctx.out, in memory
/// that does not grow with the number of cells: a k-way merge over the files, each sorted by
/// (model, kernel_key) as WritePartial writes them. At most `fan_in` files (each about 1 MB of
/// memory) are read at once; more are merged in rounds through temporary files in $TMPDIR (or
/// /tmp). The result is byte-identical to
/// Aggregator::AddPartial of every file followed by WritePartial. A cell out of that order in
/// its file is bad data (reported through ctx.diag, like every bad record), and so is a file made
/// with other --by `facets` (GroupOptions::Facets). Throws SystemError when the temporary file for the
/// cells cannot be written.
void MergePartials(RunContext& ctx, const std::vector<std::string>& facets, size_t fan_in = 64);

/// The same merge into a temporary file (header and cells, sorted), for results computed from
/// it (agg/census.h). Null when the diagnostics said stop.
std::unique_ptr<TempFile> MergedPartial(RunContext& ctx, const std::vector<std::string>& facets,
                                        size_t fan_in = 64);

}  // namespace kc::agg
