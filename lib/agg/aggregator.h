#pragma once
// kagg's state: records are added to cells (agg/cell.h), one per (model, kernel_key), which
// are written as a partial state; the groups of --by, the totals, the time shares and the
// ncu x nsys join are computed from a partial state (agg/census.h).
#include <simdjson.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "agg/cell.h"
#include "io/diag.h"
#include "io/json_writer.h"

namespace kc::agg {

/// The --by fields that are a cell's own (knorm's tags of its kernel), in --help order. `model`
/// (or the --model-field path) is the cell's model; any other --by field is a facet: a field path
/// of the records (`run.dtype`, `device`, `stream`, `grid`, `block`, `nvtx`, `nvtx.N`, `shape`)
/// whose value in each record is part of the cell's identity.
inline constexpr std::array<std::string_view, 4> kByFields{"kernel_key", "kernel_base", "family",
                                                           "library"};

struct GroupOptions {
  std::vector<std::string> by{"kernel_key"};
  std::string model_field = "run.model";  ///< dotted path to the model name in each record
  double tiny_ns = 5000;          ///< launch storm: mean launch shorter than this
  uint64_t storm_launches = 100;  ///< launch storm: at least this many launches
  size_t top = 0;                 ///< groups written (0: all)
  /// --columns: the columns of the tables for people (agg/render.h; empty: the default).
  std::vector<std::string> columns;
  /// How groups are ranked: by their mean share of each model's time (every model weighs
  /// the same), or by pooled time (a model that runs longer weighs more).
  enum class Weight { kModels, kTime } weight = Weight::kModels;
  /// Add records of a source read before (see Aggregator::Add) instead of refusing them.
  bool allow_duplicates = false;
  /// Whether --by field `f` is the model.
  bool IsModel(std::string_view f) const { return f == "model" || f == model_field; }
  /// The facets among the --by fields, in --by order.
  std::vector<std::string> Facets() const;
};

/// Appends to `*out` the value of facet `path` in `record`, as JSON text (null when absent):
/// a dotted field path, except `nvtx` (the innermost range), `nvtx.N` (the range at depth N,
/// 0 outermost) and `shape` (the launch shape bucket: "blocks<=B threads=T", B the grid's
/// blocks rounded up to a power of 2, T the block's threads).
void AppendFacet(simdjson::dom::object record, std::string_view path, std::string* out);
/// The display text of facet JSON text `json`: a string without its quotes, null as empty.
std::string FacetText(std::string_view json);
/// The value of facet `i` in a cell's `facets`.
std::string_view FacetAt(std::string_view facets, size_t i);

/// The model of a record: the string at the dotted `path` ("run.model"); other
/// JSON values as their text; empty when missing or null.
std::string RecordModel(simdjson::dom::object obj, std::string_view path);

/// Parses a --by list ("library,family"); false with `*error` set on an unknown
/// field.
bool ParseBy(std::string_view text, std::vector<std::string>* by, std::string* error);

/// min / mean / max and the time-weighted mean of one metric over a group.
struct Figure {
  uint64_t n = 0;
  double min = 0, max = 0, mean = 0;
  std::optional<double> weighted;  ///< weighted by each (model, kernel) pair's time
};

struct SignalCount {
  std::string name;
  uint64_t count = 0;
  double time_share = 0;  ///< of the group's time with ncu metrics
};

struct Group {
  std::vector<std::string> key;  ///< values of the --by fields ("" = null)
  /// The smallest non-empty tag over the group's cells ("" = none).
  std::string kernel_base, library, family;
  uint64_t records = 0, ncu_records = 0, nsys_records = 0, launches = 0;
  std::vector<std::string> models;  ///< sorted; "" (no model) first
  double total_ns = 0, nsys_ns = 0, ncu_ns = 0, covered_nsys_ns = 0;
  /// Some record of the group has a time: nsys records, or ncu records with a duration for a
  /// model without nsys records. Without it total_ns and the shares are unknown (written null).
  bool time_known = false;
  double time_share = 0;                                       ///< of the pooled time
  /// Of each model's time (NaN, written null, for a model whose time is unknown).
  std::vector<std::pair<std::string, double>> share_by_model;
  /// The mean of share_by_model over every model with time (0 where the group does not run).
  double mean_model_share = 0;
  std::optional<double> coverage;  ///< nsys time with ncu metrics / nsys time
  std::optional<double> dur_min, dur_mean, dur_max;
  std::array<Figure, kMetricCount> metrics;
  std::array<uint64_t, kBounds.size()> bound_count{};
  std::optional<std::array<double, kBounds.size()>> bound_time;  ///< shares of classified time
  std::vector<std::pair<std::string, double>> stall_top;         ///< weighted mean share
  std::vector<SignalCount> signals;                              ///< most common first
};

/// One design signal of --report signals.
struct Signal {
  std::string name;
  std::string rule;  ///< the condition in words, with its thresholds
  double ns = 0, time_share = 0;
  /// Σ time × ncu's estimated speedup over the records whose signal ncu estimated; `estimated_ns`
  /// is the time of those records (the basis of `recoverable_ns`).
  double recoverable_ns = 0, estimated_ns = 0;
  std::vector<std::pair<std::string, double>> share_by_model;
  struct Contributor {
    std::string model, kernel_key;
    double ns = 0, time_share = 0;
  };
  std::vector<Contributor> top;
};

/// Reads one record of a --partial file. A header (agg_partial): sets `*header`, and checks
/// that its facets are `facets` (the --by facets the state must be made with). A cell
/// (agg_cell): fills `*cell`. Returns an empty string, or what is wrong with the record.
std::string ReadPartialRecord(simdjson::dom::object obj, const std::vector<std::string>& facets,
                              Cell* cell, bool* header);
/// Writes the header line of a --partial file and one cell line (WritePartial's format).
void WritePartialHeader(JsonWriter& w, const std::vector<std::string>& facets, uint64_t cells);
void WritePartialCell(JsonWriter& w, const Cell& c);

class Aggregator {
 public:
  explicit Aggregator(GroupOptions o) : opt_(std::move(o)), facets_(opt_.Facets()) {}
  const GroupOptions& options() const { return opt_; }

