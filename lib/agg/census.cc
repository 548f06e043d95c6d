// The ncu x nsys join: ncu metrics of a (model, kernel_key) pair are averaged over the pair's
// profiled launches, and that mean enters a group's weighted mean with the pair's time as its
// weight (nsys time; ncu's own durations for a model without nsys records). Coverage is the
// share of nsys time whose pair has ncu metrics.
#include "agg/census.h"

#include "agg/render.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <memory>
#include <numeric>
#include <queue>

#include "io/error.h"
#include "io/input.h"
#include "io/json_writer.h"
#include "io/jsonl.h"

namespace kc::agg {
namespace {

constexpr size_t kTopStalls = 5;
constexpr size_t kTopSignals = 5;
constexpr size_t kTopContributors = 5;

// The cells of a partial state in a temporary file, from its start.
class StateReader {
 public:
  StateReader(TempFile& f, const std::vector<std::string>& facets)
      : in_("<agg state>", f.fd()), reader_(in_), facets_(facets) {
    f.Rewind();  // before the first read
  }
  // The next cell; false at the end.
  bool Next(Cell* c) {
    simdjson::dom::object obj;
    std::string_view raw;
    for (;;) {
      JsonlReader::Status st = reader_.Next(&obj, &raw);
      if (st == JsonlReader::kEnd) return false;
      bool header = false;
      std::string e = st == JsonlReader::kError
                          ? reader_.error()
                          : ReadPartialRecord(obj, facets_, c, &header);
      if (!e.empty())
        throw SystemError("kagg's own state, line " + std::to_string(reader_.line()) + ": " + e);
      if (!header) return true;
    }
  }

 private:
  Input in_;
  JsonlReader reader_;
  const std::vector<std::string>& facets_;
};

// A cell's time: its nsys time counted (`n`), or, for a model without nsys records (`n` null),
// the sum of its ncu durations.
double Time(const Cell& c, const NsysTime* n) { return n ? n->ns.Value() : c.ncu_ns.Value(); }

// A group's figures from its cells, added one at a time in (model, kernel_key) order.
class GroupBuilder {
 public:
  explicit GroupBuilder(std::vector<std::string> key) { g_.key = std::move(key); }

  // `n`: the cell's nsys time counted (its model has nsys records: Time()), else null (the
  // cell's time is its ncu durations).
  void Add(const Cell& c, const NsysTime* n) {
    const bool nsys = n != nullptr;
    Group& g = g_;
    if (!model_ || c.model != model_->first) model_ = &*by_model_.try_emplace(c.model, 0.0).first;
    double t = Time(c, n);
    uint64_t launches = nsys ? n->launches : c.ncu_launches;
    KeepSmallest(&g.kernel_base, c.kernel_base);
    KeepSmallest(&g.library, c.library);
    KeepSmallest(&g.family, c.family);
    if (nsys || c.ncu().metrics[kDurationNs].n) g.time_known = true;
    g.records += c.records();
    g.ncu_records += c.ncu_records;
    g.nsys_records += nsys ? n->records : 0;
    g.launches += launches;
    g.total_ns += t;
    const double nsys_ns = nsys ? n->ns.Value() : 0;
    g.nsys_ns += nsys_ns;
    g.ncu_ns += c.ncu_ns.Value();
    if (c.ncu_records) g.covered_nsys_ns += nsys_ns;
    model_->second += t;
    const NcuStats& ncu = c.ncu();
    double lo = nsys ? n->min_ns : ncu.metrics[kDurationNs].min;
    double hi = nsys ? n->max_ns : ncu.metrics[kDurationNs].max;
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
      wsum_[i] += t * m.Mean();
      wden_[i] += t;
    }
    uint64_t cls = c.classified();
    for (size_t b = 0; b < kBounds.size(); ++b) {
      g.bound_count[b] += ncu.bounds[b];
      if (cls) btime_[b] += t * static_cast<double>(ncu.bounds[b]) / static_cast<double>(cls);
    }
    if (cls) bden_ += t;
    if (!ncu.stalls.empty()) {
      stall_den_ += t;
      for (const auto& [r, st] : ncu.stalls)
        stall_w_[r] += t * st.share.Value() / static_cast<double>(st.n);
    }
    if (c.ncu_records) {
      classified_time_ += t;
      for (const auto& [s, n] : ncu.signals) {
        auto& e = sig_[s];
        e.first += n;
        e.second += t * static_cast<double>(n) / static_cast<double>(c.ncu_records);
      }
    }
  }

