#!/usr/bin/env python3
"""Writes the bundled demo data set of pipelines/demo/ (run it again after editing the tables).

Five models share kernels the way real PyTorch runs on one A100 do: cuBLAS and CUTLASS GEMMs,
flash attention, layer norm, elementwise, softmax, cuDNN convolutions and NCCL all-reduce. For
each model it writes what the profilers would have written:
  <model>.kernsum.csv  `nsys stats --report cuda_gpu_kern_sum --format csv` (nsys 2023+ layout)
  <model>.ncu.csv      `ncu --csv` details page (sections SOL, launch, occupancy, memory, compute)
The figures are made up but consistent (durations, throughputs, cache hit rates of kernels of
that kind on an A100). Output is deterministic.
"""
import csv
import io
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

# name, kind, grid, block, regs, (sm %, mem %, dram %, l1 hit, l2 hit, achieved occ, theo occ, tensor %)
K = {
    "sgemm": ("ampere_sgemm_128x64_nn", (16, 32, 1), (128, 1, 1), 122,
              (82.3, 38.7, 21.4, 2.1, 79.4, 23.9, 25, 0.0)),
    "bf16gemm": ("ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_64x3_tn", (32, 16, 1), (256, 1, 1), 232,
                 (71.8, 54.2, 31.0, 0.0, 88.1, 12.4, 12.5, 63.5)),
    "xmmagemm": ("sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1_tensor16x8x16_kernel",
                 (24, 12, 1), (128, 1, 1), 168, (68.2, 47.5, 29.8, 0.0, 84.6, 11.8, 12.5, 58.1)),
    "cutlass": ("void cutlass::Kernel<cutlass_80_tensorop_f16_s16816gemm_relu_f16_256x128_32x3_nn_align8>"
                "(cutlass_80_tensorop_f16_s16816gemm_relu_f16_256x128_32x3_nn_align8::Params)",
                (8, 24, 1), (256, 1, 1), 230, (74.9, 42.0, 25.5, 0.0, 81.2, 12.2, 12.5, 66.0)),
    "flash": ("void flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, cutlass::bfloat16_t, "
              "Flash_kernel_traits<128, 128, 64, 4, cutlass::bfloat16_t>>, false, true, false, false, false, true, "
              "false, false>(Flash_fwd_params)", (16, 32, 8), (128, 1, 1), 255,
              (64.1, 36.3, 18.7, 0.0, 72.3, 7.9, 8.33, 49.2)),
    "layernorm": ("void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::Half, float>"
                  "(int, float, c10::Half const*, c10::Half const*, c10::Half const*, float*, float*, c10::Half*)",
                  (4096, 1, 1), (256, 1, 1), 40, (28.4, 86.9, 85.2, 0.0, 41.3, 81.0, 100, 0.0)),
    "add": ("void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<c10::Half>, "
            "at::detail::Array<char*, 3>>(int, at::native::CUDAFunctor_add<c10::Half>, at::detail::Array<char*, 3>)",
            (8192, 1, 1), (128, 1, 1), 24, (14.3, 89.6, 89.6, 0.0, 33.3, 86.4, 100, 0.0)),
    "gelu": ("void at::native::vectorized_elementwise_kernel<4, at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, "
             "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#2}::operator()() const::"
             "{lambda(c10::Half)#1}, at::detail::Array<char*, 2>>(int, at::native::GeluCUDAKernelImpl("
             "at::TensorIteratorBase&, at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#2}::"
             "operator()() const::{lambda(c10::Half)#1}, at::detail::Array<char*, 2>)",
             (8192, 1, 1), (128, 1, 1), 28, (31.2, 84.1, 83.7, 0.0, 35.0, 84.2, 100, 0.0)),
    "softmax": ("void at::native::(anonymous namespace)::cunn_SoftMaxForward<4, c10::Half, float, c10::Half, "
                "at::native::(anonymous namespace)::SoftMaxForwardEpilogue>(c10::Half*, c10::Half const*, int)",
                (2048, 1, 1), (512, 1, 1), 32, (35.7, 71.4, 69.9, 12.5, 48.2, 74.5, 100, 0.0)),
    "conv": ("sm80_xmma_fprop_implicit_gemm_f16f16_f16f32_f32_nhwckrsc_nhwc_tilesize128x128x32_stage4_warpsize2x2x1_"
             "g1_tensor16x8x16_kernel_cudnn", (196, 2, 1), (128, 1, 1), 168, (77.0, 51.8, 33.1, 4.4, 86.0, 11.9, 12.5, 61.7)),
    "bn": ("void cudnn::bn_fw_inf_1C11_kernel_NCHW<__half, float, true, 1>(float, float, cudnnTensorStruct, __half const*, "
           "cudnnTensorStruct, __half*, cudnnTensorStruct, float const*, float const*, float const*, float const*, float)",
           (64, 32, 1), (256, 1, 1), 30, (22.0, 80.5, 79.9, 0.0, 30.1, 88.3, 100, 0.0)),
    "nccl": ("ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*, unsigned long, ncclWork*)", (2, 1, 1),
             (640, 1, 1), 96, (3.1, 9.4, 6.2, 0.0, 52.0, 1.2, 31.25, 0.0)),
    "tiny": ("void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
             "at::detail::Array<char*, 1>>(int, at::native::FillFunctor<float>, at::detail::Array<char*, 1>)",
             (1, 1, 1), (128, 1, 1), 16, (0.4, 1.1, 0.3, 0.0, 0.0, 6.2, 100, 0.0)),
}

