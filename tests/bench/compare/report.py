#!/usr/bin/env python3
"""Writes the report of tests/bench/compare.sh: the figures, the ratios against the targets
(ncu2jsonl >= 10x pandas and >= 4x DuckDB; kagg ahead of DuckDB), the equality checks and the
machine. Prints it and writes it to OUT.md.

Usage: report.py DIR OUT.md   (DIR: compare.sh's work folder, with times.tsv, meta.tsv,
checks.txt and extra.txt)
"""
import os
import sys


def main(d, dst):
    meta = dict(l.rstrip("\n").split("\t", 1) for l in open(os.path.join(d, "meta.tsv")) if "\t" in l)
    t = {}
    for line in open(os.path.join(d, "times.tsv")):
        name, wall, user, sys_, rss, size = line.split()
        t[name] = dict(wall=float(wall), cpu=float(user) + float(sys_), rss=int(rss) / 1024, bytes=int(size))
    checks = open(os.path.join(d, "checks.txt")).read().strip().splitlines()
    extra = open(os.path.join(d, "extra.txt")).read().strip().splitlines()

    def row(label, name):
        x = t[name]
        mb = x["bytes"] / 1e6
        return (f"| {label} | {x['wall']:.2f} | {x['cpu']:.2f} | {mb / max(x['wall'], 1e-9):.0f} | "
                f"{mb / max(x['cpu'], 1e-9):.0f} | {x['rss']:.0f} |")

    def ratio(ours, theirs, target, what, label=None):
        a, b = t[ours], t[theirs]
        wall = b["wall"] / max(a["wall"], 1e-9)
        cpu = b["cpu"] / max(a["cpu"], 1e-9)
        mem = a["rss"] / max(b["rss"], 1e-9)
        verdict = "met" if wall >= target else "**missed**"
        return (f"- {label or ours} vs {what}: **{wall:.1f}x** faster (wall; {cpu:.1f}x in CPU seconds), "
                f"target >= {target:g}x: {verdict}; peak RSS {a['rss']:.0f} MiB = {100 * mem:.1f} % of "
                f"{b['rss']:.0f} MiB")

    head = "| tool | wall s | CPU s | MB/s (wall) | MB/s per CPU s | peak RSS MiB |\n|---|--:|--:|--:|--:|--:|"
    threads = meta["command"].split("DuckDB threads ")[-1].rstrip(")")
    ncu_mb = t["ncu2jsonl"]["bytes"] / 1e6
    agg_mb = t["kagg"]["bytes"] / 1e6
    lines = [
        f"# Side-by-side benchmarks, {meta['date']}",
        "",
        f"`{meta['command']}`, commit {meta['commit']}, {meta['elapsed']} in all. "
        "Every tool reads the same file from the page cache and writes its output to a file; wall and "
        "CPU seconds and peak RSS are GNU time's (`/usr/bin/time -f '%e %U %S %M'`), the fastest of "
        "the runs. MB are 10^6 bytes of input.",
        "",
        "## ncu details CSV to JSON lines",
        "",
        f"Input: `tests/bench/data/{meta['csv']}`, {ncu_mb:.0f} MB, {int(meta['launches'])} launches "
        "(gen_details.py from pipelines/sample/ncu-details.csv). pandas: read_csv, label -> metric name "
        "and unit scaling by merges, `pivot` to one row per launch, json.dumps per launch "
        "(tests/bench/compare/ncu_pandas.py). DuckDB: one query, read_csv + joins + GROUP BY launch "
        "+ COPY TO json (tests/bench/compare/ncu_duckdb.mjs).",
        "",
        head,
        row("ncu2jsonl", "ncu2jsonl"),
        row("pandas (1 thread)", "pandas"),
        row(f"DuckDB ({threads} threads)", "duckdb_ncu"),
        "",
        ratio("ncu2jsonl", "pandas", 10, "pandas"),
        ratio("ncu2jsonl", "duckdb_ncu", 4, f"DuckDB ({threads} threads)"),
        "",
        "## kagg vs DuckDB read_json + GROUP BY",
        "",
        f"Input: `tests/bench/data/{meta['recs']}`, {agg_mb:.0f} MB, {int(meta['records'])} records "
        "(gen_kagg.py from tests/cli/golden/kagg/mix/mix.jsonl: 200 models x 500 kernels), "
        "`kagg --by family`. DuckDB computes kagg's records, ncu_records, nsys_records, launches, "
        "models, total_ns, nsys_ns, ncu_ns, time_share, coverage, duration_ns {min, mean, max}, "
        "metrics sm_pct, dram_pct, duration_ns {n, min, mean, max, weighted} and bound_by_count per "
        "family with kagg's definitions (tests/bench/compare/kagg_duckdb.mjs); kagg writes more "
        "(model lists, time share per model, bound mix by time, stalls, signals). In this input every "
        "(model, kernel) cell holds records of one kind, so the ncu x nsys join is empty (coverage 0, "
        "weighted means null); the join is checked, untimed, on kagg-join-50MB.jsonl "
        "(gen_kagg.py --join).",
        "",
        "Each tool reads the same records twice: as the generator writes its 200-model block again "
        "and again (each (model, kernel) cell's records 100,000 records apart: every record finds "
        f"its cell out of the caches), and model after model (`{meta['recs_bm']}`, gen_kagg.py "
        "--by-model: as a census reads one model's files after another's).",
        "",
        head,
        row("kagg, block after block", "kagg"),
        row(f"DuckDB ({threads} threads), block after block", "duckdb_agg"),
        row("kagg, model after model", "kagg_bm"),
        row(f"DuckDB ({threads} threads), model after model", "duckdb_agg_bm"),
        "",
        ratio("kagg", "duckdb_agg", 1, f"DuckDB ({threads} threads), block after block"),
        ratio("kagg_bm", "duckdb_agg_bm", 1, f"DuckDB ({threads} threads), model after model",
              "kagg"),
        "",
        "## Equality (checked before the times were compared)",
        "",
        "Records compared as values (key order, number spelling ignored; numbers within 1e-9 relative, "
        "kagg's 6-digit shares within 1e-6), first on the fixtures, then on the full outputs:",
        "",
        "```",
        *checks,
        "```",
    ]
    if extra:
        lines += ["", "## The other benchmarks (tests/bench/*.sh, same run)", "", "```", *extra, "```"]
    lines += [
        "",
        "## Machine",
        "",
        f"- CPU: {meta['cpu']}, {meta['cores']} cores; memory {meta['memory']}",
        f"- OS: {meta['os']}",
        f"- Compiler: {meta['compiler']}; {meta['tools']}",
        f"- {meta['python']}",
        f"- {meta['duckdb']}",
        f"- Load average: {meta['load']}. The machine may be shared: expect noise in the times "
        "(CPU seconds are less affected than wall seconds).",
        "",
    ]
    text = "\n".join(lines)
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text)
    print(text)
    print(f"written to {dst}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
