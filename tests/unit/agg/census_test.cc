// ComputeCensus: the results are the same whether the cells come from an Aggregator or from a
// partial state in a file, and whether they are sorted by group in memory or in runs spilled to
// temporary files and merged (a budget of one byte spills every cell), for every output.
#include "agg/census.h"
#include "agg/diff.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "agg/html.h"
#include "agg/render.h"
#include "io/temp_file.h"

namespace kc::agg {
namespace {

// Records of 7 models x 40 kernels: nsys summaries for most models, ncu records (classified,
// with metrics, signals and stalls) for some kernels; families and libraries repeat, so that
// groups of --by family span many cells.
std::vector<std::string> Records() {
  std::vector<std::string> r;
  const char* fams[] = {"gemm", "elementwise", "reduce", "attention", "copy"};
  const char* libs[] = {"cublas", "aten", "triton"};
  const char* bounds[] = {"compute", "memory", "latency"};
  for (int m = 0; m < 7; ++m) {
    for (int k = 0; k < 40; ++k) {
      std::string model = m == 6 ? "null" : "\"m" + std::to_string(m) + "\"";
      std::string tags = "\"kernel_key\":\"ns::k" + std::to_string(k % 23) + "<" +
                         std::to_string(k) + ">\",\"kernel_base\":\"ns::k" +
                         std::to_string(k % 23) + "\",\"family\":\"" + fams[k % 5] +
                         "\",\"library\":\"" + libs[(k + m) % 3] + "\"";
      if (m % 3 != 2)
        r.push_back("{\"type\":\"nsys_kernel_summary\",\"schema_version\":1,\"run\":{\"model\":" +
                    model + "}," + tags + ",\"total_ns\":" + std::to_string(1000.1234567 + 37.77 * k * (m + 1)) +
                    ",\"instances\":" + std::to_string(1 + k % 4) + "}");
      if (k % 3 == 0)
        r.push_back(
            "{\"type\":\"ncu_kernel\",\"schema_version\":1,\"run\":{\"model\":" + model + "}," +
            tags + ",\"metrics\":{\"gpu__time_duration.sum\":" + std::to_string(900.3 + 11.1 * k) +
            ",\"sm__throughput.avg.pct_of_peak_sustained_elapsed\":" + std::to_string(10 + k) +
            ",\"lts__t_sector_hit_rate.pct\":" + std::to_string(30 + m) + "},\"bound\":\"" +
            bounds[k % 3] + "\",\"signals\":[\"occupancy_limited_registers\"],\"stall_top\":[{" +
            "\"reason\":\"long_scoreboard\",\"value\":2.5,\"share\":0.5}],\"roofline\":{" +
            "\"ai_dram\":" + std::to_string(1 + k) + ",\"flops_per_s\":" +
            std::to_string(1e9 * (k + 1)) + ",\"pct_of_roof\":40}}");
    }
  }
  return r;
}

struct Out {
  std::string rows, html;
  std::vector<std::vector<std::string>> best;
  std::vector<std::string> signals;
};

// `budget`: bytes of cells sorted in memory (0: the cells of the Aggregator, not of a file).
Out Compute(const std::vector<std::string>& by, size_t top, Format f, size_t budget) {
  GroupOptions o;
  o.by = by;
  o.top = top;
  Aggregator agg(o);
  simdjson::dom::parser parser;
  for (const std::string& rec : Records()) {
    simdjson::dom::object obj;
    EXPECT_EQ(parser.parse(rec).get(obj), simdjson::SUCCESS) << rec;
    EXPECT_EQ(agg.Add(obj, {"test", 1}), "") << rec;
  }
  TempFile state;
  std::string buf;
  agg.WritePartial(&buf);
  state.Write(buf);
  buf.clear();
  StateFileCells file(state, {});
  AggregatorCells memory(agg);
  CensusRequest req;
  req.format = f;
  req.rows = true;
  req.keep = 4;
  req.signals = true;
  req.html = true;
  req.sort_budget = budget;
  Out out;
  Census c = ComputeCensus(o, budget ? static_cast<CellSource&>(file) : memory, req, &out.rows, {});
  WriteHtml(o, c, &out.html);
  for (const Group& g : c.best) out.best.push_back(g.key);
  WriteSignals(c.signals, Format::kJsonl, &buf);
  out.signals.push_back(buf);
  return out;
}

TEST(Census, TheSameResultsFromMemoryFileAndSpilledRuns) {
  const std::vector<std::vector<std::string>> bys = {
      {"kernel_key"}, {"family"}, {"library", "family"}, {"kernel_base"}};
  for (const auto& by : bys) {
    for (Format f : {Format::kJsonl, Format::kCsv, Format::kMd}) {
      for (size_t top : {size_t{0}, size_t{3}}) {
        Out agg = Compute(by, top, f, 0);
        Out mem = Compute(by, top, f, size_t{64} << 20);
        Out disk = Compute(by, top, f, 1);
        EXPECT_EQ(agg.rows, mem.rows);
        EXPECT_EQ(agg.html, mem.html);
        EXPECT_EQ(agg.signals, mem.signals);
        SCOPED_TRACE(by[0] + " format " + std::to_string(static_cast<int>(f)) + " top " +
                     std::to_string(top));
        EXPECT_EQ(mem.rows, disk.rows);
        EXPECT_EQ(mem.html, disk.html);
        EXPECT_EQ(mem.best, disk.best);
        EXPECT_EQ(mem.signals, disk.signals);
        EXPECT_FALSE(mem.rows.empty());
        EXPECT_EQ(mem.best.size(), 4u);
      }
    }
  }
}

TEST(Census, RowsAreInRankOrderWithTheTotalLast) {
  Out out = Compute({"kernel_key"}, 0, Format::kJsonl, 1);
  std::vector<std::string> lines;
  for (size_t at = 0, nl; (nl = out.rows.find('\n', at)) != std::string::npos; at = nl + 1)
    lines.push_back(out.rows.substr(at, nl - at));
  ASSERT_EQ(lines.size(), 41u);  // 40 kernel keys and the total
  // By mean share of each model's time (written with six decimals), then pooled time.
  auto number = [](const std::string& line, const std::string& key) {
    size_t at = line.find("\"" + key + "\":");
    EXPECT_NE(at, std::string::npos) << key << " in " << line;
    return std::stod(line.substr(at + key.size() + 3));
  };
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    EXPECT_NE(lines[i].find("\"rank\":" + std::to_string(i + 1) + ","), std::string::npos)
        << lines[i];
    if (i == 0) continue;
    double share = number(lines[i], "mean_model_share"), prev = number(lines[i - 1], "mean_model_share");
    EXPECT_LE(share, prev + 1e-6) << lines[i];
    if (std::abs(share - prev) < 1e-12) {
      EXPECT_LE(number(lines[i], "total_ns"), number(lines[i - 1], "total_ns")) << lines[i];
    }
  }
  EXPECT_EQ(lines.back().rfind("{\"type\":\"agg_total\"", 0), 0u) << lines.back();
}

}  // namespace
}  // namespace kc::agg

