#!/usr/bin/env bash
# Hot kernels of one model: its kernels by GPU time, with the ncu figures joined in.
#   pipelines/hot-kernels.sh SWEEP_OUT/MODEL [N]     a model folder of a sweep
#   pipelines/hot-kernels.sh FILE.jsonl... [N]       or its records (nsys2jsonl|knorm, ncu2jsonl|knorm|kclassify)
# Prints a Markdown table of the N (default 15) kernels with the most GPU time.
set -euo pipefail
# The tools: BIN, else the build folder of this checkout, else the installed ones on PATH.
BIN=${BIN:-$(b=$(dirname "$0")/../build/bin; [ -x "$b/kagg" ] || b=$(dirname "$(command -v kagg || echo "$b/kagg")"); echo "$b")}
n=15
if [[ ${!#} =~ ^[0-9]+$ ]]; then n=${!#}; set -- "${@:1:$#-1}"; fi
[ $# -ge 1 ] || { echo "usage: $0 MODEL_DIR|FILE.jsonl... [N]" >&2; exit 2; }
files=()
for a in "$@"; do
  if [ -d "$a" ]; then
    for f in "$a/nsys.jsonl" "$a/ncu.jsonl"; do [ -f "$f" ] && files+=("$f"); done
  else files+=("$a"); fi
done
"$BIN/kagg" --top "$n" --format md "${files[@]}"
