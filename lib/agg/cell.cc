// Filling a cell from one record, in two steps: ReadRecord reads what the
// record contributes, or rejects it, and Cell::Add adds that to the cell, so a
// rejected record changes nothing. The record's top-level members are found in
// one pass over it. kagg reads no ncu metric names: the key metrics, bound and
// signals of an ncu record are what kclassify wrote (`key_metrics`, `bound`,
// `signals`, `est_speedup_pct`), so one tool decides every verdict.
#include "agg/cell.h"

#include <charconv>
#include <cmath>
#include <unordered_map>

#include "io/json_writer.h"

namespace kc::agg {
namespace {

constexpr std::array<std::string_view, kMetricCount> kMetricNames{
    "sm_pct",     "mem_pct",     "dram_pct", "l1_hit_pct",  "l2_hit_pct", "occupancy_pct",
    "tensor_pct", "duration_ns", "ai_dram",  "flops_per_s", "pct_of_roof", "peak_flops_per_s",
    "peak_dram_bytes_per_s"};

// Finds a name's index in a fixed list (the first of a repeated name).
template <size_t N>
class NameTable {
 public:
  explicit NameTable(const std::array<std::string_view, N>& names) {
    for (size_t i = 0; i < N; ++i) index_.emplace(names[i], i);
  }
  /// The index of the first `name` in the list; N when it is none of them.
  size_t Find(std::string_view name) const {
    auto it = index_.find(name);
    return it == index_.end() ? N : it->second;
  }

 private:
  std::unordered_map<std::string_view, size_t> index_;
};

bool Number(simdjson::dom::object obj, std::string_view key, double* v) {
  simdjson::dom::element e;
  return !obj[key].get(e) && e.is_number() && !e.get_double().get(*v);
}

// The top-level members kagg reads. They are found in one pass over a record:
// simdjson's at_key scans the members from the first on every call, and reading
// a record member by member was a sixth of kagg's instructions.
namespace top {
enum Id : int {
  // Every record.
  kType,
  kKernelKey,
  kKernel,
  kKernelBase,
  kLibrary,
  kFamily,
  // nsys_kernel_summary.
  kTotalNs,
  kInstances,
  kMinNs,
  kMaxNs,
  // nsys_kernel_launch.
  kDurationNs,
  kStartNs,
  kEndNs,
  // ncu_kernel and ncu_kernel_summary.
  kMetrics,
  kKeyMetrics,
  kInvocations,
  kRoofline,
  kBound,
  kSignals,
  kSpeedups,
  kStallTop,
  // Where the record came from (converter records).
  kSrcFile,
  kSrcLine,
  kDeviceName,
  kCount
};
constexpr std::array<std::string_view, kCount> kNames{
    "type",        "kernel_key", "kernel", "kernel_base", "library",  "family", "total_ns",
    "instances",   "min_ns",     "max_ns", "duration_ns", "start_ns", "end_ns", "metrics",
    "key_metrics", "invocations", "roofline", "bound", "signals", "est_speedup_pct", "stall_top",
    "src_file", "src_line", "device_name"};

const NameTable<kCount> kTable(kNames);

// The members of one record named in kNames.
class Members {
 public:
  explicit Members(simdjson::dom::object obj) {
    for (auto field : obj) {
      size_t k = kTable.Find(field.key);
      // The first of repeated names wins, as with at_key.
      if (k != kCount && !value_[k]) value_[k] = field.value;
    }
  }
  bool Get(Id k, simdjson::dom::element* e) const {
    if (value_[k]) *e = *value_[k];
    return value_[k].has_value();
  }
  bool String(Id k, std::string_view* s) const {
    return value_[k] && !value_[k]->get_string().get(*s);
  }
  bool Number(Id k, double* v) const {
    return value_[k] && value_[k]->is_number() && !value_[k]->get_double().get(*v);
  }

