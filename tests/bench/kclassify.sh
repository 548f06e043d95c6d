#!/usr/bin/env bash
# Throughput of kclassify on ncu JSON lines (made by ncu2jsonl from the generated details CSV of
# tests/bench/ncu2jsonl.sh). Prints figures; never fails on time. Usage: tests/bench/kclassify.sh [MB]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
size=${1:-600}
data=$root/tests/bench/data
mkdir -p "$data"
csv=$data/details-${size}MB.csv
[ -f "$csv" ] || python3 "$root/tests/bench/gen_details.py" "$root/pipelines/sample/ncu-details.csv" "$csv" "$size"
jsonl=$data/ncu-${size}MB.jsonl
[ -f "$jsonl" ] || "$bin/ncu2jsonl" "$csv" > "$jsonl"
bytes=$(stat -c %s "$jsonl")
cat "$jsonl" > /dev/null
best=
for _ in 1 2 3; do
  /usr/bin/time -f '%e %U %S %M' -o "$data/time.txt" "$bin/kclassify" "$jsonl" > /dev/null
  read -r secs user sys rss_kb < "$data/time.txt"
  if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss_kb"; fi
done
python3 - "$bytes" $best <<'PY'
import sys
b, s, u, y, kb = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
mb = b / 1e6
print(f"kclassify ncu JSON lines: {mb:.0f} MB in {s:.2f} s wall = {mb/max(s,1e-9):.0f} MB/s "
      f"({mb/max(u+y,1e-9):.0f} MB/s per CPU second), peak RSS {kb/1024:.1f} MiB")
PY
