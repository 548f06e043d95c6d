// A k-way merge of sorted partial states. Every --partial file lists its cells sorted by
// (model, kernel_key); a heap holds the current cell of each file, and the cells of one
// (model, kernel_key) leave it one after another, are merged (the sums are exact, so the order
// does not matter) and written. Memory holds one cell and one reader (its 1 MB buffer and
// parser) per file, whatever the number of cells. The header, which counts the cells, is known
// last: the cells go to an unlinked temporary file first and are copied after the header.
#include "agg/merge.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <queue>

#include "io/error.h"
#include "io/input.h"
#include "io/jsonl.h"

namespace kc::agg {
namespace {

bool Before(const Cell& a, const Cell& b) {
  int m = a.model.compare(b.model);
  return m != 0 ? m < 0 : a.kernel_key < b.kernel_key;
}

struct Source {
  explicit Source(const std::string& path) : in(path), reader(in) {}
  Input in;
  JsonlReader reader;
  Cell cell;  // the current cell, when `has`
  bool has = false;
  Cell last;  // the cell before it (model and kernel_key only), when `started`
  bool started = false;
};

// A file descriptor of an unlinked temporary file, closed when done.
class TempFile {
 public:
  TempFile() {
    const char* tmpdir = std::getenv("TMPDIR");
    std::string dir = tmpdir && *tmpdir ? tmpdir : "/tmp";
    path_ = dir + "/kagg-merge.XXXXXX";
    fd_ = ::mkstemp(path_.data());
    if (fd_ < 0)
      throw SystemError("cannot create a temporary file in " + dir + ": " + std::strerror(errno));
    ::unlink(path_.c_str());
  }
  ~TempFile() { ::close(fd_); }
  void Write(std::string_view s) {
    while (!s.empty()) {
      ssize_t n = ::write(fd_, s.data(), s.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw SystemError("temporary file " + path_ + ": " + std::strerror(errno));
      s.remove_prefix(static_cast<size_t>(n));
    }
  }
  // Copies what was written to `out`.
  void CopyTo(Output& out) {
    std::string buf(1 << 20, '\0');
    for (off_t at = 0;;) {
      ssize_t n = ::pread(fd_, buf.data(), buf.size(), at);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw SystemError("temporary file " + path_ + ": " + std::strerror(errno));
      if (n == 0) return;
      out.Write(std::string_view(buf.data(), static_cast<size_t>(n)));
      at += n;
    }
  }

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace

void MergePartials(ToolContext& ctx, Thresholds thresholds) {
  bool have = false;
  // Reads the next cell of `s` (headers are checked and counted on the way). False when the
  // diagnostics say stop.
  auto advance = [&](Source& s) {
    s.has = false;
    simdjson::dom::object obj;
    std::string_view raw;
    for (;;) {
      JsonlReader::Status st = s.reader.Next(&obj, &raw);
      if (st == JsonlReader::kEnd) return true;
      ++ctx.read;
      Location at{s.in.name(), s.reader.line()};
      std::string e;
      bool header = false;
      if (st == JsonlReader::kError) {
        e = s.reader.error();
      } else {
        e = ReadPartialRecord(obj, &thresholds, &have, &s.cell, &header);
        if (e.empty() && !header && s.started && Before(s.cell, s.last))
          e = "agg_cell out of order: --merge --partial reads files sorted by model and "
              "kernel_key, as kagg --partial writes them";
      }
      if (!e.empty()) {
        ++ctx.rejected;
        if (!ctx.diag.Error(at, e)) return false;
        continue;
      }
      ++ctx.written;
      if (header) continue;
      s.last.model = s.cell.model;
      s.last.kernel_key = s.cell.kernel_key;
      s.started = s.has = true;
      return true;
    }
  };

  std::vector<std::unique_ptr<Source>> sources;
  for (const std::string& path : ctx.inputs) {
    sources.push_back(std::make_unique<Source>(path));
    if (!advance(*sources.back())) return;
  }
  auto later = [&](size_t a, size_t b) {  // the heap's top is the first cell, then the first file
    const Cell &x = sources[a]->cell, &y = sources[b]->cell;
    return Before(y, x) || (!Before(x, y) && b < a);
  };
  std::priority_queue<size_t, std::vector<size_t>, decltype(later)> heap(later);
  for (size_t i = 0; i < sources.size(); ++i)
    if (sources[i]->has) heap.push(i);

  TempFile cells;
  std::string buf;
  uint64_t n = 0;
  while (!heap.empty()) {
    size_t i = heap.top();
    heap.pop();
    Cell merged = std::move(sources[i]->cell);
    if (!advance(*sources[i])) return;
    if (sources[i]->has) heap.push(i);
    while (!heap.empty()) {
      Source& s = *sources[heap.top()];
      if (s.cell.model != merged.model || s.cell.kernel_key != merged.kernel_key) break;
      size_t j = heap.top();
      heap.pop();
      merged.Merge(s.cell);
      if (!advance(s)) return;
      if (s.has) heap.push(j);
    }
    JsonWriter w(&buf);
    WritePartialCell(w, merged);
    ++n;
    if (buf.size() >= (1 << 18)) {
      cells.Write(buf);
      buf.clear();
    }
  }
  cells.Write(buf);
  if (ctx.diag.stopped()) return;
  {
    JsonWriter w(&ctx.out.buffer());
    WritePartialHeader(w, thresholds, n);
  }
  cells.CopyTo(ctx.out);
}

}  // namespace kc::agg
