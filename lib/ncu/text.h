#pragma once
// ncu's plain-text console output (`ncu ... > log.txt`): per-kernel header lines, sections,
// metric tables, rule text, NVTX blocks, and the --print-summary text form.
#include <string_view>

#include "io/input.h"
#include "ncu/sink.h"

namespace kc::ncu {

/// True when `line` starts ncu text output: a process line "[pid] name@host", a kernel header
/// "name (gx, gy, gz)x(bx, by, bz), Context c, Stream s, ..." (or an older variant), or an
/// indented "Section: ..." line.
bool IsTextStart(std::string_view line);

/// Parses text output starting with `first` (a line for which IsTextStart() was true, already
/// read from `in`) and emits one record per kernel. Returns when the input ends or when a line
/// starts a CSV block (that line is put back with Input::UnreadLine()). Noise lines (==PROF==,
/// application output) are skipped; ==WARNING==/==ERROR== lines are reported as warnings.
void ParseText(Input& in, std::string_view first, RecordSink& sink);

}  // namespace kc::ncu
