// A k-way merge of sorted partial states. Every --partial file lists its cells sorted by
// (model, kernel_key); a heap holds the current cell of each file, and the cells of one
// (model, kernel_key) leave it one after another, are merged (the sums are exact, so the order
// does not matter) and written. Memory holds one cell and one reader (its 1 MB buffer and
// parser) per file, whatever the number of cells. The header, which counts the cells, is known
// last: the cells go to an unlinked temporary file first and are copied after the header.
#include "agg/merge.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <queue>

#include "io/error.h"
#include "io/input.h"
#include "io/jsonl.h"
#include "io/temp_file.h"

namespace kc::agg {
namespace {

bool Before(const Cell& a, const Cell& b) {
  int m = a.model.compare(b.model);
  return m != 0 ? m < 0 : a.KeyBefore(b);
}

struct Source {
  explicit Source(const std::string& path) : in(path), reader(in) {}
  Source(const std::string& name, int fd) : in(name, fd), reader(in) {}
  Input in;
  JsonlReader reader;
  Cell cell;  // the current cell, when `has`
  bool has = false;
  Cell last;  // the cell before it (model and kernel_key only), when `started`
  bool started = false;
};

class Merger {
 public:
  Merger(RunContext& ctx, std::vector<std::string> facets) : ctx_(ctx), facets_(std::move(facets)) {}

  // Merges `sources` into the cell lines of `*cells`; `*n` counts them. Records of the user's
  // files (`count`) are counted and their errors reported; false when the diagnostics say stop.
  bool Round(std::vector<std::unique_ptr<Source>>& sources, bool count, TempFile* cells,
             uint64_t* n) {
    count_ = count;
    for (auto& s : sources)
      if (!Advance(*s)) return false;
    auto later = [&](size_t a, size_t b) {  // the top is the first cell, then the first file
      const Cell &x = sources[a]->cell, &y = sources[b]->cell;
      return Before(y, x) || (!Before(x, y) && b < a);
    };
    std::priority_queue<size_t, std::vector<size_t>, decltype(later)> heap(later);
    for (size_t i = 0; i < sources.size(); ++i)
      if (sources[i]->has) heap.push(i);
    std::string buf;
    while (!heap.empty()) {
      size_t i = heap.top();
      heap.pop();
      Cell merged = std::move(sources[i]->cell);
      if (!Advance(*sources[i])) return false;
      if (sources[i]->has) heap.push(i);
      while (!heap.empty()) {
        Source& s = *sources[heap.top()];
        if (s.cell.model != merged.model || !s.cell.SameKey(merged)) break;
        size_t j = heap.top();
        heap.pop();
        merged.Merge(s.cell);
        if (!Advance(s)) return false;
        if (s.has) heap.push(j);
      }
      JsonWriter w(&buf);
      WritePartialCell(w, merged);
      ++*n;
      if (buf.size() >= (1 << 18)) {
        cells->Write(buf);
        buf.clear();
      }
    }
    cells->Write(buf);
    return true;
  }

  // Merges `sources` into a temporary partial file (header and cells), read from its start.
  std::unique_ptr<TempFile> ToPartial(std::vector<std::unique_ptr<Source>>& sources, bool count) {
    TempFile cells;
    uint64_t n = 0;
    if (!Round(sources, count, &cells, &n)) return nullptr;
    auto part = std::make_unique<TempFile>();
    std::string head;
    {
      JsonWriter w(&head);
      WritePartialHeader(w, facets_, n);
    }
    part->Write(head);
    cells.CopyTo(*part);
    return part;
  }


 private:
  // Reads the next cell of `s` (headers are checked and counted on the way). False when the
  // diagnostics say stop.
  bool Advance(Source& s) {
    s.has = false;
    simdjson::dom::object obj;
    std::string_view raw;
    for (;;) {
      JsonlReader::Status st = s.reader.Next(&obj, &raw);
      if (st == JsonlReader::kEnd) return true;
      if (count_) ++ctx_.read;
      Location at{s.in.name(), s.reader.line()};
      std::string e;
      bool header = false;
      if (st == JsonlReader::kError) {
        e = s.reader.error();
      } else {
        e = ReadPartialRecord(obj, facets_, &s.cell, &header);
        if (e.empty() && !header && s.started && Before(s.cell, s.last))
          e = "agg_cell out of order: --merge --partial reads files sorted by model and "
              "kernel_key, as kagg --partial writes them";
      }
      if (!e.empty()) {
        if (count_) ++ctx_.rejected;
        if (!ctx_.diag.Error(at, e)) return false;
        continue;
      }
      if (count_) ++ctx_.written;
      if (header) continue;
      s.last.model = s.cell.model;
      s.last.kernel_key = s.cell.kernel_key;
      s.last.facets = s.cell.facets;
      s.started = s.has = true;
      return true;
    }
  }

  RunContext& ctx_;
  std::vector<std::string> facets_;
  bool count_ = true;
};

}  // namespace

std::unique_ptr<TempFile> MergedPartial(RunContext& ctx, const std::vector<std::string>& facets,
                                        size_t fan_in) {
  Merger m(ctx, facets);
  std::vector<std::unique_ptr<Source>> sources;
  auto open_parts = [&](const std::vector<std::unique_ptr<TempFile>>& parts) {
    sources.clear();
    for (const auto& p : parts) sources.push_back(std::make_unique<Source>("<merge>", p->fd()));
  };
  // More files than fan_in: the user's files are merged fan_in at a time into temporary
  // partial files, which cascade (fan_in files of one level merge into one of the next), so
  // that every record is read about log(files) / log(fan_in) times and few files are open.
  std::vector<std::unique_ptr<TempFile>> parts;  // what is left for the last round
  bool first = ctx.inputs.size() <= fan_in;
  if (!first) {
    std::vector<std::vector<std::unique_ptr<TempFile>>> levels;
    for (size_t b = 0; b < ctx.inputs.size(); b += fan_in) {
      sources.clear();
      for (size_t i = b; i < std::min(b + fan_in, ctx.inputs.size()); ++i)
        sources.push_back(std::make_unique<Source>(ctx.inputs[i]));
      std::unique_ptr<TempFile> part = m.ToPartial(sources, true);
      for (size_t level = 0; part; ++level) {
        if (levels.size() <= level) levels.emplace_back();
        levels[level].push_back(std::move(part));
        if (levels[level].size() < fan_in) break;
        open_parts(levels[level]);
        part = m.ToPartial(sources, false);
        sources.clear();
        levels[level].clear();
      }
      if (ctx.diag.stopped()) return nullptr;
    }
    for (auto& level : levels)
      for (auto& p : level) parts.push_back(std::move(p));
    while (parts.size() > fan_in) {  // only with many levels left over
      std::vector<std::unique_ptr<TempFile>> batch(std::make_move_iterator(parts.end() - fan_in),
                                                   std::make_move_iterator(parts.end()));
      parts.resize(parts.size() - fan_in);
      open_parts(batch);
      parts.push_back(m.ToPartial(sources, false));
    }
  }
  if (first) {
    for (const std::string& path : ctx.inputs) sources.push_back(std::make_unique<Source>(path));
  } else {
    open_parts(parts);
  }
  std::unique_ptr<TempFile> merged = m.ToPartial(sources, first);
  if (ctx.diag.stopped()) return nullptr;
  return merged;
}

void MergePartials(RunContext& ctx, const std::vector<std::string>& facets, size_t fan_in) {
  std::unique_ptr<TempFile> merged = MergedPartial(ctx, facets, fan_in);
  if (merged) merged->CopyTo(ctx.out);
}

}  // namespace kc::agg