 private:
  std::array<std::optional<simdjson::dom::element>, kCount> value_;
};
}  // namespace top

int BoundIndex(std::string_view b) {
  for (size_t i = 0; i < kBounds.size(); ++i)
    if (kBounds[i] == b) return static_cast<int>(i);
  return -1;
}

}  // namespace

void Fixed::Add(double v) {
  if (!std::isfinite(v)) return;
  double s = std::nearbyint(v * kScale);
  constexpr double kMax = 1e38;
  if (s > kMax) s = kMax;
  if (s < -kMax) s = -kMax;
  // Converting a double to __int128 is a library call; to int64_t, one instruction.
  constexpr double k2p63 = 9223372036854775808.0;
  Add(std::fabs(s) < k2p63 ? static_cast<__int128>(static_cast<int64_t>(s))
                           : static_cast<__int128>(s));
}

void Fixed::Add(__int128 raw) {
  // Saturates instead of wrapping (records keep values far below this; merged hostile partial
  // files may not).
  constexpr __int128 kMax = ~(static_cast<unsigned __int128>(1) << 127);
  if (__builtin_add_overflow(v_, raw, &v_)) v_ = raw > 0 ? kMax : -kMax;
}

std::string Fixed::Text() const {
  unsigned __int128 u = v_ < 0 ? -static_cast<unsigned __int128>(v_) : v_;
  char buf[48];
  char* p = buf + sizeof buf;
  do {
    *--p = static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u);
  if (v_ < 0) *--p = '-';
  return std::string(p, buf + sizeof buf);
}

bool Fixed::Parse(std::string_view s) {
  bool neg = !s.empty() && s[0] == '-';
  if (neg) s.remove_prefix(1);
  if (s.empty() || s.size() > 39) return false;
  unsigned __int128 u = 0;
  constexpr unsigned __int128 kMax = ~(static_cast<unsigned __int128>(1) << 127);
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    u = u * 10 + static_cast<unsigned>(c - '0');
  }
  if (u > kMax) return false;  // 39 digits may exceed the signed range
  v_ = neg ? -static_cast<__int128>(u) : static_cast<__int128>(u);
  return true;
}

void MetricStat::Add(double v) {
  ++n;
  sum.Add(v);
  if (v < min) min = v;
  if (v > max) max = v;
}

void MetricStat::Merge(const MetricStat& o) {
  n += o.n;
  sum.Add(o.sum);
  if (o.min < min) min = o.min;
  if (o.max > max) max = o.max;
}

std::string_view MetricName(int id) { return kMetricNames[id]; }

const NcuStats& Cell::ncu() const {
  static const NcuStats kNone;
  return ncu_stats ? *ncu_stats : kNone;
}

NcuStats& Cell::MutableNcu() {
  if (!ncu_stats) ncu_stats = std::make_unique<NcuStats>();
  return *ncu_stats;
}

uint64_t Cell::classified() const {
  uint64_t n = 0;
  for (uint64_t b : ncu().bounds) n += b;
  return n;
}

void NcuStats::Merge(const NcuStats& o) {
  for (int i = 0; i < kMetricCount; ++i) metrics[i].Merge(o.metrics[i]);
  for (size_t i = 0; i < bounds.size(); ++i) bounds[i] += o.bounds[i];
  KeepSmallest(&gpu, o.gpu);
  for (const auto& [k, v] : o.signals) signals[k] += v;
  for (const auto& [k, v] : o.speedups) {
    SpeedupSum& s = speedups[k];
    s.n += v.n;
    s.pct.Add(v.pct);
  }
  for (const auto& [k, v] : o.stalls) {
    StallSum& s = stalls[k];
    s.n += v.n;
    s.share.Add(v.share);
  }
}

void KeepSmallest(std::string* dst, std::string_view v) {
  if (!v.empty() && (dst->empty() || v < *dst)) dst->assign(v);
}

void NsysTime::Merge(const NsysTime& o) {
  records += o.records;
  launches += o.launches;
  ns.Add(o.ns);
  if (o.min_ns < min_ns) min_ns = o.min_ns;
  if (o.max_ns > max_ns) max_ns = o.max_ns;
}

void Cell::Merge(const Cell& o) {
  KeepSmallest(&kernel_base, o.kernel_base);
  KeepSmallest(&library, o.library);
  KeepSmallest(&family, o.family);
  nsys_launch.Merge(o.nsys_launch);
  nsys_summary.Merge(o.nsys_summary);
  ncu_records += o.ncu_records;
  ncu_launches += o.ncu_launches;
  ncu_ns.Add(o.ncu_ns);
  if (o.ncu_stats) MutableNcu().Merge(*o.ncu_stats);
}

bool IsAggregated(std::string_view type) {
  return type == "ncu_kernel" || type == "ncu_kernel_summary" || type == "nsys_kernel_summary" ||
         type == "nsys_kernel_launch";
}

