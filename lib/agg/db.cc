#include "agg/db.h"

#include "agg/render.h"
#include "io/error.h"
#include "io/json_writer.h"

namespace kc::agg {
namespace {

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS runs(run TEXT PRIMARY KEY, model TEXT, run_json TEXT,
  records INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS kernels(id INTEGER PRIMARY KEY, run TEXT NOT NULL, model TEXT,
  type TEXT NOT NULL, src_file TEXT, src_line INTEGER, kernel TEXT, kernel_key TEXT,
  kernel_base TEXT, library TEXT, family TEXT, bound TEXT, memory_unit TEXT, launches INTEGER,
  time_ns REAL);
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

}  // namespace

AggDb::AggDb(const std::string& path, std::string model_field)
    : db_(path, store::SqliteDb::kReadWrite), model_field_(std::move(model_field)) {
  db_.Exec("PRAGMA busy_timeout=10000; PRAGMA journal_mode=WAL;", path);
  db_.Exec(kSchema, path);
  db_.Exec("BEGIN IMMEDIATE", path);
  auto prep = [&](std::optional<store::SqliteStmt>& q, const char* sql) {
    q.emplace(db_, sql);
    if (!q->ok()) throw SystemError("SQLite: " + path + ": " + q->error());
  };
  prep(del_metrics_,
       "DELETE FROM metrics WHERE kernel_id IN (SELECT id FROM "
       "kernels WHERE run=?1)");
  prep(del_kernels_, "DELETE FROM kernels WHERE run=?1");
  prep(del_run_, "DELETE FROM runs WHERE run=?1");
  prep(ins_run_, "INSERT INTO runs(run, model, run_json, records) VALUES(?1, ?2, ?3, 0)");
  prep(ins_kernel_,
       "INSERT INTO kernels(run, model, type, src_file, src_line, "
       "kernel, kernel_key, kernel_base,"
       " library, family, bound, memory_unit, launches, time_ns)"
       " VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14)");
  prep(ins_metric_, "INSERT INTO metrics(kernel_id, name, value) VALUES(?1, ?2, ?3)");
}

AggDb::~AggDb() {
  if (!committed_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void AggDb::AddRecord(simdjson::dom::object obj) {
  // A run is identified by its `run` object's text ("" for records without
  // one).
  std::string run;
  simdjson::dom::element r;
  if (!obj["run"].get(r) && !r.is_null()) run = simdjson::minify(r);
  std::string model = RecordModel(obj, model_field_);
  if (runs_seen_.insert(run).second) {
    for (auto* q : {&del_metrics_, &del_kernels_, &del_run_}) {
      (*q)->Bind(1, run);
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
      ins_run_->Bind(3, run);
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
  q.Bind(3, type);
  BindText(q, 4, obj, "src_file");
  int64_t line;
  if (obj["src_line"].get_int64().get(line)) {
    q.BindNull(5);
  } else {
    q.Bind(5, line);
  }
  BindText(q, 6, obj, "kernel");
  BindText(q, 7, obj, "kernel_key");
  BindText(q, 8, obj, "kernel_base");
  BindText(q, 9, obj, "library");
  BindText(q, 10, obj, "family");
  BindText(q, 11, obj, "bound");
  BindText(q, 12, obj, "memory_unit");
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

void AggDb::Commit(const Aggregator& a, const std::vector<Group>& groups) {
  const Options& o = a.options();
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
    Group unused;
    WriteGroups(a, {g}, unused, Format::kJsonl, &record);
    if (!record.empty() && record.back() == '\n') record.pop_back();
    // Written alone, the group says rank 1: give it its place in the whole
    // list.
    size_t r = record.find("\"rank\":1,");
    if (r != std::string::npos) record.replace(r, 9, "\"rank\":" + std::to_string(rank + 1) + ",");
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
      "kernels.run = runs.run)",
      "runs");
  db_.Exec("COMMIT", "commit");
  committed_ = true;
}

}  // namespace kc::agg
