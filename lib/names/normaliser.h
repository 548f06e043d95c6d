#pragma once
// knorm's work on one kernel name, memoised: the JSON members it adds to a record.
#include <cstddef>
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>

#include "names/rules.h"

namespace kc::names {

/// Everything knorm derives from one kernel name.
struct NormalisedName {
  std::string demangled;  ///< kernel_demangled
  bool demangle_failed = false;
  std::string base;      ///< kernel_base
  std::string key;       ///< kernel_key
  Tags tags;             ///< library, family
  std::string features;  ///< members of the features object, without braces
};

/// Normalises one name (no memo): demangle, canonicalise, split, tag, features.
NormalisedName Normalise(std::string_view name, const RuleSet& rules);

/// What knorm does with one name, for people (knorm --explain): the name's forms and texts,
/// every rule whose pattern matches (in table order, marking the ones that set a tag), and the
/// resulting tags.
std::string Explain(std::string_view name, const RuleSet& rules);

/// The members knorm appends to a record for `n`, as JSON text without braces:
/// `"kernel_demangled":…,"kernel_base":…,"kernel_key":…,"library":…,"family":…,`
/// `"tag_rule":{"library":ID|null,"family":ID|null},"features":{…}`
/// and `,"demangle_failed":true` when the demangler rejected the name. Frees n's strings as it
/// goes, so that a name of 100 MB is not held twice over.
std::string MembersJson(NormalisedName&& n);

/// Memoised MembersJson(Normalise(name)): the normal input is many launches of few kernels.
/// The memo is bounded: past `max_bytes` the least recently used names are forgotten (and
/// normalised again when they come back), so a stream of millions of distinct names runs in
/// fixed memory.
class NameCache {
 public:
  /// Default bound of the memo: ~50 k typical names.
  static constexpr size_t kDefaultBytes = size_t{32} << 20;
  explicit NameCache(const RuleSet& rules, size_t max_bytes = kDefaultBytes)
      : rules_(rules), max_bytes_(max_bytes) {}
  /// Names longer than this are worked out each time, not remembered: a memo of one such name
  /// would hold a copy of it and its members (four times its size) for the rest of the run.
  static constexpr size_t kMaxMemoName = 64 << 10;
  /// The members for `name`; the view stays valid until the next call.
  std::string_view Members(std::string_view name);
  size_t size() const { return map_.size(); }
  /// Bytes the memo accounts for: its strings and a fixed cost per entry.
  size_t bytes() const { return bytes_; }

 private:
  struct Entry {
    std::string name, members;
  };
  using Lru = std::list<Entry>;  // most recently used first
  const RuleSet& rules_;
  size_t max_bytes_;
  size_t bytes_ = 0;
  Lru lru_;
  std::string long_;  // the members of the last name longer than kMaxMemoName
  std::unordered_map<std::string_view, Lru::iterator> map_;  // keys view the entries' names
};

}  // namespace kc::names
