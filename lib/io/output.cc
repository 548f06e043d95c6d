#include "io/output.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/error.h"

namespace kc {

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
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd_ < 0) throw SystemError("cannot open " + path + " for writing: " + std::strerror(errno));
  own_ = true;
}

Output::~Output() {
  if (own_) ::close(fd_);
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
