#!/usr/bin/env bats
# Every tool over tests/data: a small set of real Nsight files kept in the repository (one or more
# of every format and dialect the converters read; tests/data/MANIFEST.tsv says where each came
# from), checked against what NVIDIA's own tools say about the same data (ncu_report oracles,
# the gpukernsum and nvtxkernsum CSVs nsys wrote, the SQLite rows) or against counts taken from
# the files without kcensus. These run always; tests/corpus runs the same checks over the full
# corpus when there is one.
bats_require_minimum_version 1.5.0

setup_file() {
  export DATA="$KC_SRC/tests/data"
  export PY="$KC_SRC/tests/corpus"
}

setup() {
  TMP="$BATS_TEST_TMPDIR"
}

# Published nsys stats files that are other reports than kernel ones.
NOT_KERNEL=(
  nsys/csv/25_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_kern_exec_sum.csv
  nsys/csv/26_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_api_sum.csv
  nsys/csv/27_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_gpu_mem_time_sum.csv
)
PERM_LOG=ncu/text/41_mikepapadim-tornadovm-devoxx2026-cuda-demos_ncu-2024.3.2.0-nvgpuctrperm-error.log
REP=63_yzwang2000-cudaCode_profile
SQL=11_quasiben-nvtx-examples_cudf

@test "MANIFEST.tsv gives repository, path, commit and licence of every file, and the set is under 20 MB" {
  run -0 python3 - "$DATA" <<'EOF'
import csv, os, re, sys
root = sys.argv[1]
rows = list(csv.DictReader(open(os.path.join(root, "MANIFEST.tsv"), encoding="utf-8"), delimiter="\t"))
files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
files = [f for f in files if f not in ("MANIFEST.tsv", "README.md")]
listed = sorted(r["path"] for r in rows)
assert files == listed, f"files {set(files) ^ set(listed)} are not both listed and present"
for r in rows:
    assert re.fullmatch(r"[\w.-]+/[\w.-]+", r["repo"]), r
    assert r["source_path"] and r["licence"], r
    assert re.fullmatch(r"[0-9a-f]{40}", r["commit"]), r
    assert r["origin"] in ("published", "derived"), r
    assert r["origin"] == "published" or r["derived_from"], r
size = sum(os.path.getsize(os.path.join(root, f)) for f in files)
assert size < 20e6, size
print(len(files), "files", size, "bytes")
EOF
  echo "$output" >&3
}

