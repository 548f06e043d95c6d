// ncu's console output is read line by line with a small state machine. A kernel block opens at
// a header line, recognised from its right end (kernel names contain commas, parentheses and
// templates): trailing ", Key value" pairs (Context, Stream, Device, CC, Invocations; 2022.x
// summaries: Block Size, Grid Size, "N invocations"), then a launch timestamp or the
// "(gx, gy, gz)x(bx, by, bz)" launch shape; what is left is the name. Inside a block,
// "Section:" lines name the section; a dashed line opens a table whose column extents the dashes
// give (labels contain spaces, units may be empty, values may be "(!) nan" or text), an optional
// "Metric Name / Metric Unit / ..." header row names the columns, and the next dashed line (or,
// in 2022.x summaries, a blank line) closes it. Cells are cut at the dash columns; where a cell
// overflows its column, the rest of the row moves right by the overflow, as ncu's padding does,
// and a label wrapped onto the next row (other cells empty) is joined. Rule blocks ("OPT   text",
// continuation lines indented further) and "NVTX ...:" blocks follow the tables. Everything else
// is application output or ncu status noise. Labels become metric keys exactly as in the CSV
// parser, so text and CSV of one report give the same keys.
#include "ncu/text.h"

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "ncu/csv_dialect.h"
#include "ncu/labels.h"
#include "ncu/units.h"

