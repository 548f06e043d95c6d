#pragma once
// Thresholds from a config file, and the checks every way of setting them shares.
#include <string>
#include <string_view>

#include "classify/classify.h"

namespace kc::classify {

/// Reads `name = value` lines (`#` starts a comment) into `t`. Throws SystemError with
/// `FILE:LINE: message` for an unknown name or a value that is not a number.
void LoadThresholds(const std::string& path, Thresholds* t);

/// FP16 FLOP weights by name: "ncu" (4/2/2) or "nersc" (2/1/1). Throws SystemError otherwise.
void SetHalfWeights(std::string_view weights, Thresholds* t);

/// Throws SystemError (exit 2) for a threshold outside its range (ThresholdInfo::min, max).
void CheckThresholds(const Thresholds& t);

}  // namespace kc::classify
