// The dispatcher reads lines and hands each block to its parser: a CSV header line starts a CSV
// block, a process/kernel/section line starts text output. Everything else before, between and
// after blocks is noise (==PROF== lines, application output); ==WARNING== and ==ERROR== lines are
// reported. An input in which no ncu structure appears at all is not ncu output: an error at its
// first non-blank line.
#include "ncu/run.h"

#include "io/error.h"
#include "ncu/csv_dialect.h"
#include "ncu/report.h"
#include "ncu/text.h"

namespace kc::ncu {

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
  if (IsReportMagic(in.Peek(4))) {
    if (path == "-") throw SystemError("a binary report cannot be read from stdin: name the file");
    ImportReport(opts_.ncu, path, [&](Input& csv) { ConvertText(csv); });
    return;
  }
  ConvertText(in);
}

void Converter::ConvertText(Input& in) {
  std::string_view line;
  bool found = false;
  uint64_t first_other = 0;
  while (!ctx_.diag.stopped() && in.ReadLine(&line)) {
    if (IsNoiseLine(line, in, ctx_.diag)) {
      found |= !Trim(line).empty();
      continue;
    }
    line = StripBom(line);  // a second file's BOM, left mid-stream by `cat a.csv b.csv`
    CsvHeader h;
    if (ParseCsvHeader(line, &h)) {
      found = true;
      ParseCsvBlock(in, h, *this);
      continue;
    }
    if (IsTextStart(line)) {
      found = true;
      ParseText(in, line, *this);
      continue;
    }
    if (!first_other) first_other = in.line();
  }
  if (!found && first_other) {
    ctx_.diag.Error(
        {in.name(), first_other},
        "not Nsight Compute output: no ncu CSV header, kernel section or ==PROF== line");
    ++ctx_.rejected;
  }
}

}  // namespace kc::ncu
