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

void CsvLine(const std::vector<std::string>& fields, std::string* out) {
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i) *out += ',';
    CsvField(fields[i], out);
  }
  *out += '\n';
}

void MdLine(const std::vector<std::string>& fields, std::string* out) {
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

}  // namespace

void AppendCsv(const Table& t, std::string* out) {
  CsvLine(t.header, out);
  for (const auto& r : t.rows) CsvLine(r, out);
}

void AppendMarkdown(const Table& t, std::string* out) {
  MdLine(t.header, out);
  *out += '|';
  for (size_t i = 0; i < t.header.size(); ++i)
    *out += (i < t.numeric.size() && t.numeric[i]) ? "---:|" : "---|";
  *out += '\n';
  for (const auto& r : t.rows) MdLine(r, out);
}

}  // namespace kc::agg
