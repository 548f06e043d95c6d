// One parser for every ncu CSV dialect: columns are found by name in the header, so the old
// layout ("Kernel Time", no Block/Grid/Device/CC), the newer ones (rule and speedup columns,
// "Body Item Label", NVTX columns) and the raw and summary pages differ only in which indices
// are set. Details and summary rows arrive one metric per row and are pivoted into one record
// per launch (ID) or kernel; a record is written as soon as its last row has been read.
#include "ncu/csv_dialect.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "io/csv.h"
#include "io/number.h"
#include "ncu/labels.h"
#include "ncu/text.h"
#include "ncu/units.h"

namespace kc::ncu {
namespace {

struct Column {
  std::string_view name;
  int CsvHeader::*index;
};

constexpr Column kColumns[] = {
    {"ID", &CsvHeader::id},
    {"Process ID", &CsvHeader::pid},
    {"Process Name", &CsvHeader::process},
    {"Host Name", &CsvHeader::host},
    {"Kernel Name", &CsvHeader::kernel},
    {"Kernel Time", &CsvHeader::kernel_time},
    {"Context", &CsvHeader::context},
    {"Stream", &CsvHeader::stream},
    {"Block Size", &CsvHeader::block},
    {"Grid Size", &CsvHeader::grid},
    {"Device", &CsvHeader::device},
    {"Device Id", &CsvHeader::device},
    {"CC", &CsvHeader::cc},
    {"Section Name", &CsvHeader::section},
    {"Metric Name", &CsvHeader::metric},
    {"Metric Unit", &CsvHeader::unit},
    {"Metric Value", &CsvHeader::value},
    {"Rule Name", &CsvHeader::rule_name},
    {"Rule Type", &CsvHeader::rule_type},
    {"Rule Description", &CsvHeader::rule_text},
    {"Estimated Speedup Type", &CsvHeader::speedup_type},
    {"Estimated Speedup", &CsvHeader::speedup},
    {"Body Item Label", &CsvHeader::body_label},
    {"Invocations", &CsvHeader::invocations},
    {"Minimum", &CsvHeader::min},
    {"Maximum", &CsvHeader::max},
    {"Average", &CsvHeader::avg},
};

// The first column of every ncu CSV page: launch ID (raw, details), process (--print-summary
// per-kernel, per-gpu) or NVTX domain (--print-summary per-nvtx).
constexpr std::string_view kFirstColumns[] = {"ID", "Process ID", "Domain"};

bool IsFirstColumn(std::string_view f) {
  return std::find(std::begin(kFirstColumns), std::end(kFirstColumns), f) !=
         std::end(kFirstColumns);
}

bool HeaderFromFields(const std::vector<std::string_view>& f, bool quoted, CsvHeader* h) {
  *h = CsvHeader();
  h->quoted = quoted;
  if (f.empty() || !IsFirstColumn(f[0])) return false;
  for (size_t i = 0; i < f.size(); ++i) {
    h->names.emplace_back(f[i]);
    bool known = false;
    for (const Column& c : kColumns) {
      if (f[i] == c.name) {
        h->*(c.index) = static_cast<int>(i);
        known = true;
        break;
      }
    }
    if (!known) h->metrics.push_back(static_cast<int>(i));
  }
  if (h->kernel < 0) return false;
  if (h->metric >= 0 && h->value >= 0 && h->id >= 0 && h->section >= 0) {
    h->kind = CsvKind::kDetails;
  } else if (h->metric >= 0 && h->min >= 0 && h->max >= 0 && h->avg >= 0) {
    h->kind = CsvKind::kSummary;
  } else if (h->id >= 0 && h->metric < 0 && !h->metrics.empty()) {
    h->kind = CsvKind::kRaw;
  } else {
    return false;
  }
  if (h->kind != CsvKind::kRaw) {
    // Columns that are not ncu's own are the NVTX columns of --nvtx exports.
    h->nvtx = std::move(h->metrics);
    h->metrics.clear();
  }
  return true;
}

std::string_view Field(const std::vector<std::string_view>& f, int i) {
  return i >= 0 && static_cast<size_t>(i) < f.size() ? f[i] : std::string_view();
}

// An NVTX cell holds quoted items: ` "0:<default domain>:forward:none:none" ` (the NVTX columns
// of details and raw pages), or the range stack of --print-summary per-nvtx, one quoted item a
// range (` "run:none:none:RGB:0xff00ff00:ASCII:run"  "step:…" `); its Domain column is a bare
// value. ncu 2025's "thread Domain:Push/Pop_Range:…" column puts the thread ID first
// (`607  "<default domain>:plain:…"`): the items are the ranges, the ID is not one. One element
// per item. ncu ends a cell at the NUL of a wide-character message (`"wide msg` and no closing
// quote): that item is the text after its quote.
void NvtxItems(std::string_view s, std::vector<std::string>* out) {
  s = Trim(s);
  size_t digits = s.find_first_not_of("0123456789");
  if (digits > 0 && digits != std::string_view::npos && (s[digits] == ' ' || s[digits] == '\t') &&
      Trim(s.substr(digits)).starts_with('"'))
    s = Trim(s.substr(digits));  // the thread ID
  if (!s.starts_with('"')) {
    if (!s.empty()) out->emplace_back(s);
    return;
  }
  while (!s.empty()) {
    if (s.front() != '"') {  // not a list of quoted ranges
      out->emplace_back(s);
      return;
    }
    size_t close = s.find('"', 1);
    std::string_view item = Trim(s.substr(1, close == s.npos ? s.npos : close - 1));
    if (!item.empty()) out->emplace_back(item);
    if (close == s.npos) return;
    s = Trim(s.substr(close + 1));
  }
}

// Per-block state shared by the dialects: unit cache and one warning per unknown unit.
class Block {
 public:
  Block(Input& in, RecordSink& sink) : in_(&in), sink_(&sink) {}
  /// The ncu versions the labels of this block fit; labels resolve to their metric there.
  void set_versions(VersionMask v) {
    versions_ = v;
    keys_.clear();
    rows_.clear();
  }

