#pragma once
// Feeds fuzz data to code that reads an Input (a file descriptor) through an in-memory file.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>

#include "io/input.h"
#include "io/jsonl.h"

namespace kc::fuzz {

/// An anonymous in-memory file holding `data`, positioned at its start; -1 on failure.
inline int MemFile(const uint8_t* data, size_t size) {
  int fd = memfd_create("fuzz", 0);
  if (fd < 0) return -1;
  size_t off = 0;
  while (off < size) {
    ssize_t w = write(fd, data + off, size - off);
    if (w <= 0) {
      close(fd);
      return -1;
    }
    off += static_cast<size_t>(w);
  }
  lseek(fd, 0, SEEK_SET);
  return fd;
}

/// Calls fn(obj, raw) for each JSON-lines record of `data` that parses (at most 100,000).
template <typename Fn>
void ForEachRecord(const uint8_t* data, size_t size, Fn fn) {
  int fd = MemFile(data, size);
  if (fd < 0) return;
  {
    kc::Input in("<fuzz>", fd);
    kc::JsonlReader reader(in);
    simdjson::dom::object obj;
    std::string_view raw;
    for (int i = 0; i < 100000; ++i) {
      kc::JsonlReader::Status st = reader.Next(&obj, &raw);
      if (st == kc::JsonlReader::kEnd) break;
      if (st == kc::JsonlReader::kError) continue;
      fn(obj, raw);
    }
  }
  close(fd);
}

}  // namespace kc::fuzz
