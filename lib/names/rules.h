#pragma once
// The ordered rule table that tags a kernel name with its library and op family
// (docs/taxonomy.md). Rules are data: the built-in table is lib/names/rules.tsv, compiled into the
// binary; --rules FILE puts a user's rules before it.
#include <re2/re2.h>
#include <re2/set.h>

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kc::names {

/// What a rule's pattern is matched against.
enum class Target { kBase, kTemplateArgs, kName };

/// The texts of one kernel name that rules look at.
struct RuleInput {
  std::string_view base;           ///< kernel_base
  std::string_view template_args;  ///< the name's template arguments (may be empty)
  std::string_view name;           ///< the whole canonical demangled name
};

/// Library and family found for a name; "other" when no rule set them. The rule fields hold
/// the id (`SOURCE:LINE`) of the rule that set each tag, empty for the default.
struct Tags {
  std::string library = "other";
  std::string family = "other";
  std::string library_rule;
  std::string family_rule;
};

/// An ordered list of rules. Rules file format (TSV, one rule a line, `#` starts a comment line):
///   TARGET <tab> PATTERN <tab> LIBRARY <tab> FAMILY [<tab> NOTE]
/// TARGET is `base`, `targs` or `name`; PATTERN an RE2 regular expression searched in that
/// text (prefix `(?i)` for case-insensitive); LIBRARY and FAMILY are tag values (lower case,
/// [a-z0-9_]) or `-` for "this rule does not set it". Each tag takes the value of the first
/// matching rule that sets it.
class RuleSet {
 public:
  /// Appends the rules in `text`. On a malformed line returns false with `*error` set to
  /// `SOURCE:LINE: message` (nothing of `text` is added then).
  /// `first_line` is the line number of text's first line in its file (rule ids and errors
  /// name the file's lines).
  bool Add(std::string_view text, std::string_view source, std::string* error,
           size_t first_line = 1);
  /// The built-in rules (the text of lib/names/rules.tsv from its second line, after the
  /// raw-string marker: give kBuiltinFirstLine to Add so that rule ids are the file's lines).
  static std::string_view BuiltinText();
  static constexpr size_t kBuiltinFirstLine = 2;
  /// The tags of one name.
  Tags Match(const RuleInput& in) const;
  /// Indexes of every rule whose pattern matches, in table order (for --explain).
  std::vector<size_t> Matching(const RuleInput& in) const;
  size_t size() const { return rules_.size(); }

  struct Rule {
    std::string id;  ///< SOURCE:LINE
    Target target;
    std::string pattern;  // as compiled (lower-cased for icase rules, which see lower-cased text)
    bool icase = false;
    std::string library;  // empty: not set by this rule
    std::string family;
    std::string text;  ///< the pattern as written (with its (?i) prefix)
  };
  const Rule& rule(size_t i) const { return rules_[i]; }

 private:
  void Compile() const;
  void MarkMatches(const RuleInput& in) const;  // sets matched_: the matching rules, in order
  std::vector<Rule> rules_;
  // Built on first use: sets_[target * 2 + icase] and the rule index of each set member.
  mutable std::array<std::unique_ptr<re2::RE2::Set>, 6> sets_;
  mutable std::array<std::vector<size_t>, 6> set_rules_;
  mutable std::vector<size_t> matched_;
  mutable std::vector<int> hits_;  // buffers reused across names (a RuleSet is not thread-safe)
  mutable std::string lower_;
  mutable bool compiled_ = false;
};

}  // namespace kc::names
