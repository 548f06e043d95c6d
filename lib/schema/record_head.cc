#include "schema/record_head.h"

#include "schema/schema.h"

namespace kc {

void BeginRecord(JsonWriter& w, std::string_view type, std::string_view src_file, uint64_t src_line,
                 std::string_view run_json) {
  w.BeginObject();
  w.Key("type");
  w.String(type);
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  // Every record of an input names the same file: escape it once.
  thread_local std::string last_file, last_json;
  if (src_file != last_file || last_json.empty()) {
    last_file.assign(src_file);
    last_json.clear();
    AppendJsonString(&last_json, src_file);
  }
  w.Key("src_file");
  w.Raw(last_json);
  w.Key("src_line");
  w.Uint(src_line);
  if (!run_json.empty()) {
    w.Key("run");
    w.Raw(run_json);
  }
}

}  // namespace kc
