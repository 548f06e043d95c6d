#!/usr/bin/env bats
# The command line every kcensus tool shares (CONTRIBUTING.md, docs/design.md "Errors"), checked
# for each tool in KC_TOOLS. A new tool needs one entry in each of the input tables below:
# a small valid input, a big valid input (output larger than a pipe buffer), and an input that
# is malformed on line 2.
bats_require_minimum_version 1.5.0

setup() {
  bats_load_library bats-support
  bats_load_library bats-assert
  : "${KC_BIN:?set KC_BIN to the bin directory of the build}"
  : "${KC_TOOLS:?set KC_TOOLS to the tool names, separated by ';'}"
  IFS=';' read -ra TOOLS <<<"$KC_TOOLS"
  [ "${#TOOLS[@]}" -gt 0 ]
  cd "$BATS_TEST_TMPDIR"
}

NCU_HEADER='"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value","Rule Name","Rule Type","Rule Description","Estimated Speedup Type","Estimated Speedup"'

# ncu_row ID KERNEL SECTION LABEL UNIT VALUE: one details-page metric row (trailing comma as ncu).
ncu_row() {
  printf '"%s","4242","python3","host","%s","1","7","(256, 1, 1)","(80, 1, 1)","0","8.6","%s","%s","%s","%s",\n' \
    "$1" "$2" "$3" "$4" "$5" "$6"
}

NSYS_KERN_SUM_HEADER='Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max (ns),StdDev (ns),Name'

# valid_input TOOL FILE: a small input the tool converts without error.
valid_input() {
  case $1 in
    ncu2jsonl)
      {
        echo "$NCU_HEADER"
        ncu_row 0 "vector_add(float const*, float*, int)" "GPU Speed Of Light Throughput" "Duration" "usecond" "3.58"
        ncu_row 0 "vector_add(float const*, float*, int)" "GPU Speed Of Light Throughput" "DRAM Throughput" "%" "71.20"
        ncu_row 1 "void reduce<256>(float*)" "GPU Speed Of Light Throughput" "Duration" "nsecond" "1,968"
      } >"$2"
      ;;
    nsys2jsonl)
      {
        echo "$NSYS_KERN_SUM_HEADER"
        echo '62.5,1000,4,250.0,240.5,200,320,50.1,"void k<int, float>(int, float *)"'
        echo '37.5,600,2,300.0,300.0,290,310,14.1,plain_kernel'
      } >"$2"
      ;;
    kclassify)
      {
        echo '{"type":"ncu_kernel","schema_version":1,"src_file":"x.csv","src_line":2,"kernel":"k","metrics":{"sm__throughput.avg.pct_of_peak_sustained_elapsed":85.1,"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed":40.2}}'
        echo '{"type":"nsys_kernel_summary","schema_version":1,"kernel":"k","total_ns":10}'
      } >"$2"
      ;;
    knorm)
      {
        echo '{"type":"nsys_kernel_summary","schema_version":1,"kernel":"ampere_sgemm_128x64_nn","total_ns":10}'
        echo '{"type":"run","schema_version":1}'
        echo '{"type":"ncu_kernel","schema_version":1,"kernel":"_Z11mathKernel1Pf"}'
      } >"$2"
      ;;
    kagg)
      {
        echo '{"type":"nsys_kernel_summary","schema_version":1,"run":{"model":"m1"},"kernel":"k","kernel_key":"k","kernel_base":"k","library":"other","family":"gemm","total_ns":1000,"instances":4}'
        echo '{"type":"ncu_kernel","schema_version":1,"run":{"model":"m1"},"kernel":"k","kernel_key":"k","metrics":{"sm__throughput.avg.pct_of_peak_sustained_elapsed":85.1},"bound":"compute"}'
      } >"$2"
      ;;
    *) fail "conformance.bats: no valid input for tool '$1': add one to valid_input()" ;;
  esac
}

