#!/usr/bin/env python3
"""compare_exectrace.py TABLE EXEC_JSONL LAUNCHES_JSONL: nsys2jsonl's records of an nsys stats
kernexectrace table (CSV or text) against its records of the SQLite export the table came from.

nsys joins each kernel to the API call that launched it, so every launch of the table must be one
launch of the export, with the same name (a text table cuts it with "…"), start, duration, grid,
block, device and process (null only where the table's row has a cell cut with "…" besides the
name); no launch may be counted twice. Prints the number of launches."""
import json, sys

def records(path):
    return [json.loads(l) for l in open(path, encoding="utf-8")]

table = open(sys.argv[1], encoding="utf-8").read().split("\n")
exe, full = records(sys.argv[2]), records(sys.argv[3])
by_start = {}
for r in full:
    by_start.setdefault((r["device"], r["start_ns"]), []).append(r)
bad = 0
for e in exe:
    cands = by_start.get((e["device"], e["start_ns"]), [])
    name = e["kernel"]
    cut = name.endswith("\u2026")
    cut_cells = table[e["src_line"] - 1].count("\u2026") > cut
    def same(r):
        n = r["kernel"]
        return ((n.startswith(name[:-1]) if cut else n == name) and
                all(r[k] == e[k] or (cut_cells and e[k] is None)
                    for k in ("duration_ns", "end_ns", "grid", "block", "pid")))
    match = next((r for r in cands if same(r)), None)
    if match is None:
        print(sys.argv[2], "line", e["src_line"], "matches no launch of the export:", name[:80])
        bad += 1
        continue
    cands.remove(match)  # each launch of the export once
if (full and not exe) or bad:
    print(sys.argv[2], f"{bad} of {len(exe)} launches do not match")
    sys.exit(1)
print(len(exe))
