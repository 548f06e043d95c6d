// The field tables (lib/schema/fields.h) against what the writers write: every record type's
// writer, given a record with every field known, writes exactly the table's fields in the
// table's order (fields the table marks `omitted` may be absent), and nothing else.
#include "schema/fields.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <string>
#include <vector>

#include "agg/cell.h"
#include "classify/classify.h"
#include "names/normaliser.h"
#include "ncu/record.h"
#include "nsys/record.h"

namespace kc::schema {
namespace {

std::vector<std::string> Keys(const std::string& json) {
  simdjson::dom::parser p;
  simdjson::dom::object obj = p.parse(json).get_object().value();
  std::vector<std::string> keys;
  for (auto field : obj) keys.emplace_back(field.key);
  return keys;
}

// The table's fields (after the head when `with_head`) that `written` should hold, in order.
std::vector<std::string> Expected(const RecordType& t, const std::vector<std::string>& written,
                                  bool with_head) {
  std::vector<std::string> want;
  auto add = [&](const Field& f) {
    bool present = std::find(written.begin(), written.end(), f.name) != written.end();
    if (!f.omitted || present) want.emplace_back(f.name);
  };
  if (with_head)
    for (const Field& f : HeadFields()) add(f);
  for (const Field& f : t.fields) add(f);
  return want;
}

void ExpectMatches(std::string_view type, std::string_view tool, const std::string& json,
                   bool with_head = true) {
  const RecordType* t = FindRecordType(type, tool);
  ASSERT_NE(t, nullptr) << type << tool;
  std::vector<std::string> keys = Keys(json);
  EXPECT_EQ(keys, Expected(*t, keys, with_head)) << json;
}

TEST(Schema, NcuRecordsAreTheirTables) {
  ncu::KernelRecord r;
  r.src_file = "a.csv";
  r.src_line = 2;
  r.id = "0";
  r.kernel = "k";
  r.device_name = "GPU";
  r.launch_time = "2022-Dec-04 20:05:21";
  r.nvtx = {"0:d:r:none:none"};
  r.AddMetric("gpu__time_duration.sum", ncu::ParseValue("1.5"), "nsecond");
  std::string out;
  r.AppendJson(&out, "{\"model\":\"m\"}");
  ExpectMatches("ncu_kernel", "", out);
  ncu::KernelRecord s;
  s.is_summary = true;
  s.kernel = "k";
  s.invocations = "3";
  out.clear();
  s.AppendJson(&out, "");
  ExpectMatches("ncu_kernel_summary", "", out);
}

TEST(Schema, NsysRecordsAreTheirTables) {
  nsys::KernelSummary s;
  s.src = {"a.csv", 2};
  s.kernel = "k";
  s.nvtx_summary = true;
  s.nvtx_range = "r";
  std::string out;
  nsys::AppendJson(&out, s, "");
  ExpectMatches("nsys_kernel_summary", "", out);
  nsys::KernelLaunch l;
  l.src = {"a.sqlite", 1};
  l.kernel = "k";
  l.device_name = "GPU";
  l.cc = "8.0";
  l.has_nvtx = true;
  out.clear();
  nsys::AppendJson(&out, l, "{\"model\":\"m\"}");
  ExpectMatches("nsys_kernel_launch", "", out);
  nsys::MemOp m;
  m.src = {"a.csv", 3};
  m.kind = "[CUDA memset]";
  out.clear();
  nsys::AppendJson(&out, m, "");
  ExpectMatches("nsys_memop", "", out);
}

TEST(Schema, AddedFieldsAreTheirTables) {
  names::RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add(names::RuleSet::BuiltinText(), "rules.tsv", &error)) << error;
  std::string members = names::MembersJson(names::Normalise("_Z3fooIiEvv", rules));
  ExpectMatches("", "knorm", "{" + members + "}", false);
  std::string added;
  classify::AppendResultMembers(classify::Result{}, &added);
  ExpectMatches("", "kclassify", "{" + added + "}", false);
  EXPECT_EQ(AddedFields("kclassify").front(), "bound");
}

TEST(Schema, KaggReadsOnlySchemaFields) {
  for (std::string_view name : agg::RecordFieldsRead()) EXPECT_NE(FindField(name), nullptr) << name;
}

TEST(Schema, EveryFieldIsDocumented) {
  for (const RecordType& t : RecordTypes())
    for (const Field& f : t.fields) EXPECT_FALSE(f.doc.empty()) << t.type << t.tool << f.name;
  std::string md = RecordsMarkdown();
  for (const RecordType& t : RecordTypes())
    for (const Field& f : t.fields)
      EXPECT_NE(md.find("| `" + std::string(f.name) + "` |"), std::string::npos) << f.name;
}

}  // namespace
}  // namespace kc::schema
