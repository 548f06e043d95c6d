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

/// Called once per record with the parsed object and its text. Writes the output line(s) to
/// `out` and returns true, or reports through `diag` and returns false to reject the record.
using RecordFn = std::function<bool(simdjson::dom::object obj, std::string_view raw,
                                    const Location& at, Output& out)>;

/// Runs `fn` over every record of ctx.inputs, writing to ctx.out. Throws SystemError when an
/// input cannot be opened.
void RunRecordFilter(RunContext& ctx, const RecordFn& fn);
/// The same over one input, `path`.
void RunRecordFilter(RunContext& ctx, const std::string& path, const RecordFn& fn);

/// Writes `raw` (a JSON object) with the members of `extra` (text `"k":v,"k2":v2`, may be
/// empty) added at its end, as one line. Members of `raw` whose key is in `replaced` are left
/// out first, so running a tool twice gives the same record, not duplicate keys. Large pieces
/// (a record of a 100 MB name) are written out without a copy.
void AppendWithMembers(Output& out, simdjson::dom::object obj, std::string_view raw,
                       std::span<const std::string_view> replaced, std::string_view extra);

}  // namespace kc
