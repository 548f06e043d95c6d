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

@test "--db: a typed database that lacks a column kagg now writes (a newer key metric) gets it" {
  kagg --db k.db a.jsonl >/dev/null
  sqlite3 k.db 'ALTER TABLE kernels DROP COLUMN latency_stall_pct; ALTER TABLE signals DROP COLUMN est_speedup_pct'
  kagg --db k.db b.jsonl >/dev/null
  run -0 sqlite3 k.db "SELECT count(*) FROM pragma_table_info('kernels') WHERE name = 'latency_stall_pct';
    SELECT count(*) FROM pragma_table_info('signals') WHERE name = 'est_speedup_pct'; SELECT count(*) FROM kernels"
  [ "$output" = $'1\n1\n3' ]
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

@test "--db: typed columns, a column per run tag, signals and stalls without JSON functions" {
  printf '%s\n' '{"type":"ncu_kernel","schema_version":1,"src_file":"n.csv","src_line":2,"run":{"model":"m","dtype":"bf16","batch":8,"gpu":{"name":"A100"},"cuda":null},"kernel":"k1","kernel_key":"k1","kernel_base":"k1","metrics":{"gpu__time_duration.sum":1500.4,"sm__throughput.avg.pct_of_peak_sustained_elapsed":71.5,"lts__t_sector_hit_rate.pct":40},"key_metrics":{"sm_pct":71.5,"l2_hit_pct":40,"duration_ns":1500.4,"latency_stall_pct":null},"roofline":{"ai_dram":2.5},"bound":"memory","occupancy_limiter":["registers","warps"],"signals":["cache_inefficient","a new signal"],"est_speedup_pct":{"cache_inefficient":12.5},"stall_top":[{"reason":"long_scoreboard","value":9,"share":0.6},{"reason":"wait","value":3,"share":0.2}]}' >n.jsonl
  rec a.csv 2 k1 '{"model":"m","dtype":"bf16","batch":8,"gpu":{"name":"A100"},"cuda":null}' >s.jsonl
  kagg --db k.db n.jsonl s.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT id, sweep_id IS NULL, model, dtype, batch, typeof(batch), "gpu.name", cuda IS NULL, records FROM runs'
  [ "$output" = '1|1|m|bf16|8|integer|A100|1|2' ]
  run -0 sqlite3 k.db 'SELECT type, launches, time_ns, typeof(time_ns), time_counted, sm_pct, l2_hit_pct, duration_ns, latency_stall_pct, ai_dram, bound, occupancy_limiter, stall_1, stall_1_share, stall_2, stall_3 FROM kernels ORDER BY id'
  [ "$output" = $'ncu_kernel|1|1500|integer|0|71.5|40.0|1500||2.5|memory|registers warps|long_scoreboard|0.6|wait|\nnsys_kernel_summary|2|100|integer|1|||||||||||' ]
  run -0 sqlite3 k.db 'SELECT kernel_id, signal, est_speedup_pct FROM signals ORDER BY rowid'
  [ "$output" = $'1|cache_inefficient|12.5\n1|a new signal|' ]
  run -0 sqlite3 k.db "SELECT metric FROM metric_names WHERE name = 'l2_hit_pct' ORDER BY rank LIMIT 1; SELECT source FROM metric_names WHERE name = 'ai_dram'; SELECT metric FROM metric_names WHERE name = 'occupancy_pct' AND rank = 0"
  [ "$output" = $'lts__t_sector_hit_rate.pct\nkclassify\nsm__warps_active.avg.pct_of_peak_sustained_active' ]
  run -0 sqlite3 k.db "SELECT rank, kernel_key, total_ns, typeof(total_ns), models, model_list, sm_pct, bound_memory, top_stall, top_signal FROM aggregates"
  [ "$output" = '1|k1|100|integer|1|m|71.5|1.0|long_scoreboard|a new signal' ]
  # The indexes the README's queries use.
  run -0 sqlite3 k.db "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name"
  [ "$output" = $'aggregates_sweep\nkernels_base\nkernels_key\nkernels_model\nkernels_run\nmetrics_kernel\nruns_model\nruns_sweep\nsignals_kernel\nsignals_signal' ]
}

@test "--db --sweep: every sweep is kept; a sweep with the records of the last one adds nothing" {
  kagg --db k.db --sweep out --sweep-date 2026-01-01T00:00:00Z a.jsonl >/dev/null
  kagg --db k.db --sweep out --sweep-date 2026-01-02T00:00:00Z a.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT id, date, out, models, n_models FROM sweeps'
  [ "$output" = '1|2026-01-01T00:00:00Z|out|m|1' ]
  kagg --db k.db --sweep out --sweep-date 2026-01-03T00:00:00Z a.jsonl b.jsonl >/dev/null
  kagg --db k.db --sweep other a.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT id, date LIKE "____-__-__T__:__:__Z", out FROM sweeps'
  [ "$output" = $'1|1|out\n2|1|out\n3|1|other' ]
  # The first sweep's rows are as they were: sweeps own their runs.
  run -0 sqlite3 k.db 'SELECT r.sweep_id, count(*) FROM kernels k JOIN runs r ON r.id = k.run_id GROUP BY r.sweep_id; SELECT sweep_id, count(*) FROM aggregates GROUP BY sweep_id'
  [ "$output" = $'1|2\n2|3\n3|2\n1|2\n2|3\n3|2' ]
  # Records of no sweep are apart from every sweep's.
  kagg --db k.db b.jsonl >/dev/null
  run -0 sqlite3 k.db 'SELECT count(*) FROM runs WHERE sweep_id IS NULL; SELECT count(*) FROM sweeps'
  [ "$output" = $'1\n3' ]
  run --separate-stderr -2 kagg --sweep out a.jsonl
  [ "$stderr" = "kagg: --sweep and --sweep-date need --db" ]
  run --separate-stderr -2 kagg --db k.db --sweep-date 2026-01-01 a.jsonl
  [ "$stderr" = "kagg: --sweep-date needs --sweep" ]
}

# Prints the fenced blocks of README.md's section "## SQL over report.db" as NUL-separated text.
readme_sql_blocks() {
  python3 - "$KC_SRC/README.md" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
sec = text.split("## SQL over report.db", 1)[1].split("\n## ", 1)[0]
for b in re.findall(r"^```[a-z]*\n(.*?)^```$", sec, flags=re.S | re.M):
    sys.stdout.write(b + "\0")
PY
}

@test "README: the SQL queries over the demo's report.db print what the README shows" {
  : "${KC_SRC:?}"
  command -v make >/dev/null || skip "make not installed"
  unset MAKEFLAGS MAKELEVEL MFLAGS
  make -f "$KC_SRC/Makefile.sweep" --no-print-directory BIN="$KC_BIN" demo OUT="$BATS_TEST_TMPDIR/demo" >/dev/null
  local blocks=()
  while IFS= read -r -d '' b; do blocks+=("$b"); done < <(readme_sql_blocks)
  [ "${#blocks[@]}" -eq 6 ]
  local q want
  for q in 0 2 4; do
    want=${blocks[$((q + 1))]%$'\n'}
    run -0 sqlite3 -table "$BATS_TEST_TMPDIR/demo/report.db" <<<"${blocks[$q]}"
    [ "$output" = "$want" ] || { diff <(echo "$want") <(echo "$output"); return 1; }
  done
}
