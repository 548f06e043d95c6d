#!/usr/bin/env bash
# Throughput and peak memory of nsys2jsonl on an nsys SQLite export with >= 1 M kernel launches
# (tests/bench/gen_nsys_sqlite.py: real table layout, nested NVTX ranges, one runtime call per
# launch), to JSON lines, --summary and --by-shape. Prints figures; never fails on time.
# Usage: tests/bench/nsys_sqlite.sh [LAUNCHES] (default 1000000)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
n=${1:-1000000}
data=$root/tests/bench/data
mkdir -p "$data"
db=$data/nsys-${n}.sqlite
[ -f "$db" ] || python3 "$root/tests/bench/gen_nsys_sqlite.py" "$db" --launches "$n"
cat "$db" > /dev/null  # warm the page cache
# run LABEL ARGS...: best of 3 runs (the machine may be shared), with CPU seconds and peak RSS.
run() {
  local label=$1 best=
  shift
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %U %S %M' -o "$data/time.txt" "$bin/nsys2jsonl" "$@" "$db" > /dev/null
    read -r secs user sys rss_kb < "$data/time.txt"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss_kb"; fi
  done
  python3 - "$label" "$n" $best <<'PY'
import sys
label, n, s, u, y, kb = sys.argv[1], int(sys.argv[2]), *map(float, sys.argv[3:6]), int(sys.argv[6])
print(f"nsys2jsonl {label}: {n} launches in {s:.2f} s wall = {n/max(s,1e-9)/1e6:.2f} M launches/s "
      f"({n/max(u+y,1e-9)/1e6:.2f} M per CPU second), peak RSS {kb/1024:.1f} MiB")
PY
}
run "SQLite -> JSON lines" 
run "SQLite --summary" --summary
run "SQLite --by-shape" --by-shape
