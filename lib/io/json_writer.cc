// Strings are copied in runs of bytes that need no escaping; only control characters, quotes,
// backslashes and non-ASCII bytes leave the fast loop. Non-ASCII sequences are validated
// (overlong forms, surrogates and code points above U+10FFFF are invalid) and replaced by U+FFFD.
#include "io/json_writer.h"

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

// SkipPlain over the n bytes at p, which may be followed by up to 15 readable bytes of any value
// (a buffer of ours): whole 16-byte loads, the bytes past n masked off.
size_t SkipPlainPadded(const char* p, size_t n) {
#if defined(__SSE2__)
  const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
  const __m128i ctl = _mm_set1_epi8(0x20);
  for (size_t i = 0; i < n; i += 16) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    __m128i special = _mm_or_si128(
        _mm_cmplt_epi8(v, ctl), _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    unsigned mask = static_cast<unsigned>(_mm_movemask_epi8(special));
    if (n - i < 16) mask &= (1u << (n - i)) - 1;
    if (mask) return i + static_cast<size_t>(__builtin_ctz(mask));
  }
  return n;
#else
  return SkipPlain(std::string_view(p, n), 0);
#endif
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

void AppendNumber(std::string* out, double v) {
  char buf[32];
  if (v == 0) v = 0;  // no "-0"
  // An integral value below 2^53 whose last digit is not 0 has no shorter form than its
  // digits, which are much cheaper to format as an integer; the rest takes the general path.
  if (v > -9007199254740992.0 && v < 9007199254740992.0) {
    int64_t n = static_cast<int64_t>(v);
    if (static_cast<double>(n) == v && (n % 10 != 0 || n == 0)) {
      auto r = std::to_chars(buf, buf + sizeof buf, n);
      out->append(buf, r.ptr);
      return;
    }
  }
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  out->append(buf, r.ptr);
}

bool JsonWriter::AppendPlain(std::string_view s, bool key) {
  // Short strings, and keys, which are nearly always literals of ours, are copied with their
  // separator and quotes into a buffer, checked there (sixteen bytes at a time, the buffer
  // allowing the over-read) and appended at once. Others take the escaping path.
  if (s.size() > kMaxPlain) return false;
  char buf[kMaxPlain + 20];
  size_t n = 0;
  if (!first_ && !after_key_) buf[n++] = ',';
  buf[n++] = '"';
  std::memcpy(buf + n, s.data(), s.size());
  if (SkipPlainPadded(buf + n, s.size()) != s.size()) return false;
  n += s.size();
  buf[n++] = '"';
  if (key) buf[n++] = ':';
  out_->append(buf, n);
  first_ = false;
  after_key_ = key;
  return true;
}

void JsonWriter::Key(std::string_view key) {
  if (AppendPlain(key, true)) return;
  Sep();
  if (!AppendJsonString(out_, key)) ++replaced_;
  *out_ += ':';
  after_key_ = true;
}

void JsonWriter::String(std::string_view s) {
  if (AppendPlain(s, false)) return;
  Sep();
  if (!AppendJsonString(out_, s)) ++replaced_;
}

void JsonWriter::Number(double v) {
  Sep();
  if (std::isfinite(v)) {
    AppendNumber(out_, v);
  } else {
    *out_ += "null";
  }
}

void JsonWriter::Int(int64_t v) {
  char buf[32];
  char* p = buf;
  if (!first_ && !after_key_) *p++ = ',';
  p = std::to_chars(p, buf + sizeof buf, v).ptr;
  out_->append(buf, p);
  first_ = after_key_ = false;
}

void JsonWriter::Uint(uint64_t v) {
  char buf[32];
  char* p = buf;
  if (!first_ && !after_key_) *p++ = ',';
  p = std::to_chars(p, buf + sizeof buf, v).ptr;
  out_->append(buf, p);
  first_ = after_key_ = false;
}

void JsonWriter::Bool(bool v) {
  Sep();
  *out_ += v ? "true" : "false";
}

void JsonWriter::Null() {
  if (!first_ && !after_key_) {
    out_->append(",null", 5);
  } else {
    out_->append("null", 4);
  }
  first_ = after_key_ = false;
}

void JsonWriter::Raw(std::string_view json) {
  Sep();
  out_->append(json);
}

}  // namespace kc
