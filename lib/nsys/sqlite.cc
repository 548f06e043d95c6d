// An nsys SQLite export is read with SQLite itself, read-only. Every table and column is looked
// up first (sqlite_master, PRAGMA table_info), because the schema drifted from 2020.3 (no
// mangledName, no metadata table, TARGET_INFO_CUDA_GPU) through 2021.5 (EXPORT_META_DATA) to
// 2026.2 (META_DATA_EXPORT, more kernel columns); a missing column reads as NULL.
//
// Launches: the rows of CUPTI_ACTIVITY_KIND_KERNEL in start order (as nsys writes them;
// otherwise SQLite sorts, in bounded memory, spilling to temporary files), each launch matched
// with the CUDA runtime call of the same correlation id and process, as nsys's nvtxkernsum joins
// them, but without SQL's join (nsys/sqlite_calls.h). Each row becomes one record at once; what
// stays in memory is the StringIds names seen so far (distinct names), the GPUs, the launching
// calls and the NVTX ranges indexed per thread (nsys/sqlite_nvtx.h).
//
// Speed: SQLite's virtual machine costs about a microsecond per row of twenty columns, more
// than formatting the record. So the kernel, runtime and NVTX tables are decoded straight from
// their b-tree pages where they can be (store/sqlite_pages.h: the common case of integers and
// UTF-8 text; anything else is read with SQLite, so the result is SQLite's), and large exports
// in start order are cut into runs of leaf pages that worker threads render as JSON lines,
// each with its own read-only connection for names and for the runs SQLite must read. This
// thread writes the runs in rowid order, the order of the one-query scan, so the output is the
// same byte for byte. At most two runs per worker exist at once.
//
// --summary follows nsys 2022.4's gpukernsum exactly: one row per (name id, grid, block), Time %
// of the total kernel time, Avg/Med/StdDev rounded to 0.1 ns as its SQLite rounds them
// (nsys/sqlite_math.h), the median being the mean of the two middle values for even counts and
// the standard deviation the sample one; rows ordered by total time descending, then name id,
// grid and block text ascending. The first pass keeps running statistics per group; the
// median, which needs the durations, comes from a second pass over the launches sorted by group
// and duration (by SQLite, in bounded memory), picking the middle ones. So memory grows with the
// number of groups, not of launches.
#include "nsys/sqlite.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "io/cpus.h"
#include "io/json_writer.h"
#include "nsys/sqlite_calls.h"
#include "nsys/sqlite_math.h"
#include "nsys/sqlite_nvtx.h"
#include "store/sqlite_db.h"
#include "store/sqlite_pages.h"

namespace kc::nsys {

bool IsSqliteMagic(std::string_view head) {
  return head.starts_with(std::string_view("SQLite format 3\0", 16));
}

namespace {

constexpr std::string_view kKernel = "CUPTI_ACTIVITY_KIND_KERNEL";
constexpr std::string_view kRuntime = "CUPTI_ACTIVITY_KIND_RUNTIME";
constexpr std::string_view kNvtx = "NVTX_EVENTS";

// NVTX_EVENTS.eventType values of ranges (ENUM_NSYS_EVENT_TYPE), and of domain creation.
constexpr int kNvtxPushPop = 59, kNvtxStartEnd = 60, kNvtxtPushPop = 70, kNvtxtStartEnd = 71;
constexpr int kNvtxDomainCreate = 75;

// The kernel columns read for a launch, in the order of the query's result columns.
enum KCol {
  kStart,
  kEnd,
  kDeviceId,
  kContextId,
  kStreamId,
  kCorrelationId,
  kGlobalPid,
  kDemangledName,
  kShortName,
  kMangledName,
  kRegisters,
  kGridX,
  kGridY,
  kGridZ,
  kBlockX,
  kBlockY,
  kBlockZ,
  kStaticSmem,
  kDynamicSmem,
  kLocalMem,
  kNumKCols
};
constexpr const char* kKColNames[kNumKCols] = {"start",
                                               "end",
                                               "deviceId",
                                               "contextId",
                                               "streamId",
                                               "correlationId",
                                               "globalPid",
                                               "demangledName",
                                               "shortName",
                                               "mangledName",
                                               "registersPerThread",
                                               "gridX",
                                               "gridY",
                                               "gridZ",
                                               "blockX",
                                               "blockY",
                                               "blockZ",
                                               "staticSharedMemory",
                                               "dynamicSharedMemory",
                                               "localMemoryPerThread"};

struct Gpu {
  std::string name, cc;
};

// A summary group: nsys groups by name id and the printed grid and block.
struct GroupKey {
  int64_t name;  // INT64_MIN for NULL (sorts first, as NULL does in SQLite)
  std::array<int64_t, 6> shape;
  bool operator==(const GroupKey&) const = default;
};
struct GroupKeyHash {
  size_t operator()(const GroupKey& k) const {
    uint64_t h = static_cast<uint64_t>(k.name) * 0x9E3779B97F4A7C15ull;
    for (int64_t v : k.shape) h = (h ^ static_cast<uint64_t>(v)) * 0x100000001B3ull;
    return h;
  }
};
struct Group {
  uint64_t first_rowid = 0;
  int64_t total = 0, min = 0, max = 0;
  Welford w;
  int64_t median_lo = 0, median_hi = 0;  // durations at ranks (n-1)/2 and n/2
};

std::string Triple(const int64_t* v) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%4lld %4lld %4lld", static_cast<long long>(v[0]),
                static_cast<long long>(v[1]), static_cast<long long>(v[2]));
  return buf;
}

// A StringIds value with its quoted JSON form.
struct Str {
  bool known = false;  // false: no such id (or NULL value)
  std::string text, json;
};

