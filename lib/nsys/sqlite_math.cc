// SQLite 3.36's printf() formats %f by adding a rounding term of 0.5 * 10^-precision (plus
// x * 3e-16, which pushes values a hair below a half upwards) in long double, normalising the
// value to [1, 10) and taking digits one by one, 16 significant digits at most. round() prints
// the value that way and reads it back. Halves therefore round away from zero, and values just
// below a half can too, unlike C's printf; reproducing the algorithm keeps every printed column
// of `nsys stats` equal to ours.
#include "nsys/sqlite_math.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace kc::nsys {
namespace {

char GetDigit(long double* val, int* cnt) {
  if (*cnt <= 0) return '0';
  --*cnt;
  int digit = static_cast<int>(*val);
  long double d = digit;
  *val = (*val - d) * 10.0;
  return static_cast<char>('0' + digit);
}

}  // namespace

std::string Sqlite336Fixed(double x, int precision) {
  static const double kRound[] = {5.0e-01, 5.0e-02, 5.0e-03, 5.0e-04, 5.0e-05,
                                  5.0e-06, 5.0e-07, 5.0e-08, 5.0e-09, 5.0e-10};
  std::string out;
  if (std::isnan(x)) return "NaN";
  long double realvalue = x;
  if (realvalue < 0.0) {
    realvalue = -realvalue;
    out += '-';
  }
  int idx = precision & 0xfff;
  long double rounding = kRound[idx % 10];
  while (idx >= 10) {
    rounding *= 1.0e-10;
    idx -= 10;
  }
  double rx = static_cast<double>(realvalue);
  uint64_t u;
  std::memcpy(&u, &rx, sizeof u);
  int ex = -1023 + static_cast<int>((u >> 52) & 0x7ff);
  if (precision + (ex / 3) < 15) rounding += realvalue * 3e-16;
  realvalue += rounding;
  int exp = 0;
  if (realvalue > 0.0) {
    long double scale = 1.0;
    while (realvalue >= 1e100 * scale && exp <= 350) {
      scale *= 1e100;
      exp += 100;
    }
    while (realvalue >= 1e10 * scale && exp <= 350) {
      scale *= 1e10;
      exp += 10;
    }
    while (realvalue >= 10.0 * scale && exp <= 350) {
      scale *= 10.0;
      exp++;
    }
    realvalue /= scale;
    while (realvalue < 1e-8) {
      realvalue *= 1e8;
      exp -= 8;
    }
    while (realvalue < 1.0) {
      realvalue *= 10.0;
      exp--;
    }
    if (exp > 350) return out + "Inf";
  }
  int e2 = exp;
  int nsd = 16;
  if (e2 < 0) {
    out += '0';
  } else {
    for (; e2 >= 0; e2--) out += GetDigit(&realvalue, &nsd);
  }
  if (precision > 0) out += '.';
  for (e2++; e2 < 0 && precision > 0; precision--, e2++) out += '0';
  while (precision-- > 0) out += GetDigit(&realvalue, &nsd);
  return out;
}

double NsysRound(double x, int digits) {
  if (x < -4503599627370496.0 || x > 4503599627370496.0) return x;
  std::string s = Sqlite336Fixed(x, digits);
  double r = 0;
  std::from_chars(s.data(), s.data() + s.size(), r);
  return r;
}

double Welford::StdDev() const { return n > 1 ? std::sqrt(s / static_cast<double>(n - 1)) : 0.0; }

}  // namespace kc::nsys
