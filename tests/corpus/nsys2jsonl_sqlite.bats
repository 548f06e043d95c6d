#!/usr/bin/env bats
# nsys2jsonl over every real nsys SQLite export and report of ../shared/corpus (see its
# MANIFEST.tsv): each converts (or fails with the exact error listed below), `--by-shape` equals
# the gpukernsum CSVs that nsys 2022.4 wrote (derived/*.gpukernsum{,-base}.csv) and what the
# installed nsys prints now, each launch of its kernexectrace is a launch of the export, the kernel
# rows of its gpusum and apigpusum equal --summary, and the NVTX ranges of the launches agree with
# nsys's nvtxkernsum.
bats_require_minimum_version 1.5.0
load oracle

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/nsys" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
}

setup() {
  TOOL="$KC_BIN/nsys2jsonl"
  TMP="$BATS_TEST_TMPDIR"
}

# Input → stem of its derived/*.gpukernsum*.csv and *.nvtxkernsum.csv files.
PAIRS=(
  "sqlite/01_VerticalResearchGroup-casio_output-file.sqlite 01_VerticalResearchGroup-casio_output-file"
  "sqlite/11_quasiben-nvtx-examples_cudf.sqlite 11_quasiben-nvtx-examples_cudf"
  "sqlite/12_quasiben-nvtx-examples_workflow.sqlite 12_quasiben-nvtx-examples_workflow"
  "sqlite/13_quasiben-nvtx-examples_numba-jit.sqlite 13_quasiben-nvtx-examples_numba-jit"
  "derived/14_quasiben-nvtx-examples_cudf.export.sqlite 14_quasiben-nvtx-examples_cudf"
  "reports/14_quasiben-nvtx-examples_cudf.qdrep 14_quasiben-nvtx-examples_cudf"
  "reports/10_openhackathons-org-gpubootcamp_serial_cpu_rdf.qdrep 10_openhackathons-org-gpubootcamp_serial_cpu_rdf"
)

# Reports the installed nsys 2022.4 cannot export, with the start of the error nsys2jsonl
# relays (exit 2).
UNREADABLE=(
  "reports/02_ayush-os-nsight-systems-deep-dive_vector_add_N10.nsys-rep|(exit status 1): [libprotobuf ERROR "
  "reports/03_ayush-os-nsight-systems-deep-dive_vector_add_profile_streamed.nsys-rep|(exit status 1): [libprotobuf ERROR "
  "reports/43_riley-vc-IntegratingProject_kuwahara_gpu.nsys-rep|(exit status 1): Exportation error: Version number is invalid: 2023@3@3@42-233333266658v0 (the report was probably written by a newer Nsight Systems than this nsys reads)"
)

# scratch_copy FILE: copies FILE into a scratch dir (nsys stats writes an SQLite export next to a
# report) and prints the copy's path.
scratch_copy() {
  rm -rf "$TMP/w" && mkdir "$TMP/w" && cp "$1" "$TMP/w/" && echo "$TMP/w/$(basename "$1")"
}

# compare_summary CSV JSONL: nsys stats gpukernsum CSV (status lines before the header allowed)
# against nsys2jsonl --by-shape records, row by row, every column as nsys printed it.
compare_summary() {
  python3 "$KC_SRC/tests/corpus/compare_gpukernsum.py" "$1" "$2"
}

