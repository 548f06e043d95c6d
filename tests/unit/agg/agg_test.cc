#include <gtest/gtest.h>

#include <algorithm>
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

TEST(Fixed, SaturatesInsteadOfWrapping) {
  const std::string max = "170141183460469231731687303715884105727";  // 2^127 - 1
  Fixed a, b;
  ASSERT_TRUE(a.Parse(max));
  ASSERT_TRUE(b.Parse("1"));
  a.Add(b);
  EXPECT_EQ(a.Text(), max);
  Fixed n;
  ASSERT_TRUE(n.Parse("-" + max));
  n.Add(n);
  EXPECT_EQ(n.Text(), "-" + max);
  Fixed big;  // 39 digits beyond the signed range are refused, not wrapped
  EXPECT_FALSE(big.Parse("170141183460469231731687303715884105728"));
  EXPECT_FALSE(big.Parse("999999999999999999999999999999999999999"));
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

TEST(ParseBy, FieldPaths) {
  std::vector<std::string> by;
  std::string err;
  ASSERT_TRUE(ParseBy("library,family", &by, &err));
  EXPECT_EQ(by, (std::vector<std::string>{"library", "family"}));
  ASSERT_TRUE(ParseBy("family,run.dtype,nvtx.0,shape", &by, &err));
  GroupOptions o;
  o.by = by;
  EXPECT_EQ(o.Facets(), (std::vector<std::string>{"run.dtype", "nvtx.0", "shape"}));
  o.by = {"run.model", "model", "kernel_base"};
  EXPECT_TRUE(o.Facets().empty());
  for (const char* bad : {"library,", "run..dtype", ".run", "a b", "family,family"}) {
    EXPECT_FALSE(ParseBy(bad, &by, &err)) << bad;
    EXPECT_FALSE(err.empty());
  }
}

TEST(Facets, ValuesOfRecords) {
  simdjson::dom::parser parser;
  simdjson::dom::object obj;
  ASSERT_FALSE(parser
                   .parse(std::string(R"({"run":{"dtype":"bf16","batch":8},"grid":[100,2,1],)"
                                      R"("block":[256,1,1],"nvtx":["a","b"],"stream":"7"})"))
                   .get_object()
                   .get(obj));
  auto facet = [&](std::string_view path) {
    std::string s;
    AppendFacet(obj, path, &s);
    return s;
  };
  EXPECT_EQ(facet("run.dtype"), "\"bf16\"");
  EXPECT_EQ(facet("run.batch"), "8");
  EXPECT_EQ(facet("run.gpu"), "null");
  EXPECT_EQ(facet("stream"), "\"7\"");
  EXPECT_EQ(facet("grid"), "[100,2,1]");
  EXPECT_EQ(facet("shape"), "\"blocks<=256 threads=256\"");
  EXPECT_EQ(facet("nvtx"), "\"b\"");
  EXPECT_EQ(facet("nvtx.0"), "\"a\"");
  EXPECT_EQ(facet("nvtx.2"), "null");
  EXPECT_EQ(FacetText("\"bf16\""), "bf16");
  EXPECT_EQ(FacetText("null"), "");
  EXPECT_EQ(FacetText("[100,2,1]"), "[100,2,1]");
  EXPECT_EQ(FacetAt("\"a\"\x1fnull\x1f" "8", 1), "null");
  EXPECT_EQ(FacetAt("\"a\"\x1fnull\x1f" "8", 2), "8");
}

// Adds each JSON line to `a`; returns the errors, "" for records taken.
std::vector<std::string> AddAll(Aggregator* a, const std::vector<std::string>& lines) {
  simdjson::dom::parser parser;
  std::vector<std::string> errors;
  for (const std::string& l : lines) {
    simdjson::dom::object obj;
    EXPECT_FALSE(parser.parse(l).get_object().get(obj)) << l;
    errors.push_back(a->Add(obj, {"test", 1}));
  }
  return errors;
}

TEST(Aggregator, RejectedRecordLeavesNoTrace) {
  Aggregator a(GroupOptions{});
  const std::string ok =
      R"({"type":"ncu_kernel","run":{"model":"m"},"kernel_key":"k","family":"gemm",)"
      R"("metrics":{"gpu__time_duration.sum":10},"bound":"memory","signals":["s"]})";
  EXPECT_EQ(AddAll(&a, {ok,
                        // Same cell, rejected after its tags, metrics and signals were read.
                        R"({"type":"ncu_kernel","run":{"model":"m"},"kernel_key":"k",)"
                        R"("family":"aaa","metrics":{"gpu__time_duration.sum":99},)"
                        R"("bound":"sideways","signals":["s"]})",
                        // A new cell, rejected.
                        R"({"type":"nsys_kernel_summary","run":{"model":"m"},)"
                        R"("kernel_key":"k2","instances":1})"}),
            (std::vector<std::string>{"", "unknown bound 'sideways'",
                                      "nsys_kernel_summary without a numeric total_ns"}));
  std::vector<const Cell*> cells = a.SortedCells();
  ASSERT_EQ(cells.size(), 1u);
  Aggregator once(GroupOptions{});
  AddAll(&once, {ok});
  std::string got, want;
  a.WritePartial(&got);
  once.WritePartial(&want);
  EXPECT_EQ(got, want);
}

TEST(Aggregator, FirstOfRepeatedMembersAndCellsByModelAndKey) {
  Aggregator a(GroupOptions{});
  EXPECT_EQ(
      AddAll(
          &a,
          {R"({"type":"nsys_kernel_launch","kernel_key":"k","duration_ns":5,"duration_ns":7})",
           R"({"type":"nsys_kernel_launch","run":{"model":"m"},"kernel_key":"k","duration_ns":1})",
           R"({"type":"nsys_kernel_launch","run":{"model":"m"},"kernel_key":"k","duration_ns":2})",
           R"({"type":"nsys_kernel_launch","run":{"model":"k"},"kernel_key":"m","duration_ns":4})"}),
      (std::vector<std::string>{"", "", "", ""}));
  std::vector<const Cell*> cells = a.SortedCells();
  ASSERT_EQ(cells.size(), 3u);
  EXPECT_EQ(cells[0]->model, "");  // no model sorts first
  EXPECT_EQ(cells[0]->nsys_launch.ns.Value(), 5);
  EXPECT_EQ(cells[1]->model, "k");
  EXPECT_EQ(cells[2]->model, "m");
  EXPECT_EQ(cells[2]->nsys_launch.launches, 2u);
  EXPECT_EQ(cells[2]->nsys_launch.min_ns, 1);
  EXPECT_EQ(cells[2]->nsys_launch.max_ns, 2);
  EXPECT_EQ(cells[2]->nsys_summary.records, 0u);
}

TEST(Aggregator, ManyCellsKeepTheirSums) {
  // Enough cells to grow the index several times; every cell is found again.
  Aggregator a(GroupOptions{});
  simdjson::dom::parser parser;
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < 5000; ++i) {
      std::string l = R"({"type":"nsys_kernel_launch","run":{"model":"m)" + std::to_string(i % 7) +
                      R"("},"kernel_key":"k)" + std::to_string(i) + R"(","duration_ns":)" +
                      std::to_string(i) + "}";
      simdjson::dom::object obj;
      ASSERT_FALSE(parser.parse(l).get_object().get(obj));
      ASSERT_EQ(a.Add(obj, {"test", 1}), "");
    }
  std::vector<const Cell*> cells = a.SortedCells();
  ASSERT_EQ(cells.size(), 5000u);
  for (const Cell* c : cells) {
    int i = std::stoi(c->kernel_key.substr(1));
    EXPECT_EQ(c->model, "m" + std::to_string(i % 7));
    EXPECT_EQ(c->nsys_launch.records, 2u);
    EXPECT_EQ(c->nsys_launch.ns.Value(), 2.0 * i);
  }
}

