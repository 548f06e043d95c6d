// kagg's aggregates in DuckDB SQL (through @duckdb/node-api): read_json + GROUP BY.
//
// Usage: node kagg_duckdb.mjs RECORDS.jsonl OUT.jsonl [BY] [THREADS]
//   BY: family (default), library, kernel_base or kernel_key (one field); THREADS default 2.
//
// Computes, per BY group, the subset of `kagg --by BY` fields that check.py compares, with kagg's
// definitions (lib/agg/cell.cc, lib/agg/aggregator.cc):
//   - a cell is a (run.model, kernel_key) pair; its time is its nsys time (summary total_ns, launch
//     duration_ns or end_ns - start_ns) when its model has any nsys record, else ncu's durations
//     (key_metrics.duration_ns x launches); launches likewise (summary instances, 1 per launch record;
//     1 per ncu_kernel);
//   - records, ncu_records, nsys_records, launches, models (distinct), total_ns, nsys_ns, ncu_ns,
//     time_share (of all cells' time), coverage (nsys time of cells with ncu records / nsys time);
//   - duration_ns {min, max over the cells' launch durations, mean = total_ns / launches};
//   - metrics sm_pct, dram_pct, duration_ns: {n, min, mean, max} over the ncu records whose
//     key_metrics (kclassify's) have the metric, and `weighted`: the cells' means weighted by
//     the cells' time;
//   - bound_by_count: ncu records per kclassify `bound`.
// Limits: ncu_kernel_summary metric objects ({min, max, avg}) are not read (the bench data has
// none); the model is run.model.
import { DuckDBInstance } from '@duckdb/node-api';

const [src, dst, by = 'family', threads = '2'] = process.argv.slice(2);
if (!src || !dst || !['family', 'library', 'kernel_base', 'kernel_key'].includes(by)) {
  console.error('usage: node kagg_duckdb.mjs RECORDS.jsonl OUT.jsonl [family|library|kernel_base|kernel_key] [THREADS]');
  process.exit(2);
}
const q = (s) => `'${s.replaceAll("'", "''")}'`;
const id = (s) => `"${s.replaceAll('"', '""')}"`;

// The key metrics kagg aggregates: kclassify's `key_metrics` members (kagg reads no ncu metric
// names; docs/signals.md).
const M = ['sm_pct', 'dram_pct', 'duration_ns'];
const bounds = ['compute', 'memory', 'latency', 'balanced', 'unknown'];
const keyMetricsType = `STRUCT(${M.map((n) => `${id(n)} DOUBLE`).join(', ')})`;
const columns = {
  type: 'VARCHAR', run: 'STRUCT(model VARCHAR)', kernel_key: 'VARCHAR', kernel_base: 'VARCHAR',
  library: 'VARCHAR', family: 'VARCHAR', total_ns: 'DOUBLE', instances: 'DOUBLE', min_ns: 'DOUBLE',
  max_ns: 'DOUBLE', duration_ns: 'DOUBLE', start_ns: 'DOUBLE', end_ns: 'DOUBLE', invocations: 'DOUBLE',
  key_metrics: keyMetricsType, bound: 'VARCHAR',
};
const columnsSql = `{${Object.entries(columns).map(([k, v]) => `${k}: ${q(v)}`).join(', ')}}`;
const pick = (m) => `key_metrics.${id(m)}`;