# model: [(kernel, instances, mean duration in ns)]
MODELS = {
    "llama-8b": [("bf16gemm", 4480, 61250), ("flash", 1120, 48800), ("layernorm", 2240, 9210),
                 ("add", 2240, 6150), ("softmax", 35, 12400), ("tiny", 1900, 1540)],
    "bert-base": [("xmmagemm", 960, 33900), ("cutlass", 240, 41100), ("layernorm", 500, 7020),
                  ("gelu", 240, 10350), ("softmax", 240, 11870), ("add", 480, 5210)],
    "gpt2-train": [("sgemm", 1536, 88400), ("bf16gemm", 768, 54300), ("flash", 384, 96100),
                   ("layernorm", 1000, 12200), ("gelu", 384, 18900), ("add", 2300, 6620),
                   ("nccl", 148, 410300), ("tiny", 5200, 1480)],
    "resnet50": [("conv", 5300, 71200), ("bn", 5300, 11900), ("add", 1600, 8800),
                 ("cutlass", 50, 39900), ("tiny", 800, 1510)],
    "vit-b16": [("xmmagemm", 1152, 29700), ("flash", 288, 30200), ("layernorm", 600, 8350),
                ("gelu", 288, 14100), ("add", 576, 5480), ("conv", 24, 52100)],
}

CSV_OPTS = dict(quoting=csv.QUOTE_ALL, lineterminator="\n")


def kernsum(model, rng):
    rows = []
    for k, n, avg in MODELS[model]:
        durs = [max(1000, int(rng.gauss(avg, avg * 0.06))) for _ in range(n)]
        durs.sort()
        total = sum(durs)
        mean = total / n
        med = durs[n // 2] if n % 2 else (durs[n // 2 - 1] + durs[n // 2]) / 2
        sd = (sum((d - mean) ** 2 for d in durs) / (n - 1)) ** 0.5 if n > 1 else 0.0
        rows.append([total, n, mean, med, durs[0], durs[-1], sd, K[k][0]])
    grand = sum(r[0] for r in rows)
    rows.sort(key=lambda r: -r[0])
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["Time (%)", "Total Time (ns)", "Instances", "Avg (ns)", "Med (ns)", "Min (ns)", "Max (ns)",
                "StdDev (ns)", "Name"])
    for t, n, mean, med, lo, hi, sd, name in rows:
        w.writerow([f"{100 * t / grand:.1f}", t, n, f"{mean:.1f}", f"{med:.1f}", lo, hi, f"{sd:.1f}", name])
    return out.getvalue()


def fmt_int(v):
    return f"{v:,}"