// The StringIds values of one connection, each id read and escaped once (few distinct names).
class NameCache {
 public:
  NameCache(const store::SqliteDb& db, bool has_table) {
    if (has_table) q_.emplace(db, "SELECT value FROM StringIds WHERE id = ?1");
  }
  const Str& Lookup(int64_t id) {
    auto [it, fresh] = strings_.try_emplace(id);
    Str& v = it->second;
    if (fresh && q_ && q_->ok()) {
      q_->Bind(1, id);
      if (q_->Step() == SQLITE_ROW && !q_->IsNull(0)) {
        v.known = true;
        v.text.assign(q_->Text(0));
        AppendJsonString(&v.json, v.text);
      }
      q_->Reset();
    }
    return v;
  }

 private:
  std::optional<store::SqliteStmt> q_;
  std::unordered_map<int64_t, Str> strings_;
};

// What all launches share, built before they are read and only read after (by every worker).
struct LaunchShared {
  const SqliteOptions& opts;
  const std::unordered_map<int64_t, Gpu>& gpus;
  const NvtxIndex& nvtx;
  const LaunchCalls* calls;  // null: no join, NVTX unknown
};

// Turns rows of a launch query (k.rowid, then the kKColNames columns) into records. It holds
// the per-connection state (name cache, scratch), so there is one per connection and thread.
class LaunchRows {
 public:
  LaunchRows(const store::SqliteDb& db, bool has_strings, const LaunchShared& shared,
             const std::string& src)
      : names_(db, has_strings), shared_(shared) {
    r_.src.file = src;
  }

  /// The records only go to AppendJson(), which writes names from their JSON form: the names'
  /// text is left empty.
  void JsonOnly() { json_only_ = true; }

  // The record of the current row of `q`; valid until the next call.
  const KernelLaunch& Read(const store::SqliteStmt& q) {
    for (int c = 0; c < 1 + kNumKCols; ++c) {
      row_.type[c] = q.TypeInt(c, &row_.value[c]);
      if (row_.type[c] == SQLITE_TEXT) row_.text[c] = q.Text(c);
    }
    return Finish();
  }
  // The record of a row read from the pages (values of the kKColNames columns); null when it
  // holds text where a number belongs, which SQLite would convert (then SQLite reads it).
  const KernelLaunch* Read(int64_t rowid, const store::RawValue* v) {
    row_.type[0] = SQLITE_INTEGER;
    row_.value[0] = rowid;
    for (int c = 0; c < kNumKCols; ++c) {
      row_.type[o + c] = v[c].type;
      row_.value[o + c] = v[c].i;
      if (v[c].type == SQLITE_TEXT) {
        if (c != kDemangledName && c != kShortName && c != kMangledName) return nullptr;
        row_.text[o + c] = v[c].text;
      }
    }
    return &Finish();
  }

 private:
  static constexpr int o = 1;  // the kKColNames columns come after k.rowid

  const KernelLaunch& Finish() {
    Fill(&r_);
    if (shared_.calls) {
      // The launching runtime call: same correlation id and process (nsys's own join).
      const LaunchCalls::Call* c = row_.type[o + kCorrelationId] == SQLITE_NULL
                                       ? nullptr
                                       : shared_.calls->Find(row_.value[o + kCorrelationId],
                                                             row_.Opt(o + kGlobalPid), &finger_);
      r_.has_nvtx = c != nullptr;
      if (c) {
        shared_.nvtx.Enclosing(c->global_tid == LaunchCalls::kNoThread ? 0 : c->global_tid,
                               c->start, c->end, &r_.nvtx);
      } else {
        r_.nvtx.clear();
      }
    }
    return r_;
  }

  // The name in column `col` of the row: a StringIds id, or the name itself as TEXT (very old
  // exports); nullptr for NULL or an unknown id.
  const Str* Name(int col) {
    if (row_.type[col] == SQLITE_NULL) return nullptr;
    if (row_.type[col] == SQLITE_TEXT) {
      Str& t = text_names_[col];
      t.known = true;
      t.text.assign(row_.text[col]);
      t.json.clear();
      AppendJsonString(&t.json, t.text);
      return &t;
    }
    const Str& v = names_.Lookup(row_.value[col]);
    return v.known ? &v : nullptr;
  }

  // The columns of the current row: type, integer value, and text for TEXT.
  struct Row {
    std::array<int, 1 + kNumKCols> type;
    std::array<int64_t, 1 + kNumKCols> value;
    std::array<std::string_view, 1 + kNumKCols> text;
    std::optional<int64_t> Opt(int col) const {
      if (type[col] == SQLITE_NULL) return std::nullopt;
      return value[col];
    }
    Shape Triple(int col) const {
      if (type[col] == SQLITE_NULL || type[col + 1] == SQLITE_NULL || type[col + 2] == SQLITE_NULL)
        return std::nullopt;
      return std::array<int64_t, 3>{value[col], value[col + 1], value[col + 2]};
    }
    void Id(int col, std::string* out) const {
      if (type[col] == SQLITE_NULL) {
        out->clear();
      } else {
        char buf[24];
        auto res = std::to_chars(buf, buf + sizeof buf, value[col]);
        out->assign(buf, res.ptr);
      }
    }
  };
  static void SetName(const std::string* s, std::string* out) {
    if (s) {
      out->assign(*s);
    } else {
      out->clear();
    }
  }

