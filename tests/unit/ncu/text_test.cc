#include "ncu/text.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"
#include "ncu/sink.h"

namespace kc::ncu {
namespace {

class CollectSink : public RecordSink {
 public:
  void Emit(const KernelRecord& rec) override {
    std::string s;
    rec.AppendJson(&s, "");
    if (!s.empty() && s.back() == '\n') s.pop_back();
    records.push_back(std::move(s));
  }
  Diag& diag() override { return diag_; }
  void Reject() override { ++rejected; }

  std::vector<std::string> records;
  int rejected = 0;
  Diag diag_{"test"};
};

struct Result {
  std::vector<std::string> records;
  int rejected = 0;
  uint64_t warnings = 0, errors = 0;
  std::string after;    // the first line left unread after ParseText returned
  std::string stderr_;  // diagnostics
};

// Writes `text` to a file named "in.txt" in a temporary directory and runs the
// dispatcher's loop over it: lines before the first text start are skipped,
// then ParseText takes over.
Result Parse(std::string_view text) {
  char dir[] = "/tmp/kc_text_test_XXXXXX";
  EXPECT_NE(mkdtemp(dir), nullptr);
  std::string path = std::string(dir) + "/in.txt";
  FILE* f = std::fopen(path.c_str(), "wb");
  std::fwrite(text.data(), 1, text.size(), f);
  std::fclose(f);
  CollectSink sink;
  Result r;
  testing::internal::CaptureStderr();
  {
    Input in(path);
    std::string_view line;
    while (in.ReadLine(&line)) {
      if (IsTextStart(line)) {
        ParseText(in, line, sink);
        if (in.ReadLine(&line)) r.after = std::string(line);
        break;
      }
    }
  }
  r.stderr_ = testing::internal::GetCapturedStderr();
  std::remove(path.c_str());
  rmdir(dir);
  r.records = sink.records;
  r.rejected = sink.rejected;
  r.warnings = sink.diag_.warnings();
  r.errors = sink.diag_.errors();
  // Diagnostics name the temporary file; tests compare them with it as
  // "in.txt".
  for (size_t p; (p = r.stderr_.find(path)) != std::string::npos;)
    r.stderr_.replace(p, path.size(), "in.txt");
  for (std::string& s : r.records)
    for (size_t p; (p = s.find(path)) != std::string::npos;) s.replace(p, path.size(), "in.txt");
  return r;
}

#define EXPECT_HAS(haystack, needle)                    \
  EXPECT_NE((haystack).find(needle), std::string::npos) \
      << "missing " << (needle) << "\nin " << (haystack)
#define EXPECT_LACKS(haystack, needle)                  \
  EXPECT_EQ((haystack).find(needle), std::string::npos) \
      << "unexpected " << (needle) << "\nin " << (haystack)

// --- kernel header lines
// --------------------------------------------------------------------

struct HeaderCase {
  const char* text;                 // the lines after the process line
  std::vector<const char*> expect;  // JSON fragments of the record
};

const HeaderCase kHeaders[] = {
    // 2023.x-2025.x: launch shape, context, stream, device, CC.
    {"  square_kernel_0d1d234 (1823, 1, 1)x(128, 1, 1), Context 1, Stream 7, "
     "Device 0, CC 8.0\n",
     {R"("kernel":"square_kernel_0d1d234")", R"("grid":[1823,1,1])", R"("block":[128,1,1])",
      R"("context":"1")", R"("stream":"7")", R"("device":"0")", R"("cc":"8.0")", R"("src_line":2)",
      R"("type":"ncu_kernel")"}},
    // Names with commas, parentheses and templates are cut from the right.
    {"  void at::native::vectorized_elementwise_kernel<(int)4, "
     "at::native::BinaryFunctor<float, "
     "float, bool>, at::detail::Array<char *, (int)3>>(int, T2, T3) (2781, 1, "
     "1)x(128, 2, 1), "
     "Context 12, Stream 13, Device 1, CC 9.0\n",
     {R"x("kernel":"void at::native::vectorized_elementwise_kernel<(int)4, at::native::BinaryFunctor<float, float, bool>, at::detail::Array<char *, (int)3>>(int, T2, T3)")x",
      R"("grid":[2781,1,1])", R"("block":[128,2,1])", R"("context":"12")", R"("stream":"13")",
      R"("device":"1")", R"("cc":"9.0")"}},
    // <= 2022.x: launch time instead of the shape, no device or CC.
    {"  void at::native::<unnamed>::vectorized_layer_norm_kernel<c10::Half, "
     "float>(int, T2, const "
     "T1 *), 2022-Dec-04 20:05:21, Context 1, Stream 7\n",
     {R"x("kernel":"void at::native::<unnamed>::vectorized_layer_norm_kernel<c10::Half, float>(int, T2, const T1 *)")x",
      R"("launch_time":"2022-Dec-04 20:05:21")", R"("grid":null)", R"("block":null)",
      R"("device":null)", R"("cc":null)", R"("context":"1")"}},
    // Older shape-only header.
    {"  kernel(float*, int) (4, 1, 1)x(32, 1, 1), Context 1, Stream 7\n",
     {R"x("kernel":"kernel(float*, int)")x", R"("grid":[4,1,1])", R"("cc":null)"}},
    // A mangled name.
    {"  _Z6kernelPfi (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC "
     "7.5\n",
     {R"("kernel":"_Z6kernelPfi")", R"("kernel_mangled":"_Z6kernelPfi")"}},
    // --print-summary, newer: device and CC on the kernel line.
    {"  add_heat_kernel_1d(float *, int) (1, 1, 1)x(256, 1, 1), Device 0, CC "
     "8.9, Invocations 14\n",
     {R"("type":"ncu_kernel_summary")", R"x("kernel":"add_heat_kernel_1d(float *, int)")x",
      R"("invocations":14)", R"("device":"0")", R"("cc":"8.9")", R"("block":[256,1,1])"}},
    // --print-summary, older: "Device 0, CC 8.6" on its own line above the
    // kernels.
    {"  Device 0, CC 8.6\n"
     "    esmm(int, const float *) (16, 16, 1)x(32, 1, 1), Invocations 10\n",
     {R"("type":"ncu_kernel_summary")", R"x("kernel":"esmm(int, const float *)")x",
      R"("invocations":10)", R"("device":"0")", R"("cc":"8.6")", R"("grid":[16,16,1])",
      R"("src_line":3)"}},
};

TEST(NcuText, HeaderVariants) {
  for (const HeaderCase& c : kHeaders) {
    SCOPED_TRACE(c.text);
    Result r = Parse(std::string("[395991] python3.8@127.0.0.1\n") + c.text);
    ASSERT_EQ(r.records.size(), 1u);
    for (const char* e : c.expect) EXPECT_HAS(r.records[0], e);
    EXPECT_HAS(r.records[0], R"("process_id":"395991","process":"python3.8","host":"127.0.0.1")");
    EXPECT_HAS(r.records[0], R"("src_file":"in.txt")");
  }
}

TEST(NcuText, IsTextStart) {
  EXPECT_TRUE(IsTextStart("[123] a.out@127.0.0.1"));
  EXPECT_TRUE(IsTextStart("[68788] python.exe@127.0.0.1\r"));
  EXPECT_TRUE(IsTextStart("  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.0"));
  EXPECT_TRUE(IsTextStart("  k, 2024-Jul-27 20:47:58, Context 1, Stream 7"));
  EXPECT_TRUE(IsTextStart("  k (1, 1, 1)x(1, 1, 1), Device 0, CC 8.9, Invocations 14"));
  EXPECT_TRUE(IsTextStart("    Section: GPU Speed Of Light Throughput"));
  // Application output that resembles ncu's lines.
  EXPECT_FALSE(IsTextStart("  GPU: NVIDIA GeForce RTX 4070 (Compute 8.9, 36 SMs, 8.6 GB)"));
  EXPECT_FALSE(IsTextStart("[5 rows x 7 columns]"));
  EXPECT_FALSE(IsTextStart("[W interface.cpp:47] Warning: Loading nvfuser library failed"));
  EXPECT_FALSE(IsTextStart("  Note: The shown averages are calculated as the arithmetic mean"));
  EXPECT_FALSE(IsTextStart("Section: not indented"));
  EXPECT_FALSE(IsTextStart("  Device 0, CC 8.6"));  // only inside a process block
  EXPECT_FALSE(IsTextStart("  launch (1, 1, 1)x(1, 1, 1)"));
  EXPECT_FALSE(IsTextStart(""));
}

// --- tables
// ------------------------------------------------------------------------------------

// Old layout: fixed 70/15/30 columns, no header row, rule text right after the
// table.
constexpr std::string_view kOldDetails =
    "==PROF== Disconnected from process 395991\n"
    "[395991] python3.8@127.0.0.1\n"
    "  k(int), 2022-Dec-04 20:05:21, Context 1, Stream 7\n"
    "    Section: GPU Speed Of Light Throughput\n"
    "    "
    "---------------------------------------------------------------------- "
    "--------------- ------------------------------\n"
    "    DRAM Frequency                                                        "
    "   cycle/nsecond                           1.50\n"
    "    Elapsed Cycles                                                        "
    "           cycle                         30,988\n"
    "    Duration                                                              "
    "         usecond                          29.38\n"
    "    Made Up Label                                                         "
    "               %                        (!) nan\n"
    "    "
    "---------------------------------------------------------------------- "
    "--------------- ------------------------------\n"
    "    WRN   Compute is more heavily utilized than Memory: Look at the "
    "Compute Workload Analysis section to see what the   \n"
    "          compute pipelines are spending their time doing.                "
    "                                              \n"
    "\n"
    "    Section: Launch Statistics\n"
    "    "
    "---------------------------------------------------------------------- "
    "--------------- ------------------------------\n"
    "    Block Size                                                            "
    "                                            256\n"
    "    Function Cache Configuration                                          "
    "                        cudaFuncCachePreferNone\n"
    "    Shared Memory Configuration Size                                      "
    "           Kbyte                          32.77\n"
    "    "
    "---------------------------------------------------------------------- "
    "--------------- ------------------------------\n";

TEST(NcuText, DetailsTable) {
  Result r = Parse(kOldDetails);
  ASSERT_EQ(r.records.size(), 1u);
  const std::string& j = r.records[0];
  EXPECT_HAS(j, R"("dram__cycles_elapsed.avg.per_second":1.5e+09)");
  EXPECT_HAS(j, R"("gpc__cycles_elapsed.max":30988)");
  EXPECT_HAS(j, R"("gpu__time_duration.sum":29380)");
  EXPECT_HAS(j, R"("GPU Speed Of Light Throughput/Made Up Label":null)");
  EXPECT_HAS(j, R"("launch__block_size":256)");
  EXPECT_HAS(j, R"("launch__func_cache_config":"cudaFuncCachePreferNone")");
  EXPECT_HAS(j, R"("launch__shared_mem_config_size":32770)");
  EXPECT_HAS(j, R"("gpu__time_duration.sum":"nsecond")");
  EXPECT_HAS(j, R"("launch__shared_mem_config_size":"byte")");
  EXPECT_HAS(
      j,
      R"("rules":[{"section":"GPU Speed Of Light Throughput","name":null,"type":"WRN","text":"Compute is more heavily utilized than Memory: Look at the Compute Workload Analysis section to see what the compute pipelines are spending their time doing.","speedup_type":null,"speedup":null}])");
  EXPECT_EQ(r.errors, 0u);
  EXPECT_EQ(r.warnings, 0u);
}

// Newer layout: columns sized to the content, a header row, text metrics,
// thousands separators.
TEST(NcuText, DetailsTableWithHeaderRow) {
  Result r = Parse(
      "    Section: GPU Speed Of Light Throughput\n"
      "    ----------------------- ----------- -------------\n"
      "    Metric Name             Metric Unit  Metric Value\n"
      "    ----------------------- ----------- -------------\n"
      "    SM Frequency                    Mhz        585.00\n"
      "    SM Active Cycles              cycle 12,168,381.57\n"
      "    Duration                         ms         20.85\n"
      "    ----------------------- ----------- -------------\n");
  ASSERT_EQ(r.records.size(), 1u);
  const std::string& j = r.records[0];
  // Text that starts with a section has no identity.
  EXPECT_HAS(
      j, R"("src_line":1,"id":null,"process_id":null,"process":null,"host":null,"kernel":null)");
  EXPECT_HAS(j, R"("gpc__cycles_elapsed.avg.per_second":5.85e+08)");
  EXPECT_HAS(j, R"("sm__cycles_active.avg":12168381.57)");
  EXPECT_HAS(j, R"("gpu__time_duration.sum":20850000)");
  EXPECT_LACKS(j, "Metric Name");
}

// A label longer than its column pushes the unit and value right, as ncu's
// padding does.
TEST(NcuText, OverflowingCell) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.0\n"
      "    Section: Command line profiler metrics\n"
      "    -------------------- --------------- ----------\n"
      "    l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum      "
      "    inst      1,024\n"
      "    dram__bytes.sum                Mbyte       1.08\n"
      "    ---------------------- ----------- ------------\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(r.records[0], R"("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum":1024)");
  EXPECT_HAS(r.records[0], R"("dram__bytes.sum":1080000)");
  EXPECT_HAS(
      r.records[0],
      R"("units":{"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum":"inst","dram__bytes.sum":"byte"})");
}

// --metrics: metric names are the labels.
TEST(NcuText, MetricNameTable) {
  Result r = Parse(
      "[13072] pfac_gpu.exe@127.0.0.1\n"
      "  kernel_phase1_global(const unsigned char *, int) (32, 1, "
      "1)x(256, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Command line profiler metrics\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n"
      "    Metric Name                                           "
      "Metric Unit Metric Value\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n"
      "    l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum           "
      "     Mbyte         1.08\n"
      "    launch__grid_size                                      "
      "                     32\n"
      "    sm__warps_active.avg.pct_of_peak_sustained_active      "
      "         %        14.38\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n"
      "\n"
      "  kernel_phase2_global(int *) (32, 1, 1)x(256, 1, 1), "
      "Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Command line profiler metrics\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n"
      "    Metric Name                                           "
      "Metric Unit Metric Value\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n"
      "    l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum           "
      "     Kbyte       363.36\n"
      "    ----------------------------------------------------- "
      "----------- ------------\n");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_HAS(
      r.records[0],
      R"("metrics":{"l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum":1080000,"launch__grid_size":32,"sm__warps_active.avg.pct_of_peak_sustained_active":14.38})");
  EXPECT_HAS(r.records[0], R"("src_line":2)");
  EXPECT_HAS(r.records[1], R"("metrics":{"l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum":363360})");
  EXPECT_HAS(r.records[1], R"("src_line":12)");
  EXPECT_HAS(r.records[1], R"("process_id":"13072")");
}

TEST(NcuText, SummaryTable) {
  Result r = Parse(
      "[85683] cuda_heat_equation@127.0.0.1\n"
      "  add_heat_kernel_1d(float *, int) (1, 1, 1)x(256, 1, 1), Device 0, CC "
      "8.9, Invocations 14\n"
      "    Section: GPU Speed Of Light Throughput\n"
      "    ----------------------- ----------- -------- -------- --------\n"
      "    Metric Name             Metric Unit  Minimum  Maximum  Average\n"
      "    ----------------------- ----------- -------- -------- --------\n"
      "    Elapsed Cycles                cycle 3,805.00 4,478.00 3,939.50\n"
      "    Duration                         us     1.70     1.98     1.75\n"
      "    Odd One                           %  (!) nan     2.00     1.00\n"
      "    ----------------------- ----------- -------- -------- --------\n"
      "\n"
      "  Note: The shown averages are calculated as the arithmetic mean of the "
      "metric values after the evaluation of the    \n"
      "  metrics for each individual kernel launch.                            "
      "                                             \n");
  ASSERT_EQ(r.records.size(), 1u);
  const std::string& j = r.records[0];
  EXPECT_HAS(j, R"("type":"ncu_kernel_summary")");
  EXPECT_HAS(j, R"("gpc__cycles_elapsed.max":{"min":3805,"max":4478,"avg":3939.5})");
  EXPECT_HAS(j, R"("gpu__time_duration.sum":{"min":1700,"max":1980,"avg":1750})");
  EXPECT_HAS(j, R"("GPU Speed Of Light Throughput/Odd One":{"min":null,"max":2,"avg":1})");
  EXPECT_EQ(r.errors, 0u);
}

// --- rules
// ------------------------------------------------------------------------------------

TEST(NcuText, Rules) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 7.5\n"
      "    Section: Occupancy\n"
      "    ------------------------------- ----------- ------------\n"
      "    Metric Name                     Metric Unit Metric Value\n"
      "    ------------------------------- ----------- ------------\n"
      "    Achieved Occupancy                        %        50.40\n"
      "    ------------------------------- ----------- ------------\n"
      "\n"
      "    OPT   Est. Local Speedup: 19.35%                                    "
      "               \n"
      "          The difference between calculated theoretical (62.5%) and "
      "measured achieved   \n"
      "          occupancy (50.4%) can be the result of warp scheduling "
      "overheads.             \n"
      "    ----- "
      "------------------------------------------------------------------------"
      "--\n"
      "    OPT   Est. Speedup: 37.5%\n"
      "          The 10.00 theoretical warps per scheduler.\n"
      "\n"
      "    Section: GPU Speed Of Light Roofline Chart\n"
      "    INF   The ratio of peak float (fp32) to double (fp64) performance "
      "on this device is 32:1.\n"
      "    Section: Launch Statistics\n"
      "    ERR   Rule Launch Configuration returned an error: Metric "
      "launch__block_size not found\n"
      "    ----- "
      "------------------------------------------------------------------------"
      "--\n"
      "    OPT   Estimated Speedup: 50%\n"
      "          A wave of thread blocks.\n"
      "  next (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 7.5\n");
  ASSERT_EQ(r.records.size(), 2u);
  const std::string& j = r.records[0];
  EXPECT_HAS(
      j,
      R"("rules":[)"
      R"({"section":"Occupancy","name":null,"type":"OPT","text":"The difference between calculated theoretical (62.5%) and measured achieved occupancy (50.4%) can be the result of warp scheduling overheads.","speedup_type":"local","speedup":19.35},)"
      R"({"section":"Occupancy","name":null,"type":"OPT","text":"The 10.00 theoretical warps per scheduler.","speedup_type":"global","speedup":37.5},)"
      R"({"section":"GPU Speed Of Light Roofline Chart","name":null,"type":"INF","text":"The ratio of peak float (fp32) to double (fp64) performance on this device is 32:1.","speedup_type":null,"speedup":null},)"
      R"({"section":"Launch Statistics","name":null,"type":"ERR","text":"Rule Launch Configuration returned an error: Metric launch__block_size not found","speedup_type":null,"speedup":null},)"
      R"({"section":"Launch Statistics","name":null,"type":"OPT","text":"A wave of thread blocks.","speedup_type":"global","speedup":50}])");
  EXPECT_HAS(r.records[1], R"("rules":[])");
}