// Times and counts must lie in [0, 1e18] (1e18 ns is 31 years) and metrics within ±1e18: beyond
// that a value is not a measurement, and the record is rejected rather than let it swamp every
// sum.
bool InRange(double v, bool signed_ok) {
  constexpr double kMax = 1e18;
  return v <= kMax && (signed_ok ? v >= -kMax : v >= 0);
}

// The empty string when `v` is in range, else the reason.
std::string Range(std::string_view field, double v, bool signed_ok) {
  if (InRange(v, signed_ok)) return {};
  std::string s = std::string(field) + " out of range: ";
  AppendNumber(&s, v);
  return s + (signed_ok ? " (|value| <= 1e18)" : " (0 to 1e18)");
}

std::span<const std::string_view> RecordFieldsRead() { return top::kNames; }

std::string ReadRecord(simdjson::dom::object obj, Contribution* r, bool* skipped) {
  *r = Contribution{};
  top::Members m(obj);
  std::string_view type;
  if (!m.String(top::kType, &type)) return "record without a type";
  r->type = type;
  if (!IsAggregated(type)) {
    *skipped = true;
    return std::string(type) +
           " records are not kernels: skipped (kagg reads "
           "ncu_kernel, ncu_kernel_summary, "
           "nsys_kernel_summary and nsys_kernel_launch)";
  }
  if (!m.String(top::kKernelKey, &r->kernel_key) || r->kernel_key.empty()) {
    std::string_view name;
    if (!m.String(top::kKernel, &name) || name.empty())
      return "record without a kernel name: nothing to group it by";
    return "record without kernel_key (run knorm first)";
  }
  m.String(top::kKernelBase, &r->kernel_base);
  m.String(top::kLibrary, &r->library);
  m.String(top::kFamily, &r->family);
  m.String(top::kDeviceName, &r->gpu);
  double src_line;
  if (m.String(top::kSrcFile, &r->src_file) && m.Number(top::kSrcLine, &src_line) &&
      src_line >= 1 && src_line < 1e15 && src_line == std::floor(src_line))
    r->src_line = static_cast<uint64_t>(src_line);
  else
    r->src_file = {};  // no place to tell a record read twice by

  if (type == "nsys_kernel_summary") {
    double total, instances;
    if (!m.Number(top::kTotalNs, &total)) return "nsys_kernel_summary without a numeric total_ns";
    if (!m.Number(top::kInstances, &instances))
      return "nsys_kernel_summary without a numeric instances";
    for (auto [name, v] : {std::pair{"total_ns", total}, {"instances", instances}})
      if (std::string e = Range(name, v, false); !e.empty()) return e;
    if (instances != std::floor(instances))
      return "instances is not a whole number: " + NumberText(instances);
    r->nsys = true;
    r->launches = static_cast<uint64_t>(instances);
    r->ns = total;
    double v;
    if (m.Number(top::kMinNs, &v)) {
      if (std::string e = Range("min_ns", v, false); !e.empty()) return e;
      r->min_ns = v;
    }
    if (m.Number(top::kMaxNs, &v)) {
      if (std::string e = Range("max_ns", v, false); !e.empty()) return e;
      r->max_ns = v;
    }
    return {};
  }
  if (type == "nsys_kernel_launch") {
    double d;
    if (!m.Number(top::kDurationNs, &d)) {
      double a, b;
      if (!m.Number(top::kStartNs, &a) || !m.Number(top::kEndNs, &b))
        return "nsys_kernel_launch without duration_ns";
      d = b - a;
    }
    if (std::string e = Range("duration_ns", d, false); !e.empty()) return e;
    r->nsys = r->launch = true;
    r->launches = 1;
    r->ns = r->min_ns = r->max_ns = d;
    return {};
  }

  // ncu_kernel (one profiled launch) or ncu_kernel_summary (one kernel,
  // `invocations` launches).
  simdjson::dom::element e;
  simdjson::dom::object metrics;
  if (!m.Get(top::kMetrics, &e) || e.get_object().get(metrics))
    return std::string(type) + " record without a metrics object";
  r->launches = 1;
  if (type == "ncu_kernel_summary") {
    double inv;
    if (m.Number(top::kInvocations, &inv) && inv >= 1) {
      if (std::string e = Range("invocations", inv, false); !e.empty()) return e;
      r->launches = static_cast<uint64_t>(inv);
    }
  }
  simdjson::dom::object key;
  if (m.Get(top::kKeyMetrics, &e)) {
    if (e.get_object().get(key)) return "key_metrics is not an object (kclassify writes one)";
    for (auto field : key) {
      int id = 0;
      while (id < kDurationNs + 1 && MetricName(id) != field.key) ++id;
      if (id > kDurationNs || field.value.is_null()) continue;  // unknown stays unknown
      double v;
      if (!field.value.is_number() || field.value.get_double().get(v))
        return "key_metrics." + std::string(field.key) + " is not a number or null";
      if (!InRange(v, true)) return Range("key_metrics." + std::string(field.key), v, true);
      r->value[id] = v;
      r->has[id] = true;
    }
  }
  simdjson::dom::object roof;
  if (m.Get(top::kRoofline, &e) && !e.get_object().get(roof)) {
    for (auto [key, id] :
         {std::pair{"ai_dram", kAiDram}, {"flops_per_s", kFlopsPerS}, {"pct_of_roof", kPctOfRoof},
          {"peak_flops_per_s", kPeakFlopsPerS}, {"peak_dram_bytes_per_s", kPeakDramBytesPerS}})
      if ((r->has[id] = Number(roof, key, &r->value[id])) && !InRange(r->value[id], true))
        return Range(std::string("roofline.") + key, r->value[id], true);
  }
  std::string_view bound;
  if (m.String(top::kBound, &bound)) {
    r->bound = BoundIndex(bound);
    if (r->bound < 0) return "unknown bound '" + std::string(bound) + "'";
  }
  simdjson::dom::object speedups;
  if (m.Get(top::kSpeedups, &e)) {
    if (e.get_object().get(speedups)) return "est_speedup_pct is not an object";
    for (auto f : speedups) {
      double pct;
      if (!f.value.is_number() || f.value.get_double().get(pct) || !(pct >= 0 && pct <= 100))
        return "est_speedup_pct." + std::string(f.key) + " is not a percentage (0 to 100)";
    }
    r->speedups = speedups;
  }
  simdjson::dom::array arr;
  if (m.Get(top::kSignals, &e) && !e.get_array().get(arr)) r->signals = arr;
  if (m.Get(top::kStallTop, &e) && !e.get_array().get(arr)) r->stalls = arr;
  return {};
}