TEST(Cell, SmallWithoutNcuStatistics) {
  // Millions of (model, kernel) cells: one without ncu records holds its names, nsys sums and a
  // null pointer; the ncu statistics (~700 bytes) come with the first ncu record.
  static_assert(sizeof(Cell) <= 352);  // 320 before cells kept their --by facets
  Aggregator a(GroupOptions{});
  EXPECT_EQ(AddAll(&a, {R"({"type":"nsys_kernel_launch","kernel_key":"k","duration_ns":5})",
                        R"({"type":"ncu_kernel","kernel_key":"n","metrics":{},"bound":"memory"})"}),
            (std::vector<std::string>{"", ""}));
  std::vector<const Cell*> cells = a.SortedCells();
  ASSERT_EQ(cells.size(), 2u);
  EXPECT_EQ(cells[0]->ncu_stats, nullptr);
  EXPECT_EQ(cells[0]->classified(), 0u);
  ASSERT_NE(cells[1]->ncu_stats, nullptr);
  EXPECT_EQ(cells[1]->classified(), 1u);
  // Merging a cell without them does not allocate them.
  Cell c;
  c.Merge(*cells[0]);
  EXPECT_EQ(c.ncu_stats, nullptr);
  c.Merge(*cells[1]);
  EXPECT_EQ(c.ncu().bounds[1], 1u);
}

// Reads an ncu record with these `key_metrics` (kclassify's); fails the test when it is rejected.
Contribution ReadKeyMetrics(simdjson::dom::parser& parser, const std::string& key_metrics) {
  std::string line = R"({"type":"ncu_kernel","kernel_key":"k","metrics":{"sm__sol_pct":9},)"
                     R"("key_metrics":)" + key_metrics + "}";
  simdjson::dom::object obj;
  EXPECT_FALSE(parser.parse(line).get_object().get(obj)) << line;
  Contribution r;
  bool skipped = false;
  EXPECT_EQ(ReadRecord(obj, &r, &skipped), "") << line;
  return r;
}

