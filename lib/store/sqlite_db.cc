#include "store/sqlite_db.h"

#include "io/error.h"

namespace kc::store {
namespace {
// The database file a message is about (a full disk or a locked file is a problem of one file).
std::string FileOf(sqlite3* db) {
  const char* f = db ? sqlite3_db_filename(db, "main") : nullptr;
  return f && *f ? f : "SQLite database";
}
}  // namespace

SqliteDb::SqliteDb(const std::string& path) : SqliteDb(path, kReadOnly) {}

SqliteDb::SqliteDb(const std::string& path, Mode mode) {
  int flags = mode == kReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  int rc = sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw SystemError("cannot open " + path + " as SQLite: " + msg);
  }
  sqlite3_extended_result_codes(db_, 1);
}

SqliteDb::~SqliteDb() { sqlite3_close(db_); }


std::vector<std::string> SqliteDb::Tables(std::string* error) const {
  std::vector<std::string> names;
  SqliteStmt q(*this, "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')");
  if (!q.ok()) {
    *error = q.error();
    return names;
  }
  int rc;
  while ((rc = q.Step()) == SQLITE_ROW) names.emplace_back(q.Text(0));
  if (rc != SQLITE_DONE) {
    *error = q.error();
    names.clear();
  }
  return names;
}

void SqliteDb::Exec(std::string_view sql, std::string_view what) const {
  char* msg = nullptr;
  std::string text(sql);
  if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &msg) != SQLITE_OK) {
    std::string m = msg ? msg : sqlite3_errmsg(db_);
    sqlite3_free(msg);
    throw SystemError(FileOf(db_) + ": " + std::string(what) + ": " + m);
  }
}

std::vector<std::string> SqliteDb::Columns(std::string_view table) const {
  std::vector<std::string> cols;
  SqliteStmt q(*this, "SELECT name FROM pragma_table_info(?1)");
  if (!q.ok()) return cols;
  q.Bind(1, table);
  while (q.Step() == SQLITE_ROW) cols.emplace_back(q.Text(0));
  return cols;
}

SqliteStmt::SqliteStmt(const SqliteDb& db, std::string_view sql) : db_(db.handle()) {
  if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr) !=
      SQLITE_OK) {
    error_ = sqlite3_errmsg(db_);
    sqlite3_finalize(stmt_);
    stmt_ = nullptr;
  }
}

SqliteStmt::~SqliteStmt() { sqlite3_finalize(stmt_); }

int SqliteStmt::Step() {
  int rc = sqlite3_step(stmt_);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) error_ = sqlite3_errmsg(db_);
  return rc;
}

void SqliteStmt::Write() {
  if (!stmt_) throw SystemError(FileOf(db_) + ": " + error_);
  int rc = sqlite3_step(stmt_);
  if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
    std::string m = sqlite3_errmsg(db_);
    sqlite3_reset(stmt_);
    throw SystemError(FileOf(db_) + ": " + m);
  }
  Reset();
}

void SqliteStmt::Reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

}  // namespace kc::store
