#pragma once
// Nsight Compute CSV: the details page (every header dialect, --metrics exports included),
// the raw page (--page raw: header, units row, one row per launch) and --print-summary CSV.
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"
#include "ncu/sink.h"

namespace kc::ncu {

enum class CsvKind { kNone, kDetails, kRaw, kSummary };

/// The columns of one CSV block, found by name so every dialect shares one parser.
struct CsvHeader {
  CsvKind kind = CsvKind::kNone;
  std::vector<std::string> names;
  bool quoted = true;  ///< header fields were quoted (ncu always quotes)
  int id = -1, pid = -1, process = -1, host = -1, kernel = -1, kernel_time = -1, context = -1,
      stream = -1, block = -1, grid = -1, device = -1, cc = -1, section = -1, metric = -1,
      unit = -1, value = -1, rule_name = -1, rule_type = -1, rule_text = -1, speedup_type = -1,
      speedup = -1, body_label = -1, invocations = -1, min = -1, max = -1, avg = -1;
  std::vector<int> nvtx;     ///< NVTX columns (--nvtx)
  std::vector<int> metrics;  ///< raw page: metric columns
};

/// Recognises the header line of an ncu CSV block. Returns false for any other line.
bool ParseCsvHeader(std::string_view line, CsvHeader* h);

/// Reads the rows that follow a header (already read from `in`) and emits one record per launch
/// (summary: per kernel). Returns at the end of input or at the first line that is not part of
/// the block (put back for the caller).
void ParseCsvBlock(Input& in, const CsvHeader& h, RecordSink& sink);

/// True for ncu's own status lines (==PROF==, ==WARNING==, ==ERROR==) and blank lines; reports
/// ==WARNING== and ==ERROR== lines as warnings at the line just read from `in`.
bool IsNoiseLine(std::string_view line, const Input& in, Diag& diag);

/// True when `name` is an ncu metric name ("dram__bytes.sum") rather than a details label.
bool IsMetricName(std::string_view name);

}  // namespace kc::ncu
