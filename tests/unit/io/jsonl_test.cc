// JsonlReader: records, blank lines, line numbers, and the errors for bad JSON, non-objects and
// newer schema versions.
#include "io/jsonl.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "schema/schema.h"

namespace kc {
namespace {

class TempFile {
 public:
  explicit TempFile(const std::string& data) {
    char tmpl[] = "/tmp/kc_jsonl_test_XXXXXX";
    int fd = mkstemp(tmpl);
    EXPECT_GE(fd, 0);
    path_ = tmpl;
    EXPECT_EQ(write(fd, data.data(), data.size()), static_cast<ssize_t>(data.size()));
    close(fd);
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

struct Event {
  JsonlReader::Status status;
  uint64_t line;
  std::string text;  // raw record, or the error
  bool operator==(const Event&) const = default;
};

std::vector<Event> ReadAll(const std::string& data) {
  TempFile f(data);
  Input in(f.path());
  JsonlReader r(in);
  std::vector<Event> out;
  for (;;) {
    simdjson::dom::object obj;
    std::string_view raw;
    auto st = r.Next(&obj, &raw);
    if (st == JsonlReader::kEnd) break;
    out.push_back({st, r.line(), st == JsonlReader::kRecord ? std::string(raw) : r.error()});
    if (out.size() > 100) break;
  }
  return out;
}

TEST(JsonlReader, RecordsAndLineNumbers) {
  auto ev = ReadAll(
      "{\"type\":\"a\",\"schema_version\":1}\n\n   \n{\"x\":[1,2],\"schema_version\":1}\r\n"
      "{\"schema_version\":1}");
  ASSERT_EQ(ev.size(), 3u);
  EXPECT_EQ(ev[0], (Event{JsonlReader::kRecord, 1, "{\"type\":\"a\",\"schema_version\":1}"}));
  EXPECT_EQ(ev[1], (Event{JsonlReader::kRecord, 4, "{\"x\":[1,2],\"schema_version\":1}"}));
  EXPECT_EQ(ev[2], (Event{JsonlReader::kRecord, 5, "{\"schema_version\":1}"}));
}

TEST(JsonlReader, ObjectFieldsAreReadable) {
  TempFile f(
      "{\"type\":\"ncu_kernel\",\"schema_version\":1,\"metrics\":{\"gpu__time_duration.sum\":"
      "29380}}\n");
  Input in(f.path());
  JsonlReader r(in);
  simdjson::dom::object obj;
  std::string_view raw;
  ASSERT_EQ(r.Next(&obj, &raw), JsonlReader::kRecord);
  std::string_view type;
  ASSERT_FALSE(obj["type"].get_string().get(type));
  EXPECT_EQ(type, "ncu_kernel");
  double d = 0;
  ASSERT_FALSE(obj["metrics"]["gpu__time_duration.sum"].get_double().get(d));
  EXPECT_EQ(d, 29380);
}

TEST(JsonlReader, Errors) {
  struct C {
    std::string line;
    std::string error;
  } cases[] = {
      {"{\"a\":", "invalid JSON: "},
      {"not json", "invalid JSON: "},
      {"[1,2]", "record is not a JSON object"},
      {"\"s\"", "record is not a JSON object"},
      {"{\"schema_version\":" + std::to_string(kSchemaVersion + 1) + "}",
       "schema_version " + std::to_string(kSchemaVersion + 1) +
           " is newer than this build reads (" + std::to_string(kSchemaVersion) +
           "); upgrade kcensus"},
      {"{\"schema_version\":\"1\"}", "schema_version must be a whole number from 1 on, not \"1\""},
      {"{\"schema_version\":1.5}", "schema_version must be a whole number from 1 on, not 1.5"},
      {"{\"schema_version\":0}", "schema_version must be a whole number from 1 on, not 0"},
      {"{\"schema_version\":-1}", "schema_version must be a whole number from 1 on, not -1"},
      {"{\"type\":\"a\"}", "schema_version is missing"},
      {"{\"schema_version\":1,\"a\":1,\"a\":2}", "key 'a' appears twice in one object"},
      {"{\"schema_version\":1,\"run\":{\"m\":1,\"m\":1}}", "key 'm' appears twice in one object"},
      {"{\"schema_version\":1,\"r\":[{},{\"x\":1,\"x\":1}]}",
       "key 'x' appears twice in one object"},
      // many keys
      {"{\"schema_version\":1,\"m\":{\"k01\":1,\"k02\":1,\"k03\":1,\"k04\":1,\"k05\":1,\"k06\":1,"
       "\"k07\":1,\"k08\":1,\"k09\":1,\"k10\":1,\"k11\":1,\"k12\":1,\"k13\":1,\"k14\":1,\"k15\":1,"
       "\"k16\":1,\"k17\":1,\"k03\":2}}",
       "key 'k03' appears twice in one object"},
  };
  for (const C& c : cases) {
    auto ev = ReadAll("{\"schema_version\":1}\n" + c.line + "\n");
    ASSERT_EQ(ev.size(), 2u) << c.line;
    EXPECT_EQ(ev[1].status, JsonlReader::kError) << c.line;
    EXPECT_EQ(ev[1].line, 2u) << c.line;
    EXPECT_EQ(ev[1].text.substr(0, c.error.size()), c.error) << c.line;
  }
}

// Objects are compared with the keys of the object at the same place in an earlier record: a
// record that starts like one already read and then repeats a key is still caught.
TEST(JsonlReader, KeyTwiceAfterRecordsOfTheSameShape) {
  const std::string ok = "{\"schema_version\":1,\"m\":{\"a\":1,\"b\":2},\"r\":[{\"x\":1}]}\n";
  const char* bad[] = {
      "{\"schema_version\":1,\"m\":{\"a\":1,\"b\":2,\"a\":3},\"r\":[{\"x\":1}]}",
      "{\"schema_version\":1,\"m\":{\"a\":1,\"a\":2},\"r\":[{\"x\":1}]}",
      "{\"schema_version\":1,\"m\":{\"a\":1,\"b\":2},\"r\":[{\"x\":1},{\"x\":1,\"x\":2}]}",
      "{\"schema_version\":1,\"m\":{\"a\":1,\"b\":2},\"r\":[{\"x\":1}],\"m\":{}}",
  };
  for (const char* line : bad) {
    auto ev = ReadAll(ok + ok + line + "\n" + ok);
    ASSERT_EQ(ev.size(), 4u) << line;
    EXPECT_EQ(ev[1].status, JsonlReader::kRecord) << line;
    EXPECT_EQ(ev[2].status, JsonlReader::kError) << line;
    EXPECT_EQ(ev[2].text.substr(0, 4), "key ") << line;
    EXPECT_EQ(ev[3].status, JsonlReader::kRecord) << line;
  }
}

// has_watched_key() comes from the record's shape: right for records that alternate between
// shapes, that differ from a known shape only in a later key, and for a key only in a nested
// object (not at the top level).
TEST(JsonlReader, WatchedKeyFollowsTheShape) {
  const std::vector<std::string_view> watched = {"library", "family"};
  const std::vector<std::pair<std::string, bool>> lines = {
      {R"({"schema_version":1,"kernel":"k"})", false},
      {R"({"schema_version":1,"kernel":"k","family":"gemm"})", true},
      {R"({"schema_version":1,"kernel":"k"})", false},
      {R"({"schema_version":1,"kernel":"k","family":"gemm"})", true},
      {R"({"schema_version":1,"kernel":"k","familx":"gemm"})", false},
      {R"({"schema_version":1,"kernel":"k","m":{"library":1}})", false},
      {R"({"library":"x","schema_version":1,"kernel":"k"})", true},
      {R"({"schema_version":1,"kernel":"k","family":"gemm"})", true},
  };
  std::string text;
  for (const auto& [line, _] : lines) text += line + "\n";
  TempFile f(text);
  Input in(f.path());
  JsonlReader r(in, watched);
  for (const auto& [line, want] : lines) {
    simdjson::dom::object obj;
    std::string_view raw;
    ASSERT_EQ(r.Next(&obj, &raw), JsonlReader::kRecord) << line;
    EXPECT_EQ(r.has_watched_key(), want) << line;
    EXPECT_EQ(HasAnyKey(obj, watched), want) << line;
  }
}

TEST(JsonlReader, GoesOnAfterAnError) {
  auto ev = ReadAll("{\n{\"ok\":1,\"schema_version\":1}\n");
  ASSERT_EQ(ev.size(), 2u);
  EXPECT_EQ(ev[0].status, JsonlReader::kError);
  EXPECT_EQ(ev[1], (Event{JsonlReader::kRecord, 2, "{\"ok\":1,\"schema_version\":1}"}));
}

TEST(JsonlReader, CurrentSchemaVersionIsAccepted) {
  auto ev = ReadAll("{\"schema_version\":" + std::to_string(kSchemaVersion) + "}\n");
  ASSERT_EQ(ev.size(), 1u);
  EXPECT_EQ(ev[0].status, JsonlReader::kRecord);
}

}  // namespace
}  // namespace kc
