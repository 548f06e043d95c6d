#pragma once
// The rows of one rowid table read straight from the b-tree pages of an SQLite database file,
// without SQLite's virtual machine, whose step and column calls cost more per row than
// formatting the row's record (about a microsecond for the twenty kernel columns of an nsys
// export, by perf); runs of leaves can also be shared out among threads. Only the common case
// is decoded (pages fully in the file, integers, NULLs and text in UTF-8 databases, payloads
// without overflow pages); anything else is reported as such, and the caller reads those rows
// with SQLite, so what is read never differs from what SQLite reads. The file format:
// https://www.sqlite.org/fileformat2.html.
#include <climits>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kc::store {

/// One value of a row: SQLITE_NULL, SQLITE_INTEGER (`i`) or SQLITE_TEXT (`text`, valid until
/// the next row).
struct RawValue {
  int type;
  int64_t i;
  std::string_view text;
};

class SqliteDb;

class TablePages {
 public:
  /// The pages of `table` of the database `db` opened from `path`, and in `*cols` the record
  /// column of each of `columns` (-1 where the table has no such column). Null, with `*why`
  /// set, when the table is not read this way: besides Open()'s reasons, hidden or generated
  /// columns (records would not follow the declared columns), or one of `columns` that has a
  /// default value (short records mean the default) or is the primary key (maybe the rowid).
  static std::unique_ptr<TablePages> ForTable(const SqliteDb& db, const std::string& path,
                                              std::string_view table,
                                              const std::vector<std::string_view>& columns,
                                              std::vector<int>* cols, std::string* why);
  /// Opens the database at `path` and lists the leaf pages of the table b-tree rooted at page
  /// `root` (sqlite_master.rootpage). Null, with `*why` set, when the file cannot be read this
  /// way: a write-ahead log or a journal beside it, an encoding other than UTF-8, an odd
  /// header, a page that is not a table b-tree page, a tree deeper than SQLite makes.
  static std::unique_ptr<TablePages> Open(const std::string& path, int64_t root, std::string* why);
  ~TablePages();
  TablePages(const TablePages&) = delete;
  TablePages& operator=(const TablePages&) = delete;

  /// Number of leaf pages, in rowid order.
  size_t leaves() const { return leaves_.size(); }
  /// The rowids that leaves [a, b) may hold, as interior pages bound them: [*lo, *hi]. Reading
  /// `WHERE rowid BETWEEN lo AND hi` with SQLite gives the same rows as Scan(a, b, ...).
  void Bounds(size_t a, size_t b, int64_t* lo, int64_t* hi) const;

  /// Decodes the rows of leaves [a, b) in rowid order: for each, `values[k]` is record column
  /// `cols[k]` (NULL beyond the end of a short record, as ALTER TABLE ADD COLUMN leaves it;
  /// -1: always NULL), then `row(rowid, values)` is called. Returns false at the first row it
  /// does not decode exactly (a REAL or BLOB value, an overflowing payload, a malformed page),
  /// or that `row` refuses by returning false: rows before it were already delivered.
  template <typename Fn>
  bool Scan(size_t a, size_t b, const std::vector<int>& cols, Fn&& row) const {
    std::vector<RawValue> values(cols.size());
    PageRuns pages(*this, kRun);
    int last = -1;  // the last record column wanted
    for (int c : cols) last = c > last ? c : last;
    for (size_t l = a; l < b; ++l) {
      LeafRows rows(*this, pages.Get(leaves_[l].page), leaves_[l].page, last);
      if (!rows.ok()) return false;
      int64_t lo, hi, rowid;
      Bounds(l, l + 1, &lo, &hi);
      while (int r = rows.Next(cols, values.data(), &rowid)) {
        // Rowids out of order or out of their leaf's bounds: a damaged tree.
        if (r < 0 || rowid < lo || rowid > hi) return false;
        if (!row(rowid, static_cast<const RawValue*>(values.data()))) return false;
        if (rowid == INT64_MAX)
          lo = INT64_MAX, hi = INT64_MIN;  // nothing may follow
        else
          lo = rowid + 1;
      }
    }
    return true;
  }

 private:
  struct Leaf {
    uint32_t page;
    int64_t hi;  ///< the largest rowid its parents allow
  };
  // Pages read with pread(), in runs of up to `run` pages when they are asked for in file order
  // (nsys writes a table's leaves one after another), for one thread; what Get() returns is
  // valid until the next call.
  class PageRuns {
   public:
    PageRuns(const TablePages& t, uint32_t run) : t_(t), run_(run) {}
    const uint8_t* Get(uint32_t n);  ///< page `n`, or null outside the file or on a read error

   private:
    const TablePages& t_;
    uint32_t run_, first_ = 0, count_ = 0;
    std::vector<uint8_t> buf_;
  };
  static constexpr uint32_t kRun = 64;

  // The cells of one leaf page (number n, its bytes at `page`), decoded one at a time up to
  // record column `last`.
  class LeafRows {
   public:
    LeafRows(const TablePages& t, const uint8_t* page, uint32_t n, int last);
    bool ok() const { return page_ != nullptr; }
    /// 1: the next row is in `values`/`*rowid`; 0: no more rows; -1: not decodable.
    int Next(const std::vector<int>& cols, RawValue* values, int64_t* rowid);

   private:
    const TablePages& t_;
    const uint8_t* page_ = nullptr;   ///< start of the page
    const uint8_t* cells_ = nullptr;  ///< the cell pointer array
    uint32_t count_ = 0, next_ = 0;
    int last_;
  };

  TablePages() = default;
  bool Walk(PageRuns& pages, uint32_t page, int64_t hi, int depth);

  int fd_ = -1;
  uint32_t page_size_ = 0, usable_ = 0, pages_ = 0;
  size_t walked_ = 0;  ///< pages visited by Walk()
  std::vector<Leaf> leaves_;
};

}  // namespace kc::store
