#!/usr/bin/env bash
# The share of GPU time in memory-bound kernels, per model and overall, from a sweep:
#   pipelines/memory-bound-share.sh SWEEP_OUT
# Time is nsys time; a kernel counts by its ncu verdict (kclassify `bound`, weighted by time);
# time of kernels without ncu metrics is reported as unclassified. Tab-separated output:
#   model  gpu_ms  memory_bound_pct  unclassified_pct
set -euo pipefail
# The tools: BIN, else the build folder of this checkout, else the installed ones on PATH.
BIN=${BIN:-$(b=$(dirname "$0")/../build/bin; [ -x "$b/kagg" ] || b=$(dirname "$(command -v kagg || echo "$b/kagg")"); echo "$b")}
out=${1:?usage: $0 SWEEP_OUT}
shopt -s nullglob
parts=("$out"/*/partial.json)
[ ${#parts[@]} -gt 0 ] || { echo "$0: no $out/*/partial.json (run the sweep first)" >&2; exit 1; }
share() {  # agg records on stdin -> one line: gpu_ms memory% unclassified%
  jq -rs --arg m "$1" 'map(select(.type == "agg" and .total_ns != null)) |
    (map(.total_ns) | add) as $t
    | (map(select(.bound_by_time != null) | .total_ns * (.coverage // 1) * .bound_by_time.memory) | add // 0) as $mem
    | (map(.total_ns * (1 - (if .bound_by_time == null then 0 else (.coverage // 1) end))) | add // 0) as $unc
    | [$m, ($t / 1e6 * 1000 | round / 1000), (100 * $mem / $t * 10 | round / 10), (100 * $unc / $t * 10 | round / 10)] | @tsv'
}
printf 'model\tgpu_ms\tmemory_bound_pct\tunclassified_pct\n'
for p in "${parts[@]}"; do
  m=$(basename "$(dirname "$p")")
  "$BIN/kagg" --merge "$p" | share "$m"
done
"$BIN/kagg" --merge "${parts[@]}" | share all
