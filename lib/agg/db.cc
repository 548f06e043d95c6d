// Identity and ownership in kagg's database. A run is its `run` object in a canonical form
// (RunIdentity), so that the same tags written in another order or type name one run; its tags
// are columns of `runs`, added as they appear, so that SQL needs no JSON functions. A run's rows
// are replaced per source file: ingesting one file of a run again replaces the rows that came
// from that file and keeps the others. A sweep (--sweep) owns its runs, so a later sweep never
// replaces an earlier one's rows; one whose records are those of the last sweep of the same OUT
// (an FNV-1a digest of their text) is rolled back. A file that is not a kcensus database (marked
// by PRAGMA application_id, or the tables of one written before the mark) is refused before
// anything is written to it; an older kcensus layout is converted in the ingest's transaction.
#include "agg/db.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <ctime>

#include "agg/cell.h"
#include "agg/render.h"
#include "classify/classify.h"
#include "io/error.h"
#include "io/json_writer.h"
#include "schema/fields.h"

namespace kc::agg {
namespace {

// The record fields kept as columns of `kernels`, in order, typed as lib/schema says.
constexpr std::string_view kRecordColumns[] = {"type",       "src_file",    "src_line", "kernel",
                                               "kernel_key", "kernel_base", "library",  "family",
                                               "bound",      "memory_unit"};
// kclassify's roofline figures kept as columns of `kernels`, after its key_metrics.
constexpr std::string_view kRoofColumns[] = {"ai_dram", "flops_per_s", "pct_of_roof"};
// Stall reasons kept as columns (stall_N, stall_N_share), from the record's stall_top.
constexpr int kStallColumns = 3;
// user_version of the typed layout (1: text run keys and REAL times; 0: before run identities).
constexpr int kLayoutVersion = 2;

std::string Quote(std::string_view name) {
  std::string s = "\"";
  for (char c : name) s += c == '"' ? std::string("\"\"") : std::string(1, c);
  return s + '"';
}

std::string Lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

// The columns of `kernels` after the record's own: launches and time kagg counts, whether kagg
// counts the time (time_counted), kclassify's key metrics and roofline figures, the top stalls.
std::vector<std::pair<std::string, std::string>> KernelExtraColumns() {
  std::vector<std::pair<std::string, std::string>> c = {
      {"launches", "INTEGER"}, {"time_ns", "INTEGER"}, {"time_counted", "INTEGER"}};
  for (std::string_view m : schema::kKeyMetrics)
    c.emplace_back(std::string(m), m.ends_with("_ns") ? "INTEGER" : "REAL");
  for (std::string_view m : kRoofColumns) c.emplace_back(std::string(m), "REAL");
  c.emplace_back("occupancy_limiter", "TEXT");
  for (int i = 1; i <= kStallColumns; ++i) {
    c.emplace_back("stall_" + std::to_string(i), "TEXT");
    c.emplace_back("stall_" + std::to_string(i) + "_share", "REAL");
  }
  return c;
}

std::string KernelsDdl() {
  std::string s =
      "CREATE TABLE IF NOT EXISTS kernels(id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL "
      "REFERENCES runs(id), model TEXT";
  for (std::string_view c : kRecordColumns) {
    const schema::Field* f = schema::FindField(c);
    s += ", " + std::string(c) + " " +
         std::string(schema::SqlType(f ? f->type : schema::Type::kString));
    if (c == "type") s += " NOT NULL";
  }
  for (const auto& [name, type] : KernelExtraColumns()) s += ", " + name + " " + type;
  return s + ");";
}

std::string InsertKernelSql() {
  std::string cols = "run_id, model", vals = "?1, ?2";
  int i = 2;
  for (std::string_view c : kRecordColumns) {
    cols += ", " + std::string(c);
    vals += ", ?" + std::to_string(++i);
  }
  for (const auto& [name, type] : KernelExtraColumns()) {
    if (name == "time_counted") continue;  // set at the commit, when every record is in
    cols += ", " + name;
    vals += ", ?" + std::to_string(++i);
  }
  return "INSERT INTO kernels(" + cols + ") VALUES(" + vals + ")";
}

// The columns of `aggregates` after its fixed ones: the weighted metrics and bound shares.
std::vector<std::pair<std::string, std::string>> AggregateFigureColumns() {
  std::vector<std::pair<std::string, std::string>> c;
  for (int i = 0; i < kMetricCount; ++i) c.emplace_back(std::string(MetricName(i)), "REAL");
  for (std::string_view b : kBounds) c.emplace_back("bound_" + std::string(b), "REAL");
  return c;
}

std::string AggregatesDdl() {
  std::string s =
      "CREATE TABLE IF NOT EXISTS aggregates(sweep_id INTEGER REFERENCES sweeps(id), "
      "by_fields TEXT NOT NULL, key_json TEXT NOT NULL, kernel_key TEXT, kernel_base TEXT, "
      "family TEXT, library TEXT, rank INTEGER NOT NULL, records INTEGER, launches INTEGER, "
      "models INTEGER, model_list TEXT, total_ns INTEGER, time_share REAL, "
      "mean_model_share REAL, coverage REAL";
  for (const auto& [name, type] : AggregateFigureColumns()) s += ", " + name + " " + type;
  return s + ", top_stall TEXT, top_signal TEXT, record TEXT);";
}

// Adds the columns of `want` that `table` lacks: a database written when kclassify had fewer key
// metrics (or kagg fewer figures) takes the new ones, null in its older rows.
void AddMissingColumns(store::SqliteDb& db, const std::string& path, const std::string& table,
                       const std::vector<std::pair<std::string, std::string>>& want) {
  std::vector<std::string> have = db.Columns(table);
  for (const auto& [name, type] : want)
    if (std::find(have.begin(), have.end(), name) == have.end())
      db.Exec("ALTER TABLE " + table + " ADD COLUMN " + name + " " + type, path);
}

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS sweeps(id INTEGER PRIMARY KEY, date TEXT NOT NULL, out TEXT NOT NULL,
  models TEXT NOT NULL, n_models INTEGER NOT NULL, digest TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs(id INTEGER PRIMARY KEY, sweep_id INTEGER REFERENCES sweeps(id),
  run TEXT NOT NULL, run_json TEXT, model TEXT, records INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS runs_sweep ON runs(sweep_id, run);
CREATE INDEX IF NOT EXISTS runs_model ON runs(model);
CREATE INDEX IF NOT EXISTS kernels_run ON kernels(run_id, src_file);
CREATE INDEX IF NOT EXISTS kernels_key ON kernels(kernel_key);
CREATE INDEX IF NOT EXISTS kernels_base ON kernels(kernel_base);
CREATE INDEX IF NOT EXISTS kernels_model ON kernels(model, type);
CREATE TABLE IF NOT EXISTS signals(kernel_id INTEGER NOT NULL REFERENCES kernels(id),
  signal TEXT NOT NULL, est_speedup_pct REAL);
CREATE INDEX IF NOT EXISTS signals_kernel ON signals(kernel_id);
CREATE INDEX IF NOT EXISTS signals_signal ON signals(signal);
CREATE TABLE IF NOT EXISTS metrics(kernel_id INTEGER NOT NULL REFERENCES kernels(id),
  name TEXT NOT NULL, value REAL);
CREATE INDEX IF NOT EXISTS metrics_kernel ON metrics(kernel_id);
CREATE TABLE IF NOT EXISTS metric_names(name TEXT NOT NULL, rank INTEGER NOT NULL,
  metric TEXT NOT NULL, source TEXT NOT NULL, PRIMARY KEY(name, rank));
CREATE INDEX IF NOT EXISTS aggregates_sweep ON aggregates(sweep_id, rank);
)";

void BindText(store::SqliteStmt& q, int i, simdjson::dom::object obj, std::string_view key) {
  std::string_view s;
  if (obj[key].get_string().get(s)) {
    q.BindNull(i);
  } else {
    q.Bind(i, s);
  }
}

bool Num(simdjson::dom::object obj, std::string_view key, double* v) {
  simdjson::dom::element e;
  return !obj[key].get(e) && e.is_number() && !e.get_double().get(*v);
}

// PRAGMA application_id of a kcensus database ("kcen").
constexpr int64_t kApplicationId = 0x6b63656e;
constexpr const char* kTables[] = {"runs", "kernels", "metrics", "aggregates"};

void AppendCanonical(std::string* out, simdjson::dom::element e) {
  switch (e.type()) {
    case simdjson::dom::element_type::OBJECT: {
      std::vector<std::pair<std::string_view, simdjson::dom::element>> members;
      simdjson::dom::object o = e.get_object().value_unsafe();
      for (auto f : o) members.emplace_back(f.key, f.value);
      // Stable: of a key given twice, the first stays first.
      std::stable_sort(members.begin(), members.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      *out += '{';
      for (size_t i = 0; i < members.size(); ++i) {
        if (i) *out += ',';
        AppendJsonString(out, members[i].first);
        *out += ':';
        AppendCanonical(out, members[i].second);
      }
      *out += '}';
      return;
    }
    case simdjson::dom::element_type::ARRAY: {
      *out += '[';
      bool first = true;
      simdjson::dom::array a = e.get_array().value_unsafe();
      for (auto v : a) {
        if (!first) *out += ',';
        first = false;
        AppendCanonical(out, v);
      }
      *out += ']';
      return;
    }
    case simdjson::dom::element_type::NULL_VALUE:
      *out += "null";
      return;
    case simdjson::dom::element_type::STRING: {
      std::string_view s;
      if (e.get_string().get(s)) return;
      double v;
      auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
      std::string text;
      if (!s.empty() && ec == std::errc() && end == s.data() + s.size() && std::isfinite(v)) {
        AppendNumber(&text, v);  // "1", "1.0" and 1 are one value
        s = text;
      }
      AppendJsonString(out, s);
      return;
    }
    default: {  // numbers and booleans, as the string of their text
      std::string text;
      double v;
      if (e.is_number() && !e.get_double().get(v)) {
        AppendNumber(&text, v);
      } else {
        text = simdjson::minify(e);
      }
      AppendJsonString(out, text);
    }
  }
}

// Refuses (SystemError) a file that is not a kcensus database, before anything is written to it;
// marks a new or older one as kcensus's.
void CheckKcensusDb(store::SqliteDb& db, const std::string& path) {
  std::string error;
  std::vector<std::string> tables = db.Tables(&error);
  if (!error.empty()) throw SystemError(path + ": not a kcensus database (" + error + ")");
  store::SqliteStmt q(db, "PRAGMA application_id");
  int64_t id = 0;
  if (!q.ok() || q.Step() != SQLITE_ROW || q.TypeInt(0, &id) != SQLITE_INTEGER)
    throw SystemError(path + ": not a kcensus database (" + q.error() + ")");
  if (id == kApplicationId) return;
  // Written before the mark: exactly kcensus's tables.
  std::vector<std::string> ours(std::begin(kTables), std::end(kTables));
  std::sort(tables.begin(), tables.end());
  std::sort(ours.begin(), ours.end());
  if (id != 0 || (!tables.empty() && tables != ours)) {
    std::string what = id != 0 ? "application_id " + std::to_string(id) : "tables";
    if (id == 0)
      for (size_t i = 0; i < tables.size(); ++i) what += (i ? ", " : " ") + tables[i];
    throw SystemError(path + ": not a kcensus database (" + what + "): refusing to write to it");
  }
  db.Exec("PRAGMA application_id=" + std::to_string(kApplicationId), path);
}

}  // namespace

std::string RunIdentity(simdjson::dom::element run) {
  std::string s;
  if (run.is_null()) return s;
  AppendCanonical(&s, run);
  return s;
}

AggDb::AggDb(const std::string& path, DbIngest ingest)
    : db_(path, store::SqliteDb::kReadWrite), path_(path), in_(std::move(ingest)) {
  db_.Exec("PRAGMA busy_timeout=10000", path);
  CheckKcensusDb(db_, path);
  db_.Exec("PRAGMA journal_mode=WAL;", path);
  db_.Exec("BEGIN IMMEDIATE", path);
  // A layout before the typed one: `runs` keyed by text, without an id.
  std::vector<std::string> run_cols = db_.Columns("runs");
  bool old =
      !run_cols.empty() && std::find(run_cols.begin(), run_cols.end(), "id") == run_cols.end();
  if (old) {
    MigrateRunIdentities(path);
    MigrateTyped(path);
  } else {
    db_.Exec(KernelsDdl(), path);
    db_.Exec(AggregatesDdl(), path);
    db_.Exec(kSchema, path);
    for (const std::string& c : db_.Columns("runs")) columns_.emplace(Lower(c), c);
    AddMissingColumns(db_, path, "kernels", KernelExtraColumns());
    AddMissingColumns(db_, path, "aggregates", AggregateFigureColumns());
    AddMissingColumns(db_, path, "signals", {{"est_speedup_pct", "REAL"}});
  }
  db_.Exec("PRAGMA user_version=" + std::to_string(kLayoutVersion), path);
  {
    store::SqliteStmt q(db_,
                        "INSERT OR REPLACE INTO metric_names(name, rank, metric, source) "
                        "VALUES(?1, ?2, ?3, ?4)");
    if (!q.ok()) throw SystemError("SQLite: " + path + ": " + q.error());
    auto row = [&](std::string_view name, int64_t rank, std::string_view metric,
                   std::string_view source) {
      q.Bind(1, name);
      q.Bind(2, rank);
      q.Bind(3, metric);
      q.Bind(4, source);
      q.Write();
    };
    for (size_t i = 0; i < schema::kKeyMetrics.size(); ++i) {
      if (const auto* names = classify::KeyMetricNames(i)) {
        int64_t rank = 0;
        for (std::string_view n : *names)
          if (!n.empty()) row(schema::kKeyMetrics[i], rank++, n, "ncu");
      } else {
        row(schema::kKeyMetrics[i], 0, "stall_top", "kclassify");
      }
    }
    for (std::string_view m : kRoofColumns) {
      std::string field = "roofline." + std::string(m);
      row(m, 0, field, "kclassify");
    }
  }
  if (!in_.sweep_out.empty()) {
    std::string date = in_.sweep_date;
    if (date.empty()) {
      std::time_t now = std::time(nullptr);
      std::tm tm{};
      gmtime_r(&now, &tm);
      char buf[32];
      std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
      date = buf;
    }
    store::SqliteStmt q(db_,
                        "INSERT INTO sweeps(date, out, models, n_models, digest) "
                        "VALUES(?1, ?2, '', 0, '')");
    if (!q.ok()) throw SystemError("SQLite: " + path + ": " + q.error());
    q.Bind(1, date);
    q.Bind(2, in_.sweep_out);
    q.Write();
    sweep_id_ = db_.LastRowId();
  }
  auto prep = [&](std::optional<store::SqliteStmt>& q, const std::string& sql) {
    q.emplace(db_, sql);
    if (!q->ok()) throw SystemError("SQLite: " + path + ": " + q->error());
  };
  const char* of_file = "SELECT id FROM kernels WHERE run_id=?1 AND src_file IS ?2";
  prep(del_signals_, std::string("DELETE FROM signals WHERE kernel_id IN (") + of_file + ")");
  prep(del_metrics_, std::string("DELETE FROM metrics WHERE kernel_id IN (") + of_file + ")");
  prep(del_kernels_, "DELETE FROM kernels WHERE run_id=?1 AND src_file IS ?2");
  prep(ins_kernel_, InsertKernelSql());
  prep(ins_metric_, "INSERT INTO metrics(kernel_id, name, value) VALUES(?1, ?2, ?3)");
  prep(ins_signal_, "INSERT INTO signals(kernel_id, signal, est_speedup_pct) VALUES(?1, ?2, ?3)");
}

AggDb::~AggDb() {
  if (!committed_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void AggDb::MigrateRunIdentities(const std::string& path) {
  // user_version 1: runs are keyed by RunIdentity. Before, by the `run` object's text as given.
  store::SqliteStmt v(db_, "PRAGMA user_version");
  int64_t version = 0;
  if (v.ok() && v.Step() == SQLITE_ROW) v.TypeInt(0, &version);
  if (version >= 1) return;
  std::vector<std::pair<std::string, std::string>> renames;  // old run → its identity
  {
    store::SqliteStmt q(db_, "SELECT run, run_json FROM runs WHERE run_json IS NOT NULL");
    if (!q.ok()) throw SystemError("SQLite: " + path + ": " + q.error());
    simdjson::dom::parser parser;
    simdjson::dom::element e;
    while (q.Step() == SQLITE_ROW) {
      std::string old(q.Text(0));
      if (parser.parse(std::string(q.Text(1))).get(e)) continue;
      std::string id = RunIdentity(e);
      if (id != old) renames.emplace_back(std::move(old), std::move(id));
    }
  }
  store::SqliteStmt kernels(db_, "UPDATE kernels SET run=?2 WHERE run=?1");
  // A run that another one's identity already names merges into it.
  store::SqliteStmt runs(db_,
                         "INSERT INTO runs(run, model, run_json, records) SELECT ?2, model, "
                         "run_json, 0 FROM runs WHERE run=?1 ON CONFLICT(run) DO NOTHING");
  store::SqliteStmt drop(db_, "DELETE FROM runs WHERE run=?1");
  for (store::SqliteStmt* q : {&kernels, &runs, &drop})
    if (!q->ok()) throw SystemError("SQLite: " + path + ": " + q->error());
  for (const auto& [old, id] : renames) {
    for (store::SqliteStmt* q : {&kernels, &runs, &drop}) {
      q->Bind(1, old);
      if (q != &drop) q->Bind(2, id);
      q->Write();
    }
  }
  db_.Exec("PRAGMA user_version=1", path);
}

void AggDb::MigrateTyped(const std::string& path) {
  // The old tables move aside, the typed ones are made, and the rows are copied: runs through
  // RunId (their tags become columns), kernels and metrics by SQL. Signals, stalls and the key
  // metric columns were not kept before; they stay null for the rows copied.
  db_.Exec(
      "DROP INDEX IF EXISTS kernels_run; DROP INDEX IF EXISTS metrics_kernel; "
      "ALTER TABLE runs RENAME TO kc_old_runs; ALTER TABLE kernels RENAME TO kc_old_kernels; "
      "ALTER TABLE metrics RENAME TO kc_old_metrics; DROP TABLE IF EXISTS aggregates;",
      path);
  db_.Exec(KernelsDdl(), path);
  db_.Exec(AggregatesDdl(), path);
  db_.Exec(kSchema, path);
  columns_.clear();
  for (const std::string& c : db_.Columns("runs")) columns_.emplace(Lower(c), c);
  db_.Exec("CREATE TEMP TABLE kc_run_map(old TEXT PRIMARY KEY, id INTEGER NOT NULL)", path);
  {
    store::SqliteStmt q(db_, "SELECT run, model, run_json FROM kc_old_runs ORDER BY rowid");
    store::SqliteStmt map(db_, "INSERT INTO temp.kc_run_map(old, id) VALUES(?1, ?2)");
    if (!q.ok() || !map.ok()) throw SystemError("SQLite: " + path + ": " + q.error() + map.error());
    simdjson::dom::parser parser;
    std::vector<std::tuple<std::string, std::string, std::string>> rows;
    while (q.Step() == SQLITE_ROW)
      rows.emplace_back(q.Text(0), q.Text(1), q.IsNull(2) ? "null" : std::string(q.Text(2)));
    for (const auto& [old, model, json] : rows) {
      simdjson::dom::element e;
      if (parser.parse(json).get(e)) continue;
      int64_t id = RunId(old, &e, model);
      map.Bind(1, old);
      map.Bind(2, id);
      map.Write();
    }
  }
  std::string cols;
  for (std::string_view c : kRecordColumns) cols += ", " + std::string(c);
  db_.Exec("INSERT INTO kernels(id, run_id, model" + cols +
               ", launches, time_ns) SELECT k.id, m.id, k.model" + cols +
               ", k.launches, CAST(round(k.time_ns) AS INTEGER) FROM kc_old_kernels k JOIN "
               "temp.kc_run_map m ON m.old = k.run;"
               "INSERT INTO metrics(kernel_id, name, value) SELECT kernel_id, name, value FROM "
               "kc_old_metrics;"
               "DROP TABLE kc_old_metrics; DROP TABLE kc_old_kernels; DROP TABLE kc_old_runs; "
               "DROP TABLE temp.kc_run_map;",
           path);
  run_ids_.clear();
}

std::string AggDb::TagColumn(const std::string& path, simdjson::dom::element value) {
  static constexpr std::string_view kFixed[] = {"id",       "sweep_id", "run",
                                                "run_json", "model",    "records"};
  std::string name = path;
  if (std::find(std::begin(kFixed), std::end(kFixed), Lower(path)) != std::end(kFixed)) {
    // The tag the model comes from is the model column itself.
    if (Lower(path) == "model" && in_.model_field == "run.model") return "";
    name = "tag_" + path;
  }
  auto it = columns_.find(Lower(name));
  if (it != columns_.end()) return it->second;
  // Typed by the first value seen; a column first seen null takes values as they come.
  const char* type = value.is_string()                                   ? " TEXT"
                     : value.is_number()                                 ? " NUMERIC"
                     : value.type() == simdjson::dom::element_type::BOOL ? " INTEGER"
                     : value.is_null()                                   ? ""
                                                                         : " TEXT";
  db_.Exec("ALTER TABLE runs ADD COLUMN " + Quote(name) + type, path_);
  columns_.emplace(Lower(name), name);
  return name;
}

int64_t AggDb::RunId(const std::string& identity, const simdjson::dom::element* run,
                     const std::string& model) {
  if (auto it = run_ids_.find(identity); it != run_ids_.end()) return it->second;
  {
    store::SqliteStmt q(db_, "SELECT id FROM runs WHERE run=?1 AND sweep_id IS ?2");
    if (!q.ok()) throw SystemError("SQLite: " + path_ + ": " + q.error());
    q.Bind(1, identity);
    if (sweep_id_) {
      q.Bind(2, *sweep_id_);
    } else {
      q.BindNull(2);
    }
    if (q.Step() == SQLITE_ROW) {
      int64_t id = q.Int(0);
      run_ids_.emplace(identity, id);
      return id;
    }
  }
  // The run's tags, flattened ("a.b" for b in object a), each in its column.
  std::vector<std::pair<std::string, simdjson::dom::element>> tags;
  auto flatten = [&](auto&& self, const std::string& prefix, simdjson::dom::object o) -> void {
    for (auto f : o) {
      std::string key = prefix + std::string(f.key);
      simdjson::dom::object sub;
      if (!f.value.get_object().get(sub)) {
        self(self, key + ".", sub);
      } else {
        tags.emplace_back(key, f.value);  // null too: the column is there, the value NULL
      }
    }
  };
  simdjson::dom::object ro;
  if (run && !run->get_object().get(ro)) flatten(flatten, "", ro);
  std::string cols = "sweep_id, run, run_json, model, records", vals = "?1, ?2, ?3, ?4, 0";
  std::vector<std::pair<std::string, simdjson::dom::element>> bound;
  std::set<std::string> used;
  for (const auto& [key, value] : tags) {
    std::string col = TagColumn(key, value);
    if (col.empty() || !used.insert(Lower(col)).second) continue;
    cols += ", " + Quote(col);
    vals += ", ?" + std::to_string(5 + bound.size());
    bound.emplace_back(col, value);
  }
  store::SqliteStmt q(db_, "INSERT INTO runs(" + cols + ") VALUES(" + vals + ")");
  if (!q.ok()) throw SystemError("SQLite: " + path_ + ": " + q.error());
  if (sweep_id_) {
    q.Bind(1, *sweep_id_);
  } else {
    q.BindNull(1);
  }
  bool none = !run || run->is_null();
  std::string json = none ? std::string() : std::string(simdjson::minify(*run));
  q.Bind(2, identity);
  if (none) {
    q.BindNull(3);
  } else {
    q.Bind(3, json);
  }
  if (model.empty()) {
    q.BindNull(4);
  } else {
    q.Bind(4, model);
  }
  std::vector<std::string> texts;
  texts.reserve(bound.size());
  int i = 5;
  for (const auto& [col, v] : bound) {
    int64_t n;
    uint64_t u;
    double d;
    bool b;
    std::string_view s;
    if (v.is_null()) {
      q.BindNull(i);
    } else if (!v.get_string().get(s)) {
      q.Bind(i, s);
    } else if (!v.get_int64().get(n)) {
      q.Bind(i, n);
    } else if (!v.get_uint64().get(u)) {
      q.Bind(i, static_cast<double>(u));
    } else if (!v.get_double().get(d)) {
      q.Bind(i, d);
    } else if (!v.get_bool().get(b)) {
      q.Bind(i, int64_t{b});
    } else {
      texts.emplace_back(simdjson::minify(v));
      q.Bind(i, std::string_view(texts.back()));
    }
    ++i;
  }
  q.Write();
  int64_t id = db_.LastRowId();
  run_ids_.emplace(identity, id);
  return id;
}

void AggDb::AddRecord(simdjson::dom::object obj, std::string_view raw) {
  for (char c : raw) digest_ = (digest_ ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  digest_ = (digest_ ^ '\n') * 1099511628211ull;
  // A run is identified by its `run` object's canonical text ("" for records without one);
  // its rows from one source file are replaced when the first record of that file comes.
  std::string run;
  simdjson::dom::element r;
  bool has_run = !obj["run"].get(r) && !r.is_null();
  if (has_run) run = RunIdentity(r);
  std::string model = RecordModel(obj, in_.model_field);
  models_.insert(model);
  int64_t run_id = RunId(run, has_run ? &r : nullptr, model);
  std::string_view src;
  bool has_src = !obj["src_file"].get_string().get(src);
  std::string seen = run;
  seen += '\0';
  if (has_src) seen.append(1, '\1').append(src);
  if (runs_seen_.insert(seen).second) {
    for (auto* q : {&del_signals_, &del_metrics_, &del_kernels_}) {
      (*q)->Bind(1, run_id);
      if (has_src) {
        (*q)->Bind(2, src);
      } else {
        (*q)->BindNull(2);
      }
      (*q)->Write();
    }
  }
  std::string_view type;
  if (obj["type"].get_string().get(type)) type = {};
  store::SqliteStmt& q = *ins_kernel_;
  q.Bind(1, run_id);
  if (model.empty()) {
    q.BindNull(2);
  } else {
    q.Bind(2, model);
  }
  int col = 3;
  for (std::string_view name : kRecordColumns) {
    const schema::Field* f = schema::FindField(name);
    int64_t v;
    if (f && f->type == schema::Type::kInteger) {
      if (obj[name].get_int64().get(v)) {
        q.BindNull(col);
      } else {
        q.Bind(col, v);
      }
    } else {
      BindText(q, col, obj, name);
    }
    ++col;
  }
  double launches = 1, time = 0;
  bool has_time = false;
  simdjson::dom::object metrics;
  bool ncu = type.starts_with("ncu");
  if (type == "nsys_kernel_summary") {
    Num(obj, "instances", &launches);
    has_time = Num(obj, "total_ns", &time);
  } else if (type == "nsys_kernel_launch") {
    has_time = Num(obj, "duration_ns", &time);
  } else if (ncu) {
    double inv;
    if (type == "ncu_kernel_summary" && Num(obj, "invocations", &inv)) launches = inv;
  }
  // ncu records: metrics in long form; time from ncu's duration (all launches of a summary).
  std::vector<std::pair<std::string_view, double>> values;
  if (ncu && !obj["metrics"].get_object().get(metrics)) {
    for (auto f : metrics) {
      double v;
      simdjson::dom::object o;
      if (f.value.is_number()) {
        if (f.value.get_double().get(v)) continue;
      } else if (!f.value.get_object().get(o) && Num(o, "avg", &v)) {
      } else {
        continue;
      }
      values.emplace_back(f.key, v);
      if (!has_time && (f.key == "gpu__time_duration.sum" || f.key == "gpu__time_duration")) {
        time = v * launches;
        has_time = true;
      }
    }
  }
  q.Bind(col++, static_cast<int64_t>(std::llround(launches)));
  if (has_time && std::isfinite(time)) {
    q.Bind(col++, static_cast<int64_t>(std::llround(time)));
  } else {
    q.BindNull(col++);
  }
  // kclassify's key_metrics and roofline figures, by name (nothing for a record without them).
  auto figure = [&](simdjson::dom::object o, bool have, std::string_view name) {
    double v;
    if (!have || !Num(o, name, &v) || !std::isfinite(v)) {
      q.BindNull(col);
    } else if (name.ends_with("_ns")) {
      q.Bind(col, static_cast<int64_t>(std::llround(v)));
    } else {
      q.Bind(col, v);
    }
    ++col;
  };
  simdjson::dom::object key, roof;
  bool has_key = !obj["key_metrics"].get_object().get(key);
  bool has_roof = !obj["roofline"].get_object().get(roof);
  for (std::string_view m : schema::kKeyMetrics) figure(key, has_key, m);
  for (std::string_view m : kRoofColumns) figure(roof, has_roof, m);
  // kclassify's occupancy fact: the limiting resources, space-separated ("" when none limits).
  std::string limiter;
  simdjson::dom::array lim;
  if (!obj["occupancy_limiter"].get_array().get(lim)) {
    for (simdjson::dom::element e : lim) {
      std::string_view l;
      if (!e.get_string().get(l)) limiter.append(limiter.empty() ? "" : " ").append(l);
    }
    q.Bind(col++, std::string_view(limiter));
  } else {
    q.BindNull(col++);
  }
  simdjson::dom::array stalls;
  std::vector<std::pair<std::string_view, std::optional<double>>> top;
  if (!obj["stall_top"].get_array().get(stalls)) {
    for (simdjson::dom::element e : stalls) {
      if (top.size() == kStallColumns) break;
      simdjson::dom::object so;
      std::string_view reason;
      if (e.get_object().get(so) || so["reason"].get_string().get(reason)) continue;
      double share;
      top.emplace_back(reason, Num(so, "share", &share) ? std::optional(share) : std::nullopt);
    }
  }
  for (size_t i = 0; i < kStallColumns; ++i) {
    if (i < top.size()) {
      q.Bind(col, top[i].first);
      if (top[i].second) {
        q.Bind(col + 1, *top[i].second);
      } else {
        q.BindNull(col + 1);
      }
    } else {
      q.BindNull(col);
      q.BindNull(col + 1);
    }
    col += 2;
  }
  q.Write();
  int64_t id = db_.LastRowId();
  for (const auto& [name, v] : values) {
    ins_metric_->Bind(1, id);
    ins_metric_->Bind(2, name);
    ins_metric_->Bind(3, v);
    ins_metric_->Write();
  }
  // Whatever strings the record's `signals` has (an object's `signal` or `name`), with the
  // speedup ncu estimates for it (kclassify's est_speedup_pct) when the record gives one.
  simdjson::dom::object speedups;
  bool has_speedups = !obj["est_speedup_pct"].get_object().get(speedups);
  simdjson::dom::array signals;
  if (!obj["signals"].get_array().get(signals)) {
    for (simdjson::dom::element e : signals) {
      std::string_view s;
      simdjson::dom::object so;
      if (e.get_string().get(s) && (e.get_object().get(so) || (so["signal"].get_string().get(s) &&
                                                               so["name"].get_string().get(s))))
        continue;
      double speedup;
      ins_signal_->Bind(1, id);
      ins_signal_->Bind(2, s);
      if (has_speedups && Num(speedups, s, &speedup)) {
        ins_signal_->Bind(3, speedup);
      } else {
        ins_signal_->BindNull(3);
      }
      ins_signal_->Write();
    }
  }
}

bool AggDb::Commit(const GroupOptions& o, const std::vector<Group>& groups) {
  auto stmt = [&](const std::string& sql) {
    auto q = std::make_unique<store::SqliteStmt>(db_, sql);
    if (!q->ok()) throw SystemError("SQLite: " + path_ + ": " + q->error());
    if (sql.find("?1") != std::string::npos) {
      if (sweep_id_) {
        q->Bind(1, *sweep_id_);
      } else {
        q->BindNull(1);
      }
    }
    return q;
  };
  if (sweep_id_) {
    std::string models, digest(16, '0');
    for (const std::string& m : models_) {
      if (m.empty()) continue;
      models += (models.empty() ? "" : ";") + m;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    for (int i = 0; i < 16; ++i) digest[i] = kHex[(digest_ >> (60 - 4 * i)) & 15];
    // The same records as the last sweep of this OUT: nothing new to keep.
    auto last =
        stmt("SELECT digest FROM sweeps WHERE id < ?1 AND out = ?2 ORDER BY id DESC LIMIT 1");
    last->Bind(2, in_.sweep_out);
    if (last->Step() == SQLITE_ROW && last->Text(0) == digest) {
      last.reset();
      db_.Exec("ROLLBACK", "rollback");
      committed_ = true;
      return false;
    }
    last.reset();
    auto q = stmt("UPDATE sweeps SET models=?2, n_models=?3, digest=?4 WHERE id=?1");
    q->Bind(2, models);
    q->Bind(3,
            static_cast<int64_t>(std::count_if(models_.begin(), models_.end(),
                                               [](const std::string& m) { return !m.empty(); })));
    q->Bind(4, digest);
    q->Write();
  }
  stmt("DELETE FROM aggregates WHERE sweep_id IS ?1")->Write();
  std::string sql =
      "INSERT INTO aggregates(sweep_id, by_fields, key_json, kernel_key, kernel_base, "
      "family, library, rank, records, launches, models, model_list, total_ns, "
      "time_share, mean_model_share, coverage";
  for (int i = 0; i < kMetricCount; ++i) sql += ", " + std::string(MetricName(i));
  for (std::string_view b : kBounds) sql += ", bound_" + std::string(b);
  sql += ", top_stall, top_signal, record) VALUES(?1";
  const int ncols = 16 + kMetricCount + static_cast<int>(kBounds.size()) + 3;
  for (int i = 2; i <= ncols; ++i) sql += ", ?" + std::to_string(i);
  auto q = stmt(sql + ")");
  std::string by;
  for (const auto& f : o.by) by += (by.empty() ? "" : ",") + f;
  const bool by_key = std::find(o.by.begin(), o.by.end(), "kernel_key") != o.by.end();
  int64_t rank = 0;
  for (const Group& g : groups) {
    std::string key = "{";
    for (size_t i = 0; i < o.by.size(); ++i) {
      if (i) key += ',';
      AppendJsonString(&key, o.by[i]);
      key += ':';
      if (g.key[i].empty()) {
        key += "null";
      } else {
        AppendJsonString(&key, g.key[i]);
      }
    }
    key += '}';
    std::string record, model_list;
    WriteGroupRecord(o, g, rank + 1, &record);
    if (!record.empty() && record.back() == '\n') record.pop_back();
    for (const std::string& m : g.models) model_list += (model_list.empty() ? "" : ";") + m;
    auto opt = [&](int col, std::optional<double> v) {
      if (v && std::isfinite(*v)) {
        q->Bind(col, *v);
      } else {
        q->BindNull(col);
      }
    };
    if (sweep_id_) {
      q->Bind(1, *sweep_id_);
    } else {
      q->BindNull(1);
    }
    q->Bind(2, by);
    q->Bind(3, key);
    int col = 4;
    // A --by field's value, else, grouping by kernel_key, the group's tag (the smallest).
    for (auto [f, tag] : {std::pair<const char*, const std::string*>{"kernel_key", nullptr},
                          {"kernel_base", &g.kernel_base},
                          {"family", &g.family},
                          {"library", &g.library}}) {
      q->BindNull(col);
      if (by_key && tag && !tag->empty()) q->Bind(col, std::string_view(*tag));
      for (size_t i = 0; i < o.by.size(); ++i)
        if (o.by[i] == f && !g.key[i].empty()) q->Bind(col, std::string_view(g.key[i]));
      ++col;
    }
    q->Bind(8, ++rank);
    q->Bind(9, static_cast<int64_t>(g.records));
    q->Bind(10, static_cast<int64_t>(g.launches));
    q->Bind(11, static_cast<int64_t>(g.models.size()));
    q->Bind(12, model_list);
    if (g.time_known) {
      q->Bind(13, static_cast<int64_t>(std::llround(g.total_ns)));
    } else {
      q->BindNull(13);
    }
    opt(14, g.time_known ? std::optional(g.time_share) : std::nullopt);
    opt(15, g.time_known ? std::optional(g.mean_model_share) : std::nullopt);
    opt(16, g.coverage);
    col = 17;
    for (int i = 0; i < kMetricCount; ++i) opt(col++, g.metrics[i].weighted);
    for (size_t i = 0; i < kBounds.size(); ++i)
      opt(col++, g.bound_time ? std::optional((*g.bound_time)[i]) : std::nullopt);
    if (g.stall_top.empty()) {
      q->BindNull(col++);
    } else {
      q->Bind(col++, std::string_view(g.stall_top[0].first));
    }
    if (g.signals.empty()) {
      q->BindNull(col++);
    } else {
      q->Bind(col++, std::string_view(g.signals[0].name));
    }
    q->Bind(col++, record);
    q->Write();
  }
  q.reset();
  // Whether kagg counts a record's time: a model's nsys launch records when it has some, else
  // its kernel summary rows, else (no nsys records) its ncu durations.
  db_.Exec(
      "CREATE TEMP TABLE IF NOT EXISTS kc_kinds(model TEXT, launch INTEGER, nsys INTEGER); "
      "DELETE FROM temp.kc_kinds;",
      "time_counted");
  stmt(
      "INSERT INTO temp.kc_kinds SELECT k.model, max(k.type = 'nsys_kernel_launch'), "
      "max(k.type IN ('nsys_kernel_launch', 'nsys_kernel_summary')) FROM kernels k JOIN runs r "
      "ON r.id = k.run_id WHERE r.sweep_id IS ?1 GROUP BY k.model")
      ->Write();
  stmt(
      "UPDATE kernels SET time_counted = (SELECT CASE WHEN kernels.type = 'nsys_kernel_launch' "
      "THEN 1 WHEN kernels.type = 'nsys_kernel_summary' THEN NOT t.launch ELSE NOT t.nsys END "
      "FROM temp.kc_kinds t WHERE t.model IS kernels.model) WHERE run_id IN (SELECT id FROM "
      "runs WHERE sweep_id IS ?1)")
      ->Write();
  db_.Exec(
      "UPDATE runs SET records = (SELECT count(*) FROM kernels WHERE kernels.run_id = runs.id); "
      "DELETE FROM runs WHERE records = 0",
      "runs");
  db_.Exec("COMMIT", "commit");
  committed_ = true;
  return true;
}

}  // namespace kc::agg