  // The group, with its shares of each model's time (`model_ns`; `models`: how many have
  // time) and of `total_ns`.
  Group Finish(const std::map<std::string, double>& model_ns, size_t models, double total_ns) {
    Group& g = g_;
    double shares = 0;
    for (const auto& [m, t] : by_model_) {
      g.models.push_back(m);
      double all = model_ns.at(m);
      if (all > 0) {
        g.share_by_model.emplace_back(m, t / all);
        shares += t / all;
      } else {
        g.share_by_model.emplace_back(m, std::nan(""));  // the model's time is unknown
      }
    }
    g.mean_model_share = models ? shares / static_cast<double>(models) : 0;
    g.time_share = total_ns > 0 ? g.total_ns / total_ns : 0;
    if (g.nsys_ns > 0) g.coverage = g.covered_nsys_ns / g.nsys_ns;
    if (g.launches && g.time_known) g.dur_mean = g.total_ns / static_cast<double>(g.launches);
    for (int i = 0; i < kMetricCount; ++i) {
      Figure& f = g.metrics[i];
      if (!f.n) continue;
      f.mean /= static_cast<double>(f.n);
      if (wden_[i] > 0) f.weighted = wsum_[i] / wden_[i];
    }
    if (bden_ > 0) {
      g.bound_time.emplace();
      for (size_t b = 0; b < kBounds.size(); ++b) (*g.bound_time)[b] = btime_[b] / bden_;
    }
    if (stall_den_ > 0) {
      for (const auto& [r, w] : stall_w_) g.stall_top.emplace_back(r, w / stall_den_);
      std::stable_sort(g.stall_top.begin(), g.stall_top.end(),
                       [](const auto& a, const auto& b) { return a.second > b.second; });
      if (g.stall_top.size() > kTopStalls) g.stall_top.resize(kTopStalls);
    }
    for (const auto& [s, e] : sig_)
      g.signals.push_back({s, e.first, classified_time_ > 0 ? e.second / classified_time_ : 0});
    std::stable_sort(g.signals.begin(), g.signals.end(),
                     [](const SignalCount& a, const SignalCount& b) { return a.count > b.count; });
    if (g.signals.size() > kTopSignals) g.signals.resize(kTopSignals);
    return std::move(g);
  }

 private:
  Group g_;
  std::map<std::string, double> by_model_;
  std::pair<const std::string, double>* model_ = nullptr;  // the last cell's entry
  std::array<double, kMetricCount> wsum_{}, wden_{};
  std::array<double, kBounds.size()> btime_{};
  double bden_ = 0, stall_den_ = 0, classified_time_ = 0;
  std::map<std::string, double> stall_w_;
  std::map<std::string, std::pair<uint64_t, double>> sig_;
};

// Keeps the first `n` of a stream of items in the order of a stable sort by `before`, in
// memory for about 2n of them.
template <class T, class Before>
class Best {
 public:
  Best(size_t n, Before before) : n_(n), before_(before) {}
  void Add(T v) {
    v_.push_back(std::move(v));
    if (v_.size() >= 2 * n_ + 64) Cut();
  }
  std::vector<T> Take() {
    Cut();
    return std::move(v_);
  }

 private:
  void Cut() {
    std::stable_sort(v_.begin(), v_.end(), before_);
    if (v_.size() > n_) v_.resize(n_);
  }
  size_t n_;
  Before before_;
  std::vector<T> v_;
};

// Cells in (group key, model, kernel_key) order, from cells added in (model, kernel_key) order:
// sorted in memory up to a budget of bytes, beyond it in sorted runs written to temporary files
// and merged. Within a group the cells keep the order they came in.
class GroupSort {
 public:
  GroupSort(const GroupOptions& o, size_t budget) : facets_(o.Facets()), budget_(budget) {
    size_t facet = 0;
    for (const std::string& f : o.by)
      fields_.push_back(f == "kernel_key"    ? Part{&Cell::kernel_key}
                        : f == "kernel_base" ? Part{&Cell::kernel_base}
                        : f == "family"      ? Part{&Cell::family}
                        : f == "library"     ? Part{&Cell::library}
                        : o.IsModel(f)       ? Part{&Cell::model}
                                             : Part{nullptr, facet++});
  }

