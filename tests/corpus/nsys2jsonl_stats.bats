#!/usr/bin/env bats
# nsys2jsonl over every real `nsys stats` file of ../shared/corpus/nsys (CSV, console text and the
# CSV that the installed nsys 2022.4 derived from the stored reports; see its MANIFEST.tsv).
bats_require_minimum_version 1.5.0

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/nsys" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
}

setup() {
  TOOL="$KC_BIN/nsys2jsonl"
}

# Files that are other reports than kernel ones: each must exit 1 with "not a kernel report".
# Every other file under nsys/{csv,text} and nsys/derived/*.csv must convert with exit 0.
NOT_KERNEL=(
  csv/09_jakemdaly-PyTorch-GPU-Profiling_trace_l1_20200407_1.csv # nvprof, not nsys
  csv/19_jinzhezenggroup-vibeqc_384-stock_nvtx_sum.csv
  csv/20_jinzhezenggroup-vibeqc_384-stock_cuda_gpu_mem_time_sum.csv
  csv/21_jinzhezenggroup-vibeqc_384-stock_cuda_api_sum.csv
  csv/25_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_kern_exec_sum.csv
  csv/26_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_api_sum.csv
  csv/27_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-04-cublas_cuda_gpu_mem_time_sum.csv
  csv/32_mikepapadim-tornadovm-devoxx2026-cuda-demos_nsys-12-llm-fp16_cuda_kern_exec_sum.csv
  csv/49_forkni-cuda-link_producer_cuda_gpu_mem_size_sum.csv
)

is_not_kernel() {
  local f
  for f in "${NOT_KERNEL[@]}"; do [ "$CORPUS/nsys/$f" = "$1" ] && return 0; done
  return 1
}

corpus_files() {
  ls "$CORPUS"/nsys/csv/* "$CORPUS"/nsys/text/* "$CORPUS"/nsys/derived/*.csv
}

@test "every nsys stats CSV and text file converts, other reports exit 1 with 'not a kernel report'" {
  local failed=0 n=0 f
  for f in $(corpus_files); do
    n=$((n + 1))
    run --separate-stderr "$TOOL" "$f"
    if is_not_kernel "$f"; then
      if [ "$status" -ne 1 ] || [[ "$stderr" != *"nsys2jsonl: $f:"*": not a kernel report: "* ]] || [ -n "$output" ]; then
        echo "expected exit 1 and 'not a kernel report': $f: exit $status: ${stderr:0:300}"
        failed=$((failed + 1))
      fi
      continue
    fi
    if [ "$status" -ne 0 ]; then
      echo "exit $status: $f: ${stderr:0:300}"
      failed=$((failed + 1))
    fi
    printf '%s' "$output" | python3 -c 'import json,sys
for l in sys.stdin:
    json.loads(l)' || { echo "invalid JSON: $f"; failed=$((failed + 1)); }
  done
  echo "$n files"
  [ "$n" -ge 40 ]
  [ "$failed" -eq 0 ]
}

@test "every NOT_KERNEL entry exists" {
  local f
  for f in "${NOT_KERNEL[@]}"; do [ -f "$CORPUS/nsys/$f" ] || { echo "missing $f"; false; }; done
}

# count_rows FILE: data rows of the kernel tables of FILE, counted without nsys2jsonl: CSV rows
# after a kernel header (a Name/Kernel Name column with Instances, Kern Inst or Start), text rows
# under a kernel header with its dash line, up to the next blank line.
count_rows() {
  python3 "$KC_SRC/tests/corpus/count_kernel_rows.py" "$1"
}

@test "record counts equal the data rows of every kernel table" {
  local failed=0 f want got
  for f in $(corpus_files); do
    is_not_kernel "$f" && continue
    want=$(count_rows "$f")
    got=$("$TOOL" "$f" 2>/dev/null | wc -l)
    echo "$got records: ${f#"$CORPUS"/}"
    if [ "$want" -ne "$got" ]; then
      echo "  expected $want"
      failed=$((failed + 1))
    fi
  done
  [ "$failed" -eq 0 ]
}

@test "gpukernsum and gpukernsum:base of one report agree but for the name forms" {
  local n=0 b
  for b in "$CORPUS"/nsys/derived/*.gpukernsum-base.csv; do
    n=$((n + 1))
    # :base groups the full report by (function name without scope, template and parameter
    # lists; grid; block): each base record must equal its group's sums, minimum and maximum,
    # and a report with as many rows must give the same records but for the names.
    run python3 - "$TOOL" "${b%-base.csv}.csv" "$b" <<'EOF'
import json, re, subprocess, sys
tool, full_path, base_path = sys.argv[1:4]
def load(p):
    return [json.loads(l) for l in subprocess.run([tool, p], capture_output=True, text=True, check=True).stdout.splitlines()]
full, base = load(full_path), load(base_path)
def strip(r):
    return {k: v for k, v in r.items() if k not in ('kernel', 'src_file', 'src_line')}
bad = 0
if len(full) == len(base):
    for a, b in zip(full, base):
        if strip(a) != strip(b):
            print('differ:', a['src_line'], b['src_line']); bad += 1
for b in base:
    name = b['kernel']
    if name.endswith('...'):  # a name nsys could not demangle, shortened: compare its start
        pat = re.compile('^' + re.escape(name[:20]))
    else:
        pat = re.compile(r'(^|[\s:*&])' + re.escape(name) + r'($|[<(])')
    group = [a for a in full if a['grid'] == b['grid'] and a['block'] == b['block'] and pat.search(a['kernel'])]
    got = (sum(a['total_ns'] for a in group), sum(a['instances'] for a in group),
           min((a['min_ns'] for a in group), default=None), max((a['max_ns'] for a in group), default=None))
    want = (b['total_ns'], b['instances'], b['min_ns'], b['max_ns'])
    if got != want:
        print('base', name, b['grid'], b['block'], 'want', want, 'got', got); bad += 1
print(len(full), 'full,', len(base), 'base records,', bad, 'mismatches')
sys.exit(1 if bad else 0)
EOF
    echo "${b##*/}: $output"
    [ "$status" -eq 0 ]
  done
  [ "$n" -gt 0 ]
}