def ncu_details(model, rng, pid):
    out = io.StringIO()
    w = csv.writer(out, **CSV_OPTS)
    w.writerow(["ID", "Process ID", "Process Name", "Host Name", "Kernel Name", "Context", "Stream", "Block Size",
                "Grid Size", "Device", "CC", "Section Name", "Metric Name", "Metric Unit", "Metric Value",
                "Rule Name", "Rule Type", "Rule Description", "Estimated Speedup Type", "Estimated Speedup"])
    ids = 0
    # the top kernels by time, one launch each (what the sweep's --kernel-name regex selects)
    for k, n, avg in sorted(MODELS[model], key=lambda e: -e[1] * e[2])[:4]:
        name, grid, block, regs, (sm, mem, dram, l1, l2, occ, theo, tensor) = K[k]
        for launch in range(1):
            j = lambda x, s=0.03: max(0.0, x * (1 + rng.uniform(-s, s)))
            dur = j(avg, 0.05)
            cyc = int(dur * 1.41)
            head = [str(ids), str(pid), "python3.10", "127.0.0.1", name, "1", "7", f"({block[0]}, {block[1]}, {block[2]})",
                    f"({grid[0]}, {grid[1]}, {grid[2]})", "0", "8.0"]
            threads = block[0] * block[1] * block[2]
            lim_regs = 65536 // (((regs + 7) // 8 * 8) * threads)
            lim_warps = 64 // ((threads + 31) // 32)
            lim_smem = 2 if tensor or k == "sgemm" else 32
            nthreads = grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2]
            rows = [
                ("GPU Speed Of Light Throughput", "DRAM Frequency", "cycle/nsecond", "1.51"),
                ("GPU Speed Of Light Throughput", "SM Frequency", "cycle/nsecond", "1.41"),
                ("GPU Speed Of Light Throughput", "Elapsed Cycles", "cycle", fmt_int(cyc)),
                ("GPU Speed Of Light Throughput", "Memory Throughput", "%", f"{j(mem):.2f}"),
                ("GPU Speed Of Light Throughput", "DRAM Throughput", "%", f"{j(dram):.2f}"),
                ("GPU Speed Of Light Throughput", "Duration", "usecond", f"{dur / 1000:.2f}"),
                ("GPU Speed Of Light Throughput", "L1/TEX Cache Throughput", "%", f"{j(max(sm, mem) * 0.55):.2f}"),
                ("GPU Speed Of Light Throughput", "L2 Cache Throughput", "%", f"{j(mem * 0.8):.2f}"),
                ("GPU Speed Of Light Throughput", "SM Active Cycles", "cycle", fmt_int(int(cyc * 0.96))),
                ("GPU Speed Of Light Throughput", "Compute (SM) Throughput", "%", f"{j(sm):.2f}"),
                ("Launch Statistics", "Block Size", "", str(block[0] * block[1] * block[2])),
                ("Launch Statistics", "Grid Size", "", str(grid[0] * grid[1] * grid[2])),
                ("Launch Statistics", "Registers Per Thread", "register/thread", str(regs)),
                ("Launch Statistics", "Threads", "thread", fmt_int(nthreads)),
                ("Launch Statistics", "Waves Per SM", "", f"{nthreads / (108 * 2048 * theo / 100):.2f}"),
                ("Occupancy", "Block Limit SM", "block", "32"),
                ("Occupancy", "Block Limit Registers", "block", str(lim_regs)),
                ("Occupancy", "Block Limit Shared Mem", "block", str(lim_smem)),
                ("Occupancy", "Block Limit Warps", "block", str(lim_warps)),
                ("Occupancy", "Theoretical Occupancy", "%", f"{theo:g}"),
                ("Occupancy", "Achieved Occupancy", "%", f"{j(occ):.2f}"),
                ("Memory Workload Analysis", "Memory Throughput", "Gbyte/second", f"{j(dram) * 15.55:.2f}"),
                ("Memory Workload Analysis", "L1/TEX Hit Rate", "%", f"{l1:.2f}"),
                ("Memory Workload Analysis", "L2 Hit Rate", "%", f"{j(l2, 0.02):.2f}"),
                ("Memory Workload Analysis", "Mem Busy", "%", f"{j(mem * 0.9):.2f}"),
                ("Memory Workload Analysis", "Max Bandwidth", "%", f"{j(mem):.2f}"),
                ("Compute Workload Analysis", "Executed Ipc Active", "inst/cycle", f"{j(sm / 25):.2f}"),
                ("Compute Workload Analysis", "SM Busy", "%", f"{j(sm):.2f}"),
                ("Compute Workload Analysis", "Issue Slots Busy", "%", f"{j(sm * 0.8):.2f}"),
            ]
            if tensor or k == "sgemm":
                rows.append(("Compute Workload Analysis", "Tensor (FP)", "%", f"{j(tensor):.2f}"))
            for r in rows:
                w.writerow(head + list(r) + ["", "", "", "", ""])
            ids += 1
    return out.getvalue()


def main():
    for i, model in enumerate(sorted(MODELS)):
        rng = random.Random(1000 + i)
        with open(os.path.join(HERE, f"{model}.kernsum.csv"), "w") as f:
            f.write(kernsum(model, rng))
        with open(os.path.join(HERE, f"{model}.ncu.csv"), "w") as f:
            f.write(ncu_details(model, rng, 41000 + 17 * i))


if __name__ == "__main__":
    main()
