#pragma once
// kagg's stage: records (or --partial states) of many runs and models into groups, the design
// signals, a mergeable state, a regular expression of the top kernels, HTML and SQLite.
#include <cstdint>
#include <string>

#include "agg/aggregator.h"
#include "agg/render.h"
#include "io/run_context.h"

namespace kc::agg {

/// One kagg run: how records are grouped, and what is written.
struct Options {
  GroupOptions group;  ///< --by, --top, --model-field and the signal thresholds
  Format format = Format::kJsonl;
  bool emit_ncu_regex = false;  ///< --emit ncu-regex
  bool report_signals = false;  ///< --report signals
  bool diff = false;            ///< --diff: the two inputs are OLD and NEW
  bool partial = false;         ///< --partial: mergeable state
  bool merge = false;           ///< --merge: the inputs are --partial states
  std::string html;             ///< --html FILE (empty: none)
  std::string failed;           ///< --failed FILE: models that failed, listed in the page
  std::string db;               ///< --db FILE (empty: none)
  std::string sweep;            ///< --sweep OUT: the --db ingest is one sweep of OUT (empty: none)
  std::string sweep_date;       ///< --sweep-date DATE (empty: now, UTC)
  /// --jobs: threads that read one large file of records (0: the usable CPUs, at most 8; 1:
  /// one pass). Files of 64 MiB or more are split, or every file when `jobs_given`.
  unsigned jobs = 0;
  bool jobs_given = false;
  size_t merge_fan_in = 64;  ///< --merge --partial: files read at once (more: in rounds)
};

/// Reads ctx.inputs, aggregates and writes the chosen output to ctx.out (and the --html and
/// --db files). Bad records go through ctx.diag; impossible combinations of options throw
/// SystemError (exit 2).
void Run(const Options& opts, RunContext& ctx);

}  // namespace kc::agg
