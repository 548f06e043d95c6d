#pragma once
// --manifest and --tag: the run metadata flags of every converter, declared and read once.
#include <boost/program_options.hpp>
#include <string>

namespace kc {

/// Adds --manifest FILE and --tag KEY=VALUE (repeatable) to `o`.
void AddRunOptions(boost::program_options::options_description& o);
/// The `run` object built from those flags as JSON text; empty when neither was given.
/// Throws SystemError for an unreadable manifest or a malformed tag.
std::string RunJsonFromOptions(const boost::program_options::variables_map& vm);

}  // namespace kc
