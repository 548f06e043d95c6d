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

@test "--db: a database of an older layout is converted (runs rekeyed, typed columns)" {
  # As kagg wrote it before the typed layout and before runs had one identity: no mark, runs
  # keyed by the text of the run object as given, times REAL.
  sqlite3 k.db <<'SQL'
CREATE TABLE kernels(id INTEGER PRIMARY KEY, run TEXT NOT NULL, model TEXT, type TEXT NOT NULL,
  src_file TEXT, src_line INTEGER, kernel TEXT, kernel_key TEXT, kernel_base TEXT, library TEXT,
  family TEXT, bound TEXT, memory_unit TEXT, launches INTEGER, time_ns REAL);
INSERT INTO kernels VALUES(1,'{"model":"m","batch":1}','m','nsys_kernel_summary','a.csv',2,'k1','k1',NULL,NULL,NULL,NULL,NULL,2,100.0);
INSERT INTO kernels VALUES(2,'{"model":"m","batch":1}','m','nsys_kernel_summary','a.csv',3,'k3','k3',NULL,NULL,NULL,NULL,NULL,2,100.0);
CREATE TABLE runs(run TEXT PRIMARY KEY, model TEXT, run_json TEXT, records INTEGER NOT NULL);
INSERT INTO runs VALUES('{"model":"m","batch":1}','m','{"model":"m","batch":1}',2);
CREATE TABLE metrics(kernel_id INTEGER NOT NULL, name TEXT NOT NULL, value REAL);
CREATE TABLE aggregates(by_fields TEXT NOT NULL, key_json TEXT NOT NULL, kernel_key TEXT,
  kernel_base TEXT, family TEXT, library TEXT, rank INTEGER, records INTEGER, launches INTEGER,
  models INTEGER, total_ns REAL, time_share REAL, coverage REAL, record TEXT,
  PRIMARY KEY(by_fields, key_json));
CREATE INDEX kernels_run ON kernels(run);
CREATE INDEX metrics_kernel ON metrics(kernel_id);
SQL
  kagg --db k.db b.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT id, run, model, batch, records FROM runs; PRAGMA application_id; PRAGMA user_version'
  [ "$output" = $'1|{"batch":"1","model":"m"}|m|1|3\n1801676142\n2' ]
  run -0 sqlite3 k.db 'SELECT kernel, run_id, typeof(time_ns), time_counted FROM kernels ORDER BY kernel'
  [ "$output" = $'k1|1|integer|1\nk2|1|integer|1\nk3|1|integer|1' ]
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
