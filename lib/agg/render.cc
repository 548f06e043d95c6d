#include "agg/render.h"

#include <algorithm>
#include <cmath>
#include <cctype>
#include <cstdio>
#include <functional>

#include "agg/ncu_regex.h"
#include "names/canonical.h"
#include "names/features.h"
#include "agg/table.h"
#include "io/json_writer.h"
#include "schema/schema.h"

namespace kc::agg {
namespace {

// Shares are fractions 0..1; six decimals keep the text short and the order
// exact enough.
double Share(double v) { return std::round(v * 1e6) / 1e6; }

// `"time_share_by_model":{"model":share,...}` (a record without a model is keyed "null"; an
// unknown share, NaN, is null).
void ShareByModel(JsonWriter& w, const std::vector<std::pair<std::string, double>>& shares) {
  w.Key("time_share_by_model");
  w.BeginObject();
  for (const auto& [m, v] : shares) {
    w.Key(m.empty() ? "null" : m);
    w.NumberOrNull(std::isnan(v) ? std::nullopt : std::optional<double>(Share(v)));
  }
  w.EndObject();
}

std::string Num(double v) {
  std::string s;
  AppendNumber(&s, v);
  return s;
}
std::string OptNum(const std::optional<double>& v) { return v ? Num(*v) : std::string(); }
std::string Fmt(const char* f, double v) {
  char b[64];
  std::snprintf(b, sizeof b, f, v);
  return b;
}
std::string Pct(const std::optional<double>& frac) {
  return frac ? Fmt("%.1f %%", *frac * 100) : std::string();
}

bool ByHas(const GroupOptions& o, std::string_view f) {
  return std::find(o.by.begin(), o.by.end(), f) != o.by.end();
}

// A group's tag: the smallest non-empty one over its cells.
std::string Attr(const Group& g, std::string Group::*field) { return g.*field; }

void WriteBody(const Group& g, JsonWriter& w) {
  w.Key("records");
  w.Uint(g.records);
  w.Key("ncu_records");
  w.Uint(g.ncu_records);
  w.Key("nsys_records");
  w.Uint(g.nsys_records);
  w.Key("launches");
  w.Uint(g.launches);
  w.Key("models");
  w.Uint(g.models.size());
  w.Key("model_list");
  w.BeginArray();
  for (const auto& m : g.models) w.StringOrNull(m);
  w.EndArray();
  // Unknown time stays null, never 0.
  auto known = [&](double v) { return g.time_known ? std::optional<double>(v) : std::nullopt; };
  w.Key("total_ns");
  w.NumberOrNull(known(g.total_ns));
  w.Key("nsys_ns");
  w.Number(g.nsys_ns);
  w.Key("ncu_ns");
  w.NumberOrNull(known(g.ncu_ns));
  w.Key("time_share");
  w.NumberOrNull(known(Share(g.time_share)));
  w.Key("mean_model_share");
  w.NumberOrNull(known(Share(g.mean_model_share)));
  ShareByModel(w, g.share_by_model);
  w.Key("coverage");
  w.NumberOrNull(g.coverage ? std::optional<double>(Share(*g.coverage)) : std::nullopt);
  w.Key("duration_ns");
  w.BeginObject();
  w.Key("min");
  w.NumberOrNull(g.dur_min);
  w.Key("mean");
  w.NumberOrNull(g.dur_mean);
  w.Key("max");
  w.NumberOrNull(g.dur_max);
  w.EndObject();
  w.Key("metrics");
  w.BeginObject();
  for (int i = 0; i < kMetricCount; ++i) {
    const Figure& f = g.metrics[i];
    if (!f.n) continue;
    w.Key(MetricName(i));
    w.BeginObject();
    w.Key("n");
    w.Uint(f.n);
    w.Key("min");
    w.Number(f.min);
    w.Key("mean");
    w.Number(f.mean);
    w.Key("max");
    w.Number(f.max);
    w.Key("weighted");
    w.NumberOrNull(f.weighted);
    w.EndObject();
  }
  w.EndObject();
  w.Key("bound_by_count");
  w.BeginObject();
  for (size_t b = 0; b < kBounds.size(); ++b) {
    w.Key(kBounds[b]);
    w.Uint(g.bound_count[b]);
  }
  w.EndObject();
  w.Key("bound_by_time");
  if (g.bound_time) {
    w.BeginObject();
    for (size_t b = 0; b < kBounds.size(); ++b) {
      w.Key(kBounds[b]);
      w.Number(Share((*g.bound_time)[b]));
    }
    w.EndObject();
  } else {
    w.Null();
  }
  w.Key("stall_top");
  w.BeginArray();
  for (const auto& [r, s] : g.stall_top) {
    w.BeginObject();
    w.Key("reason");
    w.String(r);
    w.Key("share");
    w.Number(Share(s));
    w.EndObject();
  }
  w.EndArray();
  w.Key("signals");
  w.BeginArray();
  for (const SignalCount& s : g.signals) {
    w.BeginObject();
    w.Key("signal");
    w.String(s.name);
    w.Key("count");
    w.Uint(s.count);
    w.Key("time_share");
    w.Number(Share(s.time_share));
    w.EndObject();
  }
  w.EndArray();
}

// The bound classes of a group's classified time: the largest first, with its share.
std::string TopBound(const Group& g) {
  if (!g.bound_time) return {};
  size_t top = 0;
  for (size_t b = 1; b < kBounds.size(); ++b)
    if ((*g.bound_time)[b] > (*g.bound_time)[top]) top = b;
  return std::string(kBounds[top]) + " " + Fmt("%.0f%%", (*g.bound_time)[top] * 100);
}

// `s` without namespace qualifiers: `at::native::FillFunctor<c10::Half>` → `FillFunctor<Half>`.
std::string Unqualified(std::string_view s) {
  std::string r;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "::") != 0) {
      r += s[i];
      continue;
    }
    ++i;
    if (!r.empty() && r.back() == '>') {  // vector<int>::iterator: the qualifier's arguments
      int depth = 0;
      size_t j = r.size();
      while (j > 0) {
        char c = r[--j];
        depth += c == '>' ? 1 : c == '<' ? -1 : 0;
        if (depth == 0) break;
      }
      r.erase(j);
    }
    while (!r.empty() && (std::isalnum(static_cast<unsigned char>(r.back())) || r.back() == '_'))
      r.pop_back();
    if (!r.empty() && r.back() == ')') {  // (anonymous namespace)
      size_t open = r.rfind('(');
      r.erase(open == std::string::npos ? 0 : open);
    }
  }
  return r;
}

