#pragma once
// kagg's output formats.
#include <string_view>

namespace kc::agg {

enum class Format { kJsonl, kCsv, kMd, kTable };
/// "jsonl", "csv", "md" or "table"; false otherwise.
bool ParseFormat(std::string_view s, Format* f);

}  // namespace kc::agg
