#pragma once
// ncu2jsonl's work: detect what an input is (CSV page, text output, binary report) from its
// content and turn it into ncu_kernel / ncu_kernel_summary records.
#include <string>

#include "cli/cli.h"
#include "io/input.h"
#include "ncu/sink.h"

namespace kc::ncu {

struct ConvertOptions {
  std::string ncu = "ncu";  ///< the ncu binary for .ncu-rep inputs
  std::string run_json;     ///< pre-rendered `run` object, empty for none
};

class Converter : public RecordSink {
 public:
  Converter(ToolContext& ctx, ConvertOptions opts) : ctx_(ctx), opts_(std::move(opts)) {}
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
  ToolContext& ctx_;
  ConvertOptions opts_;
};

}  // namespace kc::ncu
