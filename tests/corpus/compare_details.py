#!/usr/bin/env python3
"""Compare ncu2jsonl records of a details page (labels mapped to metric names) with the ncu_report
oracle of the same report.

Usage: compare_details.py RECORDS.jsonl ORACLE.jsonl
Checks: same number of launches and kernel names; every metric key that is a metric name (not an
unmapped "Section/Label" key) names a metric of that launch in the oracle, unless its value is
null (a launch ncu could not profile), i.e. labels were resolved for the ncu version that wrote the
report; values agree with the oracle to the precision of the details page (which rounds to a few
digits: relative 0.6 %, absolute 0.0051). Exit 1 on any problem.
"""
import json
import math
import sys


def main(records_path, oracle_path):
    recs = [json.loads(l) for l in open(records_path, encoding="utf-8") if l.strip()]
    oracle = [json.loads(l) for l in open(oracle_path, encoding="utf-8") if l.strip()]
    problems = []
    checked = unmapped = 0
    if len(recs) != len(oracle):
        problems.append(f"launches: records {len(recs)}, oracle {len(oracle)}")
    for k, (rec, orc) in enumerate(zip(recs, oracle)):
        if rec["kernel"] != orc["name_demangled"]:
            problems.append(f"launch {k}: kernel {rec['kernel']!r} != {orc['name_demangled']!r}")
        for name, got in rec["metrics"].items():
            if "/" in name:
                unmapped += 1
                continue
            if name not in orc["metrics"]:
                if got is not None:
                    problems.append(f"launch {k}: {name} is not a metric of this report (value {got!r})")
                continue
            want = orc["metrics"][name]
            if want is None or got is None:
                continue
            checked += 1
            if isinstance(want, str) or isinstance(got, str):
                ok = str(want) == str(got)
            else:
                ok = math.isclose(got, want, rel_tol=0.006, abs_tol=0.0051)
            if not ok:
                problems.append(f"launch {k}: {name}: got {got!r}, oracle {want!r}")
    for p in problems[:50]:
        print(p)
    print(f"{records_path}: {len(recs)} launches, {checked} values checked, "
          f"{unmapped} unmapped labels, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
