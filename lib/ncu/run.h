#pragma once
// ncu2jsonl's stage: detect what each input is (CSV page, text output, binary report) from its
// content and turn it into ncu_kernel / ncu_kernel_summary records.
#include <string>

#include "io/input.h"
#include "io/run_context.h"
#include "ncu/sink.h"

namespace kc::ncu {

struct Options {
  std::string ncu = "ncu";  ///< the ncu binary for .ncu-rep inputs
  std::string run_json;     ///< pre-rendered `run` object, empty for none
};

/// Converts every input of ctx, in order, to ctx.out. Throws SystemError when an input cannot
/// be read or a report cannot be imported.
void Run(const Options& opts, RunContext& ctx);

/// The converter of one run, for inputs one by one (Run() uses it).
class Converter : public RecordSink {
 public:
  Converter(RunContext& ctx, Options opts) : ctx_(ctx), opts_(std::move(opts)) {}
  /// Converts one named input ("-" = stdin). Throws SystemError when it cannot be read or
  /// a report cannot be imported.
  void ConvertPath(const std::string& path);
  /// Converts an open text input (CSV pages and text output, mixed with noise).
  void ConvertText(Input& in);

  void Emit(const KernelRecord& rec) override;
  Diag& diag() override { return ctx_.diag; }
  void Reject() override {
    ++ctx_.read;
    ++ctx_.rejected;
  }

 private:
  RunContext& ctx_;
  Options opts_;
};

}  // namespace kc::ncu
