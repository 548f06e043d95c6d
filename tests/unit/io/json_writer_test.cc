// JsonWriter and its helpers: string escaping, invalid UTF-8 replacement and counting, shortest
// round-trip numbers, structure and commas.
#include "io/json_writer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

namespace kc {
namespace {

struct StrCase {
  std::string in;
  std::string json;
  bool ok;
};

TEST(AppendJsonString, Table) {
  const StrCase cases[] = {
      {"", "\"\"", true},
      {"plain", "\"plain\"", true},
      {"q\"uote", "\"q\\\"uote\"", true},
      {"back\\slash", "\"back\\\\slash\"", true},
      {"a\nb\rc\td", "\"a\\nb\\rc\\td\"", true},
      {std::string("nul\0x", 5), "\"nul\\u0000x\"", true},
      {"\x01\x1f", "\"\\u0001\\u001f\"", true},
      {"del\x7f", "\"del\x7f\"", true},
      {"/slash", "\"/slash\"", true},
      {"\xC2\xB5s \xE2\x9C\x93 \xF0\x9F\x98\x80", "\"\xC2\xB5s \xE2\x9C\x93 \xF0\x9F\x98\x80\"",
       true},
      // invalid: lone continuation, Latin-1 byte, truncated sequence, overlong, surrogate, >
      // U+10FFFF
      {"a\x80z", "\"a\xEF\xBF\xBDz\"", false},
      {"kern\xE9l", "\"kern\xEF\xBF\xBDl\"", false},
      {"cut\xE2\x9C", "\"cut\xEF\xBF\xBD\xEF\xBF\xBD\"", false},
      {"\xC0\xAF", "\"\xEF\xBF\xBD\xEF\xBF\xBD\"", false},
      {"\xE0\x80\xAF", "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"", false},
      {"\xED\xA0\x80", "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"", false},
      {"\xF4\x90\x80\x80", "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"", false},
      {"\xFF", "\"\xEF\xBF\xBD\"", false},
  };
  for (const StrCase& c : cases) {
    std::string out;
    EXPECT_EQ(AppendJsonString(&out, c.in), c.ok) << c.json;
    EXPECT_EQ(out, c.json);
  }
}

TEST(Utf8SequenceLength, Table) {
  EXPECT_EQ(Utf8SequenceLength("a"), 1u);
  EXPECT_EQ(Utf8SequenceLength("\xC2\xB5"), 2u);
  EXPECT_EQ(Utf8SequenceLength("\xE2\x9C\x93"), 3u);
  EXPECT_EQ(Utf8SequenceLength("\xF0\x9F\x98\x80"), 4u);
  EXPECT_EQ(Utf8SequenceLength("\xC2"), 0u);
  EXPECT_EQ(Utf8SequenceLength("\x80"), 0u);
  EXPECT_EQ(Utf8SequenceLength("\xC1\xBF"), 0u);
  EXPECT_EQ(Utf8SequenceLength("\xED\xBF\xBF"), 0u);
  EXPECT_EQ(Utf8SequenceLength("\xF5\x80\x80\x80"), 0u);
}

struct NumCase {
  double v;
  std::string text;
};

TEST(AppendNumber, ShortestRoundTrip) {
  const NumCase cases[] = {
      {0, "0"},
      {-0.0, "0"},
      {1, "1"},
      {-1, "-1"},
      {0.1, "0.1"},
      {29380, "29380"},
      {29.38, "29.38"},
      {1e21, "1e+21"},
      {1e-7, "1e-07"},
      {0.3, "0.3"},
      {0.1 + 0.2, "0.30000000000000004"},
      {4963609951.19, "4963609951.19"},
      {12319469, "12319469"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
  };
  for (const NumCase& c : cases) {
    std::string out;
    AppendNumber(&out, c.v);
    EXPECT_EQ(out, c.text);
    // reads back exactly
    EXPECT_EQ(std::stod(out), c.v == 0 ? 0.0 : c.v);
  }
}

TEST(JsonWriter, ObjectsArraysAndCommas) {
  std::string s;
  JsonWriter w(&s);
  w.BeginObject();
  w.Key("type");
  w.String("ncu_kernel");
  w.Key("n");
  w.Int(-3);
  w.Key("u");
  w.Uint(18446744073709551615ull);
  w.Key("x");
  w.Number(0.5);
  w.Key("inf");
  w.Number(std::numeric_limits<double>::infinity());
  w.Key("nan");
  w.Number(std::nan(""));
  w.Key("b");
  w.Bool(true);
  w.Key("z");
  w.Null();
  w.Key("grid");
  w.BeginArray();
  w.Int(1);
  w.Int(2);
  w.BeginArray();
  w.EndArray();
  w.BeginObject();
  w.EndObject();
  w.EndArray();
  w.Key("raw");
  w.Raw("{\"a\":1}");
  w.Key("members");
  w.RawObject("\"k\":\"v\"");
  w.EndObject();
  w.Newline();
  EXPECT_EQ(s,
            "{\"type\":\"ncu_kernel\",\"n\":-3,\"u\":18446744073709551615,\"x\":0.5,\"inf\":null,"
            "\"nan\":null,\"b\":true,\"z\":null,\"grid\":[1,2,[],{}],\"raw\":{\"a\":1},"
            "\"members\":{\"k\":\"v\"}}\n");
}

TEST(JsonWriter, SecondRecordAfterNewlineHasNoLeadingComma) {
  std::string s;
  JsonWriter w(&s);
  for (int i = 0; i < 2; ++i) {
    w.BeginObject();
    w.Key("i");
    w.Int(i);
    w.EndObject();
    w.Newline();
  }
  EXPECT_EQ(s, "{\"i\":0}\n{\"i\":1}\n");
}

TEST(JsonWriter, StringIsTheTextAfterEachTopLevelValue) {
  // Room is made ahead of the text: the string is cut to the text after each record, and after
  // each value outside any object or array.
  std::string s;
  JsonWriter w(&s);
  w.BeginObject();
  w.Key("a");
  w.Int(1);
  w.EndObject();
  EXPECT_EQ(s, "{\"a\":1}");
  w.Newline();
  EXPECT_EQ(s, "{\"a\":1}\n");
  w.String("x");
  EXPECT_EQ(s, "{\"a\":1}\n\"x\"");
}

TEST(JsonWriter, HoldingWriterCutsTheStringOnFlushAndWhenDestroyed) {
  std::string s;
  {
    JsonWriter w(&s, true);
    for (int i = 0; i < 2; ++i) {
      w.BeginObject();
      w.Key("i");
      w.Int(i);
      w.EndObject();
      w.Newline();
    }
    EXPECT_GT(s.size(), 16u);  // the room made ahead is still there
    w.Flush();
    EXPECT_EQ(s, "{\"i\":0}\n{\"i\":1}\n");
    w.BeginArray();
    w.String(std::string(5000, 'y'));  // longer than the room made at once
    w.EndArray();
  }
  EXPECT_EQ(s, "{\"i\":0}\n{\"i\":1}\n[\"" + std::string(5000, 'y') + "\"]");
}

TEST(JsonWriter, ReplacedCountsStringsWithInvalidUtf8) {
  std::string s;
  JsonWriter w(&s);
  w.BeginArray();
  w.String("ok");
  w.String("bad\xFF");
  w.String("bad\xFE\xFF twice in one string");
  w.EndArray();
  EXPECT_EQ(w.replaced(), 2u);
  EXPECT_EQ(s, "[\"ok\",\"bad\xEF\xBF\xBD\",\"bad\xEF\xBF\xBD\xEF\xBF\xBD twice in one string\"]");
  w.ClearReplaced();
  EXPECT_EQ(w.replaced(), 0u);
}

TEST(JsonWriter, InvalidUtf8InKeysIsReplacedAndCounted) {
  std::string s;
  JsonWriter w(&s);
  w.BeginObject();
  w.Key(std::string_view("k\x80"));  // keys from data: literal keys are copied as they are
  w.Int(1);
  w.EndObject();
  EXPECT_EQ(s, "{\"k\xEF\xBF\xBD\":1}");
  EXPECT_EQ(w.replaced(), 1u);
}

}  // namespace
}  // namespace kc
