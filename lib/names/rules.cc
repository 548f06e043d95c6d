// Rules are tried in order; each tag (library, family) takes the value of the first matching rule
// that sets it. Patterns are RE2 (linear time). All rules on the same text are compiled into one
// RE2::Set, so a name costs one DFA pass per text (base, template arguments, whole name; and
// their lower-cased forms for case-insensitive rules) instead of one search per rule.
#include "names/rules.h"

#include <re2/set.h>

#include <algorithm>
#include <stdexcept>

namespace kc::names {

namespace {

// The built-in table: rules.tsv is a C++ raw string literal, so the readable file in the repo is
// the one source of truth. Its first and last lines are the raw-string markers. The length comes
// from the array's size: a string_view built from the pointer would count it in a constexpr loop,
// which compilers cap (GCC at 262,144 steps, under the table's size).
constexpr char kBuiltinText[] =
#include "names/rules.tsv"
    ;
constexpr std::string_view kBuiltin(kBuiltinText, sizeof kBuiltinText - 1);

bool ValidTag(std::string_view t) {
  if (t.empty()) return false;
  return std::all_of(t.begin(), t.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace

std::string_view RuleSet::BuiltinText() {
  std::string_view t = kBuiltin;
  if (t.starts_with("\n")) t.remove_prefix(1);
  return t;
}

bool RuleSet::Add(std::string_view text, std::string_view source, std::string* error,
                  size_t first_line) {
  std::vector<Rule> added;
  size_t line_no = first_line - 1;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    // The raw-string markers of the built-in file, when it is given to --rules.
    if (line == "R\"tsv(" || line == ")tsv\"") continue;
    if (line.find_first_not_of(" \t") == std::string_view::npos || line.front() == '#') continue;
    std::vector<std::string_view> f;
    for (size_t p = 0;;) {
      size_t tab = line.find('\t', p);
      f.push_back(line.substr(p, tab == std::string_view::npos ? std::string_view::npos : tab - p));
      if (tab == std::string_view::npos) break;
      p = tab + 1;
    }
    auto fail = [&](const std::string& msg) {
      *error = std::string(source) + ":" + std::to_string(line_no) + ": " + msg;
      return false;
    };
    if (f.size() < 4 || f.size() > 5) {
      return fail(
          "expected 4 or 5 tab-separated fields (target, pattern, library, family, note), got " +
          std::to_string(f.size()));
    }
    Rule r;
    r.id = std::string(source) + ":" + std::to_string(line_no);
    r.text = std::string(f[1]);
    if (f[0] == "base") {
      r.target = Target::kBase;
    } else if (f[0] == "targs") {
      r.target = Target::kTemplateArgs;
    } else if (f[0] == "name") {
      r.target = Target::kName;
    } else {
      return fail("unknown target '" + std::string(f[0]) + "' (base, targs or name)");
    }
    std::string_view pat = f[1];
    if (pat.starts_with("(?i)")) {
      r.icase = true;
      pat.remove_prefix(4);
    }
    if (pat.empty()) return fail("empty pattern");
    // The text a (?i) rule sees is lower-cased, so a case-sensitive group inside it could only
    // match as if it were not one.
    if (r.icase && pat.find("(?-i") != std::string_view::npos)
      return fail("(?-i...) in a (?i) rule: the rule matches the lower-cased name; write the "
                  "case-sensitive part as a rule of its own");
    // Case-insensitive rules run a lower-cased pattern on lower-cased text: libstdc++'s icase
    // matching looks up the locale for every character and is many times slower.
    std::string source_pat(pat);
    if (r.icase) {
      for (size_t i = 0; i < source_pat.size(); ++i) {
        if (source_pat[i] == '\\') {
          ++i;
        } else if (source_pat[i] >= 'A' && source_pat[i] <= 'Z') {
          source_pat[i] = static_cast<char>(source_pat[i] - 'A' + 'a');
        }
      }
    }
    re2::RE2::Options opts;
    opts.set_log_errors(false);
    opts.set_never_capture(true);
    re2::RE2 re(source_pat, opts);  // checked here so a bad pattern names its file and line
    if (!re.ok()) return fail("bad pattern '" + std::string(pat) + "': " + re.error());
    r.pattern = std::move(source_pat);
    for (int k = 2; k <= 3; ++k) {
      if (f[k] == "-") continue;
      if (!ValidTag(f[k])) {
        return fail("bad " + std::string(k == 2 ? "library" : "family") + " '" + std::string(f[k]) +
                    "' (lower case letters, digits, '_', or '-')");
      }
      (k == 2 ? r.library : r.family) = f[k];
    }
    if (r.library.empty() && r.family.empty())
      return fail("the rule sets neither library nor family");
    added.push_back(std::move(r));
  }
  for (auto& r : added) rules_.push_back(std::move(r));
  compiled_ = false;
  return true;
}

void RuleSet::Compile() const {
  // One RE2::Set per (target, case) holds every rule of that kind: a single pass over a text
  // tells which of them match, whatever the number of rules.
  for (auto& set : sets_) set.reset();
  for (auto& ids : set_rules_) ids.clear();
  for (size_t i = 0; i < rules_.size(); ++i) {
    const Rule& r = rules_[i];
    int k = static_cast<int>(r.target) * 2 + (r.icase ? 1 : 0);
    if (!sets_[k]) {
      re2::RE2::Options opts;
      opts.set_log_errors(false);
      opts.set_never_capture(true);
      opts.set_max_mem(64 << 20);
      sets_[k] = std::make_unique<re2::RE2::Set>(opts, re2::RE2::UNANCHORED);
    }
    std::string err;
    int id = sets_[k]->Add(r.pattern, &err);  // each pattern compiled alone in Add() already
    if (id != static_cast<int>(set_rules_[k].size())) throw std::logic_error("RE2::Set: " + err);
    set_rules_[k].push_back(i);
  }
  for (auto& set : sets_)
    if (set && !set->Compile())
      throw std::runtime_error("RE2::Set: out of memory compiling the rules");
  compiled_ = true;
}

void RuleSet::MarkMatches(const RuleInput& in) const {
  if (!compiled_) Compile();
  matched_.clear();
  std::string_view texts[3] = {in.base, in.template_args, in.name};
  for (int k = 0; k < 6; ++k) {
    if (!sets_[k]) continue;
    std::string_view text = texts[k / 2];
    if (k % 2) {
      lower_.assign(text);
      for (char& c : lower_)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      text = lower_;
    }
    hits_.clear();
    sets_[k]->Match(re2::StringPiece(text.data(), text.size()), &hits_);
    for (int h : hits_) matched_.push_back(set_rules_[k][h]);
  }
  std::sort(matched_.begin(), matched_.end());  // table order (each rule is in one set)
}

std::vector<size_t> RuleSet::Matching(const RuleInput& in) const {
  MarkMatches(in);
  return matched_;
}

Tags RuleSet::Match(const RuleInput& in) const {
  MarkMatches(in);
  Tags t;
  bool have_lib = false, have_fam = false;
  for (size_t i : matched_) {
    if (have_lib && have_fam) break;
    const Rule& r = rules_[i];
    if (!r.library.empty() && !have_lib) {
      t.library = r.library;
      t.library_rule = r.id;
      have_lib = true;
    }
    if (!r.family.empty() && !have_fam) {
      t.family = r.family;
      t.family_rule = r.id;
      have_fam = true;
    }
  }
  return t;
}

}  // namespace kc::names
