#!/usr/bin/env python3
"""check_summary_by_name.py NAME.jsonl SHAPE.jsonl: nsys2jsonl --summary (one record per kernel
name, as nsys 2023+ cuda_gpu_kern_sum) against --by-shape (per name, grid and block, as the 2022
gpukernsum that the installed nsys prints and the corpus tests check): per name, instances and
total time add up, min and max are the extremes, the median lies between them, there is no grid
or block, and the records are ordered by total time, largest first. Exit 1 with the reason."""
import json
import sys

name = [json.loads(line) for line in open(sys.argv[1])]
shape = [json.loads(line) for line in open(sys.argv[2])]
merged = {}
for r in shape:
    m = merged.setdefault(r["kernel"], {"instances": 0, "total_ns": 0, "min": [], "max": []})
    m["instances"] += r["instances"]
    m["total_ns"] += r["total_ns"]
    m["min"].append(r["min_ns"])
    m["max"].append(r["max_ns"])
problems = []
if len(name) != len(merged):
    problems.append(f"{len(name)} names, {len(merged)} names in the shape summary")
for r in name:
    m = merged.get(r["kernel"])
    if m is None:
        problems.append(f"{r['kernel']}: not in the shape summary")
        continue
    if r["grid"] is not None or r["block"] is not None:
        problems.append(f"{r['kernel']}: has a grid or block")
    if (r["instances"], r["total_ns"]) != (m["instances"], m["total_ns"]):
        problems.append(f"{r['kernel']}: instances/total {r['instances']}/{r['total_ns']}, "
                        f"by shape {m['instances']}/{m['total_ns']}")
    if (r["min_ns"], r["max_ns"]) != (min(m["min"]), max(m["max"])):
        problems.append(f"{r['kernel']}: min/max differ")
    if not r["min_ns"] <= r["med_ns"] <= r["max_ns"]:
        problems.append(f"{r['kernel']}: median outside min..max")
totals = [r["total_ns"] for r in name]
if totals != sorted(totals, reverse=True):
    problems.append("not ordered by total time")
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