namespace kc::ncu {
namespace {

size_t Indent(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i;
}

bool AllDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

bool StartsWithWord(std::string_view s, std::string_view word, std::string_view* rest) {
  if (s.size() <= word.size() + 1 || !s.starts_with(word) || s[word.size()] != ' ') return false;
  *rest = s.substr(word.size() + 1);
  return true;
}

// "[395991] python3.8@127.0.0.1"
bool ParseProcessLine(std::string_view line, std::string_view* pid, std::string_view* process,
                      std::string_view* host) {
  std::string_view t = Trim(line);
  if (t.size() < 4 || t[0] != '[') return false;
  size_t close = t.find(']');
  if (close == std::string_view::npos || !AllDigits(t.substr(1, close - 1))) return false;
  if (close + 1 >= t.size() || t[close + 1] != ' ') return false;
  std::string_view rest = Trim(t.substr(close + 2));
  size_t at = rest.rfind('@');
  if (at == std::string_view::npos || at == 0 || at + 1 == rest.size()) return false;
  if (rest.substr(at + 1).find(' ') != std::string_view::npos) return false;
  *pid = t.substr(1, close - 1);
  *process = rest.substr(0, at);
  *host = rest.substr(at + 1);
  return true;
}

// One kernel header line (or the summary's "Device 0, CC 8.6" line: name empty,
// no shape).
struct Header {
  std::string_view name, context, stream, device, cc, invocations, launch_time, block_size,
      grid_size;
  std::optional<std::array<int64_t, 3>> grid, block;
};

bool IsCc(std::string_view s) {
  size_t dot = s.find('.');
  return dot != std::string_view::npos && AllDigits(s.substr(0, dot)) &&
         AllDigits(s.substr(dot + 1));
}

// "Context 1", "CC 8.9", ...: stores the value and returns true for a key not
// seen yet.
bool TakePair(std::string_view s, Header* h) {
  struct Key {
    std::string_view word;
    std::string_view Header::*field;
  };
  static constexpr Key kKeys[] = {
      {"Context", &Header::context},         {"Stream", &Header::stream},
      {"Device", &Header::device},           {"CC", &Header::cc},
      {"Invocations", &Header::invocations}, {"Block Size", &Header::block_size},
      {"Grid Size", &Header::grid_size}};
  // 2022.x --print-summary: "1 invocations".
  if (s.ends_with(" invocations") && h->invocations.empty()) {
    std::string_view n = s.substr(0, s.size() - 12);
    if (!AllDigits(n)) return false;
    h->invocations = n;
    return true;
  }
  for (const Key& k : kKeys) {
    std::string_view v;
    if (!StartsWithWord(s, k.word, &v)) continue;
    if (!(k.field == &Header::cc ? IsCc(v) : AllDigits(v)) || !(h->*k.field).empty()) return false;
    h->*k.field = v;
    return true;
  }
  return false;
}

// "2022-Dec-04 20:05:21"
bool IsLaunchTime(std::string_view s) {
  if (s.size() != 20 || s[4] != '-' || s[8] != '-' || s[11] != ' ' || s[14] != ':' || s[17] != ':')
    return false;
  auto alpha = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  return AllDigits(s.substr(0, 4)) && alpha(s[5]) && alpha(s[6]) && alpha(s[7]) &&
         AllDigits(s.substr(9, 2)) && AllDigits(s.substr(12, 2)) && AllDigits(s.substr(15, 2)) &&
         AllDigits(s.substr(18, 2));
}

bool ParseHeader(std::string_view line, Header* h) {
  *h = Header();
  std::string_view s = Trim(line);
  if (s.empty() || s.back() == ':') return false;
  bool pairs = false;
  for (;;) {
    size_t comma = s.rfind(", ");
    if (comma == std::string_view::npos) {
      // The summary's device line has nothing but pairs.
      if (pairs && TakePair(s, h)) {
        if (!h->invocations.empty() || h->device.empty()) return false;
        return h->context.empty() && h->stream.empty();
      }
      break;
    }
    if (!TakePair(s.substr(comma + 2), h)) break;
    pairs = true;
    s = s.substr(0, comma);
  }
  if (!pairs) return false;
  // A details header carries Context and Stream; a summary header carries
  // Invocations.
  if (h->invocations.empty() && (h->context.empty() || h->stream.empty())) return false;
  size_t comma = s.rfind(", ");
  if (comma != std::string_view::npos && IsLaunchTime(s.substr(comma + 2))) {
    h->launch_time = s.substr(comma + 2);
    s = s.substr(0, comma);
  } else {
    // "(gx, gy, gz)x(bx, by, bz)" at the end, after a space; 2022.x summaries
    // print "Block Size" and "Grid Size" pairs instead.
    size_t x = s.rfind(")x(");
    if (x == std::string_view::npos && !h->block_size.empty() && !h->grid_size.empty()) {
      h->name = Trim(s);
      return !h->name.empty();
    }
    if (x == std::string_view::npos || s.back() != ')') return false;
    size_t open = s.rfind('(', x);
    if (open == std::string_view::npos || open == 0 || s[open - 1] != ' ') return false;
    h->grid = ParseShape(s.substr(open, x + 1 - open));
    h->block = ParseShape(s.substr(x + 2));
    if (!h->grid || !h->block) return false;
    s = s.substr(0, open - 1);
  }
  h->name = Trim(s);
  return !h->name.empty();
}

bool IsDashLine(std::string_view line) {
  std::string_view t = Trim(line);
  if (t.size() < 3 || t[0] != '-') return false;
  for (char c : t)
    if (c != '-' && c != ' ') return false;
  return true;
}

// "OPT   text": the rule type and the text after it.
bool ParseRuleStart(std::string_view line, std::string_view* type, std::string_view* text) {
  size_t i = Indent(line);
  if (i == 0) return false;
  size_t j = i;
  while (j < line.size() && line[j] >= 'A' && line[j] <= 'Z') ++j;
  if (j - i < 2 || j - i > 4) return false;
  if (j + 2 > line.size() || line[j] != ' ' || line[j + 1] != ' ') return false;
  *type = line.substr(i, j - i);
  *text = Trim(line.substr(j));
  return !text->empty();
}

// "Est. Speedup: 50%", "Est. Local Speedup: 19.35%", "Estimated
// Speedup: 39.29%"
bool ParseSpeedup(std::string_view s, std::string* type, double* v) {
  std::string_view rest;
  if (!StartsWithWord(s, "Est.", &rest) && !StartsWithWord(s, "Estimated", &rest)) return false;
  std::string_view kind = "global";
  std::string_view r2;
  if (StartsWithWord(rest, "Local", &r2)) {
    kind = "local";
    rest = r2;
  } else if (StartsWithWord(rest, "Global", &r2)) {
    rest = r2;
  }
  if (!StartsWithWord(rest, "Speedup:", &rest)) return false;
  rest = Trim(rest);
  if (rest.empty() || rest.back() != '%' || !ParseNumber(rest.substr(0, rest.size() - 1), 0, v))
    return false;
  type->assign(kind);
  return true;
}

// Rule text starts this many columns right of the rule type ("OPT   text").
constexpr size_t kRuleTextIndent = 6;

enum class Role { kLabel, kUnit, kValue, kMin, kMax, kAvg, kOther };

Role RoleOf(std::string_view header) {
  if (header == "Metric Name") return Role::kLabel;
  if (header == "Metric Unit") return Role::kUnit;
  if (header == "Metric Value") return Role::kValue;
  if (header == "Minimum") return Role::kMin;
  if (header == "Maximum") return Role::kMax;
  if (header == "Average") return Role::kAvg;
  return Role::kOther;
}

class TextParser {
 public:
  TextParser(Input& in, RecordSink& sink) : in_(in), sink_(sink) {}