  const UnitScale& Unit(std::string_view unit, uint64_t line) {
    return units_.Get(unit, {in_->name(), line}, sink_->diag());
  }

  // Resolves a details/summary "Metric Name" cell to the metric key.
  std::string_view MetricKey(std::string_view section, std::string_view name,
                             std::string_view body_label) {
    if (IsMetricName(name)) return name;
    key_.assign(section);
    key_ += '\x1f';
    key_ += body_label;
    key_ += '\x1f';
    key_ += name;
    auto it = keys_.find(key_);
    if (it != keys_.end()) return it->second;
    std::string v(LabelToMetricIn(section, name, versions_));
    if (v.empty()) {
      v.assign(section);
      v += '/';
      if (!body_label.empty()) {
        v += body_label;
        v += '/';
      }
      v += name;
    }
    return keys_.emplace(key_, std::move(v)).first->second;
  }

  void Identity(const CsvHeader& h, const std::vector<std::string_view>& f, uint64_t line,
                KernelRecord* r) {
    r->src_file = in_->name();
    r->src_line = line;
    r->id.assign(Field(f, h.id));
    r->process_id.assign(Field(f, h.pid));
    r->process.assign(Field(f, h.process));
    r->host.assign(Field(f, h.host));
    r->kernel.assign(Field(f, h.kernel));
    if (r->kernel.starts_with("_Z")) r->kernel_mangled = r->kernel;
    r->launch_time.assign(Field(f, h.kernel_time));
    r->context.assign(Field(f, h.context));
    r->stream.assign(Field(f, h.stream));
    r->device.assign(Field(f, h.device));
    r->cc.assign(Field(f, h.cc));
    r->grid = ParseShape(Field(f, h.grid));
    r->block = ParseShape(Field(f, h.block));
    for (int i : h.nvtx) NvtxItems(Field(f, i), &r->nvtx);
  }

