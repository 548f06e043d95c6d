#include "schema/record_head.h"

#include "schema/schema.h"

namespace kc {

void BeginRecord(JsonWriter& w, std::string_view type, std::string_view src_file,
                 uint64_t src_line, std::string_view run_json) {
  w.BeginObject();
  w.Key("type");
  w.String(type);
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("src_file");
  w.String(src_file);
  w.Key("src_line");
  w.Uint(src_line);
  if (!run_json.empty()) {
    w.Key("run");
    w.Raw(run_json);
  }
}

}  // namespace kc
