#!/usr/bin/env bash
# Side by side, on the same inputs in one run:
#   ncu2jsonl vs a pandas script vs DuckDB (ncu details CSV -> one JSON object per launch),
#   kagg vs DuckDB read_json + GROUP BY (the same aggregates, a defined subset of kagg's fields),
#   and, as figures only, knorm warm/cold (tests/bench/knorm.sh), nsys2jsonl on a 1 M-launch
#   SQLite export (nsys_sqlite.sh), kclassify.sh, kagg.sh, the pipeline against its slowest stage
#   (pipeline.sh) and peak RSS at 2 GB (memory.sh).
# The outputs are checked equal (tests/bench/compare/check.py: same records, same values) on the
# fixtures first and then on the full outputs, before any time is compared; a difference stops the
# run with exit 1 and the differing fields. Then it prints MB/s, peak RSS and the ratios, and writes
# them with the machine description to tests/bench/results/<YYYY-MM-DD>.md.
#
# Usage: tests/bench/compare.sh [SIZE_MB]       (default 1100: >= 1 GB of each input)
# Inputs are made once under tests/bench/data (git-ignored) and reused: details-<SIZE>MB.csv
# (gen_details.py, from pipelines/sample/ncu-details.csv) and kagg-<SIZE>MB.jsonl (gen_kagg.py, from
# tests/cli/golden/kagg/mix/mix.jsonl).
# Environment: KC_BIN (the tools; default build/bin), KC_COMPARE_RUNS (timed runs per tool, the
# fastest kept; default 1), KC_COMPARE_THREADS (DuckDB threads; default 2), KC_COMPARE_EXTRA=0 (skip
# knorm and nsys SQLite), KC_COMPARE_KEEP=1 (keep the big outputs in tests/bench/data/compare).
# Needs /usr/bin/time, Debian's python3-pandas (for /usr/bin/python3), node and npm; as root it
# installs what is missing (apt-get; npm ci of tests/bench/compare/package-lock.json, DuckDB 1.5.x).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/tests/bench/compare
bin=${KC_BIN:-$root/build/bin}
size=${1:-1100}
runs=${KC_COMPARE_RUNS:-1}
threads=${KC_COMPARE_THREADS:-2}
data=$root/tests/bench/data
out=$data/compare
py=/usr/bin/python3  # Debian's: python3-pandas is installed for it, not for other pythons on the PATH
started=$(date +%s)

die() { echo "compare.sh: $*" >&2; exit 2; }
step() { echo "== $*"; }
[[ $size =~ ^[0-9]+$ ]] || die "usage: tests/bench/compare.sh [SIZE_MB]"
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "KC_COMPARE_RUNS must be a positive number"

# --- What it needs -----------------------------------------------------------------------------
missing=()
[ -x /usr/bin/time ] || missing+=(time)
[ -x "$py" ] && "$py" -c 'import pandas' 2>/dev/null || missing+=(python3-pandas)
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    step "installing ${missing[*]} (apt-get)"
    apt-get install -y "${missing[@]}" >/dev/null ||
      { apt-get update >/dev/null && apt-get install -y "${missing[@]}" >/dev/null; } ||
      die "apt-get install ${missing[*]} failed"
  else
    die "missing ${missing[*]}: run as root to install them, or: apt-get install -y ${missing[*]}"
  fi
fi
if [ ! -f "$here/node_modules/@duckdb/node-api/package.json" ]; then
  step "installing DuckDB (npm ci in tests/bench/compare: @duckdb/node-api as pinned in package-lock.json)"
  (cd "$here" && npm ci --no-audit --no-fund >/dev/null) ||
    die "npm ci in $here failed: it needs the npm registry (DuckDB's node client ships the library)"
fi
for t in ncu2jsonl kagg knorm nsys2jsonl; do
  [ -x "$bin/$t" ] || die "$bin/$t missing: build first (./check or cmake --build build), or set KC_BIN"
