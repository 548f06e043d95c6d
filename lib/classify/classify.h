#pragma once
// Why a kernel is slow: the bottleneck class of NVIDIA's SOLBottleneck rule; facts about the
// kernel (what limits its theoretical occupancy, the busiest memory unit, the key metrics); the
// signals, each a claim that something costs this kernel time, decided by ncu's own rules where
// the record carries their estimated speedups and otherwise by thresholds on the outcome; the top
// warp stall reasons and the roofline; each with the numbers that decided it.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "classify/metric_view.h"

namespace kc::classify {

/// Every threshold of the classifier; the defaults are NVIDIA's where NVIDIA has one.
struct Thresholds {
  double high_pct = 80;         ///< SOLBottleneck: at or above → bound by the higher unit
  double latency_pct = 60;      ///< SOLBottleneck: both below → latency
  double balanced_points = 10;  ///< SOLBottleneck: one ahead by this many points → that unit
  double waves = 1;             ///< fewer waves per SM → small_grid
  /// Estimated speedup (%) at or above which an occupancy or launch-shape signal fires: ncu's
  /// own where the record has it, else computed as ncu's Occupancy rules compute it.
  double speedup_pct = 20;
  double latency_stall_pct = 50;  ///< share of stalls more warps would hide → latency-dominated
  double l2_hit_pct = 50;  ///< memory-bound with L2 hit below → cache_inefficient
  double l1_hit_pct = 20;   ///< memory-bound with L1 hit below → cache_inefficient
  double tensor_pct = 20;   ///< GEMM/attention with tensor pipe below → tensor_underused
  double launch_ns = 5000;  ///< shorter than this with a small grid → launch_bound
  double fp64_ratio = 16;   ///< single:double peak ratio at or above → consumer part
  double half_fma = 4, half_add = 2, half_mul = 2;  ///< FP16 FLOP weights (ncu 4/2/2, NERSC 2/1/1)
};

/// A threshold by name, for flags, config files and --help.
struct ThresholdInfo {
  std::string_view name;
  double Thresholds::*field;
  std::string_view help;
  double min = 0, max = 100;  ///< the values that make sense; others are usage errors
};
/// The table of all thresholds, in --help order.
std::span<const ThresholdInfo> ThresholdTable();

struct Stall {
  std::string reason;  ///< unified reason name (long_scoreboard, barrier, no_instruction, ...)
  double value = 0;
  double share = 0;  ///< value / sum over all reasons of the same family
};

struct Roofline {
  std::string precision;  ///< fp64, fp32, fp16, tensor: the one with the most achieved FLOP/s
  std::optional<double> flops_per_s, peak_flops_per_s, dram_bytes_per_s, peak_dram_bytes_per_s,
      l2_bytes_per_s, l1_bytes_per_s, ai_dram, ai_l2, ai_l1, pct_of_roof;
};

/// One of ncu's rule results in a record: its name, its message, and the estimated speedup (%)
/// that ncu 2023.1 and later print with it.
struct RuleResult {
  std::string_view name, text;
  std::optional<double> speedup;
};

/// The quantities kclassify writes as `key_metrics` (schema::kKeyMetrics names them), in that
/// order; nullopt when the record lacks them.
using KeyMetrics = std::array<std::optional<double>, 10>;

struct Result {
  std::string bound = "unknown";  ///< compute, memory, latency, balanced, unknown
  std::string ncu_bound;    ///< the class of ncu's own SOLBottleneck rule in the record, or empty
  std::string memory_unit;  ///< dram, l2, l1 or empty (null)
  /// What limits theoretical occupancy (registers, shared_memory, warps, blocks: every resource
  /// at the lowest block limit); empty at 100 %; nullopt when the record does not say.
  std::optional<std::vector<std::string_view>> occupancy_limiter;
  KeyMetrics key_metrics;
  std::vector<std::string> signals;
  /// ncu's estimated speedup (%) behind each signal that one of its rules decided.
  std::vector<std::pair<std::string, double>> est_speedup;
  std::vector<Stall> stall_top;
  std::optional<Roofline> roofline;
  std::vector<std::string> evidence;
};

/// The ncu metric names behind `key_metrics` member `i` (schema::kKeyMetrics order), newest
/// first, empty strings after the last; nullptr for latency_stall_pct (from the stall reasons).
const std::array<std::string_view, 8>* KeyMetricNames(size_t i);

/// Classifies one ncu_kernel record. `family` is knorm's family tag when the record has one;
/// `rules` are the record's rule results: ncu's own verdict is looked for in their texts, and
/// where any carries an estimated speedup, the rules decide the signals they cover (unless
/// `thresholds_only`, which decides every signal by thresholds, to compare the two).
Result Classify(const MetricView& m, std::string_view family, const Thresholds& t,
                std::span<const RuleResult> rules = {}, bool thresholds_only = false);

/// Reads a record's `rules` array (ncu2jsonl's {section, name, type, text, speedup_type,
/// speedup}) into `*out` (cleared first); the views point into the parsed record.
void ReadRuleResults(simdjson::dom::array rules, std::vector<RuleResult>* out);

/// Appends the fields kclassify adds (`"bound":...,"memory_unit":...,...`) as JSON members.
void AppendResultMembers(const Result& r, std::string* out);

/// The largest percentage ncu prints: shares of peak pass 100 (143 % is seen on real reports),
/// never a hundred times it.
constexpr double kMaxPct = 10000;
/// Checks the metrics kclassify computes with (the names of aliases::kQuantities and the stall
/// reasons) against what ncu prints: one with a unit in `units` (a time, a count, bytes, a rate) is
/// never negative, and a percentage (unit "%") never above kMaxPct. Returns the error message,
/// empty when every value is possible. Other metrics pass as they are: ncu prints some derived
/// counts below zero (ncu2jsonl keeps them, with a warning).
std::string CheckMetricValues(const MetricView& m, simdjson::dom::object units);

/// The class NVIDIA's SOLBottleneck rule states in `text` (its message), or empty when the text
/// is not a verdict of that rule.
std::string_view RuleVerdict(std::string_view text);

/// A number of the evidence: four significant digits, as printf's %.4g writes them.
std::string EvidenceNumber(double v);

/// Maps a stall metric name of any of the four ncu families to its unified reason, with the
/// family rank (0 = preferred); false when `name` is not a stall metric.
/// `*reason` views `name` (or a literal).
bool StallReason(std::string_view name, std::string_view* reason, int* family);

}  // namespace kc::classify