// `s` cut to `max` code points, the last one an ellipsis when cut.
std::string Cut(std::string_view s, size_t max) {
  size_t points = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if ((s[i] & 0xC0) == 0x80) continue;
    if (++points == max) {
      size_t rest = 0;
      for (size_t j = i; j < s.size(); ++j) rest += (s[j] & 0xC0) != 0x80;
      if (rest > 1) return std::string(s.substr(0, i)) + "\u2026";
    }
  }
  return std::string(s);
}

// The features knorm reads from a vendor name (names/features.h) in a few words:
// `sm80 fp16 128x64 nn s3 split-k`.
std::string FeatureWords(std::string_view base, std::string_view template_args) {
  std::string members;
  names::AppendFeatures(&members, base, template_args);
  if (members.empty()) return {};
  std::string text = "{" + members + "}";
  simdjson::dom::parser parser;
  simdjson::dom::object f;
  if (parser.parse(text).get(f)) return {};
  std::string r;
  auto word = [&](std::string_view w) {
    if (!r.empty()) r += ' ';
    r += w;
  };
  std::string_view v;
  if (!f["arch"].get(v)) word(v);
  simdjson::dom::array dt;
  if (!f["dtype"].get(dt))
    for (auto d : dt)
      if (!d.get(v)) word(v);
  if (!f["tile"].get(v)) word(v);
  if (!f["layout"].get(v)) word(v);
  int64_t stages;
  if (!f["stages"].get(stages)) word("s" + std::to_string(stages));
  bool split;
  if (!f["split_k"].get(split) && split) word("split-k");
  return r;
}

