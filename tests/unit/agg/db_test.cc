#include "agg/db.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace kc::agg {
namespace {

std::string Identity(const std::string& json) {
  simdjson::dom::parser p;
  simdjson::dom::element e = p.parse(json).value();
  return RunIdentity(e);
}

TEST(RunIdentity, KeysSortedAtEveryLevelScalarsAsStrings) {
  EXPECT_EQ(Identity(R"({"model":"m","batch":1,"gpu":{"sm":90,"name":"H100"}})"),
            R"({"batch":"1","gpu":{"name":"H100","sm":"90"},"model":"m"})");
  EXPECT_EQ(Identity(R"({"a":[2,"x",true,null],"b":null})"),
            R"({"a":["2","x","true",null],"b":null})");
  EXPECT_EQ(Identity("null"), "");
}

TEST(RunIdentity, SameTagsInAnyOrderOrSpellingAreOneRun) {
  const std::string one = Identity(R"({"model":"m","batch":1,"lr":0.5})");
  for (const char* other :
       {R"({"batch":1,"model":"m","lr":0.5})", R"({"lr":"0.5","batch":"1","model":"m"})",
        R"({"model":"m","batch":1.0,"lr":5e-1})", R"({"model":"m","batch":"1.0","lr":"0.50"})"})
    EXPECT_EQ(Identity(other), one) << other;
  EXPECT_NE(Identity(R"({"model":"m","batch":2,"lr":0.5})"), one);
  EXPECT_NE(Identity(R"({"model":"m","batch":"1x","lr":0.5})"), one);
  EXPECT_NE(Identity(R"({"model":"m","batch":1})"), one);
}

// Ingests the records (one JSON object a line) into `path`; returns Commit's answer.
bool Ingest(const std::string& path, const std::vector<std::string>& records,
            const std::string& sweep = "") {
  DbIngest in;
  in.sweep_out = sweep;
  in.sweep_date = "2026-01-01T00:00:00Z";
  AggDb db(path, in);
  simdjson::dom::parser p;
  for (const std::string& r : records) db.AddRecord(p.parse(r).value().get_object().value(), r);
  return db.Commit(GroupOptions{}, {});
}

// The rows of `sql` (its first `cols` columns), '|'-separated, a line each.
std::string Query(const std::string& path, const std::string& sql, int cols) {
  store::SqliteDb db(path);
  store::SqliteStmt q(db, sql);
  EXPECT_TRUE(q.ok()) << q.error();
  std::string out;
  while (q.Step() == SQLITE_ROW) {
    for (int i = 0; i < cols; ++i) out += (i ? "|" : "") + std::string(q.Text(i));
    out += "\n";
  }
  return out;
}

const char* kRec =
    R"({"type":"nsys_kernel_summary","schema_version":1,"src_file":"a.csv","src_line":2,)"
    R"("run":{"model":"m","id":"x7","Batch":4},"kernel":"k","kernel_key":"k","total_ns":7,)"
    R"("instances":1})";

TEST(AggDb, RunTagsAreColumnsAndAFixedNameIsPrefixed) {
  std::string path = ::testing::TempDir() + "/kc_db_tags.db";
  std::remove(path.c_str());
  ASSERT_TRUE(Ingest(path, {kRec}));
  EXPECT_EQ(Query(path, "SELECT id, model, tag_id, Batch, typeof(Batch) FROM runs", 5),
            "1|m|x7|4|integer\n");
  EXPECT_EQ(Query(path, "SELECT run_id, time_ns, time_counted FROM kernels", 3), "1|7|1\n");
}

TEST(AggDb, ASweepWithTheRecordsOfTheLastOneIsRolledBack) {
  std::string path = ::testing::TempDir() + "/kc_db_sweeps.db";
  std::remove(path.c_str());
  EXPECT_TRUE(Ingest(path, {kRec}, "out"));
  EXPECT_FALSE(Ingest(path, {kRec}, "out"));
  EXPECT_TRUE(Ingest(path, {kRec}, "other"));
  std::string two = kRec;
  two.replace(two.find("\"total_ns\":7"), 12, "\"total_ns\":8");
  EXPECT_TRUE(Ingest(path, {two}, "out"));
  EXPECT_EQ(Query(path, "SELECT id, out, models, n_models FROM sweeps", 4),
            "1|out|m|1\n2|other|m|1\n3|out|m|1\n");
  EXPECT_EQ(Query(path, "SELECT sweep_id, count(*) FROM runs GROUP BY sweep_id", 2),
            "1|1\n2|1\n3|1\n");
}

}  // namespace
}  // namespace kc::agg
