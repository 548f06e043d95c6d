#include "io/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "io/error.h"

namespace kc {
namespace {

// Temporary output files for the signal handler: fixed slots, written before the file exists
// and cleared after it is gone, read with only async-signal-safe calls.
struct TmpSlot {
  volatile std::sig_atomic_t used = 0;
  char path[4096];
};
std::array<TmpSlot, 4> tmp_slots;

TmpSlot* Register(const std::string& path) {
  for (TmpSlot& t : tmp_slots) {
    if (t.used || path.size() >= sizeof t.path) continue;
    std::memcpy(t.path, path.c_str(), path.size() + 1);
    t.used = 1;
    return &t;
  }
  return nullptr;
}

void Unregister(const std::string& path) {
  for (TmpSlot& t : tmp_slots)
    if (t.used && path == t.path) t.used = 0;
}

extern "C" void OnSignal(int sig) {
  for (TmpSlot& t : tmp_slots)
    if (t.used) ::unlink(t.path);
  _exit(128 + sig);
}

}  // namespace

void RemoveTemporaryOutputsOnSignals() {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, OnSignal);
}

void RefuseOutputAmongInputs(const std::string& path, const std::vector<std::string>& inputs) {
  struct stat out;
  if (path.empty() || path == "-" || ::stat(path.c_str(), &out) != 0) return;
  for (const std::string& in : inputs) {
    struct stat st;
    if (in != "-" && ::stat(in.c_str(), &st) == 0 && st.st_dev == out.st_dev &&
        st.st_ino == out.st_ino)
      throw SystemError("output " + path + " is also an input (" + in + "): write to another file");
  }
}

Output::Output(const std::string& path) {
  buf_.reserve(kBlock * 2);
  if (path.empty() || path == "-") {
    name_ = "<stdout>";
    // Down a pipe (tool | tool), a 64 KiB pipe buffer would make each block a handful of
    // context switches between the two processes: let the pipe hold a whole block or more.
    struct stat st;
    if (::fstat(fd_, &st) == 0 && S_ISFIFO(st.st_mode) && ::fcntl(fd_, F_GETPIPE_SZ) < 1 << 20)
      ::fcntl(fd_, F_SETPIPE_SZ, 1 << 20);  // may fail (pipe-max-size): then as it was
    return;
  }
  name_ = path;
  struct stat st;
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    // /dev/null, /dev/stdout, a FIFO: written in place.
    fd_ = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd_ < 0) throw SystemError("cannot open " + path + " for writing: " + std::strerror(errno));
    own_ = true;
    return;
  }
  size_t slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "" : path.substr(0, slash + 1);
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  std::string tmp = dir + "." + base + ".tmp.XXXXXX";
  // mkstemp fills in the slot's copy of the template: the handler sees the real name as soon as
  // the file exists.
  TmpSlot* slot = Register(tmp);
  if (!slot) throw SystemError("cannot open " + path + " for writing: too many outputs");
  fd_ = ::mkstemp(slot->path);
  if (fd_ < 0) {
    int e = errno;
    slot->used = 0;
    throw SystemError("cannot open " + path + " for writing: " + std::strerror(e));
  }
  tmp_ = slot->path;
  own_ = true;
  // mkstemp makes the file 0600: give it the mode a plain open would (0666 less the umask).
  mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd_, 0666 & ~mask);
}

Output::~Output() {
  if (own_) ::close(fd_);
  if (!tmp_.empty()) {
    ::unlink(tmp_.c_str());
    Unregister(tmp_);
  }
}

void Output::Commit() {
  Flush();
  if (!own_) return;
  int fd = fd_;
  own_ = false;
  if (::close(fd) != 0) throw SystemError("cannot write " + name_ + ": " + std::strerror(errno));
  if (tmp_.empty()) return;
  if (::rename(tmp_.c_str(), name_.c_str()) != 0)
    throw SystemError("cannot write " + name_ + ": " + std::strerror(errno));
  Unregister(tmp_);
  tmp_.clear();
}

void Output::Flush() {
  WriteAll(buf_);
  buf_.clear();
}

void Output::WriteAll(std::string_view s) {
  const char* p = s.data();
  size_t n = s.size();
  while (n > 0) {
    ssize_t w = ::write(fd_, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      if (errno == EPIPE) throw OutputClosed();
      throw SystemError("cannot write " + name_ + ": " + std::strerror(errno));
    }
    p += w;
    n -= static_cast<size_t>(w);
  }
}

}  // namespace kc
