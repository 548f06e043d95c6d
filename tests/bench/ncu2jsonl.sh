#!/usr/bin/env bash
# Throughput and peak memory of ncu2jsonl on a >= 1 GB details CSV made from our sample.
# Prints figures; never fails on time. Usage: tests/bench/ncu2jsonl.sh [SIZE_MB] (default 1100)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
size=${1:-1100}
data=$root/tests/bench/data
mkdir -p "$data"
csv=$data/details-${size}MB.csv
[ -f "$csv" ] || python3 "$root/tests/bench/gen_details.py" "$root/pipelines/sample/ncu-details.csv" "$csv" "$size"
bytes=$(stat -c %s "$csv")
cat "$csv" > /dev/null  # warm the page cache
# Best of 3 runs (the machine may be shared); CPU seconds (user+sys) are printed too.
best=
for _ in 1 2 3; do
  /usr/bin/time -f '%e %U %S %M' -o "$data/time.txt" "$bin/ncu2jsonl" "$csv" > /dev/null
  read -r secs user sys rss_kb < "$data/time.txt"
  if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss_kb"; fi
done
python3 - "$bytes" $best <<'PY'
import sys
b, s, u, y, kb = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
mb = b / 1e6
print(f"ncu2jsonl details CSV: {mb:.0f} MB in {s:.2f} s wall = {mb/max(s,1e-9):.0f} MB/s "
      f"({mb/max(u+y,1e-9):.0f} MB/s per CPU second), peak RSS {kb/1024:.1f} MiB")
PY
