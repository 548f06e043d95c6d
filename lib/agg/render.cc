#include "agg/render.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "agg/ncu_regex.h"
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

std::string TopBound(const Group& g) {
  if (!g.bound_time) return {};
  std::string s;
  std::vector<std::pair<double, size_t>> v;
  for (size_t b = 0; b < kBounds.size(); ++b)
    if ((*g.bound_time)[b] > 0) v.emplace_back((*g.bound_time)[b], b);
  std::stable_sort(v.begin(), v.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  for (const auto& [share, b] : v) {
    if (!s.empty()) s += ' ';
    s += std::string(kBounds[b]) + " " + Fmt("%.0f%%", share * 100);
  }
  return s;
}

// The columns of the group table; `numeric`: which are right-aligned in Markdown.
std::vector<std::string> TableHeader(const GroupOptions& o, bool human, std::vector<bool>* numeric) {
  std::vector<std::string> h;
  for (const auto& f : o.by) h.push_back(f);
  if (ByHas(o, "kernel_key"))
    for (const char* f : {"kernel_base", "library", "family"})
      if (!ByHas(o, f)) h.push_back(f);
  size_t text_cols = h.size();
  std::vector<std::string> fixed{
      "rank",     "records",  "launches",      "models", human ? "model share" : "mean_model_share",
      human ? "total_ms" : "total_ns", "time_share", "coverage", "mean_launch_ns"};
  h.insert(h.end(), fixed.begin(), fixed.end());
  for (int i : {kSmPct, kMemPct, kDramPct, kL1HitPct, kL2HitPct, kOccupancyPct, kTensorPct})
    h.emplace_back(MetricName(i));
  if (human) {
    h.push_back("bound (by time)");
  } else {
    for (auto b : kBounds) h.push_back("bound_" + std::string(b));
  }
  h.push_back("top_stall");
  h.push_back("top_signal");
  h.push_back("model_list");
  numeric->assign(h.size(), false);
  for (size_t i = text_cols; i < text_cols + fixed.size() + 7; ++i) (*numeric)[i] = true;
  return h;
}

std::vector<std::string> TableRow(const GroupOptions& o, const Group& g, size_t rank, bool human) {
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
  if (!g.time_known) {
    r.push_back(human ? "unknown" : "");
  } else {
    r.push_back(human ? Pct(g.mean_model_share) : Num(Share(g.mean_model_share)));
  }
  if (!g.time_known) {
    r.push_back(human ? "unknown" : "");
    r.push_back(human ? "unknown" : "");
    r.push_back(human ? Pct(g.coverage) : g.coverage ? Num(Share(*g.coverage)) : "");
    r.push_back("");
  } else if (human) {
    r.push_back(Fmt("%.3f", g.total_ns / 1e6));
    r.push_back(Pct(g.time_share));
    r.push_back(Pct(g.coverage));
    r.push_back(g.dur_mean ? Fmt("%.0f", *g.dur_mean) : "");
  } else {
    r.push_back(Num(g.total_ns));
    r.push_back(Num(Share(g.time_share)));
    r.push_back(g.coverage ? Num(Share(*g.coverage)) : "");
    r.push_back(OptNum(g.dur_mean));
  }
  for (int i : {kSmPct, kMemPct, kDramPct, kL1HitPct, kL2HitPct, kOccupancyPct, kTensorPct}) {
    const auto& w = g.metrics[i].weighted;
    r.push_back(human ? (w ? Fmt("%.1f", *w) : "") : OptNum(w));
  }
  if (human) {
    r.push_back(TopBound(g));
  } else {
    for (size_t b = 0; b < kBounds.size(); ++b)
      r.push_back(g.bound_time ? Num(Share((*g.bound_time)[b])) : "");
  }
  r.push_back(g.stall_top.empty() ? "" : g.stall_top[0].first);
  r.push_back(g.signals.empty() ? "" : g.signals[0].name);
  std::string ml;
  for (const auto& m : g.models) {
    if (!ml.empty()) ml += ';';
    ml += m.empty() ? (human ? "(untagged)" : "null") : m;
  }
  r.push_back(ml);
  return r;
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
  w.Key("type");
  w.String("agg");
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("by");
  w.BeginArray();
  for (const auto& b : o.by) w.String(b);
  w.EndArray();
  w.Key("key");
  w.BeginObject();
  for (size_t i = 0; i < o.by.size(); ++i) {
    w.Key(o.by[i]);
    w.StringOrNull(g.key[i]);
  }
  w.EndObject();
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
  else
    return false;
  return true;
}

void WriteGroupsHead(const GroupOptions& o, Format f, size_t rows, std::string* out) {
  if (f == Format::kJsonl || (f == Format::kMd && rows == 0)) return;
  std::vector<bool> numeric;
  std::vector<std::string> h = TableHeader(o, f == Format::kMd, &numeric);
  if (f == Format::kCsv) {
    AppendCsvLine(h, out);
  } else {
    AppendMarkdownHead(h, numeric, out);
  }
}

void WriteGroupRow(const GroupOptions& o, const Group& g, size_t rank, Format f,
                   std::string* out) {
  if (f == Format::kJsonl) {
    WriteGroupLine(o, g, rank, out);
  } else if (f == Format::kCsv) {
    AppendCsvLine(TableRow(o, g, rank, false), out);
  } else {
    AppendMarkdownLine(TableRow(o, g, rank, true), out);
  }
}

void WriteGroupsTail(const GroupOptions& o, const Census& c, size_t rows, Format f,
                     std::string* out) {
  const Group& total = c.total;
  if (f == Format::kJsonl) {
    WriteTotalLine(o, c, rows, out);
    return;
  }
  if (f != Format::kMd || rows == 0) return;
  *out += "\nTotal: " + Fmt("%.3f", total.total_ns / 1e6) + " ms of GPU time in " +
          std::to_string(total.launches) + " launches, " + std::to_string(total.models.size()) +
          " models, " + std::to_string(total.records) + " records; ncu coverage of nsys time: " +
          (total.coverage ? Pct(total.coverage) : std::string("n/a")) + ". Ranked by " +
          (o.weight == GroupOptions::Weight::kModels
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
  t.header.push_back(o.by.size() == 1 ? o.by[0] : "group");
  for (size_t i = 0; i < cols; ++i)
    t.header.push_back(models[i].first.empty() ? "(untagged)" : models[i].first);
  t.numeric.assign(t.header.size(), true);
  t.numeric[1] = false;
  for (size_t r = 0; r < c.best.size() && r < kMatrixGroups; ++r) {
    const Group& g = c.best[r];
    std::vector<std::string> row{std::to_string(r + 1), GroupLabel(o, g)};
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
  AppendMarkdown(t, out);
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
        rec = (f == Format::kMd ? Pct(share) : Num(Share(share))) +
              Fmt(" (ncu, on %.0f %% of its time)", 100 * s.estimated_ns / s.ns);
      }
      t.rows.push_back({s.name, s.rule,
                        f == Format::kMd ? Pct(s.time_share) : Num(Share(s.time_share)), rec,
                        ByModel(s.share_by_model), top});
    }
    if (f == Format::kCsv) {
      AppendCsv(t, out);
    } else {
      AppendMarkdown(t, out);
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

std::string GroupLabel(const GroupOptions& o, const Group& g) {
  std::string label;
  for (size_t i = 0; i < g.key.size(); ++i) {
    std::string part = o.by[i] == "kernel_key" ? GroupBase(o, g) : g.key[i];
    if (part.empty()) part = g.key[i];
    if (part.empty()) continue;
    if (!label.empty()) label += " / ";
    label += part;
  }
  return label.empty() ? "null" : label;
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
