// nsys SQLite exports: fixtures are written here with the sqlite3 C API in the table layouts of
// nsys 2020.3, 2021.5/2022.4 and 2026.2, then read back through ReadSqlite().
#include "nsys/sqlite.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/error.h"
#include "nsys/sqlite_math.h"
#include "nsys/sqlite_nvtx.h"

namespace kc::nsys {
namespace {

class Collect : public Sink {
 public:
  void Emit(const KernelSummary& r) override { sums.push_back(r); }
  void Emit(const KernelLaunch& r) override { launches.push_back(r); }
  void Emit(const MemOp& r) override { memops.push_back(r); }
  Diag& diag() override { return diag_; }
  void Reject() override {}
  std::vector<KernelSummary> sums;
  std::vector<KernelLaunch> launches;
  std::vector<MemOp> memops;
  Diag diag_{"nsys2jsonl"};
};

const char* kKernel2020 =
    "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, "
    "deviceId INTEGER NOT NULL, contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, "
    "correlationId INTEGER, globalPid INTEGER, demangledName INTEGER NOT NULL, shortName INTEGER "
    "NOT NULL, launchType INTEGER, cacheConfig INTEGER, registersPerThread INTEGER NOT NULL, "
    "gridX INTEGER NOT NULL, gridY INTEGER NOT NULL, gridZ INTEGER NOT NULL, blockX INTEGER NOT "
    "NULL, blockY INTEGER NOT NULL, blockZ INTEGER NOT NULL, staticSharedMemory INTEGER NOT NULL, "
    "dynamicSharedMemory INTEGER NOT NULL, localMemoryPerThread INTEGER NOT NULL, "
    "localMemoryTotal INTEGER NOT NULL, gridId INTEGER NOT NULL, sharedMemoryExecuted INTEGER, "
    "graphNodeId INTEGER);";
// 2026.2: new columns, one of them before the ones we read, and mangledName.
const char* kKernel2026 =
    "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, "
    "deviceId INTEGER NOT NULL, contextId INTEGER NOT NULL, greenContextId INTEGER, streamId "
    "INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER, demangledName INTEGER NOT NULL, "
    "shortName INTEGER NOT NULL, mangledName INTEGER, launchType INTEGER, cacheConfig INTEGER, "
    "registersPerThread INTEGER NOT NULL, gridX INTEGER NOT NULL, gridY INTEGER NOT NULL, gridZ "
    "INTEGER NOT NULL, blockX INTEGER NOT NULL, blockY INTEGER NOT NULL, blockZ INTEGER NOT NULL, "
    "staticSharedMemory INTEGER NOT NULL, dynamicSharedMemory INTEGER NOT NULL, "
    "localMemoryPerThread INTEGER NOT NULL, localMemoryTotal INTEGER NOT NULL, gridId INTEGER NOT "
    "NULL, sharedMemoryExecuted INTEGER, graphNodeId INTEGER, sharedMemoryLimitConfig INTEGER, "
    "graphId INTEGER, clusterX INTEGER, clusterY INTEGER, clusterZ INTEGER, "
    "clusterSchedulingPolicy INTEGER, maxPotentialClusterSize INTEGER, maxActiveClusters "
    "INTEGER);"
    "CREATE TABLE META_DATA_EXPORT (name TEXT, value TEXT);";
const char* kCommon =
    "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, "
    "eventClass INTEGER NOT NULL, globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT "
    "NULL, returnValue INTEGER NOT NULL);"
    "CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, "
    "rangeId INTEGER, category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, "
    "endGlobalTid INTEGER, textId INTEGER, domainId INTEGER);";

// pid 4242, tid 4243 (serialized as nsys does: pid << 24 | tid, plus a VM id above).
constexpr int64_t kPid = (int64_t{1} << 56) | (int64_t{4242} << 24);
constexpr int64_t kTid = kPid | 4243;

// Writes launches as nsys2jsonl does.
class Lines : public Sink {
 public:
  void Emit(const KernelSummary&) override {}
  void Emit(const KernelLaunch& r) override {
    if (!AppendJson(&text, r, run)) replaced.push_back(r.src.line);
    ++records;
  }
  void Emit(const MemOp&) override {}
  Diag& diag() override { return diag_; }
  void Reject() override {}
  std::string run = "{\"model\":\"m\"}";
  std::string text;
  uint64_t records = 0;
  std::vector<uint64_t> replaced;
  Diag diag_{"nsys2jsonl"};
};

// --by-shape: the 2022 gpukernsum grouping (name, grid, block).
SqliteOptions Summary() {
  SqliteOptions o;
  o.summary = true;
  o.by_shape = true;
  return o;
}

class SqliteFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() /
             ("kc_sqlite_test_" + std::to_string(getpid()) + "_" +
              ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".sqlite"))
                .string();
    std::filesystem::remove(path_);
  }
  void TearDown() override { std::filesystem::remove(path_); }
  void Exec(const std::string& sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    int rc = sqlite3_exec(db, ("BEGIN;" + sql + "COMMIT;").c_str(), nullptr, nullptr, &err);
    EXPECT_EQ(rc, SQLITE_OK) << (err ? err : "");
    sqlite3_free(err);
    sqlite3_close(db);
  }
  // One launch: name ids demangled/short/mangled (mangled -1: column left NULL).
  static std::string Kernel(bool mangled_col, int64_t start, int64_t end, int corr, int dem,
                            int shrt, int mang = -1, int gx = 1, int bx = 32) {
    std::ostringstream s;
    s << "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId, contextId, streamId, "
         "correlationId, globalPid, demangledName, shortName, "
      << (mangled_col ? "mangledName, " : "")
      << "registersPerThread, gridX, gridY, gridZ, blockX, blockY, blockZ, staticSharedMemory, "
         "dynamicSharedMemory, localMemoryPerThread, localMemoryTotal, gridId) VALUES ("
      << start << ", " << end << ", 0, 1, 7, " << corr << ", " << kPid << ", " << dem << ", "
      << shrt << ", ";
    if (mangled_col) s << (mang < 0 ? std::string("NULL") : std::to_string(mang)) << ", ";
    s << "40, " << gx << ", 2, 1, " << bx << ", 1, 1, 1024, 2048, 16, 0, " << corr << ");";
    return s.str();
  }
  static std::string Runtime(int64_t start, int64_t end, int corr, int64_t tid = kTid) {
    return "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (" + std::to_string(start) + ", " +
           std::to_string(end) + ", 1, " + std::to_string(tid) + ", " + std::to_string(corr) +
           ", 99, 0);";
  }
  static std::string Nvtx(int64_t start, const std::string& end, int type, const std::string& text,
                          const std::string& text_id = "NULL", const std::string& domain = "NULL",
                          int64_t tid = kTid) {
    return "INSERT INTO NVTX_EVENTS (start, end, eventType, text, globalTid, textId, domainId) "
           "VALUES (" +
           std::to_string(start) + ", " + end + ", " + std::to_string(type) + ", " + text + ", " +
           std::to_string(tid) + ", " + text_id + ", " + domain + ");";
  }
  Collect Read(SqliteOptions opts = {}) {
    Collect c;
    ReadSqlite(path_, "x.sqlite", opts, c);
    return c;
  }
  std::string path_;
};

