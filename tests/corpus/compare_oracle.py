#!/usr/bin/env python3
"""Compare ncu2jsonl records of a raw-base CSV with the ncu_report oracle of the same report.

Usage: compare_oracle.py RECORDS.jsonl RAW_BASE.csv ORACLE.jsonl
Checks: same number of launches, same kernel names (demangled, as the CSV prints them), and every
oracle metric with a value present in the record with an equal value: strings equal, numbers
within the precision printed in the CSV (half a unit of the last printed digit, after removing
thousands separators). Prints one line per problem and a summary; exit 1 on any problem.
"""
import csv
import json
import math
import sys


def printed_tolerance(text):
    t = text.strip().replace(",", "")
    mant = t.split("e")[0].split("E")[0]
    exp = 0
    if "e" in t.lower():
        exp = int(t.lower().split("e")[1])
    decimals = len(mant.split(".")[1]) if "." in mant else 0
    return 0.5 * 10 ** (exp - decimals)


def main(records_path, csv_path, oracle_path):
    recs = [json.loads(l) for l in open(records_path, encoding="utf-8") if l.strip()]
    oracle = [json.loads(l) for l in open(oracle_path, encoding="utf-8") if l.strip()]
    rows = list(csv.reader(open(csv_path, encoding="utf-8", errors="replace", newline="")))
    start = next(i for i, r in enumerate(rows) if r and r[0] == "ID")
    header = rows[start]
    data = [r for r in rows[start + 2:] if r and r[0] != "ID"]
    problems = []
    if len(recs) != len(oracle):
        problems.append(f"launches: records {len(recs)}, oracle {len(oracle)}")
    checked = 0
    skipped = 0
    for k, (rec, orc, row) in enumerate(zip(recs, oracle, data)):
        printed = dict(zip(header, row))
        if rec["kernel"] != orc["name_demangled"]:
            problems.append(f"launch {k}: kernel {rec['kernel']!r} != oracle {orc['name_demangled']!r}")
        for name, want in orc["metrics"].items():
            if want is None:
                continue
            if name not in printed:
                skipped += 1  # not printed on the raw page (metric groups, breakdowns)
                continue
            if want == "" and rec["metrics"].get(name, "<missing>") is None:
                checked += 1  # an empty string is unknown: null in our records
                continue
            got = rec["metrics"].get(name, "<missing>")
            if isinstance(want, str):
                ok = got == want
            elif isinstance(got, (int, float)) and not isinstance(got, bool):
                tol = printed_tolerance(printed.get(name, "0")) if name in printed else 0
                # the printed value is already in base units (--print-units base)
                ok = math.isclose(got, want, rel_tol=1e-9, abs_tol=tol * 1.0000001 + 1e-12)
            else:
                ok = False
            checked += 1
            if not ok:
                problems.append(f"launch {k}: {name}: got {got!r}, oracle {want!r}, printed {printed.get(name)!r}")
    for p in problems[:50]:
        print(p)
    print(f"{records_path}: {len(recs)} launches, {checked} metric values checked, {skipped} not on the raw page, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
