// Compute-bound: a dependent FMA chain per thread (8 independent chains for ILP), no memory traffic.
//   wl_fma [LOOPS=4096] [ITER=20]
#include "common.h"

__global__ void wl_fma_kernel(float* out, int loops) {
  float a[8];
  for (int j = 0; j < 8; ++j) a[j] = threadIdx.x + j;
  for (int i = 0; i < loops; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) a[j] = fmaf(a[j], 0.9999f, 0.0001f);
  float s = 0;
  for (int j = 0; j < 8; ++j) s += a[j];
  if (s == 42.0f) out[0] = s;  // keeps the loop alive; almost never stores
}

int main(int argc, char** argv) {
  int loops = kc_arg(argc, argv, 1, 4096), iter = kc_arg(argc, argv, 2, 20);
  int sms = 0;
  KC_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  float* out;
  KC_CHECK(cudaMalloc(&out, sizeof(float)));
  for (int i = 0; i < iter; ++i) wl_fma_kernel<<<sms * 8, 256>>>(out, loops);
  KC_CHECK(cudaDeviceSynchronize());
  std::printf("fma loops %d x %d\n", loops, iter);
  return 0;
}
