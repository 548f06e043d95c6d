#!/usr/bin/env bats
# kagg --db: a run is one run whatever the order and spelling of its tags; ingesting one file of a
# run again replaces that file's rows and keeps the run's other files; a file that is not a
# kcensus database is refused before anything is written to it.
bats_require_minimum_version 1.5.0

setup() {
  : "${KC_BIN:?set KC_BIN to the bin directory of the build}"
  command -v sqlite3 >/dev/null || skip "sqlite3 CLI not installed"
  PATH=$KC_BIN:$PATH
  cd "$BATS_TEST_TMPDIR"
  # rec SRC LINE KERNEL RUN: one nsys_kernel_summary record from line LINE of source file SRC
  # of run RUN.
  rec() {
    printf '{"type":"nsys_kernel_summary","schema_version":1,"src_file":"%s","src_line":%s,"run":%s,"kernel":"%s","kernel_key":"%s","total_ns":100,"instances":2}\n' \
      "$1" "$2" "$4" "$3" "$3"
  }
  rec a.csv 2 k1 '{"model":"m","batch":1}' >a.jsonl
  rec a.csv 3 k3 '{"model":"m","batch":1}' >>a.jsonl
  rec b.csv 2 k2 '{"batch":"1","model":"m"}' >b.jsonl
}

@test "--db: the same tags in another order or as strings are one run" {
  kagg --db k.db a.jsonl >/dev/null
  kagg --db k.db b.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT run, model, records FROM runs'
  [ "$output" = '{"batch":"1","model":"m"}|m|3' ]
}

@test "--db: ingesting one file of a run again keeps the rows of the run's other files" {
  kagg --db k.db a.jsonl >/dev/null
  kagg --db k.db b.jsonl >/dev/null
  kagg --db k.db a.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT src_file, kernel FROM kernels ORDER BY kernel'
  [ "$output" = $'a.csv|k1\nb.csv|k2\na.csv|k3' ]
  # a file of the run that lost a record: its old rows go, the other file's stay
  head -n 1 a.jsonl >a1.jsonl
  kagg --db k.db a1.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT src_file, kernel FROM kernels ORDER BY kernel; SELECT records FROM runs'
  [ "$output" = $'a.csv|k1\nb.csv|k2\n2' ]
}

@test "--db: a database written before runs had one identity is rekeyed" {
  kagg --db k.db a.jsonl >/dev/null
  # as an older kagg left it: no mark, runs keyed by the text of the run object as given
  sqlite3 k.db "PRAGMA application_id=0; PRAGMA user_version=0;
    UPDATE kernels SET run='{\"model\":\"m\",\"batch\":1}';
    UPDATE runs SET run='{\"model\":\"m\",\"batch\":1}';"
  kagg --db k.db b.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT run, records FROM runs; SELECT count(*) FROM kernels; PRAGMA application_id'
  [ "$output" = $'{"batch":"1","model":"m"}|3\n3\n1801676142' ]
}

@test "--db: a file that is not a kcensus database is refused and left as it was" {
  sqlite3 other.db 'CREATE TABLE t(x); INSERT INTO t VALUES (1)'
  cp other.db other.orig
  run --separate-stderr -2 kagg --db other.db a.jsonl
  [ "$stderr" = "kagg: other.db: not a kcensus database (tables t): refusing to write to it" ]
  cmp other.db other.orig
  [ ! -e other.db-wal ]
  sqlite3 marked.db 'PRAGMA application_id=42; CREATE TABLE runs(x)'
  run --separate-stderr -2 kagg --db marked.db a.jsonl
  [ "$stderr" = "kagg: marked.db: not a kcensus database (application_id 42): refusing to write to it" ]
  printf 'model,kernel\n' >text.csv
  run --separate-stderr -2 kagg --db text.csv a.jsonl
  [ "$stderr" = "kagg: text.csv: not a kcensus database (file is not a database)" ]
  [ "$(cat text.csv)" = "model,kernel" ]
}

@test "--db: an empty file becomes a kcensus database" {
  : >new.db
  kagg --db new.db a.jsonl >/dev/null
  run -0 sqlite3 new.db 'PRAGMA application_id; SELECT count(*) FROM kernels'
  [ "$output" = $'1801676142\n2' ]
}
