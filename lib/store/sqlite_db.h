#pragma once
// A small RAII wrapper over the sqlite3 C API: a connection (read-only for
// reading profiler exports, read-write for kagg --db) and prepared statements.
// Reading: only a failure to open is an exception (SystemError); errors of
// statements (a corrupt or truncated file, a missing table) are values, because
// they are bad input data that the caller reports with a location. Writing:
// Exec() and Write() throw SystemError, because a failed write is a system
// error (exit 2).
#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kc::store {

class SqliteDb {
 public:
  /// Opens the database file at `path` read-only (SQLITE_OPEN_READONLY: nothing
  /// is ever written to it, not even a journal). Throws SystemError when it
  /// cannot be opened.
  explicit SqliteDb(const std::string& path);
  enum Mode { kReadOnly, kReadWrite };
  /// Opens `path` in `mode`; kReadWrite creates the file when missing. Throws
  /// SystemError.
  SqliteDb(const std::string& path, Mode mode);
  ~SqliteDb();
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;

  sqlite3* handle() const { return db_; }
  /// Names of the user tables and views. Empty with `*error` set when the
  /// schema cannot be read (not a database, a corrupt file).
  std::vector<std::string> Tables(std::string* error) const;
  /// Column names of `table` (PRAGMA table_info), in order; empty when there is
  /// no such table.
  std::vector<std::string> Columns(std::string_view table) const;
  /// Runs one or more SQL statements without results. Throws SystemError naming
  /// `what`.
  void Exec(std::string_view sql, std::string_view what) const;
  /// rowid of the last inserted row.
  int64_t LastRowId() const { return sqlite3_last_insert_rowid(db_); }

 private:
  sqlite3* db_ = nullptr;
};

/// One prepared statement. Check ok() after construction; Step() returns
/// SQLITE_ROW, SQLITE_DONE or an error code (error() then says what went
/// wrong).
class SqliteStmt {
 public:
  SqliteStmt(const SqliteDb& db, std::string_view sql);
  ~SqliteStmt();
  SqliteStmt(const SqliteStmt&) = delete;
  SqliteStmt& operator=(const SqliteStmt&) = delete;

  bool ok() const { return stmt_ != nullptr; }
  const std::string& error() const { return error_; }
  int Step();
  void Reset();
  void Bind(int index, int64_t v) { sqlite3_bind_int64(stmt_, index, v); }
  /// Binds text that must outlive the statement's next Step().
  void Bind(int index, std::string_view v) {
    sqlite3_bind_text(stmt_, index, v.data(), static_cast<int>(v.size()), SQLITE_STATIC);
  }

  void Bind(int index, double v) { sqlite3_bind_double(stmt_, index, v); }
  void BindNull(int index) { sqlite3_bind_null(stmt_, index); }
  /// Steps a statement that returns no rows, then resets it. Throws
  /// SystemError.
  void Write();

  bool IsNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }
  int Type(int col) const { return sqlite3_column_type(stmt_, col); }
  int64_t Int(int col) const { return sqlite3_column_int64(stmt_, col); }
  /// Type() and Int() of a column with one column lookup (for rows of many integer columns).
  int TypeInt(int col, int64_t* v) const {
    sqlite3_value* x = sqlite3_column_value(stmt_, col);
    *v = sqlite3_value_int64(x);
    return sqlite3_value_type(x);
  }
  double Double(int col) const { return sqlite3_column_double(stmt_, col); }
  /// The text of a column; valid until the next Step() or Reset().
  std::string_view Text(int col) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    return p ? std::string_view(p, sqlite3_column_bytes(stmt_, col)) : std::string_view();
  }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string error_;
};

}  // namespace kc::store