  // Checks the field count against the header. Short rows are what ncu writes when the trailing
  // rule columns are empty (the row ends in a comma); a short row without that comma is cut.
  // A bad row is an error and, with `reject`, a rejected record of its own.
  bool CheckWidth(const CsvHeader& h, const std::vector<std::string_view>& f, size_t needed,
                  uint64_t line, bool reject = true) {
    auto bad = [&](const std::string& msg) {
      if (reject) return Bad(line, msg);
      Error(line, msg);
      return false;
    };
    size_t n = f.size();
    size_t w = h.names.size();
    if (n > w) {
      for (size_t i = w; i < n; ++i)
        if (!f[i].empty())
          return bad("row has " + std::to_string(n) + " fields, the header has " +
                     std::to_string(w));
      return true;
    }
    if (n == w) return true;
    if (n >= needed && f.back().empty()) return true;
    return bad("row has " + std::to_string(n) + " fields, the header has " + std::to_string(w) +
               " (file cut in the middle of a record?)");
  }

  // The metric of row `pos` of a launch. Launches of one report repeat the same rows in the
  // same order, so the resolved metric of the previous launch's row `pos` is reused whenever the
  // section, name, unit and body label cells are the same.
  /// A details row's metric as resolved, and its unit.
  struct CachedRow {
    bool valid = false;
    const UnitScale* scale = nullptr;
    std::string section, name, unit, body;
    PreparedMetric metric;
  };
  const CachedRow& RowMetric(size_t pos, std::string_view section, std::string_view name,
                             std::string_view unit, std::string_view body, uint64_t line,
                             KernelRecord* r) {
    if (pos >= rows_.size()) rows_.resize(pos + 1);
    CachedRow& c = rows_[pos];
    if (c.valid && c.name == name && c.section == section && c.unit == unit && c.body == body)
      return c;
    c.section.assign(section);
    c.name.assign(name);
    c.unit.assign(unit);
    c.body.assign(body);
    const UnitScale& u = Unit(unit, line);
    r->Prepare(MetricKey(section, name, body), u.base, u.exp10, &c.metric);
    c.scale = &u;
    c.valid = true;
    return c;
  }

  // A value printed under a known unit is a number or one of ncu's null markers; anything else
  // (text, "1.234.567", "0x30", "48,13", out of range) and a negative time is a corrupt cell: an
  // error naming the column, the metric and the value, never text under a unit. A negative count
  // is kept, with a warning (NegativeValues).
  bool CheckValue(const Value& v, const UnitScale& u, std::string_view column,
                  std::string_view metric, std::string_view printed, uint64_t line) {
    std::string_view problem = ValueProblem(v, u);
    if (problem.empty()) {
      negative_.Check(v, u, metric, printed, {in_->name(), line}, sink_->diag());
      return true;
    }
    std::string msg = "column '" + std::string(column) + "'";
    if (metric != column) msg += " of '" + std::string(metric) + "'";
    msg += ": '" + std::string(Trim(printed)) + "' is ";
    msg += problem;
    Error(line, msg);
    return false;
  }

  bool Bad(uint64_t line, const std::string& msg) {
    Error(line, msg);
    sink_->Reject();
    return false;
  }
  /// Reports an error without counting a rejected record (the caller rejects the record).
  void Error(uint64_t line, const std::string& msg) {
    sink_->diag().Error({in_->name(), line}, msg);
  }

