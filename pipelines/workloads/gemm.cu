// A GEMM: C = A * B, N x N fp32, 32x32 shared-memory tiles (what a first CUDA GEMM looks like).
//   wl_gemm [N=2048] [ITER=10]
#include "common.h"

constexpr int T = 32;

__global__ void wl_sgemm_tiled(const float* A, const float* B, float* C, int n) {
  __shared__ float as[T][T], bs[T][T];
  int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  float acc = 0;
  for (int k0 = 0; k0 < n; k0 += T) {
    as[threadIdx.y][threadIdx.x] = row < n && k0 + threadIdx.x < n ? A[row * n + k0 + threadIdx.x] : 0;
    bs[threadIdx.y][threadIdx.x] = col < n && k0 + threadIdx.y < n ? B[(k0 + threadIdx.y) * n + col] : 0;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < T; ++k) acc += as[threadIdx.y][k] * bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) C[row * n + col] = acc;
}

int main(int argc, char** argv) {
  int n = kc_arg(argc, argv, 1, 2048), iter = kc_arg(argc, argv, 2, 10);
  size_t bytes = size_t(n) * n * sizeof(float);
  float *a, *b, *c;
  KC_CHECK(cudaMalloc(&a, bytes));
  KC_CHECK(cudaMalloc(&b, bytes));
  KC_CHECK(cudaMalloc(&c, bytes));
  KC_CHECK(cudaMemset(a, 0, bytes));
  KC_CHECK(cudaMemset(b, 0, bytes));
  dim3 grid((n + T - 1) / T, (n + T - 1) / T), block(T, T);
  for (int i = 0; i < iter; ++i) wl_sgemm_tiled<<<grid, block>>>(a, b, c, n);
  KC_CHECK(cudaDeviceSynchronize());
  std::printf("sgemm %d x %d\n", n, iter);
  return 0;
}