// --- NVTX
// -------------------------------------------------------------------------------------

TEST(NcuText, Nvtx) {
  Result r = Parse(
      "[2077442] python3.8@127.0.0.1\n"
      "  void fill<float>(int), 2024-Jul-27 20:47:58, Context 1, Stream 7\n"
      "\n"
      "    NVTX Start/End Ranges:\n"
      "      <default domain>\n"
      "        <0,Gate_nvtx>\n"
      "        <3,outer range>\n"
      "    Section: Command line profiler metrics\n"
      "    "
      "---------------------------------------------------------------------- "
      "--------------- ------------------------------\n"
      "    gpu__time_duration.sum                                              "
      "           usecond                           2.59\n"
      "    "
      "---------------------------------------------------------------------- "
      "--------------- ------------------------------\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(
      r.records[0],
      R"("nvtx":["0:<default domain>:Gate_nvtx:none:none","3:<default domain>:outer range:none:none"])");
  EXPECT_HAS(r.records[0], R"("gpu__time_duration.sum":2590)");
}

// --- noise
// ------------------------------------------------------------------------------------

TEST(NcuText, Noise) {
  Result r = Parse(
      "Loading data\n"
      "==PROF== Connected to process 13072 (/bin/app)\n"
      "==PROF== Disconnected from process 13072\n"
      "[13072] app@127.0.0.1\n"
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Command line profiler metrics\n"
      "    ------------------------- ----------- ------------\n"
      "    dram__bytes.sum                   byte          100\n"
      "    ------------------------- ----------- ------------\n"
      "\n"
      "some application output\n"
      "  [4/4] S. cerevisiae ... ==PROF== Profiling \"k\" - 0: "
      "0%....50%....100% - 3 passes\n"
      "  [WARN] States (7100) > 2048: using global memory.\n"
      "==WARNING== No kernels were profiled.\n"
      "==PROF== Profiling \"k\" - 1: 0%....50%....100% - 3 passes\n"
      "  k (2, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Command line profiler metrics\n"
      "    ------------------------- ----------- ------------\n"
      "    dram__bytes.sum                   byte          200\n"
      "    ------------------------- ----------- ------------\n"
      "  OK  all tests passed\n");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_HAS(r.records[0], R"("metrics":{"dram__bytes.sum":100})");
  EXPECT_HAS(r.records[0], R"("rules":[])");
  EXPECT_HAS(r.records[1], R"("metrics":{"dram__bytes.sum":200})");
  EXPECT_HAS(r.records[1], R"("src_line":16)");
  EXPECT_HAS(r.records[1], R"("rules":[])");
  EXPECT_EQ(r.warnings, 1u);
  EXPECT_EQ(r.stderr_, "test: in.txt:14: warning: ==WARNING== No kernels were profiled.\n");
}

