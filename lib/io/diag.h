#pragma once
// Diagnostics: the one place that formats `tool: file:line: message` and counts errors.
#include <cstdint>
#include <string>
#include <string_view>

namespace kc {

/// Exit codes shared by every tool.
enum ExitCode : int { kExitOk = 0, kExitData = 1, kExitUsage = 2, kExitInterrupted = 130 };

/// Where a record or a problem comes from: a file name ("<stdin>" for stdin) and a 1-based line
/// (0 when the problem is about the whole file: then `tool: file: message`).
struct Location {
  std::string_view file;
  uint64_t line = 0;
};

/// Writes diagnostics to stderr as `tool: file:line: message` and counts them.
/// Errors are bad input data; whether processing goes on after one is decided by
/// `keep_going` and `max_errors` (0 = unlimited).
class Diag {
 public:
  explicit Diag(std::string tool) : tool_(std::move(tool)) {}

  /// Reports bad input data. Returns true when the caller may go on with the next record.
  bool Error(const Location& at, std::string_view message);
  /// Reports a problem that loses nothing (noise reported by the profiler, a replaced byte).
  void Warning(const Location& at, std::string_view message);
  /// Reports a problem without a location (`tool: message`).
  void Note(std::string_view message);

  void set_keep_going(bool v) { keep_going_ = v; }
  void set_max_errors(uint64_t v) { max_errors_ = v; }
  bool keep_going() const { return keep_going_; }
  uint64_t errors() const { return errors_; }
  uint64_t warnings() const { return warnings_; }
  /// True once an error stopped processing (no --keep-going, or --max-errors reached).
  bool stopped() const { return stopped_; }
  const std::string& tool() const { return tool_; }

 private:
  std::string tool_;
  bool keep_going_ = false;
  bool stopped_ = false;
  uint64_t max_errors_ = 0;
  uint64_t errors_ = 0;
  uint64_t warnings_ = 0;
};

}  // namespace kc