// The CSV columns: every field of a group as a number in base units, stable for programs.
std::vector<std::string> CsvHeader(const GroupOptions& o) {
  std::vector<std::string> h;
  for (const auto& f : o.by) h.push_back(f);
  if (ByHas(o, "kernel_key"))
    for (const char* f : {"kernel_base", "library", "family"})
      if (!ByHas(o, f)) h.push_back(f);
  for (const char* f : {"rank", "records", "launches", "models", "mean_model_share", "total_ns",
                        "time_share", "coverage", "mean_launch_ns"})
    h.emplace_back(f);
  for (int i : {kSmPct, kMemPct, kDramPct, kL1HitPct, kL2HitPct, kOccupancyPct, kTensorPct})
    h.emplace_back(MetricName(i));
  for (auto b : kBounds) h.push_back("bound_" + std::string(b));
  for (const char* f : {"top_stall", "top_signal", "model_list"}) h.emplace_back(f);
  return h;
}

std::vector<std::string> CsvRow(const GroupOptions& o, const Group& g, size_t rank) {
  std::vector<std::string> r = g.key;
  if (ByHas(o, "kernel_key")) {
    if (!ByHas(o, "kernel_base")) r.push_back(g.kernel_base);
    if (!ByHas(o, "library")) r.push_back(g.library);
    if (!ByHas(o, "family")) r.push_back(g.family);
  }
  r.push_back(std::to_string(rank));
  r.push_back(std::to_string(g.records));
  r.push_back(std::to_string(g.launches));
  r.push_back(std::to_string(g.models.size()));
  auto known = [&](double v) { return g.time_known ? Num(v) : std::string(); };
  r.push_back(known(Share(g.mean_model_share)));
  r.push_back(known(g.total_ns));
  r.push_back(known(Share(g.time_share)));
  r.push_back(g.coverage ? Num(Share(*g.coverage)) : "");
  r.push_back(g.time_known ? OptNum(g.dur_mean) : "");
  for (int i : {kSmPct, kMemPct, kDramPct, kL1HitPct, kL2HitPct, kOccupancyPct, kTensorPct})
    r.push_back(OptNum(g.metrics[i].weighted));
  for (size_t b = 0; b < kBounds.size(); ++b)
    r.push_back(g.bound_time ? Num(Share((*g.bound_time)[b])) : "");
  r.push_back(g.stall_top.empty() ? "" : g.stall_top[0].first);
  r.push_back(g.signals.empty() ? "" : g.signals[0].name);
  std::string ml;
  for (const auto& m : g.models) {
    if (!ml.empty()) ml += ';';
    ml += m.empty() ? "null" : m;
  }
  r.push_back(ml);
  return r;
}

// The value of a --by field for a group: its key, or (grouped by kernel_key) the group's tag.
std::string Field(const GroupOptions& o, const Group& g, std::string_view f) {
  for (size_t i = 0; i < o.by.size(); ++i)
    if (o.by[i] == f) return g.key[i];
  if (!ByHas(o, "kernel_key")) return {};
  if (f == "kernel_base") return g.kernel_base;
  if (f == "library") return g.library;
  if (f == "family") return g.family;
  return {};
}

// The columns of the tables for people (md, table, the HTML page's table): a name (also the
// header), whether it is a number, why it may be empty in every row, and its cell.
struct Ctx {
  const GroupOptions& o;
  const Group& g;
  size_t rank;
};
struct ColumnDef {
  std::string name;
  bool numeric;
  std::string why_empty;
  std::function<std::string(const Ctx&)> cell;
};

std::string Unknown(const Group& g, const std::function<std::string()>& f) {
  return g.time_known ? f() : std::string("unknown");
}