  void Run(std::string_view first) {
    std::string_view line = first;
    do {
      if (!Line(line)) return;  // a CSV header: put back for the caller
    } while (!sink_.diag().stopped() && in_.ReadLine(&line));
    if (open_ && !sink_.diag().stopped() && state_ != State::kBody && state_ != State::kNvtx) {
      // ncu closes every table with a ruler (2022 summaries with a blank line): input that
      // ends inside a section's table was cut, and the record would miss its other metrics.
      bad_ = true;
      sink_.diag().Error({in_.name(), in_.line()},
                         "input ends inside the table of section '" + section_ + "' (file cut?)");
    }
    Flush();
  }

 private:
  enum class State { kBody, kSectionTop, kTableFirst, kTableHeadEnd, kTable, kNvtx };

  // Handles one line; false when the text block ends at it (the line is put
  // back).
  bool Line(std::string_view line) {
    if (Trim(line).empty()) {
      // A blank line ends rule text, and tables too (2022.x summaries have no closing rule).
      rule_ = -1;
      if (state_ == State::kTable || state_ == State::kTableFirst) {
        AddPendingRow();
        state_ = State::kBody;
        after_table_ = true;
      }
      return true;
    }
    if (line.find("==PROF==") != std::string_view::npos) return true;
    if (SummaryNvtxLine(line)) return true;
    if (IsNoiseLine(line, in_, sink_.diag())) return true;
    CsvHeader csv;
    if (ParseCsvHeader(line, &csv)) {
      Flush();
      in_.UnreadLine();
      return false;
    }
    switch (state_) {
      case State::kTableFirst:
      case State::kTableHeadEnd:
      case State::kTable:
        TableLine(line);
        return true;
      case State::kNvtx:
        if (Indent(line) > nvtx_indent_) {
          NvtxLine(line);
          return true;
        }
        EndNvtx();
        state_ = State::kBody;
        break;
      default:
        break;
    }
    // Rule text goes on in lines indented deeper than the rule type.
    if (rule_ >= 0 && Indent(line) > rule_indent_) {
      std::string& text = rec_.rules[rule_].text;
      if (!text.empty()) text += ' ';
      text += Trim(line);
      return true;
    }
    rule_ = -1;
    std::string_view t = Trim(line);
    std::string_view pid, process, host;
    if (ParseProcessLine(line, &pid, &process, &host)) {
      Flush();
      pid_.assign(pid);
      process_.assign(process);
      host_.assign(host);
      summary_device_.clear();
      summary_cc_.clear();
      state_ = State::kBody;
      return true;
    }
    Header h;
    if (ParseHeader(line, &h)) {
      if (h.name.empty()) {  // "Device 0, CC 8.6" above the summary's kernels
        Flush();
        summary_device_.assign(h.device);
        summary_cc_.assign(h.cc);
      } else if (!(open_ && rec_.is_summary && Trim(line) == header_)) {
        // 2022.x summaries repeat the kernel line above each section: one
        // record.
        Open(h);
        header_.assign(Trim(line));
      }
      state_ = State::kBody;
      return true;
    }
    std::string_view title;
    if (StartsWithWord(t, "Section:", &title)) {
      if (!open_) OpenEmpty();
      section_.assign(Trim(title));
      section_indent_ = Indent(line);
      row_indent_ = section_indent_;
      after_table_ = false;
      head_row_.clear();
      state_ = State::kSectionTop;
      return true;
    }
    if (t.starts_with("NVTX ") && t.back() == ':') {
      if (!open_) OpenEmpty();
      state_ = State::kNvtx;
      nvtx_indent_ = Indent(line);
      nvtx_domain_.clear();
      return true;
    }
    if (IsDashLine(line)) {
      if (state_ == State::kSectionTop) {
        Columns(line);
        state_ = State::kTableFirst;
        if (!head_row_.empty()) {  // 2022.x summaries: the header row above the
                                   // dashes
          Cells(head_row_);
          for (size_t k = 0; k < cells_.size(); ++k) roles_[k] = RoleOf(cells_[k]);
          head_row_.clear();
          state_ = State::kTable;
        }
        return true;
      }
      // Otherwise the "----- -----" line between two rules.
      after_table_ = true;
      return true;
    }
    if (state_ == State::kSectionTop && t.starts_with("Metric Name ")) {
      head_row_.assign(line);
      return true;
    }
    std::string_view type, text;
    // Rules sit at the indent of their section; elsewhere such a line is
    // application output.
    if (open_ && !section_.empty() && AtRuleIndent(Indent(line), 0) &&
        ParseRuleStart(line, &type, &text)) {
      Rule r;
      r.section = section_;
      r.type.assign(type);
      double speedup;
      if (ParseSpeedup(text, &r.speedup_type, &speedup)) {
        r.speedup = speedup;
      } else {
        r.text.assign(text);
      }
      rec_.rules.push_back(std::move(r));
      rule_ = static_cast<int>(rec_.rules.size()) - 1;
      rule_indent_ = Indent(line);
      state_ = State::kBody;
      return true;
    }
    // A rule without a type prints its text in the text column right away ("No
    // pipeline is over-utilized." after a table in 2022.x).
    if (open_ && !section_.empty() && rule_ < 0 && state_ == State::kBody && after_table_ &&
        AtRuleIndent(Indent(line), kRuleTextIndent)) {
      Rule r;
      r.section = section_;
      r.text.assign(t);
      rec_.rules.push_back(std::move(r));
      rule_ = static_cast<int>(rec_.rules.size()) - 1;
      rule_indent_ = section_indent_;
      return true;
    }
    // Application output, ncu's closing notes: noise.
    return true;
  }

