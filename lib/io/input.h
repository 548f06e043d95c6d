#pragma once
// Buffered, decoded input: a file or stdin read in large blocks as UTF-8, whatever the
// encoding on disk (UTF-8 with or without BOM, UTF-16LE with BOM). Lines end at \n, \r\n or a
// lone \r. The CSV reader and the line reader share one Input, so a parser can switch between
// free text and CSV blocks in the same file.
#include <cstdint>
#include <string>
#include <string_view>

namespace kc {

class Input {
 public:
  /// Opens `path`; "-" is stdin (named "<stdin>"). Throws SystemError.
  explicit Input(const std::string& path);
  /// Reads an already open descriptor (not closed here); `name` is used in diagnostics. With
  /// `limit`, reads at most that many bytes from it (a byte range of a file).
  Input(std::string name, int fd, uint64_t limit = UINT64_MAX);
  ~Input();
  Input(const Input&) = delete;
  Input& operator=(const Input&) = delete;

  const std::string& name() const { return name_; }
  /// The first up to `n` decoded bytes still unread, without consuming them.
  std::string_view Peek(size_t n);
  /// Bytes that can be read past the end of a line (or of end()): parsers that read ahead, such
  /// as simdjson, can parse a line in place.
  static constexpr size_t kPadding = 64;
  /// Reads one line without its terminator; the view lives until the next read. False at EOF.
  bool ReadLine(std::string_view* line);
  /// Puts the line returned by the last ReadLine() back (only right after that call).
  void UnreadLine() {
    pos_ = last_start_;
    line_ = last_line_;
  }
  /// Line number of the first line of what was read last (1-based).
  uint64_t line() const { return last_line_; }
  /// Line number of the next unread byte.
  uint64_t next_line() const { return line_; }

  // Low-level access for readers built on Input (the CSV reader).
  const char* data() const { return buf_.data(); }
  size_t pos() const { return pos_; }
  size_t end() const { return end_; }
  bool eof() const { return eof_; }
  /// Makes more bytes available after end(); keeps everything from pos() on (offsets relative
  /// to data() may change). Returns false when nothing more can be read.
  bool Refill();
  /// Consumes bytes up to `new_pos` that span `lines` line terminators; line() is then the
  /// line where the consumed part started.
  void Consume(size_t new_pos, uint64_t lines) {
    last_line_ = line_;
    last_start_ = pos_;
    pos_ = new_pos;
    line_ += lines;
  }

 private:
  void Open();
  size_t ReadRaw(char* dst, size_t cap);
  void DecodeUtf16(size_t n);

  std::string name_;
  int fd_ = 0;
  bool own_ = false;
  uint64_t limit_ = UINT64_MAX;  ///< raw bytes still to read
  std::string buf_;
  size_t pos_ = 0, end_ = 0, last_start_ = 0;
  bool eof_ = false;
  bool started_ = false;
  bool utf16_ = false;
  std::string raw_;  // undecoded UTF-16 bytes
  size_t raw_len_ = 0;
  uint64_t line_ = 1, last_line_ = 1;
};

}  // namespace kc
