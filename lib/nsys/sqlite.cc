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
// Everything is read with SQLite: one prepared statement per table, stepped once. The kernels
// are read in rowid order, which is start order in every nsys export (one scan of the start
// column checks; otherwise SQLite sorts, in bounded memory). A launch whose end is before its
// start is an error.
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
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "io/json_writer.h"
#include "nsys/sqlite_calls.h"
#include "nsys/sqlite_math.h"
#include "nsys/sqlite_nvtx.h"
#include "store/sqlite_db.h"

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
  std::vector<int64_t> durations;        // for the median, while few enough are kept
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

// What all launches share, built before they are read.
struct LaunchShared {
  const SqliteOptions& opts;
  const std::unordered_map<int64_t, Gpu>& gpus;
  const NvtxIndex& nvtx;
  const LaunchCalls* calls;  // null: no join, NVTX unknown
};

// Turns rows of a launch query (k.rowid, then the kKColNames columns) into records, with a
// cache of the names read from StringIds.
class LaunchRows {
 public:
  LaunchRows(const store::SqliteDb& db, bool has_strings, const LaunchShared& shared,
             const std::string& src)
      : names_(db, has_strings), shared_(shared) {
    r_.src.file = src;
  }

  // The record of the current row of `q`; valid until the next call.
  const KernelLaunch& Read(const store::SqliteStmt& q) {
    for (int c = 0; c < 1 + kNumKCols; ++c) {
      row_.type[c] = q.TypeInt(c, &row_.value[c]);
      if (row_.type[c] == SQLITE_TEXT) row_.text[c] = q.Text(c);
    }
    return Finish();
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
    SetName(chosen ? &chosen->text : nullptr, &r->kernel);
    SetName(mangled ? &mangled->text : nullptr, &r->kernel_mangled);
    SetName(base ? &base->text : nullptr, &r->kernel_short);
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
};

class Reader {
 public:
  Reader(const std::string& path, const std::string& src, const SqliteOptions& opts, Sink& sink)
      : src_(src), opts_(opts), sink_(sink), db_(path) {}

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

  void Launches() {
    if (sink_.diag().stopped()) return;
    std::unordered_set<std::string> ncols;
    bool join = NvtxKnown(&ncols);
    // nsys writes kernels in start order, so SQLite's sort is usually unnecessary: one scan of
    // the start column tells, and collects the correlation ids.
    IdSet ids;
    bool in_order = true;
    size_t launches = 0;
    {
      int64_t last = INT64_MIN;
      store::SqliteStmt q(
          db_, "SELECT start, " + K("correlationId") + " FROM " + std::string(kKernel) + " AS k");
      if (!q.ok()) return FailStmt(q);
      while (q.Step() == SQLITE_ROW) {
        ++launches;
        if (q.Type(0) != SQLITE_INTEGER || q.Int(0) < last) in_order = false;
        last = q.Int(0);
        if (join && !q.IsNull(1)) ids.Add(q.Int(1));
      }
    }
    LaunchCalls calls;
    if (join && !LoadCalls(&ids, launches, &calls)) return;
    if (join) LoadNvtx(ncols);
    LaunchShared shared{opts_, gpus_, nvtx_, join ? &calls : nullptr};
    std::string sql = "SELECT k.rowid";
    for (const char* c : kKColNames) sql += ", " + K(c);
    sql += " FROM " + std::string(kKernel) + " AS k";
    if (!in_order) sql += " ORDER BY k.start, k.rowid";
    store::SqliteStmt q(db_, sql);
    if (!q.ok()) return FailStmt(q);
    LaunchRows rows(db_, tables_.count("StringIds") > 0, shared, src_);
    int rc;
    while (!sink_.diag().stopped() && (rc = q.Step()) == SQLITE_ROW) {
      const KernelLaunch& r = rows.Read(q);
      if (r.duration_ns && *r.duration_ns < 0) {
        sink_.diag().Error({src_, r.src.line}, "kernel row " + std::to_string(r.src.line) +
                                                   ": end before start (duration " +
                                                   std::to_string(*r.duration_ns) + " ns)");
        sink_.Reject();
        continue;
      }
      sink_.Emit(r);
    }
    if (!sink_.diag().stopped() && rc != SQLITE_DONE) FailStmt(q);
  }

  // The runtime calls whose correlation ids are among the launches' `ids`. False after
  // reporting an error.
  bool LoadCalls(IdSet* ids, size_t launches, LaunchCalls* calls) {
    ids->Build();
    calls->Reserve(launches);  // usually one call per launch
    store::SqliteStmt q(db_, "SELECT correlationId, start, end, globalTid FROM " +
                                 std::string(kRuntime) + " WHERE correlationId IS NOT NULL");
    if (!q.ok()) return FailStmt(q), false;
    int rc;
    while ((rc = q.Step()) == SQLITE_ROW) {
      if (ids->Contains(q.Int(0)))
        calls->Add({q.Int(0), q.Int(1), q.Int(2), q.IsNull(3) ? LaunchCalls::kNoThread : q.Int(3)});
    }
    if (rc != SQLITE_DONE) return FailStmt(q), false;
    calls->Build();
    return true;
  }

  void Summary() {
    // nsys 2023 and later (cuda_gpu_kern_sum) group by name; 2022's gpukernsum by name, grid
    // and block (--by-shape).
    std::string key = NameExpr() + ", " +
                      (opts_.by_shape ? K("gridX") + ", " + K("gridY") + ", " + K("gridZ") + ", " +
                                            K("blockX") + ", " + K("blockY") + ", " + K("blockZ")
                                      : std::string("0, 0, 0, 0, 0, 0"));
    std::unordered_map<GroupKey, Group, GroupKeyHash> groups;
    auto read_key = [](const store::SqliteStmt& q, int col) {
      GroupKey k;
      k.name = q.IsNull(col) ? INT64_MIN : q.Int(col);
      for (int i = 0; i < 6; ++i) k.shape[i] = q.Int(col + 1 + i);
      return k;
    };
    // The durations of each group are kept for its median while there are not too many;
    // beyond that, SQLite sorts them (in bounded memory) and a second pass picks the middle.
    size_t kept = 0;
    bool need_median = false, in_memory = true;
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
        if (in_memory && ++kept > opts_.median_in_memory) {
          in_memory = false;
          for (auto& [k, other] : groups) std::vector<int64_t>().swap(other.durations);
        }
        if (in_memory) g.durations.push_back(d);
      }
      if (rc != SQLITE_DONE) return FailStmt(q);
    }
    for (auto& [k, g] : groups) {  // up to two launches: the median is the mean of min and max
      g.median_lo = g.min;
      g.median_hi = g.max;
      if (!in_memory || g.w.n <= 2) continue;
      auto& v = g.durations;
      auto hi = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
      std::nth_element(v.begin(), hi, v.end());
      g.median_hi = *hi;
      g.median_lo = v.size() % 2 ? *hi : *std::max_element(v.begin(), hi);
      std::vector<int64_t>().swap(v);
    }
    if (need_median && !in_memory) {
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
      if (opts_.by_shape) {
        s.grid = std::array<int64_t, 3>{row.key->shape[0], row.key->shape[1], row.key->shape[2]};
        s.block = std::array<int64_t, 3>{row.key->shape[3], row.key->shape[4], row.key->shape[5]};
      }
      sink_.Emit(s);
    }
  }

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
