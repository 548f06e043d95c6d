#include "schema/run_meta.h"

#include <simdjson.h>

#include "io/error.h"
#include "io/json_writer.h"

namespace kc {

void RunMeta::Set(std::string key, std::string json) {
  for (auto& f : fields_) {
    if (f.first == key) {
      f.second = std::move(json);
      return;
    }
  }
  fields_.emplace_back(std::move(key), std::move(json));
}

void RunMeta::LoadManifest(const std::string& path) {
  simdjson::padded_string text;
  if (simdjson::padded_string::load(path).get(text))
    throw SystemError("cannot read manifest " + path);
  simdjson::dom::parser parser;
  simdjson::dom::object obj;
  if (parser.parse(text).get_object().get(obj))
    throw SystemError("manifest " + path + " is not a JSON object");
  for (auto field : obj) {
    Set(std::string(field.key), simdjson::minify(field.value));
  }
}

void RunMeta::AddTag(const std::string& kv) {
  size_t eq = kv.find('=');
  if (eq == std::string::npos || eq == 0)
    throw SystemError("--tag expects KEY=VALUE, got '" + kv + "'");
  std::string json;
  AppendJsonString(&json, std::string_view(kv).substr(eq + 1));
  Set(kv.substr(0, eq), std::move(json));
}

std::string RunMeta::Json() const {
  std::string s = "{";
  for (size_t i = 0; i < fields_.size(); ++i) {
    if (i) s += ',';
    AppendJsonString(&s, fields_[i].first);
    s += ':';
    s += fields_[i].second;
  }
  s += '}';
  return s;
}

}  // namespace kc