const std::vector<ColumnDef>& Columns() {
  static const std::vector<ColumnDef> cols = [] {
    const std::string no_ncu = "no ncu metrics for these kernels";
    std::vector<ColumnDef> c = {
        {"rank", true, "", [](const Ctx& x) { return std::to_string(x.rank); }},
        {"kernel", false, "not grouped by kernel_key or kernel_base",
         [](const Ctx& x) { return GroupLabel(x.o, x.g); }},
    };
    for (std::string f : {"kernel_key", "kernel_base", "library", "family"})
      c.push_back({f, false, "no knorm tag for these kernels",
                   [f](const Ctx& x) { return Field(x.o, x.g, f); }});
    c.push_back({"models", true, "", [](const Ctx& x) { return std::to_string(x.g.models.size()); }});
    c.push_back({"model_share", true, "", [](const Ctx& x) {
                   return Unknown(x.g, [&] { return Pct(x.g.mean_model_share); });
                 }});
    c.push_back({"time_share", true, "", [](const Ctx& x) {
                   return Unknown(x.g, [&] { return Pct(x.g.time_share); });
                 }});
    c.push_back({"total_ms", true, "", [](const Ctx& x) {
                   return Unknown(x.g, [&] { return Fmt("%.3f", x.g.total_ns / 1e6); });
                 }});
    c.push_back({"launches", true, "", [](const Ctx& x) { return std::to_string(x.g.launches); }});
    c.push_back({"records", true, "", [](const Ctx& x) { return std::to_string(x.g.records); }});
    c.push_back({"mean_us", true, "no time known", [](const Ctx& x) {
                   return x.g.time_known && x.g.dur_mean ? Fmt("%.1f", *x.g.dur_mean / 1e3)
                                                         : std::string();
                 }});
    c.push_back({"coverage", true, "no nsys time", [](const Ctx& x) { return Pct(x.g.coverage); }});
    for (int i : {kSmPct, kMemPct, kDramPct, kL1HitPct, kL2HitPct, kOccupancyPct, kTensorPct,
                  kPctOfRoof})
      c.push_back({std::string(MetricName(i)), true, no_ncu, [i](const Ctx& x) {
                     const auto& w = x.g.metrics[i].weighted;
                     return w ? Fmt("%.1f", *w) : std::string();
                   }});
    c.push_back({"bound", false, "no kclassify bound for these kernels",
                 [](const Ctx& x) { return TopBound(x.g); }});
    c.push_back({"stall", false, "no stall reasons for these kernels",
                 [](const Ctx& x) {
                   return x.g.stall_top.empty() ? std::string() : x.g.stall_top[0].first;
                 }});
    c.push_back({"signal", false, "no signals for these kernels",
                 [](const Ctx& x) {
                   return x.g.signals.empty() ? std::string() : x.g.signals[0].name;
                 }});
    c.push_back({"model_list", false, "", [](const Ctx& x) {
                   std::string ml;
                   for (const auto& m : x.g.models) {
                     if (!ml.empty()) ml += ';';
                     ml += m.empty() ? "(untagged)" : m;
                   }
                   return ml;
                 }});
    return c;
  }();
  return cols;
}

const ColumnDef* FindColumn(std::string_view name) {
  for (const ColumnDef& c : Columns())
    if (c.name == name) return &c;
  return nullptr;
}

std::string ByModel(const std::vector<std::pair<std::string, double>>& v) {
  std::string s;
  for (const auto& [m, share] : v) {
    if (!s.empty()) s += "; ";
    s += (m.empty() ? "(untagged)" : m) + " " +
         (std::isnan(share) ? std::string("unknown") : Fmt("%.1f %%", share * 100));
  }
  return s;
}

void WriteGroupLine(const GroupOptions& o, const Group& g, size_t rank, std::string* out) {
  JsonWriter w(out);
  bool attrs = ByHas(o, "kernel_key");
  w.BeginObject();
  WriteGroupHead(w, "agg", o.by, g.key);
  if (attrs) {
    for (auto [name, field] : {std::pair{"kernel_base", &Group::kernel_base},
                               {"library", &Group::library},
                               {"family", &Group::family}}) {
      if (ByHas(o, name)) continue;
      w.Key(name);
      w.StringOrNull(Attr(g, field));
    }
  }
  w.Key("rank");
  w.Uint(rank);
  WriteBody(g, w);
  w.EndObject();
  w.Newline();
}