  // Rules sit at the indent of their section, or up to that of its table rows where those are
  // deeper.
  bool AtRuleIndent(size_t indent, size_t plus) const {
    return indent >= section_indent_ + plus &&
           indent <= std::max(row_indent_, section_indent_) + plus;
  }

  void Open(const Header& h) {
    Flush();
    rec_.Clear();
    Base(in_.line());
    rec_.kernel.assign(h.name);
    if (rec_.kernel.starts_with("_Z")) rec_.kernel_mangled = rec_.kernel;
    rec_.context.assign(h.context);
    rec_.stream.assign(h.stream);
    rec_.device.assign(h.device.empty() ? std::string_view(summary_device_) : h.device);
    rec_.cc.assign(h.cc.empty() ? std::string_view(summary_cc_) : h.cc);
    rec_.launch_time.assign(h.launch_time);
    rec_.invocations.assign(h.invocations);
    rec_.is_summary = !h.invocations.empty();
    rec_.grid = h.grid;
    rec_.block = h.block;
    EndStateRange();  // no range goes on into the kernel's sections
    if (rec_.is_summary && !nvtx_state_.domain.empty()) {
      rec_.nvtx.push_back(nvtx_state_.domain);
      rec_.nvtx.insert(rec_.nvtx.end(), nvtx_state_.stack.begin(), nvtx_state_.stack.end());
      nvtx_state_.used = true;
    }
    // Totals instead of triples, as the CSV parser records them.
    if (!h.block_size.empty()) rec_.AddMetric("launch__block_size", ParseValue(h.block_size), "");
    if (!h.grid_size.empty()) rec_.AddMetric("launch__grid_size", ParseValue(h.grid_size), "");
  }

