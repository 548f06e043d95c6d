#!/usr/bin/env bash
# Memory with millions of distinct kernel names (issue 13): N distinct names (default 5 M, in
# M models) through knorm, then kagg --partial of each of P parts (which holds its part's cells),
# kagg --merge --partial of the parts, and kagg --merge of the parts to results (JSON lines, all
# groups). Prints peak RSS and time of each; the aim is under 500 MB for knorm and both merges
# (2026-11-25, 5 M names: knorm 46 MiB, --merge --partial 10 MiB, --merge 200 MiB).
# Never fails on a figure. Data in tests/bench/data (git-ignored), removed unless KC_BENCH_KEEP=1.
# Usage: tests/bench/distinct_names.sh [N] [PARTS] [MODELS]   (defaults 5000000 4 1000)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
n=${1:-5000000}
parts=${2:-4}
models=${3:-1000}
mkdir -p "$root/tests/bench/data"
tmp=$(mktemp -d "$root/tests/bench/data/names.XXXXXX")
[ "${KC_BENCH_KEEP:-0}" = 1 ] || trap 'rm -rf "$tmp"' EXIT

# measure LABEL CMD...: runs CMD (stdout to $tmp/out), prints its peak RSS and time.
measure() {
  local label=$1
  shift
  /usr/bin/time -f '%M %e' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err" || {
    echo "distinct_names.sh: $label failed:" >&2
    tail -3 "$tmp/err" >&2
    exit 1
  }
  read -r kb secs <"$tmp/time"
  printf '%-44s peak RSS %6.0f MiB  %7.2f s\n' "$label" "$(echo "$kb / 1024" | bc -l)" "$secs"
}

# nsys_kernel_summary records, each kernel name distinct (a numbered namespace), models
# interleaved so that every part holds cells of every model.
python3 - "$n" "$models" "$tmp/names.jsonl" <<'PY'
import sys
n, models, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
with open(path, "w") as f:
    for i in range(n):
        f.write('{"type":"nsys_kernel_summary","schema_version":1,"run":{"model":"model%d"},'
                '"kernel":"void ns%d::gemm_kernel<float, 128, cutlass::layout::RowMajor>(float*, int)",'
                '"total_ns":%d,"instances":3}\n' % (i % models, i, 1000 + i))
PY
echo "$n distinct names, $models models, $(du -m "$tmp/names.jsonl" | cut -f1) MB of records"

measure "knorm (default --cache-size)" "$bin/knorm" "$tmp/names.jsonl"
mv "$tmp/out" "$tmp/knorm.jsonl"
split -n "l/$parts" "$tmp/knorm.jsonl" "$tmp/part."
rm "$tmp/knorm.jsonl"
for p in "$tmp"/part.??; do
  measure "kagg --partial (1/$parts of the records)" "$bin/kagg" --partial "$p"
  mv "$tmp/out" "$p.state"
  rm "$p"
done
measure "kagg --merge --partial ($parts files)" "$bin/kagg" --merge --partial "$tmp"/part.??.state
echo "  $(head -n 1 "$tmp/out" | grep -o '"cells":[0-9]*') in the merged state"
measure "kagg --merge (results, $parts files)" "$bin/kagg" --merge "$tmp"/part.??.state
echo "  $(grep -c '"type":"agg"' "$tmp/out") groups written"
