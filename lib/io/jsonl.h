#pragma once
// JSON-lines reader on simdjson's DOM parser: one object per line, the parser reused.
#include <simdjson.h>

#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"

namespace kc {

class JsonlReader {
 public:
  enum Status { kRecord, kError, kEnd };
  /// `watched`: keys that has_watched_key() looks for at the top level of each record (the
  /// fields a tool adds); the views must outlive the reader.
  explicit JsonlReader(Input& in, std::span<const std::string_view> watched = {})
      : in_(in), watched_(watched) {}
  /// Reads the next non-blank line. kRecord: `*obj` is the object (valid until the next call)
  /// and `*raw` its text; kError: error() says why (bad JSON, not an object, a key twice in
  /// one object, schema_version missing, not a whole number from 1 on, or newer than this
  /// build); kEnd: no more lines.
  Status Next(simdjson::dom::object* obj, std::string_view* raw);
  /// Line of the record or error last returned.
  uint64_t line() const { return in_.line(); }
  const std::string& error() const { return error_; }
  /// Whether the record last returned has one of the `watched` keys at its top level. Known
  /// from the record's shape, which the duplicate-key check finds anyway: the keys of a record
  /// like the one before are not compared again.
  bool has_watched_key() const { return memo_.front().front().watched; }

 private:
  Input& in_;
  std::span<const std::string_view> watched_;
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
    bool watched;      // a record's top level (k = 0) with a key of watched_
  };
  std::deque<std::vector<Shape>> memo_;
};

/// Whether `obj` has one of `keys`.
bool HasAnyKey(simdjson::dom::object obj, std::span<const std::string_view> keys);

}  // namespace kc
