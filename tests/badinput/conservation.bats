#!/usr/bin/env bats
# Conservation (docs/design.md "Errors"): with --keep-going every tool ends its stderr
# with "TOOL: N records read, W written, R rejected", N = W + R, W is the number of lines it
# wrote and R the number of errors it reported; and in a pipeline each stage reads what the one
# before wrote. Inputs mix good and bad records (tests/badinput/fixtures, written by us).
bats_require_minimum_version 1.5.0

# One line per tool and input: the tool, its mixed good/bad input, the counts expected from it,
# and how many first lines of the input are all good. The foreign-* inputs have program output,
# blank lines and a second file's BOM and header between their rows: nothing after them is lost. kagg, which writes groups rather than records,
# has its own test at the end: what it aggregated is what its agg_total counts.
CASES=(
  "ncu2jsonl  mixed-ncu.csv       6 4 2 4"
  "nsys2jsonl mixed-kern-sum.csv  6 3 3 2"
  "knorm      mixed.jsonl         9 4 5 2"
  "kclassify  mixed.jsonl         9 3 6 2"
  "ncu2jsonl  foreign-ncu.csv     4 3 1 10"
  "nsys2jsonl foreign-kern-sum.csv 4 3 1 5"
)

setup() {
  : "${KC_BIN:?set KC_BIN to the bin directory of the build}"
  FIX=$BATS_TEST_DIRNAME/fixtures
  PATH=$KC_BIN:$PATH
  cd "$BATS_TEST_TMPDIR"
}

# check_counts TOOL STDERR_FILE STDOUT_FILE: the last stderr line is the count line and it adds
# up; sets READ WRITTEN REJECTED.
check_counts() {
  local tool=$1 err=$2 out=$3 last re
  last=$(tail -n 1 "$err")
  re="^$tool: ([0-9]+) records read, ([0-9]+) written, ([0-9]+) rejected\$"
  [[ $last =~ $re ]] || { echo "$tool: last stderr line is not the count line: $last"; return 1; }
  READ=${BASH_REMATCH[1]} WRITTEN=${BASH_REMATCH[2]} REJECTED=${BASH_REMATCH[3]}
  local lines errors
  lines=$(wc -l <"$out")
  # errors: "tool: file:line: message" (or "tool: file: message"), not warnings or notes
  errors=$(grep -c "^$tool: [^ ]*: " "$err" || true)
  errors=$((errors - $(grep -c "^$tool: [^ ]*: warning: " "$err" || true)))
  [ "$READ" -eq $((WRITTEN + REJECTED)) ] || { echo "$tool: $READ read != $WRITTEN + $REJECTED"; return 1; }
  [ "$lines" -eq "$WRITTEN" ] || { echo "$tool: wrote $lines lines, says $WRITTEN"; return 1; }
  [ "$errors" -eq "$REJECTED" ] || { echo "$tool: reported $errors errors, says $REJECTED rejected"; cat "$err"; return 1; }
}

@test "--keep-going: each tool's last stderr line counts records read, written and rejected" {
  for c in "${CASES[@]}"; do
    read -r tool input read written rejected _ <<<"$c"
    run -1 --separate-stderr "$tool" --keep-going "$FIX/$input"
    printf '%s\n' "$output" >out
    printf '%s\n' "$stderr" >err
    [ -n "$output" ] || : >out
    check_counts "$tool" err out
    [ "$READ $WRITTEN $REJECTED" = "$read $written $rejected" ] ||
      { echo "$tool: counts $READ $WRITTEN $REJECTED, expected $read $written $rejected"; false; }
  done
}

@test "--keep-going with nothing bad: the count line, exit 0" {
  for c in "${CASES[@]}"; do
    read -r tool input _ _ _ good_lines <<<"$c"
    head -n "$good_lines" "$FIX/$input" >good
    run -0 --separate-stderr "$tool" --keep-going good
    printf '%s\n' "$output" >out
    printf '%s\n' "$stderr" >err
    check_counts "$tool" err out
    [ "$REJECTED" -eq 0 ]
  done
}

