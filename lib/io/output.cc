#include "io/output.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/error.h"

namespace kc {

Output::Output(const std::string& path) {
  buf_.reserve(kBlock * 2);
  if (path.empty() || path == "-") {
    name_ = "<stdout>";
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
  const char* p = buf_.data();
  size_t n = buf_.size();
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
  buf_.clear();
}

}  // namespace kc