const char* kNames =
    "INSERT INTO StringIds VALUES (1, 'void k<int>(int*)'), (2, 'k'), (3, '_Z1kIiEvPi'), "
    "(4, 'other'), (5, 'other'), (6, '_Z5otherv'), (7, 'registered range'), (99, "
    "'cudaLaunchKernel_v7000');";

TEST_F(SqliteFixture, Schema2020NoMangledNameCcFromCudaGpu) {
  Exec(std::string(kKernel2020) + kCommon + kNames +
       "CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, deviceId INTEGER NOT NULL, name "
       "TEXT, busLocation TEXT, isDiscrete INTEGER);"
       "INSERT INTO TARGET_INFO_GPU VALUES (1, 0, 'Quadro RTX 8000', '0000:15:00.0', 1);"
       "CREATE TABLE TARGET_INFO_CUDA_GPU (vmId INTEGER NOT NULL, name TEXT NOT NULL, "
       "computeCapabilityMajor INTEGER NOT NULL, computeCapabilityMinor INTEGER NOT NULL, "
       "deviceId INTEGER NOT NULL);"
       "INSERT INTO TARGET_INFO_CUDA_GPU VALUES (1, 'Quadro RTX 8000', 7, 5, 0);" +
       Kernel(false, 1000, 1500, 11, 1, 2));
  Collect c = Read();
  ASSERT_EQ(c.launches.size(), 1u);
  const KernelLaunch& r = c.launches[0];
  EXPECT_EQ(r.kernel, "void k<int>(int*)");
  EXPECT_EQ(r.kernel_short, "k");
  EXPECT_EQ(r.kernel_mangled, "");  // written as null
  EXPECT_EQ(*r.start_ns, 1000);
  EXPECT_EQ(*r.end_ns, 1500);
  EXPECT_EQ(*r.duration_ns, 500);
  EXPECT_EQ(r.device, "0");
  EXPECT_EQ(r.device_name, "Quadro RTX 8000");
  EXPECT_EQ(r.cc, "7.5");
  EXPECT_EQ(r.context, "1");
  EXPECT_EQ(r.stream, "7");
  EXPECT_EQ(r.correlation_id, "11");
  EXPECT_EQ(r.pid, "4242");
  EXPECT_EQ(r.grid, (std::array<int64_t, 3>{1, 2, 1}));
  EXPECT_EQ(r.block, (std::array<int64_t, 3>{32, 1, 1}));
  EXPECT_EQ(*r.registers_per_thread, 40);
  EXPECT_EQ(*r.static_smem_bytes, 1024);
  EXPECT_EQ(*r.dynamic_smem_bytes, 2048);
  EXPECT_EQ(*r.local_mem_per_thread_bytes, 16);
  EXPECT_EQ(r.src.line, 1u);
  EXPECT_EQ(r.src.file, "x.sqlite");
  EXPECT_FALSE(r.has_nvtx);  // no runtime call for correlation id 11: unknown
  // --mangled without a mangledName column falls back to the demangled name, as nsys does.
  SqliteOptions m;
  m.name = SqliteOptions::Name::kMangled;
  EXPECT_EQ(Read(m).launches[0].kernel, "void k<int>(int*)");
}

