#include "schema/record_head.h"

#include "schema/schema.h"

namespace kc {

void BeginRecord(JsonWriter& w, std::string_view type, std::string_view src_file, uint64_t src_line,
                 std::string_view run_json) {
  // Records of one input share their first members: written once, then copied.
  thread_local std::string last_type, last_file, head;
  if (src_file != last_file || type != last_type || head.empty()) {
    last_type.assign(type);
    last_file.assign(src_file);
    head.clear();
    JsonWriter h(&head);
    h.Key("type");
    h.String(type);
    h.Key("schema_version");
    h.Int(kSchemaVersion);
    h.Key("src_file");
    h.String(src_file);
  }
  w.BeginObject();
  w.RawMembers(head);
  w.Key("src_line");
  w.Uint(src_line);
  if (!run_json.empty()) {
    w.Key("run");
    w.Raw(run_json);
  }
}

}  // namespace kc
