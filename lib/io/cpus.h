#pragma once
// How many CPUs this process may run on, for sizing thread pools: its affinity mask (taskset,
// a cpuset), which std::thread::hardware_concurrency() ignores.
namespace kc {

/// CPUs in the affinity mask; the hardware's count when the mask cannot be read; at least 1.
unsigned UsableCpus();

}  // namespace kc