  // Text that starts with a section: one record without a header.
  void OpenEmpty() {
    rec_.Clear();
    Base(in_.line());
  }

  void Base(uint64_t line) {
    open_ = true;
    after_table_ = false;
    bad_ = false;
    section_.clear();
    rule_ = -1;
    rec_.src_file = in_.name();
    rec_.src_line = line;
    rec_.process_id = pid_;
    rec_.process = process_;
    rec_.host = host_;
  }

  void Flush() {
    if (state_ == State::kNvtx) EndNvtx();
    AddPendingRow();
    state_ = State::kBody;
    rule_ = -1;
    if (!open_) return;
    open_ = false;
    if (bad_) {
      sink_.Reject();
    } else {
      sink_.Emit(rec_);
    }
  }

  // The dash groups of a table rule give the column extents.
  void Columns(std::string_view line) {
    cols_.clear();
    for (size_t i = 0; i < line.size();) {
      if (line[i] != '-') {
        ++i;
        continue;
      }
      size_t b = i;
      while (i < line.size() && line[i] == '-') ++i;
      cols_.push_back({b, i});
    }
    roles_.assign(cols_.size(), Role::kOther);
    if (!roles_.empty()) roles_[0] = Role::kLabel;
    static constexpr Role k3[] = {Role::kLabel, Role::kUnit, Role::kValue};
    static constexpr Role k5[] = {Role::kLabel, Role::kUnit, Role::kMin, Role::kMax, Role::kAvg};
    if (cols_.size() == 2) roles_[1] = Role::kValue;
    if (cols_.size() == 3) roles_.assign(std::begin(k3), std::end(k3));
    if (cols_.size() == 5) roles_.assign(std::begin(k5), std::end(k5));
  }

  // Cuts a row into cells by its content. The ruler gives the columns, moved by the row's own
  // indent (ncu 2022 prints rows deeper than their ruler; pasted output is re-indented); a cell
  // that runs into the gap before the next column pushes the rest of the row right. No cell
  // holds a run of two spaces, so a cut that leaves one in a cell was wrong (only the labels
  // were indented deeper, say): the row is then split at its runs of spaces, the last pieces
  // right-aligned to the last columns.
  void Cells(std::string_view line) {
    const size_t indent = Indent(line);
    const size_t ruler = cols_.empty() ? 0 : cols_[0].first;
    if (cols_.empty() || indent >= cols_[0].second) {
      CutAt(line, 0, 0);  // a row that starts right of the label column has no label
      return;
    }
    row_indent_ = indent;
    CutAt(line, indent > ruler ? indent - ruler : 0, indent < ruler ? ruler - indent : 0);
    for (std::string_view c : cells_)
      if (c.find("  ") != std::string_view::npos) return SplitBySpaces(line);
  }

  void SplitBySpaces(std::string_view line) {
    std::vector<std::string_view> pieces;
    std::string_view t = Trim(line);
    while (!t.empty()) {
      size_t gap = t.find("  ");
      pieces.push_back(t.substr(0, gap));
      t = gap == std::string_view::npos ? std::string_view() : Trim(t.substr(gap));
    }
    cells_.assign(cols_.size(), std::string_view());
    if (pieces.empty() || cols_.empty()) return;
    // The last pieces fill the last columns; the label is everything before them.
    const size_t n = std::min(pieces.size() - 1, cols_.size() - 1);
    const char* label_end =
        n == 0 ? pieces.back().data() + pieces.back().size() : pieces[pieces.size() - n].data();
    cells_[0] = Trim(std::string_view(pieces[0].data(), label_end - pieces[0].data()));
    for (size_t k = 0; k < n; ++k) cells_[cols_.size() - n + k] = pieces[pieces.size() - n + k];
  }