# big_input TOOL FILE: a valid input whose output is several MB.
big_input() {
  case $1 in
    ncu2jsonl)
      {
        echo "$NCU_HEADER"
        awk 'BEGIN {
          for (i = 0; i < 4000; i++) {
            p = "\"" i "\",\"4242\",\"python3\",\"host\",\"gemm_kernel_" i "\",\"1\",\"7\",\"(256, 1, 1)\",\"(80, 1, 1)\",\"0\",\"8.6\",\"GPU Speed Of Light Throughput\","
            print p "\"Duration\",\"usecond\",\"12.5\","
            print p "\"Elapsed Cycles\",\"cycle\",\"18,204\","
          }
        }'
      } >"$2"
      ;;
    nsys2jsonl)
      {
        echo "$NSYS_KERN_SUM_HEADER"
        awk 'BEGIN { for (i = 0; i < 20000; i++) print "0.1,1000" i ",4,250.0,240.5,200,320,50.1,\"void gemm_kernel_" i "<float, 128>(float const*, float*, int)\"" }'
      } >"$2"
      ;;
    kclassify)
      awk 'BEGIN { for (i = 0; i < 20000; i++) print "{\"type\":\"ncu_kernel\",\"schema_version\":1,\"kernel\":\"k" i "\",\"metrics\":{\"sm__throughput.avg.pct_of_peak_sustained_elapsed\":" (i % 100) ",\"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed\":50}}" }' >"$2"
      ;;
    knorm)
      awk 'BEGIN { for (i = 0; i < 20000; i++) printf "{\"type\":\"ncu_kernel\",\"schema_version\":1,\"kernel\":\"void at::native::vectorized_elementwise_kernel<4, F%d>(int)\"}\n", i % 50 }' >"$2"
      ;;
    kagg)
      # 20000 distinct kernels: one agg record each
      awk 'BEGIN { for (i = 0; i < 20000; i++) printf "{\"type\":\"nsys_kernel_summary\",\"schema_version\":1,\"run\":{\"model\":\"m%d\"},\"kernel\":\"k%d\",\"kernel_key\":\"k%d\",\"total_ns\":%d,\"instances\":2}\n", i % 3, i, i, 1000 + i }' >"$2"
      ;;
    *) fail "conformance.bats: no big input for tool '$1': add one to big_input()" ;;
  esac
}

# malformed_input TOOL FILE: an input whose line 2 is bad data (exit 1, `TOOL: <stdin>:2:`).
malformed_input() {
  case $1 in
    ncu2jsonl)
      # a valid header, then a row with more fields than the header
      {
        echo "$NCU_HEADER"
        echo '"0","4242","python3","host","k","1","7","(1, 1, 1)","(1, 1, 1)","0","8.6","S","Duration","nsecond","5","","","","","","extra","fields"'
      } >"$2"
      ;;
    nsys2jsonl)
      # a kernel-summary header, then a row with more fields than the header
      {
        echo "$NSYS_KERN_SUM_HEADER"
        echo '50.0,10,1,10.0,10.0,10,10,0.0,k,extra,fields'
      } >"$2"
      ;;
    kclassify)
      # a valid record, then a line that is not JSON
      {
        echo '{"type":"ncu_kernel","schema_version":1,"src_file":"x.csv","src_line":2,"kernel":"k","metrics":{"sm__throughput.avg.pct_of_peak_sustained_elapsed":85.1,"gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed":40.2}}'
        echo '{"type":"ncu_kernel",'
      } >"$2"
      ;;
    knorm)
      # the name field is not a string (bad JSON gives simdjson's message, which ends with '.')
      printf '{"schema_version":1,"kernel":"k"}\n{"schema_version":1,"kernel":5}\n' >"$2"
      ;;
    kagg)
      # a valid record, then one without kernel_key (knorm was not run)
      {
        echo '{"type":"nsys_kernel_summary","schema_version":1,"kernel":"k","kernel_key":"k","total_ns":10,"instances":1}'
        echo '{"type":"nsys_kernel_summary","schema_version":1,"kernel":"k","total_ns":10,"instances":1}'
      } >"$2"
      ;;
    *) fail "conformance.bats: no malformed input for tool '$1': add one to malformed_input()" ;;
  esac
}

