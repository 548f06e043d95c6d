// CsvReader and the single-line helpers: quoting, line ends, encodings, long records, errors, and
// records that straddle the reader's 1 MiB refill boundary (checked against a naive parser).
#include "io/csv.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "io/input.h"

namespace kc {
namespace {

// A temporary file holding `data`, removed at scope exit.
class TempFile {
 public:
  explicit TempFile(const std::string& data) {
    char tmpl[] = "/tmp/kc_csv_test_XXXXXX";
    int fd = mkstemp(tmpl);
    EXPECT_GE(fd, 0);
    path_ = tmpl;
    size_t off = 0;
    while (off < data.size()) {
      ssize_t n = write(fd, data.data() + off, data.size() - off);
      EXPECT_GT(n, 0);
      off += static_cast<size_t>(n);
    }
    close(fd);
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

struct Parsed {
  std::vector<std::vector<std::string>> rows;
  std::vector<uint64_t> lines;
  std::string error;
  uint64_t error_line = 0;
};

Parsed ParseAll(const std::string& data) {
  TempFile f(data);
  Input in(f.path());
  CsvReader r(in);
  CsvRow row;
  Parsed p;
  while (r.Next(&row)) {
    p.rows.emplace_back(row.fields.begin(), row.fields.end());
    p.lines.push_back(row.line);
  }
  p.error = r.error();
  p.error_line = r.error_line();
  return p;
}

using Rows = std::vector<std::vector<std::string>>;

struct Case {
  const char* name;
  std::string input;
  Rows rows;
  std::vector<uint64_t> lines;
};

// Names the case in test output instead of dumping its bytes.
void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

class CsvCases : public ::testing::TestWithParam<Case> {};

TEST_P(CsvCases, Parses) {
  const Case& c = GetParam();
  Parsed p = ParseAll(c.input);
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.rows, c.rows);
  EXPECT_EQ(p.lines, c.lines);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CsvCases,
    ::testing::Values(
        Case{"plain", "a,b,c\n1,2,3\n", {{"a", "b", "c"}, {"1", "2", "3"}}, {1, 2}},
        Case{"no_final_newline", "a,b\n1,2", {{"a", "b"}, {"1", "2"}}, {1, 2}},
        Case{"quoted_commas", "\"x, y\",\"(256, 1, 1)\"\n", {{"x, y", "(256, 1, 1)"}}, {1}},
        Case{"doubled_quotes", "\"say \"\"hi\"\"\",\"\"\"\"\n", {{"say \"hi\"", "\""}}, {1}},
        Case{"empty_quoted", "\"\",\"\"\n", {{"", ""}}, {1}},
        Case{"embedded_newline",
             "\"a\nb\",c\n\"d\r\ne\",f\nlast,row\n",
             {{"a\nb", "c"}, {"d\r\ne", "f"}, {"last", "row"}},
             {1, 3, 5}},
        Case{"embedded_lone_cr", "\"a\rb\",c\nx,y\n", {{"a\rb", "c"}, {"x", "y"}}, {1, 3}},
        Case{"crlf", "a,b\r\n1,2\r\n3,4\r\n", {{"a", "b"}, {"1", "2"}, {"3", "4"}}, {1, 2, 3}},
        Case{"lone_cr", "a,b\r1,2\r3,4\r", {{"a", "b"}, {"1", "2"}, {"3", "4"}}, {1, 2, 3}},
        Case{"mixed_line_ends", "a\n\"b\"\r\nc\rd\n", {{"a"}, {"b"}, {"c"}, {"d"}}, {1, 2, 3, 4}},
        Case{"utf8_bom", "\xEF\xBB\xBF\"ID\",\"x\"\n1,2\n", {{"ID", "x"}, {"1", "2"}}, {1, 2}},
        Case{"short_row_trailing_comma",
             "\"a\",\"b\",\"c\",\"d\"\n\"1\",\"2\",\n",
             {{"a", "b", "c", "d"}, {"1", "2", ""}},
             {1, 2}},
        Case{"empty_fields", ",,\n", {{"", "", ""}}, {1}},
        Case{"blank_line", "a\n\nb\n", {{"a"}, {""}, {"b"}}, {1, 2, 3}},
        Case{"text_after_closing_quote_kept_lenient", "\"a\"x,b\n", {{"a", "b"}}, {1}},
        Case{"unicode", "\"µs\",\"\xE2\x9C\x93\"\n", {{"µs", "\xE2\x9C\x93"}}, {1}}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Csv, EmptyInputHasNoRecords) {
  Parsed p = ParseAll("");
  EXPECT_TRUE(p.rows.empty());
  EXPECT_EQ(p.error, "");
}

TEST(Csv, Utf16LeWithBomIsDecoded) {
  std::string text = "\"ID\",\"Kernel Name\"\r\n\"0\",\"k\xC2\xB5\"\r\n";  // "kµ"
  std::string raw = "\xFF\xFE";
  // Encode (ASCII plus U+00B5) as UTF-16LE.
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = text[i];
    unsigned cp = c;
    if (c == 0xC2) {
      cp = static_cast<unsigned char>(text[++i]);
    }
    raw += static_cast<char>(cp & 0xFF);
    raw += static_cast<char>(cp >> 8);
  }
  Parsed p = ParseAll(raw);
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.rows, (Rows{{"ID", "Kernel Name"}, {"0", "k\xC2\xB5"}}));
  EXPECT_EQ(p.lines, (std::vector<uint64_t>{1, 2}));
}

TEST(Csv, UnterminatedQuoteAtEofNamesTheLineWhereItStarted) {
  Parsed p = ParseAll("a,b\nc,\"open\nstill open\nand more\n");
  EXPECT_EQ(p.rows, (Rows{{"a", "b"}}));
  EXPECT_EQ(p.error, "unterminated quoted field");
  EXPECT_EQ(p.error_line, 2u);
}

TEST(Csv, UnterminatedQuoteAfterEmbeddedNewlines) {
  Parsed p = ParseAll("\"a\nb\",\"c\nd\",\"e\n");
  EXPECT_EQ(p.error, "unterminated quoted field");
  EXPECT_EQ(p.error_line, 3u);
}

TEST(Csv, SeveralMegabyteLines) {
  std::string big(3 * 1024 * 1024 + 17, 'x');
  std::string quoted(2 * 1024 * 1024 + 5, 'y');
  quoted[1000] = ',';
  quoted[2000] = '\n';
  std::string data = "h1,h2\n" + big + ",\"" + quoted + "\"\nend,1\n";
  Parsed p = ParseAll(data);
  ASSERT_EQ(p.error, "");
  ASSERT_EQ(p.rows.size(), 3u);
  EXPECT_EQ(p.rows[1][0], big);
  EXPECT_EQ(p.rows[1][1], quoted);
  EXPECT_EQ(p.rows[2], (std::vector<std::string>{"end", "1"}));
  EXPECT_EQ(p.lines, (std::vector<uint64_t>{1, 2, 4}));
}

// A straightforward RFC 4180 parser over the whole string, for comparison.
Parsed NaiveParse(const std::string& s) {
  Parsed p;
  std::vector<std::string> row;
  std::string field;
  uint64_t line = 1, start = 1;
  size_t i = 0;
  bool any = false;
  auto end_record = [&] {
    row.push_back(field);
    field.clear();
    p.rows.push_back(row);
    p.lines.push_back(start);
    row.clear();
    any = false;
  };
  while (i < s.size()) {
    if (!any) start = line;
    any = true;
    char c = s[i];
    if (c == '"') {
      ++i;
      for (;;) {
        if (s[i] == '"') {
          if (i + 1 < s.size() && s[i + 1] == '"') {
            field += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        if (s[i] == '\n') ++line;
        field += s[i++];
      }
    } else if (c == ',') {
      row.push_back(field);
      field.clear();
      ++i;
    } else if (c == '\n') {
      ++line;
      ++i;
      end_record();
    } else {
      field += c;
      ++i;
    }
  }
  if (any) end_record();
  return p;
}

TEST(Csv, RecordsAcrossTheRefillBoundaryMatchANaiveParse) {
  // Rows of varying shapes until well past 2 MiB, so records straddle each 1 MiB refill at
  // different offsets: inside quoted fields, on doubled quotes, on embedded newlines, on commas.
  std::string data;
  uint32_t seed = 12345;
  auto rnd = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; };
  for (int r = 0; data.size() < (2u << 20) + 4096; ++r) {
    int nf = 1 + rnd() % 7;
    for (int f = 0; f < nf; ++f) {
      if (f) data += ',';
      int kind = rnd() % 4;
      int len = rnd() % 300;
      if (kind == 0) {
        data += std::to_string(r) + "." + std::string(len, 'p');
      } else {
        data += '"';
        for (int k = 0; k < len; ++k) {
          int c = rnd() % 40;
          if (c == 0)
            data += "\"\"";
          else if (c == 1)
            data += '\n';
          else if (c == 2)
            data += ',';
          else
            data += static_cast<char>('a' + c % 26);
        }
        data += '"';
      }
    }
    data += '\n';
  }
  Parsed want = NaiveParse(data);
  Parsed got = ParseAll(data);
  ASSERT_EQ(got.error, "");
  ASSERT_EQ(got.rows.size(), want.rows.size());
  for (size_t i = 0; i < want.rows.size(); ++i) {
    ASSERT_EQ(got.rows[i], want.rows[i]) << "record " << i;
    ASSERT_EQ(got.lines[i], want.lines[i]) << "record " << i;
  }
}

TEST(Csv, EveryCutPointAroundTheBoundary) {
  // A long quoted record placed so that the 1 MiB boundary falls on each byte of the next one.
  const std::string tail = "\"a\"\"b\",\"c\r\nd\",e\r\nlast,\"q\"\n";
  for (size_t shift = 0; shift < tail.size() + 2; ++shift) {
    std::string pad((1u << 20) - 8 - shift, 'z');
    std::string data = "\"" + pad + "\"\n" + tail;
    Parsed p = ParseAll(data);
    ASSERT_EQ(p.error, "") << shift;
    ASSERT_EQ(p.rows.size(), 3u) << shift;
    EXPECT_EQ(p.rows[0][0].size(), pad.size()) << shift;
    EXPECT_EQ(p.rows[1], (std::vector<std::string>{"a\"b", "c\r\nd", "e"})) << shift;
    EXPECT_EQ(p.rows[2], (std::vector<std::string>{"last", "q"})) << shift;
    EXPECT_EQ(p.lines, (std::vector<uint64_t>{1, 2, 4})) << shift;
  }
}

TEST(SplitCsvLine, Table) {
  struct T {
    std::string line;
    bool ok;
    std::vector<std::string> fields;
  } cases[] = {
      {"a,b,c", true, {"a", "b", "c"}},
      {"\"ID\",\"Kernel Name\"", true, {"ID", "Kernel Name"}},
      {"\"a,b\",\"c\"\"d\"", true, {"a,b", "c\"d"}},
      {"a,", true, {"a", ""}},
      {"", true, {""}},
      {"\"open", false, {}},
  };
  for (const T& t : cases) {
    std::vector<std::string> f;
    EXPECT_EQ(SplitCsvLine(t.line, &f), t.ok) << t.line;
    if (t.ok) {
      EXPECT_EQ(f, t.fields) << t.line;
    }
  }
}

TEST(CsvLineStartsWith, Table) {
  EXPECT_TRUE(CsvLineStartsWith("\"ID\",\"Process ID\"", "ID"));
  EXPECT_TRUE(CsvLineStartsWith("ID,Process ID", "ID"));
  EXPECT_TRUE(CsvLineStartsWith("ID", "ID"));
  EXPECT_FALSE(CsvLineStartsWith("\"IDX\",\"a\"", "ID"));
  EXPECT_FALSE(CsvLineStartsWith("IDX,a", "ID"));
  EXPECT_FALSE(CsvLineStartsWith("", "ID"));
  EXPECT_FALSE(CsvLineStartsWith("\"ID", "ID"));
}

}  // namespace
}  // namespace kc
