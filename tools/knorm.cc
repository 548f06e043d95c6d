// knorm: adds normalised name fields, library and op family to records that carry a kernel name.
#include <string>
#include <vector>

#include "cli/cli.h"
#include "io/error.h"
#include "names/run.h"

int main(int argc, char** argv) {
  kc::ToolSpec spec;
  spec.name = "knorm";
  spec.purpose =
      "Name kernels one way whichever profiler printed them, and tag their library and op "
      "family.";
  spec.reads = "JSON-lines records that carry a kernel name (--field; any record type, e.g. from "
               "ncu2jsonl or nsys2jsonl); records without it pass through unchanged.";
  spec.writes =
      "The same records with kernel_demangled, kernel_base, kernel_key (one identity whichever "
      "profiler printed the name), library, family (docs/taxonomy.md), tag_rule (the rules that "
      "set them), features (arch, dtype, tile, layout, ...) and demangle_failed added; run "
      "again, knorm replaces its own fields.";
  spec.notes =
      "Rules file (--rules): one rule a line, tab-separated, '#' comment lines:\n"
      "  TARGET  PATTERN  LIBRARY  FAMILY  [NOTE]\n"
      "TARGET is base (kernel_base), targs (template arguments) or name (whole demangled name); "
      "PATTERN an RE2 regex searched in it ((?i) prefix: ignore case for the whole pattern, which "
      "then may hold no (?-i:...) group); LIBRARY/FAMILY a tag or "
      "'-' (not set by this rule). Each tag takes the value of the first matching rule that "
      "sets it; FILE's rules come before the built-in ones (printed by --print-rules). tag_rule "
      "names the rule (FILE:LINE) that set each tag, null for the default 'other'.";
  spec.add_options = [](kc::po::options_description& o) {
    o.add_options()("field",
                    kc::po::value<std::string>()->value_name("NAME")->default_value("kernel"),
                    "the field that holds the kernel name")(
        "verbose,v", "note how many records had no kernel name")(
        "cache-size",
        kc::po::value<kc::Count>()->value_name("MIB")->default_value(kc::Count{32}, "32"),
        "memory for remembered names, in MiB: past it the least recently seen names are "
        "forgotten and worked out again when they come back");
  };
  spec.groups = {{"Rules", [](kc::po::options_description& o) {
                    o.add_options()(
                        "rules", kc::po::value<std::vector<std::string>>()->value_name("FILE"),
                        "rules tried before the built-in ones (repeatable)")(
                        "print-rules", "print the built-in rules and exit")(
                        "explain", kc::po::value<std::vector<std::string>>()->value_name("NAME"),
                        "print how NAME is tagged (its canonical form, every rule that matches, "
                        "the tags) instead of reading records (repeatable)");
                  }}};
  spec.no_input_options = {"print-rules", "explain"};
  spec.examples = {
      {"ncu2jsonl run.ncu-rep | knorm | jq -r '[.library, .family, .kernel_base] | @tsv'",
       "the library and family of every profiled kernel"},
      {"knorm --explain 'ampere_sgemm_128x64_nn'", "which rules tag this name, and how"},
      {"knorm --rules mine.tsv < run.jsonl > tagged.jsonl", "your own rules before the built-in ones"},
  };
  spec.run = [](kc::ToolContext& ctx) {
    const kc::po::variables_map& vm = ctx.vm;
    kc::names::Options opts;
    opts.print_rules = vm.count("print-rules") > 0;
    if (vm.count("rules")) opts.rules_files = vm["rules"].as<std::vector<std::string>>();
    if (vm.count("explain")) opts.explain = vm["explain"].as<std::vector<std::string>>();
    opts.field = vm["field"].as<std::string>();
    const uint64_t cache_mib = vm["cache-size"].as<kc::Count>().value;
    if (cache_mib > (uint64_t{1} << 30))
      throw kc::SystemError("--cache-size: " + std::to_string(cache_mib) +
                            " MiB is out of range (0 to 1073741824)");
    opts.cache_bytes = static_cast<size_t>(cache_mib) << 20;
    opts.verbose = vm.count("verbose") > 0;
    kc::names::Run(opts, ctx);
  };
  return kc::RunTool(spec, argc, argv);
}