 private:
  Input* in_;
  RecordSink* sink_;
  VersionMask versions_ = 0;
  UnitCache units_;
  NegativeValues negative_;
  std::unordered_map<std::string, std::string> keys_;
  std::vector<CachedRow> rows_;
  std::string key_;
};

// The raw page has no Grid/Block/CC columns in older versions: take them from the metrics.
void RawLaunchShape(const CsvHeader& h, const std::vector<std::string_view>& f, KernelRecord* r) {
  auto col = [&](std::string_view name) -> std::string_view {
    for (int i : h.metrics)
      if (h.names[i] == name) return Field(f, i);
    return {};
  };
  auto triple = [&](std::string_view prefix) -> std::optional<std::array<int64_t, 3>> {
    std::array<int64_t, 3> v{};
    const char* axes[] = {"x", "y", "z"};
    for (int k = 0; k < 3; ++k) {
      double d;
      if (!ParseNumber(Trim(col(std::string(prefix) + axes[k])), 0, &d) || !IsWholeInt64(d))
        return std::nullopt;  // unknown
      v[k] = static_cast<int64_t>(d);
    }
    return v;
  };
  if (!r->grid) r->grid = triple("launch__grid_dim_");
  if (!r->block) r->block = triple("launch__block_dim_");
  if (r->device_name.empty()) r->device_name.assign(Trim(col("device__attribute_display_name")));
  if (r->cc.empty()) {
    std::string_view ma = Trim(col("device__attribute_compute_capability_major"));
    std::string_view mi = Trim(col("device__attribute_compute_capability_minor"));
    if (!ma.empty() && !mi.empty()) r->cc = std::string(ma) + "." + std::string(mi);
  }
}

int MaxIndex(std::initializer_list<int> xs) {
  int m = -1;
  for (int x : xs) m = std::max(m, x);
  return m;
}

}  // namespace

bool IsNoiseLine(std::string_view line, const Input& in, Diag& diag) {
  std::string_view t = Trim(line);
  if (t.empty() || t.starts_with("==PROF==")) return true;
  if (t.starts_with("==WARNING==") || t.starts_with("==ERROR==")) {
    diag.Warning({in.name(), in.line()}, std::string(t));
    return true;
  }
  return false;
}

bool IsMetricName(std::string_view name) {
  size_t u = name.find("__");
  if (u == std::string_view::npos || u == 0) return false;
  for (char c : name) {
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
          c == '.' || c == '-' || c == ':' || c == '[' || c == ']'))
      return false;
  }
  return true;
}

bool ParseCsvHeader(std::string_view line, CsvHeader* h) {
  if (std::none_of(std::begin(kFirstColumns), std::end(kFirstColumns),
                   [&](std::string_view c) { return CsvLineStartsWith(line, c); }))
    return false;
  std::vector<std::string> owned;
  if (!SplitCsvLine(line, &owned)) return false;
  std::vector<std::string_view> f(owned.begin(), owned.end());
  return HeaderFromFields(f, !line.empty() && line[0] == '"', h);
}

namespace {

// Parses the rows of one CSV block. Details and summary pages print labels whose metric depends
// on the ncu version that wrote the report, so the first rows are held back until they tell
// which versions fit (the versions whose section files have every label seen), then replayed.
class BlockParser {
 public:
  BlockParser(Input& in, const CsvHeader& h, RecordSink& sink)
      : in_(in), sink_(sink), h_(h), block_(in, sink) {
    units_row_ = h_.kind == CsvKind::kRaw;
  }

  const CsvHeader& header() const { return h_; }
  /// Data rows read so far (headers and units rows not counted).
  uint64_t rows() const { return rows_; }

  void Row(const std::vector<std::string_view>& f, uint64_t line) {
    // The same header again (a header printed twice, `cat a.csv b.csv`) changes nothing: the
    // launch IDs tell launches apart. Another header starts another block (appended runs).
    CsvHeader next;
    if (!f.empty() && IsFirstColumn(f[0]) && HeaderFromFields(f, h_.quoted, &next)) {
      if (next.names == h_.names) return;
      Finish();
      launches_.clear();
      h_ = std::move(next);
      block_ = Block(in_, sink_);
      units_row_ = h_.kind == CsvKind::kRaw;
      calibrated_ = false;
      return;
    }
    ++rows_;
    if (h_.kind == CsvKind::kRaw || calibrated_) {
      Process(f, line);
      return;
    }
    held_.emplace_back(std::vector<std::string>(f.begin(), f.end()), line);
    if (held_.size() >= kHeldRows) Calibrate();
  }