  /// Adds one input record, read at `at`. Returns an empty string, or the reason it is
  /// rejected. Records of a type that is not a kernel (nsys_memop, ...) are
  /// rejected with `*skipped` set: not an error. A record that brings again the first record
  /// of its source (the same model, src_file and type, the lowest src_line seen of them: the same
  /// data fed twice, `kagg a a` or `cat a a`) is refused, naming where it was read first,
  /// unless options().allow_duplicates.
  std::string Add(simdjson::dom::object obj, const Location& at, bool* skipped = nullptr);
  /// Whether `o` (a later part of the same input, or a later input) holds the first record of
  /// a source this one holds too: merging them would add that data twice.
  bool SharesFirstRecord(const Aggregator& o) const;
  /// Adds one record of a --partial file (agg_partial header or agg_cell).
  /// Returns an empty string, or what is wrong with it.
  std::string AddPartial(simdjson::dom::object obj);
  /// Adds the state of `o` (made with the same options): the result is that of adding all of
  /// o's records here. Takes o's cells as they are when this holds none yet.
  void MergeFrom(Aggregator&& o);
  /// Appends the state as --partial JSON lines (a header, then the cells in
  /// sorted order); calls `line_written`, when given, after each line (to write the output out
  /// as it grows).
  void WritePartial(std::string* out, const std::function<void()>& line_written = {}) const;

  /// Cells in output order: model, then kernel_key.
  std::vector<const Cell*> SortedCells() const;
  std::vector<Cell*> MutableSortedCells();

 private:
  // The cells of one model by kernel_key (views of the cells' own strings: cells never move).
  // Records come model after model, so the last model's index is used until the model changes,
  // and each index is small enough to stay in cache (one index of all cells: kagg 1.4x slower).
  struct KeyHash {
    size_t operator()(const std::pair<std::string_view, std::string_view>& k) const {
      std::hash<std::string_view> h;
      return k.second.empty() ? h(k.first) : h(k.first) ^ (h(k.second) * 31);
    }
  };
  using KeyIndex =
      std::unordered_map<std::pair<std::string_view, std::string_view>, Cell*, KeyHash>;

  Cell& CellFor(std::string_view model, std::string_view key, std::string_view facets);
  KeyIndex& ModelIndex(std::string_view model);  // the index of the model's cells
  Cell& Insert(KeyIndex& cells, Cell&& c);        // keeps `c` and indexes it in `cells`
  std::vector<Cell*> Sorted() const;

  GroupOptions opt_;
  std::vector<std::string> facets_;  // opt_.Facets()
  std::string facet_buf_;            // the facets of the record being added
  std::deque<Cell> cells_;  // addresses stay put as it grows
  std::unordered_map<std::string, KeyIndex> index_;  // by model
  std::pair<const std::string, KeyIndex>* last_model_ = nullptr;
  std::string model_buf_;         // a model that is not a string, as JSON text
  // The sources of the records added (model and src_file): where their first record is.
  struct Source {
    uint64_t first_src_line = 0;
    std::string input;  // where it was read
    uint64_t input_line = 0;
  };
  std::unordered_map<std::string, Source> sources_;
  std::string source_key_;  // scratch
};

}  // namespace kc::agg
