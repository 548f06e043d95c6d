#pragma once
// JSON text written straight into a string: objects, arrays, escaped strings and numbers in
// shortest round-trip form. Invalid UTF-8 in strings is replaced by U+FFFD (the output is always
// valid JSON) and reported through replaced().
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace kc {

/// Appends JSON values to a string; keeps track of commas. Keys are written as given.
///
/// A record is dozens of small pieces, and appending each to the string costs more than
/// formatting it: so the writer makes room at the end of the string ahead of what it writes
/// (a resize of about a kilobyte), writes the pieces there through a pointer, and cuts the
/// string to what was written when a top-level value is complete (after the closing bracket
/// of a record, a Newline(), a value outside any object or array) and when it is destroyed.
/// Only then is the string the text written so far: do not touch it in the middle of a
/// record. A writer that holds (`hold`) cuts the string only in Flush() and when destroyed:
/// for many records written in a row into a string that nobody reads meanwhile, it saves
/// making room (which zero-fills it) for each record.
class JsonWriter {
 public:
  explicit JsonWriter(std::string* out, bool hold = false) : out_(out), hold_(hold) {}
  ~JsonWriter() { Commit(); }
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

  void BeginObject() { Open('{'); }
  void EndObject() { Close('}'); }
  void BeginArray() { Open('['); }
  void EndArray() { Close(']'); }
  /// Writes `"key":`; the next value call writes its value.
  void Key(std::string_view key);
  /// The same for a string literal, copied as it is: literal keys are ours and need no
  /// escaping, and records have dozens of them. (Mutable char arrays are refused; pass a
  /// std::string_view.)
  template <size_t N>
  void Key(const char (&key)[N]) {
    char* p = Begin(N + 2);
    *p++ = '"';
    std::memcpy(p, key, N - 1);
    p += N - 1;
    *p++ = '"';
    *p++ = ':';
    p_ = p;
    after_key_ = true;
  }
  template <size_t N>
  void Key(char (&key)[N]) = delete;
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
  /// A member `"key":value` of a record, null when the value is unknown: the one way record
  /// writers write a field (field names: lib/schema/fields.cc).
  template <size_t N>
  void Member(const char (&key)[N], std::string_view s) {
    Key(key);
    StringOrNull(s);
  }
  template <size_t N>
  void Member(const char (&key)[N], const std::optional<double>& v) {
    Key(key);
    NumberOrNull(v);
  }
  template <size_t N>
  void Member(const char (&key)[N], const std::optional<int64_t>& v) {
    Key(key);
    IntOrNull(v);
  }
  template <size_t N>
  void Member(const char (&key)[N], const std::optional<std::array<int64_t, 3>>& v) {
    Key(key);
    ShapeOrNull(v);
  }
  /// Writes pre-formatted JSON (a value produced elsewhere) as the next value.
  void Raw(std::string_view json);
  /// Writes `{members}` where `members` is pre-formatted `"k":v,...` text.
  void RawObject(std::string_view members);
  /// Writes pre-formatted `"k":v,...` text as members of the open object.
  void RawMembers(std::string_view members);
  /// Ends a JSON-lines record.
  void Newline();
  /// Cuts the string to the text written (a writer that holds).
  void Flush() { Commit(); }
  /// Number of strings in which invalid UTF-8 was replaced since the last ClearReplaced().
  uint64_t replaced() const { return replaced_; }
  void ClearReplaced() { replaced_ = 0; }

 private:
  // Where the next value goes, with room for `n` bytes after its comma, if one is due.
  char* Begin(size_t n) {
    char* p = Room(n + 1);
    if (!first_ && !after_key_) *p++ = ',';
    first_ = after_key_ = false;
    return p;
  }
  // A value was written up to `p`.
  void Done(char* p) {
    p_ = p;
    if (depth_ == 0 && !hold_) Commit();
  }
  char* Room(size_t n) {
    if (static_cast<size_t>(end_ - p_) < n) Grow(n);
    return p_;
  }
  void Grow(size_t n);
  /// Cuts the string to the text written.
  void Commit() {
    if (p_) {
      out_->resize(static_cast<size_t>(p_ - out_->data()));
      p_ = end_ = nullptr;
    }
  }
  /// Appends `s` escaped (the general path, straight to the string).
  void Escaped(char* p, std::string_view s);
  void Open(char bracket) {
    char* p = Begin(1);
    *p++ = bracket;
    ++depth_;
    first_ = true;
    p_ = p;
  }
  void Close(char bracket) {
    char* p = Room(1);
    *p++ = bracket;
    if (depth_ > 0) --depth_;
    first_ = after_key_ = false;
    Done(p);
  }
  std::string* out_;
  bool hold_;
  char* p_ = nullptr;    ///< end of the text written, inside out_ (null: out_ is all text)
  char* end_ = nullptr;  ///< end of the room made in out_
  int depth_ = 0;        ///< open objects and arrays
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
/// The same as a string, for messages (any value: "inf", "nan" where not finite).
std::string NumberText(double v);
/// Length of the valid UTF-8 sequence at s[0], or 0 when it is invalid.
size_t Utf8SequenceLength(std::string_view s);

}  // namespace kc
