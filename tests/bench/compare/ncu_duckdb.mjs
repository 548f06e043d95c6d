// ncu details-page CSV -> ncu_kernel JSON lines in DuckDB SQL (through @duckdb/node-api).
//
// Usage: node ncu_duckdb.mjs DETAILS.csv OUT.jsonl [THREADS]   (THREADS default 2)
//
// The same conversion as ncu_pandas.py, in one query: read the long CSV, map (section, label) to
// the metric name (labels.csv) and the unit to its base unit and factor (units.csv), pivot the
// metric rows of each launch into a JSON object (GROUP BY the launch ID), gather its rules in file
// order, and COPY the launches, in file order, to JSON lines. Like the pandas script it does not
// write ncu2jsonl's provenance fields src_file/src_line.
import { DuckDBInstance } from '@duckdb/node-api';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [src, dst, threads = '2'] = process.argv.slice(2);
if (!src || !dst) {
  console.error('usage: node ncu_duckdb.mjs DETAILS.csv OUT.jsonl [THREADS]');
  process.exit(2);
}
const q = (s) => `'${s.replaceAll("'", "''")}'`;

const db = await DuckDBInstance.create(':memory:', { threads: String(threads) });
const con = await db.connect();
await con.run(`CREATE TEMP TABLE labels AS SELECT * FROM read_csv(${q(path.join(here, 'labels.csv'))},
  header = true, all_varchar = true)`);
await con.run(`CREATE TEMP TABLE units AS SELECT unit, base, CAST(factor AS DOUBLE) AS factor
  FROM read_csv(${q(path.join(here, 'units.csv'))}, header = true, all_varchar = true)`);
// Null markers ncu prints for values it could not compute.
const nulls = `('n/a','N/A','nan','-nan','NaN','inf','-inf','+inf','Inf','-Inf','-','--')`;
const copy = (csvOptions) => `
COPY (
  WITH raw AS (
    SELECT row_number() OVER () AS rn, *
    FROM read_csv(${q(src)}, header = true, all_varchar = true, quote = '"', escape = '"',
                  null_padding = true${csvOptions})
  ),
  rows AS (
    SELECT r.rn, r."ID" AS id, r."Process ID" AS process_id, r."Process Name" AS process,
           r."Host Name" AS host, r."Kernel Name" AS kernel, r."Device" AS device, r."CC" AS cc,
           r."Context" AS context, r."Stream" AS stream, r."Grid Size" AS grid, r."Block Size" AS block,
           coalesce(r."Metric Name", '') <> '' AS is_metric,
           coalesce(r."Rule Name", '') <> '' AS is_rule,
           coalesce(l.metric, r."Section Name" || '/' || r."Metric Name") AS metric,
           coalesce(u.base, nullif(r."Metric Unit", '')) AS unit,
           trim(r."Metric Value") AS txt,
           TRY_CAST(replace(trim(r."Metric Value"), ',', '') AS DOUBLE) * coalesce(u.factor, 1) AS num,
           r."Section Name" AS section, r."Rule Name" AS rule_name, r."Rule Type" AS rule_type,
           r."Rule Description" AS rule_text, r."Estimated Speedup Type" AS speedup_type,
           TRY_CAST(replace(r."Estimated Speedup", ',', '') AS DOUBLE) AS speedup
    FROM raw r
    LEFT JOIN labels l ON l.section = r."Section Name" AND l.label = r."Metric Name"
    LEFT JOIN units u ON u.unit = r."Metric Unit"
  ),
  launches AS (
    -- The identity columns repeat on every row of a launch: any one of them will do.
    SELECT id, min(rn) AS first_rn,
           any_value(process_id) AS process_id, any_value(process) AS process,
           any_value(host) AS host, any_value(kernel) AS kernel, any_value(device) AS device,
           any_value(cc) AS cc, any_value(context) AS context, any_value(stream) AS stream,
           any_value(grid) AS grid, any_value(block) AS block,
           -- json_group_object/json_group_array are macros over string_agg (no FILTER on a
           -- macro): the same, written out, with FILTER and the rules in file order.
           string_agg(to_json(metric) || ':' ||
             CASE WHEN txt IS NULL OR txt = '' OR txt IN ${nulls} OR NOT isfinite(coalesce(num, 0))
                    THEN 'null'
                  WHEN num IS NOT NULL THEN to_json(num)
                  ELSE to_json(txt) END, ',') FILTER (WHERE is_metric) AS metrics,
           string_agg(to_json(metric) || ':' || to_json(unit), ',')
             FILTER (WHERE is_metric AND unit IS NOT NULL) AS units,
           string_agg(json_object('section', nullif(section, ''), 'name', nullif(rule_name, ''),
                                  'type', nullif(rule_type, ''), 'text', nullif(rule_text, ''),
                                  'speedup_type', nullif(speedup_type, ''), 'speedup', speedup), ','
                      ORDER BY rn) FILTER (WHERE is_rule) AS rules
    FROM rows
    GROUP BY id
  )
  SELECT 'ncu_kernel' AS "type", 1 AS schema_version, nullif(id, '') AS id,
         nullif(process_id, '') AS process_id, nullif(process, '') AS process,
         nullif(host, '') AS host, nullif(kernel, '') AS kernel, NULL::VARCHAR AS kernel_mangled,
         nullif(device, '') AS device, nullif(cc, '') AS cc, nullif(context, '') AS context,
         nullif(stream, '') AS stream,
         list_transform(string_split(trim(grid, '() '), ','), x -> CAST(trim(x) AS BIGINT)) AS grid,
         list_transform(string_split(trim(block, '() '), ','), x -> CAST(trim(x) AS BIGINT)) AS block,
         NULL::VARCHAR[] AS nvtx,
         CAST('{' || coalesce(metrics, '') || '}' AS JSON) AS metrics,
         CAST('{' || coalesce(units, '') || '}' AS JSON) AS units,
         CAST('[' || coalesce(rules, '') || ']' AS JSON) AS rules
  FROM launches
  ORDER BY first_rn
) TO ${q(dst)} (FORMAT json)`;
// ncu's rows stop after their last non-empty field (null_padding). DuckDB's parallel CSV reader
// may refuse such a file ("does not support a full read"): then it is read again single-threaded,
// as the error message advises, and the time of both attempts counts.
try {
  await con.run(copy(''));
} catch (e) {
  if (!String(e).includes('Parallel CSV Reader')) throw e;
  console.error('ncu_duckdb: the parallel CSV reader refused the file; reading it with parallel = false');
  await con.run(copy(', parallel = false'));
}
