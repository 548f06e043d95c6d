#pragma once
// kagg's flags and its run function (tools/kagg.cc is only the ToolSpec).
#include "cli/cli.h"

namespace kc::agg {

/// Adds kagg's flags to `o`.
void AddToolOptions(po::options_description& o);
/// Reads ctx.inputs (records, or --partial files with --merge), aggregates,
/// writes the chosen output. Bad records go through ctx.diag; usage errors
/// throw SystemError.
void RunTool(ToolContext& ctx);

}  // namespace kc::agg
