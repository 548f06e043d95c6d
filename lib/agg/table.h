#pragma once
// Tables of text cells: CSV (RFC 4180), and text for people: GitHub Markdown (cells escaped so that
// cmark-gfm shows them as the text they are) or aligned columns for a terminal, as `nsys stats`
// prints them. The one CSV writer of kcensus (it moves to lib/io when a second tool writes CSV).
#include <string>
#include <string_view>
#include <vector>

namespace kc::agg {

struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  ///< each as long as header; "" = null
  std::vector<bool> numeric;                   ///< per column: right-aligned
};

/// Appends `t` as CSV: header line, then one line per row; fields with a comma,
/// quote, CR or LF are quoted with quotes doubled.
void AppendCsv(const Table& t, std::string* out);
/// One CSV line.
void AppendCsvLine(const std::vector<std::string>& fields, std::string* out);

/// A cell as GitHub Markdown shows it as text: as it is when it holds only letters, digits,
/// blanks, `.,;:%()/+=-` and `_` between letters or digits, and no `www` or `://` (no Markdown
/// or autolink can start), else a code span (a fence
/// of backticks longer than any run in it); `|` is escaped (the table's own escape, which works
/// inside code spans too); line ends and other control bytes become blanks.
std::string MarkdownCell(std::string_view s);

/// Text tables for people, written a row at a time after every row has been measured (so that
/// rows can wait in a file): Markdown, or columns aligned to their widest cell (display width:
/// UTF-8 code points), numeric ones to the right, two blanks apart, a line of dashes under the
/// header, no blanks at the ends of lines.
class TextTable {
 public:
  TextTable(bool markdown, std::vector<std::string> header, std::vector<bool> numeric);
  /// Takes one row's cells (as many as the header) into account.
  void Measure(const std::vector<std::string_view>& cells);
  /// Whether some measured row has a value in column `i`.
  bool used(size_t i) const { return used_[i]; }
  /// Shows only the columns with `shown[i]` (default: all).
  void Show(std::vector<bool> shown) { shown_ = std::move(shown); }
  /// The header lines.
  void Head(std::string* out) const;
  /// One row.
  void Line(const std::vector<std::string_view>& cells, std::string* out) const;

 private:
  void Cells(const std::vector<std::string_view>& cells, std::string* out) const;
  bool markdown_;
  std::vector<std::string> header_;
  std::vector<bool> numeric_, used_, shown_;
  std::vector<size_t> width_;
};

/// Appends all of `t` as Markdown or aligned text (nothing but the header when it has no rows).
void AppendText(const Table& t, bool markdown, std::string* out);

}  // namespace kc::agg
