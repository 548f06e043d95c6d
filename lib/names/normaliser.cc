// The pipeline for one name: demangle (abi::__cxa_demangle) → canonical spelling → parts → rule
// tags → features, then the JSON text of the added members. NameCache keeps that text per
// distinct name, so a repeated name costs one hash lookup.
#include "names/normaliser.h"

#include "io/json_writer.h"
#include "names/canonical.h"
#include "names/features.h"

namespace kc::names {

NormalisedName Normalise(std::string_view name, const RuleSet& rules) {
  NormalisedName n;
  n.demangled = Demangle(name, &n.demangle_failed);
  n.canonical = Canonicalise(n.demangled);
  NameParts parts = SplitName(n.canonical);
  n.base = parts.base.empty() ? n.canonical : parts.base;
  n.key = parts.qualified.empty() ? n.canonical : std::string(parts.qualified);
  n.tags = rules.Match({n.base, parts.template_args, n.canonical});
  AppendFeatures(&n.features, n.base, parts.template_args);
  return n;
}

std::string MembersJson(const NormalisedName& n) {
  std::string s;
  s.reserve(n.demangled.size() + n.base.size() + n.key.size() + 128);
  s += "\"kernel_demangled\":";
  AppendJsonString(&s, n.demangled);
  s += ",\"kernel_base\":";
  AppendJsonString(&s, n.base);
  s += ",\"kernel_key\":";
  AppendJsonString(&s, n.key);
  s += ",\"library\":";
  AppendJsonString(&s, n.tags.library);
  s += ",\"family\":";
  AppendJsonString(&s, n.tags.family);
  s += ",\"features\":{";
  s += n.features;
  s += '}';
  if (n.demangle_failed) s += ",\"demangle_failed\":true";
  return s;
}

std::string_view NameCache::Members(std::string_view name) {
  auto it = map_.find(name);
  if (it == map_.end()) {
    it = map_.emplace(std::string(name), MembersJson(Normalise(name, rules_))).first;
  }
  return it->second;
}

}  // namespace kc::names
