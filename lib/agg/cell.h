#pragma once
// The unit of kagg's state: one cell per (model, kernel_key), holding
// everything any grouping, report or chart needs about that kernel in that
// model, as sums that merge exactly. A group
// (--by family, ...) is a union of cells, computed at output time, so the state
// grows with the number of distinct kernels per model, never with the number of
// records, and partial states written on many machines merge into exactly the
// state of one run.
#include <simdjson.h>

#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace kc::agg {

/// An exactly mergeable sum of doubles: each value is rounded once to a
/// multiple of 1e-9 and added as an integer, so the sum does not depend on the
/// order of additions or on how the input was split. Records bring values
/// within ±1e18 (ReadRecord rejects others); the sum saturates rather than
/// wraps beyond ±1.7e29 (hostile partial files).
class Fixed {
 public:
  static constexpr double kScale = 1e9;
  void Add(double v);
  void Add(const Fixed& o) { Add(o.v_); }
  double Value() const { return static_cast<double>(v_) / kScale; }
  /// Decimal text of the raw integer (for partial state) and its inverse; false
  /// when malformed.
  std::string Text() const;
  bool Parse(std::string_view s);
  bool operator==(const Fixed&) const = default;

 private:
  void Add(__int128 raw);
  __int128 v_ = 0;
};

/// Count, exact sum, min and max of one metric over a cell's ncu records.
struct MetricStat {
  uint64_t n = 0;
  Fixed sum;
  double min = std::numeric_limits<double>::infinity();
  double max = -std::numeric_limits<double>::infinity();
  void Add(double v);
  void Merge(const MetricStat& o);
  double Mean() const { return sum.Value() / static_cast<double>(n); }
};

/// The key metrics kagg aggregates, in output order. Each is found in an ncu
/// record under the first of its aliases that the record has (names differ
/// between ncu versions), or in the `roofline` object kclassify adds.
enum MetricId : int {
  kSmPct,
  kMemPct,
  kDramPct,
  kL1HitPct,
  kL2HitPct,
  kOccupancyPct,
  kTensorPct,
  kDurationNs,
  kAiDram,
  kFlopsPerS,
  kPctOfRoof,
  kMetricCount
};
/// Output name of each metric (`sm_pct`, ...), indexed by MetricId.
std::string_view MetricName(int id);

/// Bound classes in output order (kclassify's `bound`).
inline constexpr std::array<std::string_view, 5> kBounds{"compute", "memory", "latency", "balanced",
                                                         "unknown"};

/// ncu's estimated speedups of one signal over a cell's records: how many carried one, and
/// their sum (%).
struct SpeedupSum {
  uint64_t n = 0;
  Fixed pct;
};

struct StallSum {
  uint64_t n = 0;
  Fixed share;  ///< sum of the shares kclassify gave the reason
};

/// What one input record adds to its cell, read from the parsed record without
/// copying: the views and arrays point into the parser's document and are valid
/// until it parses the next line. Reading is split from adding so that a
/// rejected record leaves no trace, without filling a scratch cell per record.
struct Contribution {
  std::string_view type;
  std::string_view kernel_key;
  std::string_view src_file;  ///< where a converter read it (empty: not known) ...
  uint64_t src_line = 0;      ///< ... and at which line
  std::string_view kernel_base, library, family;  ///< empty when absent
  bool nsys = false;                              ///< an nsys record; else an ncu one
  bool launch = false;                            ///< an nsys launch record; else a summary row
  uint64_t launches = 0;
  // nsys: time of the launches and the shortest and longest of them (±infinity: not given).
  double ns = 0;
  double min_ns = std::numeric_limits<double>::infinity();
  double max_ns = -std::numeric_limits<double>::infinity();
  // ncu: the key metrics kclassify wrote, its bound class (-1: not classified), and its
  // `signals`, `est_speedup_pct` and `stall_top` when present.
  std::array<double, kMetricCount> value{};
  std::array<bool, kMetricCount> has{};
  int bound = -1;
  std::optional<simdjson::dom::array> signals, stalls;
  std::optional<simdjson::dom::object> speedups;
};

