// Strings are copied in runs of bytes that need no escaping; only control characters, quotes,
// backslashes and non-ASCII bytes leave the fast loop. Non-ASCII sequences are validated
// (overlong forms, surrogates and code points above U+10FFFF are invalid) and replaced by U+FFFD.
// The writer formats straight into room made at the end of the string (json_writer.h); strings
// that need escaping, and long ones, are appended by AppendJsonString.
#include "io/json_writer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kc {
namespace {

// Index of the first byte of s[i..] that JSON needs to look at (control, quote, backslash,
// non-ASCII), or s.size(). Sixteen bytes at a time where SSE2 exists.
size_t SkipPlain(std::string_view s, size_t i) {
#if defined(__SSE2__)
  const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
  const __m128i ctl = _mm_set1_epi8(0x1F);
  while (i + 16 <= s.size()) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    // bytes <= 0x1F or >= 0x80: signed compare v < 0x20 catches both (0x80.. are negative)
    __m128i special =
        _mm_or_si128(_mm_cmplt_epi8(v, _mm_add_epi8(ctl, _mm_set1_epi8(1))),
                     _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    int mask = _mm_movemask_epi8(special);
    if (mask) return i + __builtin_ctz(static_cast<unsigned>(mask));
    i += 16;
  }
#endif
  while (i < s.size()) {
    unsigned char ch = static_cast<unsigned char>(s[i]);
    if (ch < 0x20 || ch == '"' || ch == '\\' || ch >= 0x80) break;
    ++i;
  }
  return i;
}

// True when no byte of s needs escaping. Reads only s: whole 16-byte blocks, then its last 16
// bytes (overlapping), or for shorter strings two overlapping words, so that short strings such
// as keys are checked in one vector compare rather than byte by byte.
bool IsPlain(std::string_view s) {
#if defined(__SSE2__)
  const char* p = s.data();
  size_t n = s.size();
  auto special = [](__m128i v) {
    __m128i m = _mm_or_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x20)),  // also >= 0x80 (negative)
                             _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                          _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))));
    return _mm_movemask_epi8(m) != 0;
  };
  auto load = [](const char* q) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(q)); };
  if (n >= 16) {
    for (size_t i = 0; i + 16 <= n; i += 16)
      if (special(load(p + i))) return false;
    return !special(load(p + n - 16));
  }
  if (n >= 8) {
    int64_t a, b;
    std::memcpy(&a, p, 8);
    std::memcpy(&b, p + n - 8, 8);
    return !special(_mm_set_epi64x(b, a));
  }
  if (n >= 4) {
    uint32_t a, b;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, p + n - 4, 4);
    int64_t w = static_cast<int64_t>(a | uint64_t{b} << 32);
    return !special(_mm_set_epi64x(w, w));
  }
#endif
  return SkipPlain(s, 0) == s.size();
}

}  // namespace