# The provenance field names the input; blank it so a file and stdin compare equal.
strip_src() { sed -e 's/"src_file":"[^"]*"/"src_file":"-"/g'; }

@test "--help prints usage on stdout and exits 0" {
  for t in "${TOOLS[@]}"; do
    run -0 --separate-stderr "$KC_BIN/$t" --help
    assert_line --index 0 "Usage: $t [options] [FILE...]"
    [ -z "$stderr" ] || fail "$t --help wrote to stderr: $stderr"
    run -0 --separate-stderr "$KC_BIN/$t" -h
    assert_line --index 0 "Usage: $t [options] [FILE...]"
  done
}

@test "--help says what the tool reads and writes, groups its options and gives examples" {
  for t in "${TOOLS[@]}"; do
    run -0 --separate-stderr "$KC_BIN/$t" --help
    assert_line --regexp '^Reads: .+'
    assert_line --regexp '^Writes: .+'
    assert_line 'Common options:'
    assert_line --regexp '^  -V, --version +print the version and exit$'
    assert_line 'Examples:'
    # two or three examples, each a command line naming the tool, then what it does
    local n
    n=$(sed -n '/^Examples:$/,/^$/p' <<<"$output" | grep '^  [^ ]' | grep -cw "$t")
    [ "$n" -ge 2 ] && [ "$n" -le 3 ] || fail "$t: $n examples"
    # no line wider than 100 columns
    ! grep -qE '^.{101,}$' <<<"$output" || fail "$t --help: a line over 100 columns"
  done
}

@test "--version and -V print TOOL <version> (schema N)" {
  for t in "${TOOLS[@]}"; do
    run -0 --separate-stderr "$KC_BIN/$t" --version
    assert_output --regexp "^$t [0-9]+\.[0-9]+\.[0-9]+[^ ]* \(schema 1\)$"
    [ -z "$stderr" ] || fail "$t --version wrote to stderr: $stderr"
    local v=$output
    run -0 --separate-stderr "$KC_BIN/$t" -V
    [ "$output" = "$v" ] || fail "$t -V: $output"
  done
}

# on_tty TOOL ARGS...: runs the tool with a terminal as standard input (at end of input) and its
# stdout and stderr captured; prints stderr, then the exit status.
on_tty() {
  python3 - "$@" <<'EOF'
import os, pty, subprocess, sys
master, slave = pty.openpty()
os.write(master, b"\x04")  # end of input, as Ctrl-D at a terminal
p = subprocess.run(sys.argv[1:], stdin=slave, capture_output=True, timeout=60)
sys.stdout.write(p.stderr.decode())
print("exit", p.returncode)
EOF
}