  void Fill(KernelLaunch* r) {
    const Row& row = row_;
    r->src.line = static_cast<uint64_t>(row.value[0]);
    r->start_ns = row.Opt(o + kStart);
    r->end_ns = row.Opt(o + kEnd);
    int64_t d;  // hostile exports can hold any int64: an overflowing difference is unknown
    r->duration_ns =
        r->start_ns && r->end_ns && !__builtin_sub_overflow(*r->end_ns, *r->start_ns, &d)
            ? std::optional(d)
            : std::nullopt;
    row.Id(o + kDeviceId, &r->device);
    r->device_name.clear();
    r->cc.clear();
    if (row.type[o + kDeviceId] != SQLITE_NULL) {
      auto g = shared_.gpus.find(row.value[o + kDeviceId]);
      if (g != shared_.gpus.end()) {
        r->device_name = g->second.name;
        r->cc = g->second.cc;
      }
    }
    row.Id(o + kContextId, &r->context);
    row.Id(o + kStreamId, &r->stream);
    row.Id(o + kCorrelationId, &r->correlation_id);
    if (row.type[o + kGlobalPid] == SQLITE_NULL) {
      r->pid.clear();
    } else {
      r->pid = std::to_string((row.value[o + kGlobalPid] >> 24) & 0xFFFFFF);
    }
    const Str* demangled = Name(o + kDemangledName);
    const Str* mangled = Name(o + kMangledName);
    const Str* base = Name(o + kShortName);
    SqliteOptions::Name want = shared_.opts.name;
    const Str* chosen = want == SqliteOptions::Name::kBase && base && !base->text.empty() ? base
                        : want == SqliteOptions::Name::kMangled && mangled && !mangled->text.empty()
                            ? mangled
                            : demangled;
    if (!json_only_) {
      SetName(chosen ? &chosen->text : nullptr, &r->kernel);
      SetName(mangled ? &mangled->text : nullptr, &r->kernel_mangled);
      SetName(base ? &base->text : nullptr, &r->kernel_short);
    }
    // They are written from their cached JSON form: each distinct name is escaped once.
    r->names_as_json = true;
    r->kernel_json = chosen && !chosen->text.empty() ? &chosen->json : nullptr;
    r->kernel_mangled_json = mangled ? &mangled->json : nullptr;
    r->kernel_short_json = base ? &base->json : nullptr;
    r->grid = row.Triple(o + kGridX);
    r->block = row.Triple(o + kBlockX);
    r->registers_per_thread = row.Opt(o + kRegisters);
    r->static_smem_bytes = row.Opt(o + kStaticSmem);
    r->dynamic_smem_bytes = row.Opt(o + kDynamicSmem);
    r->local_mem_per_thread_bytes = row.Opt(o + kLocalMem);
  }

  NameCache names_;
  const LaunchShared& shared_;
  std::array<Str, 1 + kNumKCols> text_names_;  // names stored as TEXT, per column
  Row row_;
  KernelLaunch r_;
  size_t finger_ = 0;  // LaunchCalls::Find's hint
  bool json_only_ = false;
};

// JSON lines of a run of launches, rendered by a worker.
struct Chunk {
  std::string text;
  uint64_t records = 0;
  std::vector<Source> replaced;  // records whose invalid UTF-8 was replaced
  std::string error;             // a failed step: the rows before it are in `text`
  std::exception_ptr thrown;     // bad_alloc and the like, rethrown by the consumer
};

// Chunks 0..n-1 rendered by worker threads and consumed in order by the calling thread. Chunk i
// lives in slot i % slots until it is consumed, and a worker starts chunk i only when chunk
// i - slots has been, so memory stays bounded. The destructor stops and joins the workers, also
// when the consumer throws (a closed stdout).
class ChunkPipeline {
 public:
  using Render = std::function<void(size_t worker, size_t index, Chunk& out)>;
  ChunkPipeline(size_t workers, size_t chunks, Render render)
      : chunks_(chunks), slots_(2 * workers), render_(std::move(render)) {
    for (size_t w = 0; w < workers; ++w) threads_.emplace_back([this, w] { Work(w); });
  }
  ~ChunkPipeline() {
    {
      std::lock_guard lk(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) t.join();
  }
  ChunkPipeline(const ChunkPipeline&) = delete;
  ChunkPipeline& operator=(const ChunkPipeline&) = delete;

  // Calls consume() on chunks 0, 1, ... in order, until the last or until it returns false.
  void Run(const std::function<bool(const Chunk&)>& consume) {
    for (size_t i = 0; i < chunks_; ++i) {
      Slot& s = slots_[i % slots_.size()];
      {
        std::unique_lock lk(mu_);
        cv_.wait(lk, [&] { return s.done == i + 1; });
      }
      if (s.chunk.thrown) std::rethrow_exception(s.chunk.thrown);
      bool more = consume(s.chunk);
      {
        std::lock_guard lk(mu_);
        consumed_ = i + 1;
      }
      cv_.notify_all();
      if (!more) return;
    }
  }

 private:
  struct Slot {
    Chunk chunk;
    size_t done = 0;  // index + 1 of the chunk rendered in it
  };
  void Work(size_t w) {
    for (;;) {
      size_t i;
      {
        std::unique_lock lk(mu_);
        if (stop_ || next_ == chunks_) return;
        i = next_++;
        cv_.wait(lk, [&] { return stop_ || i < consumed_ + slots_.size(); });
        if (stop_) return;
      }
      Slot& s = slots_[i % slots_.size()];
      s.chunk.thrown = nullptr;
      try {
        render_(w, i, s.chunk);
      } catch (...) {
        s.chunk.thrown = std::current_exception();
      }
      {
        std::lock_guard lk(mu_);
        s.done = i + 1;
      }
      cv_.notify_all();
    }
  }

  size_t chunks_;
  std::vector<Slot> slots_;
  Render render_;
  std::mutex mu_;
  std::condition_variable cv_;
  size_t next_ = 0, consumed_ = 0;  // chunks claimed by workers, and written
  bool stop_ = false;
  std::vector<std::thread> threads_;  // last: started once the rest is set up
};

class Reader {
 public:
  Reader(const std::string& path, const std::string& src, const SqliteOptions& opts, Sink& sink)
      : path_(path), src_(src), opts_(opts), sink_(sink), db_(path) {}

