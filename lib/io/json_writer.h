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
///
/// A record is dozens of small pieces, and appending each to the string costs more than
/// formatting it: so the separator, a key and a short value are put together in a small buffer
/// of the writer and appended at once. The string is complete after each value call; after
/// Key() the key waits for its value.
class JsonWriter {
 public:
  explicit JsonWriter(std::string* out) : out_(out) {}

  void BeginObject() { Open('{'); }
  void EndObject() { Close('}', false); }
  void BeginArray() { Open('['); }
  void EndArray() { Close(']', false); }
  /// Writes `"key":` with the next value (which the next value call writes).
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
  void ShapeOrNull(const std::optional<std::array<int64_t, 3>>& v);
  /// Writes pre-formatted JSON (a value produced elsewhere) as the next value.
  void Raw(std::string_view json);
  /// Writes `{members}` where `members` is pre-formatted `"k":v,...` text.
  void RawObject(std::string_view members);
  /// Ends a JSON-lines record.
  void Newline() { Close('\n', true); }
  /// Number of strings in which invalid UTF-8 was replaced since the last ClearReplaced().
  uint64_t replaced() const { return replaced_; }
  void ClearReplaced() { replaced_ = 0; }

 private:
  // Where the next value goes in stage_: after the pending key, or after a comma when one is
  // due. Value calls write there and Commit(), or Commit() it and append long values directly.
  char* Begin() {
    char* p = stage_ + staged_;
    if (!first_ && !after_key_) *p++ = ',';
    first_ = after_key_ = false;
    return p;
  }
  /// Appends stage_ up to `end` to the output.
  void Commit(const char* end);
  void Open(char bracket) {
    char* p = Begin();
    *p++ = bracket;
    Commit(p);
    first_ = true;
  }
  /// A closing bracket or the newline; `first`: no comma is due before what follows.
  void Close(char c, bool first) {
    if (staged_ == 0) {
      *out_ += c;
    } else {  // a key without its value: written as it was given
      stage_[staged_] = c;
      Commit(stage_ + staged_ + 1);
    }
    first_ = first;
    after_key_ = false;
  }
  std::string* out_;
  static constexpr size_t kMaxPlain = 128;  ///< longer strings take the escaping path
  static constexpr size_t kStage = 2 * kMaxPlain + 32;  ///< comma, key, comma-free value
  char stage_[kStage];
  size_t staged_ = 0;  ///< bytes of stage_ in use: a pending comma and key
  bool first_ = true;
  bool after_key_ = false;
  uint64_t replaced_ = 0;
};

/// Appends `s` to `out` as a quoted JSON string. Returns false when invalid UTF-8 was replaced.
bool AppendJsonString(std::string* out, std::string_view s);
/// Appends the shortest text that reads back as exactly `v` (finite values only).
void AppendNumber(std::string* out, double v);
/// The same written at `p`, which has room for 32 characters; returns the end.
char* FormatNumber(char* p, double v);
/// Length of the valid UTF-8 sequence at s[0], or 0 when it is invalid.
size_t Utf8SequenceLength(std::string_view s);

}  // namespace kc
