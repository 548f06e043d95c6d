#pragma once
// nsys SQLite exports (nsys export --type sqlite), read directly and read-only.
#include <cstddef>
#include <string>
#include <string_view>

#include "nsys/record.h"

namespace kc::nsys {

struct SqliteOptions {
  bool summary = false;   ///< --summary: nsys_kernel_summary records computed from the launches
  bool by_shape = false;  ///< --by-shape: summary groups by name, grid and block (nsys 2022)
  /// --summary keeps the durations of up to this many launches in memory for the medians (8
  /// bytes each); beyond it SQLite sorts them, in bounded memory, and a second pass reads them.
  size_t median_in_memory = size_t{1} << 25;
  enum class Name { kDemangled, kBase, kMangled } name = Name::kDemangled;  ///< --base, --mangled
};

/// True when `head` starts with the SQLite file magic.
bool IsSqliteMagic(std::string_view head);

/// Reads the kernel launches of the export at `path` (records name `src_file`) and emits
/// nsys_kernel_launch records, or with opts.summary nsys_kernel_summary records. Bad or
/// unexpected databases are reported through sink.diag() (exit 1); cannot open → SystemError.
void ReadSqlite(const std::string& path, const std::string& src_file, const SqliteOptions& opts,
                Sink& sink);

}  // namespace kc::nsys
