#pragma once
// The arithmetic of `nsys stats` (nsys 2022.4), reproduced so that summaries computed from an
// SQLite export equal what nsys prints: its SQL runs in the SQLite 3.36 bundled with nsys, with
// the median() and stdev() of SQLite's extension-functions.c.
#include <cstdint>
#include <string>

namespace kc::nsys {

/// SQLite 3.36's printf("%.Nf", x): long double arithmetic, a rounding term added before the
/// digits are extracted, at most 16 significant digits.
std::string Sqlite336Fixed(double x, int precision);

/// SQLite 3.36's round(x, digits) for digits > 0 (what `round(avg(...), 1)` gives in nsys).
double NsysRound(double x, int digits);

/// Running sample standard deviation as extension-functions.c computes stdev(): Welford's
/// update in double, sqrt(S / (n - 1)), and 0 for fewer than two values.
struct Welford {
  int64_t n = 0;
  double mean = 0, s = 0;
  void Add(double x) {
    ++n;
    double delta = x - mean;
    mean += delta / static_cast<double>(n);
    s += delta * (x - mean);
  }
  double StdDev() const;
};

}  // namespace kc::nsys
