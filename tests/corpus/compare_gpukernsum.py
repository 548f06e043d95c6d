#!/usr/bin/env python3
"""compare_gpukernsum.py CSV JSONL: an nsys stats gpukernsum CSV (status lines before the header
allowed) against nsys2jsonl --by-shape records, row by row, every column as nsys printed it (the
records may come from the same report printed as a text table, whose long names are cut)."""
import csv, io, json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
start = next((i for i, l in enumerate(lines) if l.startswith("Time")), None)
rows = list(csv.reader(io.StringIO("\n".join(lines[start:]))))[1:] if start is not None else []
recs = [json.loads(l) for l in open(sys.argv[2], encoding="utf-8")]
if len(rows) != len(recs):
    sys.exit(f"{sys.argv[1]}: {len(rows)} CSV rows, {len(recs)} records")
keys = ["time_pct", "total_ns", "instances", "avg_ns", "med_ns", "min_ns", "max_ns", "stddev_ns"]
bad = 0
for i, (row, rec) in enumerate(zip(rows, recs)):
    shape = lambda v: " ".join(f"{x:4d}" for x in v)
    got = [rec[k] for k in keys] + [shape(rec["grid"]), shape(rec["block"]), rec["kernel"]]
    exp = [float(v) for v in row[:8]] + row[8:]
    # A text table cuts long names with "…" (name_truncated): the start must be nsys's name.
    if rec.get("name_truncated") and exp[-1].startswith(rec["kernel"][:-1]):
        got[-1] = exp[-1]
    if got != exp:
        bad += 1
        print(f"{sys.argv[1]} row {i + 1}:\n  nsys {exp}\n  ours {got}")
sys.exit(1 if bad else 0)
