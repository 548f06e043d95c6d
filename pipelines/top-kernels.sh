#!/usr/bin/env bash
# Top kernels across the models of a sweep, grouped as asked:
#   pipelines/top-kernels.sh SWEEP_OUT [N] [BY]      BY: kernel_key (default), kernel_base, family, library
# Merges the per-model partial aggregates (exactly one run over all records) and prints a Markdown
# table of the N (default 20) groups with the most GPU time, with how many models use each.
set -euo pipefail
# The tools: BIN, else the build folder of this checkout, else the installed ones on PATH.
BIN=${BIN:-$(b=$(dirname "$0")/../build/bin; [ -x "$b/kagg" ] || b=$(dirname "$(command -v kagg || echo "$b/kagg")"); echo "$b")}
out=${1:?usage: $0 SWEEP_OUT [N] [BY]} n=${2:-20} by=${3:-kernel_key}
shopt -s nullglob
parts=("$out"/*/partial.json)
[ ${#parts[@]} -gt 0 ] || { echo "$0: no $out/*/partial.json (run the sweep first)" >&2; exit 1; }
"$BIN/kagg" --merge --by "$by" --top "$n" --format md "${parts[@]}"