/// What a cell knows from ncu records beyond counts and time. Most cells have none (ncu profiles
/// a model's top kernels, nsys all of them): a cell allocates it with its first ncu record.
struct NcuStats {
  std::array<MetricStat, kMetricCount> metrics;
  std::array<uint64_t, kBounds.size()> bounds{};  ///< records per class (classified ones)
  std::map<std::string, uint64_t, std::less<>> signals;    ///< records per kclassify signal
  std::map<std::string, SpeedupSum, std::less<>> speedups;  ///< ncu's estimates per signal
  std::map<std::string, StallSum, std::less<>> stalls;
  void Merge(const NcuStats& o);
};

/// nsys time of one kind of record: launch records or kernel summary rows. A model with both
/// has the same launches twice over: its launch records are counted, its summary rows left out.
struct NsysTime {
  uint64_t records = 0;
  uint64_t launches = 0;
  Fixed ns;
  double min_ns = std::numeric_limits<double>::infinity();
  double max_ns = -std::numeric_limits<double>::infinity();
  void Merge(const NsysTime& o);
};

struct Cell {
  std::string model;  ///< empty: the record had no model (written as null)
  std::string kernel_key;
  /// The values of the --by facets (GroupOptions::Facets) in this cell's records, as JSON text
  /// joined by '\x1f' (which JSON text never holds); empty without facets.
  std::string facets;
  /// The cell's identity after the model: (kernel_key, facets).
  bool KeyBefore(const Cell& o) const {
    int c = kernel_key.compare(o.kernel_key);
    return c != 0 ? c < 0 : facets < o.facets;
  }
  bool SameKey(const Cell& o) const { return kernel_key == o.kernel_key && facets == o.facets; }
  // Tags from knorm; the smallest non-empty value seen, so merging is
  // order-free.
  std::string kernel_base, library, family;

  // nsys: launch records and summary rows, apart.
  NsysTime nsys_launch, nsys_summary;
  /// The nsys time counted: the launch records when `launches` (the model has some), else the
  /// summary rows.
  const NsysTime& nsys(bool launches) const { return launches ? nsys_launch : nsys_summary; }

  // ncu: profiled launches.
  uint64_t ncu_records = 0;
  uint64_t ncu_launches = 0;
  Fixed ncu_ns;                         ///< sum of ncu's gpu__time_duration (serialised launches: a
                                        ///< fallback time)
  std::unique_ptr<NcuStats> ncu_stats;  ///< null until an ncu record brings some

  /// The ncu statistics (empty ones when the cell has none).
  const NcuStats& ncu() const;
  /// The ncu statistics, allocated when missing.
  NcuStats& MutableNcu();
  uint64_t records() const { return nsys_launch.records + nsys_summary.records + ncu_records; }
  uint64_t classified() const;
  /// Adds what one record contributes (see ReadRecord) to this cell.
  void Add(const Contribution& r);
  /// Adds `o` (a cell of the same model and kernel_key) to this one.
  void Merge(const Cell& o);
};

/// Sets `*dst` to the smaller of it and `v`, ignoring empty values.
void KeepSmallest(std::string* dst, std::string_view v);

/// Reads what a record contributes into `*r` (all of it overwritten). Returns an
/// empty string on success, else the reason the record is rejected, with
/// `*skipped` set when that is only because it is not a kernel record
/// (nsys_memop, ...).
std::string ReadRecord(simdjson::dom::object obj, Contribution* r, bool* skipped);

/// The record fields kagg reads (each one a field of lib/schema's tables: a unit test checks).
std::span<const std::string_view> RecordFieldsRead();

/// The kinds of record kagg aggregates; false for every other `type`.
bool IsAggregated(std::string_view type);

}  // namespace kc::agg
