// Each side is read into its own Aggregator (records, or the cells of a --partial state), its
// census computed with every group kept, and the two lists of groups joined by key.
#include "agg/diff.h"

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "agg/census.h"
#include "agg/render.h"
#include "agg/table.h"
#include "io/error.h"
#include "io/json_writer.h"
#include "io/number.h"
#include "io/record_filter.h"
#include "schema/schema.h"
#include "store/sqlite_db.h"

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
  std::set<std::string> warned;  // records of other types: said once per kind, as kagg does
  RunRecordFilter(ctx, path, {}, [&](const Record& rec, Output&) {
    const simdjson::dom::object& obj = rec.obj;
    const Location& at = rec.at;
    std::string_view type;
    bool partial =
        !obj["type"].get_string().get(type) && (type == "agg_partial" || type == "agg_cell");
    bool skipped = false;
    std::string e = partial ? agg->AddPartial(obj) : agg->Add(obj, at, &skipped);
    if (e.empty()) return true;
    if (!skipped) {
      ctx.diag.Error(at, e);
    } else if (warned.insert(e).second) {
      ctx.diag.Warning(at, e + "; reported once per file");
    }
    return false;
  });
}

std::string Join(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

// Whether `input` names a sweep of a kcensus database, `FILE:ID` (FILE an existing file, ID the
// sweep's number in its `sweeps` table).
bool SweepInput(const std::string& input, std::string* file, int64_t* id) {
  size_t colon = input.rfind(':');
  if (colon == std::string::npos || colon + 1 == input.size()) return false;
  std::string num = input.substr(colon + 1);
  if (!std::all_of(num.begin(), num.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
      num.size() > 15)
    return false;
  struct stat st;
  if (::stat(input.c_str(), &st) == 0) return false;  // a file of that very name: records
  *file = input.substr(0, colon);
  if (::stat(file->c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  *id = std::stoll(num);
  return true;
}

// The groups kagg --db stored for sweep `id` of `file` (its `aggregates`: the agg records of the
// sweep's ingest), or their families when `o` groups by family: shares add up over a family's
// groups, its bound is the one with the most time over them, its signals and models the union.
std::vector<Group> SweepGroups(const GroupOptions& o, const std::string& file, int64_t id) {
  store::SqliteDb db(file);
  store::SqliteStmt q(db, "SELECT record FROM aggregates WHERE sweep_id = ?1 ORDER BY rank");
  if (!q.ok()) throw SystemError(file + ": not a kcensus database with sweeps: " + q.error());
  q.Bind(1, id);
  simdjson::dom::parser parser;
  std::vector<Group> groups;
  std::map<std::string, size_t> family_at;
  std::vector<std::array<double, kBounds.size()>> family_bound;
  std::vector<std::set<std::string>> family_signals, family_models;
  int rc;
  while ((rc = q.Step()) == SQLITE_ROW) {
    simdjson::dom::object r;
    if (parser.parse(std::string(q.Text(0))).get_object().get(r))
      throw SystemError(file + ": sweep " + std::to_string(id) + ": an aggregate that is not JSON");
    Group g;
    simdjson::dom::array by;
    simdjson::dom::object key;
    if (r["by"].get_array().get(by) || r["key"].get_object().get(key))
      throw SystemError(file + ": sweep " + std::to_string(id) + ": an aggregate without by/key");
    std::vector<std::string> fields;
    for (auto f : by) {
      std::string_view s;
      if (!f.get_string().get(s)) fields.emplace_back(s);
    }
    std::string_view v;
    if (o.by != std::vector<std::string>{"family"} && fields != o.by)
      throw SystemError(file + ": sweep " + std::to_string(id) +
                        " holds its groups by " + Join(fields) + ", not by " + Join(o.by) +
                        ": --diff of sweeps takes that --by, or family");
    for (const std::string& f : fields) g.key.emplace_back(key[f].get_string().get(v) ? "" : v);
    double d;
    if (!r["mean_model_share"].get_double().get(d)) g.mean_model_share = d;
    if (!r["time_share"].get_double().get(d)) g.time_share = d;
    if (!r["total_ns"].get_double().get(d)) g.total_ns = d;
    simdjson::dom::object bt;
    if (!r["bound_by_time"].get_object().get(bt)) {
      g.bound_time.emplace();
      for (size_t b = 0; b < kBounds.size(); ++b)
        if (!bt[kBounds[b]].get_double().get(d)) (*g.bound_time)[b] = d;
    }
    simdjson::dom::array arr;
    if (!r["signals"].get_array().get(arr))
      for (auto s : arr)
        if (!s["signal"].get_string().get(v)) g.signals.push_back({std::string(v), 1, 0});
    if (!r["model_list"].get_array().get(arr))
      for (auto m : arr) g.models.emplace_back(m.get_string().get(v) ? "" : v);
    if (o.by != std::vector<std::string>{"family"}) {
      groups.push_back(std::move(g));
      continue;
    }
    std::string fam = r["family"].get_string().get(v) ? "" : std::string(v);
    auto [it, added] = family_at.try_emplace(fam, groups.size());
    if (added) {
      groups.emplace_back().key = {fam};
      family_bound.emplace_back();
      family_signals.emplace_back();
      family_models.emplace_back();
    }
    Group& f = groups[it->second];
    f.mean_model_share += g.mean_model_share;
    f.time_share += g.time_share;
    if (g.bound_time)
      for (size_t b = 0; b < kBounds.size(); ++b)
        family_bound[it->second][b] += g.total_ns * (*g.bound_time)[b];
    for (const SignalCount& s : g.signals) family_signals[it->second].insert(s.name);
    for (const std::string& m : g.models) family_models[it->second].insert(m);
  }
  if (rc != SQLITE_DONE) throw SystemError(file + ": " + q.error());
  for (size_t i = 0; i < family_bound.size(); ++i) {
    Group& f = groups[i];
    if (std::any_of(family_bound[i].begin(), family_bound[i].end(), [](double x) { return x > 0; }))
      f.bound_time = family_bound[i];
    for (const std::string& s : family_signals[i]) f.signals.push_back({s, 1, 0});
    f.models.assign(family_models[i].begin(), family_models[i].end());
  }
  if (groups.empty())
    throw SystemError(file + ": no sweep " + std::to_string(id) +
                      " with aggregates (SELECT id, date, out FROM sweeps lists them)");
  return groups;
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


constexpr const char* kStatus[] = {"new", "vanished", "changed"};

void WriteRows(const GroupOptions& o, const std::vector<DiffRow>& rows, size_t unchanged,
               Format f, std::string* out) {
  if (f == Format::kJsonl) {
    JsonWriter w(out);
    for (const DiffRow& r : rows) {
      w.BeginObject();
      WriteGroupHead(w, "agg_diff", o.by, r.key);
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
  AppendText(t, f == Format::kMd, out);
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
  // Each side: a sweep of a kcensus database (FILE:ID), or records and --partial states.
  struct Side {
    std::string file;
    int64_t id = 0;
    bool sweep = false;
    std::unique_ptr<Aggregator> agg;
    std::unique_ptr<AggregatorCells> cells;
  };
  std::array<Side, 2> sides;
  for (size_t i = 0; i < 2; ++i) {
    Side& s = sides[i];
    s.sweep = SweepInput(ctx.inputs[i], &s.file, &s.id);
    if (s.sweep) continue;
    s.agg = std::make_unique<Aggregator>(o);
    Read(ctx.inputs[i], s.agg.get(), ctx);
    if (ctx.diag.stopped()) return;
    s.cells = std::make_unique<AggregatorCells>(*s.agg);
  }
  auto groups = [&](const GroupOptions& v, Side& s) {
    return s.sweep ? SweepGroups(v, s.file, s.id) : Groups(v, *s.cells);
  };
  for (const GroupOptions& v : views) {
    size_t unchanged = 0;
    std::vector<DiffRow> rows =
        DiffGroups(v, groups(v, sides[0]), groups(v, sides[1]), &unchanged);
    std::string* out = &ctx.out.buffer();
    if (format == Format::kMd || format == Format::kTable)
      *out += std::string(out->empty() ? "" : "\n") + (format == Format::kMd ? "## " : "") +
              "Changes by " + Join(v.by) + ": " +
              ctx.inputs[0] + " → " + ctx.inputs[1] + "\n\n";
    WriteRows(v, rows, unchanged, format, out);
    ctx.out.MaybeFlush();
  }
}

}  // namespace kc::agg
