#!/usr/bin/env bash
# The whole pipeline `ncu2jsonl | knorm | kclassify | kagg` on a >= 1 GB ncu details CSV, against
# each stage run alone on the same data (each stage's input is the previous stage's output,
# written to a file first). Target: the pipeline takes at most 2x its slowest stage.
# Prints wall seconds, CPU seconds and peak RSS per stage and for the pipeline, and the ratio;
# never fails on time. Best of KC_BENCH_RUNS runs (default 3) each.
# Usage: tests/bench/pipeline.sh [SIZE_MB]    (default 1100)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
size=${1:-1100}
runs=${KC_BENCH_RUNS:-3}
data=$root/tests/bench/data
mkdir -p "$data"
csv=$data/details-${size}MB.csv
[ -f "$csv" ] || python3 "$root/tests/bench/gen_details.py" "$root/pipelines/sample/ncu-details.csv" "$csv" "$size"
tmp=$(mktemp -d "$data/pipeline.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# best LABEL CMD: runs the shell command line CMD $runs times; prints the fastest wall time with
# its CPU seconds and peak RSS (of the largest process: /usr/bin/time -f %M of the shell is the
# peak of any one child), and leaves the wall seconds in $secs.
best() {
  local label=$1 cmd=$2 b= s u y kb
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" bash -c "set -o pipefail; $cmd"
    read -r s u y kb <"$tmp/time"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < ${b%% *})}"; then b="$s $u $y $kb"; fi
  done
  read -r s u y kb <<<"$b"
  printf '%-32s %7.2f s wall %7.2f s CPU  peak RSS %6.1f MiB\n' "$label" "$s" \
    "$(awk "BEGIN{print $u + $y}")" "$(awk "BEGIN{print $kb / 1024}")"
  secs=$s
}

cat "$csv" >/dev/null  # warm the page cache
echo "input: $csv ($(($(stat -c %s "$csv") / 1000000)) MB), $runs runs each, the fastest shown"
# The intermediate files, made once, so that each stage can be timed alone.
"$bin/ncu2jsonl" "$csv" >"$tmp/ncu.jsonl"
"$bin/knorm" "$tmp/ncu.jsonl" >"$tmp/norm.jsonl"
"$bin/kclassify" "$tmp/norm.jsonl" >"$tmp/cls.jsonl"
slowest=0 slowest_name=
for stage in "ncu2jsonl $csv" "knorm $tmp/ncu.jsonl" "kclassify $tmp/norm.jsonl" \
  "kagg --by family $tmp/cls.jsonl"; do
  read -r tool _ <<<"$stage"
  best "$tool alone" "$bin/$stage >/dev/null"
  if awk "BEGIN{exit !($secs > $slowest)}"; then slowest=$secs slowest_name=$tool; fi
done
best "pipeline" "$bin/ncu2jsonl $csv | $bin/knorm | $bin/kclassify | $bin/kagg --by family >$tmp/out.jsonl"
"$bin/kagg" --by family "$tmp/cls.jsonl" | cmp -s - "$tmp/out.jsonl" ||
  { echo "pipeline.sh: the pipeline's output differs from the stages run one by one" >&2; exit 1; }
awk -v p="$secs" -v s="$slowest" -v n="$slowest_name" 'BEGIN{
  printf "pipeline / slowest stage (%s): %.2f (target <= 2)\n", n, p / s }'