  void Run() {
    std::string err;
    for (auto& t : db_.Tables(&err)) tables_.insert(std::move(t));
    if (!err.empty()) return Fail("cannot read the SQLite database: " + err);
    if (!tables_.count(std::string(kKernel))) {
      if (tables_.count("StringIds")) {
        // An nsys export of a profile without CUDA kernels: nsys creates tables lazily.
        sink_.diag().Warning({src_, 0}, "SKIPPED: no CUDA kernel data (no " + std::string(kKernel) +
                                            " table in this nsys export)");
        return;
      }
      return Fail("no " + std::string(kKernel) + " table: not an nsys SQLite export");
    }
    for (const auto& c : db_.Columns(kKernel)) kcols_.insert(c);
    if (!kcols_.count("start") || !kcols_.count("end"))
      return Fail(std::string(kKernel) + " has no start/end columns");
    names_.emplace(db_, tables_.count("StringIds") > 0);
    if (opts_.summary) {
      Summary();
    } else {
      LoadGpus();
      Launches();
    }
  }

 private:
  void Fail(const std::string& msg) { sink_.diag().Error({src_, 0}, msg); }
  // A launch whose times do not fit the summary's 64-bit nanosecond sums (hostile or corrupt
  // exports): the summary is not computed.
  void OutOfRange(int64_t rowid) {
    sink_.diag().Error({src_, 0}, "kernel row " + std::to_string(rowid) +
                                      ": start/end out of range, the summary cannot be computed");
    sink_.Reject();
  }
  void FailStmt(const store::SqliteStmt& q) {
    Fail("cannot read the SQLite database: " + q.error());
  }

  std::string K(const char* col) const {
    return kcols_.count(col) ? std::string("k.\"") + col + "\"" : std::string("NULL");
  }
  // The kernel name column of --base/--mangled/default, falling back like nsys's coalesce().
  std::string NameExpr() const {
    const char* col = opts_.name == SqliteOptions::Name::kBase      ? "shortName"
                      : opts_.name == SqliteOptions::Name::kMangled ? "mangledName"
                                                                    : "demangledName";
    return "coalesce(" + K(col) + ", " + K("demangledName") + ")";
  }

  const std::string* String(int64_t id) {
    const Str& v = names_->Lookup(id);
    return v.known ? &v.text : nullptr;
  }

  // Device names and compute capabilities: TARGET_INFO_GPU (id or deviceId; computeMajor/
  // computeMinor from 2021 on), else TARGET_INFO_CUDA_GPU (computeCapabilityMajor/Minor).
  void LoadGpus() {
    for (std::string_view table : {"TARGET_INFO_CUDA_GPU", "TARGET_INFO_GPU"}) {
      if (!tables_.count(std::string(table))) continue;
      std::unordered_set<std::string> cols;
      for (auto& c : db_.Columns(table)) cols.insert(c);
      auto col = [&](std::initializer_list<const char*> names) -> std::string {
        for (const char* n : names)
          if (cols.count(n)) return std::string("\"") + n + "\"";
        return "NULL";
      };
      std::string id = col({"id", "deviceId", "cuDevice"});
      if (id == "NULL") continue;
      store::SqliteStmt q(db_, "SELECT " + id + ", " + col({"name"}) + ", " +
                                   col({"computeMajor", "computeCapabilityMajor"}) + ", " +
                                   col({"computeMinor", "computeCapabilityMinor"}) + " FROM " +
                                   std::string(table));
      if (!q.ok()) continue;
      while (q.Step() == SQLITE_ROW) {
        if (q.IsNull(0)) continue;
        Gpu& g = gpus_[q.Int(0)];
        if (!q.IsNull(1) && !q.Text(1).empty()) g.name.assign(q.Text(1));
        if (!q.IsNull(2) && !q.IsNull(3) && q.Int(2) > 0)  // all-zero rows exist (2021.5)
          g.cc = std::to_string(q.Int(2)) + "." + std::to_string(q.Int(3));
      }
    }
  }

  // NVTX ranges as nsys's nvtxkernsum takes them: push/pop and start/end ranges that end on
  // the thread that started them, a missing end meaning the end of the trace, named
  // "domain:text" when their domain was created with a name.
  // Whether the export has NVTX ranges and runtime calls to join launches with, and in `*cols`
  // the columns of NVTX_EVENTS.
  bool NvtxKnown(std::unordered_set<std::string>* cols) {
    if (!tables_.count(std::string(kNvtx)) || !tables_.count(std::string(kRuntime))) return false;
    for (auto& c : db_.Columns(kNvtx)) cols->insert(c);
    for (const char* c : {"start", "eventType", "globalTid"})
      if (!cols->count(c)) return false;
    return true;
  }

