// A table b-tree is walked once from its root through the interior pages, which hold little
// more than child page numbers and rowid keys, to list its leaf pages in rowid order with the
// largest rowid each may hold. Rows are then decoded from the leaves alone: a cell is the
// payload size, the rowid and the record (a header of serial types, then the values). Every
// offset is checked against the page before it is read, so a damaged file gives "not
// decodable", never a read outside the mapping; the caller then asks SQLite, which reports the
// damage in its own words.
#include "store/sqlite_pages.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstring>

#include "store/sqlite_db.h"

namespace kc::store {
namespace {

constexpr uint8_t kInteriorTable = 0x05, kLeafTable = 0x0D;
constexpr int kMaxDepth = 64;  // SQLite itself gives up at 20 levels

// Varint() beyond its one-byte case.
int VarintLong(const uint8_t* p, const uint8_t* end, uint64_t* v) {
  uint64_t x = 0;
  for (int i = 0; i < 8; ++i) {
    if (p + i >= end) return 0;
    x = x << 7 | (p[i] & 0x7F);
    if (!(p[i] & 0x80)) {
      *v = x;
      return i + 1;
    }
  }
  if (p + 8 >= end) return 0;
  *v = x << 8 | p[8];
  return 9;
}

uint32_t Get16(const uint8_t* p) { return uint32_t{p[0]} << 8 | p[1]; }
uint32_t Get32(const uint8_t* p) {
  return uint32_t{p[0]} << 24 | uint32_t{p[1]} << 16 | uint32_t{p[2]} << 8 | p[3];
}

// Reads the varint at p, not beyond `end`: its length in bytes, or 0 when it is cut off.
inline int Varint(const uint8_t* p, const uint8_t* end, uint64_t* v) {
  if (p < end && p[0] < 0x80) {  // serial types and small sizes: one byte
    *v = p[0];
    return 1;
  }
  return VarintLong(p, end, v);
}

// Bytes of a value of serial type `t`; -1 for the reserved types 10 and 11.
int64_t SerialSize(uint64_t t) {
  static constexpr int8_t kSmall[12] = {0, 1, 2, 3, 4, 6, 8, 8, 0, 0, -1, -1};
  if (t < 12) return kSmall[t];
  return static_cast<int64_t>((t - 12) / 2);
}

// The integer of serial type t (1 to 6) at p: big-endian two's complement of 1, 2, 3, 4, 6 or
// 8 bytes (signed shifts right are arithmetic in C++20).
int64_t SerialInt(const uint8_t* p, uint64_t t) {
  switch (t) {
    case 1:
      return static_cast<int8_t>(p[0]);
    case 2:
      return static_cast<int16_t>(Get16(p));
    case 3:
      return static_cast<int32_t>(uint32_t{p[0]} << 24 | uint32_t{p[1]} << 16 |
                                  uint32_t{p[2]} << 8) >>
             8;
    case 4:
      return static_cast<int32_t>(Get32(p));
    case 5:
      return static_cast<int64_t>(uint64_t{Get16(p)} << 48 | uint64_t{Get32(p + 2)} << 16) >> 16;
    default:
      return static_cast<int64_t>(uint64_t{Get32(p)} << 32 | Get32(p + 4));
  }
}

bool Exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0;
}

}  // namespace

