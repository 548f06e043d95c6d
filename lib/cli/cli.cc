#include "cli/cli.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <csignal>
#include <iostream>
#include <sstream>

#include "io/error.h"
#include "schema/schema.h"

namespace kc {
namespace {

constexpr size_t kWidth = 100;  // --help is wrapped to this many columns

po::options_description CommonOptions() {
  po::options_description o("Common options");
  o.add_options()("help,h", "print this help and exit")("version,V",
                                                         "print the version and exit")(
      "output,o", po::value<std::string>()->value_name("FILE"), "write to FILE instead of stdout")(
      "keep-going", "report every bad record, keep the good ones, exit 1 at the end")(
      "max-errors", po::value<Count>()->value_name("N")->default_value(Count{0}, "0"),
      "with --keep-going, stop after N errors (0: no limit)");
  return o;
}


// Appends `text` to `out` wrapped at kWidth: the first line after `first` columns already used,
// the others indented by `indent`. Newlines in `text` are kept.
void Wrap(std::string_view text, size_t first, size_t indent, std::string* out) {
  size_t col = first;
  bool line_start = true;
  while (!text.empty()) {
    if (text[0] == '\n') {
      *out += '\n';
      out->append(indent, ' ');
      col = indent;
      line_start = true;
      text.remove_prefix(1);
      continue;
    }
    size_t end = text.find_first_of(" \n");
    if (end == std::string_view::npos) end = text.size();
    std::string_view word = text.substr(0, end);
    if (!line_start && col + 1 + word.size() > kWidth) {
      *out += '\n';
      out->append(indent, ' ');
      col = indent;
      line_start = true;
    }
    if (!line_start) {
      *out += ' ';
      ++col;
    }
    *out += word;
    col += word.size();
    line_start = false;
    text.remove_prefix(end);
    if (!text.empty() && text[0] == ' ') text.remove_prefix(1);
  }
}

// One option as --help shows it: "-o, --output FILE" and its description with the default.
std::pair<std::string, std::string> OptionText(const po::option_description& d) {
  std::string names;
  const std::string s = d.canonical_display_name(po::command_line_style::allow_dash_for_short);
  names = s.size() == 2 && s[0] == '-' ? s + ", " : "    ";
  names += "--" + d.long_name();
  std::string arg = d.semantic()->name(), dflt;
  if (size_t p = arg.find(" (="); p != std::string::npos) {
    dflt = arg.substr(p + 3, arg.size() - p - 4);
    arg.resize(p);
  }
  if (!arg.empty() && d.semantic()->max_tokens() > 0) names += " " + arg;
  std::string text = d.description();
  if (!dflt.empty()) text += " [default: " + dflt + "]";
  return {names, text};
}

}  // namespace

std::string HelpText(const ToolSpec& spec, const std::vector<NamedOptions>& groups) {
  std::string h = "Usage: " + spec.name + " [options] [FILE...]\n";
  Wrap(spec.purpose, 0, 0, &h);
  h += "\n\n";
  if (!spec.reads.empty()) {
    h += "Reads: ";
    Wrap(spec.reads + " From the FILEs, or standard input when there is none or FILE is '-'.",
         7, 0, &h);
    h += "\n\n";
  }
  if (!spec.writes.empty()) {
    h += "Writes: ";
    Wrap(spec.writes + " To standard output, or to -o FILE.", 8, 0, &h);
    h += "\n";
  }
  size_t col = 0;
  for (const auto& [title, g] : groups)
    for (const auto& o : g.options()) col = std::max(col, OptionText(*o).first.size());
  col = std::min<size_t>(col, 30) + 4;
  for (const auto& [title, g] : groups) {
    h += "\n" + title + ":\n";
    for (const auto& o : g.options()) {
      auto [names, text] = OptionText(*o);
      h += "  " + names;
      if (names.size() + 2 + 2 > col) {
        h += "\n";
        h.append(col, ' ');
      } else {
        h.append(col - 2 - names.size(), ' ');
      }
      Wrap(text, col, col, &h);
      h += "\n";
    }
  }
  if (!spec.notes.empty()) {
    h += "\n";
    Wrap(spec.notes, 0, 0, &h);
    h += "\n";
  }
  if (!spec.examples.empty()) {
    h += "\nExamples:\n";
    for (const Example& e : spec.examples) {
      h += "  " + e.command + "\n      ";
      Wrap(e.what, 6, 6, &h);
      h += "\n";
    }
  }
  h += "\nExit status:\n  0 ok (warnings may have been printed), 1 bad input data, 2 usage or "
       "system error,\n  130 interrupted.\n";
  return h;
}

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
    std::vector<NamedOptions> groups;
    if (spec.add_options) {
      groups.emplace_back("Options", po::options_description());
      spec.add_options(groups.back().second);
    }
    for (const OptionGroup& g : spec.groups) {
      groups.emplace_back(g.title, po::options_description());
      g.add(groups.back().second);
    }
    groups.emplace_back("Common options", CommonOptions());
    po::options_description all;
    for (const auto& [title, g] : groups) all.add(g);
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
      std::cout << HelpText(spec, groups);
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
    // A tool started by hand with nothing to read waits on the terminal: say so, once.
    bool reads = true;
    for (const std::string& o : spec.no_input_options) reads &= vm.count(o) == 0;
    if (reads && isatty(STDIN_FILENO) &&
        std::find(inputs.begin(), inputs.end(), "-") != inputs.end())
      diag.Note("reading records from standard input; pipe a file or name one, --help for usage");
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