done
mkdir -p "$out" "$root/tests/bench/results"
rm -f "$out"/*.jsonl "$out/times.tsv"
load_start=$(cut -d' ' -f1-3 /proc/loadavg)

# --- Inputs --------------------------------------------------------------------------------------
csv=$data/details-${size}MB.csv
if [ ! -f "$csv" ]; then
  step "generating $csv"
  python3 "$root/tests/bench/gen_details.py" "$root/pipelines/sample/ncu-details.csv" "$csv.tmp" "$size"
  mv "$csv.tmp" "$csv"
fi
# The same records twice: each copy of a 200-model block after the other (a cell's records lie
# 100,000 records apart), and model after model (as a census reads per-model files).
recs=$data/kagg-${size}MB.jsonl
recs_bm=$data/kagg-${size}MB-by-model.jsonl
for f in "$recs" "$recs_bm"; do
  if [ ! -f "$f" ]; then
    step "generating $f"
    python3 "$root/tests/bench/gen_kagg.py" "$root/tests/cli/golden/kagg/mix/mix.jsonl" "$f.tmp" "$size" \
      $([ "$f" = "$recs_bm" ] && echo --by-model)
    mv "$f.tmp" "$f"
  fi
done

# --- The tools, one function each, so that the checks and the timed runs run the same commands --
ncu_ncu2jsonl() { "$bin/ncu2jsonl" "$1" >"$2"; }
ncu_pandas() { "$py" "$here/ncu_pandas.py" "$1" "$2"; }
ncu_duckdb() { node "$here/ncu_duckdb.mjs" "$1" "$2" "$threads"; }
agg_kagg() { "$bin/kagg" --by family "$1" >"$2"; }
agg_duckdb() { node "$here/kagg_duckdb.mjs" "$1" "$2" family "$threads"; }
export -f ncu_ncu2jsonl ncu_pandas ncu_duckdb agg_kagg agg_duckdb
export bin py here threads

differ() {
  echo "compare.sh: OUTPUTS DIFFER ($1): times are not compared. The differences are above;" \
    "the outputs are in $out." >&2
  exit 1
}

# --- 1. Equality on the fixtures (seconds; stops a broken run before the long part) -------------
step "equality on the fixtures"
small_csv=$root/pipelines/sample/ncu-details.csv
small_recs=$root/tests/cli/golden/kagg/mix/mix.jsonl
for t in ncu2jsonl pandas duckdb; do "ncu_$t" "$small_csv" "$out/fixture.ncu.$t.jsonl"; done
python3 "$here/check.py" ncu "$out/fixture.ncu.ncu2jsonl.jsonl" "$out/fixture.ncu.pandas.jsonl" \
  "$out/fixture.ncu.duckdb.jsonl" | tee "$out/checks.txt" || differ "ncu fixture"
for t in kagg duckdb; do "agg_$t" "$small_recs" "$out/fixture.agg.$t.jsonl"; done
python3 "$here/check.py" agg "$out/fixture.agg.kagg.jsonl" "$out/fixture.agg.duckdb.jsonl" |
  tee -a "$out/checks.txt" || differ "kagg fixture"
# The timed kagg input gives every (model, kernel) cell records of one kind, so kagg's ncu x nsys
# join (coverage, time-weighted metrics) is empty there: check it on 50 MB (one block of
# gen_kagg.py --join) where it is not.
join_recs=$data/kagg-join-50MB.jsonl
[ -f "$join_recs" ] ||
  python3 "$root/tests/bench/gen_kagg.py" "$small_recs" "$join_recs" 50 --join
for t in kagg duckdb; do "agg_$t" "$join_recs" "$out/join.agg.$t.jsonl"; done
python3 "$here/check.py" agg "$out/join.agg.kagg.jsonl" "$out/join.agg.duckdb.jsonl" |
  tee -a "$out/checks.txt" || differ "kagg, 50 MB with the ncu x nsys join"

# --- 2. Timed runs on the full inputs ----------------------------------------------------------
# measure NAME FUNCTION INPUT OUTPUT: KC_COMPARE_RUNS runs, the fastest (wall) kept in times.tsv as
# "NAME wall user sys peak_rss_kb input_bytes".
measure() {
  local name=$1 fn=$2 in=$3 o=$4 best='' i
  cat "$in" >/dev/null  # every tool starts from the page cache
  for ((i = 0; i < runs; i++)); do
    # shellcheck disable=SC2016
    /usr/bin/time -f '%e %U %S %M' -o "$out/time.txt" bash -c "$fn"' "$1" "$2"' _ "$in" "$o" ||
      die "$name failed"
    read -r secs user sys rss <"$out/time.txt"
    if [ -z "$best" ] || awk "BEGIN{exit !($secs < ${best%% *})}"; then best="$secs $user $sys $rss"; fi
  done
  echo "$name $best $(stat -c %s "$in")" >>"$out/times.tsv"
  echo "   $name: ${best%% *} s"
}
step "ncu details CSV -> JSON lines: $(basename "$csv") ($(($(stat -c %s "$csv") / 1000000)) MB)"
measure ncu2jsonl ncu_ncu2jsonl "$csv" "$out/ncu.ncu2jsonl.jsonl"
measure pandas ncu_pandas "$csv" "$out/ncu.pandas.jsonl"
measure duckdb_ncu ncu_duckdb "$csv" "$out/ncu.duckdb.jsonl"
step "aggregation: $(basename "$recs") ($(($(stat -c %s "$recs") / 1000000)) MB)"
measure kagg agg_kagg "$recs" "$out/agg.kagg.jsonl"
measure duckdb_agg agg_duckdb "$recs" "$out/agg.duckdb.jsonl"
step "aggregation, the same records model after model: $(basename "$recs_bm")"
measure kagg_bm agg_kagg "$recs_bm" "$out/agg_bm.kagg.jsonl"
measure duckdb_agg_bm agg_duckdb "$recs_bm" "$out/agg_bm.duckdb.jsonl"

# --- 3. Equality of the full outputs, before the times are compared ---------------------------
step "equality of the full outputs"
python3 "$here/check.py" ncu "$out/ncu.ncu2jsonl.jsonl" "$out/ncu.pandas.jsonl" "$out/ncu.duckdb.jsonl" |
  tee -a "$out/checks.txt" || differ "ncu, full input"
python3 "$here/check.py" agg "$out/agg.kagg.jsonl" "$out/agg.duckdb.jsonl" |
  tee -a "$out/checks.txt" || differ "kagg, full input"
# kagg's output does not depend on the order of its input: the same bytes.
cmp "$out/agg.kagg.jsonl" "$out/agg_bm.kagg.jsonl" || differ "kagg, the same records model after model"
echo "check: agg_bm.kagg.jsonl: the same bytes as agg.kagg.jsonl" | tee -a "$out/checks.txt"
python3 "$here/check.py" agg "$out/agg_bm.kagg.jsonl" "$out/agg_bm.duckdb.jsonl" |
  tee -a "$out/checks.txt" || differ "kagg, full input model after model"
launches=$(wc -l <"$out/ncu.ncu2jsonl.jsonl")
records=$(wc -l <"$recs")
[ "${KC_COMPARE_KEEP:-0}" = 1 ] || rm -f "$out"/ncu.*.jsonl

# --- 4. Figures without a counterpart: knorm warm/cold, nsys2jsonl on SQLite ---------------------
: >"$out/extra.txt"
if [ "${KC_COMPARE_EXTRA:-1}" != 0 ]; then
  step "knorm warm and cold (tests/bench/knorm.sh)"
  KC_BIN=$bin "$root/tests/bench/knorm.sh" | tee -a "$out/extra.txt"
  step "nsys2jsonl on a 1 M-launch SQLite export (tests/bench/nsys_sqlite.sh)"
  KC_BIN=$bin "$root/tests/bench/nsys_sqlite.sh" | tee -a "$out/extra.txt"
  step "kclassify and kagg alone (tests/bench/kclassify.sh, kagg.sh)"
  KC_BIN=$bin "$root/tests/bench/kclassify.sh" "$size" | tee -a "$out/extra.txt"
  KC_BIN=$bin "$root/tests/bench/kagg.sh" "$size" | tee -a "$out/extra.txt"
  step "the pipeline against its slowest stage (tests/bench/pipeline.sh)"
  KC_BIN=$bin "$root/tests/bench/pipeline.sh" "$size" | tee -a "$out/extra.txt"
  step "peak RSS at 2 GB and 0.5 GB (tests/bench/memory.sh)"
  KC_BIN=$bin "$root/tests/bench/memory.sh" | tee -a "$out/extra.txt"
fi
load_end=$(cut -d' ' -f1-3 /proc/loadavg)

# --- 5. Machine, versions, report ---------------------------------------------------------------
cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:FILEPATH=//p' "$bin/../CMakeCache.txt" 2>/dev/null || true)
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' "$bin/../CMakeCache.txt" 2>/dev/null || true)
{
  printf 'date\t%s\n' "$(date +%F)"
  printf 'command\ttests/bench/compare.sh %s (KC_COMPARE_RUNS=%s, DuckDB threads %s)\n' \
    "$size" "$runs" "$threads"
  printf 'commit\t%s\n' "$(cd "$root" && git describe --always --dirty 2>/dev/null || echo unknown)"
  printf 'cpu\t%s\n' "$(lscpu | sed -n 's/^Model name: *//p' | head -1)"
  printf 'cores\t%s\n' "$(nproc)"
  printf 'memory\t%s\n' "$(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)"
  # shellcheck disable=SC1091
  printf 'os\t%s, Linux %s\n' "$(. /etc/os-release && echo "$PRETTY_NAME")" "$(uname -r)"
  printf 'compiler\t%s%s\n' "$("${cxx:-c++}" --version | head -1)" \
    "${build_type:+ ($build_type build, $bin)}"
  printf 'tools\t%s\n' "$("$bin/ncu2jsonl" --version)"
  printf 'python\t%s\n' "$("$py" -c 'import sys, pandas, numpy
print(f"Python {sys.version.split()[0]}, pandas {pandas.__version__}, numpy {numpy.__version__}")')"
  printf 'duckdb\t%s\n' "$(node "$here/versions.mjs")"
  printf 'load\t%s at the start, %s at the end (1, 5, 15 min)\n' "$load_start" "$load_end"
  printf 'elapsed\t%s s\n' "$(($(date +%s) - started))"
  printf 'launches\t%s\n' "$launches"
  printf 'records\t%s\n' "$records"
  printf 'csv\t%s\n' "$(basename "$csv")"
  printf 'recs\t%s\n' "$(basename "$recs")"
  printf 'recs_bm\t%s\n' "$(basename "$recs_bm")"
} >"$out/meta.tsv"
python3 "$here/report.py" "$out" "$root/tests/bench/results/$(date +%F).md"
