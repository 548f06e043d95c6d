#!/usr/bin/env bats
# kagg over the whole corpus: every ncu and nsys file through its converter, knorm and kclassify
# into kagg, with records conserved (read = aggregated + rejected); partial states of three
# parts merge into exactly one run; the --db tables recompute to the aggregates with sqlite3.
bats_require_minimum_version 1.5.0

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu" ] || { echo "corpus not found at $CORPUS (set KC_CORPUS)" >&2; return 1; }
  export ALL="$BATS_FILE_TMPDIR/all.jsonl"
  local n=0 f d="$BATS_FILE_TMPDIR"
  for f in "$CORPUS"/ncu/csv/* "$CORPUS"/ncu/text/* "$CORPUS"/ncu/derived/*.csv; do
    n=$((n + 1))
    "$KC_BIN/ncu2jsonl" --tag "model=$(basename "$f" | cut -d_ -f1-2)" "$f" 2>/dev/null >"$d/ncu$n.raw" || true
  done
  for f in "$CORPUS"/nsys/csv/* "$CORPUS"/nsys/text/* "$CORPUS"/nsys/sqlite/* "$CORPUS"/nsys/derived/*; do
    n=$((n + 1))
    "$KC_BIN/nsys2jsonl" --tag "model=$(basename "$f" | cut -d_ -f1-2)" "$f" 2>/dev/null >"$d/nsys$n.raw" || true
  done
  # knorm and kclassify are filters of one record at a time: one run over all files at once,
  # its output cut back into one file per corpus file.
  cat "$d"/ncu*.raw | "$KC_BIN/knorm" | "$KC_BIN/kclassify" >"$d/ncu.out"
  cat "$d"/nsys*.raw | "$KC_BIN/knorm" >"$d/nsys.out"
  split_back "$d/ncu.out" "$d"/ncu*.raw
  split_back "$d/nsys.out" "$d"/nsys*.raw
  cat "$d"/ncu*.jsonl "$d"/nsys*.jsonl >"$ALL"
}

# split_back OUT FILE...: writes OUT's lines to FILE... with .raw changed to .jsonl, as many to
# each as it has (OUT is a one-record-per-record filter's output for the FILEs concatenated).
split_back() {
  python3 -c '
import sys
out = open(sys.argv[1], encoding="utf-8")
for f in sys.argv[2:]:
    n = sum(1 for _ in open(f, encoding="utf-8"))
    with open(f[:-len(".raw")] + ".jsonl", "w", encoding="utf-8") as o:
        for _ in range(n):
            line = out.readline()
            if not line:
                sys.exit("split_back: fewer lines out than in")
            o.write(line)
if out.readline():
    sys.exit("split_back: more lines out than in")' "$@"
}

setup() { TMP="$BATS_TEST_TMPDIR"; }

@test "corpus pipeline: records read = aggregated + rejected, only expected rejects" {
  local nrec
  nrec=$(grep -c . "$ALL")
  [ "$nrec" -gt 5000 ]
  run --separate-stderr "$KC_BIN/kagg" --keep-going --by family "$ALL"
  last=$(tail -1 <<<"$stderr")
  echo "$last" >&3
  [[ "$last" =~ ^kagg:\ ([0-9]+)\ records\ read,\ ([0-9]+)\ written,\ ([0-9]+)\ rejected$ ]]
  [ "${BASH_REMATCH[1]}" -eq "$nrec" ]
  [ $((BASH_REMATCH[2] + BASH_REMATCH[3])) -eq "$nrec" ]
  # Rejects: ncu records whose text output names no kernel, and non-kernel nsys records.
  ! grep -v -e 'record without a kernel name' -e 'records are not kernels: skipped' \
    -e ' records read, ' <<<"$stderr"
  [ -n "$output" ]
}

@test "every corpus file alone: kagg conserves its records" {
  for f in "$BATS_FILE_TMPDIR"/ncu*.jsonl "$BATS_FILE_TMPDIR"/nsys*.jsonl; do
    [ -s "$f" ] || continue
    run --separate-stderr "$KC_BIN/kagg" --keep-going "$f"
    [[ "$(tail -1 <<<"$stderr")" =~ ([0-9]+)\ records\ read,\ ([0-9]+)\ written,\ ([0-9]+)\ rejected$ ]]
    [ "${BASH_REMATCH[1]}" -eq "$(grep -c . "$f")" ] || { echo "$f: $stderr"; return 1; }
    [ $((BASH_REMATCH[2] + BASH_REMATCH[3])) -eq "${BASH_REMATCH[1]}" ]
  done
}

@test "merge: three partial states give byte-identical output to one run" {
  grep -v -e '"type":"nsys_memop"' -e '"kernel":null' "$ALL" | shuf --random-source=<(yes) >"$TMP/in.jsonl"
  split -n l/3 "$TMP/in.jsonl" "$TMP/part."
  for p in "$TMP"/part.a?; do "$KC_BIN/kagg" --partial "$p" >"$p.state"; done
  for args in "" "--by family" "--by library,family --format csv" "--report signals" \
    "--top 10 --emit ncu-regex" "--format md"; do
    # shellcheck disable=SC2086
    "$KC_BIN/kagg" $args "$TMP/in.jsonl" >"$TMP/one"
    # shellcheck disable=SC2086
    "$KC_BIN/kagg" --merge $args "$TMP"/part.a?.state >"$TMP/merged"
    cmp "$TMP/one" "$TMP/merged" || { echo "differs: $args"; return 1; }
  done
  # and the order of the records does not matter either
  sort "$TMP/in.jsonl" | "$KC_BIN/kagg" >"$TMP/sorted"
  "$KC_BIN/kagg" "$TMP/in.jsonl" | cmp - "$TMP/sorted"
}

@test "--db: sqlite3 recomputes records, launches and time of each family from the kernels table" {
  command -v sqlite3 >/dev/null || skip "sqlite3 CLI not installed"
  grep -v -e '"type":"nsys_memop"' -e '"kernel":null' "$ALL" >"$TMP/in.jsonl"
  "$KC_BIN/kagg" --by family --db "$TMP/k.db" "$TMP/in.jsonl" >/dev/null
  "$KC_BIN/kagg" --by family --db "$TMP/k.db" "$TMP/in.jsonl" >/dev/null  # idempotent
  [ "$(sqlite3 "$TMP/k.db" 'SELECT count(*) FROM kernels')" -eq "$(grep -c . "$TMP/in.jsonl")" ]
  [ "$(sqlite3 "$TMP/k.db" 'PRAGMA journal_mode')" = wal ]
  # Time of a kernel: nsys time when its model has nsys records (its launch records when it
  # has some, else its summary rows), else ncu's durations.
  run -0 sqlite3 "$TMP/k.db" "
    WITH m AS (SELECT DISTINCT ifnull(model, '') AS model FROM kernels WHERE type LIKE 'nsys%'),
    ml AS (SELECT DISTINCT ifnull(model, '') AS model FROM kernels
           WHERE type = 'nsys_kernel_launch'),
    k AS (SELECT ifnull(family, '') AS family, launches, time_ns,
                 CASE WHEN type = 'nsys_kernel_launch' THEN 1
                      WHEN type = 'nsys_kernel_summary'
                        THEN ifnull(model, '') NOT IN (SELECT model FROM ml)
                      ELSE ifnull(model, '') NOT IN (SELECT model FROM m) END AS counted
          FROM kernels),
    r AS (SELECT family, count(*) AS records,
                 sum(CASE WHEN counted THEN launches ELSE 0 END) AS launches,
                 sum(CASE WHEN counted THEN ifnull(time_ns, 0) ELSE 0 END) AS ns
          FROM k GROUP BY family)
    SELECT count(*) FROM r JOIN aggregates a ON ifnull(a.family, '') = r.family
    WHERE a.records != r.records OR a.launches != r.launches
       OR abs(a.total_ns - r.ns) > 1e-6 * max(1, r.ns);
    SELECT count(*) FROM aggregates;
    SELECT count(DISTINCT ifnull(family, '')) FROM kernels;
    WITH m AS (SELECT DISTINCT ifnull(model, '') AS model FROM kernels WHERE type LIKE 'nsys%'),
    ml AS (SELECT DISTINCT ifnull(model, '') AS model FROM kernels
           WHERE type = 'nsys_kernel_launch')
    SELECT count(*) FROM kernels
    WHERE time_counted != CASE WHEN type = 'nsys_kernel_launch' THEN 1
                               WHEN type = 'nsys_kernel_summary'
                                 THEN ifnull(model, '') NOT IN (SELECT model FROM ml)
                               ELSE ifnull(model, '') NOT IN (SELECT model FROM m) END;"
  echo "$output"
  [ "${lines[0]}" -eq 0 ]
  [ "${lines[1]}" -eq "${lines[2]}" ]
  [ "${lines[3]}" -eq 0 ]   # time_counted says the same
}
