#include "nsys/stats.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "io/input.h"

namespace kc::nsys {
namespace {

// Collects records as JSON lines without the record head (type, schema_version,
// src_file):
// "<type>@<line> {rest}".
class CollectSink : public Sink {
 public:
  void Emit(const KernelSummary& r) override { Add(r); }
  void Emit(const KernelLaunch& r) override { Add(r); }
  void Emit(const MemOp& r) override { Add(r); }
  Diag& diag() override { return diag_; }
  void Reject() override { ++rejected; }

  template <typename R>
  void Add(const R& r) {
    std::string s;
    AppendJson(&s, r, "");
    if (!s.empty() && s.back() == '\n') s.pop_back();
    // {"type":"nsys_kernel_summary","schema_version":1,"src_file":"in.txt","src_line":3,"kernel":...
    size_t type_end = s.find('"', 9);
    std::string type = s.substr(9, type_end - 9);
    size_t line_at = s.find("\"src_line\":");
    size_t line_end = s.find(',', line_at);
    std::string line = s.substr(line_at + 11, line_end - line_at - 11);
    records.push_back(type + "@" + line + " {" + s.substr(line_end + 1));
  }

  std::vector<std::string> records;
  int rejected = 0;
  Diag diag_{"nsys2jsonl"};
};

struct Result {
  std::vector<std::string> records;
  int rejected = 0;
  std::string err;
};

Result Parse(std::string_view text) {
  char dir[] = "/tmp/kc_stats_test_XXXXXX";
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
    ParseStats(in, sink);
  }
  r.err = testing::internal::GetCapturedStderr();
  std::remove(path.c_str());
  rmdir(dir);
  for (size_t p; (p = r.err.find(path)) != std::string::npos;)
    r.err.replace(p, path.size(), "in.txt");
  r.records = sink.records;
  r.rejected = sink.rejected;
  return r;
}

std::string Joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += x + "\n";
  return s;
}

struct Case {
  const char* name;
  std::string input;
  std::string records;  // one per line, as CollectSink writes them
  std::string err;      // stderr
};

const char* const kNoShape = R"j("grid":null,"block":null})j";

// Test names say which case; the default printer would dump the struct's bytes.
void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

class StatsTest : public testing::TestWithParam<Case> {};

TEST_P(StatsTest, Converts) {
  const Case& c = GetParam();
  Result r = Parse(c.input);
  EXPECT_EQ(Joined(r.records), c.records);
  EXPECT_EQ(r.err, c.err);
}

std::string Sum(int line, const std::string& body) {
  return "nsys_kernel_summary@" + std::to_string(line) + " {" + body + "\n";
}

