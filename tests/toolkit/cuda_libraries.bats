#!/usr/bin/env bats
# knorm on the kernels that NVIDIA's own libraries register (tests/toolkit/cuda_libraries.py):
# the CUDA Toolkit's libraries under /usr/local/cuda*/lib64 and Debian's non-free CUDA 11.8
# libraries (libcublas11, libcusparse11, ...: .ci/setup --test installs them). Each library must
# tag at least its floor of its own kernels with its own name (CUB and CUTLASS, which cuBLAS,
# cuDNN and cuSPARSE embed, count too). The floors sit about two points under the figures of
# 2026-11-28 (tests/unit/names/README.md). Where none of these libraries is installed, the test
# is skipped and says so.
bats_require_minimum_version 1.5.0

@test "NVIDIA's libraries: each tags its own registered kernels at least at its floor" {
  dirs=()
  for d in /usr/local/cuda*/lib64 /usr/lib/x86_64-linux-gnu; do
    # libcu* alone would also match libcurl
    for lib in cublas cusparse cusolver curand cufft cudnn nccl; do
      if compgen -G "$d/lib$lib*.so*" >/dev/null; then dirs+=("$d"); break; fi
    done
  done
  [ ${#dirs[@]} -gt 0 ] || skip "no CUDA library installed (.ci/setup --test installs Debian's libcublas11 and others)"
  run -0 python3 "$KC_SRC/tests/toolkit/cuda_libraries.py" "$KC_BIN/knorm" \
    --floor cublas=95 --floor cublasLt=97 --floor cufft=96 --floor curand=97 \
    --floor cusolver=87 --floor cusolverMg=88 --floor cusparse=94 --floor nccl=97 \
    --floor cudnn_adv=96 --floor cudnn_cnn=70 --floor cudnn_engines_precompiled=92 \
    --floor cudnn_engines_runtime_compiled=96 --floor cudnn_ops=97 "${dirs[@]}"
  echo "$output" >&3
}