  // Cuts at the column starts moved right by `right` or left by `left` columns.
  void CutAt(std::string_view line, size_t right, size_t left) {
    cells_.clear();
    size_t start = 0, shift = right;
    for (size_t k = 1; k <= cols_.size(); ++k) {
      size_t end = line.size();
      if (k < cols_.size()) {
        size_t gap = cols_[k].first - 1 + shift;
        gap = gap >= left ? gap - left : 0;
        if (gap < line.size() && line[gap] != ' ') {
          size_t sp = line.find(' ', gap);
          if (sp == std::string_view::npos) sp = line.size();
          shift += sp - gap;
          gap = sp;
        }
        end = std::min(gap, line.size());
      }
      cells_.push_back(start < end ? Trim(line.substr(start, end - start)) : std::string_view());
      start = std::min(end + 1, line.size());
    }
  }

  void TableLine(std::string_view line) {
    if (IsDashLine(line)) {
      AddPendingRow();
      if (state_ == State::kTableHeadEnd) {
        state_ = State::kTable;
      } else {
        state_ = State::kBody;  // the closing rule
        after_table_ = true;
      }
      return;
    }
    Cells(line);
    if (state_ == State::kTableFirst && !cells_.empty() && cells_[0] == "Metric Name") {
      for (size_t k = 0; k < cells_.size(); ++k) roles_[k] = RoleOf(cells_[k]);
      state_ = State::kTableHeadEnd;
      return;
    }
    state_ = State::kTable;
    // ncu wraps a label longer than its column onto the next row, other cells
    // empty.
    bool others_empty = true;
    for (size_t k = 1; k < cells_.size(); ++k) others_empty &= cells_[k].empty();
    if (pending_ && others_empty && !cells_.empty() && !cells_[0].empty()) {
      if (!IsMetricName(pending_cells_[0])) pending_cells_[0] += ' ';
      pending_cells_[0] += cells_[0];
      return;
    }
    AddPendingRow();
    pending_ = true;
    pending_line_ = in_.line();
    pending_cells_.assign(cells_.begin(), cells_.end());
  }

  // Adds the table row held back for a possible label continuation.
  void AddPendingRow() {
    if (!pending_) return;
    pending_ = false;
    std::string_view label, unit, value, min, max, avg;
    bool has_value = false, has_summary = false;
    for (size_t k = 0; k < pending_cells_.size(); ++k) {
      std::string_view c = pending_cells_[k];
      switch (roles_[k]) {
        case Role::kLabel:
          label = c;
          break;
        case Role::kUnit:
          unit = c;
          break;
        case Role::kValue:
          value = c;
          has_value = true;
          break;
        case Role::kMin:
          min = c;
          has_summary = true;
          break;
        case Role::kMax:
          max = c;
          break;
        case Role::kAvg:
          avg = c;
          has_summary = true;
          break;
        case Role::kOther:
          break;
      }
    }
    if (label.empty() || (!has_value && !has_summary)) {
      bad_ = true;
      sink_.diag().Error({in_.name(), pending_line_},
                         "table row of section '" + section_ + "' has no " +
                             (label.empty() ? "label" : "value column"));
      return;
    }
    const UnitScale& u = Unit(unit, pending_line_);
    std::string_view key = MetricKey(label);
    // A value under a unit is a number: text or a negative time there is a corrupt row.
    auto parse = [&](std::string_view printed, Value* v) {
      *v = ParseValue(printed, u.exp10);
      std::string_view problem = ValueProblem(*v, u);
      if (problem.empty()) {
        negative_.Check(*v, u, key, printed, {in_.name(), pending_line_}, sink_.diag());
        return true;
      }
      bad_ = true;
      sink_.diag().Error({in_.name(), pending_line_},
                         "'" + std::string(label) + "' (" + std::string(unit) + "): '" +
                             std::string(printed) + "' is " + std::string(problem));
      return false;
    };
    Value v[3];
    if (has_summary) {
      rec_.is_summary = true;
      if (parse(min, &v[0]) && parse(max, &v[1]) && parse(avg, &v[2]))
        rec_.AddSummaryMetric(key, v[0], v[1], v[2], u.base);
    } else if (parse(value, &v[0])) {
      rec_.AddMetric(key, v[0], u.base);
    }
  }

