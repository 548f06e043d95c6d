// The dispatcher reads lines and hands each block to its parser: a CSV header line starts a CSV
// block, a process/kernel/section line starts text output. Everything else before, between and
// after blocks is noise (==PROF== lines, application output); ==WARNING== and ==ERROR== lines are
// reported. An input in which no ncu structure appears at all is not ncu output: an error at its
// first non-blank line. A log without kernel data says what it holds instead: the report ncu
// wrote (==PROF== Report: X), only status lines, or ERR_NVGPUCTRPERM (an error: no counters were
// read, so no data can come of that run); an empty file gives a warning.
#include "ncu/run.h"

#include "io/csv.h"
#include "io/error.h"
#include "io/number.h"
#include "ncu/csv_dialect.h"
#include "ncu/report.h"
#include "ncu/text.h"

namespace kc::ncu {

namespace {

constexpr std::string_view kPermission =
    "ncu had no permission to read the GPU performance counters (ERR_NVGPUCTRPERM), so the run "
    "has no kernel data: profile as root, or let every user profile (a line `options nvidia "
    "NVreg_RestrictProfilingToAdminUsers=0` in /etc/modprobe.d/, then reload the nvidia module "
    "or reboot); see https://developer.nvidia.com/ERR_NVGPUCTRPERM";

}  // namespace

void Run(const Options& opts, RunContext& ctx) {
  Converter conv(ctx, opts);
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) break;
    conv.ConvertPath(path);
  }
}

void Converter::Emit(const KernelRecord& rec) {
  ++ctx_.read;
  if (!rec.AppendJson(&ctx_.out.buffer(), opts_.run_json))
    ctx_.diag.Warning({rec.src_file, rec.src_line}, "invalid UTF-8 replaced by U+FFFD");
  ++ctx_.written;
  ctx_.out.MaybeFlush();
}

void Converter::ConvertPath(const std::string& path) {
  Input in(path);
  if (path != "-" && in.Peek(1).empty()) {
    ctx_.diag.Warning({in.name(), 0}, "empty file: no Nsight Compute output in it");
    return;
  }
  if (IsReportMagic(in.Peek(4))) {
    if (path == "-") throw SystemError("a binary report cannot be read from stdin: name the file");
    ImportReport(opts_.ncu, path, [&](Input& csv) { ConvertText(csv); });
    return;
  }
  ConvertText(in);
}

void Converter::ConvertText(Input& in) {
  std::string_view line;
  bool found = false, structure = false, no_permission = false;
  uint64_t first_other = 0, report_line = 0, source_page = 0;
  const uint64_t records_before = ctx_.read;
  std::string report;
  while (!ctx_.diag.stopped() && in.ReadLine(&line)) {
    if (line.find("ERR_NVGPUCTRPERM") != std::string_view::npos) {
      found = no_permission = true;
      ctx_.diag.Error({in.name(), in.line()}, kPermission);
      ++ctx_.rejected;
      continue;
    }
    if (IsNoiseLine(line, in, ctx_.diag)) {
      std::string_view t = Trim(line);
      found |= !t.empty();
      constexpr std::string_view kReport = "==PROF== Report: ";
      if (report.empty() && t.starts_with(kReport)) {
        report = Trim(t.substr(kReport.size()));
        report_line = in.line();
      }
      continue;
    }
    line = StripBom(line);  // a second file's BOM, left mid-stream by `cat a.csv b.csv`
    CsvHeader h;
    if (ParseCsvHeader(line, &h)) {
      found = structure = true;
      ParseCsvBlock(in, h, *this);
      continue;
    }
    if (IsTextStart(line)) {
      found = structure = true;
      ParseText(in, line, *this);
      continue;
    }
    if (!first_other) first_other = in.line();
    // `ncu --page source --csv`: a "Kernel Name" line, then the instructions of its source view.
    if (!found && !source_page && CsvLineStartsWith(line, "Address")) source_page = in.line();
  }
  if (!found && first_other) {
    ctx_.diag.Error({in.name(), source_page ? source_page : first_other},
                    source_page ? "an ncu source page (--page source): metrics per instruction, "
                                  "not per launch; print --page raw or --page details"
                                : "not Nsight Compute output: no ncu CSV header, kernel section "
                                  "or ==PROF== line");
    ++ctx_.rejected;
    return;
  }
  if (!found || structure || no_permission || ctx_.read != records_before || ctx_.diag.stopped())
    return;
  // Only ncu's status lines: say where the data went, or that there is none.
  if (!report.empty())
    ctx_.diag.Warning({in.name(), report_line}, "no kernel data in this log: the data is in " +
                                                    report + ": run ncu2jsonl " + report);
  else
    ctx_.diag.Warning({in.name(), 0},
                      "no kernel data in this log: it holds only ncu's status lines (==PROF==)");
}

}  // namespace kc::ncu
