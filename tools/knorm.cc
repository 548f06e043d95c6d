// knorm: adds normalised name fields, library and op family to records that carry a kernel name.
#include <fstream>
#include <sstream>

#include "cli/cli.h"
#include "io/error.h"
#include "io/record_filter.h"
#include "names/normaliser.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "knorm";
  spec.purpose =
      "Add kernel_demangled, kernel_base, kernel_key, library, family and features to JSON-lines "
      "records that carry a kernel name.";
  spec.notes =
      "Records without the name field pass through unchanged (counted in a note with --verbose or\n"
      "--keep-going). Names are demangled (abi::__cxa_demangle) and spelled one way whichever\n"
      "profiler printed them; library/family follow docs/taxonomy.md through an ordered rule "
      "table.\n"
      "Rules file (--rules): one rule a line, tab-separated, '#' comment lines:\n"
      "  TARGET  PATTERN  LIBRARY  FAMILY  [NOTE]\n"
      "TARGET is base (kernel_base), targs (template arguments) or name (whole demangled name);\n"
      "PATTERN an RE2 regex searched in it ((?i) prefix: ignore case); LIBRARY/FAMILY a tag\n"
      "or '-' (not set by this rule). Each tag takes the value of the first matching rule that "
      "sets\n"
      "it; FILE's rules come before the built-in ones (printed by --print-rules).";
  spec.add_options = [](kc::po::options_description& o) {
    o.add_options()("field",
                    kc::po::value<std::string>()->value_name("NAME")->default_value("kernel"),
                    "the field that holds the kernel name")(
        "rules", kc::po::value<std::vector<std::string>>()->value_name("FILE"),
        "rules tried before the built-in ones (repeatable)")("print-rules",
                                                             "print the built-in rules and exit")(
        "verbose,v", "note how many records had no kernel name")(
        "cache-size", kc::po::value<int64_t>()->value_name("MIB")->default_value(32),
        "memory for remembered names, in MiB: past it the least recently seen names are "
        "forgotten and worked out again when they come back");
  };
  spec.run = [](kc::ToolContext& ctx) {
    if (ctx.vm.count("print-rules")) {
      ctx.out.Write(kc::names::RuleSet::BuiltinText());
      return;
    }
    kc::names::RuleSet rules;
    std::string error;
    if (ctx.vm.count("rules")) {
      for (const auto& path : ctx.vm["rules"].as<std::vector<std::string>>()) {
        std::ifstream f(path, std::ios::binary);
        if (!f) throw kc::SystemError("cannot open rules file " + path);
        std::stringstream text;
        text << f.rdbuf();
        if (!rules.Add(text.str(), path, &error)) throw kc::SystemError(error);
      }
    }
    if (!rules.Add(kc::names::RuleSet::BuiltinText(), "rules.tsv", &error)) {
      throw kc::SystemError(error);
    }
    const std::string field = ctx.vm["field"].as<std::string>();
    const int64_t cache_mib = ctx.vm["cache-size"].as<int64_t>();
    if (cache_mib < 0 || cache_mib > (int64_t{1} << 30))
      throw kc::SystemError("--cache-size: " + std::to_string(cache_mib) +
                            " MiB is out of range (0 to 1073741824)");
    kc::names::NameCache cache(rules, static_cast<size_t>(cache_mib) << 20);
    uint64_t without = 0;
    kc::RunRecordFilter(ctx, [&](simdjson::dom::object obj, std::string_view raw,
                                 const kc::Location& at, std::string* out) {
      std::string_view name;
      auto v = obj[field];
      // A blank name is no name: unknown stays unknown (null fields are not written as "").
      if (v.error() != simdjson::SUCCESS || v.get_string().get(name) != simdjson::SUCCESS ||
          name.find_first_not_of(" \t") == std::string_view::npos) {
        if (v.error() == simdjson::SUCCESS && !v.is_null() && !v.is_string()) {
          ctx.diag.Error(at, "field \"" + field + "\" is not a string");
          return false;
        }
        ++without;
        out->append(raw);
        *out += '\n';
        return true;
      }
      kc::AppendWithMembers(out, obj, raw, kc::names::kAddedFields, cache.Members(name));
      return true;
    });
    if (without && (ctx.vm.count("verbose") || ctx.diag.keep_going())) {
      ctx.diag.Note(std::to_string(without) + " records without \"" + field +
                    "\" (or with a blank one) passed through unchanged");
    }
  };
  return kc::RunTool(spec, argc, argv);
}