  // The NVTX ranges of NVTX_EVENTS (of columns `cols`) with SQLite's queries.
  void LoadNvtx(const std::unordered_set<std::string>& cols) {
    auto col = [&](const char* c) {
      return cols.count(c) ? std::string("\"") + c + "\"" : std::string("NULL");
    };
    int64_t max_ts = 0;
    {
      store::SqliteStmt q(
          db_, "SELECT max(max(start), ifnull(max(" + col("end") + "), 0)) FROM NVTX_EVENTS");
      if (q.ok() && q.Step() == SQLITE_ROW) max_ts = q.Int(0);
    }
    std::map<std::pair<int64_t, int64_t>, std::string> domains;  // (pid bits, domainId)
    if (cols.count("domainId")) {
      store::SqliteStmt q(db_, "SELECT domainId, globalTid, " + col("text") +
                                   " FROM NVTX_EVENTS WHERE eventType = " +
                                   std::to_string(kNvtxDomainCreate) + " ORDER BY start");
      while (q.ok() && q.Step() == SQLITE_ROW) {
        if (q.IsNull(2)) continue;
        domains.emplace(std::make_pair(q.Int(1) & 0x0000FFFFFF000000ll, q.Int(0)),
                        std::string(q.Text(2)));
      }
    }
    std::string where = "eventType IN (" + std::to_string(kNvtxPushPop) + ", " +
                        std::to_string(kNvtxStartEnd) + ", " + std::to_string(kNvtxtPushPop) +
                        ", " + std::to_string(kNvtxtStartEnd) + ")";
    if (cols.count("endGlobalTid")) where += " AND endGlobalTid IS NULL";
    store::SqliteStmt q(db_, "SELECT start, " + col("end") + ", globalTid, " + col("text") + ", " +
                                 col("textId") + ", " + col("domainId") +
                                 " FROM NVTX_EVENTS WHERE " + where);
    if (!q.ok()) return FailStmt(q);
    std::string name;
    int rc;
    while ((rc = q.Step()) == SQLITE_ROW) {
      const std::string* text = q.IsNull(4) ? nullptr : String(q.Int(4));
      if (text) {
        name = *text;
      } else {
        name.assign(q.Text(3));
      }
      if (!q.IsNull(5)) {
        auto d = domains.find({q.Int(2) & 0x0000FFFFFF000000ll, q.Int(5)});
        if (d != domains.end()) name = d->second + ":" + name;
      }
      nvtx_.Add(q.Int(2), q.Int(0), q.IsNull(1) ? max_ts : q.Int(1), name);
    }
    if (rc != SQLITE_DONE) return FailStmt(q);
    nvtx_.Build();
  }

  // The pages of `table` (TablePages::ForTable), unless options say SQLite reads everything.
  std::unique_ptr<store::TablePages> Pages(std::string_view table,
                                           const std::vector<std::string_view>& columns,
                                           std::vector<int>* cols) {
    std::string why;
    if (!opts_.pages) return nullptr;
    return store::TablePages::ForTable(db_, path_, table, columns, cols, &why);
  }

  // The columns of NVTX_EVENTS read from its pages, in the order of LoadNvtxPages()'s enum.
  static constexpr std::array<std::string_view, 8> kNvtxPageCols = {
      "start", "end", "eventType", "globalTid", "text", "textId", "domainId", "endGlobalTid"};

  // LoadNvtx() from the pages (record columns `raw` of kNvtxPageCols), with `names` for the
  // registered strings, in two passes (the end of the trace and the domains' names, then the
  // ranges) that give what its queries give. False, having added nothing, when the pages hold
  // something SQLite would convert. Touches nothing else of the reader: it runs on a thread of
  // its own.
  bool LoadNvtxPages(const store::TablePages& pages, const std::vector<int>& raw, NameCache& names,
                     bool has_domains, bool has_end_tid) {
    enum { kNStart, kNEnd, kNType, kNTid, kNText, kNTextId, kNDomain, kNEndTid };
    auto pid_bits = [](const store::RawValue& tid) { return tid.i & 0x0000FFFFFF000000ll; };
    // Pass 1: max(max(start), ifnull(max(end), 0)), and the first name of each domain by start.
    bool any = false;
    int64_t max_start = INT64_MIN, max_end = 0;
    bool has_end = false;
    std::map<std::pair<int64_t, int64_t>, std::pair<int64_t, std::string>> domains;
    bool ok = pages.Scan(0, pages.leaves(), raw, [&](int64_t, const store::RawValue* v) {
      for (int c : {kNStart, kNEnd, kNType, kNTid, kNTextId, kNDomain, kNEndTid})
        if (v[c].type == SQLITE_TEXT) return false;        // SQLite converts it
      if (v[kNText].type == SQLITE_INTEGER) return false;  // SQLite's text of it
      if (v[kNStart].type == SQLITE_NULL) return false;    // NOT NULL in every nsys schema
      any = true;
      max_start = std::max(max_start, v[kNStart].i);
      if (v[kNEnd].type != SQLITE_NULL) {
        max_end = has_end ? std::max(max_end, v[kNEnd].i) : v[kNEnd].i;
        has_end = true;
      }
      if (has_domains && v[kNType].type == SQLITE_INTEGER && v[kNType].i == kNvtxDomainCreate &&
          v[kNText].type == SQLITE_TEXT) {
        auto [it, fresh] = domains.try_emplace({pid_bits(v[kNTid]), v[kNDomain].i}, v[kNStart].i,
                                               std::string(v[kNText].text));
        if (!fresh && v[kNStart].i < it->second.first)
          it->second = {v[kNStart].i, std::string(v[kNText].text)};
      }
      return true;
    });
    if (!ok) return false;
    int64_t max_ts = any ? std::max(max_start, has_end ? max_end : 0) : 0;
    // Pass 2: the ranges, in rowid order as the query's scan.
    std::string name;
    ok = pages.Scan(0, pages.leaves(), raw, [&](int64_t, const store::RawValue* v) {
      int64_t type = v[kNType].type == SQLITE_INTEGER ? v[kNType].i : -1;
      if (type != kNvtxPushPop && type != kNvtxStartEnd && type != kNvtxtPushPop &&
          type != kNvtxtStartEnd)
        return true;
      if (has_end_tid && v[kNEndTid].type != SQLITE_NULL) return true;
      const Str* text = v[kNTextId].type == SQLITE_NULL ? nullptr : &names.Lookup(v[kNTextId].i);
      if (text && text->known) {
        name = text->text;
      } else {
        name.assign(v[kNText].type == SQLITE_TEXT ? v[kNText].text : std::string_view());
      }
      if (v[kNDomain].type != SQLITE_NULL) {
        auto d = domains.find({pid_bits(v[kNTid]), v[kNDomain].i});
        if (d != domains.end()) name = d->second.second + ":" + name;
      }
      nvtx_.Add(v[kNTid].i, v[kNStart].i, v[kNEnd].type == SQLITE_NULL ? max_ts : v[kNEnd].i, name);
      return true;
    });
    if (!ok) {
      nvtx_ = NvtxIndex();
      return false;
    }
    nvtx_.Build();
    return true;
  }

