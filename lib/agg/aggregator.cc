// Groups are computed from cells in one fixed order (model, then kernel_key),
// with the exact sums of the cells, so the output depends only on the set of
// cells: one run over all inputs and a --merge of partial states over any split
// of them write the same bytes.
//
// The ncu x nsys join: ncu metrics of a (model, kernel_key) pair are averaged
// over the pair's profiled launches, and that mean enters a group's weighted
// mean with the pair's time as its weight (nsys time; ncu's own durations for a
// model without nsys records). Coverage is the share of nsys time whose pair
// has ncu metrics.
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

constexpr size_t kTopStalls = 5;
constexpr size_t kTopSignals = 5;
constexpr size_t kTopContributors = 5;

// Hash of a cell's identity. The model's hash is multiplied by an odd constant
// so that the two parts do not cancel out.
uint64_t CellHash(std::string_view model, std::string_view key) {
  std::hash<std::string_view> h;
  return h(key) ^ (h(model) * 0x9e3779b97f4a7c15);
}

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

size_t Aggregator::CellIdHash::operator()(const CellId& c) const {
  return CellHash(c.model, c.key);
}

Cell& Aggregator::CellFor(std::string_view model, std::string_view key) {
  auto it = index_.find({model, key});
  if (it != index_.end()) return *it->second;
  Cell& c = cells_.emplace_back();
  c.model.assign(model);
  c.kernel_key.assign(key);
  index_.emplace(CellId{c.model, c.kernel_key}, &c);
  return c;
}

std::string Aggregator::Add(simdjson::dom::object obj, bool* skipped) {
  // Read the whole record before touching any cell, so that a rejected record
  // leaves no trace.
  Contribution r;
  bool skip = false;
  std::string_view model = ModelOf(obj, opt_.model_field, &model_buf_);
  std::string err = ReadRecord(obj, opt_.thresholds, &r, &skip);
  if (skipped) *skipped = skip;
  if (!err.empty()) return err;
  CellFor(model, r.kernel_key).Add(r);
  return {};
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
  simdjson::dom::object nsys, ncu;
  if (obj["nsys"].get_object().get(nsys) || obj["ncu"].get_object().get(ncu))
    return "agg_cell without nsys and ncu state";
  if (!ReadU64(nsys, "records", &c.nsys_records) || !ReadU64(nsys, "launches", &c.nsys_launches) ||
      nsys["ns"].get(e) || !ReadFixed(e, &c.nsys_ns) || nsys["min_ns"].get(e) ||
      !ReadBound(e, c.nsys_min_ns, &c.nsys_min_ns) || nsys["max_ns"].get(e) ||
      !ReadBound(e, c.nsys_max_ns, &c.nsys_max_ns))
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
    if (a.at(0).get_uint64().get(m.n) || !ReadFixed(a.at(1).value_unsafe(), &m.sum) ||
        !ReadBound(a.at(2).value_unsafe(), m.min, &m.min) ||
        !ReadBound(a.at(3).value_unsafe(), m.max, &m.max))
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
  if (cells_.empty()) {  // the deque's move keeps the cells where the index points
    cells_ = std::move(o.cells_);
    index_ = std::move(o.index_);
    return;
  }
  for (const Cell& c : o.cells_) CellFor(c.model, c.kernel_key).Merge(c);
}

std::vector<const Cell*> Aggregator::SortedCells() const {
  std::vector<const Cell*> v;
  v.reserve(cells_.size());
  for (const Cell& c : cells_) v.push_back(&c);
  std::sort(v.begin(), v.end(), [](const Cell* a, const Cell* b) {
    int m = a->model.compare(b->model);
    return m != 0 ? m < 0 : a->kernel_key < b->kernel_key;
  });
  return v;
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
                      {"family", &c->family}}) {
    w.Key(k);
    if (v->empty()) {
      w.Null();
    } else {
      w.String(*v);
    }
  }
  w.Key("nsys");
  w.BeginObject();
  w.Key("records");
  w.Uint(c->nsys_records);
  w.Key("launches");
  w.Uint(c->nsys_launches);
  w.Key("ns");
  w.String(c->nsys_ns.Text());
  w.Key("min_ns");
  WriteDoubleOrInf(w, c->nsys_min_ns);
  w.Key("max_ns");
  WriteDoubleOrInf(w, c->nsys_max_ns);
  w.EndObject();
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

