#pragma once
// The fields every record starts with (docs/records.md), written in one place.
#include <cstdint>
#include <string_view>

#include "io/json_writer.h"

namespace kc {

/// Opens a record object and writes `type`, `schema_version`, `src_file`, `src_line` and, when
/// `run_json` (a pre-rendered object) is not empty, `run`. The caller adds its fields and closes.
void BeginRecord(JsonWriter& w, std::string_view type, std::string_view src_file, uint64_t src_line,
                 std::string_view run_json);

}  // namespace kc
