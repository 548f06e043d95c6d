#!/usr/bin/env bash
# knorm on one record whose kernel name is one long line (issue 13: 100 MB took 1.1 GB and 31 s).
# Runs a line of MB and of twice MB megabytes and prints time, peak RSS and RSS / line size, so
# that linear time and memory within a small multiple of the line can be read off. Never fails
# on a figure. Usage: tests/bench/long_line.sh [MB]   (default 100)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KC_BIN:-$root/build/bin}
mb=${1:-100}
mkdir -p "$root/tests/bench/data"
tmp=$(mktemp -d "$root/tests/bench/data/long.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
for size in "$mb" $((2 * mb)); do
  # A template argument list of `size` MB: "void ns::k<int,int,...>(int)".
  python3 - "$size" "$tmp/line.jsonl" <<'PY'
import json, sys
n = int(sys.argv[1]) * 1000000 // 4
name = "void ns::k<" + ",".join(["int"] * n) + ">(int)"
with open(sys.argv[2], "w") as f:
    f.write(json.dumps({"type": "nsys_kernel_summary", "schema_version": 1, "kernel": name}) + "\n")
PY
  bytes=$(stat -c %s "$tmp/line.jsonl")
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin/knorm" "$tmp/line.jsonl" >"$tmp/out"
  read -r secs kb <"$tmp/time"
  python3 - "$bytes" "$secs" "$kb" "$(stat -c %s "$tmp/out")" <<'PY'
import sys
b, s, kb, out = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
print(f"knorm, one line of {b/1e6:.0f} MB: {s:.2f} s, peak RSS {kb/1024:.0f} MiB = "
      f"{kb*1024/b:.1f} x the line (output {out/1e6:.0f} MB)")
PY
done
