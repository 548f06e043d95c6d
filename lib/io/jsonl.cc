#include "io/jsonl.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <unordered_set>

#include "schema/schema.h"

namespace kc {

// A key twice in one object: simdjson keeps both and lookups return the first, while jq and
// Python keep the last, so two tools would read two different records. Every object of the
// record is checked. Records of one input repeat their keys in the same order, so each object is
// first compared with the keys of the object at the same place (the k-th object to open) in the
// last record where that one was checked in full: the same keys in the same order are distinct.
// The keys of the last kShapes different objects seen at each place are kept, most recent
// first; an object is compared with the most recent one with as many keys, and only an object
// unlike all of them is checked in full (kclassify: 1.5x slower with that for every object).
namespace {

// The keys of one object as one string: each key's length (4 bytes) and bytes.
void AppendKey(std::string_view key, std::string* keys) {
  uint32_t n = static_cast<uint32_t>(key.size());
  keys->append(reinterpret_cast<const char*>(&n), sizeof n);
  keys->append(key);
}

// Whether `key` is the key at `*at` of `keys` (AppendKey's format); moves `*at` past it.
bool NextKeyIs(std::string_view keys, size_t* at, std::string_view key) {
  uint32_t n;
  if (keys.size() - *at < sizeof n) return false;
  std::memcpy(&n, keys.data() + *at, sizeof n);
  if (n != key.size() || keys.size() - *at - sizeof n < n) return false;
  const char* p = keys.data() + *at + sizeof n;
  *at += sizeof n + n;
  return std::memcmp(p, key.data(), n) == 0;
}

}  // namespace

bool JsonlReader::HasDuplicateKey(simdjson::dom::element e, size_t* index) {
  using simdjson::dom::element_type;
  simdjson::dom::array array;
  if (!e.get_array().get(array)) {
    for (simdjson::dom::element v : array) {
      element_type t = v.type();
      if ((t == element_type::OBJECT || t == element_type::ARRAY) && HasDuplicateKey(v, index))
        return true;
    }
    return false;
  }
  simdjson::dom::object object;
  if (e.get_object().get(object)) return false;
  const size_t k = (*index)++;
  if (memo_.size() <= k) memo_.resize(k + 1);
  std::vector<Shape>& memo = memo_[k];  // a deque's elements stay put as it grows
  // The most recent shape with as many keys (simdjson counts them without a walk).
  const size_t count = object.size();
  auto shape =
      std::find_if(memo.begin(), memo.end(), [&](const Shape& m) { return m.count == count; });
  size_t at = 0;
  bool same = shape != memo.end();
  for (auto field : object) {
    element_type t = field.value.type();
    if ((t == element_type::OBJECT || t == element_type::ARRAY) &&
        HasDuplicateKey(field.value, index))
      return true;
    same = same && NextKeyIs(shape->keys, &at, field.key);
  }
  if (same && at == shape->keys.size()) {
    std::rotate(memo.begin(), shape, shape + 1);  // the most recent first
    return false;
  }
  // Another shape seen here (inputs mix a few kinds of record), or a new one?
  std::string keys;
  for (auto field : object) AppendKey(field.key, &keys);
  auto it = std::find_if(memo.begin(), memo.end(), [&](const Shape& m) { return m.keys == keys; });
  if (it == memo.end()) {
    std::unordered_set<std::string_view> seen;
    for (auto field : object) {
      if (!seen.insert(field.key).second) {  // the first key whose name came before
        error_ = "key '" + std::string(field.key) + "' appears twice in one object";
        return true;
      }
    }
    if (memo.size() < kShapes) memo.emplace_back();
    it = memo.end() - 1;  // the least recently seen goes
    *it = {count, std::move(keys), k == 0 && HasAnyKey(object, watched_)};
  }
  std::rotate(memo.begin(), it, it + 1);  // the most recent first
  return false;
}

bool HasAnyKey(simdjson::dom::object obj, std::span<const std::string_view> keys) {
  for (auto field : obj)
    if (std::find(keys.begin(), keys.end(), field.key) != keys.end()) return true;
  return false;
}

JsonlReader::Status JsonlReader::Next(simdjson::dom::object* obj, std::string_view* raw) {
  std::string_view line;
  for (;;) {
    if (!in_.ReadLine(&line)) return kEnd;
    if (line.find_first_not_of(" \t") != std::string_view::npos) break;
  }
  *raw = line;
  simdjson::dom::element doc;
  // The line is parsed where it lies in the input's buffer, whose padding simdjson may read.
  static_assert(Input::kPadding >= simdjson::SIMDJSON_PADDING);
  auto err = parser_.parse(line.data(), line.size(), false).get(doc);
  if (err) {
    // simdjson's messages are sentences; diagnostics are lower case without a final period.
    std::string msg = simdjson::error_message(err);
    if (!msg.empty()) msg[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(msg[0])));
    while (!msg.empty() && (msg.back() == '.' || msg.back() == ' ')) msg.pop_back();
    error_ = "invalid JSON: " + msg;
    return kError;
  }
  if (doc.get_object().get(*obj)) {
    error_ = "record is not a JSON object";
    return kError;
  }
  size_t objects = 0;
  if (HasDuplicateKey(doc, &objects)) return kError;
  simdjson::dom::element v;
  if ((*obj)["schema_version"].get(v)) {
    error_ = "schema_version is missing";
    return kError;
  }
  int64_t version = 0;
  if (v.get_int64().get(version) || version < 1) {
    error_ =
        "schema_version must be a whole number from 1 on, not " + std::string(simdjson::minify(v));
    return kError;
  }
  if (version > kSchemaVersion) {
    error_ = "schema_version " + std::to_string(version) + " is newer than this build reads (" +
             std::to_string(kSchemaVersion) + "); upgrade kcensus";
    return kError;
  }
  return kRecord;
}

}  // namespace kc