  // A cell to keep (a copy is sorted; past the budget, sorted runs go to disk).
  void Add(Cell&& c) {
    bytes_ += Bytes(c);
    chunk_.push_back(std::move(c));
    cells_in_memory_.push_back(&chunk_.back());
    if (bytes_ >= budget_) Spill();
  }
  // A cell that stays where it is until the sort is done: sorted by pointer, never spilled.
  void AddInPlace(const Cell& c) { cells_in_memory_.push_back(&c); }

  std::vector<std::string> KeyOf(const Cell& c) const {
    std::vector<std::string> k;
    for (const Part& f : fields_)
      k.push_back(f.member ? c.*f.member : FacetText(FacetAt(c.facets, f.facet)));
    return k;
  }

  // Calls fn(cell, first of its group) for every cell in order; may be called again.
  void ForEach(const std::function<void(const Cell&, bool)>& fn) {
    if (runs_.empty()) {
      auto& v = cells_in_memory_;
      if (!sorted_) SortInMemory();
      sorted_ = true;
      for (size_t i = 0; i < v.size(); ++i) fn(*v[i], i == 0 || Compare(*v[i - 1], *v[i]) != 0);
      return;
    }
    if (!cells_in_memory_.empty()) Spill();
    Merge(runs_, fn);
  }

 private:
  // At most this many runs are read at once (each with a 1 MB buffer); more are merged into one
  // first.
  static constexpr size_t kMaxRuns = 64;

  // The k-way merge of sorted runs: fn(cell, first of its group) in order; a group's cells
  // come from the runs in their order.
  void Merge(const std::vector<std::unique_ptr<TempFile>>& files,
             const std::function<void(const Cell&, bool)>& fn) const {
    struct Run {
      std::unique_ptr<StateReader> in;
      Cell cell;
    };
    std::vector<Run> runs(files.size());
    auto later = [&](size_t a, size_t b) {  // the top is the first cell, then the first run
      int c = Compare(runs[a].cell, runs[b].cell);
      return c > 0 || (c == 0 && a > b);
    };
    std::priority_queue<size_t, std::vector<size_t>, decltype(later)> heap(later);
    for (size_t i = 0; i < files.size(); ++i) {
      runs[i].in = std::make_unique<StateReader>(*files[i], facets_);
      if (runs[i].in->Next(&runs[i].cell)) heap.push(i);
    }
    Cell last;
    bool started = false;
    while (!heap.empty()) {
      size_t i = heap.top();
      heap.pop();
      bool first = !started || Compare(last, runs[i].cell) != 0;
      fn(runs[i].cell, first);
      if (first) {
        last = CopyKey(runs[i].cell);
        started = true;
      }
      if (runs[i].in->Next(&runs[i].cell)) heap.push(i);
    }
  }

  int Compare(const Cell& a, const Cell& b) const {
    for (const Part& f : fields_)
      if (int c = f.member ? (a.*f.member).compare(b.*f.member)
                           : FacetAt(a.facets, f.facet).compare(FacetAt(b.facets, f.facet)))
        return c;
    return 0;
  }
  static Cell CopyKey(const Cell& c) {
    Cell k;
    k.model = c.model;
    k.kernel_key = c.kernel_key;
    k.facets = c.facets;
    k.kernel_base = c.kernel_base;
    k.family = c.family;
    k.library = c.library;
    return k;
  }
  static size_t Bytes(const Cell& c) {
    size_t n = sizeof(Cell) + c.model.capacity() + c.kernel_key.capacity() + c.facets.capacity() +
               c.kernel_base.capacity() + c.library.capacity() + c.family.capacity();
    if (c.ncu_stats)
      n += sizeof(NcuStats) + 96 * (c.ncu_stats->signals.size() + c.ncu_stats->stalls.size());
    return n;
  }
  void SortInMemory() {
    std::stable_sort(cells_in_memory_.begin(), cells_in_memory_.end(),
                     [&](const Cell* a, const Cell* b) { return Compare(*a, *b) < 0; });
  }

