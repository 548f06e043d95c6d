// A reduction: per-block tree sums in shared memory, then one block sums the partials.
//   wl_reduce [ELEMENTS=67108864] [ITER=20]
#include "common.h"

template <int B>
__global__ void wl_reduce_sum(const float* in, float* out, size_t n) {
  __shared__ float s[B];
  float v = 0;
  for (size_t i = blockIdx.x * size_t(B) + threadIdx.x; i < n; i += size_t(gridDim.x) * B) v += in[i];
  s[threadIdx.x] = v;
  __syncthreads();
  for (int k = B / 2; k > 0; k /= 2) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

int main(int argc, char** argv) {
  size_t n = kc_arg(argc, argv, 1, 67108864);
  int iter = kc_arg(argc, argv, 2, 20), blocks = 1024;
  float *in, *part, *sum;
  KC_CHECK(cudaMalloc(&in, n * sizeof(float)));
  KC_CHECK(cudaMalloc(&part, blocks * sizeof(float)));
  KC_CHECK(cudaMalloc(&sum, sizeof(float)));
  KC_CHECK(cudaMemset(in, 0, n * sizeof(float)));
  for (int i = 0; i < iter; ++i) {
    wl_reduce_sum<256><<<blocks, 256>>>(in, part, n);
    wl_reduce_sum<1024><<<1, 1024>>>(part, sum, blocks);
  }
  KC_CHECK(cudaDeviceSynchronize());
  std::printf("reduced %zu x %d\n", n, iter);
  return 0;
}
