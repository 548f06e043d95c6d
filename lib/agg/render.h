#pragma once
// Writing kagg's results: agg records (JSON lines), CSV, Markdown, the
// design-signal report, and the ncu kernel-name regex of the top kernels.
#include <string>
#include <string_view>
#include <vector>

#include "agg/aggregator.h"
#include "agg/census.h"
#include "agg/format.h"

namespace kc::agg {


/// What comes before `rows` group rows: the CSV header, the Markdown header (nothing when there
/// are no rows), nothing for jsonl.
void WriteGroupsHead(const GroupOptions& o, Format f, size_t rows, std::string* out);
/// One group at place `rank` (from 1): an agg record (jsonl) or a table row.
void WriteGroupRow(const GroupOptions& o, const Group& g, size_t rank, Format f,
                   std::string* out);
/// What comes after `rows` group rows: the agg_total line (jsonl; nothing when the census has
/// no records); in Markdown, after at least one row, the total sentence, a line when one model
/// holds more than half of the pooled time, and the share of each model's time of the best
/// groups (c.best, up to kMatrixGroups, a group x model table); nothing for CSV.
void WriteGroupsTail(const GroupOptions& o, const Census& c, size_t rows, Format f,
                     std::string* out);
/// Groups and models in the Markdown table of shares per model.
inline constexpr size_t kMatrixGroups = 10, kMatrixModels = 12;
/// Appends the design-signal report.
void WriteSignals(const std::vector<Signal>& signals, Format f, std::string* out);

/// The kernel_base of a group when the grouping determines one ("" otherwise).
std::string GroupBase(const GroupOptions& o, const Group& g);
/// A short label of a group for charts and the model matrix: the kernel base name in place of
/// kernel_key, then the other key values, joined by " / "; "null" when all are null.
std::string GroupLabel(const GroupOptions& o, const Group& g);
/// `s` with every ECMAScript regular-expression metacharacter escaped by a
/// backslash.
std::string EscapeRegex(std::string_view s);
/// The regular expression matching the names ncu prints with --kernel-name-base demangled for
/// the kernels of `groups`: `^(void )?(p1|p2|...)` with each pattern (NcuNamePattern: the
/// instantiation where the kernel_key allows, else the kernel_base) once, in the order of the
/// groups. No `:` in it (ncu --kernel-id splits at `:`). Empty when no group has a kernel_base.
std::string NcuRegex(const GroupOptions& o, const std::vector<Group>& groups);

}  // namespace kc::agg
