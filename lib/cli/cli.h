#pragma once
// The command line shared by every tool: flags, help, version, inputs, output, exit codes.
// A tool's main() fills a ToolSpec and calls RunTool(); everything else happens here.
#include <boost/program_options.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "io/run_context.h"

namespace kc {

namespace po = boost::program_options;

/// What a tool's run function gets: the parsed flags, to map to its stage's Options, and the
/// RunContext (inputs, output, diagnostics, counters) to hand to the stage's Run().
struct ToolContext : RunContext {
  const po::variables_map& vm;
};

/// A command line for --help's examples and what it does.
struct Example {
  std::string command;
  std::string what;
};

/// Options shown together in --help under their title.
struct OptionGroup {
  std::string title;
  std::function<void(po::options_description&)> add;
};

/// A tool: its name, the text of --help (and so of its man page, made from --help by help2man),
/// its flags and its work.
struct ToolSpec {
  std::string name;
  std::string purpose;  ///< what the tool does, one sentence (the man page's NAME line)
  std::string reads;    ///< what it reads: the inputs it recognises
  std::string writes;   ///< what it writes: the records or output
  std::string notes;    ///< more text after the options in --help (may be empty)
  /// Tool-specific flags, shown as "Options"; `groups` adds more, each under its own title.
  std::function<void(po::options_description&)> add_options;
  std::vector<OptionGroup> groups;
  std::vector<Example> examples;  ///< two or three, shown last in --help
  /// Flags after which the tool reads no input (knorm --explain): no hint for a terminal.
  std::vector<std::string> no_input_options;
  /// Does the work. Bad data is reported through ctx.diag; throws SystemError for exit 2.
  std::function<void(ToolContext&)> run;
};

/// Options under their --help title.
using NamedOptions = std::pair<std::string, po::options_description>;
/// The text of `TOOL --help` (also the source of its man page): usage, purpose, what the tool
/// reads and writes, `groups` of options, notes, examples, exit status; wrapped at 100 columns.
std::string HelpText(const ToolSpec& spec, const std::vector<NamedOptions>& groups);

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
