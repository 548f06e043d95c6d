// TablePages against SQLite itself: tables written with the sqlite3 C API (small pages, so
// that trees have several levels), read back from the pages and with SELECT, compared row by
// row; and the cases it must leave to SQLite.
#include "store/sqlite_pages.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <climits>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "store/sqlite_db.h"

namespace kc::store {
namespace {

class PagesFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() /
             ("kc_pages_test_" + std::to_string(getpid()) + "_" +
              ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".sqlite"))
                .string();
    Remove();
  }
  void TearDown() override { Remove(); }
  void Remove() {
    for (const char* s : {"", "-wal", "-journal", "-shm"}) std::filesystem::remove(path_ + s);
  }
  void Exec(const std::string& sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err), SQLITE_OK) << (err ? err : "");
    sqlite3_free(err);
    sqlite3_close(db);
  }
  // The rows of `t` as text, one line per row: from SQLite over [lo, hi], or from the pages.
  std::string Select(int64_t lo = INT64_MIN, int64_t hi = INT64_MAX) {
    SqliteDb db(path_);
    SqliteStmt q(db, "SELECT rowid, a, b, c, d FROM t WHERE rowid BETWEEN ?1 AND ?2");
    q.Bind(1, lo);
    q.Bind(2, hi);
    std::string out;
    while (q.Step() == SQLITE_ROW) {
      out += std::to_string(q.Int(0));
      for (int c = 1; c <= 4; ++c) {
        out += q.IsNull(c)                   ? std::string(" NULL")
               : q.Type(c) == SQLITE_INTEGER ? " " + std::to_string(q.Int(c))
                                             : " '" + std::string(q.Text(c)) + "'";
      }
      out += '\n';
    }
    return out;
  }
  std::unique_ptr<TablePages> Pages(std::string* why, std::vector<int>* cols) {
    SqliteDb db(path_);
    return TablePages::ForTable(db, path_, "t", {"a", "b", "c", "d"}, cols, why);
  }
  static std::string Scanned(const TablePages& p, size_t a, size_t b, const std::vector<int>& cols,
                             bool* ok) {
    std::string out;
    *ok = p.Scan(a, b, cols, [&](int64_t rowid, const RawValue* v) {
      out += std::to_string(rowid);
      for (int c = 0; c < 4; ++c) {
        out += v[c].type == SQLITE_NULL      ? std::string(" NULL")
               : v[c].type == SQLITE_INTEGER ? " " + std::to_string(v[c].i)
                                             : " '" + std::string(v[c].text) + "'";
      }
      out += '\n';
      return true;
    });
    return out;
  }
  std::string path_;
};

TEST_F(PagesFixture, RowsAndRangesAreThoseSqliteReads) {
  // Every integer width SQLite stores (and the constants 0 and 1), NULLs, text with multibyte
  // characters, a column added later (older rows are shorter), deleted rows, rowids with gaps
  // and negative ones; 512-byte pages give a tree of three levels.
  std::mt19937_64 rng(7);
  const int64_t ints[] = {0,
                          1,
                          -1,
                          127,
                          -128,
                          255,
                          32767,
                          -32768,
                          8388607,
                          -8388608,
                          2147483647,
                          -2147483648LL,
                          (1LL << 47) - 1,
                          -(1LL << 47),
                          INT64_MAX,
                          INT64_MIN,
                          1LL << 40,
                          12345678};
  std::string sql = "PRAGMA page_size = 512; CREATE TABLE t (a INTEGER, b TEXT, c INTEGER); BEGIN;";
  for (int i = 0; i < 3000; ++i) {
    int64_t rowid = i < 10 ? -1000 + i : 3 * i + static_cast<int64_t>(rng() % 3);
    std::string b = rng() % 5 == 0 ? "NULL" : "'n\xC3\xA9" + std::string(rng() % 40, 'x') + "'";
    sql += "INSERT INTO t (rowid, a, b, c) VALUES (" + std::to_string(rowid) + ", " +
           std::to_string(ints[rng() % std::size(ints)]) + ", " + b + ", " +
           (rng() % 7 == 0 ? std::string("NULL") : std::to_string(ints[rng() % std::size(ints)])) +
           ");";
    if (i == 2000) sql += "COMMIT; ALTER TABLE t ADD COLUMN d INTEGER; BEGIN;";
    if (i > 2000)
      sql += "UPDATE t SET d = " + std::to_string(i) + " WHERE rowid = last_insert_rowid();";
  }
  Exec(sql + "DELETE FROM t WHERE rowid % 11 = 0; COMMIT;");
  std::string why;
  std::vector<int> cols;
  auto p = Pages(&why, &cols);
  ASSERT_TRUE(p) << why;
  EXPECT_EQ(cols, (std::vector<int>{0, 1, 2, 3}));
  ASSERT_GT(p->leaves(), 100u);
  bool ok;
  EXPECT_EQ(Scanned(*p, 0, p->leaves(), cols, &ok), Select());
  EXPECT_TRUE(ok);
  for (int i = 0; i < 50; ++i) {  // any run of leaves is the run of rowids its bounds give
    size_t a = rng() % p->leaves(), b = a + 1 + rng() % (p->leaves() - a);
    int64_t lo, hi;
    p->Bounds(a, b, &lo, &hi);
    EXPECT_EQ(Scanned(*p, a, b, cols, &ok), Select(lo, hi)) << a << ".." << b;
    EXPECT_TRUE(ok);
  }
}

