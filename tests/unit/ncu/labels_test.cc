#include "ncu/labels.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace kc::ncu {
namespace {

struct Case {
  std::string_view section;
  std::string_view label;
  std::string_view metric;  // empty: unmapped
};

// Labels as ncu prints them on the details page, by era of the section files.
const Case kCases[] = {
    // 2022.x-2025.x "GPU Speed Of Light Throughput": header and bar-chart labels of one metric.
    {"GPU Speed Of Light Throughput", "DRAM Throughput",
     "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light Throughput", "Compute (SM) Throughput",
     "sm__throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light Throughput", "Compute (SM) [%]",
     "sm__throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light Throughput", "Memory Throughput",
     "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light Throughput", "Duration", "gpu__time_duration.sum"},
    {"GPU Speed Of Light Throughput", "SM Frequency", "gpc__cycles_elapsed.avg.per_second"},
    // The same label means another metric in another section.
    {"Memory Workload Analysis", "Memory Throughput", "dram__bytes.sum.per_second"},
    {"Occupancy", "Achieved Occupancy", "sm__warps_active.avg.pct_of_peak_sustained_active"},
    {"Launch Statistics", "Registers Per Thread", "launch__registers_per_thread"},
    // 2020-2021 "GPU Speed Of Light" and 2019 labels.
    {"GPU Speed Of Light", "SOL DRAM", "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light", "SOL L1/TEX Cache",
     "l1tex__throughput.avg.pct_of_peak_sustained_active"},
    {"GPU Speed Of Light", "SM [%]", "sm__throughput.avg.pct_of_peak_sustained_elapsed"},
    {"GPU Speed Of Light", "SOL FB", "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"},
    // 2023-2026 sections and labels.
    {"Launch Statistics", "# SMs", "launch__sm_count"},
    {"Occupancy", "Block Limit Barriers", "launch__occupancy_limit_barriers"},
    {"GPU and Memory Workload Distribution", "Average DRAM Active Cycles",
     "dram__cycles_active.avg"},
    {"PM Sampling", "Maximum Buffer Size", "profiler__pmsampler_buffer_size_bytes"},
    {"GPU Speed Of Light Roofline Chart", "Theoretical Predicated-On FFMA Operations",
     "derived__sm__sass_thread_inst_executed_op_ffma_pred_on_x2"},
    // An Options entry's own label (the metric used on other architectures).
    {"Compute Workload Analysis", "FMA (FP16)",
     "sm__inst_executed_pipe_fma_type_fp16.avg.pct_of_peak_sustained_active"},
    // Labels that are metric names.
    {"Command line profiler metrics", "flop_count_sp.sum", "flop_count_sp.sum"},
    {"Command line profiler metrics", "dram__bytes_read.sum", "dram__bytes_read.sum"},
    {"Memory Workload Analysis Chart", "lts__t_sector_hit_rate.pct", "lts__t_sector_hit_rate.pct"},
    {"GPU Speed Of Light Throughput",
     "{UNIT}: {COMPOUND_NAME} (lts__t_sectors.avg.pct_of_peak_sustained_elapsed)",
     "lts__t_sectors.avg.pct_of_peak_sustained_elapsed"},
    // Unmapped.
    {"GPU Speed Of Light Throughput", "No Such Label", ""},
    {"GPU Speed Of Light Throughput", "dram throughput", ""},  // exact case only
    {"GPU Speed Of Light Throughput", "DRAM Throughput ", ""},
    {"No Such Section", "DRAM Throughput", ""},
    {"", "", ""},
    {"Load Metrics", "Load Efficiency", ""},  // a user's own section
    {"Warp State Statistics", "stall_barrier (Not Issued)", ""},
    {"Occupancy", "Warp Occupancy", ""},  // a chart of per-instance values
    // A chart series over many data types names no single metric.
    {"GPU Speed Of Light Hierarchical Roofline Chart (Tensor Core)", "Tensor Operations Per Cycle",
     ""},
};

TEST(LabelsTest, LabelToMetric) {
  for (const Case& c : kCases)
    EXPECT_EQ(LabelToMetric(c.section, c.label), c.metric) << c.section << " / " << c.label;
}

TEST(LabelsTest, CandidatesNewestFirst) {
  auto c = LabelCandidates("GPU Speed Of Light", "SOL FB");
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0], "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  EXPECT_EQ(c[1], "fbpa__sol_pct");  // the 2019 name
  c = LabelCandidates("Occupancy", "Achieved Occupancy");
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0], "sm__warps_active.avg.pct_of_peak_sustained_active");
  EXPECT_EQ(c[1], "sm__active_warps_avg_per_active_cycle_pct");
}

TEST(LabelsTest, CandidatesOfUnknownOrSelfNamedLabelAreEmpty) {
  EXPECT_TRUE(LabelCandidates("GPU Speed Of Light Throughput", "No Such Label").empty());
  EXPECT_TRUE(LabelCandidates("Command line profiler metrics", "dram__bytes_read.sum").empty());
}

TEST(LabelsTest, CandidatesAreStatic) {
  auto a = LabelCandidates("GPU Speed Of Light Throughput", "DRAM Throughput");
  auto b =
      LabelCandidates(std::string("GPU Speed Of Light Throughput"), std::string("DRAM Throughput"));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a.data(), b.data());
}

TEST(LabelsTest, KnownPicksTheCandidateTheReportHas) {
  const std::set<std::string, std::less<>> raw = {"fbpa__sol_pct", "sm__sol_pct"};
  const std::function<bool(std::string_view)> known = [&](std::string_view m) {
    return raw.find(m) != raw.end();
  };
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "SOL FB", known), "fbpa__sol_pct");
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "SM [%]", known), "sm__sol_pct");
  // None known: the first candidate.
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "SOL L2", known),
            "lts__throughput.avg.pct_of_peak_sustained_elapsed");
  // An empty predicate is no predicate.
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "SOL FB", {}),
            "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "No Such Label", known), "");
}

TEST(LabelsTest, SelfNamedLabelIsAViewIntoTheLabel) {
  std::string label =
      "{UNIT}: {COMPOUND_NAME} (sm__inst_executed.avg.pct_of_peak_sustained_elapsed)";
  std::string_view m = LabelToMetric("GPU Speed Of Light Throughput", label);
  EXPECT_EQ(m, "sm__inst_executed.avg.pct_of_peak_sustained_elapsed");
  EXPECT_GE(m.data(), label.data());
  EXPECT_LE(m.data() + m.size(), label.data() + label.size());
}

}  // namespace
}  // namespace kc::ncu
