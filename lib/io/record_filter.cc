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

void RunRecordFilter(RunContext& ctx, std::span<const std::string_view> added, const RecordFn& fn) {
  for (const auto& path : ctx.inputs) {
    if (ctx.diag.stopped()) return;
    RunRecordFilter(ctx, path, added, fn);
  }
}

void RunRecordFilter(RunContext& ctx, const std::string& path,
                     std::span<const std::string_view> added, const RecordFn& fn) {
  Input in(path);
  JsonlReader reader(in, added);
  Record rec;
  rec.added = added;
  for (;;) {
    JsonlReader::Status st = reader.Next(&rec.obj, &rec.raw);
    if (st == JsonlReader::kEnd) break;
    ++ctx.read;
    rec.at = {in.name(), reader.line()};
    if (st == JsonlReader::kError) {
      ++ctx.rejected;
      if (!ctx.diag.Error(rec.at, reader.error())) return;
      continue;
    }
    rec.has_added_key = reader.has_watched_key();
    if (fn(rec, ctx.out)) {
      ++ctx.written;
      ctx.out.MaybeFlush();
    } else {
      ++ctx.rejected;
      if (ctx.diag.stopped()) return;
    }
  }
}

void AppendWithMembers(Output& out, const Record& rec, std::string_view extra) {
  if (extra.empty() || !rec.has_added_key) {
    size_t close = rec.raw.rfind('}');
    std::string_view body = rec.raw.substr(0, close);
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
  for (auto field : rec.obj) {
    if (std::find(rec.added.begin(), rec.added.end(), field.key) != rec.added.end()) continue;
    if (!first) buf += ',';
    first = false;
    AppendJsonString(&buf, field.key);
    buf += ':';
    buf += simdjson::minify(field.value);
  }
  if (!first) buf += ',';
  out.Write(extra);
  out.Write("}\n");
}

}  // namespace kc
