#pragma once
// kagg --db: the records and the aggregates in SQLite, for people who want SQL.
//   runs(run, model, run_json, records)          one row per run (the record's
//   `run` object) kernels(id, run, model, type, src_file, src_line, kernel,
//   kernel_key, kernel_base, library,
//           family, bound, memory_unit, launches, time_ns)   one row per input
//           record
//   metrics(kernel_id, name, value)              ncu metrics in long form
//   aggregates(by_fields, key_json, kernel_key, kernel_base, family, library,
//   rank, records,
//              launches, models, total_ns, time_share, coverage, record)  the
//              agg records
// One transaction per ingest; WAL journal, so readers see the previous state until the commit.
// A run is keyed by RunIdentity(run object); the rows of a run that came from one src_file are
// replaced when that file's records are ingested again (the run's other files stay). `aggregates`
// holds the groups of the last ingest. Only a kcensus database (PRAGMA application_id "kcen") or
// a new file is written to.
#include <simdjson.h>

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

class AggDb {
 public:
  /// Opens or creates `path`, creates the tables, begins the ingest
  /// transaction. Throws SystemError, also when `path` is not a kcensus database (nothing is
  /// written to it then).
  AggDb(const std::string& path, std::string model_field);
  /// Rolls back unless Commit() was called.
  ~AggDb();
  /// Adds one aggregated record (call only for records kagg accepted).
  void AddRecord(simdjson::dom::object obj);
  /// Replaces the aggregates table with `groups` and commits.
  void Commit(const GroupOptions& o, const std::vector<Group>& groups);

 private:
  // Rekeys the runs of a database written before runs were keyed by RunIdentity.
  void MigrateRunIdentities(const std::string& path);

  store::SqliteDb db_;
  std::string model_field_;
  std::set<std::string, std::less<>> runs_seen_;  // run identity, '\0', source file
  std::optional<store::SqliteStmt> del_metrics_, del_kernels_, ins_run_, ins_kernel_, ins_metric_;
  bool committed_ = false;
};

}  // namespace kc::agg