TEST_F(SqliteFixture, Schema2026ExtraColumnsAndNameChoice) {
  Exec(std::string(kKernel2026) + kCommon + kNames +
       "CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT, "
       "computeMajor INTEGER, computeMinor INTEGER);"
       "INSERT INTO TARGET_INFO_GPU VALUES (1, 0, 'NVIDIA H100', 9, 0);" +
       Kernel(true, 2000, 2600, 12, 1, 2, 3) + Kernel(true, 1000, 1100, 13, 4, 5));
  Collect c = Read();
  ASSERT_EQ(c.launches.size(), 2u);
  EXPECT_EQ(c.launches[0].kernel, "other");  // ordered by start
  EXPECT_EQ(c.launches[0].src.line, 2u);
  EXPECT_EQ(c.launches[0].kernel_mangled, "");  // NULL mangledName
  EXPECT_EQ(c.launches[1].kernel_mangled, "_Z1kIiEvPi");
  EXPECT_EQ(c.launches[1].cc, "9.0");
  EXPECT_EQ(c.launches[1].device_name, "NVIDIA H100");
  SqliteOptions base;
  base.name = SqliteOptions::Name::kBase;
  EXPECT_EQ(Read(base).launches[1].kernel, "k");
  SqliteOptions mangled;
  mangled.name = SqliteOptions::Name::kMangled;
  Collect cm = Read(mangled);
  EXPECT_EQ(cm.launches[1].kernel, "_Z1kIiEvPi");
  EXPECT_EQ(cm.launches[0].kernel, "other");  // coalesce(mangledName, demangledName)
}

TEST_F(SqliteFixture, NvtxRangesEnclosingTheLaunchingCallInnermostFirst) {
  Exec(std::string(kKernel2020) + kCommon + kNames +
       // outer push/pop [0, 1000], inner [100, 500] registered through textId, a domain range
       // [100, 400] in domain 5 named "dom", a start/end range [50, 2000], a range on another
       // thread, a range that ended before the call, one ending on another thread (skipped),
       // and one without an end (open until the last NVTX timestamp). Domain 5 is named twice:
       // the name of the earliest start counts, not the first row.
       Nvtx(0, "1000", 59, "'outer'") + Nvtx(100, "500", 59, "NULL", "7") +
       Nvtx(90, "NULL", 75, "'late'", "NULL", "5") + Nvtx(80, "NULL", 75, "'dom'", "NULL", "5") +
       Nvtx(100, "400", 59, "'in domain'", "NULL", "5") + Nvtx(50, "2000", 60, "'startend'") +
       Nvtx(0, "1000", 59, "'other thread'", "NULL", "NULL", kTid + 1) +
       Nvtx(10, "20", 59, "'earlier'") +
       "INSERT INTO NVTX_EVENTS (start, end, eventType, text, globalTid, endGlobalTid) VALUES "
       "(60, 900, 60, 'crossing threads', " +
       std::to_string(kTid) + ", " + std::to_string(kTid + 1) + ");" +
       Nvtx(5, "NULL", 59, "'open'") + Runtime(200, 210, 21) +
       Kernel(false, 5000, 5100, 21, 1, 2) +                            // in all but 'earlier'
       Runtime(3000, 3010, 22) + Kernel(false, 6000, 6100, 22, 1, 2) +  // in none
       Kernel(false, 7000, 7100, 23, 1, 2));                            // no runtime call: unknown
  Collect c = Read();
  ASSERT_EQ(c.launches.size(), 3u);
  EXPECT_TRUE(c.launches[0].has_nvtx);
  EXPECT_EQ(c.launches[0].nvtx, (std::vector<std::string>{"dom:in domain", "registered range",
                                                          "startend", "open", "outer"}));
  EXPECT_TRUE(c.launches[1].has_nvtx);
  EXPECT_EQ(c.launches[1].nvtx, std::vector<std::string>{});
  EXPECT_FALSE(c.launches[2].has_nvtx);
}