@test "ncu2jsonl: every ncu CSV and text file converts; the ERR_NVGPUCTRPERM log is an error with the hint" {
  local n=0 f
  for f in "$DATA"/ncu/csv/* "$DATA"/ncu/text/* "$DATA"/ncu/derived/*.csv; do
    n=$((n + 1))
    run --separate-stderr "$KC_BIN/ncu2jsonl" "$f"
    if [ "$f" = "$DATA/$PERM_LOG" ]; then
      [ "$status" -eq 1 ] && [ -z "$output" ] || { echo "$f: exit $status"; return 1; }
      [[ "$stderr" == *"$f:3: ncu had no permission to read the GPU performance counters (ERR_NVGPUCTRPERM)"* ]]
      [[ "$stderr" == *"NVreg_RestrictProfilingToAdminUsers=0"* ]]
      continue
    fi
    [ "$status" -eq 0 ] || { echo "exit $status: $f: $stderr"; return 1; }
    [ -n "$output" ] || { echo "no records: $f"; return 1; }
    printf '%s\n' "$output" | python3 -c 'import json,sys
for l in sys.stdin: assert json.loads(l)["type"].startswith("ncu_kernel")'
  done
  [ "$n" -ge 13 ]
}

# count CMD FILE: the records ncu2jsonl writes for FILE.
count() { "$KC_BIN/ncu2jsonl" "$1" 2>/dev/null | wc -l; }

@test "ncu2jsonl: published files give one record per launch, counted without kcensus" {
  # CSV pages: the distinct IDs of the ID column.
  for f in "$DATA"/ncu/csv/*.csv; do
    want=$(python3 -c 'import csv,sys; print(len({r["ID"] for r in csv.DictReader(open(sys.argv[1]))}))' "$f")
    [ "$(count "$f")" -eq "$want" ] || { echo "$f: $(count "$f") records, $want IDs"; return 1; }
  done
  # text logs: one kernel header (", Context N, Stream N") per launch
  f=$DATA/ncu/text/42_gpu-mode-lectures_ncu_logs
  [ "$(count "$f")" -eq "$(grep -cE ', Context [0-9]+, Stream [0-9]+' "$f")" ]
  # --print-summary text: one record per kernel header with its invocations
  f=$DATA/ncu/text/37_AveryClapp-ESMM-Research_summary512.txt
  [ "$(count "$f")" -eq "$(grep -cE '\)x\(.*\), Invocations [0-9]+$' "$f")" ]
  "$KC_BIN/ncu2jsonl" "$f" | python3 -c 'import json,sys
assert all(json.loads(l)["type"] == "ncu_kernel_summary" for l in sys.stdin)'
  # a details text page without its kernel header: one launch, its Speed Of Light section
  f=$DATA/ncu/text/39_brycelelbach-nsightful_copy_blocked.txt
  [ "$(count "$f")" -eq "$(grep -c 'Section: GPU Speed Of Light Throughput' "$f")" ]
}

@test "ncu2jsonl: the raw, details and summary pages of a report agree with ncu_report's oracle" {
  local s=$DATA/ncu/derived/$REP o=$DATA/ncu/derived/$REP.oracle.jsonl want
  "$KC_BIN/ncu2jsonl" "$s.raw-base.csv" >"$TMP/r.jsonl"
  run python3 "$PY/compare_oracle.py" "$TMP/r.jsonl" "$s.raw-base.csv" "$o"
  echo "$output" | tail -5
  [ "$status" -eq 0 ]
  for v in details details-base details-all; do
    "$KC_BIN/ncu2jsonl" "$s.$v.csv" >"$TMP/d.jsonl"
    run python3 "$PY/compare_details.py" "$TMP/d.jsonl" "$o"
    [ "$status" -eq 0 ] || { echo "$v: $output"; return 1; }
  done
  want=$(grep -c . "$o")
  for v in raw raw-base raw-fp details details-base details-all summary; do
    [ "$(count "$s.$v.csv")" -eq "$want" ] || { echo "$v: $(count "$s.$v.csv") records, oracle $want"; return 1; }
  done
}

@test "ncu2jsonl: the .ncu-rep through the installed ncu equals its raw-base CSV" {
  command -v ncu >/dev/null || skip "ncu is not installed (.ci/setup --test installs nsight-compute)"
  a=$("$KC_BIN/ncu2jsonl" "$DATA/ncu/reports/$REP.ncu-rep" | sed 's/"src_file":"[^"]*",//')
  b=$("$KC_BIN/ncu2jsonl" "$DATA/ncu/derived/$REP.raw-base.csv" | sed 's/"src_file":"[^"]*",//')
  [ -n "$a" ] && [ "$a" = "$b" ]
}

@test "kclassify: bound agrees with ncu's SOLBottleneck verdict on every record that carries it" {
  local n=0 f
  for f in "$DATA"/ncu/csv/* "$DATA"/ncu/text/* "$DATA"/ncu/derived/*.csv; do
    n=$((n + 1))
    "$KC_BIN/ncu2jsonl" "$f" 2>/dev/null | "$KC_BIN/kclassify" >"$TMP/$n.jsonl"
  done
  run python3 "$PY/kclassify_parity.py" 100 "$TMP"/*.jsonl
  echo "$output"
  [ "$status" -eq 0 ]
}

@test "nsys2jsonl: every stats CSV and text file converts, other reports exit 1 'not a kernel report'" {
  local f rel want got
  for f in "$DATA"/nsys/csv/* "$DATA"/nsys/text/* "$DATA"/nsys/derived/*.csv; do
    rel=${f#"$DATA"/}
    run --separate-stderr "$KC_BIN/nsys2jsonl" "$f"
    if [[ " ${NOT_KERNEL[*]} " == *" $rel "* ]]; then
      [ "$status" -eq 1 ] && [ -z "$output" ] && [[ "$stderr" == *"$f:1: not a kernel report: "* ]] ||
        { echo "$rel: exit $status: $stderr"; return 1; }
      continue
    fi
    [ "$status" -eq 0 ] || { echo "$rel: exit $status: $stderr"; return 1; }
    want=$(python3 "$PY/count_kernel_rows.py" "$f")
    got=$(printf '%s' "$output" | grep -c . || true)
    [ "$got" -eq "$want" ] || { echo "$rel: $got records, $want table rows"; return 1; }
  done
}

@test "nsys2jsonl: an SQLite export gives one launch per kernel row; --by-shape and NVTX ranges equal nsys's own reports" {
  local db=$DATA/nsys/sqlite/$SQL.sqlite d=$DATA/nsys/derived/$SQL
  "$KC_BIN/nsys2jsonl" "$db" >"$TMP/l.jsonl"
  [ "$(grep -c . "$TMP/l.jsonl")" -eq "$(sqlite3 "$db" 'SELECT count(*) FROM CUPTI_ACTIVITY_KIND_KERNEL')" ]
  "$KC_BIN/nsys2jsonl" --by-shape "$db" >"$TMP/s.jsonl"
  python3 "$PY/compare_gpukernsum.py" "$d.gpukernsum.csv" "$TMP/s.jsonl"
  "$KC_BIN/nsys2jsonl" --by-shape --base "$db" >"$TMP/b.jsonl"
  python3 "$PY/compare_gpukernsum.py" "$d.gpukernsum-base.csv" "$TMP/b.jsonl"
  python3 "$PY/compare_nvtx.py" "$d.nvtxkernsum.csv" "$TMP/l.jsonl"
  "$KC_BIN/nsys2jsonl" --summary "$db" >"$TMP/n.jsonl"
  python3 "$PY/check_summary_by_name.py" "$TMP/n.jsonl" "$TMP/s.jsonl"
}

@test "nsys2jsonl: a .qdrep through the installed nsys gives the launches of the GPU trace nsys printed for it" {
  command -v nsys >/dev/null || skip "nsys is not installed (.ci/setup --test installs nsight-systems)"
  export TMPDIR=$TMP
  "$KC_BIN/nsys2jsonl" "$DATA/nsys/reports/14_quasiben-nvtx-examples_cudf.qdrep" >"$TMP/a.jsonl"
  "$KC_BIN/nsys2jsonl" "$DATA/nsys/derived/14_quasiben-nvtx-examples_cudf.gputrace.csv" >"$TMP/b.jsonl"
  python3 - "$TMP/a.jsonl" "$TMP/b.jsonl" <<'EOF'
import json, sys
def launches(p):
    rs = [json.loads(l) for l in open(p)]
    return sorted((r["start_ns"], r["duration_ns"], r["grid"], r["block"], r["kernel"])
                  for r in rs if r["type"] == "nsys_kernel_launch")
a, b = launches(sys.argv[1]), launches(sys.argv[2])
assert a and a == b, (len(a), len(b))
EOF
}

@test "the whole set through knorm, kclassify and kagg: every record conserved, every kernel tagged" {
  local f n=0
  for f in "$DATA"/ncu/csv/* "$DATA"/ncu/text/* "$DATA"/ncu/derived/*.csv; do
    n=$((n + 1))
    "$KC_BIN/ncu2jsonl" --tag "model=m$n" "$f" 2>/dev/null | "$KC_BIN/knorm" | "$KC_BIN/kclassify" >>"$TMP/all.jsonl"
  done
  for f in "$DATA"/nsys/csv/* "$DATA"/nsys/text/* "$DATA"/nsys/derived/*.csv "$DATA"/nsys/sqlite/*; do
    n=$((n + 1))
    "$KC_BIN/nsys2jsonl" --tag "model=m$n" "$f" 2>/dev/null | "$KC_BIN/knorm" >>"$TMP/all.jsonl"
  done
  python3 - "$TMP/all.jsonl" <<'EOF'
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r.get("kernel"):
        assert r["kernel_key"] and r["library"] and r["family"], r
        if r["type"] == "ncu_kernel":
            assert r["bound"] in ("compute", "memory", "latency", "balanced", "unknown"), r
EOF
  nrec=$(grep -c . "$TMP/all.jsonl")
  [ "$nrec" -gt 1000 ]
  run --separate-stderr "$KC_BIN/kagg" --keep-going "$TMP/all.jsonl"
  [[ "$(tail -1 <<<"$stderr")" =~ ^kagg:\ ([0-9]+)\ records\ read,\ ([0-9]+)\ written,\ ([0-9]+)\ rejected$ ]]
  [ "${BASH_REMATCH[1]}" -eq "$nrec" ]
  [ $((BASH_REMATCH[2] + BASH_REMATCH[3])) -eq "$nrec" ]
  [ -n "$output" ]
}
