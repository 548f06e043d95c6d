// A report is exported with the installed nsys into a fresh temporary directory (mkdtemp), so
// the export never overwrites anything and the directory can simply be removed afterwards.
// nsys prints its errors on stdout or stderr and, for some failures, still leaves a partial
// file, so both streams are captured and success means exit status 0 and an SQLite file.
#include "nsys/report.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "io/error.h"
#include "io/subprocess.h"
#include "nsys/sqlite.h"

namespace kc::nsys {

bool IsReportMagic(std::string_view head) {
  // .qdrep and .nsys-rep files both start with this (followed by "1." or a version).
  return head.starts_with("NVIDIA Tegra Profiler Report");
}

namespace {

class TempDir {
 public:
  TempDir() {
    const char* base = std::getenv("TMPDIR");
    std::string tmpl = std::string(base && *base ? base : "/tmp") + "/nsys2jsonl.XXXXXX";
    if (!mkdtemp(tmpl.data()))
      throw SystemError("cannot make a temporary directory " + tmpl + ": " + std::strerror(errno));
    path_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

bool LooksLikeSqlite(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  char head[16] = {};
  f.read(head, sizeof head);
  return f.gcount() == sizeof head && IsSqliteMagic(std::string_view(head, sizeof head));
}

}  // namespace

void ExportReport(const std::string& nsys, const std::string& path,
                  const std::function<void(const std::string& sqlite_path)>& read) {
  TempDir dir;
  std::string out = dir.path() + "/export.sqlite";
  {
    Subprocess child({nsys, "export", "--type", "sqlite", "--quiet", "true", "--force-overwrite",
                      "true", "--output", out, path},
                     Subprocess::Stdout::kCapture);
    if (child.start_error())
      throw SystemError("cannot run '" + nsys + "' to export " + path + ": " +
                        std::strerror(child.start_error()) +
                        " (install nsight-systems or pass --nsys PATH)");
    bool ok = child.Wait();
    if (!ok || !LooksLikeSqlite(out)) {
      std::string msg = child.CapturedOutput();
      if (msg.find("protobuf") != std::string::npos ||
          msg.find("Version number is invalid") != std::string::npos)
        msg += " (the report was probably written by a newer Nsight Systems than this nsys reads)";
      throw SystemError(nsys + " could not export " + path + " to SQLite (" +
                        (ok ? std::string("no SQLite file written") : child.HowItEnded()) + ")" +
                        (msg.empty() ? "" : ": " + msg));
    }
  }
  read(out);
}

}  // namespace kc::nsys