std::unique_ptr<TablePages> TablePages::Open(const std::string& path, int64_t root,
                                             std::string* why) {
  // SQLite would read a write-ahead log, or roll back a hot journal, before the pages.
  if (Exists(path + "-wal") || Exists(path + "-journal")) {
    *why = "a write-ahead log or journal is beside the database";
    return nullptr;
  }
  std::unique_ptr<TablePages> t(new TablePages());
  t->fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  uint8_t h[100];
  struct stat st;
  if (t->fd_ < 0 || ::fstat(t->fd_, &st) != 0 || ::pread(t->fd_, h, sizeof h, 0) != sizeof h) {
    *why = "cannot read the file";
    return nullptr;
  }
  uint32_t page_size = Get16(h + 16) == 1 ? 65536 : Get16(h + 16);
  if (std::memcmp(h, "SQLite format 3", 16) != 0 || page_size < 512 || page_size > 65536 ||
      (page_size & (page_size - 1)) != 0 || page_size - h[20] < 480) {
    *why = "not an SQLite file header";
    return nullptr;
  }
  if (h[18] != 1 || h[19] != 1) {
    *why = "write-ahead log mode";
    return nullptr;
  }
  if (Get32(h + 56) != SQLITE_UTF8) {
    *why = "text is not UTF-8";
    return nullptr;
  }
  t->page_size_ = page_size;
  t->usable_ = page_size - h[20];
  t->pages_ = static_cast<uint32_t>(
      std::min<uint64_t>(static_cast<uint64_t>(st.st_size) / page_size, UINT32_MAX));
  if (Get32(h + 24) == Get32(h + 92) && Get32(h + 28) != 0)  // the header's count is valid
    t->pages_ = std::min(t->pages_, Get32(h + 28));
  PageRuns pages(*t, 1);  // interior pages are scattered: one at a time
  if (root < 1 || root > t->pages_ || !t->Walk(pages, static_cast<uint32_t>(root), INT64_MAX, 0)) {
    *why = "the table's b-tree is not as expected";
    return nullptr;
  }
  return t;
}

std::unique_ptr<TablePages> TablePages::ForTable(const SqliteDb& db, const std::string& path,
                                                 std::string_view table,
                                                 const std::vector<std::string_view>& columns,
                                                 std::vector<int>* cols, std::string* why) {
  cols->assign(columns.size(), -1);
  SqliteStmt info(
      db, "SELECT cid, name, hidden, dflt_value IS NOT NULL, pk FROM pragma_table_xinfo(?1)");
  if (!info.ok()) {
    *why = info.error();
    return nullptr;
  }
  info.Bind(1, table);
  int expect = 0;
  while (info.Step() == SQLITE_ROW) {
    if (info.Int(0) != expect++ || info.Int(2) != 0) {
      *why = "hidden or generated columns";
      return nullptr;
    }
    for (size_t k = 0; k < columns.size(); ++k) {
      if (info.Text(1) != columns[k]) continue;
      if (info.Int(3) != 0 || info.Int(4) != 0) {
        *why = "column " + std::string(columns[k]) + " has a default value or is the primary key";
        return nullptr;
      }
      (*cols)[k] = static_cast<int>(info.Int(0));
    }
  }
  SqliteStmt root(db, "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = ?1");
  if (!root.ok()) {
    *why = root.error();
    return nullptr;
  }
  root.Bind(1, table);
  if (expect == 0 || root.Step() != SQLITE_ROW) {
    *why = "no such table";
    return nullptr;
  }
  return Open(path, root.Int(0), why);
}

TablePages::~TablePages() {
  if (fd_ >= 0) ::close(fd_);
}

const uint8_t* TablePages::PageRuns::Get(uint32_t n) {
  if (n < 1 || n > t_.pages_) return nullptr;
  if (n < first_ || n >= first_ + count_) {
    // A run only when the pages asked for follow each other: scattered leaves (a database that
    // was edited in place) are read one page at a time.
    bool follows = count_ > 0 && n == first_ + count_;
    uint32_t want = follows ? std::min(run_, t_.pages_ - n + 1) : 1;
    buf_.resize(size_t{want} * t_.page_size_);
    ssize_t got = ::pread(t_.fd_, buf_.data(), buf_.size(), off_t{n - 1} * t_.page_size_);
    first_ = n;
    count_ = got > 0 ? static_cast<uint32_t>(static_cast<size_t>(got) / t_.page_size_) : 0;
    if (count_ == 0) return nullptr;
  }
  return buf_.data() + size_t{n - first_} * t_.page_size_;
}

bool TablePages::Walk(PageRuns& pages, uint32_t n, int64_t hi, int depth) {
  const uint8_t* page = pages.Get(n);
  // A loop of child pointers would never end: no tree has more pages than the file.
  if (!page || depth > kMaxDepth || ++walked_ > pages_) return false;
  const uint8_t* hdr = page + (n == 1 ? 100 : 0);
  const uint8_t* end = page + usable_;
  if (hdr[0] == kLeafTable) {
    leaves_.push_back({n, hi});
    return true;
  }
  if (hdr[0] != kInteriorTable) return false;
  uint32_t count = Get16(hdr + 3);
  const uint8_t* ptrs = hdr + 12;
  if (ptrs + 2 * size_t{count} > end) return false;
  // The children with their keys, the rightmost last: walking them reads other pages.
  std::vector<Leaf> children(count + 1);
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t off = Get16(ptrs + 2 * i);
    if (off + 4 >= usable_) return false;
    uint64_t key;
    if (!Varint(page + off + 4, end, &key)) return false;
    children[i] = {Get32(page + off), static_cast<int64_t>(key)};
  }
  children[count] = {Get32(hdr + 8), hi};
  for (const Leaf& c : children)
    if (!Walk(pages, c.page, c.hi, depth + 1)) return false;
  return true;
}