const Case kCases[] = {
    {"CurrentCsvLayout",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "62.5,1000,4,250.0,240.5,200,320,50.1,\"void k<int, float>(int, float "
     "*)\"\n"
     "37.5,600,2,300.0,300.0,290,310,14.1,plain_kernel\n",
     Sum(2,
         R"j("kernel":"void k<int, float>(int, float *)","time_pct":62.5,"total_ns":1000,"instances":4,"avg_ns":250,"med_ns":240.5,"min_ns":200,"max_ns":320,"stddev_ns":50.1,)j" +
             std::string(kNoShape)) +
         Sum(3,
             R"j("kernel":"plain_kernel","time_pct":37.5,"total_ns":600,"instances":2,"avg_ns":300,"med_ns":300,"min_ns":290,"max_ns":310,"stddev_ns":14.1,)j" +
                 std::string(kNoShape)),
     ""},
    {"OldGpukernsumLayout",
     "Time(%),Total Time (ns),Instances,Average,Minimum,Maximum,Name\n"
     "100.0,4800,2,2400.0,2300,2500,matmul\n",
     Sum(2,
         R"j("kernel":"matmul","time_pct":100,"total_ns":4800,"instances":2,"avg_ns":2400,"med_ns":null,"min_ns":2300,"max_ns":2500,"stddev_ns":null,)j" +
             std::string(kNoShape)),
     ""},
    {"Layout2022WithGridBlockAndStatusLines",
     "Generating SQLite file a.sqlite from a.qdrep\n"
     "Processing [a.sqlite] with [/opt/nsys/reports/gpukernsum.py]... \n"
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),GridXYZ,BlockXYZ,Name\n"
     "18.1,12294387,27,455347.7,125025.0,110304,4797298,1205326.6,   8   32    "
     "1,  32   32    1,ColumnReduceKernel\n"
     "\n",
     Sum(4,
         R"j("kernel":"ColumnReduceKernel","time_pct":18.1,"total_ns":12294387,"instances":27,"avg_ns":455347.7,"med_ns":125025,"min_ns":110304,"max_ns":4797298,"stddev_ns":1205326.6,"grid":[8,32,1],"block":[32,32,1]})j"),
     ""},
    {"MicrosecondsScaleDecimally",
     "Time (%),Total Time (us),Instances,Avg (us),Med (us),Min (us),Max "
     "(us),StdDev (us),Name\n"
     "100.0,1.001,3,0.334,0.3,0.29,0.411,0.07,k\n",
     Sum(2,
         R"j("kernel":"k","time_pct":100,"total_ns":1001,"instances":3,"avg_ns":334,"med_ns":300,"min_ns":290,"max_ns":411,"stddev_ns":70,)j" +
             std::string(kNoShape)),
     ""},
    {"MillisecondsAndSeconds",
     "Time (%),Total Time (ms),Instances,Avg (s),Med (ms),Min (ms),Max "
     "(ms),StdDev (ms),Name\n"
     "100.0,2.5,1,0.0000025,2.5,2.5,2.5,0.0,k\n",
     Sum(2,
         R"j("kernel":"k","time_pct":100,"total_ns":2500000,"instances":1,"avg_ns":2500,"med_ns":2500000,"min_ns":2500000,"max_ns":2500000,"stddev_ns":0,)j" +
             std::string(kNoShape)),
     ""},
    {"TextTableThousandsSeparatorsAndTruncatedName",
     "[6/8] Executing 'cuda_gpu_kern_sum' stats report\n"
     "\n"
     " Time (%)  Total Time (ns)  Instances  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)     Name   \n"
     " --------  ---------------  ---------  --------  --------  --------  "
     "--------  -----------  ----------\n"
     "     60.0        1,831,281      1,010   1,813.1   1,823.0     1,791     "
     "4,705         93.3  void ab<c…\n"
     "     40.0            2,000          2   1,000.0   1,000.0     1,000     "
     "1,000          0.0  short     \n"
     "\n",
     Sum(5,
         "\"kernel\":\"void "
         "ab<c\xE2\x80\xA6\",\"name_truncated\":true,\"time_pct\":60,"
         "\"total_ns\":1831281,\"instances\":1010,\"avg_ns\":1813.1,\"med_"
         "ns\":1823,\"min_ns\":1791,\"max_ns\":4705,\"stddev_ns\":93.3," +
             std::string(kNoShape)) +
         Sum(6,
             R"j("kernel":"short","time_pct":40,"total_ns":2000,"instances":2,"avg_ns":1000,"med_ns":1000,"min_ns":1000,"max_ns":1000,"stddev_ns":0,)j" +
                 std::string(kNoShape)),
     ""},
    {"Text2019SectionTitleGivesTheUnit",
     "Generating CUDA Kernel Statistics...\n"
     "CUDA Kernel Statistics (microseconds)\n"
     "\n"
     "Time(%)      Total Time   Instances         Average         Minimum      "
     "   Maximum  Name\n"
     "-------  --------------  ----------  --------------  --------------  "
     "--------------  ----------\n"
     "  100.0           1.5             3             0.5             0.4      "
     "       0.6  conv_fwd\n",
     Sum(6,
         R"j("kernel":"conv_fwd","time_pct":100,"total_ns":1500,"instances":3,"avg_ns":500,"med_ns":null,"min_ns":400,"max_ns":600,"stddev_ns":null,)j" +
             std::string(kNoShape)),
     ""},
    {"TextGridBlockColumns",
     " Time (%)  Total Time (ns)  Instances  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)     GridXYZ         BlockXYZ     Name\n"
     " --------  ---------------  ---------  --------  --------  --------  "
     "--------  -----------  --------------  --------------  ----\n"
     "    100.0               10          1      10.0      10.0        10      "
     "  10          0.0  10126    1    1   256    1    1  k   \n",
     Sum(3,
         R"j("kernel":"k","time_pct":100,"total_ns":10,"instances":1,"avg_ns":10,"med_ns":10,"min_ns":10,"max_ns":10,"stddev_ns":0,"grid":[10126,1,1],"block":[256,1,1]})j"),
     ""},
    {"NvtxKernelSummary",
     "NVTX Range,Style,PID,TID,NVTX Inst,Kern Inst,Total Time (ns),Avg "
     "(ns),Med (ns),Min (ns),Max (ns),StdDev (ns),Kernel Name\n"
     "compute,PushPop,138232,138233,1,198,9096491,45941.9,45920.0,44992,47584,"
     "541.9,cupy_subtract\n"
     "None,None,138232,138232,0,4,6240,1560.0,1456.0,1440,1888,219.2,fill\n",
     Sum(2,
         R"j("kernel":"cupy_subtract","time_pct":null,"total_ns":9096491,"instances":198,"avg_ns":45941.9,"med_ns":45920,"min_ns":44992,"max_ns":47584,"stddev_ns":541.9,"grid":null,"block":null,"nvtx":["compute"],"nvtx_style":"PushPop","pid":"138232","tid":"138233","nvtx_instances":1})j") +
         Sum(3,
             R"j("kernel":"fill","time_pct":null,"total_ns":6240,"instances":4,"avg_ns":1560,"med_ns":1456,"min_ns":1440,"max_ns":1888,"stddev_ns":219.2,"grid":null,"block":null,"nvtx":[],"nvtx_style":null,"pid":"138232","tid":"138232","nvtx_instances":0})j"),
     ""},
    {"GpuTraceKernelsAndMemops",
     "Start (ns),Duration "
     "(ns),CorrId,GrdX,GrdY,GrdZ,BlkX,BlkY,BlkZ,Reg/Trd,StcSMem (MB),DymSMem "
     "(MB),Bytes (MB),Throughput "
     "(MBps),SrcMemKd,DstMemKd,Device,Ctx,Strm,Name\n"
     "3362053527,2552186,213,None,None,None,None,None,None,None,None,None,20."
     "736,8107.779,Pageable,Device,Quadro RTX 8000 (0),1,7,[CUDA memcpy HtoD]\n"
     "3379808456,14240,247,5063,1,1,256,1,1,16,0.001,0.049,None,,None,None,"
     "Quadro RTX 8000 (0),1,7,\"void k<int, int>(int)\"\n"
     "3379900000,1000,250,None,None,None,None,None,None,None,None,None,0.000,0."
     "000,Device,,Quadro RTX 8000 (0),1,7,[CUDA memset]\n",
     "nsys_memop@2 {\"kind\":\"[CUDA memcpy "
     "HtoD]\",\"start_ns\":3362053527,\"duration_ns\":2552186,\"bytes\":"
     "20736000,\"device\":\"0\",\"context\":\"1\",\"stream\":\"7\","
     "\"correlation_id\":\"213\",\"pid\":null}\n"
     "nsys_kernel_launch@3 {\"kernel\":\"void k<int, "
     "int>(int)\",\"kernel_mangled\":null,\"kernel_short\":null,\"start_ns\":"
     "3379808456,\"end_ns\":3379822696,\"duration_ns\":14240,\"device\":\"0\","
     "\"device_name\":\"Quadro RTX "
     "8000\",\"context\":\"1\",\"stream\":\"7\",\"correlation_id\":\"247\","
     "\"grid\":[5063,1,1],\"block\":[256,1,1],\"registers_per_thread\":16,"
     "\"static_smem_bytes\":1000,\"dynamic_smem_bytes\":49000,\"local_mem_per_"
     "thread_bytes\":null,\"nvtx\":null,\"pid\":null}\n"
     "nsys_memop@4 {\"kind\":\"[CUDA "
     "memset]\",\"start_ns\":3379900000,\"duration_ns\":1000,\"bytes\":0,"
     "\"device\":\"0\",\"context\":\"1\",\"stream\":\"7\",\"correlation_id\":"
     "\"250\",\"pid\":null}\n",
     ""},
    {"GpuTraceGreenCtxAndMicroseconds",
     "Start (us),Duration "
     "(us),CorrId,GrdX,GrdY,GrdZ,BlkX,BlkY,BlkZ,Reg/Trd,StcSMem (B),DymSMem "
     "(KiB),Bytes (B),Throughput "
     "(MB/s),SrcMemKd,DstMemKd,Device,Ctx,GreenCtx,Strm,Name\n"
     "725.636,8.928,47,,,,,,,,,,131072,14682.774,Pinned,Device,NVIDIA GeForce "
     "RTX 4090 (0),1,,14,[CUDA memcpy Host-to-Device]\n"
     "784.256,216.258,70,32,1,1,1024,1,1,16,128,2,,,,,NVIDIA GeForce RTX 4090 "
     "(0),1,,14,computeSmall\n",
     "nsys_memop@2 {\"kind\":\"[CUDA memcpy "
     "Host-to-Device]\",\"start_ns\":725636,\"duration_ns\":8928,\"bytes\":"
     "131072,\"device\":\"0\",\"context\":\"1\",\"stream\":\"14\","
     "\"correlation_id\":\"47\",\"pid\":null}\n"
     "nsys_kernel_launch@3 "
     "{\"kernel\":\"computeSmall\",\"kernel_mangled\":null,\"kernel_short\":"
     "null,\"start_ns\":784256,\"end_ns\":1000514,\"duration_ns\":216258,"
     "\"device\":\"0\",\"device_name\":\"NVIDIA GeForce RTX "
     "4090\",\"context\":\"1\",\"stream\":\"14\",\"correlation_id\":\"70\","
     "\"grid\":[32,1,1],\"block\":[1024,1,1],\"registers_per_thread\":16,"
     "\"static_smem_bytes\":128,\"dynamic_smem_bytes\":2048,\"local_mem_per_"
     "thread_bytes\":null,\"nvtx\":null,\"pid\":null}\n",
     ""},
    {"NoticeBlockAndProcessingLinesOnly",
     "\n"
     "NOTICE: Existing SQLite export found: a.sqlite\n"
     "        It is assumed file was previously exported from: a.nsys-rep\n"
     "        Consider using --force-export=true if needed.\n"
     "\n"
     "Processing [a.sqlite] with [/opt/nsys/reports/cuda_gpu_trace.py] to "
     "[a.csv]... PROCESSED\n",
     "",
     "nsys2jsonl: in.txt:6: warning: no kernel data in this log: the data is in a.csv: run "
     "nsys2jsonl a.csv\n"},
    {"SkippedIsAWarningAndGivesNoRecords",
     "Processing [a.sqlite] with [/opt/nsys/reports/gpukernsum.py]... \n"
     "SKIPPED: a.sqlite does not contain CUDA kernel data.\n"
     "\n",
     "",
     "nsys2jsonl: in.txt:2: warning: SKIPPED: a.sqlite does not contain CUDA "
     "kernel data.\n"},
    {"WarningWithContinuation",
     "WARNING: something odd\n"
     "    happened here\n"
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "100.0,1,1,1.0,1.0,1,1,0.0,k\n",
     Sum(4,
         R"j("kernel":"k","time_pct":100,"total_ns":1,"instances":1,"avg_ns":1,"med_ns":1,"min_ns":1,"max_ns":1,"stddev_ns":0,)j" +
             std::string(kNoShape)),
     "nsys2jsonl: in.txt:1: warning: WARNING: something odd happened here\n"},
    {"CarriageReturnsAndShellNoise",
     "user@host:~$ nsys stats --format csv r.nsys-rep\r"
     "[1/3] [=====     ] 50%\r[1/3] [==========] 100%\r\n"
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\r\n"
     "100.0,5,1,5.0,5.0,5,5,0.0,k\r\n"
     "user@host:~$ \r\n",
     Sum(5,
         R"j("kernel":"k","time_pct":100,"total_ns":5,"instances":1,"avg_ns":5,"med_ns":5,"min_ns":5,"max_ns":5,"stddev_ns":0,)j" +
             std::string(kNoShape)),
     ""},
    {"StatsLogSkipsOtherTables",
     "[5/8] Executing 'cuda_api_sum' stats report\n"
     "\n"
     " Time (%)  Total Time (ns)  Num Calls  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)     Name    \n"
     " --------  ---------------  ---------  --------  --------  --------  "
     "--------  -----------  ----------\n"
     "    100.0              100          1     100.0     100.0       100      "
     " 100          0.0  cudaMalloc\n"
     "\n"
     "[6/8] Executing 'cuda_gpu_kern_sum' stats report\n"
     "\n"
     " Time (%)  Total Time (ns)  Instances  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)  Name\n"
     " --------  ---------------  ---------  --------  --------  --------  "
     "--------  -----------  ----\n"
     "    100.0               10          1      10.0      10.0        10      "
     "  10          0.0  k   \n"
     "\n"
     "[7/8] Executing 'cuda_gpu_mem_time_sum' stats report\n"
     "\n"
     " Time (%)  Total Time (ns)  Count  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)      Operation     \n"
     " --------  ---------------  -----  --------  --------  --------  "
     "--------  -----------  ------------------\n"
     "    100.0            2,432      2   1,216.0   1,216.0     1,024     "
     "1,408        271.5  [CUDA memcpy HtoD]\n",
     Sum(11,
         R"j("kernel":"k","time_pct":100,"total_ns":10,"instances":1,"avg_ns":10,"med_ns":10,"min_ns":10,"max_ns":10,"stddev_ns":0,)j" +
             std::string(kNoShape)),
     ""},
    {"EmptyInput", "", "", ""},
    {"NotAKernelReportApiSum",
     "Time (%),Total Time (ns),Num Calls,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "62.5,283741483,134,2117473.8,6171.5,1303,46379610,6432501.0,"
     "cudaDeviceSynchronize\n",
     "",
     "nsys2jsonl: in.txt:1: not a kernel report: an API call summary "
     "(cuda_api_sum, osrt_sum or similar)\n"},
    {"NotAKernelReportMemTimeAfterStatusLine",
     "Processing [a.sqlite] with "
     "[/opt/nsys/reports/cuda_gpu_mem_time_sum.py]... \n"
     "Time (%),Total Time (ns),Count,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Operation\n"
     "98.0,506877,40,12671.9,448.0,352,70047,21485.4,[CUDA memcpy "
     "Host-to-Device]\n",
     "",
     "nsys2jsonl: in.txt:2: not a kernel report: a memory operation time "
     "summary (cuda_gpu_mem_time_sum)\n"},
    {"NotAKernelReportMemSize",
     "Total (MB),Count,Avg (MB),Med (MB),Min (MB),Max (MB),StdDev "
     "(MB),Operation\n"
     "7513.047,7165,1.049,1.049,1.049,1.049,0.000,[CUDA memcpy "
     "Host-to-Device]\n",
     "",
     "nsys2jsonl: in.txt:1: not a kernel report: a memory operation size "
     "summary (cuda_gpu_mem_size_sum)\n"},
    {"NotAKernelReportNvtxSum",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Style,Range\n"
     "29.3,446073910,1,446073910.0,446073910.0,446073910,446073910,0.0,PushPop,"
     ":warm/force\n",
     "",
     "nsys2jsonl: in.txt:1: not a kernel report: an NVTX range summary "
     "(nvtx_sum)\n"},
    {"NotAKernelReportKernExecSum",
     "PID,TID,DevId,Count,QCount,TAvg (ns),KAvg (ns),API Name,Kernel Name\n"
     "1,2,0,10,9,10411.3,2198.5,cuLaunchKernel,scale\n",
     "",
     "nsys2jsonl: in.txt:1: not a kernel report: a kernel launch and execution "
     "time summary per API call (cuda_kern_exec_sum)\n"},
    {"NvprofCsvIsNotNsys",
     "Err:510,,,\n"
     "Start,Duration,Grid X,Grid Y,Grid Z,Block X,Block Y,Block "
     "Z,Name,Correlation_ID\n"
     "s,ms,,,,,,,,\n"
     "1.0,0.1,1,1,1,32,1,1,k,5\n",
     "",
     "nsys2jsonl: in.txt:2: not a kernel report: an nvprof GPU trace (nvprof "
     "--csv), not Nsight Systems output\n"},
    {"UnknownLayout",
     "Time (%),Total Time (ns),Widgets,Name\n"
     "1.0,2,3,x\n",
     "",
     "nsys2jsonl: in.txt:1: unknown report layout: columns Time (%), Total "
     "Time (ns), Widgets, Name\n"},
    {"UnknownUnit",
     "Time (%),Total Time (cycles),Instances,Name\n"
     "1.0,2,3,x\n",
     "", "nsys2jsonl: in.txt:1: unknown unit in column 'Total Time (cycles)'\n"},
    {"Garbage", "\nhello world\nthis is not a report\n", "",
     "nsys2jsonl: in.txt:2: not Nsight Systems output: no nsys stats report, "
     "table or status line\n"},
    {"BadNumberStopsAtFirstError",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "50.0,10,1,10.0,10.0,10,10,0.0,a\n"
     "50.0,ten,1,10.0,10.0,10,10,0.0,b\n"
     "50.0,10,1,10.0,10.0,10,10,0.0,c\n",
     Sum(2,
         R"j("kernel":"a","time_pct":50,"total_ns":10,"instances":1,"avg_ns":10,"med_ns":10,"min_ns":10,"max_ns":10,"stddev_ns":0,)j" +
             std::string(kNoShape)),
     "nsys2jsonl: in.txt:3: bad number in column 'Total Time (ns)': 'ten'\n"},
    {"WrongFieldCount",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "50.0,10,1,10.0,10.0,10,10,0.0,a,extra\n",
     "", "nsys2jsonl: in.txt:2: expected 9 fields as in the header, found 10\n"},
    {"BadLaunchShape",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),GridXYZ,BlockXYZ,Name\n"
     "1.0,1,1,1.0,1.0,1,1,0.0,   8   32,  32   32    1,k\n",
     "", "nsys2jsonl: in.txt:2: bad launch shape in column 'GridXYZ': '8   32'\n"},
    // A dimension past int64_t (found by fuzz_conservation: converting it was undefined).
    {"LaunchShapeOutOfRange",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),GridXYZ,BlockXYZ,Name\n"
     "1.0,1,1,1.0,1.0,1,1,0.0,   8   1e56    1,  32   32    1,k\n",
     "", "nsys2jsonl: in.txt:2: bad launch shape in column 'GridXYZ': '8   1e56    1'\n"},
    {"UnterminatedQuote",
     "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max "
     "(ns),StdDev (ns),Name\n"
     "1.0,1,1,1.0,1.0,1,1,0.0,\"void k<a, b>(int\n",
     "", "nsys2jsonl: in.txt:2: unterminated quoted field\n"},
    {"TextRowThatIsNotARow",
     " Time (%)  Total Time (ns)  Instances  Avg (ns)  Med (ns)  Min (ns)  Max "
     "(ns)  StdDev (ns)  Name\n"
     " --------  ---------------  ---------  --------  --------  --------  "
     "--------  -----------  ----\n"
     "some application output line that is long enough to fill the columns\n",
     "",
     "nsys2jsonl: in.txt:1: the table header is followed by no rows of its table (1 other "
     "lines skipped)\n"},
};