namespace kc::agg {
namespace {

TEST(Diff, SharesBoundsSignalsNewAndVanished) {
  auto group = [](std::string key, double share, size_t bound, std::vector<std::string> sigs) {
    Group g;
    g.key = {std::move(key)};
    g.mean_model_share = share;
    g.models = {"m"};
    g.bound_time.emplace();
    (*g.bound_time)[bound] = 1;
    for (auto& s : sigs) g.signals.push_back({s, 1, 1});
    return g;
  };
  GroupOptions o;
  std::vector<Group> before{group("a", 0.5, 0, {"tensor_underused"}), group("b", 0.3, 1, {}),
                            group("gone", 0.2, 1, {})};
  std::vector<Group> after{group("a", 0.5, 1, {}), group("b", 0.2, 1, {"cache_inefficient"}),
                           group("c", 0.1, 2, {}), group("same", 0.2, 1, {})};
  before.push_back(group("same", 0.2, 1, {}));
  size_t unchanged = 0;
  std::vector<DiffRow> rows = DiffGroups(o, before, after, &unchanged);
  EXPECT_EQ(unchanged, 1u);  // "same"
  ASSERT_EQ(rows.size(), 4u);
  // Largest change first: gone (-0.2), then b and c (0.1 each, by key), then a (0, bound).
  EXPECT_EQ(rows[0].key[0], "gone");
  EXPECT_EQ(rows[0].status, DiffRow::Status::kVanished);
  EXPECT_EQ(rows[1].key[0], "b");
  EXPECT_EQ(rows[1].signals_added, std::vector<std::string>{"cache_inefficient"});
  EXPECT_EQ(rows[2].key[0], "c");
  EXPECT_EQ(rows[2].status, DiffRow::Status::kNew);
  EXPECT_EQ(rows[3].key[0], "a");
  EXPECT_EQ(rows[3].old_bound, "compute");
  EXPECT_EQ(rows[3].new_bound, "memory");
  EXPECT_EQ(rows[3].signals_removed, std::vector<std::string>{"tensor_underused"});
}

}  // namespace
}  // namespace kc::agg
