// Rules are tried in order; each tag (library, family) takes the value of the first matching rule
// that sets it, and matching stops once both are set. std::regex is slow on long names, so each
// rule carries the literal strings one of which any match must contain (taken from the pattern:
// the longest literal run of each top-level alternative); a rule whose literals are all absent
// from the text is skipped without running its regular expression. On the corpus names this
// leaves a handful of regex runs per name.
#include "names/rules.h"

#include <algorithm>

namespace kc::names {

namespace {

// The built-in table: rules.tsv is a C++ raw string literal, so the readable file in the repo is
// the one source of truth. Its first and last lines are the raw-string markers.
constexpr std::string_view kBuiltin =
#include "names/rules.tsv"
    ;

bool ValidTag(std::string_view t) {
  if (t.empty()) return false;
  return std::all_of(t.begin(), t.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

std::string Lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return r;
}

bool IsMeta(char c) {
  return std::string_view(".^$*+?()[]{}|\\").find(c) != std::string_view::npos;
}

// Longest run of characters that every match of `alt` (an alternative without top-level '|')
// contains.
std::string LongestLiteral(std::string_view alt) {
  std::string best, run;
  auto cut = [&] {
    if (run.size() > best.size()) best = run;
    run.clear();
  };
  for (size_t i = 0; i < alt.size();) {
    char c = alt[i];
    std::string lit;
    size_t len = 1;
    if (c == '\\' && i + 1 < alt.size()) {
      char e = alt[i + 1];
      len = 2;
      if (IsMeta(e) || e == '/' || e == '-' || e == ':' || e == '<' || e == '>' || e == '#') {
        lit = e;
      }
    } else if (c == '(' || c == '[') {
      // Skip the group or class: its content is not required as a whole.
      int depth = 0;
      size_t j = i;
      for (; j < alt.size(); ++j) {
        if (alt[j] == '\\') {
          ++j;
          continue;
        }
        if (c == '[' && alt[j] == ']' && j > i + 1) break;
        if (c == '(' && alt[j] == '(') ++depth;
        if (c == '(' && alt[j] == ')' && --depth == 0) break;
      }
      len = j + 1 - i;
    } else if (!IsMeta(c)) {
      lit = c;
    }
    size_t next = i + len;
    char q = next < alt.size() ? alt[next] : '\0';
    if (lit.empty() || q == '?' || q == '*' || q == '{') {
      cut();
    } else {
      run += lit;
      if (q == '+') cut();
    }
    i = next;
  }
  cut();
  return best;
}

// True when every top-level alternative of `pattern` starts with '^'.
bool AllAnchored(std::string_view pattern) {
  int depth = 0;
  bool in_class = false, at_start = true;
  for (size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (at_start && c != '^') return false;
    at_start = false;
    if (c == '\\') {
      ++i;
      continue;
    }
    if (in_class) {
      if (c == ']') in_class = false;
      continue;
    }
    if (c == '[') in_class = true;
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == '|' && depth == 0) at_start = true;
  }
  return !at_start;
}

// True when `pattern` is a '|' list of plain strings (each starting with '^' when `anchored`):
// then finding one of its literals is the match, and no regular expression needs to run.
bool PureLiterals(std::string_view pattern, bool anchored) {
  size_t start = 0;
  for (size_t i = 0; i <= pattern.size(); ++i) {
    if (i < pattern.size() && pattern[i] != '|') {
      if (pattern[i] == '^' && !(anchored && i == start)) return false;
      if (pattern[i] != '^' && IsMeta(pattern[i])) return false;
      continue;
    }
    if (i == start) return false;
    start = i + 1;
  }
  return true;
}

// The required literals of the first group in `alt` that is not optional and has them.
std::vector<std::string> GroupLiterals(std::string_view alt) {
  for (size_t i = 0; i < alt.size(); ++i) {
    if (alt[i] == '\\') {
      ++i;
      continue;
    }
    if (alt[i] == '[') {
      while (i < alt.size() && alt[i] != ']') i += alt[i] == '\\' ? 2 : 1;
      continue;
    }
    if (alt[i] != '(') continue;
    int depth = 0;
    size_t j = i;
    for (; j < alt.size(); ++j) {
      if (alt[j] == '\\') {
        ++j;
        continue;
      }
      if (alt[j] == '(') ++depth;
      if (alt[j] == ')' && --depth == 0) break;
    }
    if (j >= alt.size()) return {};
    char q = j + 1 < alt.size() ? alt[j + 1] : '\0';
    std::string_view inner = alt.substr(i + 1, j - i - 1);
    if (q != '?' && q != '*' && q != '{' && !inner.starts_with("?")) {
      std::vector<std::string> sub = RuleSet::RequiredLiterals(inner);
      if (!sub.empty()) return sub;
    }
    i = j;
  }
  return {};
}

}  // namespace

std::vector<std::string> RuleSet::RequiredLiterals(std::string_view pattern) {
  std::vector<std::string> alts;
  int depth = 0;
  bool in_class = false;
  size_t start = 0;
  for (size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c == '\\') {
      ++i;
      continue;
    }
    if (in_class) {
      if (c == ']') in_class = false;
      continue;
    }
    if (c == '[') in_class = true;
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == '|' && depth == 0) {
      alts.emplace_back(pattern.substr(start, i - start));
      start = i + 1;
    }
  }
  alts.emplace_back(pattern.substr(start));
  std::vector<std::string> lits;
  for (const auto& a : alts) {
    std::string l = LongestLiteral(a);
    if (!l.empty()) {
      lits.push_back(std::move(l));
      continue;
    }
    // No literal run: use the literals of a group every match goes through (`^(ab|cd)x*`).
    std::vector<std::string> sub = GroupLiterals(a);
    if (sub.empty()) return {};
    lits.insert(lits.end(), sub.begin(), sub.end());
  }
  return lits;
}

