#include "io/diag.h"

#include <cstdio>
#include <string>

namespace kc {
namespace {
void Print(const std::string& tool, const Location* at, std::string_view prefix,
           std::string_view message) {
  std::string s = tool;
  s += ": ";
  if (at) {
    s += at->file;
    if (at->line) {  // 0: about the whole file (an SQLite database has no lines)
      s += ':';
      s += std::to_string(at->line);
    }
    s += ": ";
  }
  s += prefix;
  // Input text quoted in a message must not break the one-line format: control bytes as \xNN.
  for (char c : message) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      static const char kHex[] = "0123456789abcdef";
      s += "\\x";
      s += kHex[u >> 4];
      s += kHex[u & 15];
    } else {
      s += c;
    }
  }
  s += '\n';
  std::fwrite(s.data(), 1, s.size(), stderr);
}
}  // namespace

bool Diag::Error(const Location& at, std::string_view message) {
  ++errors_;
  Print(tool_, &at, "", message);
  if (!keep_going_ || (max_errors_ && errors_ >= max_errors_)) stopped_ = true;
  return !stopped_;
}

void Diag::Warning(const Location& at, std::string_view message) {
  ++warnings_;
  Print(tool_, &at, "warning: ", message);
}

void Diag::Note(std::string_view message) { Print(tool_, nullptr, "", message); }

}  // namespace kc
