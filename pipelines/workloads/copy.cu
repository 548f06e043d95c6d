// Memory-bound: a grid-stride device-to-device copy of BYTES bytes, ITER times.
//   wl_copy [BYTES=268435456] [ITER=20]
#include "common.h"

__global__ void wl_copy_kernel(const float4* __restrict__ in, float4* __restrict__ out, size_t n) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
    out[i] = in[i];
}

int main(int argc, char** argv) {
  size_t bytes = kc_arg(argc, argv, 1, 268435456), n = bytes / sizeof(float4);
  int iter = kc_arg(argc, argv, 2, 20);
  float4 *a, *b;
  KC_CHECK(cudaMalloc(&a, n * sizeof(float4)));
  KC_CHECK(cudaMalloc(&b, n * sizeof(float4)));
  KC_CHECK(cudaMemset(a, 1, n * sizeof(float4)));
  for (int i = 0; i < iter; ++i) wl_copy_kernel<<<1024, 256>>>(a, b, n);
  KC_CHECK(cudaDeviceSynchronize());
  std::printf("copied %zu bytes x %d\n", bytes, iter);
  return 0;
}
