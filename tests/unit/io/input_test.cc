// Input: line splitting on \n, \r\n and lone \r, line numbers, Peek/UnreadLine, BOM handling,
// UTF-16LE decoding, long lines, pipes, and open errors.
#include "io/input.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "io/error.h"

namespace kc {
namespace {

// Feeds `data` through a pipe from a writer thread; the Input reads the read end.
class PipeInput {
 public:
  explicit PipeInput(std::string data) : data_(std::move(data)) {
    int fds[2];
    EXPECT_EQ(pipe(fds), 0);
    rd_ = fds[0];
    int wr = fds[1];
    writer_ = std::thread([this, wr] {
      size_t off = 0;
      while (off < data_.size()) {
        ssize_t n = write(wr, data_.data() + off, std::min<size_t>(data_.size() - off, 4093));
        if (n <= 0) break;
        off += static_cast<size_t>(n);
      }
      close(wr);
    });
    in_ = std::make_unique<Input>("<pipe>", rd_);
  }
  ~PipeInput() {
    in_.reset();
    close(rd_);
    writer_.join();
  }
  Input& in() { return *in_; }

 private:
  std::string data_;
  int rd_ = -1;
  std::thread writer_;
  std::unique_ptr<Input> in_;
};

struct Line {
  std::string text;
  uint64_t line;
  bool operator==(const Line&) const = default;
};

std::vector<Line> ReadAll(const std::string& data) {
  PipeInput p(data);
  std::vector<Line> out;
  std::string_view l;
  while (p.in().ReadLine(&l)) out.push_back({std::string(l), p.in().line()});
  return out;
}

std::string Utf16Le(std::u16string s, bool bom = true) {
  std::string out = bom ? "\xFF\xFE" : "";
  for (char16_t c : s) {
    out += static_cast<char>(c & 0xFF);
    out += static_cast<char>(c >> 8);
  }
  return out;
}

struct Case {
  const char* name;
  std::string input;
  std::vector<Line> lines;
};

// Names the case in test output instead of dumping its bytes.
void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

class InputLines : public ::testing::TestWithParam<Case> {};

TEST_P(InputLines, Splits) { EXPECT_EQ(ReadAll(GetParam().input), GetParam().lines); }

INSTANTIATE_TEST_SUITE_P(
    Table, InputLines,
    ::testing::Values(
        Case{"empty", "", {}}, Case{"lf", "a\nb\n", {{"a", 1}, {"b", 2}}},
        Case{"no_final_newline", "a\nb", {{"a", 1}, {"b", 2}}},
        Case{"crlf", "a\r\nb\r\n", {{"a", 1}, {"b", 2}}},
        Case{"lone_cr", "a\rb\rc", {{"a", 1}, {"b", 2}, {"c", 3}}},
        Case{"mixed", "a\r\nb\rc\nd", {{"a", 1}, {"b", 2}, {"c", 3}, {"d", 4}}},
        Case{"blank_lines", "\n\r\n\r", {{"", 1}, {"", 2}, {"", 3}}},
        Case{"utf8_bom_skipped", "\xEF\xBB\xBFID\nx\n", {{"ID", 1}, {"x", 2}}},
        Case{"bom_only", "\xEF\xBB\xBF", {}},
        Case{"utf16le_bom_crlf", Utf16Le(u"ID,\u00B5s\r\nx\r\n"), {{"ID,\xC2\xB5s", 1}, {"x", 2}}},
        Case{"utf16le_surrogate_pair",
             Utf16Le(u"a\U0001F600b\n"),
             {{"a\xF0\x9F\x98\x80"
               "b",
               1}}},
        Case{"utf16le_lone_surrogate",
             Utf16Le(u"a\xD800"
                     u"b\n"),
             {{"a\xEF\xBF\xBD"
               "b",
               1}}},
        Case{"utf16le_odd_trailing_byte", Utf16Le(u"ab") + "x", {{"ab\xEF\xBF\xBD", 1}}}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Input, CrAtBlockEndFollowedByLf) {
  // A \r\n split across pipe writes (the writer uses 4093-byte chunks) is one line end.
  std::string data(4092, 'x');
  data += "\r\nnext\n";
  auto lines = ReadAll(data);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].text.size(), 4092u);
  EXPECT_EQ(lines[1], (Line{"next", 2}));
}

TEST(Input, LinesLongerThanTheBuffer) {
  std::string big(5 * 1024 * 1024 + 3, 'q');
  auto lines = ReadAll("h\n" + big + "\r\nt");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1].text, big);
  EXPECT_EQ(lines[2], (Line{"t", 3}));
}

TEST(Input, Utf16LeAcrossManyBlocks) {
  std::u16string s;
  for (int i = 0; i < 300000; ++i) s += (i % 7 == 0) ? u"\u00E9\U0001F600\n" : u"line\r\n";
  auto lines = ReadAll(Utf16Le(s));
  ASSERT_EQ(lines.size(), 300000u);
  EXPECT_EQ(lines[0].text, "\xC3\xA9\xF0\x9F\x98\x80");
  EXPECT_EQ(lines[1].text, "line");
  EXPECT_EQ(lines[299999].line, 300000u);
}

TEST(Input, PeekDoesNotConsume) {
  PipeInput p(std::string("NVR\0rest\n", 9));
  EXPECT_EQ(p.in().Peek(3), "NVR");
  std::string_view l;
  ASSERT_TRUE(p.in().ReadLine(&l));
  EXPECT_EQ(l, std::string_view("NVR\0rest", 8));
}

TEST(Input, PeekOnEmptyInput) {
  PipeInput p("");
  EXPECT_EQ(p.in().Peek(4), "");
  std::string_view l;
  EXPECT_FALSE(p.in().ReadLine(&l));
}

TEST(Input, UnreadLineGivesTheSameLineAgain) {
  PipeInput p("one\ntwo\nthree\n");
  std::string_view l;
  ASSERT_TRUE(p.in().ReadLine(&l));
  ASSERT_TRUE(p.in().ReadLine(&l));
  EXPECT_EQ(l, "two");
  EXPECT_EQ(p.in().line(), 2u);
  p.in().UnreadLine();
  EXPECT_EQ(p.in().next_line(), 2u);
  ASSERT_TRUE(p.in().ReadLine(&l));
  EXPECT_EQ(l, "two");
  EXPECT_EQ(p.in().line(), 2u);
  ASSERT_TRUE(p.in().ReadLine(&l));
  EXPECT_EQ(l, "three");
  EXPECT_EQ(p.in().line(), 3u);
}

TEST(Input, DashIsStdin) {
  Input in("-");
  EXPECT_EQ(in.name(), "<stdin>");
}

TEST(Input, MissingFileThrowsSystemErrorNamingIt) {
  try {
    Input in("/nonexistent/kc/input.csv");
    FAIL() << "no exception";
  } catch (const SystemError& e) {
    EXPECT_EQ(std::string(e.what()),
              "cannot open /nonexistent/kc/input.csv: No such file or directory");
  }
}

TEST(Input, DirectoryIsASystemErrorOnRead) {
  Input in("/tmp");
  std::string_view l;
  EXPECT_THROW(in.ReadLine(&l), SystemError);
}

}  // namespace
}  // namespace kc