@test "standard input from a terminal: one hint on stderr; from a pipe or a file, none" {
  for t in "${TOOLS[@]}"; do
    run -0 on_tty "$KC_BIN/$t"
    [ "$output" = "$t: reading records from standard input; pipe a file or name one, --help for usage
exit 0" ] || fail "$t on a terminal: $output"
    run -0 on_tty "$KC_BIN/$t" -
    [ "${lines[0]}" = "$t: reading records from standard input; pipe a file or name one, --help for usage" ]
    run -0 --separate-stderr "$KC_BIN/$t" </dev/null
    [ -z "$stderr" ]
  done
  # a tool that reads no input with these flags says nothing
  run -0 on_tty "$KC_BIN/knorm" --explain ampere_sgemm_128x64_nn
  [ "$output" = "exit 0" ]
}

@test "an unknown flag is a usage error: exit 2, TOOL: on stderr, nothing on stdout" {
  for t in "${TOOLS[@]}"; do
    run -2 --separate-stderr "$KC_BIN/$t" --no-such-flag
    [ -z "$output" ] || fail "$t wrote to stdout on a usage error: $output"
    [[ "$stderr" == "$t: "* ]] || fail "$t: stderr does not start with '$t: ': $stderr"
    [[ "$stderr" == *"no-such-flag"* ]] || fail "$t: the message does not name the flag: $stderr"
  done
}

@test "a negative or fractional count (--max-errors -1, 1.5) is a usage error: exit 2, naming the value" {
  for t in "${TOOLS[@]}"; do
    for v in -1 1.5 1e3; do
      run -2 --separate-stderr "$KC_BIN/$t" --keep-going --max-errors "$v" </dev/null
      [ -z "$output" ] || fail "$t wrote to stdout on a usage error: $output"
      [[ "$stderr" == "$t: "*"'$v'"*"--max-errors"* ]] || fail "$t: unexpected message: $stderr"
    done
  done
}

@test "'-' and no FILE read stdin, with the same output as the file argument" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    run -0 --separate-stderr "$KC_BIN/$t" in.txt
    [ -n "$output" ] || fail "$t: no output for the valid input"
    file_out=$(strip_src <<<"$output")
    run -0 --separate-stderr "$KC_BIN/$t" - <in.txt
    dash_out=$output
    run -0 --separate-stderr "$KC_BIN/$t" <in.txt
    [ "$output" = "$dash_out" ] || fail "$t: '-' and no FILE differ"
    [ "$(strip_src <<<"$dash_out")" = "$file_out" ] || fail "$t: stdin and FILE outputs differ"
  done
}

@test "empty input gives empty output and exit 0" {
  for t in "${TOOLS[@]}"; do
    run -0 --separate-stderr "$KC_BIN/$t" </dev/null
    [ -z "$output" ] || fail "$t: output for empty input: $output"
    [ -z "$stderr" ] || fail "$t: stderr for empty input: $stderr"
    : >empty.txt
    run -0 --separate-stderr "$KC_BIN/$t" empty.txt
    [ -z "$output" ] || fail "$t: output for an empty file: $output"
  done
}

@test "-o FILE writes the output to FILE and nothing to stdout" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    run -0 --separate-stderr "$KC_BIN/$t" in.txt
    expected=$output
    rm -f out.jsonl
    run -0 --separate-stderr "$KC_BIN/$t" -o out.jsonl in.txt
    [ -z "$output" ] || fail "$t -o: stdout is not empty: $output"
    [ -f out.jsonl ] || fail "$t -o: out.jsonl was not written"
    [ "$(cat out.jsonl)" = "$expected" ] || fail "$t -o: file content differs from stdout output"
  done
}

@test "-o FILE is complete or absent: a signal mid-run leaves FILE as it was and no temporary file" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    for sig in INT TERM HUP; do
      mkdir -p "d$sig" && echo old >"d$sig/out.jsonl"
      # The tool has read a whole valid input and waits for more when the signal comes.
      run python3 "$BATS_TEST_DIRNAME/signal_when_waiting.py" "$sig" in.txt "$KC_BIN/$t" -o "d$sig/out.jsonl"
      [ "$output" = $((128 + $(kill -l "$sig"))) ] || fail "$t: exit status after SIG$sig: $output"
      [ "$(cat "d$sig/out.jsonl")" = old ] || fail "$t: SIG$sig changed the output file"
      [ "$(ls -A "d$sig")" = out.jsonl ] || fail "$t: SIG$sig left files behind: $(ls -A "d$sig")"
    done
  done
}

@test "-o FILE that is one of the inputs is refused (exit 2) and the input is kept" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    cp in.txt before.txt
    ln -sf in.txt link.txt
    for out in in.txt ./in.txt link.txt; do
      run -2 --separate-stderr "$KC_BIN/$t" -o "$out" in.txt
      [[ "$stderr" == "$t: output $out is also an input"* ]] || fail "$t -o $out: $stderr"
      cmp -s in.txt before.txt || fail "$t -o $out: the input changed"
    done
  done
}