TEST(ReadRecord, KeyMetricsAreKclassifysNotTheMetrics) {
  simdjson::dom::parser parser;
  // Every key metric kagg aggregates, by kclassify's name; the ncu metrics are not read.
  for (int id = kSmPct; id <= kDurationNs; ++id) {
    Contribution r =
        ReadKeyMetrics(parser, "{\"" + std::string(MetricName(id)) + "\":7,\"other\":3}");
    EXPECT_TRUE(r.has[id] && r.value[id] == 7) << MetricName(id);
    EXPECT_EQ(std::count(r.has.begin(), r.has.end(), true), 1) << MetricName(id);
  }
  // Null (unknown) stays unknown; a record without key_metrics (not classified) has none.
  Contribution r = ReadKeyMetrics(parser, R"({"sm_pct":null,"duration_ns":5})");
  EXPECT_FALSE(r.has[kSmPct]);
  EXPECT_EQ(r.value[kDurationNs], 5);
  std::string line = R"({"type":"ncu_kernel","kernel_key":"k","metrics":{"gpu__time_duration.sum":5}})";
  simdjson::dom::object obj;
  ASSERT_FALSE(parser.parse(line).get_object().get(obj));
  bool skipped = false;
  ASSERT_EQ(ReadRecord(obj, &r, &skipped), "");
  EXPECT_EQ(std::count(r.has.begin(), r.has.end(), true), 0);
}

TEST(ReadRecord, KclassifysFieldsOfTheWrongTypeAreRejectedNotSkipped) {
  simdjson::dom::parser parser;
  const std::pair<const char*, const char*> bad[] = {
      {R"("key_metrics":{"sm_pct":"high"})", "key_metrics.sm_pct is not a number or null"},
      {R"("key_metrics":[1])", "key_metrics is not an object (kclassify writes one)"},
      {R"("est_speedup_pct":{"small_grid":150})",
       "est_speedup_pct.small_grid is not a percentage (0 to 100)"},
      {R"("est_speedup_pct":{"small_grid":"12"})",
       "est_speedup_pct.small_grid is not a percentage (0 to 100)"},
  };
  for (const auto& [member, error] : bad) {
    std::string line =
        std::string(R"({"type":"ncu_kernel","kernel_key":"k","metrics":{},)") + member + "}";
    simdjson::dom::object obj;
    ASSERT_FALSE(parser.parse(line).get_object().get(obj)) << line;
    Contribution r;
    bool skipped = false;
    EXPECT_EQ(ReadRecord(obj, &r, &skipped), error) << line;
  }
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
  std::string csv, md, text;
  AppendCsv(t, &csv);
  AppendText(t, true, &md);
  AppendText(t, false, &text);
  EXPECT_EQ(csv, "name,value\n\"void k<int, float>(int)\",1\n\"say \"\"hi\"\"\",\na|b,2\n");
  EXPECT_EQ(md,
            "| name | value |\n|---|---:|\n| `void k<int, float>(int)` | 1 |\n"
            "| `say \"hi\"` |  |\n| `a\\|b` | 2 |\n");
  EXPECT_EQ(text,
            "name                     value\n-----------------------  -----\n"
            "void k<int, float>(int)      1\nsay \"hi\"\na|b                          2\n");
}

TEST(MarkdownCell, TextStaysTextOnGitHub) {
  EXPECT_EQ(MarkdownCell("bert_base 12.5 % (x)"), "bert_base 12.5 % (x)");
  EXPECT_EQ(MarkdownCell("FillFunctor<float>"), "`FillFunctor<float>`");
  EXPECT_EQ(MarkdownCell("__nv_static"), "`__nv_static`");  // '_' not between letters
  EXPECT_EQ(MarkdownCell("www.example.com"), "`www.example.com`");
  EXPECT_EQ(MarkdownCell("http://x"), "`http://x`");
  EXPECT_EQ(MarkdownCell("a`b``c"), "```a`b``c```");
  EXPECT_EQ(MarkdownCell("`x"), "`` `x ``");
  EXPECT_EQ(MarkdownCell("a\\|b\n"), "`a\\\\|b `");
}

TEST(KernelLabel, BaseWithArgumentsOrFeatures) {
  EXPECT_EQ(KernelLabel("at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<"
                        "c10::Half>>",
                        "at::native::vectorized_elementwise_kernel"),
            "vectorized_elementwise_kernel<4, FillFunctor<Half>>");
  EXPECT_EQ(KernelLabel("ampere_sgemm_128x64_nn", "ampere_sgemm_128x64_nn"),
            "ampere_sgemm_128x64_nn");
  // Too long: cut, then the features knorm reads from the name.
  EXPECT_EQ(KernelLabel("sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_"
                        "warpsize2x2x1_tensor16x8x16_kernel",
                        ""),
            "sm80_xmma_gemm_f16f16\u2026 [sm80 fp16 fp32 128x128x32 tn s4]");
  EXPECT_EQ(KernelLabel("", "(anonymous namespace)::k"), "k");
  EXPECT_EQ(KernelLabel("f<std::vector<int>::iterator>", ""), "f<iterator>");
}

TEST(HtmlEscape, Specials) {
  EXPECT_EQ(HtmlEscape("void k<T>(a&b, \"c\")"), "void k&lt;T&gt;(a&amp;b, &quot;c&quot;)");
}

}  // namespace
}  // namespace kc::agg
