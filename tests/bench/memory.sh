#!/usr/bin/env bash
# Peak memory of every streaming tool on a 2 GB input, and on a quarter of it to show that it
# does not grow with the input: ncu2jsonl on a details CSV, nsys2jsonl on a GPU trace
# CSV, knorm and kclassify on ncu JSON lines, kagg on mixed records. Prints peak RSS per size;
# never fails. Inputs are generated from our fixtures into tests/bench/data (git-ignored) and
# the big ones removed afterwards unless KC_BENCH_KEEP=1.
# Usage: tests/bench/memory.sh [SIZE_MB]    (default 2100)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
size=${1:-2100}
data=$root/tests/bench/data
mkdir -p "$data"
tmp=$(mktemp -d "$data/memory.XXXXXX")
[ "${KC_BENCH_KEEP:-0}" = 1 ] || trap 'rm -rf "$tmp"' EXIT

# repeat SRC DST MB [SKIP_HEADER_LINES]: DST is SRC's header (its first SKIP lines) followed by
# SRC's body repeated up to MB megabytes.
repeat() {
  local src=$1 dst=$2 mb=$3 skip=${4:-0}
  python3 - "$src" "$dst" "$mb" "$skip" <<'PY'
import sys
src, dst, mb, skip = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
lines = open(src, "rb").read().splitlines(keepends=True)
head, body = b"".join(lines[:skip]), b"".join(lines[skip:])
block = body * max(1, (4 << 20) // max(1, len(body)))
with open(dst, "wb") as f:
    f.write(head)
    n = len(head)
    while n < mb * 1000000:
        f.write(block)
        n += len(block)
PY
}

rss() {  # rss CMD...: peak RSS in MiB of CMD (stdout discarded)
  /usr/bin/time -f '%M' -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" || {
    echo "memory.sh: $* failed:" >&2
    tail -3 "$tmp/err" >&2
    exit 1
  }
  awk '{printf "%.1f", $1 / 1024}' "$tmp/time"
}

quarter=$((size / 4))
# ncu details CSV (gen_details.py renumbers launch IDs), and the JSON lines made from it.
for mb in "$quarter" "$size"; do
  python3 "$root/tests/bench/gen_details.py" "$root/pipelines/sample/ncu-details.csv" \
    "$tmp/details-$mb.csv" "$mb" >/dev/null
done
# nsys GPU trace CSV: the header line, then the rows of our trace fixture repeated.
trace=$root/tests/cli/golden/nsys2jsonl/gpu-trace-csv/cuda_gpu_trace.csv
for mb in "$quarter" "$size"; do repeat "$trace" "$tmp/trace-$mb.csv" "$mb" 1; done

printf '%-12s %-26s %12s %12s\n' tool input "RSS@${quarter}MB" "RSS@${size}MB"
row() {  # row TOOL INPUT-KIND FILE-PATTERN(with @ for the size) [ARGS...]
  local tool=$1 kind=$2 pat=$3 small big
  shift 3
  small=$(rss "$bin/$tool" "$@" "${pat//@/$quarter}")
  big=$(rss "$bin/$tool" "$@" "${pat//@/$size}")
  printf '%-12s %-26s %10s MiB %10s MiB\n' "$tool" "$kind" "$small" "$big"
}
row ncu2jsonl "ncu details CSV" "$tmp/details-@.csv"
row nsys2jsonl "nsys GPU trace CSV" "$tmp/trace-@.csv"
# JSON lines of the sizes above, for the filters, then the CSVs are no longer needed.
for mb in "$quarter" "$size"; do
  "$bin/ncu2jsonl" "$tmp/details-$mb.csv" >"$tmp/ncu-part.jsonl"
  rm -f "$tmp/details-$mb.csv" "$tmp/trace-$mb.csv"
  repeat "$tmp/ncu-part.jsonl" "$tmp/ncu-$mb.jsonl" "$mb"
done
rm -f "$tmp/ncu-part.jsonl"
row knorm "ncu JSON lines" "$tmp/ncu-@.jsonl"
for mb in "$quarter" "$size"; do
  "$bin/knorm" "$tmp/ncu-$mb.jsonl" | head -c $((mb * 1000000)) | sed '$d' >"$tmp/norm-$mb.jsonl"
  rm -f "$tmp/ncu-$mb.jsonl"
done
row kclassify "knorm'd ncu JSON lines" "$tmp/norm-@.jsonl"
rm -f "$tmp"/norm-*.jsonl
for mb in "$quarter" "$size"; do
  python3 "$root/tests/bench/gen_kagg.py" "$root/tests/cli/golden/kagg/mix/mix.jsonl" \
    "$tmp/kagg-$mb.jsonl" "$mb"
done
row kagg "mixed records (100k cells)" "$tmp/kagg-@.jsonl" --by family
