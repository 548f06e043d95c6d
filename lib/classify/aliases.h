#pragma once
// The ncu metric names of the quantities kclassify and kagg read, per quantity newest name first:
// metric names changed between ncu versions, and unmapped details labels appear as
// "<Section>/<Label>" keys. One table for both tools.
#include <array>
#include <string_view>

namespace kc::classify::aliases {

/// Aliases of one quantity, newest first; unused slots are empty strings (never metric names).
using Names = std::array<std::string_view, 8>;

inline constexpr Names kSm{"sm__throughput.avg.pct_of_peak_sustained_elapsed",
                           "sm__sol_pct",
                           "GPU Speed Of Light Throughput/Compute (SM) Throughput",
                           "GPU Speed Of Light Throughput/Compute (SM) [%]",
                           "GPU Speed Of Light/Compute (SM) [%]",
                           "GPU Speed Of Light/SM [%]",
                           "GPU Speed Of Light/SOL SM"};
inline constexpr Names kMem{"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
                            "gpu__compute_memory_sol_pct",
                            "GPU Speed Of Light Throughput/Memory Throughput",
                            "GPU Speed Of Light Throughput/Memory [%]",
                            "GPU Speed Of Light/Memory [%]",
                            "GPU Speed Of Light/SOL Memory"};
inline constexpr Names kDram{"dram__throughput.avg.pct_of_peak_sustained_elapsed",
                             "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed",
                             "fbpa__sol_pct",
                             "GPU Speed Of Light Throughput/DRAM Throughput",
                             "GPU Speed Of Light/SOL FB",
                             "GPU Speed Of Light/SOL DRAM"};
inline constexpr Names kL2{"lts__throughput.avg.pct_of_peak_sustained_elapsed", "ltc__sol_pct",
                           "GPU Speed Of Light Throughput/L2 Cache Throughput",
                           "GPU Speed Of Light/SOL L2"};
inline constexpr Names kL1{"l1tex__throughput.avg.pct_of_peak_sustained_active",
                           "l1tex__throughput.avg.pct_of_peak_sustained_elapsed",
                           "tex__sol_pct",
                           "GPU Speed Of Light Throughput/L1/TEX Cache Throughput",
                           "GPU Speed Of Light/SOL TEX",
                           "GPU Speed Of Light/SOL L1/TEX Cache"};
inline constexpr Names kWaves{"launch__waves_per_multiprocessor", "Launch Statistics/Waves Per SM"};
inline constexpr Names kDuration{"gpu__time_duration.sum", "gpu__time_duration"};
inline constexpr Names kTheoretical{"sm__maximum_warps_per_active_cycle_pct",
                                    "Occupancy/Theoretical Occupancy"};
inline constexpr Names kAchieved{"sm__warps_active.avg.pct_of_peak_sustained_active",
                                 "Occupancy/Achieved Occupancy"};
inline constexpr Names kL2Hit{"lts__t_sector_hit_rate.pct", "Memory Workload Analysis/L2 Hit Rate"};
inline constexpr Names kL1Hit{"l1tex__t_sector_hit_rate.pct",
                              "Memory Workload Analysis/L1/TEX Hit Rate"};
inline constexpr Names kTensor{
    "sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active",
    "sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_elapsed",
    "sm__inst_executed_pipe_tensor_op_hmma.avg.pct_of_peak_sustained_active",
    "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active",
    "sm__inst_executed_pipe_tensor.avg.pct_of_peak_sustained_active",
    "sm__pipe_tensor_op_imma_cycles_active.avg.pct_of_peak_sustained_active",
    "sm__inst_executed_pipe_tensor_op_imma.avg.pct_of_peak_sustained_active"};

}  // namespace kc::classify::aliases
