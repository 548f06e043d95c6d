#include "io/jsonl.h"

#include <cctype>

#include "schema/schema.h"

namespace kc {

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
  int64_t version = 0;
  if (!(*obj)["schema_version"].get_int64().get(version) && version > kSchemaVersion) {
    error_ = "schema_version " + std::to_string(version) + " is newer than this build reads (" +
             std::to_string(kSchemaVersion) + "); upgrade kcensus";
    return kError;
  }
  return kRecord;
}

}  // namespace kc
