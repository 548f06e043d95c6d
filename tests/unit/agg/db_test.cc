#include "agg/db.h"

#include <gtest/gtest.h>

#include <string>

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

}  // namespace
}  // namespace kc::agg
