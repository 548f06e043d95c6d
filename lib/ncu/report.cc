// ncu is started with posix_spawnp, its stdout connected to a pipe that an Input reads while ncu
// runs (records stream out as ncu prints them) and its stderr sent to an unlinked temporary file,
// so a failure can be relayed in full without a second reader thread.
#include "ncu/report.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "io/error.h"

extern char** environ;

namespace kc::ncu {

bool IsReportMagic(std::string_view head) {
  return head.size() >= 4 && head.substr(0, 4) == std::string_view("NVR\0", 4);
}

void ImportReport(const std::string& ncu, const std::string& path,
                  const std::function<void(Input&)>& read) {
  int out[2];
  if (pipe2(out, O_CLOEXEC) != 0) throw SystemError(std::string("pipe: ") + std::strerror(errno));
  FILE* err = std::tmpfile();
  if (!err) throw SystemError(std::string("tmpfile: ") + std::strerror(errno));
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, out[1], 1);
  posix_spawn_file_actions_adddup2(&fa, fileno(err), 2);
  std::vector<std::string> args = {ncu, "--import", path, "--csv", "--page", "raw",
                                   "--print-units", "base"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  int rc = posix_spawnp(&pid, ncu.c_str(), &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  ::close(out[1]);
  if (rc != 0) {
    ::close(out[0]);
    std::fclose(err);
    throw SystemError("cannot run '" + ncu + "' to import " + path + ": " + std::strerror(rc) +
                      " (install nsight-compute or pass --ncu PATH)");
  }
  struct Reap {
    pid_t pid;
    int status = 0;
    bool done = false;
    int Wait() {
      if (!done) {
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        done = true;
      }
      return status;
    }
    ~Reap() {
      if (!done) {
        kill(pid, SIGTERM);
        Wait();
      }
    }
  } reap{pid};
  {
    Input in(path, out[0]);
    read(in);
  }
  ::close(out[0]);
  int status = reap.Wait();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::string msg;
    std::rewind(err);
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, err)) > 0 && msg.size() < 4096) msg.append(buf, n);
    std::fclose(err);
    while (!msg.empty() && (msg.back() == '\n' || msg.back() == '\r')) msg.pop_back();
    for (auto& c : msg)
      if (c == '\n') c = ' ';
    std::string how = WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                        : "signal " + std::to_string(WTERMSIG(status));
    if (msg.find("protobuf") != std::string::npos)
      msg += " (the report was probably written by a newer Nsight Compute than this ncu reads)";
    throw SystemError(ncu + " could not import " + path + " (" + how + ")" +
                      (msg.empty() ? "" : ": " + msg));
  }
  std::fclose(err);
}

}  // namespace kc::ncu