TEST_F(SqliteFixture, GapsInRowidsAndInvalidUtf8InARangeName) {
  // 500 launches with runtime calls inside nested NVTX ranges, one range name with invalid UTF-8
  // (a warning per launch inside it), gaps in the rowids, two kernel names.
  std::string sql = std::string(kKernel2026) + kCommon + kNames + Nvtx(0, "100000", 59, "'outer'") +
                    Nvtx(2000, "2600", 59, "CAST(X'6261FF' AS TEXT)");
  for (int i = 0; i < 500; ++i) {
    if (i % 50 == 0) sql += Nvtx(i * 10, std::to_string(i * 10 + 300), 59, "'step'");
    sql += Runtime(i * 10 + 1, i * 10 + 3, i) +
           Kernel(true, i * 10 + 5, i * 10 + 9, i, i % 3 ? 1 : 4, 2, 3, 1 + i % 5);
  }
  Exec(sql + "DELETE FROM CUPTI_ACTIVITY_KIND_KERNEL WHERE rowid % 37 = 0;");
  Lines lines;
  ReadSqlite(path_, "x.sqlite", {}, lines);
  EXPECT_EQ(lines.records, 487u);
  EXPECT_EQ(lines.replaced.size(), 58u);  // 60 calls in the range, 2 rows deleted
  EXPECT_EQ(lines.diag_.errors(), 0u);
}

TEST_F(SqliteFixture, ValuesSqliteConvertsAreReadAsSqliteReadsThem) {
  // A REAL grid, text registers, a 5,000-character TEXT name (on overflow pages) and a short
  // TEXT name where a StringIds id belongs.
  std::string sql = std::string(kKernel2026) + kCommon + kNames;
  for (int i = 0; i < 400; ++i) {
    sql += Runtime(i * 10 + 1, i * 10 + 3, i) + Kernel(true, i * 10 + 5, i * 10 + 9, i, 1, 2, 3);
  }
  Exec(sql +
       "UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET gridX = 2.5 WHERE rowid = 50;"
       "UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET registersPerThread = 'many' WHERE rowid = 150;"
       "UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET demangledName = 'void t<' || printf('%.5000c', "
       "'x') || '>()' WHERE rowid = 250;"
       "UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET demangledName = 'void short_text()' WHERE rowid = "
       "350;");
  Lines lines;
  ReadSqlite(path_, "x.sqlite", {}, lines);
  EXPECT_EQ(lines.records, 400u);
  for (const char* v : {"\"grid\":[2,2,1]", "\"registers_per_thread\":0,",
                        "\"kernel\":\"void t<xxxxx", "\"kernel\":\"void short_text()\""})
    EXPECT_NE(lines.text.find(v), std::string::npos) << v;
}

TEST_F(SqliteFixture, LaunchesOutOfStartOrderAreWrittenInStartOrder) {
  std::string sql = std::string(kKernel2026) + kCommon + kNames;
  for (int i = 0; i < 100; ++i) sql += Kernel(true, (i * 7919) % 1000, 2000, i, 1, 2);
  Exec(sql);
  Collect c = Read();
  ASSERT_EQ(c.launches.size(), 100u);
  for (size_t i = 1; i < c.launches.size(); ++i)
    EXPECT_LE(*c.launches[i - 1].start_ns, *c.launches[i].start_ns) << i;
}

