#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "agg/aggregator.h"
#include "agg/cell.h"
#include "agg/html.h"
#include "agg/render.h"
#include "agg/table.h"

namespace kc::agg {
namespace {

TEST(Fixed, SumIsIndependentOfOrderAndSplit) {
  const double xs[] = {0.1, 1e12, 3.333333333, -2.5, 7e-9, 123456.789};
  Fixed a, b, c;
  for (double x : xs) a.Add(x);
  for (int i = 5; i >= 0; --i) b.Add(xs[i]);
  Fixed part1, part2;
  for (int i = 0; i < 3; ++i) part1.Add(xs[i]);
  for (int i = 3; i < 6; ++i) part2.Add(xs[i]);
  c.Add(part1);
  c.Add(part2);
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, c);
}

TEST(Fixed, TextRoundTrip) {
  Fixed a;
  a.Add(-12345.678901234);
  Fixed b;
  ASSERT_TRUE(b.Parse(a.Text()));
  EXPECT_EQ(a, b);
  EXPECT_FALSE(b.Parse("12x"));
  EXPECT_FALSE(b.Parse(""));
}

TEST(ParseBy, KnownFieldsOnly) {
  std::vector<std::string> by;
  std::string err;
  ASSERT_TRUE(ParseBy("library,family", &by, &err));
  EXPECT_EQ(by, (std::vector<std::string>{"library", "family"}));
  EXPECT_FALSE(ParseBy("library,shoe_size", &by, &err));
  EXPECT_NE(err.find("shoe_size"), std::string::npos) << err;
}

TEST(EscapeRegex, Metacharacters) {
  EXPECT_EQ(EscapeRegex("a.b*c"), "a\\.b\\*c");
  EXPECT_EQ(EscapeRegex("k(x)[y]{z}|^$+?\\"), "k\\(x\\)\\[y\\]\\{z\\}\\|\\^\\$\\+\\?\\\\");
  EXPECT_EQ(EscapeRegex("plain_name"), "plain_name");
}

TEST(Table, CsvQuotingAndMarkdownPipes) {
  Table t;
  t.header = {"name", "value"};
  t.numeric = {false, true};
  t.rows = {{"void k<int, float>(int)", "1"}, {"say \"hi\"", ""}, {"a|b", "2"}};
  std::string csv, md;
  AppendCsv(t, &csv);
  AppendMarkdown(t, &md);
  EXPECT_EQ(csv, "name,value\n\"void k<int, float>(int)\",1\n\"say \"\"hi\"\"\",\na|b,2\n");
  EXPECT_NE(md.find("a\\|b"), std::string::npos) << md;
  EXPECT_NE(md.find("|---|---:|"), std::string::npos) << md;
}

TEST(HtmlEscape, Specials) {
  EXPECT_EQ(HtmlEscape("void k<T>(a&b, \"c\")"), "void k&lt;T&gt;(a&amp;b, &quot;c&quot;)");
}

}  // namespace
}  // namespace kc::agg
