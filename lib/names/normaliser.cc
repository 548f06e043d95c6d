// The pipeline for one name: demangle (abi::__cxa_demangle) → canonical spelling → parts → rule
// tags → features, then the JSON text of the added members. NameCache keeps that text per
// distinct name, so a repeated name costs one hash lookup; it is a least-recently-used cache
// (a list in use order and a hash map into it) bounded in bytes.
#include "names/normaliser.h"

#include "io/json_writer.h"
#include "names/canonical.h"
#include "names/features.h"

namespace kc::names {

NormalisedName Normalise(std::string_view name, const RuleSet& rules) {
  NormalisedName n;
  n.demangled = Demangle(name, &n.demangle_failed);
  std::string canonical = Canonicalise(n.demangled);
  NameParts parts = SplitName(canonical);
  n.base = parts.base.empty() ? canonical : parts.base;
  n.tags = rules.Match({n.base, parts.template_args, canonical});
  AppendFeatures(&n.features, n.base, parts.template_args);
  // Last, as the views of `parts` die with it.
  n.key = parts.qualified.empty() || parts.qualified.size() == canonical.size()
              ? std::move(canonical)
              : std::string(parts.qualified);
  return n;
}

std::string MembersJson(NormalisedName&& n) {
  std::string s;
  s.reserve(n.demangled.size() + n.base.size() + n.key.size() + 128);
  s += "\"kernel_demangled\":";
  AppendJsonString(&s, n.demangled);
  std::string().swap(n.demangled);
  s += ",\"kernel_base\":";
  AppendJsonString(&s, n.base);
  std::string().swap(n.base);
  s += ",\"kernel_key\":";
  AppendJsonString(&s, n.key);
  std::string().swap(n.key);
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
  // Per entry beyond its strings: a list node, a hash node and a bucket (measured ~100 bytes).
  constexpr size_t kEntryCost = 128;
  if (!long_.empty()) std::string().swap(long_);  // its view has been used: free it
  if (name.size() > kMaxMemoName) {
    long_ = MembersJson(Normalise(name, rules_));
    return long_;
  }
  if (auto it = map_.find(name); it != map_.end()) {
    lru_.splice(lru_.begin(), lru_, it->second);
    return it->second->members;
  }
  lru_.push_front({std::string(name), MembersJson(Normalise(name, rules_))});
  map_.emplace(lru_.front().name, lru_.begin());
  bytes_ += lru_.front().name.capacity() + lru_.front().members.capacity() + kEntryCost;
  while (bytes_ > max_bytes_ && lru_.size() > 1) {
    const Entry& old = lru_.back();
    bytes_ -= old.name.capacity() + old.members.capacity() + kEntryCost;
    map_.erase(old.name);
    lru_.pop_back();
  }
  return lru_.front().members;
}

}  // namespace kc::names