const char* WeightName(const GroupOptions& o) {
  return o.weight == GroupOptions::Weight::kModels ? "models" : "time";
}

void WriteTotalLine(const GroupOptions& o, const Census& c, size_t groups, std::string* out) {
  JsonWriter w(out);
  const Group& total = c.total;
  if (total.records == 0) return;
  w.BeginObject();
  w.Key("type");
  w.String("agg_total");
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("groups");
  w.Uint(groups);
  w.Key("weight");
  w.String(WeightName(o));
  w.Key("largest_model");
  if (c.largest_model_share > 0) {
    w.BeginObject();
    w.Key("model");
    w.StringOrNull(c.largest_model);
    w.Key("time_share");
    w.Number(Share(c.largest_model_share));
    w.EndObject();
  } else {
    w.Null();
  }
  WriteBody(total, w);
  w.EndObject();
  w.Newline();
}

}  // namespace

bool ParseFormat(std::string_view s, Format* f) {
  if (s == "jsonl")
    *f = Format::kJsonl;
  else if (s == "csv")
    *f = Format::kCsv;
  else if (s == "md")
    *f = Format::kMd;
  else if (s == "table")
    *f = Format::kTable;
  else
    return false;
  return true;
}

std::string ColumnNames() {
  std::string r;
  for (const ColumnDef& c : Columns()) r += (r.empty() ? "" : ", ") + c.name;
  return r;
}

bool ParseColumns(std::string_view text, const std::vector<std::string>& by,
                  std::vector<std::string>* columns, std::string* error) {
  columns->clear();
  for (size_t p = 0; p <= text.size();) {
    size_t comma = std::min(text.find(',', p), text.size());
    std::string name(text.substr(p, comma - p));
    p = comma + 1;
    if (!FindColumn(name) && std::find(by.begin(), by.end(), name) == by.end()) {
      *error = "--columns: unknown column '" + name + "' (" + ColumnNames() + ", or a --by field)";
      return false;
    }
    if (std::find(columns->begin(), columns->end(), name) != columns->end()) {
      *error = "--columns: '" + name + "' given twice";
      return false;
    }
    columns->push_back(std::move(name));
  }
  return true;
}

std::vector<std::string> DefaultColumns(const GroupOptions& o) {
  std::vector<std::string> c{"rank"};
  bool kernel = ByHas(o, "kernel_key") || ByHas(o, "kernel_base");
  if (kernel) c.emplace_back("kernel");
  for (const std::string& f : o.by)
    if (f != "kernel_key" && f != "kernel_base") c.push_back(f);
  if (ByHas(o, "kernel_key") && o.by.size() == 1) c.emplace_back("family");
  for (const char* f : {"models", o.weight == GroupOptions::Weight::kModels ? "model_share"
                                                                               : "time_share",
                        "total_ms", "launches", "mean_us", "sm_pct", "dram_pct", "tensor_pct",
                        "bound"})
    c.emplace_back(f);
  for (const char* f : {"launches", "mean_us"})  // many --by fields: at most kMaxColumns
    if (c.size() > kMaxColumns) c.erase(std::find(c.begin(), c.end(), f));
  return c;
}

bool IsNumericColumn(std::string_view name) {
  const ColumnDef* c = FindColumn(name);
  return c && c->numeric;
}

std::string ColumnCell(const GroupOptions& o, const Group& g, size_t rank, std::string_view name) {
  const ColumnDef* c = FindColumn(name);
  return c ? c->cell({o, g, rank}) : Field(o, g, name);  // else a --by field of any name
}

GroupTable::GroupTable(const GroupOptions& o, Format f) : o_(o), f_(f) {
  if (f_ != Format::kMd && f_ != Format::kTable) return;
  columns_ = o.columns.empty() ? DefaultColumns(o) : o.columns;
  std::vector<bool> numeric;
  for (const std::string& c : columns_) numeric.push_back(IsNumericColumn(c));
  text_.emplace(f_ == Format::kMd, columns_, std::move(numeric));
}

