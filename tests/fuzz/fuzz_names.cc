// Fuzz target: the kernel name normaliser (names/normaliser.h): demangling, canonical spelling,
// base name and key, the built-in library/family rules and the features, on arbitrary names.
#include <string_view>

#include "names/normaliser.h"

namespace {
const kc::names::RuleSet& Rules() {
  static const kc::names::RuleSet* rules = [] {
    auto* r = new kc::names::RuleSet;
    std::string error;
    if (!r->Add(kc::names::RuleSet::BuiltinText(), "rules.tsv", &error)) __builtin_trap();
    return r;
  }();
  return *rules;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return 0;  // names are short; long ones only slow the regex rules down
  std::string_view name(reinterpret_cast<const char*>(data), size);
  kc::names::NormalisedName n = kc::names::Normalise(name, Rules());
  // Normalising the canonical spelling (the key) must not crash either.
  kc::names::Normalise(n.key, Rules());
  std::string json = kc::names::MembersJson(std::move(n));
  return json.empty() ? 0 : 0;
}
