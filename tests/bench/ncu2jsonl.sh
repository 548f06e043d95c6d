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
/usr/bin/time -f '%e %M' -o "$data/time.txt" "$bin/ncu2jsonl" "$csv" > /dev/null
read -r secs rss_kb < "$data/time.txt"
python3 - "$bytes" "$secs" "$rss_kb" <<'PY'
import sys
b, s, kb = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
print(f"ncu2jsonl details CSV: {b/1e6:.0f} MB in {s:.2f} s = {b/1e6/max(s,1e-9):.0f} MB/s, peak RSS {kb/1024:.1f} MiB")
PY
