// ScaleUnit: the unit table (decimal prefixes, times to nanoseconds, rates per second, counts)
// and unknown units.
#include "ncu/units.h"

#include <gtest/gtest.h>

#include <string>

namespace kc::ncu {
namespace {

struct Case {
  std::string unit;
  std::string base;
  int exp10;
  bool known;
};

TEST(ScaleUnit, Table) {
  const Case cases[] = {
      {"", "", 0, true},
      {"%", "%", 0, true},
      {"byte", "byte", 0, true},
      {"Kbyte", "byte", 3, true},
      {"Mbyte", "byte", 6, true},
      {"Gbyte", "byte", 9, true},
      {"Tbyte", "byte", 12, true},
      {"nsecond", "nsecond", 0, true},
      {"ns", "nsecond", 0, true},
      {"usecond", "nsecond", 3, true},
      {"us", "nsecond", 3, true},
      {"msecond", "nsecond", 6, true},
      {"second", "nsecond", 9, true},
      {"hz", "hz", 0, true},
      {"branches", "branches", 0, true},  // ncu 2025: smsp__sass_branch_targets*
      {"branch", "branch", 0, true},
      {"Khz", "hz", 3, true},
      {"Mhz", "hz", 6, true},
      {"Ghz", "hz", 9, true},
      {"byte/second", "byte/second", 0, true},
      {"Kbyte/second", "byte/second", 3, true},
      {"Gbyte/second", "byte/second", 9, true},
      {"Tbyte/second", "byte/second", 12, true},
      {"byte/s", "byte/second", 0, true},
      {"Gbyte/s", "byte/second", 9, true},
      {"byte/usecond", "byte/second", 6, true},
      {"cycle/nsecond", "cycle/second", 9, true},
      {"cycle/usecond", "cycle/second", 6, true},
      {"cycle/msecond", "cycle/second", 3, true},
      {"cycle/second", "cycle/second", 0, true},
      {"sector/nsecond", "sector/second", 9, true},
      {"inst/cycle", "inst/cycle", 0, true},
      {"byte/cycle", "byte/cycle", 0, true},
      {"byte/block", "byte/block", 0, true},
      {"Kbyte/block", "byte/block", 3, true},
      {"register/thread", "register/thread", 0, true},
      {"cycle", "cycle", 0, true},
      {"inst", "inst", 0, true},
      {"warp", "warp", 0, true},
      {"block", "block", 0, true},
      {"sector", "sector", 0, true},
      {"thread", "thread", 0, true},
      {"SM", "SM", 0, true},
      {"pass", "pass", 0, true},  // ncu 2025's profiler__replayer_passes
      {"quux", "quux", 0, false},
      {"quux/frob", "quux/frob", 0, false},
      {"byte/frob", "byte/frob", 0, false},
      {"a/b/c", "a/b/c", 0, false},
  };
  for (const Case& c : cases) {
    UnitScale s = ScaleUnit(c.unit);
    EXPECT_EQ(s.base, c.base) << "'" << c.unit << "'";
    EXPECT_EQ(s.exp10, c.exp10) << "'" << c.unit << "'";
    EXPECT_EQ(s.known, c.known) << "'" << c.unit << "'";
  }
}

}  // namespace
}  // namespace kc::ncu
