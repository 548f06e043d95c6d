// `nsys stats` output is read line by line. Four things can start a report
// block: a CSV header line (a line with commas whose fields are nsys column
// names), a tab-separated one (--format tsv), a text table (a header line
// followed by a line of dash runs, whose runs give the column extents, counted
// in characters because names may hold "…"; --format column, and --format table
// with its '+' and '|' borders), or, around them, nsys status lines (Processing
// [...], NOTICE: with indented continuation lines, WARNING:, ERROR:, SKIPPED:,
// "[6/8] Executing '...' stats report", " ** CUDA GPU Kernel Summary (...):" and
// 2019.5 "CUDA Kernel Statistics (nanoseconds)" titles). A header is classified by its column names
// alone (one table for every layout and version): kernel summary
// (gpukernsum/cuda_gpu_kern_sum, with or without Med/StdDev/GridXYZ/BlockXYZ),
// NVTX range + kernel summary (nvtxkernsum/nvtx_kern_sum), the CUDA_KERNEL rows of
// the GPU and API+GPU summaries (gpusum/cuda_gpu_sum, apigpusum/cuda_api_gpu_sum), GPU trace
// (gputrace/cuda_gpu_trace, whose memcpy/memset rows become nsys_memop
// records), kernel launch and exec trace (kernexectrace/cuda_kern_exec_trace:
// one launch per row; its API call and queue columns are not read), or one of
// the reports that are not about kernels. Units come from the column names
// ("(us)", "(MB)"), else from the unit of the block's other time columns or
// the 2019.5 section title, else ns; values are scaled
// decimally. Lines that are none of these are application output or shell
// prompts: noise. A kernel table does not end at such a line: when a row of the
// last kernel table follows blank lines or other lines (program output pasted
// between rows, a second file's BOM), the table goes on and each skipped
// non-blank line is reported as a warning. Only another header ends it for
// good.
//
// Which reports are errors: a kernel block is converted wherever it appears. A
// block of another report (cuda_api_sum, cuda_gpu_mem_time_sum, nvtx_sum,
// osrt_sum, ...) or of an unknown layout is skipped silently when it is part of
// a multi-report output: when the input also holds a kernel block, a
// `--stats=true` step line ("[5/8] Executing ..."), a 2019.5 "Generating ...
// Statistics" line, or a SKIPPED line (the kernel report that had no data).
// Only an input whose sole content is non-kernel reports is an error, "not a
// kernel report: <what it is>" at its first header. An input with no report,
// table or status line at all is an error at its first non-blank line.
#include "nsys/stats.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "io/csv.h"
#include "io/number.h"

