#!/usr/bin/env bats
# knorm over the corpus: every distinct kernel name (names/all-names.tsv) without a crash and
# without other/other on a library the taxonomy lists by example; accuracy on the corpus's
# hand-labelled names/labels-2.tsv (ours and labels_public: tests/cli/knorm_labels.bats); and the real pipelines
# ncu2jsonl | knorm and nsys2jsonl | knorm on corpus files.
bats_require_minimum_version 1.5.0

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/names" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
}

setup() {
  TMP="$BATS_TEST_TMPDIR"
}

@test "every corpus kernel name: one record each, no other/other on a listed library" {
  run -0 python3 "$KC_SRC/tests/corpus/knorm_corpus.py" "$KC_BIN/knorm" "$CORPUS/names/all-names.tsv"
  echo "$output" | tail -1 >&3
}

@test "accuracy on the corpus labels under the grown taxonomy (names/labels-2.tsv, 'ambiguous' rows left out) >= 97 %" {
  [ -f "$CORPUS/names/labels-2.tsv" ] || skip "no names/labels-2.tsv in the corpus"
  run -0 python3 "$KC_SRC/tests/corpus/knorm_accuracy.py" "$KC_BIN/knorm" "$CORPUS/names/labels-2.tsv" 97
  echo "$output" | tail -1 >&3
}

# check_pipeline: stdin holds knorm's output; every record with a kernel has the added fields.
check_pipeline() {
  python3 -c '
import json, sys
n = 0
for line in sys.stdin:
    r = json.loads(line)
    if "kernel" in r:
        assert all(k in r for k in ("kernel_key", "kernel_base", "library", "family", "features")), r
        n += 1
assert n > 0, "no kernel records"
print(n, "kernel records")
'
}

@test "ncu2jsonl <corpus ncu CSV> | knorm" {
  local n=0
  for f in "$CORPUS"/ncu/csv/03_Lashi0812-CudaProgramming_ncu_reduceInteger.csv "$CORPUS"/ncu/derived/50_BrennenTaylor-Twisty_output1.details.csv; do
    [ -f "$f" ] || continue
    run -0 bash -c 'set -o pipefail; "$1/ncu2jsonl" "$2" | "$1/knorm" | '"$(declare -f check_pipeline | sed 1,2d | sed '$d')" _ "$KC_BIN" "$f"
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || skip "no ncu CSV in the corpus"
}

@test "nsys2jsonl <corpus nsys CSV> | knorm" {
  [ -x "$KC_BIN/nsys2jsonl" ] || skip "nsys2jsonl is not built"
  local n=0
  for f in "$CORPUS"/nsys/csv/18_moonmath-ai-BADAS-Open_kernel_summary_cuda_gpu_kern_sum.csv "$CORPUS"/nsys/csv/22_alansrobotlab2-mlc-llm_profile_kern_sum.csv; do
    [ -f "$f" ] || continue
    run -0 bash -c 'set -o pipefail; "$1/nsys2jsonl" "$2" | "$1/knorm" | '"$(declare -f check_pipeline | sed 1,2d | sed '$d')" _ "$KC_BIN" "$f"
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || skip "no nsys CSV in the corpus"
}
