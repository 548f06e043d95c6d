#include "agg/table.h"

namespace kc::agg {
namespace {

void CsvField(std::string_view f, std::string* out) {
  if (f.find_first_of(",\"\r\n") == std::string_view::npos) {
    out->append(f);
    return;
  }
  *out += '"';
  for (char c : f) {
    if (c == '"') *out += '"';
    *out += c;
  }
  *out += '"';
}

}  // namespace

void AppendCsvLine(const std::vector<std::string>& fields, std::string* out) {
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i) *out += ',';
    CsvField(fields[i], out);
  }
  *out += '\n';
}

void AppendMarkdownLine(const std::vector<std::string>& fields, std::string* out) {
  *out += '|';
  for (const std::string& f : fields) {
    *out += ' ';
    for (char c : f) {
      if (c == '|') *out += '\\';
      *out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    *out += " |";
  }
  *out += '\n';
}

void AppendCsv(const Table& t, std::string* out) {
  AppendCsvLine(t.header, out);
  for (const auto& r : t.rows) AppendCsvLine(r, out);
}

void AppendMarkdownHead(const std::vector<std::string>& header, const std::vector<bool>& numeric,
                        std::string* out) {
  AppendMarkdownLine(header, out);
  *out += '|';
  for (size_t i = 0; i < header.size(); ++i)
    *out += (i < numeric.size() && numeric[i]) ? "---:|" : "---|";
  *out += '\n';
}

void AppendMarkdown(const Table& t, std::string* out) {
  AppendMarkdownHead(t.header, t.numeric, out);
  for (const auto& r : t.rows) AppendMarkdownLine(r, out);
}

}  // namespace kc::agg
