#!/usr/bin/env python3
"""Accuracy of knorm's library/family tags on a labelled name table.

usage: knorm_accuracy.py KNORM LABELS.tsv [MIN_PCT]
LABELS.tsv: name, library, family, then other columns (header row `name ...`, `#` comment
lines). The note is the column the header names `note`, else the fourth; rows whose note is
`ambiguous` or starts with `ambiguous:` (two labellers disagreed) are left out. Prints the figure and every miss; exits 1 when the
share of rows with both tags right is below MIN_PCT (default 97).
"""
import json
import subprocess
import sys


def main():
    knorm, labels = sys.argv[1], sys.argv[2]
    min_pct = float(sys.argv[3]) if len(sys.argv) > 3 else 97.0
    rows = []
    note_col = 3
    ambiguous = 0
    with open(labels, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cols = line.split("\t")
            if cols[0] == "name":
                note_col = cols.index("note") if "note" in cols else 3
                continue
            if len(cols) < 3:
                continue
            note = cols[note_col] if len(cols) > note_col else ""
            if note == "ambiguous" or note.startswith("ambiguous:"):
                ambiguous += 1
                continue
            rows.append((cols[0], cols[1], cols[2]))
    records = "".join(json.dumps({"schema_version": 1, "kernel": n}) + "\n" for n, _, _ in rows)
    out = subprocess.run([knorm], input=records.encode(), capture_output=True, check=True).stdout
    got = [json.loads(l) for l in out.decode().splitlines()]
    assert len(got) == len(rows), (len(got), len(rows))
    ok = lib_ok = fam_ok = 0
    for (name, lib, fam), r in zip(rows, got):
        lib_ok += r["library"] == lib
        fam_ok += r["family"] == fam
        if r["library"] == lib and r["family"] == fam:
            ok += 1
        else:
            print(f"miss: want {lib}/{fam} got {r['library']}/{r['family']}: {name[:160]}")
    n = len(rows)
    pct = 100.0 * ok / n
    print(f"{labels}: {ok}/{n} = {pct:.1f} % with both tags right "
          f"(library {100.0 * lib_ok / n:.1f} %, family {100.0 * fam_ok / n:.1f} %)"
          + (f"; {ambiguous} ambiguous rows left out" if ambiguous else ""))
    return 0 if pct >= min_pct else 1


if __name__ == "__main__":
    sys.exit(main())