  void Launches() {
    if (sink_.diag().stopped()) return;
    // Large exports are read from the pages where they can be (store/sqlite_pages.h).
    std::vector<int> kraw;  // record columns of kKColNames
    auto pages = Pages(kKernel, {std::begin(kKColNames), std::end(kKColNames)}, &kraw);
    std::unordered_set<std::string> ncols;
    bool join = NvtxKnown(&ncols);
    // The NVTX ranges are read meanwhile from their pages, on a thread with a connection of its
    // own for their names (the three scans before the launches are independent); where the
    // pages cannot be read so, SQLite reads them on this thread, after the runtime calls.
    std::vector<int> nraw;
    std::unique_ptr<store::TablePages> npages;
    if (join) npages = Pages(kNvtx, {kNvtxPageCols.begin(), kNvtxPageCols.end()}, &nraw);
    bool nvtx_loaded = false;
    std::exception_ptr nvtx_error;
    std::thread nvtx_thread;
    if (npages) {
      nvtx_thread = std::thread([&] {
        try {
          store::SqliteDb db(path_);
          NameCache names(db, tables_.count("StringIds") > 0);
          nvtx_loaded = LoadNvtxPages(*npages, nraw, names, ncols.count("domainId") > 0,
                                      ncols.count("endGlobalTid") > 0);
        } catch (...) {
          nvtx_error = std::current_exception();
        }
      });
    }
    struct Join {
      std::thread& t;
      ~Join() {
        if (t.joinable()) t.join();
      }
    } join_nvtx{nvtx_thread};
    // nsys writes kernels in start order, so SQLite's sort (in bounded memory) is usually
    // unnecessary: one scan of the start column tells, and collects the correlation ids.
    IdSet ids;
    bool in_order = true;
    size_t launches = 0;
    int64_t last = INT64_MIN;
    auto see = [&](bool integer, int64_t start, bool has_id, int64_t id) {
      ++launches;
      if (!integer || start < last) in_order = false;
      last = start;
      if (join && has_id) ids.Add(id);
    };
    if (!pages || !pages->Scan(0, pages->leaves(), {kraw[kStart], kraw[kCorrelationId]},
                               [&](int64_t, const store::RawValue* v) {
                                 if (v[1].type == SQLITE_TEXT) return false;  // SQLite converts
                                 see(v[0].type == SQLITE_INTEGER, v[0].i, v[1].type != SQLITE_NULL,
                                     v[1].i);
                                 return true;
                               })) {
      ids = IdSet();
      in_order = true;
      launches = 0;
      last = INT64_MIN;
      store::SqliteStmt q(
          db_, "SELECT start, " + K("correlationId") + " FROM " + std::string(kKernel) + " AS k");
      if (!q.ok()) return FailStmt(q);
      while (q.Step() == SQLITE_ROW)
        see(q.Type(0) == SQLITE_INTEGER, q.Int(0), !q.IsNull(1), q.Int(1));
    }
    LaunchCalls calls;
    if (join && !LoadCalls(&ids, launches, &calls)) return;
    if (nvtx_thread.joinable()) nvtx_thread.join();
    if (nvtx_error) std::rethrow_exception(nvtx_error);
    if (join && !nvtx_loaded) LoadNvtx(ncols);
    LaunchShared shared{opts_, gpus_, nvtx_, join ? &calls : nullptr};
    std::string sql = "SELECT k.rowid";
    for (const char* c : kKColNames) sql += ", " + K(c);
    sql += " FROM " + std::string(kKernel) + " AS k";
    const std::string* run_json = sink_.RenderRunJson();
    if (in_order && run_json && launches >= opts_.parallel.min_launches &&
        Parallel(sql, *run_json, shared, launches, pages.get(), kraw))
      return;
    if (!in_order) sql += " ORDER BY k.start, k.rowid";
    store::SqliteStmt q(db_, sql);
    if (!q.ok()) return FailStmt(q);
    LaunchRows rows(db_, tables_.count("StringIds") > 0, shared, src_);
    int rc;
    while ((rc = q.Step()) == SQLITE_ROW) sink_.Emit(rows.Read(q));
    if (rc != SQLITE_DONE) FailStmt(q);
  }

