// Prints the versions of DuckDB, its node client and node, for tests/bench/compare.sh's report.
import { DuckDBInstance } from '@duckdb/node-api';
import { createRequire } from 'node:module';

const client = createRequire(import.meta.url)('@duckdb/node-api/package.json').version;
const con = await (await DuckDBInstance.create(':memory:')).connect();
const version = (await con.runAndReadAll('SELECT version()')).getRows()[0][0];
console.log(`DuckDB ${version} (@duckdb/node-api ${client}), node ${process.version}`);
