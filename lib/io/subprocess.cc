// The child's standard error goes to an unlinked temporary file rather than a second pipe, so
// a parent that reads the child's standard output needs no second reader thread, and nothing
// the child says is lost when it fails.
#include "io/subprocess.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/error.h"

extern char** environ;

namespace kc {

Subprocess::Subprocess(const std::vector<std::string>& argv, Stdout out) {
  int pipe_fds[2] = {-1, -1};
  if (out == Stdout::kPipe && pipe2(pipe_fds, O_CLOEXEC) != 0)
    throw SystemError(std::string("pipe: ") + std::strerror(errno));
  err_ = std::tmpfile();
  if (!err_) {
    int e = errno;
    if (pipe_fds[0] >= 0) {
      ::close(pipe_fds[0]);
      ::close(pipe_fds[1]);
    }
    throw SystemError(std::string("tmpfile: ") + std::strerror(e));
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, out == Stdout::kPipe ? pipe_fds[1] : fileno(err_), 1);
  posix_spawn_file_actions_adddup2(&fa, fileno(err_), 2);
  std::vector<std::string> args = argv;
  std::vector<char*> cargv;
  for (auto& a : args) cargv.push_back(a.data());
  cargv.push_back(nullptr);
  start_error_ = posix_spawnp(&pid_, args[0].c_str(), &fa, nullptr, cargv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (pipe_fds[1] >= 0) ::close(pipe_fds[1]);
  if (start_error_ != 0) {
    pid_ = -1;
    if (pipe_fds[0] >= 0) ::close(pipe_fds[0]);
    return;
  }
  out_fd_ = pipe_fds[0];
}

Subprocess::~Subprocess() {
  CloseStdout();
  if (pid_ > 0 && !waited_) {
    kill(pid_, SIGTERM);
    Wait();
  }
  if (err_) std::fclose(err_);
}

void Subprocess::CloseStdout() {
  if (out_fd_ >= 0) ::close(out_fd_);
  out_fd_ = -1;
}

bool Subprocess::Wait() {
  if (pid_ <= 0) return false;
  if (!waited_) {
    while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
    }
    waited_ = true;
  }
  return WIFEXITED(status_) && WEXITSTATUS(status_) == 0;
}

std::string Subprocess::HowItEnded() const {
  return WIFEXITED(status_) ? "exit status " + std::to_string(WEXITSTATUS(status_))
                            : "signal " + std::to_string(WTERMSIG(status_));
}

std::string Subprocess::CapturedOutput() const {
  std::string msg;
  if (!err_) return msg;
  std::fflush(err_);
  std::rewind(err_);
  char buf[4096];
  size_t n;
  while (msg.size() < 4096 && (n = std::fread(buf, 1, sizeof buf, err_)) > 0) msg.append(buf, n);
  if (msg.size() > 4096) msg.resize(4096);
  while (!msg.empty() && (msg.back() == '\n' || msg.back() == '\r')) msg.pop_back();
  for (auto& c : msg)
    if (c == '\n' || c == '\r') c = ' ';
  return msg;
}

}  // namespace kc
