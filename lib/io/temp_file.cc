#include "io/temp_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "io/error.h"

namespace kc {

TempFile::TempFile() {
  const char* tmpdir = std::getenv("TMPDIR");
  std::string dir = tmpdir && *tmpdir ? tmpdir : "/tmp";
  path_ = dir + "/kcensus.XXXXXX";
  fd_ = ::mkstemp(path_.data());
  if (fd_ < 0)
    throw SystemError("cannot create a temporary file in " + dir + ": " + std::strerror(errno));
  ::unlink(path_.c_str());
}

TempFile::~TempFile() { ::close(fd_); }

void TempFile::Write(std::string_view s) {
  while (!s.empty()) {
    ssize_t n = ::pwrite(fd_, s.data(), s.size(), static_cast<off_t>(size_));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw SystemError("temporary file " + path_ + ": " + std::strerror(errno));
    s.remove_prefix(static_cast<size_t>(n));
    size_ += static_cast<uint64_t>(n);
  }
}

void TempFile::ReadAt(uint64_t offset, size_t n, std::string* out) const {
  out->resize(n);
  for (size_t got = 0; got < n;) {
    ssize_t r = ::pread(fd_, out->data() + got, n - got, static_cast<off_t>(offset + got));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0)
      throw SystemError("temporary file " + path_ + ": " +
                        (r == 0 ? std::string("shorter than written") : std::strerror(errno)));
    got += static_cast<size_t>(r);
  }
}

void TempFile::Rewind() {
  if (::lseek(fd_, 0, SEEK_SET) < 0)
    throw SystemError("temporary file " + path_ + ": " + std::strerror(errno));
}

}  // namespace kc
