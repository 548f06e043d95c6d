// AppendWithMembers: new members appended to the record's own text, and the rebuild path when
// the record already carries one of them (a second run of the same tool).
#include "io/record_filter.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace kc {
namespace {

struct Case {
  std::string raw;
  std::string extra;
  std::string want;
};

TEST(AppendWithMembers, Table) {
  const std::vector<std::string_view> replaced = {"a", "b"};
  const std::vector<Case> cases = {
      {R"({"k":1})", R"("a":2)", "{\"k\":1,\"a\":2}\n"},
      // Unknown fields pass byte for byte, spacing included.
      {R"({"k": [1, 2] , "z":"\u00e9"})", R"("a":2)",
       "{\"k\": [1, 2] , \"z\":\"\\u00e9\",\"a\":2}\n"},
      {R"({})", R"("a":2)", "{\"a\":2}\n"},
      {R"({  })", R"("a":2)", "{  \"a\":2}\n"},
      {R"({"k":1})", "", "{\"k\":1}\n"},
      // Already has "a": rebuilt without it, then the new members.
      {R"({"a":1,"k":{"x": 1}})", R"("a":2,"b":3)", "{\"k\":{\"x\":1},\"a\":2,\"b\":3}\n"},
      {R"({"b":1})", R"("a":2)", "{\"a\":2}\n"},
  };
  simdjson::dom::parser parser;
  for (const auto& c : cases) {
    simdjson::padded_string padded(c.raw);
    simdjson::dom::object obj;
    ASSERT_EQ(parser.parse(padded).get(obj), simdjson::SUCCESS) << c.raw;
    std::string out;
    AppendWithMembers(&out, obj, c.raw, replaced, c.extra);
    EXPECT_EQ(out, c.want) << c.raw;
  }
}

}  // namespace
}  // namespace kc