TEST_F(PagesFixture, ValuesOnlySqliteConvertsStopTheScan) {
  // A REAL, a BLOB and a payload on overflow pages (in an INTEGER column, where they stay what
  // they are): rows up to there are delivered.
  for (const char* value : {"1.5", "X'0102'", "printf('%.5000c', 'x')"}) {
    Remove();
    Exec(std::string("CREATE TABLE t (a INTEGER, b TEXT, c INTEGER, d INTEGER);") +
         "INSERT INTO t VALUES (1, 'x', 2, 3), (4, 'z', " + value + ", 6), (7, 'y', 8, 9);");
    std::string why;
    std::vector<int> cols;
    auto p = Pages(&why, &cols);
    ASSERT_TRUE(p) << why;
    bool ok;
    EXPECT_EQ(Scanned(*p, 0, p->leaves(), cols, &ok), "1 1 'x' 2 3\n") << value;
    EXPECT_FALSE(ok) << value;
  }
}

TEST_F(PagesFixture, FilesLeftToSqlite) {
  std::string why;
  std::vector<int> cols;
  // Write-ahead log mode.
  Exec(
      "PRAGMA journal_mode = WAL; CREATE TABLE t (a, b, c, d); INSERT INTO t VALUES (1, 2, 3, 4);");
  EXPECT_FALSE(Pages(&why, &cols));
  EXPECT_NE(why.find("write-ahead log"), std::string::npos) << why;
  Exec("PRAGMA journal_mode = DELETE;");
  EXPECT_TRUE(Pages(&why, &cols)) << why;
  // A journal beside it (SQLite might roll it back first).
  std::ofstream(path_ + "-journal") << "x";
  EXPECT_FALSE(TablePages::Open(path_, 2, &why));
  EXPECT_EQ(why, "a write-ahead log or journal is beside the database");
  std::filesystem::remove(path_ + "-journal");
  // A column read that has a default (short records mean the default, not NULL).
  Remove();
  Exec("CREATE TABLE t (a, b, c, d DEFAULT 5);");
  EXPECT_FALSE(Pages(&why, &cols));
  EXPECT_EQ(why, "column d has a default value or is the primary key");
  // The rowid under a column's name; a generated column; a table without rowids.
  Remove();
  Exec("CREATE TABLE t (a INTEGER PRIMARY KEY, b, c, d);");
  EXPECT_FALSE(Pages(&why, &cols));
  Remove();
  Exec("CREATE TABLE t (a, b, c, d AS (a + 1));");
  EXPECT_FALSE(Pages(&why, &cols));
  EXPECT_EQ(why, "hidden or generated columns");
  Remove();
  Exec("CREATE TABLE t (a PRIMARY KEY, b, c, d) WITHOUT ROWID;");
  EXPECT_FALSE(Pages(&why, &cols));
  // UTF-16 text.
  Remove();
  Exec("PRAGMA encoding = 'UTF-16le'; CREATE TABLE t (a, b, c, d);");
  EXPECT_FALSE(Pages(&why, &cols));
  EXPECT_EQ(why, "text is not UTF-8");
}

TEST_F(PagesFixture, DamagedPagesAreNotDecodedNorReadOutside) {
  // Every byte of every page in turn set to 0xFF, then to 0: Open() or Scan() may refuse, and
  // whatever Scan() delivers before that is what an undamaged leaf holds (ASan checks reads).
  Exec(
      "PRAGMA page_size = 512; CREATE TABLE t (a, b, c, d);"
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200) "
      "INSERT INTO t SELECT i, 'name' || i, i * 1000, NULL FROM n;");
  std::string good = Select();
  std::string bytes;
  {
    std::ifstream in(path_, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  size_t refused = 0;
  for (size_t at = 100; at < bytes.size(); at += 7) {
    for (char v : {'\xFF', '\0'}) {
      std::string damaged = bytes;
      damaged[at] = v;
      std::ofstream(path_, std::ios::binary | std::ios::trunc) << damaged;
      std::string why;
      std::vector<int> cols{0, 1, 2, 3};
      auto p = TablePages::Open(path_, 2, &why);
      bool ok = false;
      std::string got = p ? Scanned(*p, 0, p->leaves(), cols, &ok) : "";
      if (!ok) ++refused;
      // Damage can change values, but never produces more rows than there are cells.
      EXPECT_LE(std::count(got.begin(), got.end(), '\n'), 400) << at;
    }
  }
  EXPECT_GT(refused, 0u);
}

}  // namespace
}  // namespace kc::store
