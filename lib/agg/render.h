#pragma once
// Writing kagg's results: agg records (JSON lines), CSV, Markdown, aligned text, the
// design-signal report, and the ncu kernel-name regex of the top kernels.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "agg/aggregator.h"
#include "agg/census.h"
#include "agg/format.h"
#include "agg/table.h"

namespace kc::agg {


/// The columns of the tables for people (--format md and table, the HTML page's table), in
/// --help order, comma-separated.
std::string ColumnNames();
/// Parses a --columns list (ColumnNames, or a field of `by`); false with `*error` set on an
/// unknown or repeated name.
bool ParseColumns(std::string_view text, const std::vector<std::string>& by,
                  std::vector<std::string>* columns, std::string* error);
/// The columns shown when --columns is not given: rank, kernel (or the --by fields), family,
/// models, the share the rank is by, total_ms, launches, mean_us, sm_pct, dram_pct, tensor_pct,
/// bound; at most kMaxColumns.
std::vector<std::string> DefaultColumns(const GroupOptions& o);
inline constexpr size_t kMaxColumns = 12;
/// Whether a column holds numbers (right-aligned, sorted as numbers).
bool IsNumericColumn(std::string_view name);
/// A group's cell in a column (a ColumnNames one or a --by field), as text for people (not
/// escaped); "" when it has no value.
std::string ColumnCell(const GroupOptions& o, const Group& g, size_t rank, std::string_view name);

/// A kernel's label for people: the base name without namespaces, with its template arguments
/// (namespaces dropped) when it has some; cut to kLabelMax code points, and then, for a vendor
/// name, the features knorm reads from it (names/features.h: arch, dtype, tile, layout, stages,
/// split-k) in brackets after the cut name. `key` may be mangled; either may be empty.
std::string KernelLabel(std::string_view key, std::string_view base);
inline constexpr size_t kLabelMax = 56;
/// A group's label for tables and charts: the KernelLabel of its kernel_key (or kernel_base) when
/// grouped by one, else its key values joined by " / "; "" when they are all null.
std::string GroupLabel(const GroupOptions& o, const Group& g);

/// The groups as rows of the chosen format, written in three steps so that rows can wait in a
/// file between them: Row for every group (in any order; md and table rows are measured then),
/// Head, then Emit of each row in rank order, then Tail.
class GroupTable {
 public:
  GroupTable(const GroupOptions& o, Format f);
  /// Appends group `g` at place `rank` (from 1): an agg record (jsonl), a CSV line, or (md,
  /// table) its cells as one line to be given to Emit.
  void Row(const Group& g, size_t rank, std::string* out);
  /// Appends what comes before `rows` rows: the CSV header, the Markdown or text header (nothing
  /// when there are no rows; the default columns empty in every row are left out), nothing for
  /// jsonl.
  void Head(size_t rows, std::string* out);
  /// Appends one row that Row wrote.
  void Emit(std::string_view row, std::string* out) const;
  /// Appends what comes after `rows` rows: the agg_total line (jsonl; nothing when the census
  /// has no records); in md and table, after at least one row, the columns left out and why
  /// (one line), the total sentence, a line when one model holds more than half of the pooled
  /// time, and the share of each model's time of the best groups (c.best, up to
  /// kMatrixGroups, a group x model table); nothing for CSV.
  void Tail(const Census& c, size_t rows, std::string* out) const;

 private:
  void Split(std::string_view row, std::vector<std::string_view>* cells) const;
  const GroupOptions& o_;
  Format f_;
  std::vector<std::string> columns_;
  std::optional<TextTable> text_;
  std::string dropped_;  // the default columns left out, with why
};
/// The members every grouped record starts with: type, schema_version, by and key (`key[i]` is
/// the value of `by[i]`, "" written as null).
void WriteGroupHead(JsonWriter& w, std::string_view type, const std::vector<std::string>& by,
                    const std::vector<std::string>& key);
/// One agg record (a JSON line).
void WriteGroupRecord(const GroupOptions& o, const Group& g, size_t rank, std::string* out);
/// Groups and models in the table of shares per model.
inline constexpr size_t kMatrixGroups = 10, kMatrixModels = 12;
/// Appends the design-signal report.
void WriteSignals(const std::vector<Signal>& signals, Format f, std::string* out);

/// The kernel_base of a group when the grouping determines one ("" otherwise).
std::string GroupBase(const GroupOptions& o, const Group& g);
/// `s` with every ECMAScript regular-expression metacharacter escaped by a
/// backslash.
std::string EscapeRegex(std::string_view s);
/// The regular expression matching the names ncu prints with --kernel-name-base demangled for
/// the kernels of `groups`: `^(void )?(p1|p2|...)` with each pattern (NcuNamePattern: the
/// instantiation where the kernel_key allows, else the kernel_base) once, in the order of the
/// groups. No `:` in it (ncu --kernel-id splits at `:`). Empty when no group has a kernel_base.
std::string NcuRegex(const GroupOptions& o, const std::vector<Group>& groups);

}  // namespace kc::agg