  /// Writes what is still open at the end of the block.
  void Finish() {
    if (!calibrated_) Calibrate();
    Close();
  }

 private:
  static constexpr size_t kHeldRows = 4096;

  // Writes the open record unless one of its values was rejected.
  void Close() {
    if (open_ && !rejected_) sink_.Emit(rec_);
    open_ = false;
  }

  // Rejects the open record (once, however many of its values are bad).
  void Reject() {
    if (!rejected_) sink_.Reject();
    rejected_ = true;
  }

  // Starts the record of a launch. A launch (ID and process) whose record was already written
  // has rows elsewhere too: interleaved or repeated rows, which would split one launch into two
  // records or count it twice. An error; its rows are absorbed by the rejected record.
  void Open(const std::vector<std::string_view>& f, uint64_t line) {
    rec_.Clear();
    block_.Identity(h_, f, line, &rec_);
    open_ = true;
    rejected_ = false;
    for (auto [col, shape] : {std::pair{h_.grid, &rec_.grid}, {h_.block, &rec_.block}}) {
      std::string_view cell = Trim(Field(f, col));
      if (!*shape && cell.starts_with('(')) {
        block_.Error(line, "column '" + h_.names[col] + "': '" + std::string(cell) +
                               "' is not a launch shape");
        Reject();
      }
    }
    std::string key = rec_.id + '\x1f' + rec_.process_id;
    auto [it, fresh] = launches_.emplace(std::move(key), line);
    if (!fresh) {
      block_.Error(line, "rows of launch ID " + rec_.id + " (process " + rec_.process_id +
                             ") appear again after other launches (its rows start at line " +
                             std::to_string(it->second) + "): interleaved or repeated rows");
      Reject();
    }
  }

  void Calibrate() {
    calibrated_ = true;
    VersionMask mask = 0;
    for (const auto& [row, line] : held_) {
      if (h_.metric < 0 || static_cast<size_t>(h_.metric) >= row.size() ||
          static_cast<size_t>(h_.section) >= row.size())
        continue;
      VersionMask v = LabelVersions(row[h_.section], Trim(row[h_.metric]));
      if (v == 0) continue;
      if (mask == 0) {
        mask = v;
      } else if ((mask & v) != 0) {
        mask &= v;
      }
    }
    block_.set_versions(mask);
    std::vector<std::pair<std::vector<std::string>, uint64_t>> held;
    held.swap(held_);
    std::vector<std::string_view> f;
    // Rows held before an error that ended the block are still written; an error raised by a
    // held row itself ends the replay there.
    const uint64_t errors = sink_.diag().errors();
    for (const auto& [row, line] : held) {
      if (sink_.diag().errors() > errors && sink_.diag().stopped()) break;
      f.assign(row.begin(), row.end());
      Process(f, line);
    }
  }

  void Process(const std::vector<std::string_view>& f, uint64_t line) {
    switch (h_.kind) {
      case CsvKind::kRaw:
        RawRow(f, line);
        break;
      case CsvKind::kDetails:
        DetailsRow(f, line);
        break;
      case CsvKind::kSummary:
        SummaryRow(f, line);
        break;
      case CsvKind::kNone:
        break;
    }
  }

  void RawRow(const std::vector<std::string_view>& f, uint64_t line) {
    if (!block_.CheckWidth(h_, f, h_.names.size(), line)) return;
    if (units_row_) {
      units_row_ = false;
      bool has_units = Field(f, h_.id).empty();
      raw_metrics_.assign(h_.names.size(), PreparedMetric());
      raw_units_.assign(h_.names.size(), nullptr);
      for (int i : h_.metrics) {
        const UnitScale& u = block_.Unit(has_units ? f[i] : std::string_view(), line);
        rec_.Prepare(h_.names[i], u.base, u.exp10, &raw_metrics_[i]);
        raw_units_[i] = &u;
      }
      if (has_units) return;
    }
    Open(f, line);
    for (int i : h_.metrics) {
      const PreparedMetric& m = raw_metrics_[i];
      Value v = ParseValue(f[i], m.exp10);
      if (!block_.CheckValue(v, *raw_units_[i], h_.names[i], h_.names[i], f[i], line)) Reject();
      rec_.AddPrepared(m, v);
    }
    RawLaunchShape(h_, f, &rec_);
    Close();
  }