// Failed kernels print "(!) nan" and "(!) n/a" values: null, not an error.
TEST(NcuText, FailedKernel) {
  Result r = Parse(
      "  render(vec3 *, int) (0, 0, 0)x(0, 0, 0), Context 1, Stream 7, "
      "Device 0, CC 8.9\n"
      "    Section: Memory Workload Analysis\n"
      "    --------------------------- ----------- ------------\n"
      "    Metric Name                 Metric Unit Metric Value\n"
      "    --------------------------- ----------- ------------\n"
      "    Memory Throughput           byte/second      (!) nan\n"
      "    L2 Compression Ratio                             nan\n"
      "    Mem Busy                                     (!) n/a\n"
      "    --------------------------- ----------- ------------\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(r.records[0], R"("grid":[0,0,0])");
  EXPECT_HAS(r.records[0], R"("dram__bytes.sum.per_second":null)");
  EXPECT_EQ(r.errors, 0u);
}

TEST(NcuText, UnknownUnitWarnedOnce) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Command line profiler metrics\n"
      "    ------------------------- ----------- ------------\n"
      "    foo__a.sum                      florp          1.5\n"
      "    foo__b.sum                      florp          2.5\n"
      "    ------------------------- ----------- ------------\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(r.records[0], R"("metrics":{"foo__a.sum":1.5,"foo__b.sum":2.5})");
  EXPECT_EQ(r.stderr_, "test: in.txt:4: warning: unknown unit 'florp': value kept as printed\n");
}