  // Writes the cells in memory, sorted, as a run; with kMaxRuns runs, merges them into one.
  void Spill() {
    SortInMemory();
    RunWriter run(facets_, cells_in_memory_.size());
    for (const Cell* c : cells_in_memory_) run.Add(*c);
    runs_.push_back(run.Done());
    cells_ += cells_in_memory_.size();
    cells_in_memory_.clear();
    cells_in_memory_.shrink_to_fit();
    std::deque<Cell>().swap(chunk_);
    bytes_ = 0;
    if (runs_.size() < kMaxRuns) return;
    RunWriter all(facets_, cells_);
    Merge(runs_, [&](const Cell& c, bool) { all.Add(c); });
    runs_.clear();
    runs_.push_back(all.Done());
  }

  // A run being written: the header, then the cells in order.
  class RunWriter {
   public:
    RunWriter(const std::vector<std::string>& facets, uint64_t cells)
        : file_(std::make_unique<TempFile>()) {
      JsonWriter w(&buf_);
      WritePartialHeader(w, facets, cells);
    }
    void Add(const Cell& c) {
      JsonWriter w(&buf_);
      WritePartialCell(w, c);
      if (buf_.size() < (1 << 20)) return;
      file_->Write(buf_);
      buf_.clear();
    }
    std::unique_ptr<TempFile> Done() {
      file_->Write(buf_);
      return std::move(file_);
    }

   private:
    std::unique_ptr<TempFile> file_;
    std::string buf_;
  };

  // A part of the group key: a member of the cell, or (member null) one of its facets.
  struct Part {
    std::string Cell::*member = nullptr;
    size_t facet = 0;
  };
  std::vector<Part> fields_;
  std::vector<std::string> facets_;
  size_t budget_;
  std::deque<Cell> chunk_;                    // the copies Add() keeps (addresses stay put)
  std::vector<const Cell*> cells_in_memory_;  // what is sorted in memory
  size_t bytes_ = 0;
  bool sorted_ = false;
  std::vector<std::unique_ptr<TempFile>> runs_;
  uint64_t cells_ = 0;  // in the runs
};

// The design signals of --report signals, from every cell: each signal kclassify wrote, with the
// time of the records that carry it and, where ncu estimated a speedup, the time it may recover;
// and launch_storm, the one pattern of launches (not of a kernel's profile) kagg finds itself.
class SignalReport {
 public:
  explicit SignalReport(const GroupOptions& o) : o_(o) {}

  void Add(const Cell& c, const NsysTime* n, double t) {
    auto per = [&](double k) {
      return c.ncu_records ? k / static_cast<double>(c.ncu_records) : 0.0;
    };
    for (const auto& [name, count] : c.ncu().signals) {
      Acc& a = acc_[name];
      double ns = t * per(static_cast<double>(count));
      a.Add(c, ns);
      auto sp = c.ncu().speedups.find(name);
      if (sp != c.ncu().speedups.end()) {
        a.estimated_ns += t * per(static_cast<double>(sp->second.n));
        a.recoverable_ns += t * per(sp->second.pct.Value() / 100);
      }
    }
    uint64_t launches = n ? n->launches : c.ncu_launches;
    if (launches >= o_.storm_launches && t / static_cast<double>(launches) < o_.tiny_ns)
      acc_[std::string(kStorm)].Add(c, t);
  }

  // Ordered by recoverable time where ncu estimated any for the signal, then by time.
  std::vector<Signal> Finish(const std::map<std::string, double>& model_ns, double total_ns) {
    std::vector<Signal> out;
    for (auto& [name, a] : acc_) {
      Signal s;
      s.name = name;
      s.rule = name == kStorm ? ">= " + std::to_string(o_.storm_launches) + " launches of mean < " +
                                    NumberText(o_.tiny_ns) + " ns"
                              : "kclassify signal (docs/signals.md)";
      s.ns = a.ns;
      s.recoverable_ns = a.recoverable_ns;
      s.estimated_ns = a.estimated_ns;
      s.time_share = total_ns > 0 ? s.ns / total_ns : 0;
      for (const auto& [m, ns] : model_ns) {
        auto it = a.by_model.find(m);
        s.share_by_model.emplace_back(m, ns <= 0                  ? std::nan("")
                                         : it == a.by_model.end() ? 0
                                                                  : it->second / ns);
      }
      s.top = a.top.Take();
      for (auto& c : s.top) c.time_share = total_ns > 0 ? c.ns / total_ns : 0;
      out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(), [](const Signal& a, const Signal& b) {
      if (a.recoverable_ns != b.recoverable_ns) return a.recoverable_ns > b.recoverable_ns;
      return a.ns > b.ns;
    });
    return out;
  }

