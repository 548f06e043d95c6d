#pragma once
// Nsight Compute details-page labels ("DRAM Throughput" in section "GPU Speed Of Light
// Throughput") mapped back to ncu metric names, from a table generated out of ncu's section files.

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

}  // namespace kc::ncu
