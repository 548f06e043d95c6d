// Strings are copied in runs of bytes that need no escaping; only control characters, quotes,
// backslashes and non-ASCII bytes leave the fast loop. Non-ASCII sequences are validated
// (overlong forms, surrogates and code points above U+10FFFF are invalid) and replaced by U+FFFD.
// The writer puts the comma, key and short values of a member together in its stage buffer and
// appends them at once (json_writer.h).
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
  auto load = [](const char* q) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(q));
  };
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

// out->append(p, n) for the stage. Kept out of line so that the compiler, which knows such n
// are small, does not copy them with `rep movs`, whose start-up cost made short appends the
// most expensive step of writing a record; glibc's memcpy does them in a few vector moves.
[[gnu::noipa]] void AppendShort(std::string* out, const char* p, size_t n) { out->append(p, n); }

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

void JsonWriter::Commit(const char* end) {
  AppendShort(out_, stage_, static_cast<size_t>(end - stage_));
  staged_ = 0;
}

void JsonWriter::Key(std::string_view key) {
  if (staged_) Commit(stage_ + staged_);  // a key without a value before: keep the stage short
  char* p = Begin();
  if (key.size() <= kMaxPlain && IsPlain(key)) {
    *p++ = '"';
    std::memcpy(p, key.data(), key.size());
    p += key.size();
    *p++ = '"';
    *p++ = ':';
    staged_ = static_cast<size_t>(p - stage_);
  } else {
    Commit(p);
    if (!AppendJsonString(out_, key)) ++replaced_;
    *out_ += ':';
  }
  after_key_ = true;
}

void JsonWriter::String(std::string_view s) {
  char* p = Begin();
  if (s.size() <= kMaxPlain && IsPlain(s)) {
    *p++ = '"';
    std::memcpy(p, s.data(), s.size());
    p += s.size();
    *p++ = '"';
    Commit(p);
    return;
  }
  Commit(p);
  if (!AppendJsonString(out_, s)) ++replaced_;
}

void JsonWriter::Number(double v) {
  char* p = Begin();
  if (std::isfinite(v)) {
    p = FormatNumber(p, v);
  } else {
    std::memcpy(p, "null", 4);
    p += 4;
  }
  Commit(p);
}

void JsonWriter::Int(int64_t v) {
  char* p = Begin();
  Commit(std::to_chars(p, p + 24, v).ptr);
}

void JsonWriter::Uint(uint64_t v) {
  char* p = Begin();
  Commit(std::to_chars(p, p + 24, v).ptr);
}

void JsonWriter::Bool(bool v) {
  char* p = Begin();
  std::memcpy(p, v ? "true" : "false", v ? 4 : 5);
  Commit(p + (v ? 4 : 5));
}

void JsonWriter::Null() {
  char* p = Begin();
  std::memcpy(p, "null", 4);
  Commit(p + 4);
}

void JsonWriter::ShapeOrNull(const std::optional<std::array<int64_t, 3>>& v) {
  if (!v) return Null();
  char* p = Begin();
  *p++ = '[';
  for (int i = 0; i < 3; ++i) {
    if (i) *p++ = ',';
    p = std::to_chars(p, p + 24, (*v)[i]).ptr;
  }
  *p++ = ']';
  Commit(p);
}

void JsonWriter::Raw(std::string_view json) {
  char* p = Begin();
  if (json.size() <= static_cast<size_t>(stage_ + kStage - p)) {
    std::memcpy(p, json.data(), json.size());
    Commit(p + json.size());
  } else {
    Commit(p);
    out_->append(json);
  }
}

void JsonWriter::RawObject(std::string_view members) {
  char* p = Begin();
  *p++ = '{';
  Commit(p);
  out_->append(members);
  *out_ += '}';
}

}  // namespace kc