  // --print-summary per-nvtx as text: "== NVTX State ==", the domain ("<default domain>" or a
  // bare name), then the ranges of the stack above the kernels of that stack ("  <name>", or
  // "  <0, name>" for a start/end range, each with its attributes one level deeper: "Int64: 42",
  // "RGB: 0xff00ff00", "ASCII: text"). ncu prints the ranges again only where the stack changes,
  // and the state header only where the domain does. Each range becomes the item that the CSV
  // prints, "name:payload type:value:color type:value:message type:value" ("none:none" for
  // each attribute not set), so that text and CSV give the same `nvtx`.
  bool SummaryNvtxLine(std::string_view line) {
    std::string_view t = Trim(line);
    if (t == "== NVTX State ==") {
      Flush();
      nvtx_state_ = {};
      nvtx_state_.want_domain = true;
      return true;
    }
    if (nvtx_state_.want_domain) {
      if (t.empty()) return true;
      nvtx_state_.want_domain = false;
      Header h;
      std::string_view rest;
      if ((ParseHeader(line, &h) && !h.name.empty()) || StartsWithWord(t, "Section:", &rest))
        return false;  // no domain line: the kernel's record, not a domain
      nvtx_state_.domain.assign(t);
      return true;
    }
    if (nvtx_state_.domain.empty() || t.empty() || (open_ && state_ != State::kBody)) return false;
    if (t.size() > 2 && t.front() == '<' && t.back() == '>') {
      EndStateRange();
      if (nvtx_state_.used) nvtx_state_.stack.clear();  // a new stack for the kernels below
      nvtx_state_.used = false;
      std::string_view name = t.substr(1, t.size() - 2);
      size_t comma = name.find(',');  // "<0, name>": the start/end range's ID is not printed
      if (comma != name.npos && AllDigits(name.substr(0, comma)))
        name = Trim(name.substr(comma + 1));
      name = name.substr(0, name.find('\0'));  // a wide-character message ends at its NUL
      nvtx_state_.range.assign(name);
      nvtx_state_.range_indent = Indent(line);
      nvtx_state_.attr = {"none:none", "none:none", "none:none"};
      return true;
    }
    size_t colon = t.find(": ");
    if (nvtx_state_.range.empty() || Indent(line) <= nvtx_state_.range_indent || colon == t.npos)
      return false;
    std::string_view type = t.substr(0, colon);
    int slot = type == "RGB" || type == "ARGB" ? 1
               : type == "ASCII" || type == "Unicode" || type == "UNICODE" || type == "REGISTERED"
                   ? 2
                   : 0;
    nvtx_state_.attr[slot] = std::string(type) + ":" + std::string(Trim(t.substr(colon + 2)));
    return true;
  }

  // Adds the pending range of the NVTX state to its stack.
  void EndStateRange() {
    if (nvtx_state_.range.empty()) return;
    std::string item = std::move(nvtx_state_.range);
    for (const std::string& a : nvtx_state_.attr) (item += ':') += a;
    nvtx_state_.stack.push_back(std::move(item));
    nvtx_state_.range.clear();
  }