void GroupTable::Row(const Group& g, size_t rank, std::string* out) {
  if (f_ == Format::kJsonl) {
    WriteGroupLine(o_, g, rank, out);
    return;
  }
  if (f_ == Format::kCsv) {
    AppendCsvLine(CsvRow(o_, g, rank), out);
    return;
  }
  // The cells, unit-separated, control bytes made blanks, to wait for Head.
  size_t at = out->size();
  for (size_t i = 0; i < columns_.size(); ++i) {
    if (i) *out += '\x1f';
    for (char c : ColumnCell(o_, g, rank, columns_[i]))
      *out += static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? ' ' : c;
  }
  std::vector<std::string_view> cells;
  Split(std::string_view(*out).substr(at), &cells);
  text_->Measure(cells);
  *out += '\n';
}

void GroupTable::Split(std::string_view row, std::vector<std::string_view>* cells) const {
  cells->clear();
  if (!row.empty() && row.back() == '\n') row.remove_suffix(1);
  for (size_t p = 0;;) {
    size_t u = row.find('\x1f', p);
    cells->push_back(row.substr(p, u == std::string_view::npos ? u : u - p));
    if (u == std::string_view::npos) break;
    p = u + 1;
  }
}

void GroupTable::Head(size_t rows, std::string* out) {
  if (f_ == Format::kCsv) AppendCsvLine(CsvHeader(o_), out);
  if (!text_ || rows == 0) return;
  // The default columns leave out those empty in every row; chosen ones stay.
  std::vector<bool> shown(columns_.size(), true);
  if (o_.columns.empty())
    for (size_t i = 0; i < columns_.size(); ++i) shown[i] = text_->used(i);
  text_->Show(shown);
  // Why, in one line: the columns left out grouped by reason.
  std::vector<std::pair<std::string, std::string>> why;  // reason, columns
  for (size_t i = 0; i < columns_.size(); ++i) {
    if (shown[i]) continue;
    const ColumnDef* c = FindColumn(columns_[i]);
    std::string reason = c ? c->why_empty : "no record has it";
    auto it = std::find_if(why.begin(), why.end(), [&](const auto& w) { return w.first == reason; });
    if (it == why.end()) {
      why.emplace_back(reason, columns_[i]);
    } else {
      it->second += ", " + columns_[i];
    }
  }
  dropped_.clear();
  for (const auto& [reason, cols] : why)
    dropped_ += (dropped_.empty() ? "" : "; ") + cols + " (" + reason + ")";
  text_->Head(out);
}

void GroupTable::Emit(std::string_view row, std::string* out) const {
  if (!text_) {
    out->append(row);
    return;
  }
  std::vector<std::string_view> cells;
  Split(row, &cells);
  text_->Line(cells, out);
}

