// Diag: the `tool: file:line: message` format, warnings, notes, counting, and when an error stops
// processing (--keep-going, --max-errors).
#include "io/diag.h"

#include <gtest/gtest.h>

#include <string>

namespace kc {
namespace {

using ::testing::internal::CaptureStderr;
using ::testing::internal::GetCapturedStderr;

TEST(Diag, ErrorFormatAndStop) {
  Diag d("ncu2jsonl");
  CaptureStderr();
  bool go_on = d.Error({"<stdin>", 2}, "row has 22 fields, the header has 20");
  EXPECT_EQ(GetCapturedStderr(), "ncu2jsonl: <stdin>:2: row has 22 fields, the header has 20\n");
  EXPECT_FALSE(go_on);
  EXPECT_TRUE(d.stopped());
  EXPECT_EQ(d.errors(), 1u);
  EXPECT_EQ(d.warnings(), 0u);
}

TEST(Diag, WarningAndNote) {
  Diag d("knorm");
  CaptureStderr();
  d.Warning({"in.jsonl", 7}, "invalid UTF-8 replaced by U+FFFD");
  d.Note("cannot open x: No such file or directory");
  EXPECT_EQ(GetCapturedStderr(),
            "knorm: in.jsonl:7: warning: invalid UTF-8 replaced by U+FFFD\n"
            "knorm: cannot open x: No such file or directory\n");
  EXPECT_EQ(d.warnings(), 1u);
  EXPECT_EQ(d.errors(), 0u);
  EXPECT_FALSE(d.stopped());
  EXPECT_EQ(d.tool(), "knorm");
}

TEST(Diag, KeepGoingWithoutLimit) {
  Diag d("t");
  d.set_keep_going(true);
  CaptureStderr();
  for (int i = 1; i <= 5; ++i) EXPECT_TRUE(d.Error({"f", static_cast<uint64_t>(i)}, "bad"));
  std::string err = GetCapturedStderr();
  EXPECT_EQ(err, "t: f:1: bad\nt: f:2: bad\nt: f:3: bad\nt: f:4: bad\nt: f:5: bad\n");
  EXPECT_FALSE(d.stopped());
  EXPECT_EQ(d.errors(), 5u);
}

TEST(Diag, MaxErrorsStopsAtTheNth) {
  Diag d("t");
  d.set_keep_going(true);
  d.set_max_errors(3);
  CaptureStderr();
  EXPECT_TRUE(d.Error({"f", 1}, "a"));
  EXPECT_TRUE(d.Error({"f", 2}, "b"));
  EXPECT_FALSE(d.Error({"f", 3}, "c"));
  GetCapturedStderr();
  EXPECT_TRUE(d.stopped());
  EXPECT_EQ(d.errors(), 3u);
}

TEST(Diag, WarningsNeverStop) {
  Diag d("t");
  CaptureStderr();
  for (int i = 0; i < 3; ++i) d.Warning({"f", 1}, "w");
  GetCapturedStderr();
  EXPECT_FALSE(d.stopped());
  EXPECT_EQ(d.warnings(), 3u);
}

TEST(ExitCodes, Values) {
  EXPECT_EQ(kExitOk, 0);
  EXPECT_EQ(kExitData, 1);
  EXPECT_EQ(kExitUsage, 2);
  EXPECT_EQ(kExitInterrupted, 130);
}

}  // namespace
}  // namespace kc
