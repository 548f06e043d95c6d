#!/usr/bin/env python3
"""Write a large ncu details-page CSV by repeating the launches of a fixture with new IDs.

Usage: gen_details.py FIXTURE.csv OUT.csv SIZE_MB
The fixture is one of ours (tests/cli/golden/... or pipelines/sample/ncu-details.csv); every
launch block is copied with a fresh ID, so the output has the shape of a real multi-thousand-launch
report (repeated identity columns, one metric per row).
"""
import csv
import io
import sys


def main(fixture, out, size_mb):
    rows = list(csv.reader(open(fixture, encoding="utf-8", newline="")))
    header = rows[0]
    body = rows[1:]
    id_col = header.index("ID")
    launches = {}
    for r in body:
        launches.setdefault(r[id_col], []).append(r)
    blocks = list(launches.values())
    target = int(size_mb) * 1_000_000
    written = 0
    next_id = 0
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator="\n")
        w.writerow(header)
        while written < target:
            buf = io.StringIO()
            bw = csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator="\n")
            for _ in range(200):
                for r in blocks[next_id % len(blocks)]:
                    r = list(r)
                    r[id_col] = str(next_id)
                    bw.writerow(r)
                next_id += 1
            s = buf.getvalue()
            f.write(s)
            written += len(s)
    print(f"{out}: {written / 1e6:.0f} MB, {next_id} launches")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(*sys.argv[1:])