  // "<default domain>" then "<0,range>" lines, one level deeper each.
  void NvtxLine(std::string_view line) {
    std::string_view t = Trim(line);
    if (t.size() >= 2 && t.front() == '<' && t.back() == '>') {
      std::string_view inner = t.substr(1, t.size() - 2);
      size_t comma = inner.find(',');
      if (comma != std::string_view::npos && AllDigits(inner.substr(0, comma))) {
        EndNvtx();
        nvtx_range_.assign(inner.substr(0, comma));
        nvtx_range_ += ':';
        nvtx_range_ += nvtx_domain_;
        nvtx_range_ += ':';
        nvtx_range_ += inner.substr(comma + 1);
        return;
      }
      if (nvtx_range_.empty() || Indent(line) <= nvtx_range_indent_) {
        EndNvtx();
        nvtx_domain_.assign(t);
        nvtx_range_indent_ = Indent(line);
        return;
      }
    }
    if (nvtx_range_.empty()) {
      // A range without a domain line (push/pop ranges of some versions).
      nvtx_range_.assign(t);
      return;
    }
    nvtx_payload_.push_back(std::string(t));
  }

  // Completes the pending NVTX range as the CSV prints it:
  // "id:domain:name:type:value".
  void EndNvtx() {
    if (nvtx_range_.empty()) return;
    if (nvtx_payload_.empty()) {
      nvtx_range_ += ":none:none";
    } else {
      for (const std::string& p : nvtx_payload_) {
        nvtx_range_ += ':';
        nvtx_range_ += p;
      }
    }
    rec_.nvtx.push_back(std::move(nvtx_range_));
    nvtx_range_.clear();
    nvtx_payload_.clear();
  }

  const UnitScale& Unit(std::string_view unit, uint64_t line) {
    return units_.Get(unit, {in_.name(), line}, sink_.diag());
  }

  // The same keys as the CSV parser: metric names as they are, mapped labels,
  // else
  // "<Section Name>/<Label>".
  std::string_view MetricKey(std::string_view label) {
    if (IsMetricName(label)) return label;
    key_.assign(section_);
    key_ += '\x1f';
    key_ += label;
    auto it = keys_.find(key_);
    if (it != keys_.end()) return it->second;
    std::string v(LabelToMetric(section_, label));
    if (v.empty()) {
      v.assign(section_);
      v += '/';
      v += label;
    }
    return keys_.emplace(key_, std::move(v)).first->second;
  }

  Input& in_;
  RecordSink& sink_;
  KernelRecord rec_;
  bool open_ = false, bad_ = false, pending_ = false;
  uint64_t pending_line_ = 0;
  std::vector<std::string> pending_cells_;
  std::string head_row_;
  bool after_table_ = false;  // a table or a rule separator closed in this section
  State state_ = State::kBody;
  std::string pid_, process_, host_, summary_device_, summary_cc_, section_, header_;
  int rule_ = -1;  // index of the rule whose text may go on, or -1
  size_t rule_indent_ = 0, section_indent_ = 0;
  size_t row_indent_ = 0;  // indent of the section's last table row
  std::vector<std::pair<size_t, size_t>> cols_;
  std::vector<Role> roles_;
  std::vector<std::string_view> cells_;
  size_t nvtx_indent_ = 0, nvtx_range_indent_ = 0;
  std::string nvtx_domain_, nvtx_range_;
  std::vector<std::string> nvtx_payload_;
  struct NvtxState {  // --print-summary per-nvtx as text
    bool want_domain = false;
    std::string domain;
    std::vector<std::string> stack;  // CSV items
    bool used = false;               // a kernel took the stack: the next range starts anew
    std::string range;               // pending range, with its attributes
    size_t range_indent = 0;
    std::array<std::string, 3> attr;  // payload, color, message
  } nvtx_state_;
  UnitCache units_;
  NegativeValues negative_;
  std::unordered_map<std::string, std::string> keys_;
  std::string key_;
};

}  // namespace

bool IsTextStart(std::string_view line) {
  std::string_view pid, process, host;
  if (ParseProcessLine(line, &pid, &process, &host)) return true;
  Header h;
  if (ParseHeader(line, &h) && !h.name.empty()) return true;
  if (Trim(line) == "== NVTX State ==") return true;  // --print-summary per-nvtx
  std::string_view rest;
  return Indent(line) > 0 && StartsWithWord(Trim(line), "Section:", &rest);
}

void ParseText(Input& in, std::string_view first, RecordSink& sink) {
  TextParser p(in, sink);
  p.Run(first);
}

}  // namespace kc::ncu