TEST(NcuText, RowWithoutLabelIsAnError) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "    Section: Occupancy\n"
      "    ------------------------- ----------- ------------\n"
      "                                    block           32\n"
      "    ------------------------- ----------- ------------\n");
  EXPECT_EQ(r.records.size(), 0u);
  EXPECT_EQ(r.rejected, 1);
  EXPECT_EQ(r.stderr_, "test: in.txt:4: table row of section 'Occupancy' has no label\n");
}

// A CSV header ends the text block and is left for the caller.
TEST(NcuText, CsvHeaderEndsText) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel "
      "Name\",\"Context\",\"Stream\","
      "\"Section Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
      "\"0\",\"1\",\"a\",\"h\",\"k\",\"1\",\"7\",\"S\",\"dram__bytes.sum\","
      "\"byte\",\"1\"\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_EQ(r.after.substr(0, 12), "\"ID\",\"Proces");
}

// PowerShell redirection: UTF-16LE with BOM and CRLF.
TEST(NcuText, Utf16Crlf) {
  std::string utf8 =
      "[68788] python.exe@127.0.0.1\r\n"
      "  k (1, 1, 1)x(2, 1, 1), Context 1, Stream 7, Device 0, CC 8.6\r\n"
      "    Section: Command line profiler metrics\r\n"
      "    ------------------------- ----------- ------------\r\n"
      "    dram__bytes.sum                   byte          100\r\n"
      "    ------------------------- ----------- ------------\r\n";
  std::string utf16 = "\xff\xfe";
  for (char c : utf8) {
    utf16 += c;
    utf16 += '\0';
  }
  Result r = Parse(utf16);
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(r.records[0], R"("process":"python.exe","host":"127.0.0.1")");
  EXPECT_HAS(r.records[0], R"("cc":"8.6")");
  EXPECT_HAS(r.records[0], R"("metrics":{"dram__bytes.sum":100})");
}

