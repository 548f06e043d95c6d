// Fuzz target: nothing lost without a word. The input is the body of a table: an ncu details
// page (first byte even) or an nsys kernel summary (odd) after a fixed header. The data rows
// recognisable in it, counted here on their own terms, must each come out as a record or be
// covered by an error: records written + errors reported >= rows recognised (ncu: distinct
// launches). A row lost after a line of program output, a blank line or a BOM traps.
//
// Counted as recognisable: clean rows before the first structure change (another header, a
// text table, ncu text output): the header's number of CSV fields, starting at the line's
// first byte, and numbers where the table has them (ncu: a quoted ID and Process ID; nsys:
// every time and count column). Inputs with a quote left open on a line are skipped: a quoted
// field then spans lines and rightly takes the rows in it.
#include <algorithm>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "fuzz_input.h"
#include "io/csv.h"
#include "io/input.h"
#include "io/number.h"
#include "ncu/csv_dialect.h"
#include "ncu/record.h"
#include "ncu/text.h"
#include "nsys/stats.h"

namespace {

constexpr std::string_view kNcuHeader =
    R"("ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream",)"
    R"("Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit",)"
    R"("Metric Value")";
constexpr size_t kNcuWidth = 15;
constexpr std::string_view kNsysHeader =
    "Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max (ns),StdDev (ns),Name";
constexpr size_t kNsysWidth = 9;

class NcuSink : public kc::ncu::RecordSink {
 public:
  void Emit(const kc::ncu::KernelRecord&) override { ++records; }
  kc::Diag& diag() override { return diag_; }
  void Reject() override {}
  uint64_t records = 0;

 private:
  kc::Diag diag_{"ncu2jsonl"};
};

class NsysSink : public kc::nsys::Sink {
 public:
  void Emit(const kc::nsys::KernelSummary&) override { ++records; }
  void Emit(const kc::nsys::KernelLaunch&) override { ++records; }
  void Emit(const kc::nsys::MemOp&) override { ++records; }
  kc::Diag& diag() override { return diag_; }
  void Reject() override {}
  uint64_t records = 0;

 private:
  kc::Diag diag_{"nsys2jsonl"};
};

bool IsNumber(std::string_view s) {
  double d;
  return kc::ParseNumber(kc::Trim(s), 0, &d);
}

bool AllDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The rows of `body` recognisable as rows of the table (see the top), or -1 to skip the input.
long Recognisable(std::string_view body, bool ncu) {
  std::set<std::string> launches;
  long rows = 0;
  std::vector<std::string> f;
  while (!body.empty()) {
    size_t nl = body.find_first_of("\r\n");
    std::string_view line = body.substr(0, nl);
    body = nl == std::string_view::npos ? std::string_view() : body.substr(nl + 1);
    const std::string_view text = kc::StripBom(line);
    if (text.find('"') != std::string_view::npos && !kc::SplitCsvLine(text, &f)) return -1;
    kc::ncu::CsvHeader h;
    if (ncu && (kc::ncu::IsTextStart(text) || kc::ncu::ParseCsvHeader(text, &h))) break;
    if (!ncu && text.find("---") != std::string_view::npos) break;  // a text table's rule
    if (!kc::SplitCsvLine(text, &f)) continue;
    size_t numbers =
        std::count_if(f.begin(), f.end(), [](const std::string& c) { return IsNumber(c); });
    if (f.size() >= 2 && numbers == 0) break;  // a header of some table
    if (ncu) {
      if (f.size() == kNcuWidth && AllDigits(f[0]) && AllDigits(f[1]) && line[0] == '"')
        launches.insert(f[0] + '\x1f' + f[1]);
    } else if (f.size() == kNsysWidth && line[0] >= '0' && line[0] <= '9' &&
               std::all_of(f.begin(), f.begin() + 8,
                           [](const std::string& c) { return IsNumber(c); }) &&
               !kc::Trim(f[8]).empty()) {
      ++rows;
    }
  }
  return ncu ? static_cast<long>(launches.size()) : rows;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const bool ncu = data[0] % 2 == 0;
  std::string_view body(reinterpret_cast<const char*>(data + 1), size - 1);
  if (body.find('\0') != std::string_view::npos) return 0;
  const long want = Recognisable(body, ncu);
  if (want < 0) return 0;
  std::string text(ncu ? kNcuHeader : kNsysHeader);
  text += '\n';
  text += body;
  int fd = kc::fuzz::MemFile(reinterpret_cast<const uint8_t*>(text.data()), text.size());
  if (fd < 0) return 0;
  uint64_t records = 0, errors = 0;
  {
    kc::Input in("<fuzz>", fd);
    if (ncu) {
      NcuSink sink;
      sink.diag().set_keep_going(true);
      std::string_view line;
      kc::ncu::CsvHeader h;
      in.ReadLine(&line);
      if (!kc::ncu::ParseCsvHeader(line, &h)) __builtin_trap();
      kc::ncu::ParseCsvBlock(in, h, sink);
      records = sink.records;
      errors = sink.diag().errors();
    } else {
      NsysSink sink;
      sink.diag().set_keep_going(true);
      kc::nsys::ParseStats(in, sink);
      records = sink.records;
      errors = sink.diag().errors();
    }
  }
  close(fd);
  if (static_cast<long>(records + errors) < want) {
    fprintf(stderr, "want %ld records %lu errors %lu\n", want, (unsigned long)records,
            (unsigned long)errors);
    __builtin_trap();
  }
  return 0;
}
