#include "classify/classify.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "classify/config.h"

namespace kc::classify {
namespace {

// Parses `json` (a metrics object) and classifies it.
Result ClassifyJson(const std::string& json, std::string_view family = "", Thresholds t = {}) {
  static simdjson::dom::parser parser;
  static MetricView view;
  simdjson::dom::object obj;
  EXPECT_FALSE(parser.parse(json).get_object().get(obj)) << json;
  view.Load(obj);
  return Classify(view, family, t);
}

std::string Sol(double sm, double mem) {
  return "{\"sm__throughput.avg.pct_of_peak_sustained_elapsed\":" + std::to_string(sm) +
         ",\"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed\":" +
         std::to_string(mem) + "}";
}

TEST(Classify, SolBottleneckTable) {
  struct Case {
    double sm, mem;
    const char* bound;
  } cases[] = {
      {85, 40, "compute"},    {30, 90, "memory"},   {90, 85, "compute"},       {80, 80, "compute"},
      {79.99, 20, "compute"}, {20, 30, "latency"},  {59.99, 59.99, "latency"}, {70, 50, "compute"},
      {50, 70, "memory"},     {65, 60, "balanced"}, {60, 69.99, "balanced"},   {60, 70, "memory"},
  };
  for (const Case& c : cases)
    EXPECT_EQ(ClassifyJson(Sol(c.sm, c.mem)).bound, c.bound) << c.sm << " " << c.mem;
}

TEST(Classify, MissingMetricsGiveUnknownWithTheirNames) {
  Result r = ClassifyJson("{\"sm__throughput.avg.pct_of_peak_sustained_elapsed\":50}");
  EXPECT_EQ(r.bound, "unknown");
  ASSERT_FALSE(r.evidence.empty());
  EXPECT_EQ(r.evidence[0],
            "missing: gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed");
  EXPECT_EQ(ClassifyJson("{}").bound, "unknown");
}

TEST(Classify, ThresholdsAreHonoured) {
  Thresholds t;
  t.high_pct = 70;
  EXPECT_EQ(ClassifyJson(Sol(72, 20), "", t).bound, "compute");
  t.latency_pct = 10;
  t.high_pct = 80;
  t.balanced_points = 50;
  EXPECT_EQ(ClassifyJson(Sol(40, 20), "", t).bound, "balanced");
}

// A metrics object: SOL throughputs, occupancy, stalls (long_scoreboard and math pipe throttle
// in the newest family), DRAM throughput and L2 hit rate.
std::string Kernel(double sm, double mem, double theo, double ach, double long_sb, double pipe,
                   double dram = 10, double l2_hit = 90) {
  return "{\"sm__throughput.avg.pct_of_peak_sustained_elapsed\":" + std::to_string(sm) +
         ",\"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed\":" +
         std::to_string(mem) +
         ",\"sm__maximum_warps_per_active_cycle_pct\":" + std::to_string(theo) +
         ",\"sm__warps_active.avg.pct_of_peak_sustained_active\":" + std::to_string(ach) +
         ",\"launch__occupancy_limit_registers\":2,\"launch__occupancy_limit_shared_mem\":4"
         ",\"launch__occupancy_limit_warps\":8,\"launch__occupancy_limit_blocks\":16"
         ",\"smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio\":" +
         std::to_string(long_sb) +
         ",\"smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio\":" +
         std::to_string(pipe) + ",\"dram__throughput.avg.pct_of_peak_sustained_elapsed\":" +
         std::to_string(dram) + ",\"lts__t_sector_hit_rate.pct\":" + std::to_string(l2_hit) + "}";
}

bool Has(const Result& r, std::string_view signal) {
  return std::find(r.signals.begin(), r.signals.end(), signal) != r.signals.end();
}

TEST(Signals, OccupancyLimiterIsAFactNotASignal) {
  // Theoretical occupancy 50 % limited by registers, but the kernel is compute-saturated.
  Result r = ClassifyJson(Kernel(90, 30, 50, 48, 1, 9));
  ASSERT_TRUE(r.occupancy_limiter);
  EXPECT_EQ(*r.occupancy_limiter, std::vector<std::string_view>{"registers"});
  EXPECT_TRUE(r.signals.empty());
  ASSERT_TRUE(r.key_metrics[9]);
  EXPECT_DOUBLE_EQ(*r.key_metrics[9], 10);  // latency_stall_pct: long_scoreboard 1 of 10
}

TEST(Signals, OccupancyFiresWhenLatencyDominatesAndNothingSaturates) {
  Result r = ClassifyJson(Kernel(30, 40, 50, 48, 9, 1));
  EXPECT_TRUE(Has(r, "occupancy_limited_registers"));
  EXPECT_FALSE(Has(r, "occupancy_achieved_low"));  // 100 * (1 - 48/50) = 4 % < 20 %
  r = ClassifyJson(Kernel(30, 40, 100, 60, 9, 1));
  EXPECT_TRUE(Has(r, "occupancy_achieved_low"));
  EXPECT_FALSE(Has(r, "occupancy_limited_registers"));
  // The same occupancy with a throughput-bound stall profile: no signal.
  r = ClassifyJson(Kernel(30, 40, 50, 30, 1, 9));
  EXPECT_TRUE(r.signals.empty());
}

TEST(Signals, NcuSpeedupsDecideWhereTheRecordHasThem) {
  const std::string k = Kernel(30, 40, 50, 48, 9, 1);
  static simdjson::dom::parser parser;
  static MetricView view;
  simdjson::dom::object obj;
  ASSERT_FALSE(parser.parse(k).get_object().get(obj));
  view.Load(obj);
  RuleResult low{"TheoreticalOccupancy", "The 8.00 theoretical warps ...", 3.5};
  Result r = Classify(view, "", Thresholds{}, std::span(&low, 1));
  EXPECT_TRUE(r.signals.empty());  // ncu estimates 3.5 %: below speedup-pct
  // Without a rule name (ncu's text output), the message tells the rule.
  RuleResult high{"", "The 8.00 theoretical warps per scheduler this kernel can issue ...", 42};
  r = Classify(view, "", Thresholds{}, std::span(&high, 1));
  EXPECT_EQ(r.signals, std::vector<std::string>{"occupancy_limited_registers"});
  ASSERT_EQ(r.est_speedup.size(), 1u);
  EXPECT_EQ(r.est_speedup[0].first, "occupancy_limited_registers");
  EXPECT_EQ(r.est_speedup[0].second, 42);
  // --thresholds-only ignores the rule.
  r = Classify(view, "", Thresholds{}, std::span(&low, 1), true);
  EXPECT_TRUE(Has(r, "occupancy_limited_registers"));
  EXPECT_TRUE(r.est_speedup.empty());
}

TEST(Signals, NoCacheSignalForAStream) {
  // Memory-bound, L2 hit 20 %: a GEMM-like kernel gets the signal, a stream does not.
  EXPECT_TRUE(Has(ClassifyJson(Kernel(20, 90, 100, 90, 1, 1, 50, 20), "reduce"),
                  "cache_inefficient"));
  EXPECT_FALSE(Has(ClassifyJson(Kernel(20, 90, 100, 90, 1, 1, 50, 20), "elementwise"),
                   "cache_inefficient"));
  EXPECT_FALSE(Has(ClassifyJson(Kernel(20, 90, 100, 90, 1, 1, 85, 20), "reduce"),
                   "cache_inefficient"));  // at 85 % of DRAM peak: a stream whatever its family
}

TEST(Signals, TensorUnderusedNeedsAComputeBoundGemm) {
  std::string k = Kernel(90, 30, 100, 90, 1, 1);
  k.insert(k.size() - 1,
           ",\"sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active\":5");
  EXPECT_TRUE(Has(ClassifyJson(k, "gemm"), "tensor_underused"));
  EXPECT_FALSE(Has(ClassifyJson(k, "elementwise"), "tensor_underused"));
}

TEST(RuleVerdict, WordingTable) {
  EXPECT_EQ(RuleVerdict("This kernel grid is too small to fill the available resources on this "
                        "device, resulting in only 0.3 full waves across all SMs."),
            "latency");
  EXPECT_EQ(RuleVerdict("This kernel exhibits low compute throughput and memory bandwidth "
                        "utilization relative to the peak"),
            "latency");
  EXPECT_EQ(RuleVerdict("Compute is more heavily utilized than Memory: Look at ..."), "compute");
  EXPECT_EQ(RuleVerdict("Memory is more heavily utilized than Compute: Look at ..."), "memory");
  EXPECT_EQ(RuleVerdict("Compute and Memory are well-balanced: To reduce runtime, ..."),
            "balanced");
  EXPECT_EQ(RuleVerdict("The kernel is utilizing greater than 80.0% of the available compute or "
                        "memory performance of the device. To further improve performance, work "
                        "will likely need to be shifted from the most utilized to another unit. "
                        "Start by analyzing DRAM in the Memory Workload Analysis section."),
            "memory");
  EXPECT_EQ(RuleVerdict("The kernel is utilizing greater than 80.0% of the available compute or "
                        "memory performance of the device. To further improve performance, work "
                        "will likely need to be shifted from the most utilized to another unit. "
                        "Start by analyzing workloads in the Compute Workload Analysis section."),
            "compute");
  EXPECT_EQ(
      RuleVerdict(
          "Rule Bottleneck returned an error: Metric launch__waves_per_multiprocessor not found"),
      "");
  EXPECT_EQ(RuleVerdict("The grid for this launch is configured to execute only 1 blocks"), "");
}

TEST(StallReason, FourFamiliesOneVocabulary) {
  struct Case {
    const char* name;
    const char* reason;
    int family;
  } cases[] = {
      {"smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio",
       "long_scoreboard", 0},
      {"smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct", "long_scoreboard", 1},
      {"smsp__pcsamp_warps_issue_stalled_long_scoreboard", "long_scoreboard", 2},
      {"smsp__pcsamp_warps_issue_stalled_no_instructions", "no_instruction", 2},
      {"smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio", "no_instruction",
       0},
      {"smsp__average_warp_latency_issue_stalled_barrier.ratio", "barrier", 3},
  };
  for (const Case& c : cases) {
    std::string_view reason;
    int family = -1;
    ASSERT_TRUE(StallReason(c.name, &reason, &family)) << c.name;
    EXPECT_EQ(reason, c.reason);
    EXPECT_EQ(family, c.family);
  }
  std::string_view reason;
  int family;
  EXPECT_FALSE(
      StallReason("smsp__pcsamp_warps_issue_stalled_barrier_not_issued", &reason, &family));
  EXPECT_FALSE(StallReason("sm__throughput.avg.pct_of_peak_sustained_elapsed", &reason, &family));
}

TEST(Thresholds, TableCoversEveryFieldOnce) {
  Thresholds t;
  int n = 0;
  for (const ThresholdInfo& i : ThresholdTable()) {
    t.*(i.field) = -1;
    ++n;
  }
  EXPECT_EQ(n, 14);
  for (const ThresholdInfo& i : ThresholdTable()) EXPECT_EQ(t.*(i.field), -1) << i.name;
}

TEST(EvidenceNumber, SameAsToCharsGeneralFourDigits) {
  auto expected = [](double v) {
    char buf[32];
    if (v == 0) v = 0;
    auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 4);
    return std::string(buf, r.ptr);
  };
  // Every decade of the fast path and beyond, ties, carries into a fifth digit, round numbers.
  std::vector<double> values{0,       -0.0,   1,      10,     100,        1000,  9999.5,    9999.4,
                             0.125,   82.315, 12.345, 1.0005, 0.00012345, 1e-4,  9.9995e-5, 1e4,
                             12345.6, 1e-5,   -7.25,  99.995, 0.1,        1e300, 5e-324};
  std::mt19937_64 rng(42);
  std::uniform_real_distribution<double> exp10(-7, 7), mant(1, 10);
  for (int i = 0; i < 200000; ++i) {
    double v = mant(rng) * std::pow(10.0, std::floor(exp10(rng)));
    values.push_back(i % 2 ? v : -v);
    values.push_back(std::round(v * 1000) / 1000);  // short decimals: ties are likely
  }
  for (double v : values) ASSERT_EQ(EvidenceNumber(v), expected(v)) << v;
}

}  // namespace
}  // namespace kc::classify
