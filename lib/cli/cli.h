#pragma once
// The command line shared by every tool: flags, help, version, inputs, output, exit codes.
// A tool's main() fills a ToolSpec and calls RunTool(); everything else happens here.
#include <boost/program_options.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "io/run_context.h"

namespace kc {

namespace po = boost::program_options;

/// What a tool's run function gets: the parsed flags, to map to its stage's Options, and the
/// RunContext (inputs, output, diagnostics, counters) to hand to the stage's Run().
struct ToolContext : RunContext {
  const po::variables_map& vm;
};

struct ToolSpec {
  std::string name;
  std::string purpose;  ///< one line for --help
  std::string notes;    ///< text after the options in --help (may be empty)
  std::function<void(po::options_description&)> add_options;  ///< tool-specific flags
  /// Does the work. Bad data is reported through ctx.diag; throws SystemError for exit 2.
  std::function<void(ToolContext&)> run;
};

/// The value of a count option (--top, --max-errors): a whole number from 0 on. Boost reads
/// "-3" into an unsigned type as 2^64 - 3; this type refuses it (exit 2).
struct Count {
  uint64_t value = 0;
};
/// Boost.Program_options' hook for Count: digits only.
void validate(boost::any& v, const std::vector<std::string>& values, Count*, int);
std::ostream& operator<<(std::ostream& os, const Count& c);

/// Parses argv, runs the tool, and maps the outcome to an exit code (0 ok, 1 bad data,
/// 2 usage or system error, 130 interrupted). Catches every exception.
int RunTool(const ToolSpec& spec, int argc, char** argv);

}  // namespace kc
