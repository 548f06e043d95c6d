// Fuzz target: ncu CSV dialect recognition and the CSV page parsers (ncu/csv_dialect.h). The
// first line goes to ParseCsvHeader(); when it is a header the rest is parsed as its block,
// otherwise a fixed details-page header is used so mutated rows reach the row parser.
#include "fuzz_input.h"
#include "io/input.h"
#include "ncu/csv_dialect.h"

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

constexpr std::string_view kDetails =
    R"("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream",)"
    R"("Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit",)"
    R"("Metric Value","Rule Name","Rule Type","Rule Description","Estimated Speedup Type",)"
    R"("Estimated Speedup")";
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  int fd = kc::fuzz::MemFile(data, size);
  if (fd < 0) return 0;
  {
    NullSink sink;
    sink.diag().set_keep_going(true);
    kc::Input in("<fuzz>", fd);
    std::string_view line;
    kc::ncu::CsvHeader h;
    bool read = in.ReadLine(&line);
    if (!read || !kc::ncu::ParseCsvHeader(line, &h)) {
      if (read) in.UnreadLine();
      h = {};
      if (!kc::ncu::ParseCsvHeader(kDetails, &h)) __builtin_trap();
    }
    kc::ncu::IsMetricName(line);
    for (int i = 0; i < 1000; ++i) {
      kc::ncu::ParseCsvBlock(in, h, sink);
      if (!in.ReadLine(&line)) break;
      kc::ncu::CsvHeader next;
      if (kc::ncu::ParseCsvHeader(line, &next)) h = std::move(next);
    }
  }
  close(fd);
  return 0;
}
