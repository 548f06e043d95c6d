// The pipeline for one name: demangle (abi::__cxa_demangle; libiberty's for names past 1,024
// characters) → canonical spelling → parts → rule tags → features, then the JSON text of the
// added members. NameCache keeps that text per distinct name, so a repeated name costs one hash
// lookup; it is a least-recently-used cache (a list in use order and a hash map into it) bounded
// in bytes.
#include "names/normaliser.h"

#include "io/json_writer.h"
#include "names/canonical.h"
#include "names/features.h"

namespace kc::names {

namespace {

// A rule id, or null for a tag no rule set (the default `other`).
void AppendRuleId(std::string* s, const std::string& id) {
  if (id.empty()) {
    *s += "null";
  } else {
    AppendJsonString(s, id);
  }
}

// An OpenMP offload kernel is named for the function that holds its target region
// (`zero_point` in `__omp_offloading_10309_2fc6323_zero_point_l20`), which says what it does, but
// a library's naming is no evidence there: a port named like a library's kernel is not that
// library's. So its family comes from the rules read on that function as its base, and its
// library from the rules read on the whole name. Reads the canonical name (the base has lost
// NVHPC's last `_<n>`); sets `*function`; false for other names.
bool OffloadBase(std::string_view name, std::string_view* function) {
  size_t begin = 0, end = 0;
  if (!OffloadFunction(name, &begin, &end)) return false;
  *function = name.substr(begin, end - begin);
  return true;
}

Tags MatchTags(const RuleSet& rules, const RuleInput& in) {
  Tags t = rules.Match(in);
  if (std::string_view function; OffloadBase(in.name, &function)) {
    Tags f = rules.Match({function, in.template_args, in.name});
    t.family = std::move(f.family);
    t.family_rule = std::move(f.family_rule);
  }
  return t;
}

}  // namespace

NormalisedName Normalise(std::string_view name, const RuleSet& rules) {
  NormalisedName n;
  n.demangled = Demangle(name, &n.demangle_failed);
  std::string canonical = Canonicalise(n.demangled);
  NameParts parts = SplitName(canonical);
  n.base = parts.base.empty() ? canonical : parts.base;
  n.tags = MatchTags(rules, {n.base, parts.template_args, canonical});
  AppendFeatures(&n.features, n.base, parts.template_args);
  // Last, as the views of `parts` die with it.
  n.key = parts.qualified.empty() || parts.qualified.size() == canonical.size()
              ? std::move(canonical)
              : std::string(parts.qualified);
  return n;
}

std::string Explain(std::string_view name, const RuleSet& rules) {
  bool failed = false;
  std::string demangled = Demangle(name, &failed);
  std::string canonical = Canonicalise(demangled);
  NameParts parts = SplitName(canonical);
  std::string base = parts.base.empty() ? canonical : parts.base;
  const RuleInput in{base, parts.template_args, canonical};
  std::string s;
  auto line = [&s](std::string_view label, std::string_view value) {
    s.append(label).append(value).append("\n");
  };
  line("name:       ", name);
  if (demangled != name) line("demangled:  ", demangled);
  if (failed) line("demangled:  ", "(the demangler rejected the name: read as it is)");
  line("canonical:  ", canonical);
  line("base:       ", base);
  line("targs:      ", parts.template_args);
  const Tags tags = MatchTags(rules, in);
  std::string_view function;
  const bool offload = OffloadBase(canonical, &function);
  // The rules that match `text`'s input, in table order, marking the rule that set each tag read
  // on it (an offload kernel's family is read on its function, not on the whole name).
  auto list = [&](const RuleInput& text, std::string_view heading, bool library, bool family) {
    const std::vector<size_t> hits = rules.Matching(text);
    s.append(heading).append(hits.empty() ? ": none\n" : ", in order:\n");
    constexpr std::string_view kTarget[] = {"base", "targs", "name"};
    for (size_t i : hits) {
      const RuleSet::Rule& r = rules.rule(i);
      s += "  " + r.id + "\t" + std::string(kTarget[static_cast<int>(r.target)]) + "\t" + r.text +
           "\t" + (r.library.empty() ? "-" : r.library) + "\t" +
           (r.family.empty() ? "-" : r.family);
      std::string sets;
      if (library && r.id == tags.library_rule) sets = "library";
      if (family && r.id == tags.family_rule) sets += sets.empty() ? "family" : " and family";
      if (!sets.empty()) s += "\t<- sets " + sets;
      s += "\n";
    }
  };
  list(in, "rules that match", true, !offload);
  if (offload) {
    line("function:   ", std::string(function) +
                             " (an OpenMP offload kernel's: the family is read on it as the base)");
    list({function, parts.template_args, canonical}, "rules that match the function", false, true);
  }
  auto tag = [&](std::string_view label, const std::string& value, const std::string& id) {
    line(label, value + " (" + (id.empty() ? "default: no rule sets it" : "rule " + id) + ")");
  };
  tag("library:    ", tags.library, tags.library_rule);
  tag("family:     ", tags.family, tags.family_rule);
  return s;
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
  s += ",\"tag_rule\":{\"library\":";
  AppendRuleId(&s, n.tags.library_rule);
  s += ",\"family\":";
  AppendRuleId(&s, n.tags.family_rule);
  s += "},\"features\":{";
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
