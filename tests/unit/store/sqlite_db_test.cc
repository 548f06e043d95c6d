// SqliteDb: errors name the database file they are about.
#include "store/sqlite_db.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "io/error.h"

namespace kc::store {
namespace {

TEST(SqliteDb, ErrorsNameTheFile) {
  char dir[] = "/tmp/kc_sqlite_db_test_XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  const std::string path = std::string(dir) + "/report.db";
  { SqliteDb(path, SqliteDb::kReadWrite).Exec("CREATE TABLE t (x)", "create"); }
  SqliteDb ro(path);  // read-only: every write fails
  try {
    ro.Exec("INSERT INTO t VALUES (1)", "insert a row");
    FAIL() << "a write to a read-only database succeeded";
  } catch (const SystemError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(path + ": insert a row: ", 0), 0u) << e.what();
  }
  SqliteStmt q(ro, "INSERT INTO t VALUES (2)");
  try {
    q.Write();
    FAIL() << "a write to a read-only database succeeded";
  } catch (const SystemError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(path + ": ", 0), 0u) << e.what();
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace kc::store