void Cell::Add(const Contribution& r) {
  KeepSmallest(&kernel_base, r.kernel_base);
  KeepSmallest(&library, r.library);
  KeepSmallest(&family, r.family);
  if (r.nsys) {
    NsysTime& n = r.launch ? nsys_launch : nsys_summary;
    ++n.records;
    n.launches += r.launches;
    n.ns.Add(r.ns);
    if (r.min_ns < n.min_ns) n.min_ns = r.min_ns;
    if (r.max_ns > n.max_ns) n.max_ns = r.max_ns;
    return;
  }
  ++ncu_records;
  ncu_launches += r.launches;
  NcuStats& n = MutableNcu();
  KeepSmallest(&n.gpu, r.gpu);
  auto& metrics = n.metrics;
  auto& bounds = n.bounds;
  auto& signals = n.signals;
  auto& stalls = n.stalls;
  for (int i = 0; i < kMetricCount; ++i)
    if (r.has[i]) metrics[i].Add(r.value[i]);
  if (r.has[kDurationNs]) ncu_ns.Add(r.value[kDurationNs] * static_cast<double>(r.launches));
  if (r.bound >= 0) ++bounds[r.bound];
  std::string_view s;
  if (r.signals)
    for (auto e : *r.signals)
      if (!e.get_string().get(s)) {
        auto it = signals.find(s);
        if (it == signals.end()) it = signals.emplace(std::string(s), 0).first;
        ++it->second;
      }
  if (r.speedups)
    for (auto f : *r.speedups) {
      double pct = f.value.get_double().value_unsafe();  // checked by ReadRecord
      auto it = n.speedups.find(f.key);
      if (it == n.speedups.end()) it = n.speedups.emplace(std::string(f.key), SpeedupSum{}).first;
      ++it->second.n;
      it->second.pct.Add(pct);
    }
  if (r.stalls)
    for (auto e : *r.stalls) {
      double share;
      if (e["reason"].get_string().get(s) || !e.is_object()) continue;
      simdjson::dom::object so = e.get_object().value_unsafe();
      if (!Number(so, "share", &share)) continue;
      auto it = stalls.find(s);
      if (it == stalls.end()) it = stalls.emplace(std::string(s), StallSum{}).first;
      ++it->second.n;
      it->second.share.Add(share);
    }
}

}  // namespace kc::agg