@test "pipeline ncu2jsonl | knorm | kclassify over mixed input adds up stage by stage" {
  # Bad JSON lines are spliced in after ncu2jsonl so that every stage rejects something.
  set +e
  { ncu2jsonl --keep-going "$FIX/mixed-ncu.csv" 2>e1; tail -n 7 "$FIX/mixed.jsonl"; } |
    knorm --keep-going 2>e2 | kclassify --keep-going 2>e3 >out
  set -e
  local spliced=7
  check_counts ncu2jsonl e1 /dev/null || true  # its stdout went down the pipe: check sums only
  read -r n1 w1 r1 <<<"$READ $WRITTEN $REJECTED"
  [ "$n1" -eq $((w1 + r1)) ]
  [ "$n1 $w1 $r1" = "6 4 2" ]
  tail -n 1 e2 | grep -Eq '^knorm: [0-9]+ records read'
  read -r n2 w2 r2 < <(tail -n 1 e2 | sed -E 's/^knorm: ([0-9]+) records read, ([0-9]+) written, ([0-9]+) rejected$/\1 \2 \3/')
  read -r n3 w3 r3 < <(tail -n 1 e3 | sed -E 's/^kclassify: ([0-9]+) records read, ([0-9]+) written, ([0-9]+) rejected$/\1 \2 \3/')
  echo "ncu2jsonl $n1/$w1/$r1 knorm $n2/$w2/$r2 kclassify $n3/$w3/$r3 out $(wc -l <out)"
  [ "$n2" -eq $((w1 + spliced)) ]   # knorm read what ncu2jsonl wrote plus the spliced lines
  [ "$n2" -eq $((w2 + r2)) ]
  [ "$n3" -eq "$w2" ]               # kclassify read what knorm wrote
  [ "$n3" -eq $((w3 + r3)) ]
  [ "$(wc -l <out)" -eq "$w3" ]
  # every record that went in is in the output or was reported by one of the stages
  [ $((n1 + spliced)) -eq $((w3 + r1 + r2 + r3)) ]
  [ "$r2" -gt 0 ] && [ "$r3" -gt 0 ]
}

@test "pipeline ncu2jsonl | knorm | kclassify | kagg: every record is aggregated or reported" {
  # kagg writes groups, not records: its count line says how many records it aggregated, and
  # the agg_total record must say the same. Bad lines are spliced in before knorm and kagg.
  set +e
  { ncu2jsonl --keep-going "$FIX/mixed-ncu.csv" 2>e1; tail -n 7 "$FIX/mixed.jsonl"; } |
    knorm --keep-going 2>e2 | kclassify --keep-going 2>e3 >classified
  { cat classified; tail -n 7 "$FIX/mixed.jsonl"; } | kagg --keep-going 2>e4 >out
  set -e
  local spliced=14 n w r total
  for i in 1 2 3 4; do
    read -r n[$i] w[$i] r[$i] < <(tail -n 1 e$i |
      sed -E 's/^[a-z0-9]+: ([0-9]+) records read, ([0-9]+) written, ([0-9]+) rejected$/\1 \2 \3/')
  done
  echo "counts: ${n[*]} / ${w[*]} / ${r[*]}"
  [ "${n[4]}" -eq $((w[3] + 7)) ]            # kagg read what kclassify wrote plus the splice
  [ "${n[4]}" -eq $((w[4] + r[4])) ]
  total=$(jq -r 'select(.type == "agg_total") | .records' out)
  [ "$total" -eq "${w[4]}" ]                 # the total aggregates exactly the records it says
  # errors reported by kagg (not warnings) account for its rejects but for skipped non-kernel
  # records, which its warning names once per file
  local errors skipped
  errors=$(grep -Ec '^kagg: [^ ]+:[0-9]+: ' e4 | tr -d ' ')
  errors=$((errors - $(grep -Ec '^kagg: [^ ]+:[0-9]+: warning: ' e4 || true)))
  skipped=$(tail -n 7 "$FIX/mixed.jsonl" | jq -R 'fromjson? | select(type == "object" and (.type == "run" or .type == "nsys_memop"))' 2>/dev/null | jq -s length)
  [ "${r[4]}" -eq $((errors + skipped)) ]
  [ $((n[1] + spliced)) -eq $((w[4] + r[1] + r[2] + r[3] + r[4])) ]
  [ "${r[4]}" -gt 0 ]
}
