// Identity and ownership in kagg's database. A run is its `run` object in a canonical form
// (RunIdentity), so that the same tags written in another order or type name one run. A run's
// rows are replaced per source file: ingesting one file of a run again replaces the rows that came
// from that file and keeps the others. A file that is not a kcensus database (marked by
// PRAGMA application_id, or the tables of one written before the mark) is refused before anything
// is written to it.
#include "agg/db.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "agg/render.h"
#include "io/error.h"
#include "io/json_writer.h"
#include "schema/fields.h"

namespace kc::agg {
namespace {

// The record fields kept as columns of `kernels`, in order, typed as lib/schema says.
constexpr std::string_view kRecordColumns[] = {"type",       "src_file",    "src_line", "kernel",
                                               "kernel_key", "kernel_base", "library",  "family",
                                               "bound",      "memory_unit"};

// `kernels`: the run and model, the record's columns, and the launches and time kagg counts.
std::string KernelsDdl() {
  std::string s =
      "CREATE TABLE IF NOT EXISTS kernels(id INTEGER PRIMARY KEY, run TEXT NOT NULL, model TEXT";
  for (std::string_view c : kRecordColumns) {
    const schema::Field* f = schema::FindField(c);
    s += ", " + std::string(c) + " " +
         std::string(schema::SqlType(f ? f->type : schema::Type::kString));
    if (c == "type") s += " NOT NULL";
  }
  return s + ", launches INTEGER, time_ns REAL);";
}

std::string InsertKernelSql() {
  std::string cols = "run, model", vals = "?1, ?2";
  int i = 2;
  for (std::string_view c : kRecordColumns) {
    cols += ", " + std::string(c);
    vals += ", ?" + std::to_string(++i);
  }
  return "INSERT INTO kernels(" + cols + ", launches, time_ns) VALUES(" + vals + ", ?" +
         std::to_string(i + 1) + ", ?" + std::to_string(i + 2) + ")";
}

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS runs(run TEXT PRIMARY KEY, model TEXT, run_json TEXT,
  records INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS kernels_run ON kernels(run);
CREATE TABLE IF NOT EXISTS metrics(kernel_id INTEGER NOT NULL, name TEXT NOT NULL, value REAL);
CREATE INDEX IF NOT EXISTS metrics_kernel ON metrics(kernel_id);
CREATE TABLE IF NOT EXISTS aggregates(by_fields TEXT NOT NULL, key_json TEXT NOT NULL,
  kernel_key TEXT, kernel_base TEXT, family TEXT, library TEXT, rank INTEGER, records INTEGER,
  launches INTEGER, models INTEGER, total_ns REAL, time_share REAL, coverage REAL, record TEXT,
  PRIMARY KEY(by_fields, key_json));
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

AggDb::AggDb(const std::string& path, std::string model_field)
    : db_(path, store::SqliteDb::kReadWrite), model_field_(std::move(model_field)) {
  db_.Exec("PRAGMA busy_timeout=10000", path);
  CheckKcensusDb(db_, path);
  db_.Exec("PRAGMA journal_mode=WAL;", path);
  db_.Exec(KernelsDdl(), path);
  db_.Exec(kSchema, path);
  db_.Exec("BEGIN IMMEDIATE", path);
  auto prep = [&](std::optional<store::SqliteStmt>& q, const char* sql) {
    q.emplace(db_, sql);
    if (!q->ok()) throw SystemError("SQLite: " + path + ": " + q->error());
  };
  MigrateRunIdentities(path);
  prep(del_metrics_,
       "DELETE FROM metrics WHERE kernel_id IN (SELECT id FROM "
       "kernels WHERE run=?1 AND src_file IS ?2)");
  prep(del_kernels_, "DELETE FROM kernels WHERE run=?1 AND src_file IS ?2");
  prep(ins_run_,
       "INSERT INTO runs(run, model, run_json, records) VALUES(?1, ?2, ?3, 0)"
       " ON CONFLICT(run) DO UPDATE SET model=excluded.model, run_json=excluded.run_json");
  prep(ins_kernel_, InsertKernelSql().c_str());
  prep(ins_metric_, "INSERT INTO metrics(kernel_id, name, value) VALUES(?1, ?2, ?3)");
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

void AggDb::AddRecord(simdjson::dom::object obj) {
  // A run is identified by its `run` object's canonical text ("" for records without one);
  // its rows from one source file are replaced when the first record of that file comes.
  std::string run, run_json;
  simdjson::dom::element r;
  if (!obj["run"].get(r) && !r.is_null()) {
    run = RunIdentity(r);
    run_json = simdjson::minify(r);
  }
  std::string model = RecordModel(obj, model_field_);
  std::string_view src;
  bool has_src = !obj["src_file"].get_string().get(src);
  std::string seen = run;
  seen += '\0';
  if (has_src) seen.append(1, '\1').append(src);
  if (runs_seen_.insert(seen).second) {
    for (auto* q : {&del_metrics_, &del_kernels_}) {
      (*q)->Bind(1, run);
      if (has_src) {
        (*q)->Bind(2, src);
      } else {
        (*q)->BindNull(2);
      }
      (*q)->Write();
    }
    ins_run_->Bind(1, run);
    if (model.empty()) {
      ins_run_->BindNull(2);
    } else {
      ins_run_->Bind(2, model);
    }
    if (run.empty()) {
      ins_run_->BindNull(3);
    } else {
      ins_run_->Bind(3, run_json);
    }
    ins_run_->Write();
  }
  std::string_view type;
  if (obj["type"].get_string().get(type)) type = {};
  store::SqliteStmt& q = *ins_kernel_;
  q.Bind(1, run);
  if (model.empty()) {
    q.BindNull(2);
  } else {
    q.Bind(2, model);
  }
  int col = 3;
  for (std::string_view c : kRecordColumns) {
    const schema::Field* f = schema::FindField(c);
    int64_t v;
    if (f && f->type == schema::Type::kInteger) {
      if (obj[c].get_int64().get(v)) {
        q.BindNull(col);
      } else {
        q.Bind(col, v);
      }
    } else {
      BindText(q, col, obj, c);
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
  // ncu records: metrics in long form; time from ncu's duration (all launches
  // of a summary).
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
  q.Bind(13, static_cast<int64_t>(launches));
  if (has_time) {
    q.Bind(14, time);
  } else {
    q.BindNull(14);
  }
  q.Write();
  int64_t id = db_.LastRowId();
  for (const auto& [name, v] : values) {
    ins_metric_->Bind(1, id);
    ins_metric_->Bind(2, name);
    ins_metric_->Bind(3, v);
    ins_metric_->Write();
  }
}

void AggDb::Commit(const GroupOptions& o, const std::vector<Group>& groups) {
  db_.Exec("DELETE FROM aggregates", "aggregates");
  store::SqliteStmt q(db_,
                      "INSERT INTO aggregates(by_fields, key_json, kernel_key, "
                      "kernel_base, family,"
                      " library, rank, records, launches, models, total_ns, time_share, "
                      "coverage,"
                      " record) VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14)");
  if (!q.ok()) throw SystemError("SQLite: " + q.error());
  std::string by;
  for (const auto& f : o.by) by += (by.empty() ? "" : ",") + f;
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
    std::string record;
    WriteGroupRecord(o, g, rank + 1, &record);
    if (!record.empty() && record.back() == '\n') record.pop_back();
    q.Bind(1, by);
    q.Bind(2, key);
    int col = 3;
    for (const char* f : {"kernel_key", "kernel_base", "family", "library"}) {
      q.BindNull(col);
      for (size_t i = 0; i < o.by.size(); ++i)
        if (o.by[i] == f && !g.key[i].empty()) q.Bind(col, g.key[i]);
      ++col;
    }
    q.Bind(7, ++rank);
    q.Bind(8, static_cast<int64_t>(g.records));
    q.Bind(9, static_cast<int64_t>(g.launches));
    q.Bind(10, static_cast<int64_t>(g.models.size()));
    q.Bind(11, g.total_ns);
    q.Bind(12, g.time_share);
    if (g.coverage) {
      q.Bind(13, *g.coverage);
    } else {
      q.BindNull(13);
    }
    q.Bind(14, record);
    q.Write();
  }
  db_.Exec(
      "UPDATE runs SET records = (SELECT count(*) FROM kernels WHERE "
      "kernels.run = runs.run); DELETE FROM runs WHERE records = 0",
      "runs");
  db_.Exec("COMMIT", "commit");
  committed_ = true;
}

}  // namespace kc::agg