  void DetailsRow(const std::vector<std::string_view>& f, uint64_t line) {
    const CsvHeader& h = h_;
    // A bad row of the open launch rejects that launch (it would miss a metric); any other is
    // a rejected record of its own.
    const bool of_open = open_ && Field(f, h.id) == rec_.id && Field(f, h.pid) == rec_.process_id;
    if (!block_.CheckWidth(h, f, MaxIndex({h.id, h.value, h.metric, h.section}) + 1, line,
                           !of_open)) {
      if (of_open) Reject();
      return;
    }
    std::string_view id = Field(f, h.id);
    if (open_ && id == rec_.id && Field(f, h.kernel) != rec_.kernel) {
      // One launch ID names one kernel: a row that disagrees is corrupt, not a new launch.
      block_.Bad(line, "row for ID " + std::string(id) + " names kernel '" +
                           std::string(Field(f, h.kernel)) + "', the launch is '" + rec_.kernel +
                           "'");
      return;
    }
    if (open_ && (id != rec_.id || Field(f, h.pid) != rec_.process_id)) Close();
    if (!open_) {
      Open(f, line);
      row_pos_ = 0;
    }
    if (rejected_) return;
    std::string_view name = Trim(Field(f, h.metric));  // text output prints labels trimmed
    if (name.empty()) {
      std::string_view rule = Field(f, h.rule_name);
      if (rule.empty() && Field(f, h.rule_text).empty()) return;
      Rule r;
      r.section.assign(Field(f, h.section));
      r.name.assign(rule);
      r.type.assign(Field(f, h.rule_type));
      r.text.assign(Field(f, h.rule_text));
      r.speedup_type.assign(Field(f, h.speedup_type));
      double s;
      if (ParseNumber(Trim(Field(f, h.speedup)), 0, &s)) r.speedup = s;
      rec_.rules.push_back(std::move(r));
      return;
    }
    const Block::CachedRow& c =
        block_.RowMetric(row_pos_++, Field(f, h.section), name, Field(f, h.unit),
                         Field(f, h.body_label), line, &rec_);
    std::string_view printed = Field(f, h.value);
    Value v = ParseValue(printed, c.metric.exp10);
    if (!block_.CheckValue(v, *c.scale, h.names[h.value], c.metric.key, printed, line)) {
      Reject();
      return;
    }
    rec_.AddPrepared(c.metric, v);
  }

  void SummaryRow(const std::vector<std::string_view>& f, uint64_t line) {
    const CsvHeader& h = h_;
    if (!block_.CheckWidth(h, f, MaxIndex({h.min, h.max, h.avg, h.metric}) + 1, line)) return;
    std::string key;
    for (int i : {h.pid, h.kernel, h.block, h.grid, h.device}) {
      key += Field(f, i);
      key += '\x1f';
    }
    for (int i : h.nvtx) {  // per-nvtx: one record per range stack and kernel
      key += Field(f, i);
      key += '\x1f';
    }
    if (open_ && key != group_) Close();
    if (!open_) {
      rec_.Clear();
      rec_.is_summary = true;
      rejected_ = false;
      block_.Identity(h, f, line, &rec_);
      rec_.invocations.assign(Field(f, h.invocations));
      // --print-summary prints block and grid sizes as totals, not triples.
      for (auto [col, name] :
           {std::pair{h.block, "launch__block_size"}, {h.grid, "launch__grid_size"}}) {
        std::string_view s = Trim(Field(f, col));
        if (!s.empty() && s.front() != '(') rec_.AddMetric(name, ParseValue(s), "");
      }
      group_ = std::move(key);
      open_ = true;
    }
    const UnitScale& u = block_.Unit(Field(f, h.unit), line);
    std::string_view mkey = block_.MetricKey(Field(f, h.section), Trim(Field(f, h.metric)), "");
    Value v[3];
    int k = 0;
    for (int col : {h.min, h.max, h.avg}) {
      v[k] = ParseValue(Field(f, col), u.exp10);
      if (!block_.CheckValue(v[k], u, h.names[col], mkey, Field(f, col), line)) {
        Reject();
        return;
      }
      ++k;
    }
    rec_.AddSummaryMetric(mkey, v[0], v[1], v[2], u.base);
  }

