// Numbers are parsed by copying their digits (without separators and the decimal point) into a
// small buffer with a decimal exponent and reading that with std::from_chars, so scaling by a
// power of ten happens in decimal and the result is the double nearest the printed value.
#include "io/number.h"

#include <charconv>
#include <cmath>

namespace kc {

std::string_view Trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) --e;
  return s.substr(b, e - b);
}

std::string_view StripBom(std::string_view line) {
  return line.starts_with("\xEF\xBB\xBF") ? line.substr(3) : line;
}

std::string Excerpt(std::string_view line) {
  constexpr size_t kMax = 60;
  if (line.size() <= kMax) return std::string(line);
  size_t n = kMax;
  while (n > 0 && (static_cast<unsigned char>(line[n]) & 0xC0) == 0x80) --n;
  return std::string(line.substr(0, n)) + "...";
}

bool IsWholeInt64(double d) {
  return std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= 9.2e18;
}

bool ParseNumber(std::string_view s, int exp10, double* out) {
  char buf[96];
  size_t n = 0;
  size_t i = 0;
  if (s.empty()) return false;
  if (s[0] == '-' || s[0] == '+') {
    if (s[0] == '-') buf[n++] = '-';
    ++i;
  }
  int frac = 0;
  bool digits = false, dot = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c >= '0' && c <= '9') {
      if (n >= 64) return false;
      buf[n++] = c;
      digits = true;
      if (dot) ++frac;
    } else if (c == ',' && digits && !dot) {
      // thousands separator: exactly three digits must follow
      for (int k = 1; k <= 3; ++k)
        if (i + k >= s.size() || s[i + k] < '0' || s[i + k] > '9') return false;
      if (i + 4 < s.size() && s[i + 4] >= '0' && s[i + 4] <= '9') return false;
    } else if (c == '.' && !dot) {
      dot = true;
    } else {
      break;
    }
  }
  if (!digits) return false;
  int e = 0;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    bool neg = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
    if (i >= s.size()) return false;
    auto r = std::from_chars(s.data() + i, s.data() + s.size(), e);
    if (r.ec != std::errc()) return false;
    i = r.ptr - s.data();
    if (neg) e = -e;
  }
  if (i != s.size()) return false;
  int total = e - frac + exp10;
  if (total != 0) {
    buf[n++] = 'e';
    auto r = std::to_chars(buf + n, buf + sizeof buf, total);
    n = r.ptr - buf;
  }
  double v;
  auto r = std::from_chars(buf, buf + n, v);
  if (r.ec == std::errc::result_out_of_range) {
    // Out of double range: keep the sign, report infinity/zero as the closest values.
    return false;
  }
  if (r.ec != std::errc()) return false;
  *out = v;
  return true;
}

}  // namespace kc
