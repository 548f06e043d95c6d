#pragma once
// knorm's stage: records that carry a kernel name get kernel_demangled, kernel_base,
// kernel_key, library, family and features; other records pass through unchanged.
#include <cstddef>
#include <string>
#include <vector>

#include "io/run_context.h"
#include "names/normaliser.h"

namespace kc::names {

struct Options {
  std::string field = "kernel";                   ///< the field that holds the kernel name
  std::vector<std::string> rules_files;           ///< --rules: tried before the built-in rules
  size_t cache_bytes = NameCache::kDefaultBytes;  ///< --cache-size
  bool print_rules = false;                       ///< --print-rules: write the built-in rules only
  std::vector<std::string> explain;               ///< --explain NAME: why each name gets its tags
  bool verbose = false;                           ///< note how many records had no name
};

/// Normalises the names of the records of ctx's inputs to ctx.out. Throws SystemError when a
/// rules file cannot be read or holds a bad rule.
void Run(const Options& opts, RunContext& ctx);

}  // namespace kc::names
