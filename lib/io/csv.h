#pragma once
// Streaming CSV reader (RFC 4180 plus what real profiler output does): quoted fields with
// commas, doubled quotes and newlines; records ending in \n, \r\n or a lone \r.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"

namespace kc {

/// One CSV record. The views point into the reader's buffers and live until the next Next().
struct CsvRow {
  std::vector<std::string_view> fields;
  uint64_t line = 0;  ///< line where the record starts
};

class CsvReader {
 public:
  explicit CsvReader(Input& in) : in_(in) {}
  /// Reads the next record. Returns false at end of input or on error; after an error,
  /// error() is non-empty and error_line() says where (the line the open quote started on).
  bool Next(CsvRow* row);
  const std::string& error() const { return error_; }
  uint64_t error_line() const { return error_line_; }

 private:
  struct Span {
    uint32_t off, len;
    bool scratch;
  };
  Input& in_;
  std::vector<Span> spans_;
  std::string scratch_;
  std::string error_;
  uint64_t error_line_ = 0;
};

/// True when `line` (one physical line) parses as a CSV record whose first field is `first`.
bool CsvLineStartsWith(std::string_view line, std::string_view first);
/// Splits one physical line into CSV fields (no embedded newlines). Used for headers of
/// blocks found by the line reader. Returns false on an unterminated quote.
bool SplitCsvLine(std::string_view line, std::vector<std::string>* fields);

}  // namespace kc
