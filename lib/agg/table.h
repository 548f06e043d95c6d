#pragma once
// A table of text cells written as CSV (RFC 4180) or as a Markdown table: the
// one CSV writer of kcensus (it moves to lib/io when a second tool
// writes CSV).
#include <string>
#include <string_view>
#include <vector>

namespace kc::agg {

struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  ///< each as long as header; "" = null
  std::vector<bool> numeric;                   ///< per column: right-aligned in Markdown
};

/// Appends `t` as CSV: header line, then one line per row; fields with a comma,
/// quote, CR or LF are quoted with quotes doubled.
void AppendCsv(const Table& t, std::string* out);
/// Appends `t` as a GitHub Markdown table; `|` in cells is escaped, null cells
/// are empty.
void AppendMarkdown(const Table& t, std::string* out);
/// The same a line at a time: one CSV line; the Markdown header and its alignment line; one
/// Markdown row.
void AppendCsvLine(const std::vector<std::string>& fields, std::string* out);
void AppendMarkdownHead(const std::vector<std::string>& header, const std::vector<bool>& numeric,
                        std::string* out);
void AppendMarkdownLine(const std::vector<std::string>& fields, std::string* out);

}  // namespace kc::agg
