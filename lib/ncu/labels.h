#pragma once
// Nsight Compute details-page labels ("DRAM Throughput" in section "GPU Speed Of Light
// Throughput") mapped back to ncu metric names, from a table generated out of ncu's section files.

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

namespace kc::ncu {

/// Metric names a details-page label may stand for, newest ncu version first; empty when unknown.
/// section: the CSV "Section Name" / text "Section:" title (the section's DisplayName); label: the
/// printed label, both exact (case and spaces as ncu prints them). Looks at the table only: labels
/// that are metric names themselves are not in it (see LabelToMetric). The views point into static
/// storage. Several candidates mean that ncu versions or GPU architectures differ, or (rarely) that
/// one section gives the same label to two metrics (Compute Workload Analysis' "ALU").
std::span<const std::string_view> LabelCandidates(std::string_view section, std::string_view label);

/// The metric name for (section, label): the first candidate in `known` (a predicate telling
/// whether a metric name has been seen for this report; may be empty), else the first candidate. A
/// label that is not in the table but is a metric name itself (ncu prints the name of a metric its
/// section leaves unlabelled, and every label of the "Command line profiler metrics" section), or
/// ends in one in parentheses ("{UNIT}: {COMPOUND_NAME} (l1tex__f_wavefronts.avg...)"), gives that
/// name, as a view into `label`. Empty view when unmapped. No allocation.
std::string_view LabelToMetric(std::string_view section, std::string_view label,
                               const std::function<bool(std::string_view)>& known = {});

/// A set of ncu versions of the table: bit i stands for LabelTableVersions()[i].
using VersionMask = uint64_t;

/// The ncu versions the table knows (major.minor: "2019", "2020.2", ..., "2026.2"), oldest first;
/// index i is bit i of a VersionMask. "2019" stands for the 2019.x releases
/// (.nsight-cuprof-report).
std::span<const std::string_view> LabelTableVersions();

/// Versions whose section files give (section, label) any metric; 0 when the pair is not in the
/// table. A version between two that give it counts too when none of the sources of that version
/// had the section at all (ncu reports embed only the sections they were collected with), so the
/// versions of a label form runs, and the AND over the labels of one report narrows down the ncu
/// version that wrote it.
VersionMask LabelVersions(std::string_view section, std::string_view label);

/// The metric for (section, label) in the newest version within `versions`: of the candidates that
/// belong to some version of `versions`, a `known` one (see LabelToMetric) if any, newest version
/// first; else one of the newest such version, preferring the one its section file names as the
/// entry's Name over an Options variant (the name used on other GPU architectures: "SOL FB" is
/// fbpa__sol_pct in 2019 sections, with gpu__dram_throughput... for newer GPUs), then table order.
/// When no candidate belongs to `versions` (or versions == 0), the same as
/// LabelToMetric(section, label, known).
std::string_view LabelToMetricIn(std::string_view section, std::string_view label,
                                 VersionMask versions,
                                 const std::function<bool(std::string_view)>& known = {});

}  // namespace kc::ncu
