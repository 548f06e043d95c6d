#include "agg/table.h"

#include <algorithm>
#include <cctype>

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

bool Control(char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }

// Characters that start nothing in GitHub Markdown, its tables and autolinks.
bool Plain(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view(" .,;:%()/+=-").find(c) != std::string_view::npos ||
         static_cast<unsigned char>(c) >= 0x80;
}

// UTF-8 code points (continuation bytes do not count).
size_t DisplayWidth(std::string_view s) {
  return static_cast<size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

}  // namespace

void AppendCsvLine(const std::vector<std::string>& fields, std::string* out) {
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i) *out += ',';
    CsvField(fields[i], out);
  }
  *out += '\n';
}

void AppendCsv(const Table& t, std::string* out) {
  AppendCsvLine(t.header, out);
  for (const auto& r : t.rows) AppendCsvLine(r, out);
}

std::string MarkdownCell(std::string_view s) {
  // "www.x", "http://x" and "a@b.c" become links (GFM's autolinks): not plain either.
  // '_' between letters or digits starts no emphasis: `bert_base` stays as it is.
  auto alnum = [&](size_t i) { return i < s.size() && std::isalnum(static_cast<unsigned char>(s[i])); };
  bool plain = s.find("www") == std::string_view::npos && s.find("://") == std::string_view::npos;
  for (size_t i = 0; plain && i < s.size(); ++i)
    plain = Plain(s[i]) || (s[i] == '_' && i > 0 && alnum(i - 1) && alnum(i + 1));
  std::string r;
  if (plain) return std::string(s);
  size_t run = 0, longest = 0;
  for (char c : s) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(longest + 1, '`');
  bool pad = !s.empty() && (s.front() == '`' || s.back() == '`' ||
                            (s.front() == ' ' && s.back() == ' '));
  r = fence;
  if (pad) r += ' ';
  for (char c : s) {
    if (c == '|') r += '\\';
    r += Control(c) ? ' ' : c;
  }
  if (pad) r += ' ';
  r += fence;
  return r;
}

TextTable::TextTable(bool markdown, std::vector<std::string> header, std::vector<bool> numeric)
    : markdown_(markdown),
      header_(std::move(header)),
      numeric_(std::move(numeric)),
      used_(header_.size(), false),
      shown_(header_.size(), true),
      width_(header_.size()) {
  numeric_.resize(header_.size(), false);
  for (size_t i = 0; i < header_.size(); ++i) width_[i] = DisplayWidth(header_[i]);
}

void TextTable::Measure(const std::vector<std::string_view>& cells) {
  for (size_t i = 0; i < cells.size() && i < width_.size(); ++i) {
    used_[i] = used_[i] || !cells[i].empty();
    width_[i] = std::max(width_[i], DisplayWidth(cells[i]));
  }
}

void TextTable::Cells(const std::vector<std::string_view>& cells, std::string* out) const {
  size_t last = 0;  // the last column shown
  for (size_t i = 0; i < cells.size(); ++i)
    if (shown_[i]) last = i;
  bool first = true;
  if (markdown_) *out += '|';
  for (size_t i = 0; i < cells.size(); ++i) {
    if (!shown_[i]) continue;
    if (markdown_) {
      *out += ' ' + MarkdownCell(cells[i]) + " |";
      continue;
    }
    if (!first) *out += "  ";
    first = false;
    std::string c;
    for (char ch : cells[i]) c += Control(ch) ? ' ' : ch;
    size_t pad = width_[i] - std::min(width_[i], DisplayWidth(c));
    if (numeric_[i]) out->append(pad, ' ');
    *out += c;
    if (!numeric_[i] && i != last) out->append(pad, ' ');
  }
  while (!markdown_ && !out->empty() && out->back() == ' ') out->pop_back();
  *out += '\n';
}

void TextTable::Head(std::string* out) const {
  std::vector<std::string_view> h(header_.begin(), header_.end());
  Cells(h, out);
  if (markdown_) {
    *out += '|';
    for (size_t i = 0; i < header_.size(); ++i)
      if (shown_[i]) *out += numeric_[i] ? "---:|" : "---|";
    *out += '\n';
    return;
  }
  std::vector<std::string> dashes;
  for (size_t w : width_) dashes.emplace_back(w, '-');
  std::vector<std::string_view> d(dashes.begin(), dashes.end());
  Cells(d, out);
}

void TextTable::Line(const std::vector<std::string_view>& cells, std::string* out) const {
  Cells(cells, out);
}

void AppendText(const Table& t, bool markdown, std::string* out) {
  TextTable tt(markdown, t.header, t.numeric);
  std::vector<std::string_view> v;
  for (const auto& r : t.rows) {
    v.assign(r.begin(), r.end());
    tt.Measure(v);
  }
  tt.Head(out);
  for (const auto& r : t.rows) {
    v.assign(r.begin(), r.end());
    tt.Line(v, out);
  }
}

}  // namespace kc::agg
