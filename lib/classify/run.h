#pragma once
// kclassify's stage: every ncu_kernel record gets bound, memory_unit, signals, stall_top,
// roofline and the evidence behind them; other records pass through unchanged.
#include "classify/classify.h"
#include "io/run_context.h"

namespace kc::classify {

struct Options {
  Thresholds thresholds;
  bool thresholds_only = false;  ///< ignore ncu's rule speedups (Classify)
};

/// Classifies the records of ctx's inputs to ctx.out. A record where a metric kclassify computes
/// with holds a value ncu could not have printed (CheckMetricValues), or without a metrics object,
/// is an error. Throws SystemError when
/// an input cannot be opened.
void Run(const Options& opts, RunContext& ctx);

}  // namespace kc::classify
