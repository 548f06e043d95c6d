// Shared by the workloads: error checks and an NVTX-free timing loop. Each workload is a sweep
// model (pipelines/models/wl-*.model) with a known bottleneck, to check the census end to end.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define KC_CHECK(x)                                                                       \
  do {                                                                                    \
    cudaError_t e_ = (x);                                                                 \
    if (e_ != cudaSuccess) {                                                              \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      std::exit(2);                                                                       \
    }                                                                                     \
  } while (0)

inline long kc_arg(int argc, char** argv, int i, long dflt) {
  return argc > i ? std::strtol(argv[i], nullptr, 10) : dflt;
}
