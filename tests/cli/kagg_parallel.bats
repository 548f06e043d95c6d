#!/usr/bin/env bats
# kagg reads large files with all cores (lib/agg/parallel.h): byte ranges cut at line ends,
# aggregated apart and merged. Whatever the cut, the output, the warnings and the count line
# must be those of one pass; a bad record must give the one-pass errors. --jobs given splits
# sets the size from which a file is read in parallel (0: always, huge: never).
bats_require_minimum_version 1.5.0

setup() {
  : "${KC_BIN:?set KC_BIN to the bin directory of the build}"
  : "${KC_SRC:?set KC_SRC to the source directory}"
  PATH=$KC_BIN:$PATH
  # Under strace (ptrace) LeakSanitizer cannot run: ASan builds keep the rest of their checks.
  NOLEAK="ASAN_OPTIONS=${ASAN_OPTIONS:-}:detect_leaks=0"
  cd "$BATS_TEST_TMPDIR"
  mix=$KC_SRC/tests/cli/golden/kagg/mix/mix.jsonl
  # Records of many models and kernels, CRLF lines, blank lines, and records that are not
  # kernels (skipped with one warning per type) early and late in the file.
  {
    printf '{"type":"run","schema_version":1}\n'
    for m in 1 2 3 4 5 6 7; do
      sed "s/\"model\":\"\([a-z]*\)\"/\"model\":\"\1$m\"/" "$mix"
      printf '\n'
      sed -e 's/$/\r/' -e "s/\"src_file\":\"\([^\"]*\)\"/\"src_file\":\"\1.copy$m\"/" "$mix" | head -n 3
    done
    printf '{"type":"nsys_memop","schema_version":1,"kind":"[CUDA memcpy HtoD]"}\n'
    cat "$mix"
  } >in.jsonl
}

# both ARGS...: runs kagg ARGS in one pass and in parallel; stdout, stderr and exit must agree.
both() {
  local e
  for e in 1 3; do
    set +e
    kagg --jobs "$e" "$@" >"out.$e" 2>"err.$e"
    echo $? >"rc.$e"
    set -e
  done
  diff out.1 out.3
  diff err.1 err.3
  diff rc.1 rc.3
}

@test "parallel = one pass: groups, partial state, signals, warnings and counts" {
  both --keep-going --by family,library in.jsonl
  [ "$(cat rc.3)" = 0 ]  # skipped records are warnings, not errors
  grep -q 'in.jsonl:1: warning: run records are not kernels' err.3
  grep -q 'warning: nsys_memop records are not kernels' err.3
  grep -Eq '^kagg: [0-9]+ records read, [0-9]+ written, 2 rejected$' err.3
  [ "$(wc -l <out.3)" -gt 3 ]
  both --partial in.jsonl
  both --report signals in.jsonl
  # The same file twice: refused as the same data (the errors of one pass), or added on purpose.
  both --by kernel_key in.jsonl in.jsonl
  [ "$(cat rc.3)" = 1 ]
  grep -q 'in.jsonl: the same file as input 1 (in.jsonl)' err.3
  both --allow-duplicates --by kernel_key in.jsonl in.jsonl
  [ "$(grep -c '' out.3)" -gt 3 ]
}

@test "the parallel read is taken, not given up: one open per range and none after" {
  # Range 0 is read by the calling thread, the others by one thread each; a range that gave
  # up would make kagg open the file once more for the one-pass read.
  strace -f -e trace=openat,clone,clone3 -o trace.txt \
    env "$NOLEAK" kagg --jobs 0 in.jsonl >/dev/null 2>&1
  local opens threads
  opens=$(grep -c 'in.jsonl' trace.txt)
  threads=$(grep -cE 'clone3?\(' trace.txt)
  echo "opens $opens threads $threads"
  [ "$threads" -ge 1 ]
  [ "$opens" -eq $((threads + 2)) ]
  strace -f -e trace=openat -o trace1.txt env "$NOLEAK" kagg --jobs 1 in.jsonl >/dev/null 2>&1
  [ "$(grep -c 'in.jsonl' trace1.txt)" -eq 1 ]
}

@test "on one CPU (taskset), one pass: no thread is started" {
  strace -f -e trace=clone,clone3 -o trace.txt \
    taskset -c 0 env "$NOLEAK" kagg --jobs 0 in.jsonl >/dev/null 2>&1
  ! grep -qE 'clone3?\(' trace.txt
}

@test "a bad record: the one-pass errors, counts and exit" {
  { head -n 40 in.jsonl; echo '{"type":"nsys_kernel_summary","schema_version":1,"kernel_key":"k"}'
    echo 'not json'; tail -n +41 in.jsonl; } >bad.jsonl
  both --keep-going bad.jsonl
  [ "$(cat rc.3)" = 1 ]
  grep -q 'bad.jsonl:41: nsys_kernel_summary without a numeric total_ns' err.3
  grep -q 'bad.jsonl:42: invalid JSON' err.3
  both bad.jsonl  # without --keep-going: stops at the first error
  [ "$(cat rc.3)" = 1 ]
  [ ! -s out.0 ]
}