void GroupTable::Tail(const Census& c, size_t rows, std::string* out) const {
  const Group& total = c.total;
  if (f_ == Format::kJsonl) {
    WriteTotalLine(o_, c, rows, out);
    return;
  }
  if (!text_ || rows == 0) return;
  if (!dropped_.empty()) *out += "\nNot shown, empty in every row: " + dropped_ + ".\n";
  *out += "\nTotal: " + Fmt("%.3f", total.total_ns / 1e6) + " ms of GPU time in " +
          std::to_string(total.launches) + " launches, " + std::to_string(total.models.size()) +
          " models, " + std::to_string(total.records) + " records; ncu coverage of nsys time: " +
          (total.coverage ? Pct(total.coverage) : std::string("n/a")) + ". Ranked by " +
          (o_.weight == GroupOptions::Weight::kModels
               ? "the mean share of each model's time (every model weighs the same)"
               : "pooled GPU time (--weight time)") +
          ".\n";
  if (c.largest_model_share > 0.5 && total.models.size() > 1)
    *out += "\nOne model holds more than half of the pooled GPU time: " +
            (c.largest_model.empty() ? std::string("(untagged)") : c.largest_model) + ", " +
            Pct(c.largest_model_share) + ".\n";
  // Each model's share of time of the best groups: a row per group, a column per model (the
  // models with the most time first, at most kMatrixModels).
  if (total.models.size() < 2 || c.best.empty()) return;
  std::vector<std::pair<std::string, double>> models = c.model_ns;
  std::stable_sort(models.begin(), models.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  const size_t cols = std::min(models.size(), kMatrixModels);
  Table t;
  t.header.push_back("rank");
  t.header.push_back(o_.by.size() == 1 && o_.by[0] != "kernel_key" ? o_.by[0]
                     : ByHas(o_, "kernel_key") || ByHas(o_, "kernel_base") ? "kernel"
                                                                          : "group");
  for (size_t i = 0; i < cols; ++i)
    t.header.push_back(models[i].first.empty() ? "(untagged)" : models[i].first);
  t.numeric.assign(t.header.size(), true);
  t.numeric[1] = false;
  for (size_t r = 0; r < c.best.size() && r < kMatrixGroups; ++r) {
    const Group& g = c.best[r];
    std::string label = GroupLabel(o_, g);
    std::vector<std::string> row{std::to_string(r + 1), label.empty() ? "null" : label};
    for (size_t i = 0; i < cols; ++i) {
      std::string cell;
      for (const auto& [m, share] : g.share_by_model)
        if (m == models[i].first && share > 0) cell = Fmt("%.1f %%", share * 100);  // not NaN
      row.push_back(cell);
    }
    t.rows.push_back(std::move(row));
  }
  *out += "\nShare of each model's GPU time";
  if (models.size() > cols)
    *out += " (the " + std::to_string(cols) + " models with the most time of " +
            std::to_string(models.size()) + ")";
  *out += ":\n\n";
  AppendText(t, f_ == Format::kMd, out);
}

void WriteGroupHead(JsonWriter& w, std::string_view type, const std::vector<std::string>& by,
                    const std::vector<std::string>& key) {
  w.Key("type");
  w.String(type);
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("by");
  w.BeginArray();
  for (const std::string& b : by) w.String(b);
  w.EndArray();
  w.Key("key");
  w.BeginObject();
  for (size_t i = 0; i < by.size(); ++i) {
    w.Key(by[i]);
    w.StringOrNull(key[i]);
  }
  w.EndObject();
}

void WriteGroupRecord(const GroupOptions& o, const Group& g, size_t rank, std::string* out) {
  WriteGroupLine(o, g, rank, out);
}

void WriteSignals(const std::vector<Signal>& signals, Format f, std::string* out) {
  if (f != Format::kJsonl) {
    Table t;
    t.header = {"signal",        "rule",  "time_share", "est_recoverable",
                "time_share_by_model", "top_kernels"};
    t.numeric = {false, false, true, true, false, false};
    for (const Signal& s : signals) {
      std::string top;
      for (const auto& c : s.top) {
        if (!top.empty()) top += "; ";
        top += c.kernel_key + " (" + (c.model.empty() ? "(untagged)" : c.model) + ") " +
               Fmt("%.1f %%", c.time_share * 100);
      }
      // What ncu estimates the signal costs, as a share of all time, and on how much of the
      // signal's time ncu gave an estimate; empty where it gave none (ranked by time share).
      std::string rec;
      if (s.estimated_ns > 0) {
        double share = s.time_share * s.recoverable_ns / s.ns;
        rec = (f == Format::kCsv ? Num(Share(share)) : Pct(share)) +
              Fmt(" (ncu, on %.0f %% of its time)", 100 * s.estimated_ns / s.ns);
      }
      t.rows.push_back({s.name, s.rule,
                        f == Format::kCsv ? Num(Share(s.time_share)) : Pct(s.time_share), rec,
                        ByModel(s.share_by_model), top});
    }
    if (f == Format::kCsv) {
      AppendCsv(t, out);
    } else {
      AppendText(t, f == Format::kMd, out);
    }
    return;
  }
  JsonWriter w(out);
  for (const Signal& s : signals) {
    w.BeginObject();
    w.Key("type");
    w.String("agg_signal");
    w.Key("schema_version");
    w.Int(kSchemaVersion);
    w.Key("signal");
    w.String(s.name);
    w.Key("rule");
    w.String(s.rule);
    w.Key("ns");
    w.Number(s.ns);
    w.Key("time_share");
    w.Number(Share(s.time_share));
    // Σ time × ncu's estimated speedup, over the records ncu estimated (estimated_ns of them);
    // null where ncu gave no estimate: then the signal ranks by time share.
    w.Key("recoverable_ns");
    w.NumberOrNull(s.estimated_ns > 0 ? std::optional<double>(s.recoverable_ns) : std::nullopt);
    w.Key("estimated_ns");
    w.Number(s.estimated_ns);
    ShareByModel(w, s.share_by_model);
    w.Key("top_kernels");
    w.BeginArray();
    for (const auto& c : s.top) {
      w.BeginObject();
      w.Key("model");
      w.StringOrNull(c.model);
      w.Key("kernel_key");
      w.String(c.kernel_key);
      w.Key("ns");
      w.Number(c.ns);
      w.Key("time_share");
      w.Number(Share(c.time_share));
      w.EndObject();
    }
    w.EndArray();
    w.EndObject();
    w.Newline();
  }
}

std::string KernelLabel(std::string_view key, std::string_view base) {
  std::string canonical;
  names::NameParts parts;
  if (!key.empty()) {
    bool failed = false;
    canonical = names::Canonicalise(names::Demangle(key, &failed));
    parts = names::SplitName(canonical);
  }
  std::string_view b = !base.empty() ? base : !parts.base.empty() ? parts.base : canonical;
  std::string label = Unqualified(b);
  if (!parts.template_args.empty()) label += "<" + Unqualified(parts.template_args) + ">";
  if (Cut(label, kLabelMax).size() == label.size()) return label;
  std::string words = FeatureWords(parts.base.empty() ? b : parts.base, parts.template_args);
  if (words.empty() || words.size() + 4 > kLabelMax) return Cut(label, kLabelMax);
  return Cut(label, kLabelMax - words.size() - 3) + " [" + words + "]";
}

std::string GroupLabel(const GroupOptions& o, const Group& g) {
  if (ByHas(o, "kernel_key")) return KernelLabel(Field(o, g, "kernel_key"), g.kernel_base);
  if (ByHas(o, "kernel_base")) return KernelLabel({}, Field(o, g, "kernel_base"));
  std::string r;
  for (const std::string& k : g.key) {
    if (k.empty()) continue;
    if (!r.empty()) r += " / ";
    r += k;
  }
  return r;
}

std::string GroupBase(const GroupOptions& o, const Group& g) {
  for (size_t i = 0; i < o.by.size(); ++i)
    if (o.by[i] == "kernel_base") return g.key[i];
  if (ByHas(o, "kernel_key")) return Attr(g, &Group::kernel_base);
  return {};
}

std::string EscapeRegex(std::string_view s) {
  std::string r;
  for (char c : s) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) r += '\\';
    r += c;
  }
  return r;
}

std::string NcuRegex(const GroupOptions& o, const std::vector<Group>& groups) {
  // Matches the names ncu prints with --kernel-name-base demangled: an optional return type
  // ("void "), then each top kernel's pattern (agg/ncu_regex.h): its instantiation where the
  // kernel_key allows, "void at::native::f<4, float>(int, ...)", else its base.
  std::vector<std::string> names;
  for (const Group& g : groups) {
    std::string base = GroupBase(o, g);
    if (base.empty()) continue;
    std::string key;
    for (size_t i = 0; i < o.by.size(); ++i)
      if (o.by[i] == "kernel_key") key = g.key[i];
    std::string p = NcuNamePattern(key, base);
    if (std::find(names.begin(), names.end(), p) == names.end()) names.push_back(std::move(p));
  }
  if (names.empty()) return {};
  std::string r = "^(void )?(";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) r += '|';
    r += names[i];
  }
  r += ')';
  return r;
}

}  // namespace kc::agg
