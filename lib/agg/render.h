#pragma once
// Writing kagg's results: agg records (JSON lines), CSV, Markdown, the
// design-signal report, and the ncu kernel-name regex of the top kernels.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "agg/aggregator.h"

namespace kc::agg {

enum class Format { kJsonl, kCsv, kMd };
/// "jsonl", "csv" or "md"; false otherwise.
bool ParseFormat(std::string_view s, Format* f);

/// Appends the groups (already cut to --top) and, for jsonl and md, the total; for jsonl, calls
/// `line_written`, when given, after each line (to write the output out as it grows).
void WriteGroups(const Aggregator& a, const std::vector<Group>& groups, const Group& total,
                 Format f, std::string* out, const std::function<void()>& line_written = {});
/// Appends the design-signal report.
void WriteSignals(const std::vector<Signal>& signals, Format f, std::string* out);

/// The kernel_base of a group when the grouping determines one ("" otherwise).
std::string GroupBase(const Options& o, const Group& g);
/// `s` with every ECMAScript regular-expression metacharacter escaped by a
/// backslash.
std::string EscapeRegex(std::string_view s);
/// The regular expression matching the names ncu prints with --kernel-name-base demangled for
/// the kernels of `groups`: `^(void )?(base1|base2)($|[<(])` with each kernel_base once, in the
/// order of the groups. Empty when no group has a kernel_base.
std::string NcuRegex(const Options& o, const std::vector<Group>& groups);

}  // namespace kc::agg
