// AppendWithMembers: new members appended to the record's own text, and the rebuild path when
// the record already carries one of them (a second run of the same tool).
#include "io/record_filter.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "io/jsonl.h"

namespace kc {
namespace {

// What AppendWithMembers writes for `raw`, read back from the file of an Output.
std::string Written(simdjson::dom::parser& parser, const std::string& raw,
                    std::span<const std::string_view> replaced, std::string_view extra) {
  simdjson::padded_string padded(raw);
  simdjson::dom::object obj;
  EXPECT_EQ(parser.parse(padded).get(obj), simdjson::SUCCESS) << raw;
  const char* tmp = std::getenv("TMPDIR");
  std::string path = std::string(tmp && *tmp ? tmp : "/tmp") + "/record_filter_test.XXXXXX";
  int fd = ::mkstemp(path.data());  // a name of its own: tests run in parallel
  EXPECT_GE(fd, 0);
  ::close(fd);
  {
    Output out(path);
    AppendWithMembers(out, {obj, raw, {}, replaced, HasAnyKey(obj, replaced)}, extra);
    out.Commit();
  }
  std::ifstream f(path, std::ios::binary);
  std::stringstream text;
  text << f.rdbuf();
  std::remove(path.c_str());
  return text.str();
}

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
  for (const auto& c : cases) EXPECT_EQ(Written(parser, c.raw, replaced, c.extra), c.want) << c.raw;
}

// Pieces larger than the output's buffer are written out directly, in order.
TEST(AppendWithMembers, LargePiecesInOrder) {
  const std::vector<std::string_view> replaced = {"a"};
  const std::string big(1 << 20, 'x');
  simdjson::dom::parser parser;
  const std::string raw = "{\"k\":\"" + big + "\"}";
  const std::string extra = "\"a\":\"" + big + "y\"";
  EXPECT_EQ(Written(parser, raw, replaced, extra), "{\"k\":\"" + big + "\"," + extra + "}\n");
  // The rebuild path: the record has "a" already.
  EXPECT_EQ(Written(parser, "{\"a\":1,\"k\":2}", replaced, extra), "{\"k\":2," + extra + "}\n");
}

}  // namespace
}  // namespace kc