namespace kc::nsys {
namespace {

enum Role : uint8_t {
  kOther,  // a column nobody reads (Throughput, SrcMemKd, GreenCtx, ...) or an
           // unknown one
  kTimePct,
  kTotal,
  kInstances,
  kAvg,
  kMed,
  kMin,
  kMax,
  kStdDev,
  kGridXYZ,
  kBlockXYZ,
  kName,
  kRange,
  kStyle,
  kPid,
  kTid,
  kNvtxInst,
  kStart,
  kDuration,
  kCorrId,
  kGrdX,
  kGrdY,
  kGrdZ,
  kBlkX,
  kBlkY,
  kBlkZ,
  kRegs,
  kStcSMem,
  kDymSMem,
  kBytes,
  kDevice,
  kCtx,
  kStrm,
  // columns that only other reports have
  kApiName,
  kCalls,
  kCount,
  kOperation,
  kCategory,
  kTotalSize,
  kNvprof,
  kRoles
};

struct ColumnName {
  std::string_view name;  // without the "(unit)" suffix
  Role role;
  bool known = true;  // false: a column of ours we ignore is still an nsys
                      // column (see Classify)
};

// Column names of every nsys version seen (2019.5 .. 2024.x), CSV and text
// alike.
constexpr ColumnName kColumns[] = {
    {"Time", kTimePct},
    {"Total Time", kTotal},
    {"Instances", kInstances},
    {"Kern Inst", kInstances},
    {"Average", kAvg},
    {"Avg", kAvg},
    {"Med", kMed},
    {"Median", kMed},
    {"Minimum", kMin},
    {"Min", kMin},
    {"Maximum", kMax},
    {"Max", kMax},
    {"StdDev", kStdDev},
    {"GridXYZ", kGridXYZ},
    {"BlockXYZ", kBlockXYZ},
    {"Name", kName},
    {"Kernel Name", kName},
    {"NVTX Range", kRange},
    {"Range", kRange},
    {"Style", kStyle},
    {"PID", kPid},
    {"TID", kTid},
    {"NVTX Inst", kNvtxInst},
    {"Start", kStart},
    {"Kernel Start", kStart},  // kernexectrace / cuda_kern_exec_trace
    {"Duration", kDuration},
    {"Kernel Dur", kDuration},
    {"CorrId", kCorrId},
    {"GrdX", kGrdX},
    {"GrdY", kGrdY},
    {"GrdZ", kGrdZ},
    {"BlkX", kBlkX},
    {"BlkY", kBlkY},
    {"BlkZ", kBlkZ},
    {"Reg/Trd", kRegs},
    {"StcSMem", kStcSMem},
    {"DymSMem", kDymSMem},
    {"Bytes", kBytes},
    {"Device", kDevice},
    {"DevId", kDevice},
    {"Ctx", kCtx},
    {"Strm", kStrm},
    {"Throughput", kOther},
    {"SrcMemKd", kOther},
    {"DstMemKd", kOther},
    {"GreenCtx", kOther},
    {"API Start", kOther},  // kernexectrace: the launch call and its queue wait are not in the
    {"API Dur", kOther},    // launch record
    {"Queue Start", kOther},
    {"Queue Dur", kOther},
    {"Total Dur", kOther},
    {"API Function", kOther},
    {"API Name", kApiName},
    {"Num Calls", kCalls},
    {"Calls", kCalls},
    {"Count", kCount},
    {"Operations", kCount},
    {"QCount", kCount},
    {"Operation", kOperation},
    {"Category", kCategory},  // cuda_gpu_sum/gpusum, cuda_api_gpu_sum/apigpusum
    {"Total", kTotalSize},
    {"Grid X", kNvprof},
    {"Correlation_ID", kNvprof},
    {"Registers Per Thread", kNvprof},
};

enum class Dim { kNone, kTime, kMem, kPct };

struct Unit {
  std::string_view name;
  Dim dim;
  int exp10;         // to ns or bytes, decimally
  double mul = 1.0;  // binary prefixes
};

constexpr Unit kUnits[] = {
    {"ns", Dim::kTime, 0},
    {"nsec", Dim::kTime, 0},
    {"nanoseconds", Dim::kTime, 0},
    {"us", Dim::kTime, 3},
    {"\u03bcs", Dim::kTime, 3},  // the nsys GUI's Stats views print "735.855 μs"
    {"\u00b5s", Dim::kTime, 3},  // the micro sign
    {"usec", Dim::kTime, 3},
    {"microseconds", Dim::kTime, 3},
    {"ms", Dim::kTime, 6},
    {"msec", Dim::kTime, 6},
    {"milliseconds", Dim::kTime, 6},
    {"s", Dim::kTime, 9},
    {"sec", Dim::kTime, 9},
    {"seconds", Dim::kTime, 9},
    {"B", Dim::kMem, 0},
    {"KB", Dim::kMem, 3},
    {"kB", Dim::kMem, 3},
    {"MB", Dim::kMem, 6},
    {"GB", Dim::kMem, 9},
    {"KiB", Dim::kMem, 0, 1024.0},
    {"MiB", Dim::kMem, 0, 1048576.0},
    {"GiB", Dim::kMem, 0, 1073741824.0},
    {"%", Dim::kPct, 0},
};

const Unit* FindUnit(std::string_view s) {
  for (const Unit& u : kUnits)
    if (u.name == s) return &u;
  return nullptr;
}

Dim DimOf(Role r) {
  switch (r) {
    case kTotal:
    case kAvg:
    case kMed:
    case kMin:
    case kMax:
    case kStdDev:
    case kStart:
    case kDuration:
      return Dim::kTime;
    case kStcSMem:
    case kDymSMem:
    case kBytes:
      return Dim::kMem;
    default:
      return Dim::kNone;
  }
}

struct Scale {
  int exp10 = 0;
  double mul = 1.0;
  bool unit_in_cell = false;  // a time column whose header names no unit: a cell may name its own
};

enum class Kind { kNone, kSummary, kNvtxSummary, kTrace, kOther };

// How a table's cells are written: CSV, tab-separated (--format tsv), or aligned text (--format
// column, and table with its borders).
enum class Form { kCsv, kTsv, kText };

/// What a header line says: the report kind, where each column is, and how to
/// scale it.
struct Layout {
  Kind kind = Kind::kNone;
  size_t columns = 0;
  std::array<int, kRoles> col;
  std::array<Scale, kRoles> scale;
  std::vector<std::string> names;  // as printed, for messages
  std::string what;                // kOther: the error message if it stands alone
  bool has(Role r) const { return col[r] >= 0; }
};

std::string Joined(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) {
    if (!s.empty()) s += ", ";
    s += n;
  }
  return s;
}

// Splits "Total Time (ns)" / "Time(%)" into name and unit.
void SplitUnit(std::string_view s, std::string_view* name, std::string_view* unit) {
  *name = s;
  *unit = {};
  if (s.empty() || s.back() != ')') return;
  size_t open = s.rfind('(');
  if (open == std::string_view::npos || open == 0) return;
  *name = Trim(s.substr(0, open));
  *unit = Trim(s.substr(open + 1, s.size() - open - 2));
}

// True for a column name of nsys's (with or without its unit).
bool IsNsysColumn(std::string_view f) {
  std::string_view name, unit;
  SplitUnit(f, &name, &unit);
  return std::any_of(std::begin(kColumns), std::end(kColumns),
                     [&](const ColumnName& c) { return c.name == name || c.name == f; });
}

// `title_exp10`: the unit of a 2019.5 section title for columns printed without
// one (-1: none).
Layout Classify(const std::vector<std::string_view>& fields, int title_exp10) {
  Layout l;
  l.col.fill(-1);
  l.columns = fields.size();
  int known = 0;
  std::vector<std::string_view> units(fields.size());
  std::vector<Role> roles(fields.size(), kOther);
  for (size_t i = 0; i < fields.size(); ++i) {
    std::string_view f = Trim(fields[i]);
    l.names.emplace_back(f);
    std::string_view name, unit;
    SplitUnit(f, &name, &unit);
    for (const ColumnName& c : kColumns) {
      if (c.name != name && c.name != f) continue;
      ++known;
      roles[i] = c.role;
      units[i] = c.name == f ? std::string_view() : unit;
      if (c.role != kOther && l.col[c.role] < 0) l.col[c.role] = static_cast<int>(i);
      break;
    }
  }
  if (known < 2) return l;  // not a header
  // Nor is a line with a number in it: a row, however mangled, is not a header.
  for (std::string_view f : fields) {
    double d;
    if (ParseNumber(Trim(f), 0, &d)) return l;
  }
  auto other = [&](std::string what) {
    l.kind = Kind::kOther;
    l.what = std::move(what);
    return l;
  };
  if (l.has(kNvprof))
    return other(
        "not a kernel report: an nvprof GPU trace (nvprof --csv), not "
        "Nsight Systems output");
  if (l.has(kApiName))
    return other(
        "not a kernel report: a kernel launch and execution time "
        "summary per API call (cuda_kern_exec_sum)");
  if (l.has(kStart) && l.has(kDuration)) {
    if (!(l.has(kGrdX) || l.has(kGridXYZ)) || !l.has(kName))
      return other(
          "not a kernel report: a trace of API calls or ranges, not a "
          "GPU trace (columns " +
          Joined(l.names) + ")");
    l.kind = Kind::kTrace;
  } else if (l.has(kRange) && l.has(kName) && l.has(kTotal)) {
    l.kind = Kind::kNvtxSummary;
  } else if (l.has(kName) && l.has(kInstances) && l.has(kTotal)) {
    l.kind = Kind::kSummary;
  } else if (l.has(kCategory) && l.has(kOperation) && l.has(kInstances) && l.has(kTotal)) {
    // A summary of every GPU operation (and API call): its CUDA_KERNEL rows are a kernel summary
    // by name, the Operation column their name.
    l.kind = Kind::kSummary;
    l.col[kName] = l.col[kOperation];
  } else if (l.has(kRange)) {
    return other("not a kernel report: an NVTX range summary (nvtx_sum)");
  } else if (l.has(kCalls)) {
    return other(
        "not a kernel report: an API call summary (cuda_api_sum, "
        "osrt_sum or similar)");
  } else if (l.has(kOperation) || (l.has(kCount) && l.has(kName))) {
    if (l.has(kTotal) || l.has(kTimePct))
      return other(
          "not a kernel report: a memory operation time summary "
          "(cuda_gpu_mem_time_sum)");
    return other(
        "not a kernel report: a memory operation size summary "
        "(cuda_gpu_mem_size_sum)");
  } else {
    return other("unknown report layout: columns " + Joined(l.names));
  }
  // Units: time columns printed without one take the block's (old gpukernsum
  // prints "Total Time (ns)" next to a bare "Average"), else the section
  // title's, else ns.
  int block_time = -1;
  for (size_t i = 0; i < fields.size(); ++i) {
    const Unit* u = units[i].empty() ? nullptr : FindUnit(units[i]);
    if (u && u->dim == Dim::kTime && DimOf(roles[i]) == Dim::kTime) block_time = u->exp10;
  }
  if (block_time < 0) block_time = title_exp10 >= 0 ? title_exp10 : 0;
  for (size_t i = 0; i < fields.size(); ++i) {
    Dim d = DimOf(roles[i]);
    if (d == Dim::kNone || l.col[roles[i]] != static_cast<int>(i)) continue;
    if (units[i].empty()) {
      l.scale[roles[i]] = {d == Dim::kTime ? block_time : 0, 1.0, d == Dim::kTime};
      continue;
    }
    const Unit* u = FindUnit(units[i]);
    if (!u || u->dim != d) return other("unknown unit in column '" + l.names[i] + "'");
    l.scale[roles[i]] = {u->exp10, u->mul};
  }
  return l;
}

// A number cell of column role `r` scaled by `sc`. The nsys GUI's Stats views, exported as CSV,
// print each time with its unit and each share with '%' under bare headers ("Total Time":
// "203.138 ms", "735.855 μs"; "Time": "39.50%"): a cell's own time unit is read where the header
// names none, and a share may end in '%'.
bool CellNumber(std::string_view s, Role r, const Scale& sc, double* v) {
  if (ParseNumber(s, sc.exp10, v)) return true;
  if (r == kTimePct && s.ends_with('%')) return ParseNumber(Trim(s.substr(0, s.size() - 1)), 0, v);
  if (!sc.unit_in_cell) return false;
  size_t end = s.find_last_of("0123456789");
  if (end == std::string_view::npos) return false;
  const Unit* u = FindUnit(Trim(s.substr(end + 1)));
  return u && u->dim == Dim::kTime && ParseNumber(Trim(s.substr(0, end + 1)), u->exp10, v);
}

// Text tables cut names at 100 characters, and other cells at their column's width, with "…"
// (U+2026).
bool IsCut(std::string_view cell) { return cell.ends_with("\xE2\x80\xA6"); }

bool IsNullCell(std::string_view s) {
  return s.empty() || s == "None" || s == "-" || s == "n/a" || s == "N/A";
}

bool StartsWithDigitSlash(std::string_view t) {
  // "[6/8] Executing ...", "[1/8] [=====100%] x.nsys-rep"
  if (t.size() < 5 || t[0] != '[') return false;
  size_t i = 1;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
  return i > 1 && i < t.size() && t[i] == '/';
}

/// Status lines nsys writes between and around reports (they also end a block).
bool IsStatusLine(std::string_view t) {
  static constexpr std::string_view kPrefixes[] = {"Processing [",
                                                   "Generating SQLite file",
                                                   "Generating '",
                                                   "Generated:",
                                                   "NOTICE:",
                                                   "WARNING:",
                                                   "ERROR:",
                                                   "SKIPPED:",
                                                   "Exporting ",
                                                   "Exported successfully",
                                                   "Collecting data",
                                                   "Processing events",
                                                   "Saving temporary",
                                                   "Saved report file to",
                                                   "Report file moved to",
                                                   "Report file saved to"};
  for (auto p : kPrefixes)
    if (t.starts_with(p)) return true;
  // " ** CUDA GPU Kernel Summary (cuda_gpu_kern_sum):"
  if (t.starts_with("** ") && t.ends_with("):")) return true;
  return StartsWithDigitSlash(t);
}

// A line of dash runs under a text table header: at least two runs, apart by spaces (`--format
// column`) or by '+' (`--format table`, which also draws it above the header and below the rows,
// and a '|' between cells).
bool DashRuns(std::string_view line, std::vector<size_t>* starts) {
  starts->clear();
  size_t cp = 0;
  bool in_run = false, any = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c == '-') {
      if (!in_run) starts->push_back(cp);
      in_run = any = true;
    } else if (c == ' ' || c == '+') {
      in_run = false;
    } else {
      return false;
    }
    ++cp;
  }
  return any && starts->size() >= 2;
}

