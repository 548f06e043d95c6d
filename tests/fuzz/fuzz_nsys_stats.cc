// Fuzz target: the nsys stats parser (nsys/stats.h): kernel summaries, nvtx_kern_sum and GPU
// traces as CSV and text tables, mixed with status lines; every record is written as JSON.
#include "fuzz_input.h"
#include "io/input.h"
#include "nsys/stats.h"

namespace {
class NullSink : public kc::nsys::Sink {
 public:
  void Emit(const kc::nsys::KernelSummary& r) override { Write(r); }
  void Emit(const kc::nsys::KernelLaunch& r) override { Write(r); }
  void Emit(const kc::nsys::MemOp& r) override { Write(r); }
  kc::Diag& diag() override { return diag_; }
  void Reject() override {}

 private:
  template <class R>
  void Write(const R& r) {
    buf_.clear();
    kc::nsys::AppendJson(&buf_, r, "");
  }
  std::string buf_;
  kc::Diag diag_{"nsys2jsonl"};
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int fd = kc::fuzz::MemFile(data, size);
  if (fd < 0) return 0;
  {
    NullSink sink;
    sink.diag().set_keep_going(true);
    kc::Input in("<fuzz>", fd);
    kc::nsys::ParseStats(in, sink);
  }
  close(fd);
  return 0;
}
