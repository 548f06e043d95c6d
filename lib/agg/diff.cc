// Each side is read into its own Aggregator (records, or the cells of a --partial state), its
// census computed with every group kept, and the two lists of groups joined by key.
#include "agg/diff.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "agg/census.h"
#include "agg/table.h"
#include "io/error.h"
#include "io/json_writer.h"
#include "io/number.h"
#include "io/record_filter.h"
#include "schema/schema.h"

namespace kc::agg {
namespace {

double Share(const GroupOptions& o, const Group& g) {
  return o.weight == GroupOptions::Weight::kModels ? g.mean_model_share : g.time_share;
}

// The bound class with the most classified time ("" without classified records).
std::string Bound(const Group& g) {
  if (!g.bound_time) return {};
  size_t best = 0;
  for (size_t b = 1; b < kBounds.size(); ++b)
    if ((*g.bound_time)[b] > (*g.bound_time)[best]) best = b;
  return std::string(kBounds[best]);
}

std::vector<std::string> SignalNames(const Group& g) {
  std::vector<std::string> v;
  for (const SignalCount& s : g.signals) v.push_back(s.name);
  std::sort(v.begin(), v.end());
  return v;
}

// Reads one side from `path` into `*agg`.
void Read(const std::string& path, Aggregator* agg, RunContext& ctx) {
  RunRecordFilter(ctx, path,
                  [&](simdjson::dom::object obj, std::string_view, const Location& at, Output&) {
                    std::string_view type;
                    bool partial = !obj["type"].get_string().get(type) &&
                                   (type == "agg_partial" || type == "agg_cell");
                    bool skipped = false;
                    std::string e =
                        partial ? agg->AddPartial(obj) : agg->Add(obj, at, &skipped);
                    if (e.empty()) return true;
                    if (!skipped) ctx.diag.Error(at, e);
                    return false;
                  });
}

// Every group of `cells` by `o`.
std::vector<Group> Groups(const GroupOptions& o, CellSource& cells) {
  CensusRequest req;
  req.keep = SIZE_MAX;
  return ComputeCensus(o, cells, req, nullptr, [] {}).best;
}

std::string Points(double change) {
  char b[32];
  std::snprintf(b, sizeof b, "%+.1f", change * 100);
  return b;
}

std::string Percent(double share) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f %%", share * 100);
  return b;
}

std::string Join(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

constexpr const char* kStatus[] = {"new", "vanished", "changed"};

void WriteRows(const GroupOptions& o, const std::vector<DiffRow>& rows, size_t unchanged,
               Format f, std::string* out) {
  if (f == Format::kJsonl) {
    JsonWriter w(out);
    for (const DiffRow& r : rows) {
      w.BeginObject();
      w.Key("type");
      w.String("agg_diff");
      w.Key("schema_version");
      w.Int(kSchemaVersion);
      w.Key("by");
      w.BeginArray();
      for (const std::string& b : o.by) w.String(b);
      w.EndArray();
      w.Key("key");
      w.BeginObject();
      for (size_t i = 0; i < o.by.size(); ++i) {
        w.Key(o.by[i]);
        w.StringOrNull(r.key[i]);
      }
      w.EndObject();
      w.Key("status");
      w.String(kStatus[static_cast<int>(r.status)]);
      w.Key("old_share");
      w.Number(std::round(r.old_share * 1e6) / 1e6);
      w.Key("new_share");
      w.Number(std::round(r.new_share * 1e6) / 1e6);
      w.Key("change");
      w.Number(std::round(r.Change() * 1e6) / 1e6);
      w.Key("old_bound");
      w.StringOrNull(r.old_bound);
      w.Key("new_bound");
      w.StringOrNull(r.new_bound);
      for (auto [k, v] : {std::pair{"signals_added", &r.signals_added},
                          {"signals_removed", &r.signals_removed}}) {
        w.Key(k);
        w.BeginArray();
        for (const std::string& s : *v) w.String(s);
        w.EndArray();
      }
      w.Key("old_models");
      w.Uint(r.old_models);
      w.Key("new_models");
      w.Uint(r.new_models);
      w.EndObject();
      w.Newline();
    }
    return;
  }
  Table t;
  t.header = o.by;
  for (const char* h : {"status", "old share", "new share", "change (points)", "bound", "signals",
                        "models"})
    t.header.push_back(h);
  t.numeric.assign(o.by.size(), false);
  for (bool n : {false, true, true, true, false, false, false}) t.numeric.push_back(n);
  for (const DiffRow& r : rows) {
    std::vector<std::string> row = r.key;
    std::string bound = r.old_bound == r.new_bound
                            ? r.new_bound
                            : (r.old_bound.empty() ? "-" : r.old_bound) + " → " +
                                  (r.new_bound.empty() ? "-" : r.new_bound);
    std::string sig;
    for (const std::string& s : r.signals_added) sig += (sig.empty() ? "+" : ", +") + s;
    for (const std::string& s : r.signals_removed) sig += (sig.empty() ? "-" : ", -") + s;
    for (std::string v :
         {std::string(kStatus[static_cast<int>(r.status)]), Percent(r.old_share),
          Percent(r.new_share), Points(r.Change()), bound, sig,
          std::to_string(r.old_models) + " → " + std::to_string(r.new_models)})
      row.push_back(std::move(v));
    t.rows.push_back(std::move(row));
  }
  if (f == Format::kCsv) {
    AppendCsv(t, out);
    return;
  }
  AppendMarkdown(t, out);
  *out += "\n" + std::to_string(rows.size()) + (rows.size() == 1 ? " group" : " groups") +
          " moved, " + std::to_string(unchanged) + " unchanged; shares are " +
          (o.weight == GroupOptions::Weight::kModels ? "mean shares of each model's time"
                                                     : "shares of the pooled time") +
          ".\n";
}

}  // namespace

std::vector<DiffRow> DiffGroups(const GroupOptions& o, const std::vector<Group>& old_groups,
                                const std::vector<Group>& new_groups, size_t* unchanged) {
  std::map<std::vector<std::string>, std::pair<const Group*, const Group*>> joined;
  for (const Group& g : old_groups) joined[g.key].first = &g;
  for (const Group& g : new_groups) joined[g.key].second = &g;
  std::vector<DiffRow> rows;
  *unchanged = 0;
  for (const auto& [key, pair] : joined) {
    const auto [a, b] = pair;
    DiffRow r;
    r.key = key;
    r.status = !a ? DiffRow::Status::kNew : !b ? DiffRow::Status::kVanished
                                                : DiffRow::Status::kChanged;
    std::vector<std::string> sa, sb;
    if (a) {
      r.old_share = Share(o, *a);
      r.old_bound = Bound(*a);
      r.old_models = a->models.size();
      sa = SignalNames(*a);
    }
    if (b) {
      r.new_share = Share(o, *b);
      r.new_bound = Bound(*b);
      r.new_models = b->models.size();
      sb = SignalNames(*b);
    }
    std::set_difference(sb.begin(), sb.end(), sa.begin(), sa.end(),
                        std::back_inserter(r.signals_added));
    std::set_difference(sa.begin(), sa.end(), sb.begin(), sb.end(),
                        std::back_inserter(r.signals_removed));
    // Shares are written with six decimals: a smaller change is no change.
    bool same = a && b && std::fabs(r.Change()) < 5e-7 && r.old_bound == r.new_bound &&
                r.signals_added.empty() && r.signals_removed.empty();
    if (same) {
      ++*unchanged;
    } else {
      rows.push_back(std::move(r));
    }
  }
  // By the size of the change as written (six decimals); equal sizes keep the key order.
  auto size = [](const DiffRow& r) { return std::llround(std::fabs(r.Change()) * 1e6); };
  std::stable_sort(rows.begin(), rows.end(),
                   [&](const DiffRow& x, const DiffRow& y) { return size(x) > size(y); });
  return rows;
}

void RunDiff(const GroupOptions& o, Format format, RunContext& ctx) {
  if (ctx.inputs.size() != 2)
    throw SystemError("--diff compares two inputs, OLD and NEW (records or --partial states); "
                      "got " + std::to_string(ctx.inputs.size()));
  std::vector<GroupOptions> views{o};
  if (o.by != std::vector<std::string>{"family"}) {
    GroupOptions fam = o;
    fam.by = {"family"};
    views.push_back(fam);
  }
  Aggregator old_agg(o), new_agg(o);
  Read(ctx.inputs[0], &old_agg, ctx);
  if (ctx.diag.stopped()) return;
  Read(ctx.inputs[1], &new_agg, ctx);
  if (ctx.diag.stopped()) return;
  AggregatorCells old_cells(old_agg), new_cells(new_agg);
  for (const GroupOptions& v : views) {
    size_t unchanged = 0;
    std::vector<DiffRow> rows =
        DiffGroups(v, Groups(v, old_cells), Groups(v, new_cells), &unchanged);
    std::string* out = &ctx.out.buffer();
    if (format == Format::kMd)
      *out += std::string(out->empty() ? "" : "\n") + "## Changes by " + Join(v.by) + ": " +
              ctx.inputs[0] + " → " + ctx.inputs[1] + "\n\n";
    WriteRows(v, rows, unchanged, format, out);
    ctx.out.MaybeFlush();
  }
}

}  // namespace kc::agg