// Each process line starts a new group; the record ends at the next process
// line.
TEST(NcuText, TwoProcesses) {
  Result r = Parse(
      "[1] a@h1\n"
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n"
      "[2] b@h2\n"
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.9\n");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_HAS(r.records[0], R"("process_id":"1","process":"a","host":"h1")");
  EXPECT_HAS(r.records[1], R"("process_id":"2","process":"b","host":"h2")");
}

// ncu 2022.x wraps a label longer than its column onto the next row, other
// cells empty.
TEST(NcuText, WrappedLabel) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.0\n"
      "    Section: Command line profiler metrics\n"
      "    ------------------------------ ----- ------\n"
      "    gpu__compute_memory_access_thr     %  10.00\n"
      "    oughput.avg.pct_of_peak                    \n"
      "    dram__bytes.sum                 byte    100\n"
      "    ------------------------------ ----- ------\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(
      r.records[0],
      R"("metrics":{"gpu__compute_memory_access_throughput.avg.pct_of_peak":10,"dram__bytes.sum":100})");
}

// ncu 2022.x --print-summary: the kernel line (Block Size, Grid Size, "N
// invocations") above each section, the header row above the dashes, no closing
// rule.
TEST(NcuText, Summary2022) {
  Result r = Parse(
      "[556] m2@127.0.0.1\n"
      "  conv(float*, int), Block Size 1024, Grid Size 36, Device 0, 2 "
      "invocations \n"
      "    Section: Compute Workload Analysis\n"
      "    Metric Name                            Metric Unit Minimum   "
      "Maximum   Average  \n"
      "    -------------------------------------- ----------- --------- "
      "--------- ---------\n"
      "    sm__inst_executed.avg.per_cycle_active inst/cycle  2.144922  "
      "2.144922  2.144922 \n"
      "\n"
      "  conv(float*, int), Block Size 1024, Grid Size 36, Device 0, 2 "
      "invocations \n"
      "    Section: GPU Speed Of Light\n"
      "    Metric Name            Metric Unit Minimum   Maximum   Average  \n"
      "    ---------------------- ----------- --------- --------- ---------\n"
      "    gpu__time_duration.sum msecond     59.492544 59.492544 59.492544\n"
      "\n"
      "  other(int), Block Size 32, Grid Size 1, Device 0, 1 invocations \n"
      "    Section: GPU Speed Of Light\n"
      "    Metric Name            Metric Unit Minimum   Maximum   Average  \n"
      "    ---------------------- ----------- --------- --------- ---------\n"
      "    gpu__time_duration.sum usecond     1.000000  2.000000  1.500000 \n"
      "\n"
      "Note: The shown averages are calculated as the arithmetic mean of the "
      "metric values.\n");
  ASSERT_EQ(r.records.size(), 2u);
  EXPECT_HAS(r.records[0], R"("type":"ncu_kernel_summary")");
  EXPECT_HAS(r.records[0], R"x("kernel":"conv(float*, int)","kernel_mangled":null,"device":"0")x");
  EXPECT_HAS(r.records[0], R"("invocations":2)");
  EXPECT_HAS(
      r.records[0],
      R"("metrics":{"launch__block_size":1024,"launch__grid_size":36,"sm__inst_executed.avg.per_cycle_active":{"min":2.144922,"max":2.144922,"avg":2.144922},"gpu__time_duration.sum":{"min":59492544,"max":59492544,"avg":59492544}})");
  EXPECT_HAS(r.records[1], R"x("kernel":"other(int)")x");
  EXPECT_HAS(r.records[1], R"("gpu__time_duration.sum":{"min":1000,"max":2000,"avg":1500})");
  EXPECT_EQ(r.errors, 0u);
}

// A rule without a type (2022.x) prints its text in the text column right after
// the table.
TEST(NcuText, UntypedRule) {
  Result r = Parse(
      "  k (1, 1, 1)x(1, 1, 1), Context 1, Stream 7, Device 0, CC 8.0\n"
      "    Section: Compute Workload Analysis\n"
      "    ------------------------- ----------- ------------\n"
      "    SM Busy                             %        53.62\n"
      "    ------------------------- ----------- ------------\n"
      "          No pipeline is over-utilized.                \n"
      "\n");
  ASSERT_EQ(r.records.size(), 1u);
  EXPECT_HAS(
      r.records[0],
      R"("rules":[{"section":"Compute Workload Analysis","name":null,"type":null,"text":"No pipeline is over-utilized.","speedup_type":null,"speedup":null}])");
}

}  // namespace
}  // namespace kc::ncu
