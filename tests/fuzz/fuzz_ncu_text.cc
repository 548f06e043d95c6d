// Fuzz target: ncu's plain-text output parser (ncu/text.h) fed directly, past content detection:
// the first line of the input is used as the text start when IsTextStart() accepts it, else a
// fixed process line is, so mutations of the body reach the section/table/rule parsers.
#include "fuzz_input.h"
#include "io/input.h"
#include "ncu/text.h"

namespace {
class NullSink : public kc::ncu::RecordSink {
 public:
  void Emit(const kc::ncu::KernelRecord& rec) override {
    buf_.clear();
    rec.AppendJson(&buf_, "");
  }
  kc::Diag& diag() override { return diag_; }
  void Reject() override {}

 private:
  std::string buf_;
  kc::Diag diag_{"ncu2jsonl"};
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int fd = kc::fuzz::MemFile(data, size);
  if (fd < 0) return 0;
  {
    NullSink sink;
    sink.diag().set_keep_going(true);
    kc::Input in("<fuzz>", fd);
    std::string_view line;
    static const std::string kStart = "[395991] python3.8@127.0.0.1";
    if (!in.ReadLine(&line)) line = kStart;
    if (!kc::ncu::IsTextStart(line)) {
      in.UnreadLine();
      line = kStart;
    }
    // ParseText returns at a CSV block; keep going over the rest like the dispatcher does.
    for (int i = 0; i < 1000; ++i) {
      kc::ncu::ParseText(in, line, sink);
      if (!in.ReadLine(&line)) break;
    }
  }
  close(fd);
  return 0;
}
