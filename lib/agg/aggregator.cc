// The cells hold exact sums and are written sorted (model, then kernel_key), so the results
// computed from them (agg/census.cc) depend only on the set of cells: one run over all inputs
// and a --merge of partial states over any split of them write the same bytes.
#include "agg/aggregator.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <functional>
#include <map>
#include <utility>

#include "io/json_writer.h"
#include "io/number.h"
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
    // A field path: names of letters, digits, '_' or '-', joined by dots.
    bool ok = !f.empty() && f.front() != '.' && f.back() != '.' &&
              f.find("..") == std::string_view::npos;
    for (char ch : f)
      ok &= std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-' || ch == '.';
    if (!ok) {
      *error = "--by: '" + std::string(f) +
               "' is not a field path (kernel_key, kernel_base, family, library, model, or a "
               "dotted path such as run.dtype, device, stream, grid, block, nvtx, nvtx.0, shape)";
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

std::vector<std::string> GroupOptions::Facets() const {
  std::vector<std::string> v;
  for (const std::string& f : by)
    if (!IsModel(f) && std::find(kByFields.begin(), kByFields.end(), f) == kByFields.end())
      v.push_back(f);
  return v;
}

void AppendFacet(simdjson::dom::object record, std::string_view path, std::string* out) {
  auto whole = [](simdjson::dom::element e, double* n) {
    return e.is_number() && !e.get_double().get(*n) && *n >= 0 && *n < 1e15;
  };
  auto product = [&](std::string_view key, double* n) {  // x·y·z of a grid or block
    simdjson::dom::array a;
    if (record[key].get_array().get(a) || a.size() == 0) return false;
    *n = 1;
    for (auto e : a) {
      double v;
      if (!whole(e, &v)) return false;
      *n *= v;
    }
    return true;
  };
  if (path == "shape") {
    double blocks, threads;
    if (!product("grid", &blocks) || !product("block", &threads)) {
      *out += "null";
      return;
    }
    double b = 1;
    while (b < blocks) b *= 2;
    *out += "\"blocks<=" + NumberText(b) + " threads=" + NumberText(threads) + "\"";
    return;
  }
  simdjson::dom::element e;
  if (path == "nvtx" || path.starts_with("nvtx.")) {
    simdjson::dom::array a;
    size_t depth = 0;
    bool innermost = path == "nvtx";
    if (!innermost) {
      std::string_view n = path.substr(5);
      auto [p, ec] = std::from_chars(n.data(), n.data() + n.size(), depth);
      if (ec != std::errc() || p != n.data() + n.size()) innermost = false, depth = SIZE_MAX;
    }
    if (record["nvtx"].get_array().get(a) || a.size() == 0 ||
        (!innermost && depth >= a.size()) ||
        a.at(innermost ? a.size() - 1 : depth).get(e)) {
      *out += "null";
      return;
    }
  } else {
    simdjson::dom::object o = record;
    for (;;) {
      size_t dot = path.find('.');
      if (o[path.substr(0, dot)].get(e)) {
        *out += "null";
        return;
      }
      if (dot == std::string_view::npos) break;
      if (e.get_object().get(o)) {
        *out += "null";
        return;
      }
      path.remove_prefix(dot + 1);
    }
  }
  *out += simdjson::minify(e);
}

std::string FacetText(std::string_view json) {
  if (json == "null") return {};
  simdjson::dom::parser p;
  std::string_view s;
  if (!json.empty() && json.front() == '"' && !p.parse(json).get_string().get(s))
    return std::string(s);
  return std::string(json);
}

std::string_view FacetAt(std::string_view facets, size_t i) {
  for (; i > 0; --i) {
    size_t sep = facets.find('\x1f');
    if (sep == std::string_view::npos) return {};
    facets.remove_prefix(sep + 1);
  }
  return facets.substr(0, facets.find('\x1f'));
}

Aggregator::KeyIndex& Aggregator::ModelIndex(std::string_view model) {
  if (!last_model_ || last_model_->first != model)
    last_model_ = &*index_.try_emplace(std::string(model)).first;
  return last_model_->second;
}

Cell& Aggregator::Insert(KeyIndex& cells, Cell&& c) {
  Cell& in = cells_.emplace_back(std::move(c));
  cells.emplace(std::pair<std::string_view, std::string_view>{in.kernel_key, in.facets}, &in);
  return in;
}

Cell& Aggregator::CellFor(std::string_view model, std::string_view key, std::string_view facets) {
  KeyIndex& cells = ModelIndex(model);
  auto it = cells.find({key, facets});
  if (it != cells.end()) return *it->second;
  Cell c;
  c.model.assign(model);
  c.kernel_key.assign(key);
  c.facets.assign(facets);
  return Insert(cells, std::move(c));
}

std::string Aggregator::Add(simdjson::dom::object obj, const Location& at, bool* skipped) {
  // Read the whole record before touching any cell, so that a rejected record
  // leaves no trace.
  Contribution r;
  bool skip = false;
  std::string_view model = ModelOf(obj, opt_.model_field, &model_buf_);
  std::string err = ReadRecord(obj, &r, &skip);
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
  facet_buf_.clear();
  for (size_t i = 0; i < facets_.size(); ++i) {
    if (i) facet_buf_ += '\x1f';
    AppendFacet(obj, facets_[i], &facet_buf_);
  }
  CellFor(model, r.kernel_key, facet_buf_).Add(r);
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
  if (std::string e = ReadPartialRecord(obj, facets_, &c, &header); !e.empty() || header)
    return e;
  CellFor(c.model, c.kernel_key, c.facets).Merge(c);
  return {};
}

std::string ReadPartialRecord(simdjson::dom::object obj, const std::vector<std::string>& facets,
                              Cell* cell, bool* header) {
  std::string_view type;
  if (obj["type"].get_string().get(type)) return "record without a type";
  *header = type == "agg_partial";
  if (*header) {
    // States written before kclassify alone decided the signals carry kagg's thresholds.
    if (obj["thresholds"].error() != simdjson::NO_SUCH_FIELD)
      return "partial state of an older kagg (with its own signal thresholds): rebuild it with "
             "this kagg's --partial";
    std::vector<std::string> have;
    simdjson::dom::array a;
    if (!obj["facets"].get_array().get(a))
      for (auto e : a) {
        std::string_view s;
        if (e.get_string().get(s)) return "agg_partial: facets are not strings";
        have.emplace_back(s);
      }
    if (have != facets) {
      auto list = [](const std::vector<std::string>& v) {
        std::string s;
        for (const std::string& f : v) s += (s.empty() ? "" : ",") + f;
        return s.empty() ? std::string("none") : s;
      };
      return "partial state made with --by facets " + list(have) + ", not " + list(facets) +
             ": --by beyond kernel_key, kernel_base, family, library and model must be the same "
             "for --partial and --merge";
    }
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
  if (!obj["facets"].get_string().get(s)) c.facets.assign(s);
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
  simdjson::dom::object metrics, signals, speedups, stalls;
  simdjson::dom::array bounds;
  if (ncu["metrics"].get_object().get(metrics) || ncu["bounds"].get_array().get(bounds) ||
      ncu["signals"].get_object().get(signals) || ncu["speedups"].get_object().get(speedups) ||
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
  if (bounds.size() != ncu_stats.bounds.size()) return "agg_cell: bad bounds";
  size_t i = 0;
  bool any = false;  // a cell without ncu statistics keeps none
  for (auto b : bounds) {
    if (b.get_uint64().get(ncu_stats.bounds[i])) return "agg_cell: bad bounds";
    any |= ncu_stats.bounds[i++] != 0;
  }
  for (auto f : signals) {
    uint64_t n;
    if (f.value.get_uint64().get(n)) return "agg_cell: bad signal count";
    ncu_stats.signals.emplace(std::string(f.key), n);
    any = true;
  }
  for (auto f : speedups) {
    simdjson::dom::array a;
    SpeedupSum sp;
    if (f.value.get_array().get(a) || a.size() != 2 || a.at(0).get_uint64().get(sp.n) ||
        !ReadFixed(a.at(1).value_unsafe(), &sp.pct))
      return "agg_cell: bad speedup of '" + std::string(f.key) + "'";
    ncu_stats.speedups.emplace(std::string(f.key), sp);
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
  // A cell new here is moved in (its strings and ncu statistics change owner; o is left
  // empty-handed), one both hold is merged.
  for (Cell& c : o.cells_) {
    KeyIndex& cells = ModelIndex(c.model);
    auto it = cells.find({c.kernel_key, c.facets});
    if (it != cells.end()) {
      it->second->Merge(c);
    } else {
      Insert(cells, std::move(c));
    }
  }
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
              [](const Cell* a, const Cell* b) { return a->KeyBefore(*b); });
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
  WritePartialHeader(w, facets_, cells_.size());
  for (const Cell* c : SortedCells()) {
    WritePartialCell(w, *c);
    if (line_written) line_written();
  }
}

void WritePartialHeader(JsonWriter& w, const std::vector<std::string>& facets, uint64_t cells) {
  w.BeginObject();
  w.Key("type");
  w.String("agg_partial");
  w.Key("schema_version");
  w.Int(kSchemaVersion);
  if (!facets.empty()) {
    w.Key("facets");
    w.BeginArray();
    for (const std::string& f : facets) w.String(f);
    w.EndArray();
  }
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
  if (!c->facets.empty()) {
    w.Key("facets");
    w.String(c->facets);
  }
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
  w.Key("signals");
  w.BeginObject();
  for (const auto& [k, n] : ncu.signals) {
    w.Key(k);
    w.Uint(n);
  }
  w.EndObject();
  // Per name, [records, exact sum] (the sum as Fixed's text).
  auto counted_sums = [&w](std::string_view key, const auto& by_name, auto sum) {
    w.Key(key);
    w.BeginObject();
    for (const auto& [k, v] : by_name) {
      w.Key(k);
      w.BeginArray();
      w.Uint(v.n);
      w.String((v.*sum).Text());
      w.EndArray();
    }
    w.EndObject();
  };
  counted_sums("speedups", ncu.speedups, &SpeedupSum::pct);
  counted_sums("stalls", ncu.stalls, &StallSum::share);
  w.EndObject();
  w.EndObject();
  w.Newline();
}

}  // namespace kc::agg