// Cuts `line` at the character (code point) positions `starts`: cell i spans
// from starts[i] to starts[i+1], the last one to the end of the line. Cells are
// trimmed, and in a bordered table (`--format table`) stripped of its '|'.
void CutCells(std::string_view line, const std::vector<size_t>& starts, bool bordered,
              std::vector<std::string_view>* cells) {
  cells->assign(starts.size(), std::string_view());
  std::vector<size_t> byte(starts.size() + 1, line.size());
  size_t cp = 0, k = 0;
  for (size_t i = 0; i <= line.size() && k < starts.size(); ++i) {
    if (i < line.size() && (static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) continue;
    while (k < starts.size() && starts[k] == cp) byte[k++] = i;
    ++cp;
  }
  byte[0] = 0;  // the first cell starts at the line start (text before the first
                // run is its)
  for (size_t j = 0; j < starts.size(); ++j) {
    size_t b = std::min(byte[j], line.size()), e = std::min(byte[j + 1], line.size());
    std::string_view c = b < e ? Trim(line.substr(b, e - b)) : std::string_view();
    if (bordered) {
      if (j == 0 && c.starts_with('|')) c = Trim(c.substr(1));
      if (c.ends_with('|')) c = Trim(c.substr(0, c.size() - 1));
    }
    (*cells)[j] = c;
  }
}

// Splits a line of `nsys stats --format tsv` at its tabs.
void SplitTabs(std::string_view line, std::vector<std::string_view>* fields) {
  fields->clear();
  for (size_t start = 0;;) {
    size_t tab = line.find('\t', start);
    fields->push_back(line.substr(start, tab == std::string_view::npos ? tab : tab - start));
    if (tab == std::string_view::npos) return;
    start = tab + 1;
  }
}

// The time unit of a 2019.5 section title "CUDA Kernel Statistics
// (nanoseconds)", or -1.
int TitleUnit(std::string_view t) {
  if (t.back() != ')') return -1;
  size_t open = t.rfind(" (");
  if (open == std::string_view::npos || !t.substr(0, open).ends_with("Statistics")) return -1;
  const Unit* u = FindUnit(t.substr(open + 2, t.size() - open - 3));
  return u && u->dim == Dim::kTime ? u->exp10 : 1000;  // 1000: a title, not a time unit
}

class StatsParser {
 public:
  StatsParser(Input& in, Sink& sink) : in_(in), sink_(sink) {}

  void Run() {
    std::string_view line;
    while (!sink_.diag().stopped() && in_.ReadLine(&line)) Line(line);
    if (sink_.diag().stopped()) return;
    CloseTable();
    GpuSummaryRows();
    if (!kernel_blocks_ && other_line_ && !multi_report_) {
      Bad(other_line_, other_what_);
    } else if (!found_ && first_noise_) {
      // nsys export --type json / --type text: events, not tables.
      const bool json = first_noise_text_.starts_with("{\"data\":[");
      if (json || first_noise_text_.starts_with("data: \""))
        Bad(first_noise_, std::string("an nsys ") + (json ? "JSON" : "text") +
                              " export (nsys export --type " + (json ? "json" : "text") +
                              "): export the report to SQLite (--type sqlite) and convert that");
      else
        Bad(first_noise_,
            "not Nsight Systems output: no nsys stats report, "
            "table or status line");
    } else if (found_ && !table_ && !skipped_report_) {
      // Only nsys's status lines: say where the data went, or that there is none.
      if (!report_.empty())
        sink_.diag().Warning({in_.name(), report_line_},
                             "no kernel data in this log: the data is in " + report_ +
                                 ": run nsys2jsonl " + report_);
      else
        sink_.diag().Warning({in_.name(), 0},
                             "no kernel data in this log: it holds only nsys's status lines");
    }
  }

 private:
  bool Bad(uint64_t line, const std::string& msg) {
    bool go_on = sink_.diag().Error({in_.name(), line}, msg);
    sink_.Reject();
    return go_on;
  }

  void Line(std::string_view line) {
    line = StripBom(line);  // a second file's BOM, left mid-stream by `cat a.csv b.csv`
    std::string_view t = Trim(line);
    if (t.empty()) {
      prev_.clear();
      return;
    }
    NoteReport(t);
    // nsys's errors ("ERROR: Report 'gputrace.py' encountered an internal error", "ERROR:
    // Specified input file ... does not exist") are relayed: the report they name is not in this
    // log. Other programs write such lines too, so one is no sign of nsys output.
    if (t.starts_with("ERROR:")) {
      std::string msg(t);
      const uint64_t at = in_.line();
      Continuation(&msg);
      sink_.diag().Warning({in_.name(), at}, msg);
      prev_.clear();
      return;
    }
    if (t == "[") {  // nsys stats --format json: an array of one object a row
      JsonBlock();
      prev_.clear();
      return;
    }
    if (t.starts_with("<!DOCTYPE html") || t.starts_with("<table>")) {
      Bad(in_.line(),
          "nsys stats HTML output (--format hdoc or htable) is not read: print the report with "
          "--format csv");
      found_ = table_ = true;
      while (in_.ReadLine(&line)) {  // the rest is the page
      }
      return;
    }
    if (Status(t)) {  // a status line between rows does not end the table: a header does
      found_ = true;
      prev_.clear();
      return;
    }
    if (DashRuns(line, &starts_) && !prev_.empty()) {
      TextBlock(t.starts_with('+'));
      prev_.clear();
      return;
    }
    if (t.find('\t') != std::string_view::npos) {  // nsys stats --format tsv
      std::vector<std::string_view> f;
      SplitTabs(t, &f);
      Layout l = Classify(f, -1);
      if (l.kind != Kind::kNone) {
        DelimitedBlock(l, in_.line(), Form::kTsv);
        prev_.clear();
        return;
      }
    }
    if (t.find(',') != std::string_view::npos && SplitCsvLine(t, &owned_)) {
      std::vector<std::string_view> f(owned_.begin(), owned_.end());
      Layout l = Classify(f, -1);
      if (l.kind != Kind::kNone) {
        DelimitedBlock(l, in_.line(), Form::kCsv);
        prev_.clear();
        return;
      }
      // A header of a report this parser does not know, as wide as the kernel table: its rows
      // are not kernels.
      if (last_ && last_form_ == Form::kCsv && f.size() == last_->columns &&
          std::none_of(f.begin(), f.end(), [](std::string_view c) {
            double d;
            return ParseNumber(Trim(c), 0, &d);
          }))
        CloseTable();
    }
    if (last_ && IsRowOf(*last_, line)) {
      // The last kernel table goes on after lines that are not its rows.
      for (const auto& [at, text] : skipped_)
        sink_.diag().Warning({in_.name(), at},
                             "skipped a line that is not part of the table: '" + text + "'");
      skipped_.clear();
      in_.UnreadLine();
      const uint64_t at = in_.next_line();
      Layout l = *last_;
      Rows(l);
      // The rows' own reading did not take the line: it is skipped, never read again.
      if (in_.next_line() == at && in_.ReadLine(&line))
        skipped_.emplace_back(in_.line(), Excerpt(Trim(StripBom(line))));
      return;
    }
    if (last_) skipped_.emplace_back(in_.line(), Excerpt(t));
    OtherText(in_.line(), t);
    prev_.assign(line);
    prev_line_ = in_.line();
  }

  // A line that is no nsys output: the first one is where "not Nsight Systems output" points.
  void OtherText(uint64_t line, std::string_view t) {
    if (first_noise_) return;
    first_noise_ = line;
    first_noise_text_.assign(t.substr(0, 16));
  }

  // Remembers the report a status line names (the last one: "Generated:" is followed by its
  // full path): "[1/1] [===100%] report1.nsys-rep", "    /home/u/report1.nsys-rep", "Saved report
  // file to "/tmp/a.qdrep"".
  void NoteReport(std::string_view t) {
    // "Processing [a.sqlite] with [.../cuda_gpu_trace.py] to [a_cuda_gpu_trace.csv]...": the
    // report's table went to that file.
    if (size_t to = t.find("] to [");
        t.starts_with("Processing [") && to != std::string_view::npos) {
      size_t end = t.find(']', to + 6);
      if (end != std::string_view::npos) {
        report_.assign(t.substr(to + 6, end - to - 6));
        report_line_ = in_.line();
      }
      return;
    }
    for (std::string_view ext : {".nsys-rep", ".qdrep"}) {
      size_t end = t.rfind(ext);
      if (end == std::string_view::npos) continue;
      end += ext.size();
      size_t start = t.find_last_of(" \t\"'", end - 1);
      start = start == std::string_view::npos ? 0 : start + 1;
      if (start < end) {
        report_.assign(t.substr(start, end - start));
        report_line_ = in_.line();
      }
      return;
    }
  }

  // The kernel rows of cuda_gpu_sum / cuda_api_gpu_sum, kept until the end of the input: where it
  // also holds a kernel summary (`nsys stats -r cuda_gpu_kern_sum,cuda_gpu_sum`), that one has the
  // same kernels, which must not be counted twice.
  void GpuSummaryRows() {
    if (gpu_sum_rows_.empty()) return;
    if (kernel_summary_) {
      sink_.diag().Warning({in_.name(), gpu_sum_rows_.front().src.line},
                           "skipped the " + std::to_string(gpu_sum_rows_.size()) +
                               " kernel rows of a GPU summary (cuda_gpu_sum): this input's kernel "
                               "summary has the same kernels");
      return;
    }
    for (const KernelSummary& r : gpu_sum_rows_) sink_.Emit(r);
  }

  // Handles a status line; false when `t` is none.
  bool Status(std::string_view t) {
    uint64_t at = in_.line();
    if (t.starts_with("NOTICE:") || t.starts_with("WARNING:")) {
      std::string msg(t);
      Continuation(&msg);
      if (msg.starts_with("WARNING:")) sink_.diag().Warning({in_.name(), at}, msg);
      return true;
    }
    if (t.starts_with("SKIPPED:")) {
      multi_report_ = true;  // the report that had no data is part of this output
      skipped_report_ = true;
      sink_.diag().Warning({in_.name(), at}, t);
      return true;
    }
    if (StartsWithDigitSlash(t)) {
      if (t.find("] Executing '") != std::string_view::npos) multi_report_ = true;
      return true;
    }
    if (t.starts_with("Generating ") && t.ends_with("Statistics...")) {
      multi_report_ = true;  // 2019.5 --stats=true
      return true;
    }
    if (IsStatusLine(t)) return true;
    int unit = TitleUnit(t);
    if (unit >= 0) {
      title_exp10_ = unit == 1000 ? -1 : unit;
      return true;
    }
    return false;
  }

  // Appends the indented continuation lines of a NOTICE:/WARNING: block.
  void Continuation(std::string* msg) {
    std::string_view line;
    while (in_.ReadLine(&line)) {
      if (line.size() < 2 || !(line.starts_with("  ") || line[0] == '\t') || Trim(line).empty()) {
        in_.UnreadLine();
        return;
      }
      *msg += ' ';
      *msg += Trim(line);
    }
  }

  // True when `line` is a row of the kernel table `l`: CSV fields (text: cut at its columns)
  // with more than half of its time and count cells numbers (or empty). A row with one bad
  // number or a field too many is still a row (an error later); a line of other text is not. A
  // text column that starts after the line's end is not in the line (neither number nor empty
  // cell): a short line of other text that ends in a number ("ldd (GLIBC 2.35) 2.35") is no row,
  // nor is one that ends before the name column (a numbered source line "     9\t" in a
  // transcript): nsys prints a name in every row.
  bool IsRowOf(const Layout& l, std::string_view line) {
    std::vector<std::string_view> f;
    size_t width = SIZE_MAX;  // text: the line's width in code points
    if (last_form_ == Form::kText) {
      width = static_cast<size_t>(std::count_if(line.begin(), line.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
      }));
      if (l.has(kName) && last_starts_[l.col[kName]] >= width) return false;
      CutCells(line, last_starts_, last_bordered_, &f);
    } else if (last_form_ == Form::kTsv) {
      SplitTabs(Trim(line), &f);
      if (f.size() < 2) return false;
    } else {
      // Any number of fields: a row cut short or run long is still a row (an error later).
      if (!SplitCsvLine(Trim(line), &owned_) || owned_.size() < 2) return false;
      f.assign(owned_.begin(), owned_.end());
    }
    int present = 0, numbers = 0, nulls = 0;
    for (Role r :
         {kTimePct, kTotal, kInstances, kAvg, kMed, kMin, kMax, kStdDev, kStart, kDuration}) {
      if (!l.has(r) || static_cast<size_t>(l.col[r]) >= f.size()) continue;
      if (last_form_ == Form::kText && last_starts_[l.col[r]] >= width) continue;
      ++present;
      std::string_view s = Trim(f[l.col[r]]);
      double d;
      if (CellNumber(s, r, l.scale[r], &d)) {
        ++numbers;
      } else if (IsNullCell(s)) {
        ++nulls;
      }
    }
    return numbers > 0 && 2 * (numbers + nulls) > present;
  }

  // Starts a kernel table: the one later rows may continue.
  void KernelTable(const Layout& l, Form form, uint64_t header_line) {
    CloseTable();
    ++kernel_blocks_;
    last_ = l;
    last_form_ = form;
    last_header_line_ = header_line;
    last_rows_ = 0;
  }

  // Ends the last kernel table. One with no rows but other lines after its header is not an
  // empty table but an unreadable one.
  void CloseTable() {
    if (last_ && last_rows_ == 0 && !skipped_.empty())
      Bad(last_header_line_, "the table header is followed by no rows of its table (" +
                                 std::to_string(skipped_.size()) + " other lines skipped)");
    last_.reset();
    skipped_.clear();
  }

  // A non-kernel block: remembered for the end-of-input rule.
  void NoteOther(const Layout& l, uint64_t header_line) {
    CloseTable();
    if (!other_line_) {
      other_line_ = header_line;
      other_what_ = l.what;
    }
  }

  // A non-kernel block: noted, its rows skipped.
  void OtherBlock(const Layout& l, uint64_t header_line) {
    NoteOther(l, header_line);
    std::string_view line;
    while (in_.ReadLine(&line)) {
      std::string_view t = Trim(line);
      if (t.empty()) return;
      if (IsStatusLine(t)) {
        in_.UnreadLine();
        return;
      }
    }
  }

  void DelimitedBlock(const Layout& l, uint64_t header_line, Form form) {
    table_ = true;
    found_ = true;
    if (l.kind == Kind::kOther) return OtherBlock(l, header_line);
    KernelTable(l, form, header_line);
    Rows(l);
  }

  // The rows of the last kernel table, in its form.
  void Rows(const Layout& l) {
    switch (last_form_) {
      case Form::kCsv:
        return CsvRows(l);
      case Form::kTsv:
        return TsvRows(l);
      case Form::kText:
        return TextRows(l);
    }
  }

  // `nsys stats --format json`: from the "[" line to the "]" line, an array of objects whose keys
  // are the column names. Each object is a row, its values the cells (numbers as written, "None"
  // or null for no value). A "[" line that starts something else (a list in a transcript) is
  // other text: the lines read stop at the first that no such array has (a blank one, or one
  // that does not start with '{', '}', '"' or ']').
  void JsonBlock() {
    const uint64_t start = in_.line();
    std::string text = "[";
    std::vector<uint64_t> object_lines;  // where each top-level object starts
    std::string_view line;
    std::string first_key;  // of the first object
    bool closed = false, nsys_key = false;
    while (in_.ReadLine(&line)) {
      std::string_view t = Trim(line);
      if (t.empty() || std::string_view("{}\"]").find(t[0]) == std::string_view::npos) {
        in_.UnreadLine();
        break;
      }
      if (t == "{") object_lines.push_back(in_.line());
      if (first_key.empty() && t[0] == '"') {
        first_key = t.substr(1, t.find('"', 1) - 1);
        nsys_key = IsNsysColumn(first_key);
      }
      text += line;
      text += '\n';
      if (t == "]" && line.starts_with(']')) {
        closed = true;
        break;
      }
      if (!nsys_key && !first_key.empty()) break;  // some other JSON
    }
    simdjson::dom::parser parser;
    simdjson::dom::array rows;
    if (!nsys_key || (closed && parser.parse(text).get(rows) != simdjson::SUCCESS))
      return OtherText(start, "[");
    if (!closed) {
      table_ = found_ = true;
      Bad(start, "the JSON array of nsys's rows is not closed by a ']' line");
      return;
    }
    std::vector<std::string> names, cells;
    std::vector<std::string_view> views;
    Layout l;
    size_t k = 0;
    for (simdjson::dom::element e : rows) {
      const uint64_t at = k < object_lines.size() ? object_lines[k] : start;
      ++k;
      simdjson::dom::object obj;
      if (e.get(obj) != simdjson::SUCCESS) {
        if (names.empty()) return OtherText(start, "[");  // a list of strings or numbers
        Bad(at, "a row of the JSON array is not an object");
        return;
      }
      cells.clear();
      std::vector<std::string> keys;
      for (auto [key, value] : obj) {
        keys.emplace_back(key);
        std::string_view str;
        if (value.get(str) == simdjson::SUCCESS) {
          cells.emplace_back(str);
        } else if (value.is_null()) {
          cells.emplace_back();
        } else {
          cells.push_back(simdjson::minify(value));
        }
      }
      if (names.empty()) {
        names = keys;
        views.assign(names.begin(), names.end());
        l = Classify(views, -1);
        if (l.kind == Kind::kNone) return OtherText(start, "[");  // a few words like nsys's
        table_ = found_ = true;
        if (l.kind == Kind::kOther) return NoteOther(l, at);
        CloseTable();
        ++kernel_blocks_;
      } else if (keys != names) {
        Bad(at, "the keys of this row differ from the first row's");
        continue;
      }
      views.assign(cells.begin(), cells.end());
      Row(l, views, at, false);
    }
  }

  void TsvRows(const Layout& l) {
    std::vector<std::string_view> f;
    std::string_view line;
    while (!sink_.diag().stopped() && in_.ReadLine(&line)) {
      std::string_view t = Trim(StripBom(line));
      if (t.empty()) break;
      SplitTabs(t, &f);
      // Status lines, another header and other text (no tab) end the rows.
      if (IsStatusLine(t) || f.size() < 2 ||
          ((t[0] < '0' || t[0] > '9') && Classify(f, -1).kind != Kind::kNone)) {
        in_.UnreadLine();
        break;
      }
      DelimitedRow(l, f, in_.line());
    }
  }

  // A row of a CSV or TSV table: as many fields as its header, else an error.
  void DelimitedRow(const Layout& l, const std::vector<std::string_view>& f, uint64_t line) {
    if (f.size() != l.columns) {
      Bad(line, "expected " + std::to_string(l.columns) + " fields as in the header, found " +
                    std::to_string(f.size()));
      return;
    }
    ++last_rows_;
    Row(l, f, line, false);
  }

  void CsvRows(const Layout& l) {
    CsvReader reader(in_);
    CsvRow row;
    std::string_view line;
    while (!sink_.diag().stopped() && in_.ReadLine(&line)) {
      std::string_view t = Trim(StripBom(line));
      if (t.empty()) break;
      in_.UnreadLine();
      // Status lines, another header and, in pasted logs, the next shell prompt (no comma) end
      // the rows.
      if (IsStatusLine(t) || (l.columns > 1 && t.find(',') == std::string_view::npos)) break;
      if ((t[0] < '0' || t[0] > '9') && t[0] != '"' && SplitCsvLine(t, &owned_)) {
        std::vector<std::string_view> f(owned_.begin(), owned_.end());
        if (Classify(f, -1).kind != Kind::kNone) break;
      }
      if (!reader.Next(&row)) {
        if (!reader.error().empty()) Bad(reader.error_line(), reader.error());
        break;
      }
      DelimitedRow(l, row.fields, row.line);
    }
  }

  void TextBlock(bool bordered) {
    table_ = true;
    found_ = true;
    std::vector<size_t> starts = starts_;
    std::vector<std::string_view> cells;
    CutCells(prev_, starts, bordered, &cells);
    Layout l = Classify(cells, title_exp10_);
    title_exp10_ = -1;
    if (l.kind == Kind::kNone)
      l.kind = Kind::kOther, l.what = "unknown report layout: columns " + Joined(l.names);
    if (l.kind == Kind::kOther) return OtherBlock(l, prev_line_);
    KernelTable(l, Form::kText, prev_line_);
    last_starts_ = starts;
    last_bordered_ = bordered;
    TextRows(l);
  }

  void TextRows(const Layout& l) {
    std::vector<std::string_view> cells;
    std::string_view line;
    while (!sink_.diag().stopped() && in_.ReadLine(&line)) {
      line = StripBom(line);
      std::string_view t = Trim(line);
      if (t.empty()) break;
      if (IsStatusLine(t) || !IsRowOf(l, line)) {
        in_.UnreadLine();
        break;
      }
      CutCells(line, last_starts_, last_bordered_, &cells);
      ++last_rows_;
      Row(l, cells, in_.line(), true);
    }
  }

  // True for a cell that nsys's text table cut to its column's width with "…" (the width comes
  // from the first rows, so a later, wider grid or time is cut): its value is unknown, and the
  // first such cell of each column is reported.
  bool CutCell(const Layout& l, Role r, std::string_view s, uint64_t line) {
    if (!IsCut(s)) return false;
    if (!cut_reported_[r]) {
      cut_reported_[r] = true;
      sink_.diag().Warning({in_.name(), line},
                           "nsys's text table cut the cell '" + std::string(s) + "' in column '" +
                               l.names[l.col[r]] +
                               "': written as null (further cut cells of this column are not "
                               "reported; nsys stats --format csv prints them whole)");
    }
    return true;
  }

  // Parses a number cell scaled by `s`; nullopt for null markers and cut cells. False (after
  // an error) when the cell is not a number.
  bool Num(const Layout& l, const std::vector<std::string_view>& f, Role r, uint64_t line,
           std::optional<double>* out) {
    out->reset();
    if (!l.has(r)) return true;
    std::string_view s = Trim(f[l.col[r]]);
    if (IsNullCell(s) || CutCell(l, r, s, line)) return true;
    double v;
    if (!CellNumber(s, r, l.scale[r], &v)) {
      Bad(line, "bad number in column '" + l.names[l.col[r]] + "': '" + std::string(s) + "'");
      return false;
    }
    if (v < 0) {  // times, counts, shares and sizes are never negative
      Bad(line, "negative number in column '" + l.names[l.col[r]] + "': '" + std::string(s) + "'");
      return false;
    }
    *out = v * l.scale[r].mul;
    return true;
  }

  bool Int(const Layout& l, const std::vector<std::string_view>& f, Role r, uint64_t line,
           std::optional<int64_t>* out) {
    std::optional<double> d;
    out->reset();
    if (!Num(l, f, r, line, &d)) return false;
    if (d) {
      if (!IsWholeInt64(std::round(*d))) {
        Bad(line, "number out of range in column '" + l.names[l.col[r]] + "'");
        return false;
      }
      *out = std::llround(*d);
    }
    return true;
  }

  static std::string Str(const Layout& l, const std::vector<std::string_view>& f, Role r) {
    if (!l.has(r)) return {};
    std::string_view s = Trim(f[l.col[r]]);
    return IsNullCell(s) ? std::string() : std::string(s);
  }

  // "   8   32    1" (GridXYZ/BlockXYZ)
  bool Triple(const Layout& l, const std::vector<std::string_view>& f, Role r, uint64_t line,
              Shape* out) {
    out->reset();
    if (!l.has(r)) return true;
    std::string_view s = Trim(f[l.col[r]]);
    if (IsNullCell(s) || CutCell(l, r, s, line)) return true;
    std::array<int64_t, 3> v{};
    size_t n = 0;
    while (!s.empty() && n < 3) {
      size_t sp = s.find(' ');
      double d;
      if (!ParseNumber(s.substr(0, sp), 0, &d) || !IsWholeInt64(d)) break;  // a bad shape
      v[n++] = static_cast<int64_t>(d);
      s = sp == std::string_view::npos ? std::string_view() : Trim(s.substr(sp));
    }
    if (n != 3 || !s.empty()) {
      Bad(line, "bad launch shape in column '" + l.names[l.col[r]] + "': '" +
                    std::string(Trim(f[l.col[r]])) + "'");
      return false;
    }
    *out = v;
    return true;
  }

  // Grid or block from three columns (GrdX, GrdY, GrdZ).
  bool Shape3(const Layout& l, const std::vector<std::string_view>& f, Role x, uint64_t line,
              Shape* out) {
    out->reset();
    std::array<int64_t, 3> v{};
    int present = 0;
    for (int k = 0; k < 3; ++k) {
      std::optional<int64_t> c;
      if (!Int(l, f, static_cast<Role>(x + k), line, &c)) return false;
      if (c) {
        v[k] = *c;
        ++present;
      }
    }
    if (present == 3) *out = v;
    return true;
  }

  void Row(const Layout& l, const std::vector<std::string_view>& f, uint64_t line, bool text) {
    switch (l.kind) {
      case Kind::kSummary:
      case Kind::kNvtxSummary:
        return SummaryRow(l, f, line, text);
      case Kind::kTrace:
        return TraceRow(l, f, line, text);
      default:
        return;
    }
  }

  void SummaryRow(const Layout& l, const std::vector<std::string_view>& f, uint64_t line,
                  bool text) {
    // cuda_gpu_sum and cuda_api_gpu_sum: memory operations and API calls are no kernels.
    if (l.has(kCategory) && Str(l, f, kCategory) != "CUDA_KERNEL") return;
    KernelSummary& r = summary_;
    r = KernelSummary();
    r.src = {in_.name(), line};
    r.kernel = Str(l, f, kName);
    r.name_truncated = text && IsCut(r.kernel);
    if (!Num(l, f, kTimePct, line, &r.time_pct) || !Num(l, f, kTotal, line, &r.total_ns) ||
        !Num(l, f, kInstances, line, &r.instances) || !Num(l, f, kAvg, line, &r.avg_ns) ||
        !Num(l, f, kMed, line, &r.med_ns) || !Num(l, f, kMin, line, &r.min_ns) ||
        !Num(l, f, kMax, line, &r.max_ns) || !Num(l, f, kStdDev, line, &r.stddev_ns) ||
        !Triple(l, f, kGridXYZ, line, &r.grid) || !Triple(l, f, kBlockXYZ, line, &r.block))
      return;
    if (r.kernel.empty()) {
      Bad(line, "empty kernel name");
      return;
    }
    if (r.instances && *r.instances != std::floor(*r.instances)) {
      Bad(line, "instances is not a whole number: " + std::string(Trim(f[l.col[kInstances]])));
      return;
    }
    // nsys rounds shares to a tenth or a hundredth: 100.05 is still 100.
    if (r.time_pct && *r.time_pct > 100.05) {
      Bad(line, "time share above 100 %: " + std::string(Trim(f[l.col[kTimePct]])));
      return;
    }
    // There the share is of all GPU (or API and GPU) time, not of kernel time: unknown.
    if (l.has(kCategory)) {
      r.time_pct.reset();
      gpu_sum_rows_.push_back(r);
      return;
    }
    if (l.kind == Kind::kSummary) kernel_summary_ = true;
    if (l.kind == Kind::kNvtxSummary) {
      // "None": kernels outside any range.
      r.nvtx_summary = true;
      r.nvtx_range = Str(l, f, kRange);
      r.nvtx_style = Str(l, f, kStyle);
      r.pid = Str(l, f, kPid);
      r.tid = Str(l, f, kTid);
      if (!Num(l, f, kNvtxInst, line, &r.nvtx_instances)) return;
    }
    sink_.Emit(r);
  }

  // "NVIDIA GeForce RTX 4090 (0)" → id "0", name "NVIDIA GeForce RTX 4090".
  static void SplitDevice(std::string_view s, std::string* id, std::string* name) {
    id->clear();
    name->clear();
    if (s.empty()) return;
    size_t open = s.rfind(" (");
    if (s.back() == ')' && open != std::string_view::npos) {
      std::string_view n = s.substr(open + 2, s.size() - open - 3);
      double d;
      if (ParseNumber(n, 0, &d)) {
        id->assign(n);
        name->assign(Trim(s.substr(0, open)));
        return;
      }
    }
    id->assign(s);
  }

  void TraceRow(const Layout& l, const std::vector<std::string_view>& f, uint64_t line, bool text) {
    std::string name = Str(l, f, kName);
    std::string device, device_name;
    SplitDevice(Str(l, f, kDevice), &device, &device_name);
    // Memory operations: "[CUDA memcpy HtoD]", "[CUDA memcpy Host-to-Device]",
    // "[CUDA memset]".
    if (name.size() > 2 && name.front() == '[' && name.back() == ']') {
      MemOp& m = memop_;
      m = MemOp();
      m.src = {in_.name(), line};
      m.kind = name;
      if (!Int(l, f, kStart, line, &m.start_ns) || !Int(l, f, kDuration, line, &m.duration_ns) ||
          !Int(l, f, kBytes, line, &m.bytes))
        return;
      m.device = device;
      m.context = Str(l, f, kCtx);
      m.stream = Str(l, f, kStrm);
      m.correlation_id = Str(l, f, kCorrId);
      sink_.Emit(m);
      return;
    }
    KernelLaunch& k = launch_;
    k = KernelLaunch();
    k.src = {in_.name(), line};
    // gputrace gives a shape in three columns, kernexectrace in one ("GridXYZ").
    auto shape = [&](Role xyz, Role x, Shape* out) {
      return l.has(xyz) ? Triple(l, f, xyz, line, out) : Shape3(l, f, x, line, out);
    };
    if (!Int(l, f, kStart, line, &k.start_ns) || !Int(l, f, kDuration, line, &k.duration_ns) ||
        !shape(kGridXYZ, kGrdX, &k.grid) || !shape(kBlockXYZ, kBlkX, &k.block) ||
        !Int(l, f, kRegs, line, &k.registers_per_thread) ||
        !Int(l, f, kStcSMem, line, &k.static_smem_bytes) ||
        !Int(l, f, kDymSMem, line, &k.dynamic_smem_bytes))
      return;
    if (name.empty()) {
      Bad(line, "empty kernel name");
      return;
    }
    k.kernel = std::move(name);
    k.name_truncated = text && IsCut(k.kernel);
    if (k.start_ns && k.duration_ns) k.end_ns = *k.start_ns + *k.duration_ns;
    k.device = std::move(device);
    k.device_name = std::move(device_name);
    k.context = Str(l, f, kCtx);
    k.stream = Str(l, f, kStrm);
    k.correlation_id = Str(l, f, kCorrId);
    k.pid = Str(l, f, kPid);
    sink_.Emit(k);
  }

  Input& in_;
  Sink& sink_;
  std::string prev_;  // the last noise line: the header when a dash line follows
  uint64_t prev_line_ = 0;
  std::vector<size_t> starts_;
  std::vector<std::string> owned_;
  int title_exp10_ = -1;
  bool found_ = false;           // any nsys structure (status line, table)
  bool table_ = false;           // any table
  bool skipped_report_ = false;  // nsys said a report had no data (SKIPPED:)
  std::string report_;           // the report the status lines name, if any
  uint64_t report_line_ = 0;
  bool multi_report_ = false;  // see the comment at the top
  int kernel_blocks_ = 0;
  uint64_t first_noise_ = 0;
  std::string first_noise_text_;  // its start
  uint64_t other_line_ = 0;
  std::string other_what_;
  KernelSummary summary_;
  KernelLaunch launch_;
  MemOp memop_;
  // The last kernel table, which rows after other lines continue, and the lines skipped since.
  std::optional<Layout> last_;
  Form last_form_ = Form::kCsv;
  bool last_bordered_ = false;  // a text table of --format table
  std::vector<size_t> last_starts_;
  uint64_t last_header_line_ = 0, last_rows_ = 0;
  std::vector<std::pair<uint64_t, std::string>> skipped_;
  std::array<bool, kRoles> cut_reported_{};  // columns whose cut cell was reported
  bool kernel_summary_ = false;              // a row of a kernel summary was written
  std::vector<KernelSummary> gpu_sum_rows_;  // see GpuSummaryRows
};

}  // namespace

void ParseStats(Input& in, Sink& sink) { StatsParser(in, sink).Run(); }

}  // namespace kc::nsys
