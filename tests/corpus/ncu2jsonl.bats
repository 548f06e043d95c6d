#!/usr/bin/env bats
# ncu2jsonl over every real Nsight Compute file of ../shared/corpus (see its MANIFEST.tsv), checked
# against the *.oracle.jsonl files written with NVIDIA's ncu_report module and against the
# installed ncu (reports imported through input 5 must equal the derived raw-base CSV).
bats_require_minimum_version 1.5.0
load oracle

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
}

setup() {
  TOOL="$KC_BIN/ncu2jsonl"
  TMP="$BATS_TEST_TMPDIR"
}

# Files under ncu/{csv,text,derived} that are not ncu output: none so far. A file listed here
# must exit 1 with "not Nsight Compute output"; every other file must convert with exit 0.
NOT_NCU=()

@test "every ncu CSV, text and derived file converts with exit 0 (an ERR_NVGPUCTRPERM log: exit 1)" {
  local failed=0 n=0
  for f in "$CORPUS"/ncu/csv/* "$CORPUS"/ncu/text/* "$CORPUS"/ncu/derived/*.csv; do
    n=$((n + 1))
    run --separate-stderr "$TOOL" "$f"
    if grep -q ERR_NVGPUCTRPERM "$f"; then
      # a run without counter permission (41, 44): no data, an error with the hint
      if [ "$status" -ne 1 ] || [[ "$stderr" != *"(ERR_NVGPUCTRPERM), so the run has no kernel data"* ]]; then
        echo "expected exit 1 and the permission hint: $f: exit $status: ${stderr:0:300}"
        failed=$((failed + 1))
      fi
      continue
    fi
    if [ "$status" -ne 0 ]; then
      echo "exit $status: $f: ${stderr:0:300}"
      failed=$((failed + 1))
    fi
    # stdout is valid JSON lines
    printf '%s' "$output" | python3 -c 'import json,sys
for l in sys.stdin:
    json.loads(l)' || { echo "invalid JSON: $f"; failed=$((failed + 1)); }
  done
  echo "$n files"
  [ "$failed" -eq 0 ]
}

@test "raw-base CSV records agree with every ncu_report oracle" {
  oracle_once
  local n=0
  for o in "$CORPUS"/ncu/derived/*.oracle.jsonl; do
    s="${o%.oracle.jsonl}"
    [ -f "$s.raw-base.csv" ] || continue
    "$TOOL" "$s.raw-base.csv" > "$TMP/r.jsonl"
    run python3 "$KC_SRC/tests/corpus/compare_oracle.py" "$TMP/r.jsonl" "$s.raw-base.csv" "$o"
    echo "$output" | tail -5
    [ "$status" -eq 0 ]
    n=$((n + 1))
  done
  [ "$n" -ge 15 ]
}

@test "details pages: labels resolve to the metrics of the report's ncu version, values agree" {
  oracle_once
  local n=0
  for o in "$CORPUS"/ncu/derived/*.oracle.jsonl; do
    s="${o%.oracle.jsonl}"
    for v in details details-base details-all; do
      [ -f "$s.$v.csv" ] || continue
      [ "$(grep -c . "$s.$v.csv")" -le 1 ] && continue  # header only: no sections collected
      # Known limit: report 61 (ncu 2022.2) prints Compute Workload Analysis "FP64" and
      # "Tensor (FP)" labels whose metric differs in 2023.1, and no label tells the two apart.
      [ "$(basename "$s").$v" = 61_NCAR-GPU_workshop_MW_DivToMult.details-all ] && continue
      "$TOOL" "$s.$v.csv" > "$TMP/d.jsonl" 2>/dev/null
      run python3 "$KC_SRC/tests/corpus/compare_details.py" "$TMP/d.jsonl" "$o"
      [ "$status" -eq 0 ] || { echo "$s.$v.csv"; echo "$output" | tail -8; return 1; }
      n=$((n + 1))
    done
  done
  echo "$n pages"
  [ "$n" -ge 45 ]
}

@test "details, details-base and raw CSV give as many launches as the oracle" {
  oracle_once
  for o in "$CORPUS"/ncu/derived/*.oracle.jsonl; do
    s="${o%.oracle.jsonl}"
    want=$(grep -c . "$o")
    for v in raw raw-base raw-fp details details-base details-all; do
      [ -f "$s.$v.csv" ] || continue
      # header-only pages (reports with --metrics only) have no sections: 0 records
      [ "$(grep -c . "$s.$v.csv")" -le 1 ] && continue
      got=$("$TOOL" "$s.$v.csv" 2>/dev/null | wc -l)
      [ "$got" -eq "$want" ] || { echo "$s.$v.csv: $got records, oracle $want"; return 1; }
    done
  done
}

@test "every report the installed ncu reads converts and equals its raw-base CSV" {
  oracle_once
  command -v ncu || { echo "ncu is not installed (.ci/setup installs nsight-compute)"; return 1; }
  local n=0
  for r in "$CORPUS"/ncu/reports/*; do
    stem="$CORPUS/ncu/derived/$(basename "${r%.*}")"
    [ -f "$stem.raw-base.csv" ] || continue
    run --separate-stderr "$TOOL" "$r"
    [ "$status" -eq 0 ] || { echo "exit $status: $r: $stderr"; return 1; }
    a=$(printf '%s\n' "$output" | sed 's/"src_file":"[^"]*",//')
    b=$("$TOOL" "$stem.raw-base.csv" 2>/dev/null | sed 's/"src_file":"[^"]*",//')
    [ "$a" = "$b" ] || { echo "differs from raw-base: $r"; return 1; }
    n=$((n + 1))
  done
  echo "$n reports"
  [ "$n" -ge 15 ]
}

@test "a report newer than the installed ncu: exit 2, relaying ncu's error" {
  command -v ncu || return 1
  r="$CORPUS/ncu/reports/70_piragi-fuzigrad_output.ncu-rep"
  run --separate-stderr "$TOOL" "$r"
  [ "$status" -eq 2 ]
  [[ "$stderr" == "ncu2jsonl: ncu could not import $r (exit status 1): ==ERROR== Failed to load report file"*"protobuf"* ]]
  # one message: ncu's "==ERROR==" line is not read as a log line (no warnings before the error)
  [ "$(printf '%s\n' "$stderr" | wc -l)" -eq 1 ]
}
