#pragma once
// The ncu metric names of the quantities kclassify and kagg read, per quantity newest name first:
// metric names changed between ncu versions, and unmapped details labels appear as
// "<Section>/<Label>" keys. One table for both tools; kclassify reads every quantity of
// kQuantities, kagg a few of them by name.
#include <array>
#include <cstdint>
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

inline constexpr Names kLocalLd{"l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum",
                         "l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum"};
inline constexpr Names kLocalSt{"l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum",
                         "l1tex__t_requests_pipe_lsu_mem_local_op_st.sum"};
inline constexpr Names kGridSize{"launch__grid_size", "Launch Statistics/Grid Size"};
inline constexpr Names kSmCount{"launch__sm_count", "device__attribute_multiprocessor_count"};
inline constexpr Names kFpRatio{"device__attribute_single_to_double_precision_perf_ratio"};
inline constexpr Names kFp64Pipe{"sm__inst_executed_pipe_fp64.avg.pct_of_peak_sustained_active",
                          "sm__pipe_fp64_cycles_active.avg.pct_of_peak_sustained_elapsed",
                          "sm__pipe_fp64_cycles_active.avg.pct_of_peak_sustained_active"};
inline constexpr Names kSmHz{"sm__cycles_elapsed.avg.per_second", "gpc__cycles_elapsed.avg.per_second",
                      "gpc__frequency"};
inline constexpr Names kSmspHz{"smsp__cycles_elapsed.avg.per_second", "sm__cycles_elapsed.avg.per_second",
                        "gpc__cycles_elapsed.avg.per_second"};
inline constexpr Names kDramHz{"dram__cycles_elapsed.avg.per_second", "dram__frequency"};

// Counters of the roofline and the occupancy limiters: one name each.
inline constexpr Names kLimitRegisters{"launch__occupancy_limit_registers"};
inline constexpr Names kLimitSmem{"launch__occupancy_limit_shared_mem"};
inline constexpr Names kLimitWarps{"launch__occupancy_limit_warps"};
inline constexpr Names kLimitBlocks{"launch__occupancy_limit_blocks"};
inline constexpr Names kDfma{"smsp__sass_thread_inst_executed_op_dfma_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kDadd{"smsp__sass_thread_inst_executed_op_dadd_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kDmul{"smsp__sass_thread_inst_executed_op_dmul_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kDfmaPeak{"sm__sass_thread_inst_executed_op_dfma_pred_on.sum.peak_sustained"};
inline constexpr Names kFfma{"smsp__sass_thread_inst_executed_op_ffma_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kFadd{"smsp__sass_thread_inst_executed_op_fadd_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kFmul{"smsp__sass_thread_inst_executed_op_fmul_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kFfmaPeak{"sm__sass_thread_inst_executed_op_ffma_pred_on.sum.peak_sustained"};
inline constexpr Names kHfma{"smsp__sass_thread_inst_executed_op_hfma_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kHadd{"smsp__sass_thread_inst_executed_op_hadd_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kHmul{"smsp__sass_thread_inst_executed_op_hmul_pred_on.sum.per_cycle_elapsed"};
inline constexpr Names kHfmaPeak{"sm__sass_thread_inst_executed_op_hfma_pred_on.sum.peak_sustained"};
inline constexpr Names kTensorOps{"smsp__inst_executed_pipe_tensor.sum.per_cycle_elapsed"};
inline constexpr Names kTensorOpsPeak{"sm__inst_executed_pipe_tensor.sum.peak_sustained"};
inline constexpr Names kDramBytes{"dram__bytes.sum.per_second"};
inline constexpr Names kDramBytesPeak{"dram__bytes.sum.peak_sustained"};
inline constexpr Names kL2Bytes{"lts__t_bytes.sum.per_second"};
inline constexpr Names kL1Bytes{"l1tex__t_bytes.sum.per_second"};

// Every quantity kclassify reads: Q::kX is kQuantities[kX], the names of kX above. MetricView
// resolves each name to its slot once, when the name first appears in the input, so that a record
// is read without hashing a name.
#define KC_QUANTITIES(X)                                                                          \
  X(kSm) X(kMem) X(kDram) X(kL2) X(kL1) X(kWaves) X(kDuration) X(kTheoretical) X(kAchieved)       \
  X(kL2Hit) X(kL1Hit) X(kTensor) X(kLocalLd) X(kLocalSt) X(kGridSize) X(kSmCount) X(kFpRatio)     \
  X(kFp64Pipe) X(kSmHz) X(kSmspHz) X(kDramHz) X(kLimitRegisters) X(kLimitSmem) X(kLimitWarps)     \
  X(kLimitBlocks) X(kDfma) X(kDadd) X(kDmul) X(kDfmaPeak) X(kFfma) X(kFadd) X(kFmul) X(kFfmaPeak) \
  X(kHfma) X(kHadd) X(kHmul) X(kHfmaPeak) X(kTensorOps) X(kTensorOpsPeak) X(kDramBytes)           \
  X(kDramBytesPeak) X(kL2Bytes) X(kL1Bytes)
#define KC_ENUM(name) name,
#define KC_NAMES(name) name,
enum class Q : uint8_t { KC_QUANTITIES(KC_ENUM) kCount };
inline constexpr std::array<Names, static_cast<size_t>(Q::kCount)> kQuantities{
    KC_QUANTITIES(KC_NAMES)};
#undef KC_ENUM
#undef KC_NAMES
#undef KC_QUANTITIES

/// The newest name of a quantity.
constexpr std::string_view Name(Q q) { return kQuantities[static_cast<size_t>(q)][0]; }

}  // namespace kc::classify::aliases