INSTANTIATE_TEST_SUITE_P(Stats, StatsTest, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case>& i) { return i.param.name; });

TEST(StatsTest, KeepGoingReportsEveryBadRowAndKeepsTheGoodOnes) {
  char dir[] = "/tmp/kc_stats_test_XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string path = std::string(dir) + "/in.txt";
  FILE* f = std::fopen(path.c_str(), "wb");
  std::string text =
      "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min "
      "(ns),Max (ns),StdDev (ns),Name\n"
      "50.0,x,1,10.0,10.0,10,10,0.0,a\n"
      "50.0,10,1,10.0,10.0,10,10,0.0,b\n"
      "50.0,10,1,y,10.0,10,10,0.0,c\n";
  std::fwrite(text.data(), 1, text.size(), f);
  std::fclose(f);
  CollectSink sink;
  sink.diag_.set_keep_going(true);
  testing::internal::CaptureStderr();
  {
    Input in(path);
    ParseStats(in, sink);
  }
  std::string err = testing::internal::GetCapturedStderr();
  std::remove(path.c_str());
  rmdir(dir);
  EXPECT_EQ(sink.records.size(), 1u);
  EXPECT_EQ(sink.rejected, 2);
  EXPECT_EQ(sink.diag_.errors(), 2u);
}

}  // namespace
}  // namespace kc::nsys
