#pragma once
// JSON text written straight into a string: objects, arrays, escaped strings and numbers in
// shortest round-trip form. Invalid UTF-8 in strings is replaced by U+FFFD (the output is always
// valid JSON) and reported through replaced().
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kc {

/// Appends JSON values to a string; keeps track of commas. Keys are written as given.
class JsonWriter {
 public:
  explicit JsonWriter(std::string* out) : out_(out) {}

  void BeginObject() {
    Sep();
    *out_ += '{';
    first_ = true;
  }
  void EndObject() {
    *out_ += '}';
    first_ = false;
  }
  void BeginArray() {
    Sep();
    *out_ += '[';
    first_ = true;
  }
  void EndArray() {
    *out_ += ']';
    first_ = false;
  }
  /// Writes `"key":`; the next value call writes the value.
  void Key(std::string_view key);
  void String(std::string_view s);
  void Number(double v);  ///< non-finite values are written as null
  void Int(int64_t v);
  void Uint(uint64_t v);
  void Bool(bool v);
  void Null();
  /// Null-aware values (unknown is null, never 0 or ""): an empty string, a missing number or
  /// shape is written as null. A shape is an [x, y, z] array.
  void StringOrNull(std::string_view s) {
    if (s.empty()) {
      Null();
    } else {
      String(s);
    }
  }
  void NumberOrNull(const std::optional<double>& v) {
    if (v) {
      Number(*v);
    } else {
      Null();
    }
  }
  void IntOrNull(const std::optional<int64_t>& v) {
    if (v) {
      Int(*v);
    } else {
      Null();
    }
  }
  void ShapeOrNull(const std::optional<std::array<int64_t, 3>>& v) {
    if (!v) {
      Null();
      return;
    }
    BeginArray();
    for (int64_t x : *v) Int(x);
    EndArray();
  }
  /// Writes pre-formatted JSON (a value produced elsewhere) as the next value.
  void Raw(std::string_view json);
  /// Writes `{members}` where `members` is pre-formatted `"k":v,...` text.
  void RawObject(std::string_view members) {
    Sep();
    *out_ += '{';
    out_->append(members);
    *out_ += '}';
  }
  /// Ends a JSON-lines record.
  void Newline() {
    *out_ += '\n';
    first_ = true;
  }
  /// Number of strings in which invalid UTF-8 was replaced since the last ClearReplaced().
  uint64_t replaced() const { return replaced_; }
  void ClearReplaced() { replaced_ = 0; }

 private:
  void Sep() {
    if (!first_ && !after_key_) *out_ += ',';
    first_ = false;
    after_key_ = false;
  }
  /// Appends `s` quoted (with the separator, and ':' for a key) when it is short and needs no
  /// escaping; false otherwise, having written nothing.
  bool AppendPlain(std::string_view s, bool key);
  static constexpr size_t kMaxPlain = 64;  ///< longer strings take the general path
  std::string* out_;
  bool first_ = true;
  bool after_key_ = false;
  uint64_t replaced_ = 0;
};

/// Appends `s` to `out` as a quoted JSON string. Returns false when invalid UTF-8 was replaced.
bool AppendJsonString(std::string* out, std::string_view s);
/// Appends the shortest text that reads back as exactly `v` (finite values only).
void AppendNumber(std::string* out, double v);
/// Length of the valid UTF-8 sequence at s[0], or 0 when it is invalid.
size_t Utf8SequenceLength(std::string_view s);

}  // namespace kc
