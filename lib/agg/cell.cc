// Filling a cell from one record. The key metrics are found in one pass over
// the record's `metrics` object: each member name is looked up in a hash table
// of every alias of every key metric, and the alias of lowest rank wins, so a
// record is read once whatever its size.
#include "agg/cell.h"

#include <charconv>
#include <cmath>
#include <unordered_map>

#include "classify/aliases.h"

namespace kc::agg {
namespace {

constexpr std::array<std::string_view, kMetricCount> kMetricNames{
    "sm_pct",     "mem_pct",     "dram_pct", "l1_hit_pct",  "l2_hit_pct", "occupancy_pct",
    "tensor_pct", "duration_ns", "ai_dram",  "flops_per_s", "pct_of_roof"};

// Aliases of each key metric, newest ncu name first: kclassify's table (lib/classify/aliases.h).
struct Alias {
  MetricId id;
  const classify::aliases::Names* names;
};
constexpr Alias kAliases[] = {
    {kSmPct, &classify::aliases::kSm},         {kMemPct, &classify::aliases::kMem},
    {kDramPct, &classify::aliases::kDram},     {kL1HitPct, &classify::aliases::kL1Hit},
    {kL2HitPct, &classify::aliases::kL2Hit},   {kOccupancyPct, &classify::aliases::kAchieved},
    {kTensorPct, &classify::aliases::kTensor}, {kDurationNs, &classify::aliases::kDuration},
};

struct AliasSlot {
  MetricId id;
  int rank;
};

const std::unordered_map<std::string_view, AliasSlot>& AliasTable() {
  static const auto* table = [] {
    auto* t = new std::unordered_map<std::string_view, AliasSlot>;
    for (const Alias& a : kAliases) {
      int rank = 0;
      for (std::string_view name : *a.names)
        if (!name.empty()) t->emplace(name, AliasSlot{a.id, rank++});
    }
    return t;
  }();
  return *table;
}

// A metric value: a number, or the `avg` of an ncu_kernel_summary {min, max,
// avg} object.
bool MetricValue(simdjson::dom::element e, double* v) {
  if (e.is_number()) return !e.get_double().get(*v);
  simdjson::dom::object o;
  if (e.get_object().get(o)) return false;
  simdjson::dom::element avg;
  return !o["avg"].get(avg) && avg.is_number() && !avg.get_double().get(*v);
}

bool Number(simdjson::dom::object obj, std::string_view key, double* v) {
  simdjson::dom::element e;
  return !obj[key].get(e) && e.is_number() && !e.get_double().get(*v);
}

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
  v_ += static_cast<__int128>(s);
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
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    u = u * 10 + static_cast<unsigned>(c - '0');
  }
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

uint64_t Cell::classified() const {
  uint64_t n = 0;
  for (uint64_t b : bounds) n += b;
  return n;
}

void KeepSmallest(std::string* dst, std::string_view v) {
  if (!v.empty() && (dst->empty() || v < *dst)) dst->assign(v);
}

void Cell::Merge(const Cell& o) {
  KeepSmallest(&kernel_base, o.kernel_base);
  KeepSmallest(&library, o.library);
  KeepSmallest(&family, o.family);
  nsys_records += o.nsys_records;
  nsys_launches += o.nsys_launches;
  nsys_ns.Add(o.nsys_ns);
  if (o.nsys_min_ns < nsys_min_ns) nsys_min_ns = o.nsys_min_ns;
  if (o.nsys_max_ns > nsys_max_ns) nsys_max_ns = o.nsys_max_ns;
  ncu_records += o.ncu_records;
  ncu_launches += o.ncu_launches;
  ncu_ns.Add(o.ncu_ns);
  for (int i = 0; i < kMetricCount; ++i) metrics[i].Merge(o.metrics[i]);
  for (size_t i = 0; i < bounds.size(); ++i) bounds[i] += o.bounds[i];
  for (int i = 0; i < kCondCount; ++i) conds[i] += o.conds[i];
  for (const auto& [k, v] : o.signals) signals[k] += v;
  for (const auto& [k, v] : o.stalls) {
    StallSum& s = stalls[k];
    s.n += v.n;
    s.share.Add(v.share);
  }
}

bool IsAggregated(std::string_view type) {
  return type == "ncu_kernel" || type == "ncu_kernel_summary" || type == "nsys_kernel_summary" ||
         type == "nsys_kernel_launch";
}

std::string AddRecord(simdjson::dom::object obj, std::string_view type, const Thresholds& t,
                      Cell* cell) {
  std::string_view s;
  if (!obj["kernel_base"].get_string().get(s)) KeepSmallest(&cell->kernel_base, s);
  if (!obj["library"].get_string().get(s)) KeepSmallest(&cell->library, s);
  if (!obj["family"].get_string().get(s)) KeepSmallest(&cell->family, s);

  if (type == "nsys_kernel_summary") {
    double total, instances;
    if (!Number(obj, "total_ns", &total)) return "nsys_kernel_summary without a numeric total_ns";
    if (!Number(obj, "instances", &instances) || instances < 0)
      return "nsys_kernel_summary without a numeric instances";
    ++cell->nsys_records;
    cell->nsys_launches += static_cast<uint64_t>(instances);
    cell->nsys_ns.Add(total);
    double v;
    if (Number(obj, "min_ns", &v) && v < cell->nsys_min_ns) cell->nsys_min_ns = v;
    if (Number(obj, "max_ns", &v) && v > cell->nsys_max_ns) cell->nsys_max_ns = v;
    return {};
  }
  if (type == "nsys_kernel_launch") {
    double d;
    if (!Number(obj, "duration_ns", &d)) {
      double a, b;
      if (!Number(obj, "start_ns", &a) || !Number(obj, "end_ns", &b))
        return "nsys_kernel_launch without duration_ns";
      d = b - a;
    }
    ++cell->nsys_records;
    ++cell->nsys_launches;
    cell->nsys_ns.Add(d);
    if (d < cell->nsys_min_ns) cell->nsys_min_ns = d;
    if (d > cell->nsys_max_ns) cell->nsys_max_ns = d;
    return {};
  }

  // ncu_kernel (one profiled launch) or ncu_kernel_summary (one kernel,
  // `invocations` launches).
  simdjson::dom::object metrics;
  if (obj["metrics"].get_object().get(metrics))
    return std::string(type) + " record without a metrics object";
  uint64_t launches = 1;
  if (type == "ncu_kernel_summary") {
    double inv;
    if (Number(obj, "invocations", &inv) && inv >= 1) launches = static_cast<uint64_t>(inv);
  }
  std::array<double, kMetricCount> value;
  std::array<int, kMetricCount> rank;
  rank.fill(-1);
  const auto& table = AliasTable();
  for (auto field : metrics) {
    auto it = table.find(field.key);
    if (it == table.end()) continue;
    const AliasSlot& a = it->second;
    if (rank[a.id] >= 0 && rank[a.id] <= a.rank) continue;
    double v;
    if (!MetricValue(field.value, &v)) continue;
    value[a.id] = v;
    rank[a.id] = a.rank;
  }
  simdjson::dom::object roof;
  if (!obj["roofline"].get_object().get(roof)) {
    double v;
    if (Number(roof, "ai_dram", &v)) value[kAiDram] = v, rank[kAiDram] = 0;
    if (Number(roof, "flops_per_s", &v)) value[kFlopsPerS] = v, rank[kFlopsPerS] = 0;
    if (Number(roof, "pct_of_roof", &v)) value[kPctOfRoof] = v, rank[kPctOfRoof] = 0;
  }
  ++cell->ncu_records;
  cell->ncu_launches += launches;
  for (int i = 0; i < kMetricCount; ++i)
    if (rank[i] >= 0) cell->metrics[i].Add(value[i]);
  if (rank[kDurationNs] >= 0) cell->ncu_ns.Add(value[kDurationNs] * static_cast<double>(launches));

  std::string_view bound;
  if (!obj["bound"].get_string().get(bound)) {
    int b = BoundIndex(bound);
    if (b < 0) return "unknown bound '" + std::string(bound) + "'";
    ++cell->bounds[b];
    std::string_view fam = cell->family;
    if (bound == "memory" && rank[kL2HitPct] >= 0 && value[kL2HitPct] < t.l2_hit_pct)
      ++cell->conds[kCondMemLowL2];
    if (bound == "compute" && fam == "gemm" && rank[kTensorPct] >= 0 &&
        value[kTensorPct] < t.tensor_pct)
      ++cell->conds[kCondGemmLowTensor];
  }
  simdjson::dom::array arr;
  if (!obj["signals"].get_array().get(arr))
    for (auto e : arr)
      if (!e.get_string().get(s)) {
        auto it = cell->signals.find(s);
        if (it == cell->signals.end()) it = cell->signals.emplace(std::string(s), 0).first;
        ++it->second;
      }
  if (!obj["stall_top"].get_array().get(arr))
    for (auto e : arr) {
      double share;
      if (e["reason"].get_string().get(s) || !e.is_object()) continue;
      simdjson::dom::object so = e.get_object().value_unsafe();
      if (!Number(so, "share", &share)) continue;
      auto it = cell->stalls.find(s);
      if (it == cell->stalls.end()) it = cell->stalls.emplace(std::string(s), StallSum{}).first;
      ++it->second.n;
      it->second.share.Add(share);
    }
  return {};
}

}  // namespace kc::agg