  Input& in_;
  RecordSink& sink_;
  CsvHeader h_;
  Block block_;
  KernelRecord rec_;
  bool open_ = false;
  bool rejected_ = false;  // the open record had an error: not written
  bool units_row_ = false;
  bool calibrated_ = false;
  std::vector<std::pair<std::vector<std::string>, uint64_t>> held_;
  std::string group_;                                   // summary: the key of the open kernel
  size_t row_pos_ = 0;                                  // details: row index within the open launch
  std::vector<PreparedMetric> raw_metrics_;             // raw: one per column
  std::vector<const UnitScale*> raw_units_;             // raw: each column's unit
  std::unordered_map<std::string, uint64_t> launches_;  // ID and process -> first line
  uint64_t rows_ = 0;
};

}  // namespace

// A line of an unquoted table that can be a row: its first field (ID or Process ID) is a number,
// or empty (the units row of the raw page).
static bool IsUnquotedRow(std::string_view line) {
  std::string_view first = Trim(line.substr(0, line.find(',')));
  if (first.empty()) return line.find(',') != std::string_view::npos;
  return first.find_first_not_of("0123456789") == std::string_view::npos;
}

void ParseCsvBlock(Input& in, const CsvHeader& first, RecordSink& sink) {
  CsvReader reader(in);
  CsvRow row;
  BlockParser parser(in, first, sink);
  const uint64_t header_line = in.line();
  uint64_t skipped = 0;
  while (!sink.diag().stopped()) {
    std::string_view peek = in.Peek(1);
    if (peek.empty()) break;
    if (peek[0] != '"') {
      // Not a quoted row: ncu's status lines, blank lines, the program's own output printed
      // between rows, a second file's BOM and header, or (in an unquoted table) a row.
      std::string_view line;
      in.ReadLine(&line);
      if (IsNoiseLine(line, in, sink.diag())) continue;
      std::string_view t = StripBom(line);
      CsvHeader h;
      if (ParseCsvHeader(t, &h)) {
        if (h.names == parser.header().names) continue;
        in.UnreadLine();
        break;
      }
      if (IsTextStart(t)) {
        in.UnreadLine();
        break;
      }
      if (parser.header().quoted || !IsUnquotedRow(t)) {
        sink.diag().Warning(
            {in.name(), in.line()},
            "skipped a line that is not part of the CSV table: '" + std::string(Excerpt(t)) + "'");
        ++skipped;
        continue;
      }
      in.UnreadLine();
    }
    if (!reader.Next(&row)) {
      if (!reader.error().empty()) {
        sink.diag().Error({in.name(), reader.error_line()}, reader.error());
        sink.Reject();
      }
      break;
    }
    parser.Row(row.fields, row.line);
  }
  parser.Finish();
  if (parser.rows() == 0 && skipped > 0) {
    // A header followed only by lines that are not rows: the table is unreadable, not empty.
    sink.diag().Error({in.name(), header_line},
                      "the CSV header is followed by no rows of its table (" +
                          std::to_string(skipped) + " other lines skipped)");
    sink.Reject();
  }
}

}  // namespace kc::ncu
