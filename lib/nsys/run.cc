// Inputs are told apart by their first bytes: the SQLite magic, the magic of nsys reports, or
// else text (nsys stats CSV or console tables, possibly mixed with status lines).
#include "nsys/run.h"

#include "io/error.h"
#include "nsys/report.h"
#include "nsys/stats.h"

namespace kc::nsys {

void Run(const Options& opts, RunContext& ctx) {
  Converter conv(ctx, opts);
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) break;
    conv.ConvertPath(path);
  }
}

void Converter::Write(bool utf8_ok, const Source& src) {
  ++ctx_.read;
  ++ctx_.written;
  if (!utf8_ok) ctx_.diag.Warning({src.file, src.line}, "invalid UTF-8 replaced by U+FFFD");
  ctx_.out.MaybeFlush();
}

void Converter::ConvertPath(const std::string& path) {
  Input in(path);
  std::string_view head = in.Peek(64);
  if (path != "-" && head.empty()) {
    ctx_.diag.Warning({in.name(), 0}, "empty file: no Nsight Systems output in it");
    return;
  }
  if (IsSqliteMagic(head)) {
    if (path == "-") throw SystemError("an SQLite export cannot be read from stdin: name the file");
    ReadSqlite(path, path, opts_.sqlite, *this);
    return;
  }
  if (IsReportMagic(head)) {
    if (path == "-") throw SystemError("an nsys report cannot be read from stdin: name the file");
    ExportReport(opts_.nsys, path,
                 [&](const std::string& sqlite) { ReadSqlite(sqlite, path, opts_.sqlite, *this); });
    return;
  }
  ParseStats(in, *this);
}

}  // namespace kc::nsys
