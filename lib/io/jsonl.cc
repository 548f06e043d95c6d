#include "io/jsonl.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "schema/schema.h"

namespace kc {

// A key twice in one object: simdjson keeps both and lookups return the first, while jq and
// Python keep the last, so two tools would read two different records. Every object of the
// record is checked; keys are compared pairwise in small objects and sorted in large ones.
bool JsonlReader::HasDuplicateKey(simdjson::dom::element e) {
  using simdjson::dom::element_type;
  auto nested = [](simdjson::dom::element v) {
    element_type t = v.type();
    return t == element_type::OBJECT || t == element_type::ARRAY;
  };
  simdjson::dom::array array;
  if (!e.get_array().get(array)) {
    for (simdjson::dom::element v : array)
      if (nested(v) && HasDuplicateKey(v)) return true;
    return false;
  }
  simdjson::dom::object object;
  if (e.get_object().get(object)) return false;
  const size_t base = keys_.size();
  for (auto field : object) {
    if (nested(field.value) && HasDuplicateKey(field.value)) return true;
    // A key's length and first bytes: most pairs differ there, without a string compare.
    uint64_t fp = 0;
    std::memcpy(&fp, field.key.data(), std::min<size_t>(field.key.size(), 8));
    keys_.push_back({fp ^ field.key.size(), field.key});
  }
  auto begin = keys_.begin() + static_cast<std::ptrdiff_t>(base);
  const Key* dup = nullptr;
  if (keys_.size() - base <= 16) {
    for (auto i = begin; i != keys_.end() && !dup; ++i)
      for (auto j = i + 1; j != keys_.end(); ++j)
        if (i->fp == j->fp && i->name == j->name) {
          dup = &*i;
          break;
        }
  } else {
    std::sort(begin, keys_.end(), [](const Key& a, const Key& b) {
      return a.fp != b.fp ? a.fp < b.fp : a.name < b.name;
    });
    auto it = std::adjacent_find(begin, keys_.end(), [](const Key& a, const Key& b) {
      return a.fp == b.fp && a.name == b.name;
    });
    if (it != keys_.end()) dup = &*it;
  }
  if (dup) error_ = "key '" + std::string(dup->name) + "' appears twice in one object";
  keys_.resize(base);
  return dup != nullptr;
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
  keys_.clear();
  if (HasDuplicateKey(doc)) return kError;
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
