#pragma once
// JSON-lines reader on simdjson's DOM parser: one object per line, the parser reused.
#include <simdjson.h>

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"

namespace kc {

class JsonlReader {
 public:
  enum Status { kRecord, kError, kEnd };
  explicit JsonlReader(Input& in) : in_(in) {}
  /// Reads the next non-blank line. kRecord: `*obj` is the object (valid until the next call)
  /// and `*raw` its text; kError: error() says why (bad JSON, not an object, a key twice in
  /// one object, schema_version missing, not a whole number from 1 on, or newer than this
  /// build); kEnd: no more lines.
  Status Next(simdjson::dom::object* obj, std::string_view* raw);
  /// Line of the record or error last returned.
  uint64_t line() const { return in_.line(); }
  const std::string& error() const { return error_; }

 private:
  Input& in_;
  // True (error() says which key) when an object of `e` has a key twice; `*index` counts the
  // objects opened so far in the record.
  bool HasDuplicateKey(simdjson::dom::element e, size_t* index);
  simdjson::dom::parser parser_;
  std::string error_;
  // The keys of the k-th object to open in the last kShapes records where they differed (most
  // recent first), each key as its length (4 bytes) and bytes.
  static constexpr size_t kShapes = 8;
  struct Shape {
    size_t count;      // keys
    std::string keys;  // each as its length (4 bytes) and bytes
  };
  std::deque<std::vector<Shape>> memo_;
};

}  // namespace kc
