#pragma once
// The record schema as data: one field table per record type, in the order the writers write
// the fields. The writers' tests check their output against it, docs/records.md is generated
// from it (RecordsMarkdown(); a test fails when the file is not current), and the lists of
// fields knorm and kclassify add come from it.
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kc::schema {

enum class Type { kString, kInteger, kNumber, kBoolean, kArray, kObject, kAny };

/// The members of kclassify's `key_metrics` object, in the order written: the few numbers every
/// report shows, found by kclassify under whichever ncu metric name the record uses, so that
/// readers need no metric names (docs/signals.md gives the metric behind each).
inline constexpr std::array<std::string_view, 10> kKeyMetrics{
    "sm_pct",       "mem_pct",     "dram_pct",    "l1_hit_pct",       "l2_hit_pct",
    "occupancy_pct", "theoretical_occupancy_pct", "tensor_pct", "duration_ns",
    "latency_stall_pct"};

/// One field of a record type.
struct Field {
  std::string_view name;
  Type type;
  std::string_view unit;  ///< base unit of a quantity ("ns", "bytes", "%"), empty otherwise
  bool nullable;          ///< null when unknown (never 0 or "")
  bool omitted;           ///< left out of the record when unknown, rather than null
  std::string_view doc;
};

/// A record type: its `type` value (empty for the fields a stage adds to records of any
/// type), the tool that writes it, and its fields after the common head.
struct RecordType {
  std::string_view type;
  std::string_view tool;
  std::string_view doc;
  std::span<const Field> fields;
};

/// The fields every record starts with: type, schema_version, src_file, src_line, run.
std::span<const Field> HeadFields();
/// Every record type, and the field sets knorm and kclassify add, in documentation order.
std::span<const RecordType> RecordTypes();
/// The record type named `type`, or the field set added by `tool` when `type` is empty;
/// nullptr when there is none.
const RecordType* FindRecordType(std::string_view type, std::string_view tool = {});
/// The field named `name` in the head or any record type (the first where several types share
/// a name: they share its type too); nullptr when no record has it.
const Field* FindField(std::string_view name);
/// The SQLite column type of a field's JSON type (TEXT, INTEGER, REAL; others as TEXT).
std::string_view SqlType(Type t);

/// The names of the fields `tool` adds to records (knorm, kclassify).
std::vector<std::string_view> AddedFields(std::string_view tool);

/// docs/records.md: every record type and field, as Markdown.
std::string RecordsMarkdown();

}  // namespace kc::schema
