#!/usr/bin/env bash
# Roofline of one kernel family (docs/taxonomy.md: gemm, attention, norm, elementwise, ...):
#   pipelines/roofline.sh FAMILY SWEEP_OUT|FILE.jsonl...
# One line per profiled launch of that family, from kclassify's roofline figures, tab-separated:
#   model  kernel_base  precision  ai_dram(flop/byte)  gflop_per_s  pct_of_roof  bound
# Plot it with any tool (x: ai_dram, log scale; y: gflop_per_s).
set -euo pipefail
family=${1:?usage: $0 FAMILY SWEEP_OUT|FILE.jsonl...}; shift
[ $# -ge 1 ] || { echo "usage: $0 FAMILY SWEEP_OUT|FILE.jsonl..." >&2; exit 2; }
files=()
for a in "$@"; do
  if [ -d "$a" ]; then files+=("$a"/*/ncu.jsonl); else files+=("$a"); fi
done
printf 'model\tkernel_base\tprecision\tai_dram\tgflop_per_s\tpct_of_roof\tbound\n'
jq -r --arg f "$family" '
  select(.type == "ncu_kernel" and .family == $f)
  | [.run.model // "-", .kernel_base, (.roofline.precision // "-"),
     (.roofline.ai_dram // "-"), (if .roofline.flops_per_s then (.roofline.flops_per_s / 1e9 * 10 | round / 10) else "-" end),
     (.roofline.pct_of_roof // "-"), .bound] | @tsv' "${files[@]}"