@test "-o FILE on a failed run (exit 2) is not created, and a write error names FILE" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    run -2 --separate-stderr "$KC_BIN/$t" -o out.jsonl in.txt does-not-exist.txt
    [ ! -e out.jsonl ] || fail "$t: out.jsonl exists after a failed run"
    [ -z "$(ls -A | grep '\.tmp\.')" ] || fail "$t: temporary file left: $(ls -A)"
    run -2 --separate-stderr "$KC_BIN/$t" -o /dev/full in.txt
    [[ "$stderr" == "$t: cannot write /dev/full: No space left on device" ]] || fail "$t: $stderr"
  done
}

@test "-o into a directory that does not exist is a system error (exit 2)" {
  for t in "${TOOLS[@]}"; do
    valid_input "$t" in.txt
    run -2 --separate-stderr "$KC_BIN/$t" -o no/such/dir/out.jsonl in.txt
    [[ "$stderr" == "$t: "*"no/such/dir/out.jsonl"* ]] || fail "$t: unexpected message: $stderr"
  done
}

@test "a FILE that does not exist is a system error: exit 2, TOOL: message naming it" {
  for t in "${TOOLS[@]}"; do
    run -2 --separate-stderr "$KC_BIN/$t" does-not-exist.txt
    [ -z "$output" ] || fail "$t wrote to stdout: $output"
    [[ "$stderr" == "$t: "*"does-not-exist.txt"* ]] || fail "$t: unexpected message: $stderr"
  done
}

@test "malformed data on line 2 of stdin: exit 1 and TOOL: <stdin>:2:" {
  for t in "${TOOLS[@]}"; do
    malformed_input "$t" bad.txt
    run -1 --separate-stderr "$KC_BIN/$t" <bad.txt
    [[ "$stderr" == *"$t: <stdin>:2: "* ]] || fail "$t: stderr lacks '$t: <stdin>:2: ': $stderr"
    run -1 --separate-stderr "$KC_BIN/$t" bad.txt
    [[ "$stderr" == *"$t: bad.txt:2: "* ]] || fail "$t: stderr lacks '$t: bad.txt:2: ': $stderr"
  done
}

@test "diagnostics are lower case without a final period" {
  for t in "${TOOLS[@]}"; do
    malformed_input "$t" bad.txt
    run -1 --separate-stderr "$KC_BIN/$t" bad.txt
    msg=${stderr#*bad.txt:2: }
    [[ "$msg" != [A-Z]* ]] || fail "$t: message starts upper case: $msg"
    [[ "$msg" != *. ]] || fail "$t: message ends with a period: $msg"
  done
}

@test "output is deterministic: two runs are byte-identical" {
  for t in "${TOOLS[@]}"; do
    big_input "$t" big.txt
    "$KC_BIN/$t" big.txt >a.out
    "$KC_BIN/$t" big.txt >b.out
    cmp a.out b.out || fail "$t: two runs differ"
  done
}

@test "a closed stdout (| head -c1) ends quietly: exit 0, nothing on stderr" {
  for t in "${TOOLS[@]}"; do
    big_input "$t" big.txt
    run -0 bash -c 'set -o pipefail; "$1" big.txt 2>err.txt | head -c1 >/dev/null' _ "$KC_BIN/$t"
    [ ! -s err.txt ] || fail "$t wrote to stderr after stdout closed: $(cat err.txt)"
  done
}

@test "SIGINT ends the tool with exit 130" {
  for t in "${TOOLS[@]}"; do
    # The tool waits on a stdin that stays open; SIGINT comes once its handler is installed.
    run python3 "$BATS_TEST_DIRNAME/signal_when_waiting.py" INT - "$KC_BIN/$t"
    [ "$output" = 130 ] || fail "$t: exit status after SIGINT: $output"
  done
}
