#pragma once
// Thresholds from a config file and from flags (one flag per threshold of ThresholdTable()).
#include <boost/program_options.hpp>
#include <string>

#include "classify/classify.h"

namespace kc::classify {

/// Reads `name = value` lines (`#` starts a comment) into `t`. Throws SystemError with
/// `FILE:LINE: message` for an unknown name or a value that is not a number.
void LoadThresholds(const std::string& path, Thresholds* t);

/// Adds --config FILE, --half-weights ncu|nersc and one --NAME VALUE flag per threshold, with
/// its default in --help.
void AddThresholdOptions(boost::program_options::options_description& o);

/// Builds the thresholds: defaults, then the config file, then the flags.
Thresholds ThresholdsFromOptions(const boost::program_options::variables_map& vm);

}  // namespace kc::classify
