#pragma once
// The loop shared by the tools that read JSON-lines records and write them back with fields
// added (knorm, kclassify): read each input, hand every record to the tool, report bad lines as
// `tool: file:line: message`, keep the counters of the --keep-going summary line.
#include <simdjson.h>

#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "io/output.h"
#include "io/run_context.h"

namespace kc {

/// One record as the loop hands it to a tool.
struct Record {
  simdjson::dom::object obj;  // valid until the next record
  std::string_view raw;       // its text
  Location at;
  /// The keys the tool adds (RunRecordFilter's `added`), and whether the record has one of them
  /// already (a second run of the same tool).
  std::span<const std::string_view> added;
  bool has_added_key = false;
};

/// Called once per record. Writes the output line(s) to `out` and returns true, or reports
/// through `diag` and returns false to reject the record.
using RecordFn = std::function<bool(const Record& rec, Output& out)>;

/// Runs `fn` over every record of ctx.inputs, writing to ctx.out; `added` are the keys the tool
/// adds to records (the views must outlive the call). Throws SystemError when an input cannot be
/// opened.
void RunRecordFilter(RunContext& ctx, std::span<const std::string_view> added, const RecordFn& fn);
/// The same over one input, `path`.
void RunRecordFilter(RunContext& ctx, const std::string& path,
                     std::span<const std::string_view> added, const RecordFn& fn);

/// Writes the record's text with the members of `extra` (text `"k":v,"k2":v2`, may be empty)
/// added at its end, as one line. When `extra` is not empty and the record has keys of
/// rec.added, those members are left out first, so running a tool twice gives the same record,
/// not duplicate keys. Large pieces (a record of a 100 MB name) are written out without a copy.
void AppendWithMembers(Output& out, const Record& rec, std::string_view extra);

}  // namespace kc
