#include "ncu/labels.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
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

// ---- versions --------------------------------------------------------------------------------

VersionMask Version(std::string_view v) {
  auto versions = LabelTableVersions();
  for (std::size_t i = 0; i < versions.size(); ++i)
    if (versions[i] == v) return VersionMask{1} << i;
  ADD_FAILURE() << "no version " << v;
  return 0;
}

// Versions from..to, both included.
VersionMask Versions(std::string_view from, std::string_view to) {
  VersionMask lo = Version(from), hi = Version(to);
  return (hi | (hi - 1)) & ~(lo - 1);
}

TEST(LabelsTest, TableVersionsOldestFirst) {
  auto v = LabelTableVersions();
  ASSERT_GE(v.size(), 10u);
  ASSERT_LE(v.size(), 64u);
  EXPECT_EQ(v.front(), "2019");
  EXPECT_EQ(v.back(), "2026.2");
  for (std::size_t i = 1; i < v.size(); ++i) EXPECT_LT(v[i - 1], v[i]);  // "2019" < "2020.2" ...
  EXPECT_EQ(std::count(v.begin(), v.end(), "2022.3"), 1);  // the installed section files
}

TEST(LabelsTest, LabelVersions) {
  // 2019 sections only (the .nsight-cuprof-report era).
  EXPECT_EQ(LabelVersions("GPU Speed Of Light", "SOL FB"), Version("2019"));
  EXPECT_EQ(LabelVersions("GPU Speed Of Light", "Memory Frequency"), Version("2019"));
  // "GPU Speed Of Light" labels of 2020.2-2021.1; the section was renamed later.
  EXPECT_EQ(LabelVersions("GPU Speed Of Light", "SOL DRAM"), Versions("2020.2", "2021.1"));
  // Every version from 2021.2 on, 2022.3 (installed) included.
  VersionMask dram = LabelVersions("GPU Speed Of Light Throughput", "DRAM Throughput");
  EXPECT_EQ(dram & Versions("2021.2", "2026.2"), Versions("2021.2", "2026.2"));
  EXPECT_EQ(dram & Versions("2019", "2021.1"), 0u);
  // The union over candidates: "Achieved Occupancy" in every version.
  EXPECT_EQ(LabelVersions("Occupancy", "Achieved Occupancy"), Versions("2019", "2026.2"));
  // Not in the table.
  EXPECT_EQ(LabelVersions("GPU Speed Of Light Throughput", "No Such Label"), 0u);
  EXPECT_EQ(LabelVersions("Command line profiler metrics", "dram__bytes_read.sum"), 0u);
  EXPECT_EQ(LabelVersions("Load Metrics", "Load Efficiency"), 0u);  // a user's own section
}

TEST(LabelsTest, VersionsOfOneLabelSeparateOldFromNewReports) {
  // The AND over the labels of a report narrows it down: a 2019 SOL page and a 2020.3 one.
  VersionMask old_report = LabelVersions("GPU Speed Of Light", "SOL FB") &
                           LabelVersions("GPU Speed Of Light", "Elapsed Cycles") &
                           LabelVersions("Occupancy", "Achieved Occupancy");
  EXPECT_EQ(old_report, Version("2019"));
  VersionMask newer = LabelVersions("GPU Speed Of Light", "SOL DRAM") &
                      LabelVersions("GPU Speed Of Light", "Elapsed Cycles") &
                      LabelVersions("Occupancy", "Achieved Occupancy");
  EXPECT_EQ(newer, Versions("2020.2", "2021.1"));
}

TEST(LabelsTest, LabelToMetricInOldMaskGivesOldNames) {
  // What ncu_report reads from a 2019 report of a Pascal GPU (corpus report 50): the sections of
  // 2019 name the legacy metrics, with the new names as Options for newer GPUs.
  const VersionMask v2019 = Version("2019");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "SOL FB", v2019), "fbpa__sol_pct");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Memory Frequency", v2019), "dram__frequency");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Elapsed Cycles", v2019),
            "gpc__elapsed_cycles_max");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Duration", v2019), "gpu__time_duration");
  EXPECT_EQ(LabelToMetricIn("Occupancy", "Achieved Occupancy", v2019),
            "sm__active_warps_avg_per_active_cycle_pct");
  // Without versions the same labels give the newest names.
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "SOL FB"),
            "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  EXPECT_EQ(LabelToMetric("GPU Speed Of Light", "Elapsed Cycles"), "gpc__cycles_elapsed.max");
}

TEST(LabelsTest, LabelToMetricInNewMaskGivesNewNames) {
  const VersionMask v2020 = Versions("2020.2", "2021.1");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Elapsed Cycles", v2020),
            "gpc__cycles_elapsed.max");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Duration", v2020), "gpu__time_duration.sum");
  EXPECT_EQ(LabelToMetricIn("Occupancy", "Achieved Occupancy", v2020),
            "sm__warps_active.avg.pct_of_peak_sustained_active");
  const VersionMask v2025 = Version("2025.1");
  EXPECT_EQ(LabelToMetricIn("Occupancy", "Achieved Occupancy", v2025),
            "sm__warps_active.avg.pct_of_peak_sustained_active");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light Throughput", "DRAM Throughput", v2025),
            "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  // A mask of old and new versions: the newest version's name.
  EXPECT_EQ(LabelToMetricIn("Occupancy", "Achieved Occupancy", Version("2019") | v2025),
            "sm__warps_active.avg.pct_of_peak_sustained_active");
}

TEST(LabelsTest, LabelToMetricInFallsBackToLabelToMetric) {
  // No candidate in the mask, or no mask: as LabelToMetric.
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "SOL FB", Version("2025.1")),
            LabelToMetric("GPU Speed Of Light", "SOL FB"));
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "SOL FB", 0),
            "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  // Labels that are metric names, and unknown labels.
  EXPECT_EQ(
      LabelToMetricIn("Command line profiler metrics", "dram__bytes_read.sum", Version("2019")),
      "dram__bytes_read.sum");
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light Throughput", "No Such Label", ~VersionMask{0}), "");
}

TEST(LabelsTest, LabelToMetricInPrefersKnown) {
  // A 2019 report of a Turing GPU would have the Options' new names: `known` picks them.
  const std::set<std::string, std::less<>> raw = {
      "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed"};
  const std::function<bool(std::string_view)> known = [&](std::string_view m) {
    return raw.find(m) != raw.end();
  };
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "SOL FB", Version("2019"), known),
            "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed");
  // None known: as without `known`.
  EXPECT_EQ(LabelToMetricIn("GPU Speed Of Light", "Memory Frequency", Version("2019"), known),
            "dram__frequency");
}

}  // namespace
}  // namespace kc::ncu
