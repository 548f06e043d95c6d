// Fuzz target: the nsys SQLite export reader (nsys/sqlite.h) on mutated databases. Each input is
// written to a temporary file and read as launches, as a --summary by name and by shape, and
// with --mangled names.
#include <unistd.h>

#include <cstdio>
#include <string>

#include "io/error.h"
#include "nsys/sqlite.h"

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

const std::string& Path() {
  static const std::string path = [] {
    const char* dir = getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/kc_fuzz_sqlite_" + std::to_string(getpid()) +
           ".sqlite";
  }();
  return path;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string& path = Path();
  FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return 0;
  std::fwrite(data, 1, size, f);
  std::fclose(f);
  kc::nsys::SqliteOptions opts[4];
  opts[1].summary = true;
  opts[2].name = kc::nsys::SqliteOptions::Name::kMangled;
  opts[3].summary = opts[3].by_shape = true;
  for (const auto& o : opts) {
    NullSink sink;
    sink.diag().set_keep_going(true);
    try {
      kc::nsys::ReadSqlite(path, "x.sqlite", o, sink);
    } catch (const kc::SystemError&) {
      // cannot open: exit 2 in the tool, not a crash
    }
  }
  unlink(path.c_str());
  return 0;
}
