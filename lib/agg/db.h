#pragma once
// kagg --db: the records and the aggregates in SQLite, for people who want SQL, in typed columns
// that plain SQL reads (no JSON functions needed):
//   sweeps(id, date, out, models, n_models, digest)   one row per `--sweep` ingest
//   runs(id, sweep_id, run, run_json, model, records, <one column per run tag>)
//   kernels(id, run_id, model, type, src_file, src_line, kernel, kernel_key, kernel_base,
//           library, family, bound, memory_unit, launches, time_ns, time_counted,
//           sm_pct … pct_of_roof, stall_1, stall_1_share … stall_3_share)   one row per record
//   signals(kernel_id, signal)                         the record's `signals`, one row each
//   metrics(kernel_id, name, value)                    ncu metrics in long form
//   metric_names(name, rank, metric, source)           the short names above → ncu metric names
//   aggregates(sweep_id, by_fields, key_json, …, rank, …, record)   the agg records
// One transaction per ingest; WAL journal, so readers see the previous state until the commit.
// A run is keyed by RunIdentity(run object) within its sweep (runs of no sweep: sweep_id null);
// the rows of a run that came from one src_file are replaced when that file's records are
// ingested again (the run's other files stay). `aggregates` holds the groups of the last ingest
// of each sweep. An ingest with --sweep adds a sweep, unless the last sweep of the same OUT had
// exactly the same records: then nothing is written. Only a kcensus database (PRAGMA
// application_id "kcen") or a new file is written to; an older kcensus layout is converted.
#include <simdjson.h>

#include <map>
#include <optional>
#include <set>
#include <string>

#include "agg/aggregator.h"
#include "store/sqlite_db.h"

namespace kc::agg {

/// The identity of a run: its `run` object as canonical JSON text (keys sorted at every level,
/// every scalar but null a string, numbers and numeric strings in shortest form: 1, 1.0, "1" and
/// "1.0" are one value); "" for null.
std::string RunIdentity(simdjson::dom::element run);

/// What an ingest is, beyond its records.
struct DbIngest {
  std::string model_field = "run.model";
  /// --sweep OUT: the ingest is one sweep of OUT (empty: records of no sweep).
  std::string sweep_out;
  std::string sweep_date;  ///< ISO 8601; empty: now (UTC)
};

class AggDb {
 public:
  /// Opens or creates `path`, creates the tables, begins the ingest transaction. Throws
  /// SystemError, also when `path` is not a kcensus database (nothing is written to it then).
  AggDb(const std::string& path, DbIngest ingest);
  /// Rolls back unless Commit() was called.
  ~AggDb();
  /// Adds one aggregated record (call only for records kagg accepted); `raw` is its text.
  void AddRecord(simdjson::dom::object obj, std::string_view raw);
  /// Replaces the sweep's aggregates with `groups` and commits; for a sweep with the same
  /// records as the last sweep of its OUT, rolls back instead. Returns false then.
  bool Commit(const GroupOptions& o, const std::vector<Group>& groups);

 private:
  // Rekeys the runs of a database written before runs were keyed by RunIdentity.
  void MigrateRunIdentities(const std::string& path);
  // Converts the layout of user_version 1 (text run keys, REAL times) to the typed one.
  void MigrateTyped(const std::string& path);
  // The id of the run `identity` of this ingest's sweep, inserted (with its tag columns) when new.
  int64_t RunId(const std::string& identity, const simdjson::dom::element* run,
                const std::string& model);
  // The column of runs for the tag at `path`, added when missing ("" when the value is null).
  std::string TagColumn(const std::string& path, simdjson::dom::element value);

  store::SqliteDb db_;
  std::string path_;
  DbIngest in_;
  std::optional<int64_t> sweep_id_;
  std::set<std::string, std::less<>> runs_seen_;  // run identity, '\0', source file
  std::map<std::string, int64_t, std::less<>> run_ids_;
  std::map<std::string, std::string, std::less<>> columns_;  // lower-case name → column of runs
  std::set<std::string> models_;
  uint64_t digest_ = 14695981039346656037ull;  // FNV-1a of the records' text
  std::optional<store::SqliteStmt> del_signals_, del_metrics_, del_kernels_, ins_kernel_,
      ins_metric_, ins_signal_;
  bool committed_ = false;
};

}  // namespace kc::agg
