#pragma once
// Record schema constants shared by every tool (docs/records.md).
#include <string_view>

namespace kc {

/// Version of the JSON-lines record schema this build writes and reads.
inline constexpr int kSchemaVersion = 1;

inline constexpr std::string_view kTypeNcuKernel = "ncu_kernel";
inline constexpr std::string_view kTypeNcuKernelSummary = "ncu_kernel_summary";

}  // namespace kc
