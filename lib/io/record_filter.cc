// Adding fields to a record does not re-serialise it: the text of the record is copied up to its
// closing brace and the new members are appended, so unknown fields pass through byte for byte.
// Only when the record already has one of the keys being added (a second run of the same tool)
// is the object rebuilt member by member, without those keys.
#include "io/record_filter.h"

#include <algorithm>

#include "io/input.h"
#include "io/json_writer.h"
#include "io/jsonl.h"

namespace kc {

void RunRecordFilter(RunContext& ctx, const RecordFn& fn) {
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) return;
    RunRecordFilter(ctx, path, fn);
  }
}

void RunRecordFilter(RunContext& ctx, const std::string& path, const RecordFn& fn) {
  Input in(path);
  JsonlReader reader(in);
  simdjson::dom::object obj;
  std::string_view raw;
  for (;;) {
    JsonlReader::Status st = reader.Next(&obj, &raw);
    if (st == JsonlReader::kEnd) break;
    ++ctx.read;
    Location at{in.name(), reader.line()};
    if (st == JsonlReader::kError) {
      ++ctx.rejected;
      if (!ctx.diag.Error(at, reader.error())) return;
      continue;
    }
    if (fn(obj, raw, at, ctx.out)) {
      ++ctx.written;
      ctx.out.MaybeFlush();
    } else {
      ++ctx.rejected;
      if (ctx.diag.stopped()) return;
    }
  }
}

void AppendWithMembers(Output& out, simdjson::dom::object obj, std::string_view raw,
                       std::span<const std::string_view> replaced, std::string_view extra) {
  // Does the record have one of the keys already? One pass over its keys, comparing only those
  // whose length is the length of a replaced key.
  uint64_t lengths = 0;
  for (std::string_view k : replaced) lengths |= uint64_t{1} << std::min<size_t>(k.size(), 63);
  bool clash = false;
  for (auto field : obj) {
    if (!(lengths >> std::min<size_t>(field.key.size(), 63) & 1)) continue;
    for (std::string_view k : replaced) clash |= field.key == k;
    if (clash) break;
  }
  if (!clash) {
    size_t close = raw.rfind('}');
    std::string_view body = raw.substr(0, close);
    out.Write(body);
    if (!extra.empty()) {
      // An empty object is "{" plus spaces: no comma before the first member.
      size_t last = body.find_last_not_of(" \t\r");
      if (last != std::string_view::npos && body[last] != '{') out.Write(",");
      out.Write(extra);
    }
    out.Write("}\n");
    return;
  }
  std::string& buf = out.buffer();
  buf += '{';
  bool first = true;
  for (auto field : obj) {
    bool drop = false;
    for (std::string_view k : replaced) drop |= field.key == k;
    if (drop) continue;
    if (!first) buf += ',';
    first = false;
    AppendJsonString(&buf, field.key);
    buf += ':';
    buf += simdjson::minify(field.value);
  }
  if (!extra.empty()) {
    if (!first) buf += ',';
    out.Write(extra);
  }
  out.Write("}\n");
}

}  // namespace kc
