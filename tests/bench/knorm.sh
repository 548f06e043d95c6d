#!/usr/bin/env bash
# knorm throughput: warm (many launches of few kernels: the memo hit path) and cold (every name
# distinct: demangle + canonicalise + rules for each). Prints figures; never fails on time.
# Usage: tests/bench/knorm.sh [WARM_RECORDS] [COLD_NAMES]   (defaults 2000000 and 200000)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
warm_n=${1:-2000000}
cold_n=${2:-200000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
corpus=${KC_CORPUS:-$root/../shared/corpus}
python3 - "$warm_n" "$cold_n" "$tmp" "$corpus/names/all-names.tsv" <<'PY'
import json, os, sys
warm_n, cold_n, tmp, names_tsv = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
names = []
if os.path.exists(names_tsv):
    with open(names_tsv, encoding="utf-8") as f:
        next(f)
        names = sorted({l.split("\t")[0] for l in f})
if not names:
    names = ["void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
             "at::detail::Array<char*, 1> >(int, at::native::FillFunctor<float>, at::detail::Array<char*, 1>)",
             "ampere_sgemm_128x64_nn", "triton_poi_fused_add_0"]
# Warm: launch records (nsys_kernel_launch-shaped) cycling over 40 real names.
few = names[:: max(1, len(names) // 40)][:40]
with open(f"{tmp}/warm.jsonl", "w") as f:
    for i in range(warm_n):
        f.write(json.dumps({"type": "nsys_kernel_launch", "schema_version": 1, "kernel": few[i % len(few)],
                            "start_ns": 1000 * i, "end_ns": 1000 * i + 700, "duration_ns": 700,
                            "device": 0, "stream": 7, "grid": [80, 1, 1], "block": [256, 1, 1]}) + "\n")
# Cold: every record a distinct name (corpus names made distinct by a numbered namespace).
with open(f"{tmp}/cold.jsonl", "w") as f:
    for i in range(cold_n):
        n = names[i % len(names)]
        k = n.replace("void ", f"void ns{i}::", 1) if n.startswith("void ") else f"{n}_v{i}x"
        f.write(json.dumps({"type": "nsys_kernel_summary", "schema_version": 1, "kernel": k}) + "\n")
PY
run() {  # run FILE LABEL UNIT_COUNT UNIT: best of 3 (the machine may be shared), CPU seconds too
  cat "$1" >/dev/null
  local best=
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$bin/knorm" "$1" >/dev/null
    read -r secs user sys rss_kb <"$tmp/time"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss_kb"; fi
  done
  python3 -c 'import sys; n, s, u, y, kb = int(sys.argv[1]), *map(float, sys.argv[2:5]), int(sys.argv[5]); print(f"knorm {sys.argv[6]}: {n} {sys.argv[7]} in {s:.2f} s = {n / max(s, 1e-9) / 1e3:.0f} k/s ({n / max(u + y, 1e-9) / 1e3:.0f} k per CPU second), peak RSS {kb / 1024:.0f} MiB")' \
    "$3" $best "$2" "$4"
}
run "$tmp/warm.jsonl" "warm (40 distinct names)" "$warm_n" "records"
run "$tmp/cold.jsonl" "cold (every name distinct)" "$cold_n" "names"
