#!/usr/bin/env python3
"""Checks that the side-by-side tools wrote the same records before their times are compared.

Usage:
  check.py ncu REF.jsonl OTHER.jsonl...   ncu2jsonl's records (REF) against pandas'/DuckDB's
  check.py agg REF.jsonl OTHER.jsonl...   kagg's agg records (REF) against DuckDB's subset

Records are compared as values, not text: JSON key order, number spelling (48130 vs 48130.0 vs
4.813e4) and whitespace do not matter; numbers are equal within a relative 1e-9 (pandas and DuckDB
scale units with binary floating point, ncu2jsonl on the printed digits; sums differ in the order
of additions), and kagg's shares, which it rounds to 6 decimals, within 1e-6.
ncu: the same records in the same order; ncu2jsonl's provenance fields src_file/src_line are left
out (the other tools do not write them). agg: the same groups (by "key", any order); of kagg's
fields only those the other side writes are compared, and it must write all of SUBSET below.
Exit 0 when equal; 1 with the first differences (line, field path, both values) when not.
"""
import json
import math
import os
import sys

PROVENANCE = ("src_file", "src_line")
ROUNDED = {"time_share", "coverage"}  # kagg writes these rounded to 1e-6
SUBSET = ["key", "records", "ncu_records", "nsys_records", "launches", "models", "total_ns", "nsys_ns",
          "ncu_ns", "time_share", "coverage", "duration_ns", "metrics", "bound_by_count"]
MAX_DIFFS = 10


def diff(a, b, path, out, abs_tol=0.0):
    """Appends (path, a, b) for every difference of b from a to out."""
    if len(out) >= MAX_DIFFS:
        return
    if isinstance(a, bool) or isinstance(b, bool):
        if a is not b:
            out.append((path, a, b))
    elif isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if not math.isclose(a, b, rel_tol=1e-9, abs_tol=abs_tol):
            out.append((path, a, b))
    elif isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a:
                out.append((f"{path}.{k}", "(missing)", b[k]))
            elif k not in b:
                out.append((f"{path}.{k}", a[k], "(missing)"))
            else:
                diff(a[k], b[k], f"{path}.{k}", out, 1e-6 if k in ROUNDED else abs_tol)
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out.append((f"{path}[len]", len(a), len(b)))
        for i, (x, y) in enumerate(zip(a, b)):
            diff(x, y, f"{path}[{i}]", out, abs_tol)
    elif a != b or type(a) is not type(b):
        out.append((path, a, b))


def report(name, diffs, what):
    name = os.path.basename(name)
    print(f"check: {name}: NOT EQUAL to the reference ({what}):", file=sys.stderr)
    for where, a, b in diffs[:MAX_DIFFS]:
        a, b = json.dumps(a)[:200], json.dumps(b)[:200]
        print(f"  {where}: reference {a}, {name} {b}", file=sys.stderr)


def check_ncu(ref_path, others):
    files = [open(p, encoding="utf-8") for p in [ref_path] + others]
    bad = [[] for _ in others]
    n = 0
    while True:
        lines = [f.readline() for f in files]
        if not any(lines):
            break
        n += 1
        ref = json.loads(lines[0]) if lines[0] else None
        if ref is not None:
            for k in PROVENANCE:
                ref.pop(k, None)
        for i, line in enumerate(lines[1:]):
            if bad[i] and len(bad[i]) >= MAX_DIFFS:
                continue
            rec = json.loads(line) if line else None
            if rec is not None:
                for k in PROVENANCE:
                    rec.pop(k, None)
            if rec == ref:  # fast path: dict equality ignores key order, and 1 == 1.0
                continue
            if ref is None or rec is None:
                bad[i].append((f"line {n}", "(end of file)" if ref is None else "(record)",
                               "(end of file)" if rec is None else "(record)"))
                continue
            diff(ref, rec, f"line {n}", bad[i])
    ok = True
    for p, d in zip(others, bad):
        if d:
            report(p, d, f"{n} lines")
            ok = False
        else:
            print(f"check: {os.path.basename(p)}: {n} records equal to "
                  f"{os.path.basename(ref_path)}")
    return ok


def load_groups(path):
    groups = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if r.get("type", "agg") != "agg":  # kagg's agg_total line
                continue
            groups[json.dumps(r["key"], sort_keys=True)] = r
    return groups


def check_agg(ref_path, others):
    ref = load_groups(ref_path)
    ok = True
    for p in others:
        other = load_groups(p)
        d = []
        for k in sorted(set(ref) | set(other)):
            if k not in other:
                d.append((f"group {k}", "(group)", "(missing)"))
                continue
            if k not in ref:
                d.append((f"group {k}", "(missing)", "(group)"))
                continue
            o = other[k]
            missing = [f for f in SUBSET if f not in o]
            if missing:
                d.append((f"group {k}", "fields " + ",".join(missing), "(missing)"))
                continue
            # Project kagg's record on the fields the other side writes (nested too).
            r = {f: ref[k].get(f, "(missing)") for f in o}
            if isinstance(o.get("metrics"), dict) and isinstance(r.get("metrics"), dict):
                # Only the metrics the other side computes; n 0 there (no record of the group has
                # the metric) stands for kagg leaving the metric out.
                o = dict(o, metrics={m: v for m, v in o["metrics"].items() if v.get("n") != 0})
                r["metrics"] = {m: v for m, v in r["metrics"].items() if m in other[k]["metrics"]}
            diff(r, o, f"group {k}", d)
        if d:
            report(p, d, f"{len(ref)} groups")
            ok = False
        else:
            print(f"check: {os.path.basename(p)}: {len(ref)} groups equal to "
                  f"{os.path.basename(ref_path)} (fields {', '.join(SUBSET)})")
    return ok


def main(argv):
    if len(argv) < 4 or argv[1] not in ("ncu", "agg"):
        sys.exit(__doc__)
    ok = (check_ncu if argv[1] == "ncu" else check_agg)(argv[2], argv[3:])
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main(sys.argv)
