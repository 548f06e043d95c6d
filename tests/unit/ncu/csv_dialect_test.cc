#include "ncu/csv_dialect.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "io/input.h"
#include "ncu/sink.h"

namespace kc::ncu {
namespace {

TEST(ParseCsvHeader, RecognisesEveryDialect) {
  struct Case {
    const char* name;
    const char* line;
    CsvKind kind;
  } cases[] = {
      {"details old (Kernel Time, no shape)",
       R"("ID","Process ID","Process Name","Host Name","Kernel Name","Kernel Time","Context","Stream","Section Name","Metric Name","Metric Unit","Metric Value")",
       CsvKind::kDetails},
      {"details modern with rules and speedup",
       R"("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value","Rule Name","Rule Type","Rule Description","Estimated Speedup Type","Estimated Speedup")",
       CsvKind::kDetails},
      {"details with body item label",
       R"("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Body Item Label","Metric Name","Metric Unit","Metric Value")",
       CsvKind::kDetails},
      {"raw page",
       R"("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","dram__bytes.sum","gpu__time_duration.sum")",
       CsvKind::kRaw},
      {"print-summary",
       R"("Process ID","Process Name","Host Name","Kernel Name","Block Size","Grid Size","Device Id","Invocations","Section Name","Metric Name","Metric Unit","Minimum","Maximum","Average")",
       CsvKind::kSummary},
      {"unquoted header",
       "ID,Process ID,Process Name,Host Name,Kernel Name,Context,Stream,Section Name,Metric "
       "Name,Metric Unit,Metric Value",
       CsvKind::kDetails},
  };
  for (const Case& c : cases) {
    CsvHeader h;
    ASSERT_TRUE(ParseCsvHeader(c.line, &h)) << c.name;
    EXPECT_EQ(h.kind, c.kind) << c.name;
  }
}

TEST(ParseCsvHeader, NvtxColumnsAreFoundByExclusion) {
  CsvHeader h;
  ASSERT_TRUE(ParseCsvHeader(
      R"("ID","Process ID","Process Name","Host Name","thread Domain:Push/Pop_Range:PL_Type:PL_Value","Id:Domain:Start/Stop_Range:PL_Type:PL_Value","Kernel Name","Kernel Time","Context","Stream","Section Name","Metric Name","Metric Unit","Metric Value")",
      &h));
  EXPECT_EQ(h.kind, CsvKind::kDetails);
  EXPECT_EQ(h.nvtx, (std::vector<int>{4, 5}));
  EXPECT_EQ(h.kernel, 6);
  EXPECT_EQ(h.kernel_time, 7);
}

TEST(ParseCsvHeader, RejectsOtherHeaders) {
  for (const char* line :
       {R"("ID","Name","Value")", "Time(%),Total Time (ns),Instances,Average,Minimum,Maximum,Name",
        "ID,Process ID", "", "\"ID\",\"Kernel Name\""}) {
    CsvHeader h;
    EXPECT_FALSE(ParseCsvHeader(line, &h)) << line;
  }
}

TEST(IsMetricName, NamesAndLabels) {
  EXPECT_TRUE(IsMetricName("dram__bytes.sum"));
  EXPECT_TRUE(IsMetricName("sm__warps_active.avg.pct_of_peak_sustained_active"));
  EXPECT_TRUE(IsMetricName("fbpa__sol_pct"));
  EXPECT_FALSE(IsMetricName("DRAM Throughput"));
  EXPECT_FALSE(IsMetricName("Memory [%]"));
  EXPECT_FALSE(IsMetricName("__leading"));
}

}  // namespace
}  // namespace kc::ncu