const sql = `
COPY (
  WITH rec AS (
    SELECT type, coalesce(run.model, '') AS model, kernel_key, nullif(${id(by)}, '') AS grp,
           type LIKE 'ncu%' AS is_ncu,
           CASE type WHEN 'nsys_kernel_summary' THEN total_ns
                     WHEN 'nsys_kernel_launch' THEN coalesce(duration_ns, end_ns - start_ns) END AS nsys_ns,
           CASE type WHEN 'nsys_kernel_summary' THEN trunc(instances)
                     WHEN 'nsys_kernel_launch' THEN 1 END AS nsys_launches,
           CASE type WHEN 'nsys_kernel_summary' THEN min_ns
                     WHEN 'nsys_kernel_launch' THEN coalesce(duration_ns, end_ns - start_ns) END AS nsys_lo,
           CASE type WHEN 'nsys_kernel_summary' THEN max_ns
                     WHEN 'nsys_kernel_launch' THEN coalesce(duration_ns, end_ns - start_ns) END AS nsys_hi,
           CASE WHEN type = 'ncu_kernel_summary' AND invocations >= 1 THEN trunc(invocations)
                WHEN type LIKE 'ncu%' THEN 1 END AS ncu_launches,
           ${M.map((m) => `${pick(m)} AS ${m}`).join(', ')},
           bound
    FROM read_json(${q(src)}, format = 'newline_delimited', columns = ${columnsSql})
    WHERE type IN ('ncu_kernel', 'ncu_kernel_summary', 'nsys_kernel_summary', 'nsys_kernel_launch')
  ),
  cell AS (
    SELECT model, kernel_key, min(grp) AS grp,
           count(*) FILTER (WHERE NOT is_ncu) AS nsys_records,
           count(*) FILTER (WHERE is_ncu) AS ncu_records,
           coalesce(sum(nsys_launches), 0) AS nsys_launches,
           coalesce(sum(ncu_launches), 0) AS ncu_launches,
           coalesce(sum(nsys_ns), 0) AS nsys_ns,
           coalesce(sum(duration_ns * ncu_launches), 0) AS ncu_ns,
           min(nsys_lo) AS nsys_lo, max(nsys_hi) AS nsys_hi,
           ${M.map((m) => `count(${m}) AS ${m}_n, sum(${m}) AS ${m}_sum, min(${m}) AS ${m}_min, max(${m}) AS ${m}_max`).join(',\n           ')},
           ${bounds.map((b) => `count(*) FILTER (WHERE bound = '${b}') AS b_${b}`).join(', ')}
    FROM rec
    GROUP BY model, kernel_key
  ),
  model AS (SELECT model, bool_or(nsys_records > 0) AS has_nsys FROM cell GROUP BY model),
  c AS (
    SELECT cell.*,
           CASE WHEN has_nsys THEN nsys_ns ELSE ncu_ns END AS t,
           CASE WHEN has_nsys THEN nsys_launches ELSE ncu_launches END AS launches,
           CASE WHEN has_nsys THEN nsys_lo ELSE duration_ns_min END AS lo,
           CASE WHEN has_nsys THEN nsys_hi ELSE duration_ns_max END AS hi
    FROM cell JOIN model USING (model)
  ),
  total AS (SELECT sum(t) AS all_t FROM c)
  SELECT {${id(by)}: grp} AS key,
         sum(nsys_records + ncu_records) AS records, sum(ncu_records) AS ncu_records,
         sum(nsys_records) AS nsys_records, sum(launches) AS launches,
         count(DISTINCT model) AS models, sum(t) AS total_ns, sum(nsys_ns) AS nsys_ns,
         sum(ncu_ns) AS ncu_ns,
         CASE WHEN any_value(all_t) > 0 THEN sum(t) / any_value(all_t) ELSE 0 END AS time_share,
         CASE WHEN sum(nsys_ns) > 0
              THEN coalesce(sum(nsys_ns) FILTER (WHERE ncu_records > 0), 0) / sum(nsys_ns) END AS coverage,
         {min: min(lo), mean: CASE WHEN sum(launches) > 0 THEN sum(t) / sum(launches) END,
          max: max(hi)} AS duration_ns,
         {${M.map((m) => `${m}: {n: sum(${m}_n), min: min(${m}_min), mean: sum(${m}_sum) / nullif(sum(${m}_n), 0),
                 max: max(${m}_max),
                 weighted: sum(t * ${m}_sum / ${m}_n) FILTER (WHERE ${m}_n > 0)
                           / nullif(sum(t) FILTER (WHERE ${m}_n > 0), 0)}`).join(',\n          ')}} AS metrics,
         {${bounds.map((b) => `${b}: sum(b_${b})`).join(', ')}} AS bound_by_count
  FROM c, total
  GROUP BY grp
  ORDER BY total_ns DESC, grp
) TO ${q(dst)} (FORMAT json)`;

const db = await DuckDBInstance.create(':memory:', { threads: String(threads) });
const con = await db.connect();
await con.run(sql);