size_t Utf8SequenceLength(std::string_view s) {
  auto c = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  auto cont = [&](size_t i) { return i < s.size() && (c(i) & 0xC0) == 0x80; };
  unsigned char b = c(0);
  if (b < 0x80) return 1;
  if (b >= 0xC2 && b <= 0xDF) return cont(1) ? 2 : 0;
  if (b >= 0xE0 && b <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (b == 0xE0 && c(1) < 0xA0) return 0;   // overlong
    if (b == 0xED && c(1) >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (b >= 0xF0 && b <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (b == 0xF0 && c(1) < 0x90) return 0;
    if (b == 0xF4 && c(1) >= 0x90) return 0;
    return 4;
  }
  return 0;
}

bool AppendJsonString(std::string* out, std::string_view s) {
  static const char kHex[] = "0123456789abcdef";
  bool ok = true;
  *out += '"';
  size_t run = 0;
  for (size_t i = SkipPlain(s, 0); i < s.size(); i = SkipPlain(s, i)) {
    unsigned char ch = static_cast<unsigned char>(s[i]);
    out->append(s.data() + run, i - run);
    if (ch >= 0x80) {
      size_t n = Utf8SequenceLength(s.substr(i));
      if (n == 0) {
        *out += "\xEF\xBF\xBD";
        ok = false;
        n = 1;
      } else {
        out->append(s.data() + i, n);
      }
      i += n;
    } else {
      switch (ch) {
        case '"':
          *out += "\\\"";
          break;
        case '\\':
          *out += "\\\\";
          break;
        case '\n':
          *out += "\\n";
          break;
        case '\r':
          *out += "\\r";
          break;
        case '\t':
          *out += "\\t";
          break;
        default:
          *out += "\\u00";
          *out += kHex[ch >> 4];
          *out += kHex[ch & 15];
      }
      ++i;
    }
    run = i;
  }
  out->append(s.data() + run, s.size() - run);
  *out += '"';
  return ok;
}

char* FormatNumber(char* p, double v) {
  if (v == 0) v = 0;  // no "-0"
  // An integral value below 2^53 whose last digit is not 0 has no shorter form than its
  // digits, which are much cheaper to format as an integer; the rest takes the general path.
  if (v > -9007199254740992.0 && v < 9007199254740992.0) {
    int64_t n = static_cast<int64_t>(v);
    if (static_cast<double>(n) == v && (n % 10 != 0 || n == 0))
      return std::to_chars(p, p + 32, n).ptr;
  }
  return std::to_chars(p, p + 32, v).ptr;
}

void AppendNumber(std::string* out, double v) {
  char buf[32];
  out->append(buf, FormatNumber(buf, v));
}

void JsonWriter::Grow(size_t n) {
  size_t used = p_ ? static_cast<size_t>(p_ - out_->data()) : out_->size();
  out_->resize(used + std::max<size_t>(n, 1024));
  p_ = out_->data() + used;
  end_ = out_->data() + out_->size();
}

void JsonWriter::Escaped(char* p, std::string_view s) {
  p_ = p;
  Commit();
  if (!AppendJsonString(out_, s)) ++replaced_;
}

void JsonWriter::Key(std::string_view key) {
  constexpr size_t kShort = 256;  // longer keys and values take the general path
  if (key.size() <= kShort && IsPlain(key)) {
    char* p = Begin(key.size() + 3);
    *p++ = '"';
    std::memcpy(p, key.data(), key.size());
    p += key.size();
    *p++ = '"';
    *p++ = ':';
    p_ = p;
  } else {
    Escaped(Begin(0), key);
    *Room(1) = ':';
    ++p_;
  }
  after_key_ = true;
}

void JsonWriter::String(std::string_view s) {
  if (s.size() <= 4096 && IsPlain(s)) {
    char* p = Begin(s.size() + 2);
    *p++ = '"';
    std::memcpy(p, s.data(), s.size());
    p += s.size();
    *p++ = '"';
    return Done(p);
  }
  Escaped(Begin(0), s);
}

void JsonWriter::Number(double v) {
  char* p = Begin(32);
  if (std::isfinite(v)) {
    p = FormatNumber(p, v);
  } else {
    std::memcpy(p, "null", 4);
    p += 4;
  }
  Done(p);
}

void JsonWriter::Int(int64_t v) {
  char* p = Begin(24);
  Done(std::to_chars(p, p + 24, v).ptr);
}

void JsonWriter::Uint(uint64_t v) {
  char* p = Begin(24);
  Done(std::to_chars(p, p + 24, v).ptr);
}

void JsonWriter::Bool(bool v) {
  char* p = Begin(5);
  std::memcpy(p, v ? "true" : "false", v ? 4 : 5);
  Done(p + (v ? 4 : 5));
}

void JsonWriter::Null() {
  char* p = Begin(4);
  std::memcpy(p, "null", 4);
  Done(p + 4);
}

void JsonWriter::ShapeOrNull(const std::optional<std::array<int64_t, 3>>& v) {
  if (!v) return Null();
  char* p = Begin(3 * 21 + 2);
  *p++ = '[';
  for (int i = 0; i < 3; ++i) {
    if (i) *p++ = ',';
    p = std::to_chars(p, p + 20, (*v)[i]).ptr;
  }
  *p++ = ']';
  Done(p);
}

void JsonWriter::Raw(std::string_view json) {
  char* p = Begin(json.size());
  std::memcpy(p, json.data(), json.size());
  Done(p + json.size());
}

void JsonWriter::RawObject(std::string_view members) {
  char* p = Begin(members.size() + 2);
  *p++ = '{';
  std::memcpy(p, members.data(), members.size());
  p += members.size();
  *p++ = '}';
  Done(p);
}

void JsonWriter::RawMembers(std::string_view members) {
  char* p = Begin(members.size());
  std::memcpy(p, members.data(), members.size());
  p_ = p + members.size();
}

void JsonWriter::Newline() {
  char* p = Room(1);
  *p++ = '\n';
  first_ = true;
  after_key_ = false;
  p_ = p;
  if (!hold_) Commit();
}

std::string NumberText(double v) {
  if (!std::isfinite(v)) return std::isnan(v) ? "nan" : v < 0 ? "-inf" : "inf";
  std::string s;
  AppendNumber(&s, v);
  return s;
}

}  // namespace kc