 private:
  static constexpr std::string_view kStorm = "launch_storm";
  using ByNs = bool (*)(const Signal::Contributor&, const Signal::Contributor&);
  static bool MoreTime(const Signal::Contributor& a, const Signal::Contributor& b) {
    return a.ns > b.ns;
  }
  struct Acc {
    double ns = 0, recoverable_ns = 0, estimated_ns = 0;
    std::map<std::string, double> by_model;
    Best<Signal::Contributor, ByNs> top{kTopContributors, &MoreTime};
    void Add(const Cell& c, double t) {
      if (t <= 0) return;
      ns += t;
      by_model[c.model] += t;
      top.Add({c.model, c.kernel_key, t, 0});
    }
  };
  const GroupOptions& o_;
  std::map<std::string, Acc, std::less<>> acc_;
};

// The HTML page's figures, from every cell.
class HtmlCollector {
 public:
  // `t`: the cell's time; `nsys`: its nsys time counted, or null (Time()).
  void Add(const Cell& c, double t, const NsysTime* nsys) {
    ++fig_.pairs;
    if (fig_.model_list.empty() || fig_.model_list.back().model != c.model) {
      fig_.model_list.emplace_back().model = c.model;
      nsys_ = covered_ = 0;
    }
    ModelFigures& mf = fig_.model_list.back();
    mf.ns += t;
    mf.records += c.records();
    mf.ncu_records += c.ncu_records;
    KeepSmallest(&mf.gpu, c.ncu().gpu);
    if (nsys && nsys->records) {
      nsys_ += nsys->ns.Value();
      if (c.ncu_records) covered_ += nsys->ns.Value();
      mf.coverage = nsys_ > 0 ? std::optional<double>(covered_ / nsys_) : std::nullopt;
    }
    if (uint64_t n = c.classified()) {
      auto& m = fig_.bound_mix[c.model.empty() ? "(untagged)" : c.model];
      for (size_t b = 0; b < kBounds.size(); ++b)
        m[b] += t * static_cast<double>(c.ncu().bounds[b]) / static_cast<double>(n);
    }
    const auto& ms = c.ncu().metrics;
    const MetricStat& ai = ms[kAiDram];
    const MetricStat& fl = ms[kFlopsPerS];
    if (!ai.n || !fl.n || ai.Mean() <= 0 || fl.Mean() <= 0) return;
    RooflinePoint p;
    p.ai = ai.Mean();
    p.flops = fl.Mean();
    p.share = t;
    p.peak_flops = ms[kPeakFlopsPerS].n ? ms[kPeakFlopsPerS].max : 0;
    p.peak_dram = ms[kPeakDramBytesPerS].n ? ms[kPeakDramBytesPerS].max : 0;
    p.model = c.model;
    p.label = KernelLabel(c.kernel_key, c.kernel_base);
    p.key = c.kernel_key;
    p.family = c.family.empty() ? "other" : c.family;
    p.gpu = c.ncu().gpu;
    points_.Add({seq_++, t, std::move(p)});
  }

  HtmlFigures Finish(const std::map<std::string, double>& model_ns) {
    std::vector<Point> pts = points_.Take();
    std::sort(pts.begin(), pts.end(), [](const Point& a, const Point& b) { return a.seq < b.seq; });
    for (Point& p : pts) {
      double all = model_ns.at(p.point.model);
      p.point.share = all > 0 ? p.point.share / all : 0;  // the time, until here
      fig_.roofline.push_back(std::move(p.point));
    }
    for (ModelFigures& m : fig_.model_list)
      if (m.model.empty()) m.model = "(untagged)";
    fig_.models = model_ns.size();
    return std::move(fig_);
  }

 private:
  struct Point {
    size_t seq;
    double t;
    RooflinePoint point;
  };
  using ByTime = bool (*)(const Point&, const Point&);
  HtmlFigures fig_;
  double nsys_ = 0, covered_ = 0;  // of the current model
  size_t seq_ = 0;
  Best<Point, ByTime> points_{kRooflinePoints, [](const Point& a, const Point& b) { return a.t > b.t; }};
};

}  // namespace

