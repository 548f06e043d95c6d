#pragma once
// Numbers and lines as profilers print them: thousands separators, decimal scaling to base
// units, byte order marks, excerpts for diagnostics.
#include <string>
#include <string_view>

namespace kc {

/// Parses a plain decimal number with optional thousands separators ("4,963,609,951.19") and
/// multiplies it by 10^exp10 in decimal (29.38 with exp10 3 is exactly 29380). False when `s`
/// is not such a number (as a whole).
bool ParseNumber(std::string_view s, int exp10, double* out);

/// Whether `d` is a whole number that converts to int64_t without overflow (|d| <= 9.2e18;
/// a static_cast of anything else is undefined): counts and launch dimensions read as doubles.
bool IsWholeInt64(double d);

/// Trims ASCII spaces and tabs at both ends.
std::string_view Trim(std::string_view s);

/// `line` without a leading UTF-8 byte order mark (one left mid-stream by `cat a.csv b.csv`).
std::string_view StripBom(std::string_view line);

/// The start of `line` for a diagnostic: at most 60 bytes, cut on a character boundary, with
/// "..." when cut.
std::string Excerpt(std::string_view line);

}  // namespace kc
