#!/usr/bin/env bash
# sweep_reports.sh BIN DIR: converts every Nsight report and export under DIR (*.ncu-rep,
# *.nsys-rep, *.qdrep, *.sqlite) with the tools in BIN and checks each against NVIDIA's tools:
# ncu reports against the ncu_report oracle (compare_oracle.py, on ncu's raw page), nsys reports
# and exports against `nsys stats --report gpukernsum` (compare_gpukernsum.py, nsys2jsonl
# --by-shape). Prints one line per file (OK, MISMATCH, or the tool's exit status and first
# message) and a summary. For checking the converters on public profiles beyond the corpus
# (CONTRIBUTING.md, "Beyond the corpus"); needs ncu, nsys and the python3 that imports ncu_report.
set -u
BIN=${1:?usage: sweep_reports.sh BIN DIR}
DIR=${2:?usage: sweep_reports.sh BIN DIR}
HERE=$(cd "$(dirname "$0")" && pwd)
ORACLE=${KC_NCU_ORACLE:-$HERE/../../../shared/corpus/tools/make_ncu_oracle.py}
PY=${KC_NCU_PYTHON:-/usr/bin/python3}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ok=0 bad=0 failed=0
while IFS= read -r -d '' f; do
  case $f in
    *.ncu-rep)
      "$BIN/ncu2jsonl" "$f" >"$TMP/r.jsonl" 2>"$TMP/err"
      rc=$?
      if [ $rc -ne 0 ]; then
        echo "EXIT $rc $f: $(head -c 200 "$TMP/err")"; failed=$((failed + 1)); continue
      fi
      ncu --import "$f" --csv --page raw --print-units base >"$TMP/raw.csv" 2>/dev/null
      "$PY" "$ORACLE" "$f" "$TMP/oracle.jsonl" >/dev/null 2>&1 || { echo "NO ORACLE $f"; continue; }
      check=(python3 "$HERE/compare_oracle.py" "$TMP/r.jsonl" "$TMP/raw.csv" "$TMP/oracle.jsonl") ;;
    *)
      "$BIN/nsys2jsonl" --by-shape "$f" >"$TMP/r.jsonl" 2>"$TMP/err"
      rc=$?
      if [ $rc -ne 0 ]; then
        echo "EXIT $rc $f: $(head -c 200 "$TMP/err")"; failed=$((failed + 1)); continue
      fi
      # nsys stats exports a report next to it: a copy in TMP keeps DIR as it was
      rm -f "$TMP"/s_* "$TMP"/in.*
      in=$f
      case $f in *.nsys-rep | *.qdrep) in=$TMP/in.${f##*.}; cp "$f" "$in" ;; esac
      nsys stats --report gpukernsum --format csv --force-export=false -o "$TMP/s" "$in" \
        >/dev/null 2>&1
      csv=$(find "$TMP" -maxdepth 1 -name "s_*gpukernsum*.csv" | head -n 1)
      [ -n "$csv" ] || { echo "NO ORACLE $f"; continue; }
      check=(python3 "$HERE/compare_gpukernsum.py" "$csv" "$TMP/r.jsonl") ;;
  esac
  if "${check[@]}" >"$TMP/cmp" 2>&1; then
    ok=$((ok + 1)); echo "OK $f ($(wc -l <"$TMP/r.jsonl") records)"
  else
    bad=$((bad + 1)); echo "MISMATCH $f: $(head -c 300 "$TMP/cmp")"
  fi
done < <(find "$DIR" -type f \( -name '*.ncu-rep' -o -name '*.nsys-rep' -o -name '*.qdrep' \
  -o -name '*.sqlite' \) -print0 | sort -z)
echo "agree with NVIDIA's tools: $ok; differ: $bad; not converted: $failed"
[ "$bad" -eq 0 ]
