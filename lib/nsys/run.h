#pragma once
// nsys2jsonl's stage: detect what each input is (nsys stats CSV or text, SQLite export, .nsys-rep /
// .qdrep report) from its content and turn it into records.
#include <string>

#include "io/input.h"
#include "io/run_context.h"
#include "nsys/record.h"
#include "nsys/sqlite.h"

namespace kc::nsys {

struct Options {
  std::string nsys = "nsys";  ///< the nsys binary for .nsys-rep/.qdrep inputs
  std::string run_json;       ///< pre-rendered `run` object, empty for none
  SqliteOptions sqlite;       ///< --summary, --base, --mangled
};

/// Converts every input of ctx, in order, to ctx.out. Throws SystemError when an input cannot
/// be read or a report cannot be exported.
void Run(const Options& opts, RunContext& ctx);

/// The converter of one run, for inputs one by one (Run() uses it).
class Converter : public Sink {
 public:
  Converter(RunContext& ctx, Options opts) : ctx_(ctx), opts_(std::move(opts)) {}
  /// Converts one named input ("-" = stdin). Throws SystemError when it cannot be read or a
  /// report cannot be exported.
  void ConvertPath(const std::string& path);

  void Emit(const KernelSummary& r) override {
    Write(AppendJson(&ctx_.out.buffer(), r, opts_.run_json), r.src);
  }
  void Emit(const KernelLaunch& r) override {
    Write(AppendJson(&ctx_.out.buffer(), r, opts_.run_json), r.src);
  }
  void Emit(const MemOp& r) override {
    Write(AppendJson(&ctx_.out.buffer(), r, opts_.run_json), r.src);
  }
  Diag& diag() override { return ctx_.diag; }
  void Reject() override {
    ++ctx_.read;
    ++ctx_.rejected;
  }

 private:
  void Write(bool utf8_ok, const Source& src);
  RunContext& ctx_;
  Options opts_;
};

}  // namespace kc::nsys
