#pragma once
// An unlinked temporary file for data that does not fit in memory (kagg's merges and sorts):
// created in $TMPDIR (or /tmp), gone when closed, even after a crash.
#include <string>
#include <string_view>

namespace kc {

class TempFile {
 public:
  /// Throws SystemError when no file can be created.
  TempFile();
  ~TempFile();
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  int fd() const { return fd_; }
  /// Appends `s`. Throws SystemError (disk full, ...).
  void Write(std::string_view s);
  /// Bytes written so far.
  uint64_t size() const { return size_; }
  /// Reads `n` bytes at `offset` into `*out` (replacing it). Throws SystemError.
  void ReadAt(uint64_t offset, size_t n, std::string* out) const;
  /// Puts the file's read position back at its start (for an Input over fd()).
  void Rewind();
  /// Copies what was written to `out` (anything with Write(std::string_view)).
  template <class Out>
  void CopyTo(Out& out) const {
    std::string buf;
    for (uint64_t at = 0; at < size_; at += buf.size()) {
      ReadAt(at, static_cast<size_t>(std::min<uint64_t>(size_ - at, 1 << 20)), &buf);
      out.Write(buf);
    }
  }

 private:
  std::string path_;  // for messages: the file itself is unlinked at once
  int fd_ = -1;
  uint64_t size_ = 0;
};

}  // namespace kc
