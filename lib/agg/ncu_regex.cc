// The pattern of a kernel's name as ncu prints it, built from the canonical kernel_key: the key is
// cut into tokens (names, numbers, punctuation) and each token is matched as itself, with the
// spacing between tokens left free, since the demangler of nsys (which chose the top kernels) and
// the one of ncu (which must find them) space and cast differently. Tokens whose spelling differs
// more (lambdas, cv-qualifiers, function types) make the pattern fall back to the kernel_base.
#include "agg/ncu_regex.h"

#include <cctype>

#include "agg/render.h"

namespace kc::agg {
namespace {

constexpr std::string_view kAnon = "(anonymous namespace)";
constexpr std::string_view kAnonPattern = "(\\(anonymous namespace\\)|<unnamed>)";

bool IsWordStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IsWord(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool IsDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// A qualified name: its (anonymous namespace) parts in either spelling, `:` written `.`.
std::string NamePattern(std::string_view name) {
  std::string r;
  size_t i = 0;
  while (i < name.size()) {
    if (name.substr(i, kAnon.size()) == kAnon) {
      r += kAnonPattern;
      i += kAnon.size();
    } else if (name[i] == ':') {
      r += '.';
      ++i;
    } else {
      r += EscapeRegex(name.substr(i, 1));
      ++i;
    }
  }
  return r;
}

// The pattern of a template argument list "<...>", or "" when a token is not one it follows.
std::string ArgsPattern(std::string_view args) {
  std::string r;
  bool prev_word = false, prev_scope = false, first = true;
  size_t i = 0;
  while (i < args.size()) {
    char c = args[i];
    if (c == ' ') {
      ++i;
      continue;
    }
    std::string tok;
    bool word = false, scope = false;
    if (args.substr(i, kAnon.size()) == kAnon) {
      tok = kAnonPattern;
      i += kAnon.size();
    } else if (IsWordStart(c)) {
      size_t j = i;
      while (j < args.size() && IsWord(args[j])) ++j;
      std::string_view w = args.substr(i, j - i);
      if (w == "const" || w == "volatile" || w == "lambda" || w == "decltype") return {};
      tok = std::string(w);
      word = true;
      i = j;
    } else if (IsDigit(c) || (c == '-' && i + 1 < args.size() && IsDigit(args[i + 1]))) {
      size_t j = i + 1;
      while (j < args.size() && IsDigit(args[j])) ++j;
      while (j < args.size() && std::string_view("uUlL").find(args[j]) != std::string_view::npos)
        ++j;
      std::string_view n = args.substr(i, j - i);
      while (!n.empty() && !IsDigit(n.back())) n.remove_suffix(1);
      tok = "(\\([a-z ]+\\))?" + std::string(n) + "[uUlL]*";
      word = true;
      i = j;
    } else if (args.substr(i, 2) == "::") {
      tok = "..";
      scope = true;
      i += 2;
    } else if (std::string_view("<>,*&").find(c) != std::string_view::npos) {
      tok = EscapeRegex(args.substr(i, 1));
      ++i;
    } else {
      return {};  // ( ) { } [ ] # . and the like: spelled differently by other demanglers
    }
    // Names joined by `::` stay together; elsewhere the spacing is free, at least one space
    // between two words ("unsigned int").
    if (!first && !scope && !prev_scope) r += prev_word && word ? " +" : " *";
    r += tok;
    prev_word = word;
    prev_scope = scope;
    first = false;
  }
  return r;
}

}  // namespace

std::string NcuNamePattern(std::string_view key, std::string_view base) {
  std::string name = NamePattern(base);
  if (key.size() > base.size() + 1 && key.substr(0, base.size()) == base &&
      key[base.size()] == '<' && key.back() == '>') {
    std::string args = ArgsPattern(key.substr(base.size()));
    if (!args.empty()) return name + " *" + args + "( *\\(|$)";
  }
  return name + "( *[<(]|$)";
}

}  // namespace kc::agg
