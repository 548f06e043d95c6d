#!/usr/bin/env python3
"""Agreement of kclassify's `bound` with NVIDIA's own SOLBottleneck verdict (`ncu_bound`).

Usage: kclassify_parity.py MIN_PCT FILE.jsonl...   (kclassify output of corpus ncu files)
Prints every disagreement with its numbers, then the agreement; exit 1 below MIN_PCT or when
there is nothing to compare.
"""
import json
import sys


def main(min_pct, paths):
    agree = total = 0
    for path in paths:
        for line in open(path, encoding="utf-8"):
            r = json.loads(line)
            if not r.get("ncu_bound"):
                continue
            total += 1
            if r["bound"] == r["ncu_bound"]:
                agree += 1
            else:
                print(f"disagree: {r['src_file']}:{r['src_line']}: {r['kernel'][:60]!r} "
                      f"bound {r['bound']}, ncu {r['ncu_bound']}; evidence {r['evidence'][:3]}")
    pct = 100.0 * agree / total if total else 0.0
    print(f"agreement with ncu's SOLBottleneck rule: {agree}/{total} = {pct:.1f} %")
    return 0 if total and pct >= float(min_pct) else 1


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2:]))