std::vector<const Cell*> Aggregator::Prepare() const {
  has_nsys_.clear();
  model_ns_.clear();
  total_ns_ = 0;
  std::vector<const Cell*> cells = SortedCells();
  // A model's cells are adjacent once sorted: each model is looked up once, not once per cell.
  for (size_t b = 0, e; b < cells.size(); b = e) {
    const std::string& model = cells[b]->model;
    bool nsys = false;
    for (e = b; e < cells.size() && cells[e]->model == model; ++e)
      nsys |= cells[e]->nsys_records > 0;
    has_nsys_[model] = nsys;
    double& ns = model_ns_[model];
    for (size_t i = b; i < e; ++i) {
      double t = nsys ? cells[i]->nsys_ns.Value() : cells[i]->ncu_ns.Value();  // Time()
      ns += t;
      total_ns_ += t;
    }
  }
  return cells;
}

double Aggregator::Time(const Cell& c) const {
  auto it = has_nsys_.find(c.model);
  bool nsys = it != has_nsys_.end() && it->second;
  return nsys ? c.nsys_ns.Value() : c.ncu_ns.Value();
}

uint64_t Aggregator::Launches(const Cell& c) const {
  auto it = has_nsys_.find(c.model);
  bool nsys = it != has_nsys_.end() && it->second;
  return nsys ? c.nsys_launches : c.ncu_launches;
}

