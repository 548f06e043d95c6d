// A launch storm: LAUNCHES tiny kernels of one block each, back to back (launch-bound; what
// fusion or CUDA Graphs remove).
//   wl_storm [LAUNCHES=20000]
#include "common.h"

__global__ void wl_tiny_axpy(float* y, const float* x, float a) { y[threadIdx.x] += a * x[threadIdx.x]; }

int main(int argc, char** argv) {
  long launches = kc_arg(argc, argv, 1, 20000);
  float *x, *y;
  KC_CHECK(cudaMalloc(&x, 128 * sizeof(float)));
  KC_CHECK(cudaMalloc(&y, 128 * sizeof(float)));
  KC_CHECK(cudaMemset(x, 0, 128 * sizeof(float)));
  KC_CHECK(cudaMemset(y, 0, 128 * sizeof(float)));
  for (long i = 0; i < launches; ++i) wl_tiny_axpy<<<1, 128>>>(y, x, 0.5f);
  KC_CHECK(cudaDeviceSynchronize());
  std::printf("%ld launches\n", launches);
  return 0;
}
