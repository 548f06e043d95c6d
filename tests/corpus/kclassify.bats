#!/usr/bin/env bats
# kclassify over every ncu file of ../shared/corpus: NVIDIA's own SOLBottleneck verdicts agree with
# ours, and the class does not depend on the order of metrics or on the units ncu printed.
bats_require_minimum_version 1.5.0
load oracle

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
  # Each ncu file converted once, for every test below: ncu/<n>.jsonl, named in ncu/<n>.name.
  export NCU="$BATS_FILE_TMPDIR/ncu"
  mkdir -p "$NCU"
  local n=0 f
  for f in "$CORPUS"/ncu/csv/* "$CORPUS"/ncu/text/* "$CORPUS"/ncu/derived/*.csv; do
    n=$((n + 1))
    "$KC_BIN/ncu2jsonl" "$f" 2>/dev/null > "$NCU/$n.jsonl" || true
    echo "$f" > "$NCU/$n.name"
  done
}

setup() { TMP="$BATS_TEST_TMPDIR"; }

# converted FILE: the ncu2jsonl output of the corpus file FILE (converted in setup_file).
converted() {
  local n
  n=$(grep -lxF "$1" "$NCU"/*.name)
  echo "${n%.name}.jsonl"
}

@test "bound agrees with ncu's SOLBottleneck rule on >= 98 % of the corpus records that carry it" {
  oracle_once
  for f in "$NCU"/*.jsonl; do
    "$KC_BIN/kclassify" "$f" > "$TMP/$(basename "$f")"
  done
  run python3 "$KC_SRC/tests/corpus/kclassify_parity.py" 98 "$TMP"/*.jsonl
  echo "$output"
  [ "$status" -eq 0 ]
}

@test "every ncu record of the corpus classifies without error" {
  for f in "$NCU"/*.jsonl; do
    run --separate-stderr "$KC_BIN/kclassify" "$f"
    [ "$status" -eq 0 ] || { echo "$(cat "${f%.jsonl}.name"): $stderr"; return 1; }
    [ "$(grep -c . <<<"$output")" -eq "$(grep -c . "$f")" ] || [ -z "$output" ]
  done
}

# The classification fields of each record, for comparing runs.
verdicts() {
  python3 -c '
import json, sys
for l in sys.stdin:
    r = json.loads(l)
    print(r["bound"], r["memory_unit"], sorted(r["signals"]), [s["reason"] for s in r["stall_top"]])'
}

@test "classification does not depend on units printed auto or base (details vs details-base)" {
  local n=0
  for a in "$CORPUS"/ncu/derived/*.details.csv; do
    b="${a%.details.csv}.details-base.csv"
    [ -f "$b" ] || continue
    x=$("$KC_BIN/kclassify" "$(converted "$a")" | verdicts)
    y=$("$KC_BIN/kclassify" "$(converted "$b")" | verdicts)
    [ "$x" = "$y" ] || { echo "$a"; diff <(echo "$x") <(echo "$y"); return 1; }
    n=$((n + 1))
  done
  [ "$n" -ge 15 ]
}

@test "classification does not depend on the order of metrics" {
  for f in "$CORPUS"/ncu/derived/*.raw-base.csv "$CORPUS"/ncu/derived/*.details.csv; do
    cp "$(converted "$f")" "$TMP/in.jsonl"
    python3 -c '
import json, random, sys
random.seed(7)
for l in open(sys.argv[1]):
    r = json.loads(l)
    items = list(r["metrics"].items())
    random.shuffle(items)
    r["metrics"] = dict(items)
    print(json.dumps(r))' "$TMP/in.jsonl" > "$TMP/shuffled.jsonl"
    x=$("$KC_BIN/kclassify" "$TMP/in.jsonl" | verdicts)
    y=$("$KC_BIN/kclassify" "$TMP/shuffled.jsonl" | verdicts)
    [ "$x" = "$y" ] || { echo "$f"; diff <(echo "$x") <(echo "$y"); return 1; }
  done
}

@test "signals: thresholds agree with ncu's Occupancy rules, few kernels carry one, no stream a cache signal" {
  oracle_once
  # Figures in docs/signals.md: 34/35 and 33/35 agreement, 25.1 % of distinct kernels signalled.
  # knorm and kclassify are filters of one record at a time: one run over all files at once.
  mkdir -p "$TMP/rules" "$TMP/thresholds"
  cat "$NCU"/*.jsonl | "$KC_BIN/knorm" > "$TMP/in.jsonl"
  "$KC_BIN/kclassify" "$TMP/in.jsonl" > "$TMP/rules/all.jsonl"
  "$KC_BIN/kclassify" --thresholds-only "$TMP/in.jsonl" > "$TMP/thresholds/all.jsonl"
  run python3 "$KC_SRC/tests/corpus/signal_parity.py" 90 35 "$TMP/rules" "$TMP/thresholds"
  echo "$output"
  [ "$status" -eq 0 ]
}
