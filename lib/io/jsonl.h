#pragma once
// JSON-lines reader on simdjson's DOM parser: one object per line, the parser reused.
#include <simdjson.h>

#include <string>
#include <string_view>

#include "io/input.h"

namespace kc {

class JsonlReader {
 public:
  enum Status { kRecord, kError, kEnd };
  explicit JsonlReader(Input& in) : in_(in) {}
  /// Reads the next non-blank line. kRecord: `*obj` is the object (valid until the next call)
  /// and `*raw` its text; kError: error() says why (bad JSON, not an object, schema_version
  /// newer than this build); kEnd: no more lines.
  Status Next(simdjson::dom::object* obj, std::string_view* raw);
  /// Line of the record or error last returned.
  uint64_t line() const { return in_.line(); }
  const std::string& error() const { return error_; }

 private:
  Input& in_;
  simdjson::dom::parser parser_;
  std::string error_;
};

}  // namespace kc
