#include "cli/cli.h"

#include <unistd.h>

#include <charconv>
#include <csignal>
#include <iostream>
#include <sstream>

#include "io/error.h"
#include "schema/schema.h"

namespace kc {
namespace {

po::options_description CommonOptions() {
  po::options_description o("Common options");
  o.add_options()("help,h", "print this help and exit")("version", "print the version and exit")(
      "output,o", po::value<std::string>()->value_name("FILE"), "write to FILE instead of stdout")(
      "keep-going", "report every bad record, keep the good ones, exit 1 at the end")(
      "max-errors", po::value<Count>()->value_name("N")->default_value(Count{0}, "0"),
      "with --keep-going, stop after N errors (0: no limit)");
  return o;
}

}  // namespace

void validate(boost::any& v, const std::vector<std::string>& values, Count*, int) {
  po::validators::check_first_occurrence(v);
  const std::string& s = po::validators::get_single_string(values);
  Count c;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), c.value);
  if (s.empty() || s[0] < '0' || s[0] > '9' || ec != std::errc() || end != s.data() + s.size())
    throw po::invalid_option_value(s);
  v = c;
}

std::ostream& operator<<(std::ostream& os, const Count& c) { return os << c.value; }

int RunTool(const ToolSpec& spec, int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  RemoveTemporaryOutputsOnSignals();
  Diag diag(spec.name);
  try {
    po::options_description tool_opts("Options");
    if (spec.add_options) spec.add_options(tool_opts);
    po::options_description all;
    all.add(tool_opts).add(CommonOptions());
    po::options_description hidden;
    hidden.add_options()("input", po::value<std::vector<std::string>>(), "");
    po::options_description parse;
    parse.add(all).add(hidden);
    po::positional_options_description pos;
    pos.add("input", -1);
    po::variables_map vm;
    try {
      po::store(po::command_line_parser(argc, argv).options(parse).positional(pos).run(), vm);
      po::notify(vm);
    } catch (const po::error& e) {
      diag.Note(e.what());
      std::cerr << "Try '" << spec.name << " --help' for more information.\n";
      return kExitUsage;
    }
    if (vm.count("help")) {
      std::cout << "Usage: " << spec.name << " [options] [FILE...]\n"
                << spec.purpose << "\n\n"
                << "Reads the FILEs, or standard input when there is none or FILE is '-'.\n\n"
                << all << "\n";
      if (!spec.notes.empty()) std::cout << spec.notes << "\n";
      std::cout
          << "Exit status: 0 ok, 1 bad input data, 2 usage or system error, 130 interrupted.\n";
      return kExitOk;
    }
    if (vm.count("version")) {
      std::cout << spec.name << " " << KC_VERSION << " (schema " << kSchemaVersion << ")\n";
      return kExitOk;
    }
    diag.set_keep_going(vm.count("keep-going") > 0);
    diag.set_max_errors(vm["max-errors"].as<Count>().value);
    std::vector<std::string> inputs;
    if (vm.count("input")) inputs = vm["input"].as<std::vector<std::string>>();
    if (inputs.empty()) inputs.push_back("-");
    const std::string out_path = vm.count("output") ? vm["output"].as<std::string>() : "-";
    RefuseOutputAmongInputs(out_path, inputs);
    Output out(out_path);
    ToolContext ctx{{std::move(inputs), out, diag}, vm};
    try {
      spec.run(ctx);
      out.Commit();
    } catch (const OutputClosed&) {
      return diag.errors() ? kExitData : kExitOk;
    }
    if (diag.keep_going()) {
      std::ostringstream s;
      s << ctx.read << " records read, " << ctx.written << " written, " << ctx.rejected
        << " rejected";
      diag.Note(s.str());
    }
    return diag.errors() ? kExitData : kExitOk;
  } catch (const SystemError& e) {
    diag.Note(e.what());
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    diag.Note("out of memory");
    return kExitUsage;
  } catch (const std::exception& e) {
    diag.Note(e.what());
    return kExitUsage;
  }
}

}  // namespace kc