void AggregatorCells::ForEach(const std::function<void(Cell&)>& fn) {
  if (sorted_.empty()) sorted_ = a_.MutableSortedCells();  // once: sorting is not cheap
  for (Cell* c : sorted_) fn(*c);
}

void StateFileCells::ForEach(const std::function<void(Cell&)>& fn) {
  StateReader in(f_, facets_);
  Cell c;
  while (in.Next(&c)) fn(c);
}

Census ComputeCensus(const GroupOptions& o, CellSource& src, const CensusRequest& req,
                     std::string* out, const std::function<void()>& flush) {
  Census r;
  // 1. Which models have nsys records.
  // Per model: its nsys launch records and summary rows. A model with both holds the same
  // launches twice: its launch records count, its summary rows are left out (with a warning).
  struct ModelNsys {
    uint64_t launches = 0, summaries = 0;  // records
  };
  std::map<std::string, ModelNsys> model_nsys;
  ModelNsys* mn = nullptr;  // the entry of the last cell's model
  src.ForEach([&, last = std::string()](Cell& c) mutable {
    if (!mn || c.model != last) {
      last = c.model;
      mn = &model_nsys[c.model];
    }
    mn->launches += c.nsys_launch.records;
    mn->summaries += c.nsys_summary.records;
  });
  for (const auto& [m, n] : model_nsys)
    if (n.launches && n.summaries) {
      ++r.models_with_both;
      r.summaries_left_out += n.summaries;
    }
  auto nsys_of = [&, last = std::string(), m = static_cast<const ModelNsys*>(nullptr)](
                     const Cell& x) mutable -> const NsysTime* {
    if (!m || x.model != last) {
      last = x.model;
      m = &model_nsys.at(x.model);
    }
    if (m->launches) return &x.nsys_launch;
    return m->summaries ? &x.nsys_summary : nullptr;
  };

  // 2. Times, the total, the signals, the page's figures; the cells into the sort.
  std::map<std::string, double> model_ns;
  double total_ns = 0;
  GroupBuilder total({});
  GroupSort sort(o, req.sort_budget);
  std::optional<SignalReport> signals;
  if (req.signals) signals.emplace(o);
  HtmlCollector html;
  double* model_time = nullptr;  // the entry of the last cell's model
  const std::string* last_model = nullptr;
  const std::vector<std::string> facets = o.Facets();
  std::vector<bool> facet_seen(facets.size());
  src.ForEach([&](Cell& c) {
    for (size_t i = 0; i < facets.size(); ++i)
      if (!facet_seen[i] && FacetAt(c.facets, i) != "null") facet_seen[i] = true;
    const NsysTime* nsys = nsys_of(c);
    double ns = Time(c, nsys);
    if (!last_model || *last_model != c.model) {
      model_time = &model_ns[c.model];
      last_model = &model_ns.find(c.model)->first;
    }
    *model_time += ns;
    if (c.model.empty()) r.untagged_records += c.records();
    r.unclassified_ncu += c.ncu_records - c.classified();
    total_ns += ns;
    total.Add(c, nsys);
    if (signals) signals->Add(c, nsys, ns);
    if (req.html) html.Add(c, ns, nsys);
    if (src.in_memory()) {
      sort.AddInPlace(c);
    } else {
      sort.Add(std::move(c));
    }
  });
  for (size_t i = 0; i < facets.size(); ++i)
    if (!facet_seen[i]) r.absent_facets.push_back(facets[i]);
  size_t models = 0;  // with time
  for (const auto& [m, ns] : model_ns) {
    if (ns <= 0) continue;
    ++models;
    if (ns > r.largest_model_share) {
      r.largest_model = m;
      r.largest_model_share = ns;
    }
  }
  r.largest_model_share = total_ns > 0 ? r.largest_model_share / total_ns : 0;
  r.model_ns.assign(model_ns.begin(), model_ns.end());
  r.total = total.Finish(model_ns, models, total_ns);
  if (signals) r.signals = signals->Finish(model_ns, total_ns);
  if (req.html) r.html = html.Finish(model_ns);

  // 3a. Each group's rank: by its mean share of each model's time (summed as GroupBuilder sums
  // it: per model in cell order, then over the models in order), or by its pooled time; ties
  // by the pooled time, then by key.
  const bool by_models = o.weight == GroupOptions::Weight::kModels;
  std::vector<double> times, shares;
  {
    double model_t = 0, share = 0;
    const std::string* model = nullptr;
    auto end_model = [&] {
      if (!model) return;
      double all = model_ns.at(*model);
      share += all > 0 ? model_t / all : 0;
      model_t = 0;
    };
    auto end_group = [&] {
      end_model();
      if (!times.empty()) shares.push_back(models ? share / static_cast<double>(models) : 0);
      share = 0;
      model = nullptr;
    };
    sort.ForEach([&](const Cell& x, bool first) {
      if (first) {
        end_group();
        times.push_back(0);
      }
      if (!model || *model != x.model) {
        end_model();
        model = &model_ns.find(x.model)->first;
      }
      double t = Time(x, nsys_of(x));
      times.back() += t;
      model_t += t;
    });
    end_group();
  }
  const size_t n = times.size();
  r.groups = n;
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
    if (by_models && shares[a] != shares[b]) return shares[a] > shares[b];
    return times[a] > times[b];
  });
  std::vector<double>().swap(times);
  std::vector<double>().swap(shares);
  std::vector<uint32_t> rank(n);  // from 1
  for (size_t i = 0; i < n; ++i) rank[order[i]] = static_cast<uint32_t>(i + 1);

  // 3b. The groups wanted, built one at a time: all rows (to a temporary file, in key order,
  // copied out in rank order), or the best `keep` as objects.
  const size_t rows = req.rows ? (o.top ? std::min(o.top, n) : n) : 0;
  const bool all_rows = req.rows && !o.top;
  const size_t keep = std::min(
      n, std::max({req.keep, all_rows ? 0 : rows,
                   req.rows && (req.format == Format::kMd || req.format == Format::kTable)
                       ? kMatrixGroups
                       : 0}));
  r.best.resize(keep);
  std::unique_ptr<TempFile> row_file;
  std::vector<uint64_t> offsets;
  std::string buf;
  if (all_rows) {
    row_file = std::make_unique<TempFile>();
    offsets.reserve(n + 1);
  }
  GroupTable table(o, req.format);
  std::optional<GroupBuilder> g;
  size_t cur = 0;  // the current group, from 1
  auto finish = [&] {
    if (!g) return;
    size_t at = rank[cur - 1];
    Group done = g->Finish(model_ns, models, total_ns);
    g.reset();
    if (all_rows) {
      offsets.push_back(row_file->size() + buf.size());
      table.Row(done, at, &buf);
      if (buf.size() >= (1 << 20)) {
        row_file->Write(buf);
        buf.clear();
      }
    }
    if (at <= keep) r.best[at - 1] = std::move(done);
  };
  sort.ForEach([&](const Cell& x, bool first) {
    if (first) {
      finish();
      ++cur;
      if (all_rows || rank[cur - 1] <= keep) g.emplace(sort.KeyOf(x));
    }
    if (g) g->Add(x, nsys_of(x));  // else a group not wanted: not built
  });
  finish();
  if (row_file) {
    offsets.push_back(row_file->size() + buf.size());
    row_file->Write(buf);
    buf.clear();
  }
  if (req.rows) {
    // The best rows are made here (all rows were made above, into the file): every row is
    // made before the head, which md and table size to them.
    std::vector<std::string> best_rows(all_rows ? 0 : rows);
    for (size_t i = 0; i < best_rows.size(); ++i) table.Row(r.best[i], i + 1, &best_rows[i]);
    table.Head(rows, out);
    std::string row;
    for (size_t i = 0; i < rows; ++i) {
      if (all_rows) {
        uint32_t s = order[i];
        row_file->ReadAt(offsets[s], static_cast<size_t>(offsets[s + 1] - offsets[s]), &row);
        table.Emit(row, out);
      } else {
        table.Emit(best_rows[i], out);
      }
      if (flush) flush();
    }
    table.Tail(r, rows, out);
  }
  if (r.best.size() > req.keep) r.best.resize(req.keep);
  return r;
}

}  // namespace kc::agg
