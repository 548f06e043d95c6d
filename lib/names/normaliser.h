#pragma once
// knorm's work on one kernel name, memoised: the JSON members it adds to a record.
#include <string>
#include <string_view>
#include <unordered_map>

#include "names/rules.h"

namespace kc::names {

/// Everything knorm derives from one kernel name.
struct NormalisedName {
  std::string demangled;  ///< kernel_demangled
  bool demangle_failed = false;
  std::string canonical;  ///< the canonical spelling of `demangled` (canonical.h)
  std::string base;       ///< kernel_base
  std::string key;        ///< kernel_key
  Tags tags;              ///< library, family
  std::string features;   ///< members of the features object, without braces
};

/// Normalises one name (no memo): demangle, canonicalise, split, tag, features.
NormalisedName Normalise(std::string_view name, const RuleSet& rules);

/// The members knorm appends to a record for `n`, as JSON text without braces:
/// `"kernel_demangled":…,"kernel_base":…,"kernel_key":…,"library":…,"family":…,"features":{…}`
/// and `,"demangle_failed":true` when the demangler rejected the name.
std::string MembersJson(const NormalisedName& n);

/// The names of the members MembersJson writes (for replacing them on a second run).
inline constexpr std::string_view kAddedFields[] = {"kernel_demangled", "kernel_base", "kernel_key",
                                                    "library",          "family",      "features",
                                                    "demangle_failed"};

/// Memoised MembersJson(Normalise(name)): the normal input is many launches of few kernels.
class NameCache {
 public:
  explicit NameCache(const RuleSet& rules) : rules_(rules) {}
  /// The members for `name`; the view stays valid as long as the cache.
  std::string_view Members(std::string_view name);
  size_t size() const { return map_.size(); }

 private:
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  const RuleSet& rules_;
  std::unordered_map<std::string, std::string, Hash, std::equal_to<>> map_;
};

}  // namespace kc::names
