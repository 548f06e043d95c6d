#pragma once
// kagg's results, computed from a partial state (an agg_partial header, then agg_cell lines
// sorted by model and kernel_key: what Aggregator::WritePartial writes and --merge --partial
// merges) in a file that is read twice, so that memory holds the results and a bounded number
// of cells, never every cell:
//   1. which models have nsys records (a cell's time is then its nsys time, else ncu's);
//   2. each model's time and the total, the total group, the design signals, the HTML page's
//      per-model figures; every cell goes to a sort by group key, in memory up to a budget and
//      in sorted runs on disk beyond it;
//   3. the groups in key order from the sort, twice: their mean shares of each model's time
//      (or their pooled times, with --weight time) give the ranks, then the groups wanted are
//      built one at a time (a group's figures: GroupBuilder) and written.
// The sums run over the cells in the one fixed order (model, then kernel_key; within a group,
// the same), so a run over all inputs and a --merge of any split of them write the same bytes.
#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "agg/aggregator.h"
#include "agg/format.h"
#include "io/temp_file.h"

namespace kc::agg {

/// One (model, kernel) point of the HTML roofline chart.
struct RooflinePoint {
  double ai = 0, flops = 0;
  std::string model, label, family;
};

/// What the HTML page shows beyond the groups and the signals.
struct HtmlFigures {
  size_t models = 0, pairs = 0;  ///< models and (model, kernel) pairs
  /// The pairs with roofline figures (at most kRooflinePoints, those with the most time), in
  /// (model, kernel_key) order.
  std::vector<RooflinePoint> roofline;
  /// Per model ("(untagged)" for the empty one): time per bound class, kBounds order.
  std::map<std::string, std::array<double, kBounds.size()>> bound_mix;
};
inline constexpr size_t kRooflinePoints = 2000;

/// What to compute and write.
struct CensusRequest {
  Format format = Format::kJsonl;
  bool rows = false;     ///< write the groups (options' top, or all) in `format` to the output
  size_t keep = 0;       ///< Group objects to keep, best first (for --emit, --html, --db)
  bool signals = false;  ///< compute the design-signal report
  bool html = false;     ///< collect HtmlFigures
  size_t sort_budget = size_t{64} << 20;  ///< bytes of cells sorted in memory before runs spill
};

struct Census {
  Group total;
  /// The model with the most time and its share of the pooled time ("" and 0 without time).
  std::string largest_model;
  double largest_model_share = 0;
  std::vector<std::pair<std::string, double>> model_ns;  ///< each model's time, by model
  uint64_t untagged_records = 0;  ///< records without a model (the model "", shown (untagged))
  uint64_t unclassified_ncu = 0;  ///< ncu records without kclassify's bound
  /// Models with nsys launch records and summary rows, and the summary rows left out of them.
  uint64_t models_with_both = 0, summaries_left_out = 0;
  /// The --by facets that no record has (a typo, or a field these records lack).
  std::vector<std::string> absent_facets;
  size_t groups = 0;        ///< number of groups
  std::vector<Group> best;  ///< the first `keep` groups, in rank order
  std::vector<Signal> signals;
  HtmlFigures html;
};

/// The cells of a state in (model, kernel_key) order, which ComputeCensus reads twice.
class CellSource {
 public:
  virtual ~CellSource() = default;
  /// Calls fn for every cell in order.
  virtual void ForEach(const std::function<void(Cell&)>& fn) = 0;
  /// Whether the cells stay where they are while the source lives (then they are sorted by
  /// group through pointers, not copied).
  virtual bool in_memory() const = 0;
};

/// The cells of an Aggregator (which must outlive the source).
class AggregatorCells : public CellSource {
 public:
  explicit AggregatorCells(Aggregator& a) : a_(a) {}
  void ForEach(const std::function<void(Cell&)>& fn) override;
  bool in_memory() const override { return true; }

 private:
  Aggregator& a_;
  std::vector<Cell*> sorted_;
};

/// The cells of a partial state in a temporary file (a header, then agg_cell lines), read from
/// its start each time. Throws SystemError when a line cannot be read: the file is kagg's own,
/// so that is a fault, not bad input.
class StateFileCells : public CellSource {
 public:
  /// `facets`: the --by facets the state was made with (GroupOptions::Facets).
  StateFileCells(TempFile& f, std::vector<std::string> facets)
      : f_(f), facets_(std::move(facets)) {}
  void ForEach(const std::function<void(Cell&)>& fn) override;
  bool in_memory() const override { return false; }

 private:
  TempFile& f_;
  std::vector<std::string> facets_;
};

/// Computes the results of the cells of `src` grouped by `o`; with `req.rows`, writes the
/// group rows (and the total) to `out`, calling `flush` when `*out` has grown. Throws
/// SystemError when a temporary file fails.
Census ComputeCensus(const GroupOptions& o, CellSource& src, const CensusRequest& req,
                     std::string* out, const std::function<void()>& flush);

}  // namespace kc::agg
