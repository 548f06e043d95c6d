// The CSV reader parses one record at a time directly in the Input's buffer. Fields are kept as
// offsets while scanning; a field with doubled quotes is unescaped into a scratch string. When the
// buffer ends inside a record, the buffer is refilled and the record is parsed again from its
// start, so the parse never depends on where blocks were cut.
#include "io/csv.h"

#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kc {
namespace {

// First '"', '\n' or '\r' in [p, e), or e. Sixteen bytes at a time where SSE2 exists: quoted
// fields are most of an ncu CSV, and this is the loop their bytes go through.
const char* FindQuoteOrEol(const char* p, const char* e) {
#if defined(__SSE2__)
  const __m128i quote = _mm_set1_epi8('"'), nl = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
  while (e - p >= 16) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    __m128i hit = _mm_or_si128(_mm_cmpeq_epi8(v, quote),
                               _mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, cr)));
    int mask = _mm_movemask_epi8(hit);
    if (mask) return p + __builtin_ctz(static_cast<unsigned>(mask));
    p += 16;
  }
#endif
  while (p < e && *p != '"' && *p != '\n' && *p != '\r') ++p;
  return p;
}

}  // namespace

bool CsvReader::Next(CsvRow* row) {
  error_.clear();
  if (in_.pos() >= in_.end() && !in_.Refill()) return false;
  for (;;) {
    const char* b = in_.data();
    const size_t start = in_.pos();
    const char* e = b + in_.end();
    const char* p = b + start;
    spans_.clear();
    scratch_.clear();
    uint64_t lines = 0;
    uint64_t quote_line = 0;
    bool need_more = false;
    bool done = false;
    while (!done) {
      // One field starting at p.
      if (p < e && *p == '"') {
        quote_line = in_.next_line() + lines;
        const char* q = p + 1;
        const char* field = q;
        bool escaped = false;
        size_t scratch_off = scratch_.size();
        for (;;) {
          // Quoted text: count line ends on the way to the next quote.
          const char* z = q;
          for (;;) {
            z = FindQuoteOrEol(z, e);
            if (z >= e || *z == '"') break;
            if (*z == '\n' || z + 1 >= e || z[1] != '\n') ++lines;
            ++z;
          }
          if (z >= e) {
            if (in_.eof()) {
              error_ = "unterminated quoted field";
              error_line_ = quote_line;
              in_.Consume(in_.end(), 0);
              return false;
            }
            need_more = true;
            break;
          }
          if (z + 1 >= e && !in_.eof()) {
            need_more = true;
            break;
          }
          if (z + 1 < e && z[1] == '"') {  // doubled quote
            if (!escaped) {
              scratch_.append(field, z + 1 - field);
              escaped = true;
            } else {
              scratch_.append(q, z + 1 - q);
            }
            q = z + 2;
            continue;
          }
          if (escaped) {
            scratch_.append(q, z - q);
            spans_.push_back({static_cast<uint32_t>(scratch_off),
                              static_cast<uint32_t>(scratch_.size() - scratch_off), true});
          } else {
            spans_.push_back({static_cast<uint32_t>(field - b - start),
                              static_cast<uint32_t>(z - field), false});
          }
          p = z + 1;
          break;
        }
        if (need_more) break;
        if (p < e && *p == ',') {  // the common case: the next field follows
          ++p;
          continue;
        }
        // Text after the closing quote up to the separator is skipped (lenient, as spreadsheets
        // are).
        while (p < e && *p != ',' && *p != '\n' && *p != '\r') ++p;
      } else {
        const char* f = p;
        while (p < e && *p != ',' && *p != '\n' && *p != '\r') ++p;
        spans_.push_back(
            {static_cast<uint32_t>(f - b - start), static_cast<uint32_t>(p - f), false});
      }
      if (p >= e) {
        if (!in_.eof()) {
          need_more = true;
          break;
        }
        lines += 1;
        done = true;
      } else if (*p == ',') {
        ++p;
      } else if (*p == '\r') {
        if (p + 1 >= e && !in_.eof()) {
          need_more = true;
          break;
        }
        p += (p + 1 < e && p[1] == '\n') ? 2 : 1;
        lines += 1;
        done = true;
      } else {
        ++p;
        lines += 1;
        done = true;
      }
    }
    if (need_more) {
      in_.Refill();  // at end of input eof() turns true and the record is parsed as final
      continue;
    }
    const char* base = in_.data() + start;
    row->fields.resize(spans_.size());
    for (size_t i = 0; i < spans_.size(); ++i) {
      const Span& s = spans_[i];
      row->fields[i] = std::string_view((s.scratch ? scratch_.data() : base) + s.off, s.len);
    }
    row->line = in_.next_line();
    in_.Consume(p - in_.data(), lines);
    return true;
  }
}

bool SplitCsvLine(std::string_view line, std::vector<std::string>* fields) {
  fields->clear();
  size_t i = 0;
  for (;;) {
    std::string f;
    if (i < line.size() && line[i] == '"') {
      ++i;
      for (;;) {
        if (i >= line.size()) return false;
        if (line[i] == '"') {
          if (i + 1 < line.size() && line[i + 1] == '"') {
            f += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        f += line[i++];
      }
      while (i < line.size() && line[i] != ',') ++i;
    } else {
      size_t j = line.find(',', i);
      if (j == std::string_view::npos) j = line.size();
      f.assign(line.substr(i, j - i));
      i = j;
    }
    fields->push_back(std::move(f));
    if (i >= line.size()) return true;
    ++i;  // the comma
  }
}

bool CsvLineStartsWith(std::string_view line, std::string_view first) {
  if (!line.empty() && line[0] == '"') {
    return line.size() > first.size() + 1 && line.substr(1, first.size()) == first &&
           line[first.size() + 1] == '"';
  }
  return line.substr(0, first.size()) == first &&
         (line.size() == first.size() || line[first.size()] == ',');
}

}  // namespace kc
