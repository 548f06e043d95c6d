#!/usr/bin/env bash
# Throughput and peak RSS of kagg over >= 1 GB of records, generated from our golden fixture
# (tests/cli/golden/kagg/mix/mix.jsonl: nsys summaries and launches, classified ncu records) with
# 200 models x 500 kernel names (tests/bench/gen_kagg.py), and at two sizes to show RSS does not
# grow with the input.
# Prints figures; never fails on time. Usage: tests/bench/kagg.sh [MB]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
size=${1:-1100}
data=$root/tests/bench/data
mkdir -p "$data"
for mb in $((size / 4)) "$size"; do
  f=$data/kagg-${mb}MB.jsonl
  [ -f "$f" ] ||
    python3 "$root/tests/bench/gen_kagg.py" "$root/tests/cli/golden/kagg/mix/mix.jsonl" "$f" "$mb"
  bytes=$(stat -c %s "$f")
  cat "$f" >/dev/null
  best=
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %U %S %M' -o "$data/time.txt" "$bin/kagg" --by family "$f" >/dev/null
    read -r secs user sys rss_kb <"$data/time.txt"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss_kb"; fi
  done
  python3 - "$bytes" $best <<'PY'
import sys
b, s, u, y, kb = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
mb = b / 1e6
print(f"kagg --by family: {mb:.0f} MB in {s:.2f} s wall = {mb/max(s,1e-9):.0f} MB/s "
      f"({mb/max(u+y,1e-9):.0f} MB/s per CPU second), peak RSS {kb/1024:.1f} MiB")
PY
done
