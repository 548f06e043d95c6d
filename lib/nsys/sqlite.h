#pragma once
// nsys SQLite exports (nsys export --type sqlite), read directly and read-only.
#include <string>
#include <string_view>

#include "nsys/record.h"

namespace kc::nsys {

struct SqliteOptions {
  bool summary = false;  ///< --summary: nsys_kernel_summary records computed from the launches
  enum class Name { kDemangled, kBase, kMangled } name = Name::kDemangled;  ///< --base, --mangled
  /// Launches of large exports in start order are rendered by worker threads when the sink
  /// takes rendered lines (Sink::RenderRunJson): how many threads (0: one per hardware thread,
  /// at least 2, at most 8), rowids per chunk, and the fewest launches worth it. Tests lower them.
  struct Parallel {
    unsigned threads = 0;
    int64_t chunk_rows = 8192;
    size_t min_launches = 65536;
  } parallel;
  /// Large tables are decoded straight from their pages where they can be (store/sqlite_pages.h);
  /// false reads everything with SQLite (tests compare the two).
  bool pages = true;
};

/// True when `head` starts with the SQLite file magic.
bool IsSqliteMagic(std::string_view head);

/// Reads the kernel launches of the export at `path` (records name `src_file`) and emits
/// nsys_kernel_launch records, or with opts.summary nsys_kernel_summary records. Bad or
/// unexpected databases are reported through sink.diag() (exit 1); cannot open → SystemError.
void ReadSqlite(const std::string& path, const std::string& src_file, const SqliteOptions& opts,
                Sink& sink);

}  // namespace kc::nsys
