#!/usr/bin/env python3
"""knorm over every distinct kernel name of the corpus (names/all-names.tsv, as records).

usage: knorm_corpus.py KNORM ALL-NAMES.tsv
Checks: one output record per input with every added field; no name whose kernel_base looks like a library
the taxonomy lists by example is tagged other/other. Prints a summary; exits 1 on a failure.
"""
import json
import re
import subprocess
import sys

# Names of libraries that docs/taxonomy.md lists by example.
EXAMPLES = re.compile(
    r"(^|[ :<])(at::native::|at::cuda::|cutlass|cudnn|cublas|triton_|nccl|cub::|thrust::|"
    r"tensorflow::|Eigen::|vllm::|flash_fwd|flash_bwd|fmha_|"
    r"(ampere|volta|turing|maxwell|hopper)_|sm\d\d_xmma|nvjet_|gemv2|gemvx|splitKreduce|"
    r"regular_fft|vector_fft|curand|generate_seed_pseudo|k_bin_bcast|mul_mat_|dequantize_block|"
    r"fused_\w+_kernel|default_function_kernel|elementwise_kernel|reduce_kernel|CatArrayBatchedCopy|"
    r"indexSelect|cunn_)"
)
FIELDS = ("kernel_demangled", "kernel_base", "kernel_key", "library", "family", "features")


def main():
    knorm, table = sys.argv[1], sys.argv[2]
    names = []
    seen = set()
    with open(table, encoding="utf-8") as f:
        next(f)
        for line in f:
            name = line.rstrip("\n").split("\t")[0]
            if name not in seen:
                seen.add(name)
                names.append(name)
    records = "".join(json.dumps({"schema_version": 1, "kernel": n}) + "\n" for n in names)
    p = subprocess.run([knorm], input=records.encode(), capture_output=True)
    if p.returncode != 0:
        print(f"knorm exit {p.returncode}: {p.stderr.decode()[:500]}")
        return 1
    out = [json.loads(l) for l in p.stdout.decode().splitlines()]
    bad = 0
    if len(out) != len(names):
        print(f"{len(names)} names in, {len(out)} records out")
        return 1
    for n, r in zip(names, out):
        missing = [k for k in FIELDS if k not in r]
        if missing or r["kernel"] != n:
            print(f"missing {missing}: {n[:160]}")
            bad += 1
        elif r["library"] == "other" and r["family"] == "other" and EXAMPLES.search(r["kernel_base"]):
            print(f"other/other on a listed library: {n[:160]}")
            bad += 1
    tagged = sum(1 for r in out if r["library"] != "other")
    failed = sum(1 for r in out if r.get("demangle_failed"))
    print(f"{len(names)} distinct corpus names: {tagged} with a library, "
          f"{sum(1 for r in out if r['family'] != 'other')} with a family, "
          f"{failed} demangle_failed, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
