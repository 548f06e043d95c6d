// ncu runs as a child process (io/subprocess.h) whose standard output, a pipe, is read by an
// Input while ncu runs, so records stream out as ncu prints them.
#include "ncu/report.h"

#include <cstring>
#include <vector>

#include "io/error.h"
#include "io/number.h"
#include "io/subprocess.h"

namespace kc::ncu {

bool IsReportMagic(std::string_view head) {
  return head.size() >= 4 && head.substr(0, 4) == std::string_view("NVR\0", 4);
}

// Whether `ncu --help` lists --rename-kernels. Nsight Compute 2025.3 has it, on by default: the
// demangled names it prints are "simplified" (`at::native::<unnamed>::f<(int)4>` becomes
// `at::<unnamed>::f<4>`, `outer::inner::k` becomes `outer::k`), so they no longer match the
// names nsys prints, nor the names that ncu's own --kernel-name filters match.
bool HasRenameKernels(const std::string& ncu) {
  Subprocess child({ncu, "--help"}, Subprocess::Stdout::kPipe);
  if (child.start_error()) return false;  // said by the import that follows
  bool has = false;
  {
    Input in("ncu --help", child.stdout_fd());
    std::string_view line;
    while (in.ReadLine(&line)) has = has || line.find("--rename-kernels") != line.npos;
  }
  child.CloseStdout();
  child.Wait();
  return has;
}

void ImportReport(const std::string& ncu, const std::string& path,
                  const std::function<void(Input&)>& read) {
  std::vector<std::string> argv = {ncu,   "--import",      path,  "--csv", "--page",
                                   "raw", "--print-units", "base"};
  if (HasRenameKernels(ncu)) argv.insert(argv.end(), {"--rename-kernels", "0"});
  Subprocess child(argv, Subprocess::Stdout::kPipe);
  if (child.start_error())
    throw SystemError("cannot run '" + ncu + "' to import " + path + ": " +
                      std::strerror(child.start_error()) +
                      " (install nsight-compute or pass --ncu PATH)");
  // ncu that cannot load a report prints "==ERROR== Failed to load report file ..." instead of
  // the CSV and fails: then its words go into the error below, not through the log reader.
  std::string failed;
  {
    Input in(path, child.stdout_fd());
    if (in.Peek(9) == "==ERROR==") {
      std::string_view line;
      while (in.ReadLine(&line))
        if (!Trim(line).empty()) (failed += Trim(line)) += ' ';
    } else {
      read(in);
    }
  }
  child.CloseStdout();
  if (!child.Wait() || !failed.empty()) {
    std::string msg = failed + child.CapturedOutput();
    if (msg.find("protobuf") != std::string::npos)
      msg += " (the report was probably written by a newer Nsight Compute than this ncu reads)";
    throw SystemError(ncu + " could not import " + path + " (" + child.HowItEnded() + ")" +
                      (msg.empty() ? "" : ": " + msg));
  }
}

}  // namespace kc::ncu
