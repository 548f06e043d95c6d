#pragma once
// Running an installed NVIDIA tool (ncu --import, nsys export) as a child process: started with
// posix_spawnp, its standard error (and, if asked, its standard output) captured in an unlinked
// temporary file so that a failure can be relayed in full.
#include <sys/types.h>

#include <cstdio>
#include <string>
#include <vector>

namespace kc {

class Subprocess {
 public:
  /// Where the child's standard output goes: a pipe read through stdout_fd() while the child
  /// runs, or the same capture file as its standard error.
  enum class Stdout { kPipe, kCapture };

  /// Starts argv[0] (searched on PATH) with `argv`. Throws SystemError when no pipe or temporary
  /// file can be made; a failed start is reported by start_error(), so that the caller can say
  /// what to install.
  Subprocess(const std::vector<std::string>& argv, Stdout out);
  /// Ends a child that was not waited for (SIGTERM) and reaps it.
  ~Subprocess();
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;

  /// 0 when the child started, else the errno of posix_spawnp (ENOENT: not installed).
  int start_error() const { return start_error_; }
  /// The read end of the child's standard output (Stdout::kPipe), -1 otherwise.
  int stdout_fd() const { return out_fd_; }
  /// Closes the read end of the pipe (the child gets EPIPE if it writes on).
  void CloseStdout();
  /// Waits for the child to end. True when it exited with status 0.
  bool Wait();
  /// How a waited-for child ended: "exit status N" or "signal N".
  std::string HowItEnded() const;
  /// What the child wrote to the capture file: at most 4 KiB, line ends folded into spaces,
  /// trailing line ends removed.
  std::string CapturedOutput() const;

 private:
  pid_t pid_ = -1;
  int start_error_ = 0;
  int out_fd_ = -1;
  std::FILE* err_ = nullptr;
  int status_ = 0;
  bool waited_ = false;
};

}  // namespace kc