TEST_F(SqliteFixture, LaunchEndingBeforeItStartsIsAnError) {
  Exec(std::string(kKernel2026) + kCommon + kNames + Kernel(true, 100, 150, 1, 1, 2) +
       Kernel(true, 300, 200, 2, 1, 2) + Kernel(true, 400, 450, 3, 1, 2));
  testing::internal::CaptureStderr();
  SqliteOptions o;
  Collect c;
  c.diag_.set_keep_going(true);
  ReadSqlite(path_, "x.sqlite", o, c);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(c.launches.size(), 2u);
  EXPECT_EQ(err, "nsys2jsonl: x.sqlite:2: kernel row 2: end before start (duration -100 ns)\n");
}

TEST_F(SqliteFixture, SummaryAsNsysComputesIt) {
  std::string sql = std::string(kKernel2026) + kCommon + kNames;
  // k: 10, 20, 30, 41 ns (even count: median 25, sample stddev 13.3); other: 101 ns once
  // (ties with k on total time: name id 1 < 4 first), and k with another grid once.
  int corr = 1;
  int64_t t = 0;
  for (int d : {30, 10, 41, 20}) {
    sql += Kernel(true, t, t + d, corr++, 1, 2, 3);
    t += 100;
  }
  sql += Kernel(true, t, t + 101, corr++, 4, 5, 6);
  t += 200;
  sql += Kernel(true, t, t + 7, corr++, 1, 2, 3, /*gx=*/2);
  Exec(sql);
  Collect c = Read(Summary());
  ASSERT_EQ(c.sums.size(), 3u);
  const KernelSummary& k = c.sums[0];
  EXPECT_EQ(k.kernel, "void k<int>(int*)");
  EXPECT_EQ(*k.time_pct, 48.3);  // 101 * 100 / 209 = 48.33
  EXPECT_EQ(*k.total_ns, 101);
  EXPECT_EQ(*k.instances, 4);
  EXPECT_EQ(*k.avg_ns, 25.3);  // 25.25 rounds up, as SQLite's round() does
  EXPECT_EQ(*k.med_ns, 25);
  EXPECT_EQ(*k.min_ns, 10);
  EXPECT_EQ(*k.max_ns, 41);
  EXPECT_EQ(*k.stddev_ns, 13.3);
  EXPECT_EQ(k.grid, (std::array<int64_t, 3>{1, 2, 1}));
  EXPECT_EQ(k.src.line, 1u);
  EXPECT_EQ(c.sums[1].kernel, "other");
  EXPECT_EQ(*c.sums[1].stddev_ns, 0);  // one instance
  EXPECT_EQ(c.sums[2].kernel, "void k<int>(int*)");
  EXPECT_EQ(c.sums[2].grid, (std::array<int64_t, 3>{2, 2, 1}));
  EXPECT_EQ(*c.sums[2].time_pct, 3.3);
  SqliteOptions base = Summary();
  base.name = SqliteOptions::Name::kBase;
  Collect b = Read(base);
  EXPECT_EQ(b.sums[0].kernel, "k");
  // The medians SQLite's sort gives when the durations are not kept in memory: the same.
  for (size_t cap : {0, 3}) {
    SqliteOptions sorted = Summary();
    sorted.median_in_memory = cap;
    Collect m = Read(sorted);
    ASSERT_EQ(m.sums.size(), 3u);
    EXPECT_EQ(*m.sums[0].med_ns, 25) << cap;
    EXPECT_EQ(*m.sums[2].med_ns, 7) << cap;
  }
  // Grouped by name (nsys 2023 and later): k's five launches together, no grid or block.
  SqliteOptions by_name;
  by_name.summary = true;
  Collect n = Read(by_name);
  ASSERT_EQ(n.sums.size(), 2u);
  EXPECT_EQ(n.sums[0].kernel, "void k<int>(int*)");
  EXPECT_EQ(*n.sums[0].instances, 5);
  EXPECT_EQ(*n.sums[0].total_ns, 108);
  EXPECT_EQ(*n.sums[0].med_ns, 20);  // 7, 10, 20, 30, 41
  EXPECT_EQ(*n.sums[0].min_ns, 7);
  EXPECT_FALSE(n.sums[0].grid);
  EXPECT_FALSE(n.sums[0].block);
  EXPECT_EQ(n.sums[1].kernel, "other");
}

TEST_F(SqliteFixture, EmptyKernelTableGivesNoRecords) {
  Exec(std::string(kKernel2020) + kCommon);
  Collect c = Read();
  EXPECT_TRUE(c.launches.empty());
  EXPECT_EQ(c.diag_.errors(), 0u);
  EXPECT_TRUE(Read(Summary()).sums.empty());
}

