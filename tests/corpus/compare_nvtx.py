#!/usr/bin/env python3
"""compare_nvtx.py NVTXKERNSUM_CSV LAUNCHES_JSONL: the NVTX ranges of nsys2jsonl's launch records
against nsys stats nvtxkernsum."""
# per (range, pid, kernel): launches (nsys counts them DISTINCT) and total time (nsys adds a
# launch's time once per enclosing range instance, so twice under two same-named ranges)
import collections, csv, io, json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
start = next((i for i, l in enumerate(lines) if l.startswith("NVTX Range")), None)
exp_n, exp_t = collections.Counter(), collections.Counter()
for r in csv.DictReader(io.StringIO("\n".join(lines[start:]))) if start is not None else []:
    if r["NVTX Range"] in ("", "None"):
        continue
    k = (r["NVTX Range"], r["PID"], r["Kernel Name"])
    exp_n[k] += int(r["Kern Inst"])
    exp_t[k] += int(r["Total Time (ns)"])
got_n, got_t = collections.Counter(), collections.Counter()
for l in open(sys.argv[2], encoding="utf-8"):
    rec = json.loads(l)
    for n in set(rec["nvtx"] or []):
        got_n[(n, rec["pid"], rec["kernel"])] += 1
    for n in rec["nvtx"] or []:
        got_t[(n, rec["pid"], rec["kernel"])] += rec["duration_ns"]
if exp_n != got_n or exp_t != got_t:
    for k in sorted(set(exp_n) | set(got_n)):
        if exp_n[k] != got_n[k] or exp_t[k] != got_t[k]:
            print(sys.argv[1], k, "nsys", exp_n[k], exp_t[k], "ours", got_n[k], got_t[k])
    sys.exit(1)