  // The runtime calls whose correlation ids are among the launches' `ids`: from the pages if
  // they can be read so, else with SQLite. False after reporting an error.
  bool LoadCalls(IdSet* ids, size_t launches, LaunchCalls* calls) {
    ids->Build();
    calls->Reserve(launches);  // usually one call per launch
    auto add = [&](int64_t id, int64_t start, int64_t end, std::optional<int64_t> tid) {
      if (ids->Contains(id)) calls->Add({id, start, end, tid ? *tid : LaunchCalls::kNoThread});
    };
    std::vector<int> raw;
    auto pages = Pages(kRuntime, {"correlationId", "start", "end", "globalTid"}, &raw);
    // As SQLite's q.Int() below reads them: NULL start/end as 0; other types it converts.
    auto integer = [](const store::RawValue& v) {
      return v.type == SQLITE_INTEGER || v.type == SQLITE_NULL;
    };
    if (pages && pages->Scan(0, pages->leaves(), raw, [&](int64_t, const store::RawValue* v) {
          if (!integer(v[0]) || !integer(v[1]) || !integer(v[2]) || !integer(v[3])) return false;
          if (v[0].type != SQLITE_NULL)
            add(v[0].i, v[1].i, v[2].i,
                v[3].type == SQLITE_NULL ? std::nullopt : std::optional(v[3].i));
          return true;
        })) {
      calls->Build();
      return true;
    }
    *calls = LaunchCalls();
    calls->Reserve(launches);
    store::SqliteStmt q(db_, "SELECT correlationId, start, end, globalTid FROM " +
                                 std::string(kRuntime) + " WHERE correlationId IS NOT NULL");
    if (!q.ok()) return FailStmt(q), false;
    int rc;
    while ((rc = q.Step()) == SQLITE_ROW)
      add(q.Int(0), q.Int(1), q.Int(2), q.IsNull(3) ? std::nullopt : std::optional(q.Int(3)));
    if (rc != SQLITE_DONE) return FailStmt(q), false;
    calls->Build();
    return true;
  }

  // The launches of `sql` (kernel rows in rowid order) by chunks on worker threads, written in
  // order: runs of leaf pages decoded from `pages` when there are (a chunk that holds a row they
  // do not decode is read again with SQLite, by its rowids), else runs of rowids read with
  // SQLite. False, having done nothing, when the rowids are too sparse for such runs.
  bool Parallel(const std::string& sql, const std::string& run_json, const LaunchShared& shared,
                size_t launches, const store::TablePages* pages, const std::vector<int>& kraw) {
    struct Span {
      size_t a = 0, b = 0;  // leaves [a, b) of `pages`; a == b: none
      int64_t lo, hi;       // rowids [lo, hi]
    };
    std::vector<Span> spans;
    const int64_t step = std::max<int64_t>(1, opts_.parallel.chunk_rows);
    if (pages && pages->leaves()) {
      size_t leaves = pages->leaves();
      size_t wanted = std::max<size_t>(1, launches / static_cast<size_t>(step));
      size_t per = std::max<size_t>(1, leaves / wanted);
      for (size_t a = 0; a < leaves; a += per) {
        Span s{a, std::min(leaves, a + per), 0, 0};
        pages->Bounds(s.a, s.b, &s.lo, &s.hi);
        spans.push_back(s);
      }
    } else {
      store::SqliteStmt q(db_, "SELECT min(rowid), max(rowid) FROM " + std::string(kKernel));
      if (!q.ok() || q.Step() != SQLITE_ROW || q.IsNull(0)) return false;
      int64_t first = q.Int(0), last = q.Int(1);
      uint64_t span = static_cast<uint64_t>(last) - static_cast<uint64_t>(first);
      if (span >= 2 * static_cast<uint64_t>(launches)) return false;  // mostly empty chunks
      for (uint64_t i = 0; i <= span / static_cast<uint64_t>(step); ++i) {
        int64_t lo = first + static_cast<int64_t>(i) * step;  // within [first, last]
        spans.push_back({0, 0, lo, last - lo < step ? last : lo + step - 1});
      }
    }
    size_t n = opts_.parallel.threads ? opts_.parallel.threads : std::clamp(UsableCpus(), 2u, 8u);
    n = std::min(n, spans.size());
    // Connections and statements are set up here, where their errors can be thrown.
    struct Worker {
      store::SqliteDb db;
      store::SqliteStmt q;
      LaunchRows rows;
      Worker(const std::string& path, const std::string& sql, bool strings,
             const LaunchShared& shared, const std::string& src)
          : db(path), q(db, sql), rows(db, strings, shared, src) {
        rows.JsonOnly();
      }
    };
    std::vector<std::unique_ptr<Worker>> workers;
    for (size_t w = 0; w < n; ++w) {
      workers.push_back(std::make_unique<Worker>(path_, sql + " WHERE k.rowid BETWEEN ?1 AND ?2",
                                                 tables_.count("StringIds") > 0, shared, src_));
      if (!workers.back()->q.ok()) {
        FailStmt(workers.back()->q);
        return true;
      }
    }
    auto render = [&](size_t w, size_t i, Chunk& c) {
      Worker& wk = *workers[w];
      const Span& s = spans[i];
      c.text.clear();
      c.records = 0;
      c.replaced.clear();
      c.error.clear();
      // Many records in a row: one writer that holds (io/json_writer.h).
      JsonWriter out(&c.text, true);
      auto add = [&](const KernelLaunch& r) {
        if (!AppendJson(out, r, run_json)) c.replaced.push_back(r.src);
        ++c.records;
      };
      if (s.a < s.b && pages->Scan(s.a, s.b, kraw, [&](int64_t rowid, const store::RawValue* v) {
            const KernelLaunch* r = wk.rows.Read(rowid, v);
            if (r) add(*r);
            return r != nullptr;
          }))
        return;
      // A row the pages do not decode: the chunk again, from SQLite.
      out.Flush();
      c.text.clear();
      c.records = 0;
      c.replaced.clear();
      wk.q.Bind(1, s.lo);
      wk.q.Bind(2, s.hi);
      int rc;
      while ((rc = wk.q.Step()) == SQLITE_ROW) add(wk.rows.Read(wk.q));
      if (rc != SQLITE_DONE) c.error = wk.q.error();
      wk.q.Reset();
    };
    ChunkPipeline pipeline(n, spans.size(), render);
    pipeline.Run([&](const Chunk& c) {
      sink_.EmitRendered(c.text, c.records, c.replaced);
      if (c.error.empty()) return true;
      Fail("cannot read the SQLite database: " + c.error);
      return false;
    });
    return true;
  }