TEST_F(SqliteFixture, NsysExportWithoutKernelsIsSkippedWithAWarning) {
  Exec(kCommon);
  Collect c = Read();
  EXPECT_TRUE(c.launches.empty());
  EXPECT_EQ(c.diag_.errors(), 0u);
  EXPECT_EQ(c.diag_.warnings(), 1u);
}

TEST_F(SqliteFixture, OtherSqliteDatabaseIsAnError) {
  Exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1);");
  testing::internal::CaptureStderr();
  Collect c = Read();
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "nsys2jsonl: x.sqlite: no CUPTI_ACTIVITY_KIND_KERNEL table: not an nsys SQLite "
            "export\n");
  EXPECT_EQ(c.diag_.errors(), 1u);
}

TEST_F(SqliteFixture, TruncatedFileIsAnErrorAndNothingIsWritten) {
  std::string sql = std::string(kKernel2020) + kCommon + kNames;
  for (int i = 0; i < 2000; ++i) sql += Kernel(false, i * 10, i * 10 + 5, i, 1, 2);
  Exec(sql);
  std::filesystem::resize_file(path_, std::filesystem::file_size(path_) / 2);
  auto before = std::filesystem::last_write_time(path_);
  testing::internal::CaptureStderr();
  Collect c = Read();
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(c.diag_.errors(), 1u);
  EXPECT_NE(err.find("nsys2jsonl: x.sqlite: cannot read the SQLite database: "), std::string::npos)
      << err;
  EXPECT_EQ(std::filesystem::last_write_time(path_), before);
}

TEST_F(SqliteFixture, GarbageAfterTheMagicIsAnError) {
  {
    std::ofstream f(path_, std::ios::binary);
    f << std::string("SQLite format 3\0", 16) << std::string(4000, 'x');
  }
  testing::internal::CaptureStderr();
  Collect c = Read();
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(c.diag_.errors(), 1u);
  EXPECT_EQ(err.rfind("nsys2jsonl: x.sqlite: cannot read the SQLite database: ", 0), 0u) << err;
}

TEST_F(SqliteFixture, MissingFileIsASystemError) {
  Collect c;
  EXPECT_THROW(ReadSqlite(path_ + ".missing/x", "x", {}, c), SystemError);
}

TEST(NsysMath, RoundLikeSqlite336) {
  EXPECT_EQ(Sqlite336Fixed(25.25, 1), "25.3");
  EXPECT_EQ(Sqlite336Fixed(0.15, 1), "0.2");  // C's printf gives 0.1
  EXPECT_EQ(Sqlite336Fixed(2.25, 1), "2.3");
  EXPECT_EQ(Sqlite336Fixed(0.04, 1), "0.0");
  EXPECT_EQ(Sqlite336Fixed(99.95, 1), "100.0");
  EXPECT_EQ(Sqlite336Fixed(123456789012.45, 1), "123456789012.5");
  EXPECT_EQ(NsysRound(13.30100, 1), 13.3);
  Welford w;
  for (double x : {10.0, 20.0, 30.0, 41.0}) w.Add(x);
  EXPECT_NEAR(w.StdDev(), 13.3010, 1e-4);
  Welford one;
  one.Add(5);
  EXPECT_EQ(one.StdDev(), 0.0);
}

TEST(NvtxIndex, CrossingAndBackToBackRanges) {
  NvtxIndex ix;
  ix.Add(1, 0, 100, "a");     // [0, 100]
  ix.Add(1, 100, 200, "b");   // back to back with a
  ix.Add(1, 50, 150, "x");    // crosses a and b
  ix.Add(1, 120, 130, "b1");  // inside b and x
  ix.Add(2, 0, 1000, "t2");
  ix.Build();
  std::vector<std::string> out;
  ix.Enclosing(1, 121, 125, &out);
  EXPECT_EQ(out, (std::vector<std::string>{"b1", "b", "x"}));
  ix.Enclosing(1, 60, 70, &out);
  EXPECT_EQ(out, (std::vector<std::string>{"x", "a"}));
  ix.Enclosing(1, 90, 110, &out);  // spans a and b: only x encloses it
  EXPECT_EQ(out, (std::vector<std::string>{"x"}));
  ix.Enclosing(3, 0, 1, &out);
  EXPECT_TRUE(out.empty());
}

}  // namespace
}  // namespace kc::nsys