Group Aggregator::Build(std::vector<std::string> key, std::vector<const Cell*> cells) const {
  Group g;
  g.key = std::move(key);
  g.cells = std::move(cells);
  std::map<std::string, double> by_model;
  std::array<double, kMetricCount> wsum{}, wden{};
  std::array<double, kBounds.size()> btime{};
  double bden = 0, stall_den = 0, classified_time = 0;
  std::map<std::string, double> stall_w;
  std::map<std::string, std::pair<uint64_t, double>> sig;
  // The cells come sorted by model (Prepare): the model's entries are looked up when it changes.
  const std::string* model = nullptr;
  bool nsys = false;
  double* model_t = nullptr;
  for (const Cell* c : g.cells) {
    if (!model || c->model != *model) {
      model = &c->model;
      nsys = has_nsys_.at(c->model);
      model_t = &by_model[c->model];
    }
    double t = nsys ? c->nsys_ns.Value() : c->ncu_ns.Value();       // Time(*c)
    uint64_t launches = nsys ? c->nsys_launches : c->ncu_launches;  // Launches(*c)
    g.records += c->records();
    g.ncu_records += c->ncu_records;
    g.nsys_records += c->nsys_records;
    g.launches += launches;
    g.total_ns += t;
    g.nsys_ns += c->nsys_ns.Value();
    g.ncu_ns += c->ncu_ns.Value();
    if (c->ncu_records) g.covered_nsys_ns += c->nsys_ns.Value();
    *model_t += t;
    const NcuStats& ncu = c->ncu();
    double lo = nsys ? c->nsys_min_ns : ncu.metrics[kDurationNs].min;
    double hi = nsys ? c->nsys_max_ns : ncu.metrics[kDurationNs].max;
    if (std::isfinite(lo) && (!g.dur_min || lo < *g.dur_min)) g.dur_min = lo;
    if (std::isfinite(hi) && (!g.dur_max || hi > *g.dur_max)) g.dur_max = hi;
    for (int i = 0; i < kMetricCount; ++i) {
      const MetricStat& m = ncu.metrics[i];
      if (!m.n) continue;
      Figure& f = g.metrics[i];
      if (!f.n || m.min < f.min) f.min = m.min;
      if (!f.n || m.max > f.max) f.max = m.max;
      f.n += m.n;
      f.mean += m.sum.Value();  // the sum for now
      wsum[i] += t * m.Mean();
      wden[i] += t;
    }
    uint64_t cls = c->classified();
    for (size_t b = 0; b < kBounds.size(); ++b) {
      g.bound_count[b] += ncu.bounds[b];
      if (cls) btime[b] += t * static_cast<double>(ncu.bounds[b]) / static_cast<double>(cls);
    }
    if (cls) bden += t;
    if (!ncu.stalls.empty()) {
      stall_den += t;
      for (const auto& [r, st] : ncu.stalls)
        stall_w[r] += t * st.share.Value() / static_cast<double>(st.n);
    }
    if (c->ncu_records) {
      classified_time += t;
      for (const auto& [s, n] : ncu.signals) {
        auto& e = sig[s];
        e.first += n;
        e.second += t * static_cast<double>(n) / static_cast<double>(c->ncu_records);
      }
    }
  }
  for (const auto& [m, t] : by_model) {
    g.models.push_back(m);
    double all = model_ns_.at(m);
    g.share_by_model.emplace_back(m, all > 0 ? t / all : 0);
  }
  g.time_share = total_ns_ > 0 ? g.total_ns / total_ns_ : 0;
  if (g.nsys_ns > 0) g.coverage = g.covered_nsys_ns / g.nsys_ns;
  if (g.launches) g.dur_mean = g.total_ns / static_cast<double>(g.launches);
  for (int i = 0; i < kMetricCount; ++i) {
    Figure& f = g.metrics[i];
    if (!f.n) continue;
    f.mean /= static_cast<double>(f.n);
    if (wden[i] > 0) f.weighted = wsum[i] / wden[i];
  }
  if (bden > 0) {
    g.bound_time.emplace();
    for (size_t b = 0; b < kBounds.size(); ++b) (*g.bound_time)[b] = btime[b] / bden;
  }
  if (stall_den > 0) {
    for (const auto& [r, w] : stall_w) g.stall_top.emplace_back(r, w / stall_den);
    std::stable_sort(g.stall_top.begin(), g.stall_top.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    if (g.stall_top.size() > kTopStalls) g.stall_top.resize(kTopStalls);
  }
  for (const auto& [s, e] : sig)
    g.signals.push_back({s, e.first, classified_time > 0 ? e.second / classified_time : 0});
  std::stable_sort(g.signals.begin(), g.signals.end(),
                   [](const SignalCount& a, const SignalCount& b) { return a.count > b.count; });
  if (g.signals.size() > kTopSignals) g.signals.resize(kTopSignals);
  return g;
}

// The cells of each group of options().by, keyed by the group's values.
using CellsByKey = std::map<std::vector<std::string>, std::vector<const Cell*>>;

CellsByKey Aggregator::ByKey(const std::vector<const Cell*>& cells) const {
  std::vector<std::string Cell::*> fields;
  for (const std::string& f : opt_.by)
    fields.push_back(f == "kernel_key"    ? &Cell::kernel_key
                     : f == "kernel_base" ? &Cell::kernel_base
                     : f == "family"      ? &Cell::family
                                          : &Cell::library);
  CellsByKey by_key;
  // One key, refilled for each cell: a cell of a group seen before allocates nothing.
  std::vector<std::string> key(fields.size());
  for (const Cell* c : cells) {
    for (size_t i = 0; i < fields.size(); ++i) key[i] = c->*fields[i];
    auto it = by_key.find(key);
    if (it == by_key.end()) it = by_key.emplace(key, std::vector<const Cell*>{}).first;
    it->second.push_back(c);
  }
  return by_key;
}

std::vector<Group> Aggregator::Groups(Group* total) const {
  std::vector<const Cell*> cells = Prepare();
  CellsByKey by_key = ByKey(cells);
  std::vector<Group> groups;
  groups.reserve(by_key.size());
  for (auto& [k, v] : by_key) groups.push_back(Build(k, std::move(v)));
  std::stable_sort(groups.begin(), groups.end(),
                   [](const Group& a, const Group& b) { return a.total_ns > b.total_ns; });
  if (total) *total = Build({}, std::move(cells));
  return groups;
}

void Aggregator::ForEachGroup(const std::function<bool(const Group&)>& fn, Group* total) const {
  std::vector<const Cell*> cells = Prepare();
  CellsByKey by_key = ByKey(cells);
  // Each group's time summed as Build sums it (the same cells in the same order): the same
  // order as Groups().
  std::vector<std::pair<double, CellsByKey::iterator>> order;
  order.reserve(by_key.size());
  for (auto it = by_key.begin(); it != by_key.end(); ++it) {
    double ns = 0;
    for (const Cell* c : it->second) ns += Time(*c);
    order.emplace_back(ns, it);
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  if (total) *total = Build({}, cells);
  for (auto& [ns, it] : order)
    if (!fn(Build(it->first, it->second))) break;
}

std::vector<Signal> Aggregator::Signals() const {
  std::vector<const Cell*> cells = Prepare();
  auto l2 = [&](const Cell& c) {
    return c.ncu_records ? static_cast<double>(c.ncu().conds[kCondMemLowL2]) / c.ncu_records : 0.0;
  };
  auto tensor = [&](const Cell& c) {
    return c.ncu_records ? static_cast<double>(c.ncu().conds[kCondGemmLowTensor]) / c.ncu_records
                         : 0.0;
  };
  auto regs = [&](const Cell& c) {
    auto it = c.ncu().signals.find("occupancy_limited_registers");
    return it == c.ncu().signals.end() || !c.ncu_records
               ? 0.0
               : static_cast<double>(it->second) / c.ncu_records;
  };
  auto storm = [&](const Cell& c) {
    uint64_t n = Launches(c);
    return n >= opt_.storm_launches && Time(c) / static_cast<double>(n) < opt_.tiny_ns ? 1.0 : 0.0;
  };
  auto num = [](double v) {
    std::string s;
    AppendNumber(&s, v);
    return s;
  };
  struct Def {
    std::string name, rule;
    std::function<double(const Cell&)> frac;
  };
  const Thresholds& t = opt_.thresholds;
  std::vector<Def> defs{
      {"memory_bound_low_l2", "bound memory and L2 hit < " + num(t.l2_hit_pct) + " %", l2},
      {"gemm_low_tensor",
       "family gemm, bound compute and tensor pipe < " + num(t.tensor_pct) + " %", tensor},
      {"occupancy_limited_registers", "kclassify signal occupancy_limited_registers", regs},
      {"launch_storm",
       ">= " + std::to_string(opt_.storm_launches) + " launches of mean < " + num(opt_.tiny_ns) +
           " ns",
       storm}};
  std::vector<Signal> out;
  for (const Def& d : defs) {
    Signal s;
    s.name = d.name;
    s.rule = d.rule;
    std::map<std::string, double> by_model;
    for (const Cell* c : cells) {
      double f = d.frac(*c);
      if (f <= 0) continue;
      double ns = Time(*c) * f;
      s.ns += ns;
      by_model[c->model] += ns;
      s.top.push_back({c->model, c->kernel_key, ns, total_ns_ > 0 ? ns / total_ns_ : 0});
    }
    s.time_share = total_ns_ > 0 ? s.ns / total_ns_ : 0;
    std::map<std::string, double> all(model_ns_.begin(), model_ns_.end());
    for (const auto& [m, ns] : all) {
      auto it = by_model.find(m);
      s.share_by_model.emplace_back(m, it == by_model.end() || ns <= 0 ? 0 : it->second / ns);
    }
    std::stable_sort(s.top.begin(), s.top.end(),
                     [](const auto& a, const auto& b) { return a.ns > b.ns; });
    if (s.top.size() > kTopContributors) s.top.resize(kTopContributors);
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace kc::agg
