#pragma once
// Buffered output to a file descriptor: stdout or the file of `-o`.
#include <string>
#include <string_view>

namespace kc {

/// Collects output in a buffer and writes it in large blocks.
/// Throws SystemError when a write fails, OutputClosed on EPIPE.
class Output {
 public:
  /// Opens `path` for writing ("-" or empty = stdout). Throws SystemError.
  explicit Output(const std::string& path);
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  /// The buffer to append to; call MaybeFlush() after each record.
  std::string& buffer() { return buf_; }
  /// Appends `s`; a piece of a block or more is written out at once, without the copy.
  void Write(std::string_view s) {
    if (s.size() < kBlock) {
      buf_.append(s);
    } else {
      Flush();
      WriteAll(s);
    }
  }
  /// Writes the buffer out when it holds more than the block size.
  void MaybeFlush() {
    if (buf_.size() >= kBlock) Flush();
  }
  void Flush();

 private:
  void WriteAll(std::string_view s);
  static constexpr size_t kBlock = 1 << 18;
  std::string buf_;
  std::string name_;
  int fd_ = 1;
  bool own_ = false;
};

}  // namespace kc
