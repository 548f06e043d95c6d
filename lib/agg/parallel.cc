#include "agg/parallel.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <thread>
#include <utility>
#include <vector>

#include "io/cpus.h"
#include "io/input.h"
#include "io/jsonl.h"
#include "io/keep_until_exit.h"

namespace kc::agg {
namespace {

// Closes a descriptor on every way out.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

// The offset just after the first '\n' at or after `from`, or `size` when there is none.
uint64_t NextLineStart(int fd, uint64_t from, uint64_t size) {
  char buf[1 << 16];
  while (from < size) {
    ssize_t n = ::pread(fd, buf, sizeof buf, static_cast<off_t>(from));
    if (n <= 0) return size;
    if (const void* nl = std::memchr(buf, '\n', static_cast<size_t>(n)))
      return from + static_cast<uint64_t>(static_cast<const char*>(nl) - buf) + 1;
    from += static_cast<uint64_t>(n);
  }
  return size;
}

// One byte range, aggregated on its own.
struct Range {
  uint64_t begin = 0, end = 0;
  explicit Range(const GroupOptions& o) : agg(o) {}
  Aggregator agg;
  uint64_t read = 0, aggregated = 0, skipped = 0;
  uint64_t lines = 0;                                         // line terminators in the range
  std::vector<std::pair<uint64_t, std::string>> first_skips;  // (line in range, message)
  bool failed = false;  // a bad record or a read error: the file is read in one pass instead

  void Run(const std::string& path) {
    try {
      Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
      if (f.fd < 0 || ::lseek(f.fd, static_cast<off_t>(begin), SEEK_SET) < 0) {
        failed = true;
        return;
      }
      Input in(path, f.fd, end - begin);
      JsonlReader reader(in);
      simdjson::dom::object obj;
      std::string_view raw;
      for (;;) {
        JsonlReader::Status st = reader.Next(&obj, &raw);
        if (st == JsonlReader::kEnd) break;
        ++read;
        bool skip = false;
        std::string e =
            st == JsonlReader::kError ? "error" : agg.Add(obj, {path, reader.line()}, &skip);
        if (e.empty()) {
          ++aggregated;
        } else if (skip) {
          ++skipped;
          bool seen = std::any_of(first_skips.begin(), first_skips.end(),
                                  [&](const auto& s) { return s.second == e; });
          if (!seen) first_skips.emplace_back(reader.line(), std::move(e));
        } else {
          failed = true;
          return;
        }
      }
      lines = in.next_line() - 1;
    } catch (...) {  // the one-pass read reports it
      failed = true;
    }
  }
};

}  // namespace

bool AddFileParallel(const std::string& path, Aggregator* agg, RunContext& ctx,
                     std::set<std::string, std::less<>>* warned, const ParallelOptions& o) {
  unsigned threads = o.threads ? o.threads : std::min(8u, UsableCpus());
  if (threads < 2 || path == "-") return false;
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  auto size = static_cast<uint64_t>(st.st_size);
  if (size < o.min_bytes || size == 0) return false;
  Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (f.fd < 0) return false;

  // Cut at line ends. A range must start as plain text: a byte order mark there (UTF-16 files,
  // or one inside the file) would be read differently than in one pass.
  // A Range is not copied or moved (its cells own their ncu statistics); the ranges are kept
  // until the process exits, as the aggregator they are merged into (io/keep_until_exit.h).
  std::deque<Range>& ranges = KeepUntilExit(std::make_unique<std::deque<Range>>());
  uint64_t begin = 0;
  for (unsigned k = 0; k < threads && begin < size; ++k) {
    uint64_t end = k + 1 == threads
                       ? size
                       : NextLineStart(f.fd, std::max(begin, size * (k + 1) / threads), size);
    unsigned char first = 0;
    if (::pread(f.fd, &first, 1, static_cast<off_t>(begin)) != 1) return false;
    if (first == 0xFF || first == 0xFE || (first == 0xEF && begin > 0)) return false;
    Range& r = ranges.emplace_back(agg->options());
    r.begin = begin;
    r.end = end;
    begin = end;
  }
  if (ranges.size() < 2) return false;

  std::vector<std::thread> pool;
  for (size_t k = 1; k < ranges.size(); ++k) pool.emplace_back([&, k] { ranges[k].Run(path); });
  ranges[0].Run(path);
  for (auto& t : pool) t.join();
  for (size_t k = 0; k < ranges.size(); ++k) {
    if (ranges[k].failed) return false;
    // The same data twice (with a part before, or with an earlier input): the one pass
    // reports it at its line.
    if (agg->SharesFirstRecord(ranges[k].agg)) return false;
    for (size_t j = 0; j < k; ++j)
      if (ranges[j].agg.SharesFirstRecord(ranges[k].agg)) return false;
  }

  // The warnings one pass gives: each message once, at its first line in the file.
  std::vector<std::pair<uint64_t, const std::string*>> skips;
  uint64_t line0 = 0;
  for (const Range& r : ranges) {
    for (const auto& [line, msg] : r.first_skips) skips.emplace_back(line0 + line, &msg);
    line0 += r.lines;
  }
  std::sort(skips.begin(), skips.end());
  for (const auto& [line, msg] : skips)
    if (warned->insert(path + '\0' + *msg).second)
      ctx.diag.Warning({path, line}, *msg + "; reported once per file");
  for (Range& r : ranges) {
    agg->MergeFrom(std::move(r.agg));
    ctx.read += r.read;
    ctx.written += r.aggregated;
    ctx.rejected += r.skipped;
  }
  return true;
}

}  // namespace kc::agg
