// The cells hold exact sums and are written sorted (model, then kernel_key), so the results
// computed from them (agg/census.cc) depend only on the set of cells: one run over all inputs
// and a --merge of partial states over any split of them write the same bytes.
#include "agg/aggregator.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <utility>

#include "io/json_writer.h"
#include "schema/schema.h"

namespace kc::agg {
namespace {


// The model at the dotted `path`: a string as it is in the record, null or
// missing as empty, other values as their JSON text, written to `*buf` (the
// result may point into the record or into `*buf`).
std::string_view ModelOf(simdjson::dom::object obj, std::string_view path, std::string* buf) {
  simdjson::dom::element e;
  simdjson::dom::object o = obj;
  while (true) {
    size_t dot = path.find('.');
    if (o[path.substr(0, dot)].get(e)) return {};
    if (dot == std::string_view::npos) break;
    if (e.get_object().get(o)) return {};
    path.remove_prefix(dot + 1);
  }
  std::string_view s;
  if (!e.get_string().get(s)) return s;
  if (e.is_null()) return {};
  *buf = simdjson::minify(e);
  return *buf;
}

void WriteModel(JsonWriter& w, const std::string& m) {
  if (m.empty()) {
    w.Null();
  } else {
    w.String(m);
  }
}

void WriteDoubleOrInf(JsonWriter& w, double v) {
  if (std::isfinite(v)) {
    w.Number(v);
  } else {
    w.Null();
  }
}

bool ReadU64(simdjson::dom::object o, std::string_view k, uint64_t* v) {
  return !o[k].get_uint64().get(*v);
}

bool ReadFixed(simdjson::dom::element e, Fixed* f) {
  std::string_view s;
  return !e.get_string().get(s) && f->Parse(s);
}

// A double of partial state, null standing for "none" (±infinity).
bool ReadBound(simdjson::dom::element e, double none, double* v) {
  if (e.is_null()) {
    *v = none;
    return true;
  }
  return e.is_number() && !e.get_double().get(*v);
}

}  // namespace

std::string RecordModel(simdjson::dom::object obj, std::string_view path) {
  std::string buf;
  return std::string(ModelOf(obj, path, &buf));
}

bool ParseBy(std::string_view text, std::vector<std::string>* by, std::string* error) {
  by->clear();
  while (true) {
    size_t comma = text.find(',');
    std::string_view f = text.substr(0, comma);
    if (std::find(kByFields.begin(), kByFields.end(), f) == kByFields.end()) {
      *error = "--by: unknown field '" + std::string(f) +
               "' (one or more of kernel_key, kernel_base, family, library)";
      return false;
    }
    if (std::find(by->begin(), by->end(), f) != by->end()) {
      *error = "--by: field '" + std::string(f) + "' given twice";
      return false;
    }
    by->emplace_back(f);
    if (comma == std::string_view::npos) return true;
    text.remove_prefix(comma + 1);
  }
}

Cell& Aggregator::CellFor(std::string_view model, std::string_view key) {
  if (!last_model_ || last_model_->first != model)
    last_model_ = &*index_.try_emplace(std::string(model)).first;
  KeyIndex& cells = last_model_->second;
  auto it = cells.find(key);
  if (it != cells.end()) return *it->second;
  Cell& c = cells_.emplace_back();
  c.model.assign(model);
  c.kernel_key.assign(key);
  cells.emplace(c.kernel_key, &c);
  return c;
}

std::string Aggregator::Add(simdjson::dom::object obj, const Location& at, bool* skipped) {
  // Read the whole record before touching any cell, so that a rejected record
  // leaves no trace.
  Contribution r;
  bool skip = false;
  std::string_view model = ModelOf(obj, opt_.model_field, &model_buf_);
  std::string err = ReadRecord(obj, opt_.thresholds, &r, &skip);
  if (skipped) *skipped = skip;
  if (!err.empty()) return err;
  if (!r.src_file.empty() && !opt_.allow_duplicates) {
    source_key_.assign(model);
    source_key_ += '\0';
    source_key_.append(r.src_file);
    source_key_ += '\0';
    source_key_.append(r.type);  // each kind of record numbers its lines apart
    auto [it, added] = sources_.try_emplace(source_key_);
    Source& s = it->second;
    if (!added && r.src_line == s.first_src_line)
      return "the first record of " + std::string(r.src_file) + " (line " +
             std::to_string(r.src_line) + ", model " +
             (model.empty() ? std::string("(untagged)") : std::string(model)) +
             ") again: it was read at " + s.input + ":" + std::to_string(s.input_line) +
             "; the same data would count twice (--allow-duplicates adds it)";
    if (added || r.src_line < s.first_src_line) {
      s.first_src_line = r.src_line;
      s.input.assign(at.file);
      s.input_line = at.line;
    }
  }
  CellFor(model, r.kernel_key).Add(r);
  return {};
}

bool Aggregator::SharesFirstRecord(const Aggregator& o) const {
  for (const auto& [key, s] : o.sources_) {
    auto it = sources_.find(key);
    if (it != sources_.end() && it->second.first_src_line == s.first_src_line) return true;
  }
  return false;
}

std::string Aggregator::AddPartial(simdjson::dom::object obj) {
  Cell c;
  bool header = false;
  if (std::string e = ReadPartialRecord(obj, &opt_.thresholds, &have_thresholds_, &c, &header);
      !e.empty() || header)
    return e;
  CellFor(c.model, c.kernel_key).Merge(c);
  return {};
}

std::string ReadPartialRecord(simdjson::dom::object obj, Thresholds* thresholds, bool* have,
                              Cell* cell, bool* header) {
  std::string_view type;
  if (obj["type"].get_string().get(type)) return "record without a type";
  *header = type == "agg_partial";
  if (*header) {
    Thresholds t;
    simdjson::dom::object th;
    if (obj["thresholds"].get_object().get(th) || th["l2_hit_pct"].get_double().get(t.l2_hit_pct) ||
        th["tensor_pct"].get_double().get(t.tensor_pct))
      return "agg_partial header without thresholds";
    if (*have && !(t == *thresholds))
      return "partial state made with other thresholds than the files before "
             "it";
    *thresholds = t;
    *have = true;
    return {};
  }
  if (type != "agg_cell")
    return "not a partial state: a " + std::string(type) +
           " record (--merge reads --partial output)";
  Cell& c = *cell;
  c = Cell{};
  simdjson::dom::element e;
  std::string_view s;
  if (obj["model"].get(e)) return "agg_cell without model";
  if (!e.is_null()) {
    if (e.get_string().get(s) || s.empty()) return "agg_cell: model is not a string";
    c.model.assign(s);
  }
  if (obj["kernel_key"].get_string().get(s) || s.empty()) return "agg_cell without kernel_key";
  c.kernel_key.assign(s);
  for (auto [field, dst] :
       {std::pair{"kernel_base", &c.kernel_base}, {"library", &c.library}, {"family", &c.family}})
    if (!obj[field].get_string().get(s)) dst->assign(s);
  // The GPU is kept with the ncu statistics (cells without ncu records have none).
  if (!obj["gpu"].get_string().get(s) && !s.empty()) c.MutableNcu().gpu.assign(s);
  simdjson::dom::object nsys, ncu;
  if (obj["nsys"].get_object().get(nsys) || obj["ncu"].get_object().get(ncu))
    return "agg_cell without nsys and ncu state";
  // "nsys": launch records; "nsys_summary": summary rows (absent in states written before
  // they were kept apart, whose "nsys" holds both).
  auto read_nsys = [&](simdjson::dom::object o, NsysTime* n) {
    return ReadU64(o, "records", &n->records) && ReadU64(o, "launches", &n->launches) &&
           !o["ns"].get(e) && ReadFixed(e, &n->ns) && !o["min_ns"].get(e) &&
           ReadBound(e, n->min_ns, &n->min_ns) && !o["max_ns"].get(e) &&
           ReadBound(e, n->max_ns, &n->max_ns);
  };
  simdjson::dom::object summary;
  if (!read_nsys(nsys, &c.nsys_launch) ||
      (!obj["nsys_summary"].get_object().get(summary) && !read_nsys(summary, &c.nsys_summary)))
    return "agg_cell: bad nsys state";
  if (!ReadU64(ncu, "records", &c.ncu_records) || !ReadU64(ncu, "launches", &c.ncu_launches) ||
      ncu["ns"].get(e) || !ReadFixed(e, &c.ncu_ns))
    return "agg_cell: bad ncu state";
  simdjson::dom::object metrics, signals, stalls;
  simdjson::dom::array bounds, conds;
  if (ncu["metrics"].get_object().get(metrics) || ncu["bounds"].get_array().get(bounds) ||
      ncu["conds"].get_array().get(conds) || ncu["signals"].get_object().get(signals) ||
      ncu["stalls"].get_object().get(stalls))
    return "agg_cell: bad ncu state";
  for (auto f : metrics) {
    int id = -1;
    for (int i = 0; i < kMetricCount; ++i)
      if (MetricName(i) == f.key) id = i;
    simdjson::dom::array a;
    if (id < 0 || f.value.get_array().get(a) || a.size() != 4)
      return "agg_cell: bad metric '" + std::string(f.key) + "'";
    MetricStat& m = c.MutableNcu().metrics[id];
    // A metric is written only when some record had it (n >= 1, min <= max).
    if (a.at(0).get_uint64().get(m.n) || m.n == 0 || !ReadFixed(a.at(1).value_unsafe(), &m.sum) ||
        !ReadBound(a.at(2).value_unsafe(), m.min, &m.min) ||
        !ReadBound(a.at(3).value_unsafe(), m.max, &m.max) || !(m.min <= m.max))
      return "agg_cell: bad metric '" + std::string(f.key) + "'";
  }
  NcuStats ncu_stats;
  if (bounds.size() != ncu_stats.bounds.size() || conds.size() != ncu_stats.conds.size())
    return "agg_cell: bad bounds or conds";
  size_t i = 0;
  bool any = false;  // a cell without ncu statistics keeps none
  for (auto b : bounds) {
    if (b.get_uint64().get(ncu_stats.bounds[i])) return "agg_cell: bad bounds";
    any |= ncu_stats.bounds[i++] != 0;
  }
  i = 0;
  for (auto b : conds) {
    if (b.get_uint64().get(ncu_stats.conds[i])) return "agg_cell: bad conds";
    any |= ncu_stats.conds[i++] != 0;
  }
  for (auto f : signals) {
    uint64_t n;
    if (f.value.get_uint64().get(n)) return "agg_cell: bad signal count";
    ncu_stats.signals.emplace(std::string(f.key), n);
    any = true;
  }
  for (auto f : stalls) {
    simdjson::dom::array a;
    StallSum st;
    if (f.value.get_array().get(a) || a.size() != 2 || a.at(0).get_uint64().get(st.n) ||
        !ReadFixed(a.at(1).value_unsafe(), &st.share))
      return "agg_cell: bad stall";
    ncu_stats.stalls.emplace(std::string(f.key), st);
    any = true;
  }
  if (any) c.MutableNcu().Merge(ncu_stats);
  return {};
}

void Aggregator::MergeFrom(Aggregator&& o) {
  for (auto& [key, s] : o.sources_) {  // o read later: its first records come after ours
    auto [it, added] = sources_.try_emplace(key, s);
    if (!added && s.first_src_line < it->second.first_src_line) it->second = std::move(s);
  }
  if (cells_.empty()) {  // the deque's move keeps the cells where the index points
    cells_ = std::move(o.cells_);
    index_ = std::move(o.index_);
    last_model_ = nullptr;
    return;
  }
  for (const Cell& c : o.cells_) CellFor(c.model, c.kernel_key).Merge(c);
}

std::vector<Cell*> Aggregator::Sorted() const {
  // Model by model (the index holds each model's cells), each model's cells by kernel_key.
  std::vector<std::pair<std::string_view, const KeyIndex*>> models;
  for (const auto& [m, cells] : index_) models.emplace_back(m, &cells);
  std::sort(models.begin(), models.end());
  std::vector<Cell*> v;
  v.reserve(cells_.size());
  for (const auto& [m, cells] : models) {
    size_t from = v.size();
    for (const auto& [key, c] : *cells) v.push_back(c);
    std::sort(v.begin() + static_cast<std::ptrdiff_t>(from), v.end(),
              [](const Cell* a, const Cell* b) { return a->kernel_key < b->kernel_key; });
  }
  return v;
}

std::vector<Cell*> Aggregator::MutableSortedCells() { return Sorted(); }

std::vector<const Cell*> Aggregator::SortedCells() const {
  std::vector<Cell*> v = Sorted();
  return {v.begin(), v.end()};
}

void Aggregator::WritePartial(std::string* out, const std::function<void()>& line_written) const {
  JsonWriter w(out);
  WritePartialHeader(w, opt_.thresholds, cells_.size());
  for (const Cell* c : SortedCells()) {
    WritePartialCell(w, *c);
    if (line_written) line_written();
  }
}

void WritePartialHeader(JsonWriter& w, const Thresholds& t, uint64_t cells) {
  w.BeginObject();
  w.Key("type");
  w.String("agg_partial");
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("thresholds");
  w.BeginObject();
  w.Key("l2_hit_pct");
  w.Number(t.l2_hit_pct);
  w.Key("tensor_pct");
  w.Number(t.tensor_pct);
  w.EndObject();
  w.Key("cells");
  w.Uint(cells);
  w.EndObject();
  w.Newline();
}

void WritePartialCell(JsonWriter& w, const Cell& cell) {
  const Cell* c = &cell;
  w.BeginObject();
  w.Key("type");
  w.String("agg_cell");
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  w.Key("model");
  WriteModel(w, c->model);
  w.Key("kernel_key");
  w.String(c->kernel_key);
  for (auto [k, v] : {std::pair{"kernel_base", &c->kernel_base},
                      {"library", &c->library},
                      {"family", &c->family},
                      {"gpu", &c->ncu().gpu}}) {
    w.Key(k);
    if (v->empty()) {
      w.Null();
    } else {
      w.String(*v);
    }
  }
  for (auto [key, n] : {std::pair{"nsys", &c->nsys_launch}, {"nsys_summary", &c->nsys_summary}}) {
    w.Key(key);
    w.BeginObject();
    w.Key("records");
    w.Uint(n->records);
    w.Key("launches");
    w.Uint(n->launches);
    w.Key("ns");
    w.String(n->ns.Text());
    w.Key("min_ns");
    WriteDoubleOrInf(w, n->min_ns);
    w.Key("max_ns");
    WriteDoubleOrInf(w, n->max_ns);
    w.EndObject();
  }
  w.Key("ncu");
  w.BeginObject();
  w.Key("records");
  w.Uint(c->ncu_records);
  w.Key("launches");
  w.Uint(c->ncu_launches);
  w.Key("ns");
  w.String(c->ncu_ns.Text());
  w.Key("metrics");
  w.BeginObject();
  const NcuStats& ncu = c->ncu();
  for (int i = 0; i < kMetricCount; ++i) {
    const MetricStat& m = ncu.metrics[i];
    if (!m.n) continue;
    w.Key(MetricName(i));
    w.BeginArray();
    w.Uint(m.n);
    w.String(m.sum.Text());
    w.Number(m.min);
    w.Number(m.max);
    w.EndArray();
  }
  w.EndObject();
  w.Key("bounds");
  w.BeginArray();
  for (uint64_t b : ncu.bounds) w.Uint(b);
  w.EndArray();
  w.Key("conds");
  w.BeginArray();
  for (uint64_t b : ncu.conds) w.Uint(b);
  w.EndArray();
  w.Key("signals");
  w.BeginObject();
  for (const auto& [k, n] : ncu.signals) {
    w.Key(k);
    w.Uint(n);
  }
  w.EndObject();
  w.Key("stalls");
  w.BeginObject();
  for (const auto& [k, st] : ncu.stalls) {
    w.Key(k);
    w.BeginArray();
    w.Uint(st.n);
    w.String(st.share.Text());
    w.EndArray();
  }
  w.EndObject();
  w.EndObject();
  w.EndObject();
  w.Newline();
}

}  // namespace kc::agg
