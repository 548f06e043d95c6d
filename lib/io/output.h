#pragma once
// Buffered output to a file descriptor: stdout or the file of `-o`. A regular file is written
// under a temporary name in its folder and renamed over FILE only by Commit(), so an output file
// is complete or absent: a failed run, SIGINT, SIGTERM or SIGHUP removes the temporary file and
// leaves FILE as it was.
#include <string>
#include <string_view>
#include <vector>

namespace kc {

/// Collects output in a buffer and writes it in large blocks.
/// Throws SystemError when a write fails, OutputClosed on EPIPE.
class Output {
 public:
  /// Opens `path` for writing ("-" or empty = stdout; a device or FIFO is written in place).
  /// Throws SystemError.
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
  /// Flushes and puts the file in place (renames the temporary file over the path). Without
  /// it, the destructor removes the temporary file. Throws SystemError (disk full, ...).
  void Commit();

 private:
  void WriteAll(std::string_view s);
  static constexpr size_t kBlock = 1 << 18;
  std::string buf_;
  std::string name_;
  std::string tmp_;  ///< the temporary file renamed over name_ by Commit(); empty: none
  int fd_ = 1;
  bool own_ = false;
};

/// Refuses (SystemError, exit 2) an output `path` that is one of `inputs` (the same device and
/// inode): writing it would destroy the data being read.
void RefuseOutputAmongInputs(const std::string& path, const std::vector<std::string>& inputs);

/// Has SIGINT, SIGTERM and SIGHUP remove the temporary files of open outputs and end the process
/// with 128 + the signal number (130 for SIGINT).
void RemoveTemporaryOutputsOnSignals();

}  // namespace kc