std::string_view RuleSet::BuiltinText() {
  std::string_view t = kBuiltin;
  if (t.starts_with("\n")) t.remove_prefix(1);
  return t;
}

bool RuleSet::Add(std::string_view text, std::string_view source, std::string* error) {
  std::vector<Rule> added;
  size_t line_no = 0;
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
      return fail("expected 4 or 5 tab-separated fields (target, pattern, library, family, note), got " +
                  std::to_string(f.size()));
    }
    Rule r;
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
    try {
      auto flags = std::regex::ECMAScript | std::regex::optimize | std::regex::nosubs;
      r.re = std::regex(source_pat, flags);
    } catch (const std::regex_error& e) {
      return fail("bad pattern '" + std::string(pat) + "': " + e.what());
    }
    r.literals = RequiredLiterals(pat);
    r.anchored = AllAnchored(pat);
    r.pure = PureLiterals(pat, r.anchored);
    if (r.icase) {
      for (auto& l : r.literals) l = Lower(l);
    }
    for (int k = 2; k <= 3; ++k) {
      if (f[k] == "-") continue;
      if (!ValidTag(f[k])) {
        return fail("bad " + std::string(k == 2 ? "library" : "family") + " '" + std::string(f[k]) +
                    "' (lower case letters, digits, '_', or '-')");
      }
      (k == 2 ? r.library : r.family) = f[k];
    }
    if (r.library.empty() && r.family.empty()) return fail("the rule sets neither library nor family");
    added.push_back(std::move(r));
  }
  for (auto& r : added) {
    any_icase_ |= r.icase;
    rules_.push_back(std::move(r));
  }
  return true;
}

Tags RuleSet::Match(const RuleInput& in) const {
  Tags t;
  bool have_lib = false, have_fam = false;
  // libstdc++'s regex executor recurses per character: bound the text it sees.
  constexpr size_t kMaxText = 4096;
  std::string_view texts[3] = {in.base, in.template_args, in.name};
  std::string lower[3];
  if (any_icase_) {
    for (int k = 0; k < 3; ++k) lower[k] = Lower(texts[k].substr(0, kMaxText));
  }
  for (const Rule& r : rules_) {
    bool wants_lib = !r.library.empty() && !have_lib;
    bool wants_fam = !r.family.empty() && !have_fam;
    if (!wants_lib && !wants_fam) continue;
    int k = static_cast<int>(r.target);
    std::string_view text = texts[k].substr(0, kMaxText);
    std::string_view hay = r.icase ? std::string_view(lower[k]) : text;
    if (!r.literals.empty()) {
      bool hit = false;
      for (const auto& l : r.literals) {
        if (r.pure && r.anchored ? hay.starts_with(l) : hay.find(l) != std::string_view::npos) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
    }
    if (r.pure) {
      // The literal found above is the match.
    } else if (auto flags = r.anchored ? std::regex_constants::match_continuous
                                       : std::regex_constants::match_default;
               !std::regex_search(hay.begin(), hay.end(), r.re, flags)) {
      continue;
    }
    if (wants_lib) {
      t.library = r.library;
      have_lib = true;
    }
    if (wants_fam) {
      t.family = r.family;
      have_fam = true;
    }
    if (have_lib && have_fam) break;
  }
  return t;
}

}  // namespace kc::names