  void Summary() {
    std::string key = NameExpr() + ", " + K("gridX") + ", " + K("gridY") + ", " + K("gridZ") +
                      ", " + K("blockX") + ", " + K("blockY") + ", " + K("blockZ");
    std::unordered_map<GroupKey, Group, GroupKeyHash> groups;
    auto read_key = [](const store::SqliteStmt& q, int col) {
      GroupKey k;
      k.name = q.IsNull(col) ? INT64_MIN : q.Int(col);
      for (int i = 0; i < 6; ++i) k.shape[i] = q.Int(col + 1 + i);
      return k;
    };
    bool need_median = false;
    {
      store::SqliteStmt q(db_, "SELECT k.rowid, k.end - k.start, " + key + " FROM " +
                                   std::string(kKernel) + " AS k");
      if (!q.ok()) return FailStmt(q);
      int rc;
      while ((rc = q.Step()) == SQLITE_ROW) {
        // SQLite turns an overflowing end - start into a REAL: such a launch has no duration.
        if (q.Type(1) != SQLITE_INTEGER) {
          if (q.Type(1) == SQLITE_NULL) continue;  // no start or end: nsys leaves it out too
          return OutOfRange(q.Int(0));
        }
        int64_t d = q.Int(1);
        auto [it, fresh] = groups.try_emplace(read_key(q, 2));
        Group& g = it->second;
        if (fresh) {
          g.first_rowid = static_cast<uint64_t>(q.Int(0));
          g.min = g.max = d;
        }
        if (__builtin_add_overflow(g.total, d, &g.total)) return OutOfRange(q.Int(0));
        g.min = std::min(g.min, d);
        g.max = std::max(g.max, d);
        g.w.Add(static_cast<double>(d));
        if (g.w.n > 2) need_median = true;
      }
      if (rc != SQLITE_DONE) return FailStmt(q);
    }
    for (auto& [k, g] : groups) {  // up to two launches: the median is the mean of min and max
      g.median_lo = g.min;
      g.median_hi = g.max;
    }
    if (need_median) {
      store::SqliteStmt q(db_, "SELECT " + key + ", k.end - k.start FROM " + std::string(kKernel) +
                                   " AS k ORDER BY 1, 2, 3, 4, 5, 6, 7, 8");
      if (!q.ok()) return FailStmt(q);
      GroupKey cur{};
      Group* g = nullptr;
      int64_t rank = 0;
      int rc;
      while ((rc = q.Step()) == SQLITE_ROW) {
        GroupKey k = read_key(q, 0);
        if (!g || !(k == cur)) {
          cur = k;
          g = &groups[k];
          rank = 0;
        }
        int64_t n = g->w.n;
        if (rank == (n - 1) / 2) g->median_lo = q.Int(7);
        if (rank == n / 2) g->median_hi = q.Int(7);
        ++rank;
      }
      if (rc != SQLITE_DONE) return FailStmt(q);
    }
    struct Row {
      const GroupKey* key;
      const Group* g;
      std::string grid, block;
    };
    std::vector<Row> rows;
    rows.reserve(groups.size());
    int64_t grand = 0;
    for (const auto& [k, g] : groups) {
      rows.push_back({&k, &g, Triple(&k.shape[0]), Triple(&k.shape[3])});
      if (__builtin_add_overflow(grand, g.total, &grand))
        return OutOfRange(static_cast<int64_t>(g.first_rowid));
    }
    std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
      if (a.g->total != b.g->total) return a.g->total > b.g->total;
      if (a.key->name != b.key->name) return a.key->name < b.key->name;
      if (a.grid != b.grid) return a.grid < b.grid;
      return a.block < b.block;
    });
    KernelSummary s;
    s.src.file = src_;
    for (const Row& row : rows) {
      const Group& g = *row.g;
      s.src.line = g.first_rowid;
      const std::string* name = row.key->name == INT64_MIN ? nullptr : String(row.key->name);
      s.kernel = name ? *name : std::string();
      if (grand != 0) {
        s.time_pct =
            NsysRound(static_cast<double>(g.total) * 100.0 / static_cast<double>(grand), 1);
      } else {
        s.time_pct.reset();
      }
      double n = static_cast<double>(g.w.n);
      s.total_ns = static_cast<double>(g.total);
      s.instances = n;
      s.avg_ns = NsysRound(static_cast<double>(g.total) / n, 1);
      s.med_ns = NsysRound(
          g.w.n % 2 ? static_cast<double>(g.median_lo)
                    : (static_cast<double>(g.median_lo) + static_cast<double>(g.median_hi)) / 2.0,
          1);
      s.min_ns = static_cast<double>(g.min);
      s.max_ns = static_cast<double>(g.max);
      s.stddev_ns = NsysRound(g.w.StdDev(), 1);
      s.grid = std::array<int64_t, 3>{row.key->shape[0], row.key->shape[1], row.key->shape[2]};
      s.block = std::array<int64_t, 3>{row.key->shape[3], row.key->shape[4], row.key->shape[5]};
      sink_.Emit(s);
    }
  }

  const std::string& path_;
  const std::string& src_;
  const SqliteOptions& opts_;
  Sink& sink_;
  store::SqliteDb db_;
  std::unordered_set<std::string> tables_, kcols_;
  std::optional<NameCache> names_;  // for NVTX and summary names
  std::unordered_map<int64_t, Gpu> gpus_;
  NvtxIndex nvtx_;
};

}  // namespace

void ReadSqlite(const std::string& path, const std::string& src_file, const SqliteOptions& opts,
                Sink& sink) {
  Reader(path, src_file, opts, sink).Run();
}

}  // namespace kc::nsys