@test "every SQLite export converts: one record per kernel row, valid JSON" {
  local failed=0 n=0
  for f in "$CORPUS"/nsys/sqlite/*.sqlite "$CORPUS"/nsys/derived/*.sqlite; do
    n=$((n + 1))
    run --separate-stderr "$TOOL" "$f"
    if [ "$status" -ne 0 ]; then
      echo "exit $status: $f: ${stderr:0:300}"
      failed=$((failed + 1))
      continue
    fi
    printf '%s\n' "$output" >"$TMP/out.jsonl"
    python3 - "$f" "$TMP/out.jsonl" <<'EOF' || failed=$((failed + 1))
import json, sqlite3, sys
db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
want = db.execute("SELECT count(*) FROM CUPTI_ACTIVITY_KIND_KERNEL").fetchone()[0]
recs = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
starts = [r["start_ns"] for r in recs]
assert len(recs) == want, f"{sys.argv[1]}: {len(recs)} records, {want} kernel rows"
assert starts == sorted(starts), f"{sys.argv[1]}: not in start order"
assert all(r["type"] == "nsys_kernel_launch" and r["kernel"] for r in recs)
EOF
  done
  echo "$n files"
  [ "$n" -ge 5 ]
  [ "$failed" -eq 0 ]
}

@test "--summary (one record per name, as cuda_gpu_kern_sum) is --by-shape merged by name" {
  local failed=0
  for f in "$CORPUS"/nsys/sqlite/*.sqlite "$CORPUS"/nsys/derived/*.sqlite; do
    "$TOOL" --summary "$f" >"$TMP/name.jsonl" 2>/dev/null || true
    "$TOOL" --by-shape "$f" >"$TMP/shape.jsonl" 2>/dev/null || true
    python3 "$BATS_TEST_DIRNAME/check_summary_by_name.py" "$TMP/name.jsonl" "$TMP/shape.jsonl" ||
      { echo "differs: $f"; failed=$((failed + 1)); }
  done
  [ "$failed" -eq 0 ]
}

@test "reports the installed nsys reads convert; the others fail with nsys's error (exit 2)" {
  oracle_once
  command -v nsys >/dev/null || skip "nsys not installed"
  export TMPDIR="$TMP/tmp"
  mkdir -p "$TMPDIR"
  local failed=0
  for f in "$CORPUS"/nsys/reports/*; do
    local rel=${f#"$CORPUS"/nsys/} expect=""
    for u in "${UNREADABLE[@]}"; do [ "${u%%|*}" = "$rel" ] && expect=${u#*|}; done
    run --separate-stderr "$TOOL" "$f"
    if [ -n "$expect" ]; then
      local want="nsys2jsonl: nsys could not export $f to SQLite $expect"
      if [ "$status" -ne 2 ] || [ "${stderr:0:${#want}}" != "$want" ]; then
        echo "$rel: exit $status, stderr: ${stderr:0:400}"
        failed=$((failed + 1))
      fi
    elif [ "$status" -ne 0 ]; then
      echo "$rel: exit $status: ${stderr:0:300}"
      failed=$((failed + 1))
    fi
  done
  # the temporary export directories are gone
  [ -z "$(ls -A "$TMPDIR")" ] || { ls -la "$TMPDIR"; failed=$((failed + 1)); }
  [ "$failed" -eq 0 ]
}

@test "a report without CUDA kernels gives no records, a SKIPPED warning and exit 0" {
  command -v nsys >/dev/null || skip "nsys not installed"
  run --separate-stderr "$TOOL" "$CORPUS/nsys/reports/10_openhackathons-org-gpubootcamp_serial_cpu_rdf.qdrep"
  [ "$status" -eq 0 ]
  [ -z "$output" ]
  [[ "$stderr" == *"warning: SKIPPED: no CUDA kernel data"* ]]
}

@test "--by-shape and --base --by-shape equal the gpukernsum CSVs nsys 2022.4 wrote" {
  oracle_once
  local failed=0
  for p in "${PAIRS[@]}"; do
    local in=$CORPUS/nsys/${p%% *} stem=${p#* }
    case "$in" in *.qdrep | *.nsys-rep) command -v nsys >/dev/null || continue ;; esac
    "$TOOL" --by-shape "$in" >"$TMP/s.jsonl" 2>/dev/null || { echo "exit $?: $in"; failed=$((failed + 1)); }
    compare_summary "$CORPUS/nsys/derived/$stem.gpukernsum.csv" "$TMP/s.jsonl" || failed=$((failed + 1))
    "$TOOL" --by-shape --base "$in" >"$TMP/b.jsonl" 2>/dev/null || failed=$((failed + 1))
    compare_summary "$CORPUS/nsys/derived/$stem.gpukernsum-base.csv" "$TMP/b.jsonl" || failed=$((failed + 1))
  done
  [ "$failed" -eq 0 ]
}

@test "--by-shape (default, --base, --mangled) equals what the installed nsys stats prints now, in every text format" {
  oracle_once
  command -v nsys >/dev/null || skip "nsys not installed"
  local failed=0 n=0
  for p in "${PAIRS[@]}"; do
    local in=$CORPUS/nsys/${p%% *}
    local copy
    copy=$(scratch_copy "$in")
    for v in "" base mangled; do
      local flag="" rep=gpukernsum
      [ -n "$v" ] && flag=--$v rep=gpukernsum:$v
      nsys stats --report "$rep" --format csv "$copy" >"$TMP/nsys.csv" 2>/dev/null
      "$TOOL" --by-shape $flag "$in" >"$TMP/ours.jsonl" 2>/dev/null || failed=$((failed + 1))
      compare_summary "$TMP/nsys.csv" "$TMP/ours.jsonl" || { echo "  ($rep)"; failed=$((failed + 1)); }
      n=$((n + 1))
      # The same report in nsys's other text formats, read by nsys2jsonl, gives the same rows.
      for fmt in tsv column table json; do
        nsys stats --report "$rep" --format $fmt "$copy" >"$TMP/nsys.$fmt" 2>/dev/null
        "$TOOL" "$TMP/nsys.$fmt" >"$TMP/fmt.jsonl" 2>/dev/null || { echo "exit $?: $rep --format $fmt"; failed=$((failed + 1)); }
        compare_summary "$TMP/nsys.csv" "$TMP/fmt.jsonl" || { echo "  ($rep --format $fmt)"; failed=$((failed + 1)); }
      done
    done
  done
  echo "$n comparisons"
  [ "$failed" -eq 0 ]
}

@test "the installed nsys's kernexectrace (CSV and text), gpusum and apigpusum agree with the export" {
  oracle_once
  # Every launch of kernexectrace is a launch of the export (compare_exectrace.py); the kernel rows
  # of gpusum and apigpusum equal --summary (compare_gpusum.py).
  command -v nsys >/dev/null || skip "nsys not installed"
  local failed=0 n=0
  for p in "${PAIRS[@]}"; do
    local in=$CORPUS/nsys/${p%% *} copy
    copy=$(scratch_copy "$in")
    "$TOOL" "$in" >"$TMP/full.jsonl" 2>/dev/null && "$TOOL" --summary "$in" >"$TMP/sum.jsonl" 2>/dev/null ||
      { echo "exit $?: $in"; failed=$((failed + 1)); continue; }
    for check in "kernexectrace csv" "kernexectrace column" "gpusum csv" "apigpusum csv"; do
      local rep=${check% *} fmt=${check#* }
      nsys stats --report "$rep" --format "$fmt" "$copy" >"$TMP/t.$fmt" 2>/dev/null
      "$TOOL" "$TMP/t.$fmt" >"$TMP/t.jsonl" || { echo "exit $?: $in ($check)"; failed=$((failed + 1)); continue; }
      case $rep in
        kernexectrace) python3 "$KC_SRC/tests/corpus/compare_exectrace.py" "$TMP/t.$fmt" "$TMP/t.jsonl" "$TMP/full.jsonl" ;;
        *) python3 "$KC_SRC/tests/corpus/compare_gpusum.py" "$TMP/t.jsonl" "$TMP/sum.jsonl" ;;
      esac || failed=$((failed + 1))
      n=$((n + 1))
    done
  done
  echo "$n tables"
  [ "$n" -gt 0 ] && [ "$failed" -eq 0 ]
}

@test "NVTX ranges of the launches agree with nsys's nvtxkernsum" {
  oracle_once
  local failed=0
  for p in "${PAIRS[@]}"; do
    local in=$CORPUS/nsys/${p%% *} stem=${p#* }
    local exp=$CORPUS/nsys/derived/$stem.nvtxkernsum.csv
    [ -f "$exp" ] || continue
    case "$in" in *.qdrep | *.nsys-rep) command -v nsys >/dev/null || continue ;; esac
    "$TOOL" "$in" >"$TMP/l.jsonl" 2>/dev/null || { failed=$((failed + 1)); continue; }
    python3 "$KC_SRC/tests/corpus/compare_nvtx.py" "$exp" "$TMP/l.jsonl" || failed=$((failed + 1))
  done
  [ "$failed" -eq 0 ]
}

@test "inputs are never modified" {
  local f
  for f in "$CORPUS"/nsys/sqlite/*.sqlite "$CORPUS"/nsys/derived/*.sqlite; do
    cp "$f" "$TMP/x.sqlite"
    local before
    before=$(sha256sum <"$TMP/x.sqlite")
    "$TOOL" "$TMP/x.sqlite" >/dev/null
    "$TOOL" --summary "$TMP/x.sqlite" >/dev/null
    [ "$(sha256sum <"$TMP/x.sqlite")" = "$before" ]
    [ "$(ls "$TMP")" = "x.sqlite" ]  # no journal or WAL file left behind
  done
}
