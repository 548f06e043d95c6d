#!/usr/bin/env python3
"""compare_gpusum.py GPUSUM_JSONL SUMMARY_JSONL: nsys2jsonl's records of an nsys stats gpusum or
apigpusum CSV (every GPU operation, or every API call and GPU operation, summarised by name)
against nsys2jsonl --summary of the export (one record per kernel name): the same kernels, and
for each the same launches, total, mean, median, min, max and standard deviation; the share is
null (nsys printed it of all GPU or API time, not of kernel time). Prints the number of kernels."""
import json, sys

def records(path):
    return {r["kernel"]: r for r in map(json.loads, open(path, encoding="utf-8"))}

got, want = records(sys.argv[1]), records(sys.argv[2])
bad = [f"only in {sys.argv[1]}: {k[:80]}" for k in got.keys() - want.keys()]
bad += [f"only in {sys.argv[2]}: {k[:80]}" for k in want.keys() - got.keys()]
keys = ("instances", "total_ns", "avg_ns", "med_ns", "min_ns", "max_ns", "stddev_ns")
for k in got.keys() & want.keys():
    g, w = got[k], want[k]
    if g["time_pct"] is not None or any(g[f] != w[f] for f in keys):
        bad.append(f"{k[:80]}: {[g[f] for f in keys]} against {[w[f] for f in keys]}")
for b in bad:
    print(sys.argv[1], b)
if bad or (want and not got):
    sys.exit(1)
print(len(got))
