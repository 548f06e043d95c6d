// ParseValue / ParseNumber: thousands separators, exact decimal scaling, null markers, text,
// instance lists, and the JSON form.
#include "ncu/value.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>

namespace kc::ncu {
namespace {

struct NumCase {
  std::string in;
  int exp10;
  double want;
};

TEST(ParseNumber, Accepts) {
  const NumCase cases[] = {
      {"0", 0, 0},
      {"42", 0, 42},
      {"-7.5", 0, -7.5},
      {"+3", 0, 3},
      {"1,024", 0, 1024},
      {"12,319,469", 0, 12319469},
      {"4,963,609,951.19", 0, 4963609951.19},
      {"9,495.42", 0, 9495.42},
      {"29.38", 3, 29380},      // usecond -> nsecond, exactly
      {"1.22", 6, 1220000},     // msecond -> nsecond
      {"0.1", 9, 100000000},    // Gbyte -> byte
      {"167.94", 3, 167940},    // Kbyte -> byte
      {"1.51", 9, 1510000000},  // Ghz -> hz
      {"1,029.38", 3, 1029380},
      {"2.5e3", 0, 2500},
      {"1E-3", 3, 1},
      {"123456", -3, 123.456},
      {"0.000001", 6, 1},
  };
  for (const NumCase& c : cases) {
    double v = -1;
    ASSERT_TRUE(ParseNumber(c.in, c.exp10, &v)) << c.in;
    EXPECT_EQ(v, c.want) << c.in << " e" << c.exp10;  // exact, not near
  }
}

TEST(ParseNumber, Rejects) {
  for (std::string s : {"", "-", ".", "abc", "1,2", "1,23", "1,2345", ",123", "1.2.3", "12a", "1 2",
                        "1,234.5,6", "1e", "1e+", "0x10", "n/a"}) {
    double v = 0;
    EXPECT_FALSE(ParseNumber(s, 0, &v)) << s;
  }
}

TEST(ParseNumber, ScalingIsDecimalNotBinary) {
  // 29.38 * 1000 in binary floating point is 29380.000000000004; decimal scaling gives 29380.
  double v = 0;
  ASSERT_TRUE(ParseNumber("29.38", 3, &v));
  EXPECT_EQ(v, 29380.0);
  ASSERT_TRUE(ParseNumber("0.07", 3, &v));
  EXPECT_EQ(v, 70.0);
  ASSERT_TRUE(ParseNumber("4.35", 2, &v));
  EXPECT_EQ(v, 435.0);
}

TEST(IsWholeInt64, OnlyWholeNumbersThatFit) {
  EXPECT_TRUE(IsWholeInt64(0));
  EXPECT_TRUE(IsWholeInt64(-256));
  EXPECT_TRUE(IsWholeInt64(9.2e18));
  EXPECT_FALSE(IsWholeInt64(1.5));
  EXPECT_FALSE(IsWholeInt64(9.3e18));
  EXPECT_FALSE(IsWholeInt64(-3.3e56));
  EXPECT_FALSE(IsWholeInt64(std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(IsWholeInt64(std::numeric_limits<double>::quiet_NaN()));
}

TEST(ParseValue, Nulls) {
  for (std::string s : {"", "   ", "n/a", "N/A", "nan", "-nan", "NaN", "inf", "-inf", "(!) nan",
                        "(!) n/a", "(!) 12", "-", "--", " n/a "}) {
    Value v = ParseValue(s, 3);
    EXPECT_EQ(v.kind, Value::kNull) << "'" << s << "'";
  }
}

TEST(ParseValue, Numbers) {
  Value v = ParseValue(" 1,234.5 ", 3);
  ASSERT_EQ(v.kind, Value::kNumber);
  EXPECT_EQ(v.number, 1234500);
  EXPECT_TRUE(v.instances.empty());
}

TEST(ParseValue, Text) {
  for (std::string s :
       {"CachePreferNone", "NVIDIA H100 80GB HBM3", "Spread", "1.2.3", "sm_80", "(256, 1, 1)"}) {
    Value v = ParseValue(s);
    ASSERT_EQ(v.kind, Value::kText) << s;
    EXPECT_EQ(v.text, s);
  }
  Value v = ParseValue("  padded text\t");
  ASSERT_EQ(v.kind, Value::kText);
  EXPECT_EQ(v.text, "padded text");
}

TEST(ParseValue, InstanceLists) {
  Value v = ParseValue("2338 (8; 8; 9)");
  ASSERT_EQ(v.kind, Value::kNumber);
  EXPECT_EQ(v.number, 2338);
  EXPECT_EQ(v.instances, "8; 8; 9");

  v = ParseValue("3.50 (1.25; 2.25)", 3);
  ASSERT_EQ(v.kind, Value::kNumber);
  EXPECT_EQ(v.number, 3500);
  EXPECT_EQ(v.instances, "1.25; 2.25");

  v = ParseValue("1,024 (256; 256; 256; 256)");
  ASSERT_EQ(v.kind, Value::kNumber);
  EXPECT_EQ(v.number, 1024);
  EXPECT_EQ(v.instances, "256; 256; 256; 256");
}

TEST(ValueProblem, TextUnderAUnitAndNegativeTimes) {
  const UnitScale us = ScaleUnit("usecond"), sector = ScaleUnit("sector"), pct = ScaleUnit("%"),
                  none = ScaleUnit(""), rate = ScaleUnit("Gbyte/second");
  EXPECT_EQ(ValueProblem(ParseValue("1.234.567"), sector), "not a number");
  EXPECT_EQ(ValueProblem(ParseValue("-12.9"), us), "negative");
  EXPECT_EQ(ValueProblem(ParseValue("12.9"), us), "");
  EXPECT_EQ(ValueProblem(ParseValue("n/a"), us), "");
  // ncu prints some derived counts, percentages and rates below zero: kept (NegativeValues warns)
  EXPECT_EQ(ValueProblem(ParseValue("-3"), sector), "");
  EXPECT_EQ(ValueProblem(ParseValue("-33.3"), pct), "");
  EXPECT_EQ(ValueProblem(ParseValue("-1.25"), rate), "");
  // no unit: text and numbers of any sign are values
  EXPECT_EQ(ValueProblem(ParseValue("-7"), none), "");
  EXPECT_EQ(ValueProblem(ParseValue("CachePreferNone"), none), "");
}

TEST(NegativeValues, WarnsOncePerMetric) {
  Diag diag("ncu2jsonl");
  NegativeValues neg;
  const UnitScale sector = ScaleUnit("sector"), us = ScaleUnit("usecond");
  testing::internal::CaptureStderr();
  neg.Check(ParseValue("-3"), sector, "lts__a.sum", "-3", {"f.csv", 3}, diag);
  neg.Check(ParseValue("-2,102"), sector, "lts__a.sum", "-2,102", {"f.csv", 4}, diag);
  neg.Check(ParseValue("-8"), sector, "lts__b.sum", "-8", {"f.csv", 4}, diag);
  neg.Check(ParseValue("5"), sector, "lts__c.sum", "5", {"f.csv", 4}, diag);
  neg.Check(ParseValue("-1"), us, "gpu__time_duration.sum", "-1", {"f.csv", 5}, diag);  // an error
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(diag.warnings(), 2u);
  EXPECT_NE(err.find("f.csv:3: warning: metric 'lts__a.sum': negative value '-3' kept"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("f.csv:4: warning: metric 'lts__b.sum'"), std::string::npos) << err;
}

TEST(AppendValueJson, Forms) {
  struct C {
    std::string in;
    int exp10;
    std::string json;
  } cases[] = {
      {"29.38", 3, "29380"},
      {"4,963,609,951.19", 0, "4963609951.19"},
      {"1.51", 9, "1.51e+09"},  // to_chars picks the shorter scientific form
      {"-0", 0, "0"},
      {"n/a", 0, "null"},
      {"(!) nan", 0, "null"},
      {"CachePreferNone", 0, "\"CachePreferNone\""},
      {"say \"x\"", 0, "\"say \\\"x\\\"\""},
      {"2338 (8; 8; 9)", 0, "2338"},
  };
  for (const C& c : cases) {
    std::string out;
    AppendValueJson(&out, ParseValue(c.in, c.exp10));
    EXPECT_EQ(out, c.json) << c.in;
  }
}

TEST(Trim, Table) {
  EXPECT_EQ(Trim(""), "");
  EXPECT_EQ(Trim("  "), "");
  EXPECT_EQ(Trim(" \ta b\t "), "a b");
  EXPECT_EQ(Trim("x"), "x");
}

}  // namespace
}  // namespace kc::ncu