void TablePages::Bounds(size_t a, size_t b, int64_t* lo, int64_t* hi) const {
  *lo = INT64_MIN;
  if (a > 0) {
    int64_t prev = leaves_[a - 1].hi;
    *lo = prev == INT64_MAX ? INT64_MAX : prev + 1;
  }
  *hi = leaves_[b - 1].hi;
}

TablePages::LeafRows::LeafRows(const TablePages& t, const uint8_t* page, uint32_t n, int last)
    : t_(t), last_(last) {
  if (!page) return;
  const uint8_t* hdr = page + (n == 1 ? 100 : 0);
  if (hdr[0] != kLeafTable) return;
  count_ = Get16(hdr + 3);
  cells_ = hdr + 8;
  if (cells_ + 2 * size_t{count_} > page + t.usable_) return;
  page_ = page;
}

int TablePages::LeafRows::Next(const std::vector<int>& cols, RawValue* values, int64_t* rowid) {
  if (next_ == count_) return 0;
  uint32_t off = Get16(cells_ + 2 * next_++);
  const uint8_t* end = page_ + t_.usable_;
  const uint8_t* p = page_ + off;
  if (off >= t_.usable_) return -1;
  uint64_t payload, id;
  int n = Varint(p, end, &payload);
  if (!n) return -1;
  p += n;
  if (!(n = Varint(p, end, &id))) return -1;
  p += n;
  // Longer payloads continue on overflow pages (fileformat2 "Cell Payload Overflow Pages").
  if (payload > t_.usable_ - 35 || payload > static_cast<uint64_t>(end - p)) return -1;
  *rowid = static_cast<int64_t>(id);
  const uint8_t* rec_end = p + payload;
  uint64_t header;
  if (!(n = Varint(p, rec_end, &header)) || header > payload || header < static_cast<uint64_t>(n))
    return -1;
  // Serial types and body offsets of the columns up to the last one wanted.
  int want = last_;
  constexpr int kMaxCols = 256;
  if (want >= kMaxCols) return -1;
  uint64_t types[kMaxCols];
  uint32_t at[kMaxCols];
  const uint8_t* h = p + n;
  const uint8_t* body = p + header;
  uint64_t body_off = 0;
  int ncols = 0;
  while (ncols <= want && h < body) {
    if (!(n = Varint(h, body, &types[ncols]))) return -1;
    h += n;
    int64_t size = SerialSize(types[ncols]);
    if (size < 0) return -1;
    at[ncols++] = static_cast<uint32_t>(body_off);
    body_off += static_cast<uint64_t>(size);
    if (body_off > static_cast<uint64_t>(rec_end - body)) return -1;
  }
  for (size_t k = 0; k < cols.size(); ++k) {
    RawValue& v = values[k];
    int c = cols[k];
    if (c < 0 || c >= ncols || types[c] == 0) {
      v.type = SQLITE_NULL;
      v.i = 0;
      continue;
    }
    uint64_t t = types[c];
    const uint8_t* q = body + at[c];
    if (t <= 6) {
      v.type = SQLITE_INTEGER;
      v.i = SerialInt(q, t);
    } else if (t == 8 || t == 9) {
      v.type = SQLITE_INTEGER;
      v.i = static_cast<int64_t>(t - 8);
    } else if (t >= 13 && t % 2 == 1) {
      v.type = SQLITE_TEXT;
      v.text = std::string_view(reinterpret_cast<const char*>(q), (t - 13) / 2);
    } else {
      return -1;  // REAL or BLOB: SQLite's conversions apply
    }
  }
  return 1;
}

}  // namespace kc::store
