#!/usr/bin/env python3
"""Write >= SIZE_MB of kagg input records made from a golden fixture.

Usage: gen_kagg.py FIXTURE.jsonl OUT.jsonl SIZE_MB [--join]
The fixture is tests/cli/golden/kagg/mix/mix.jsonl (nsys summaries and launches, classified ncu
records). Its records are spread over 200 models x 500 kernel names (run.model = model<m>,
kernel_key suffixed _<k>) and that block of 100,000 records is repeated up to the size (each copy
with src_file prefixed copy<i>/, so that no record is the same data twice), so kagg's
state (one cell per model and kernel) is the same at every size. Every (model, kernel_key) then
holds records of one kind, so kagg's ncu x nsys join finds nothing to join; with --join the suffix
is _<k // number of fixture records> instead, so that the ncu and nsys records of a fixture kernel
share a cell (coverage and time-weighted metrics are not empty). Used by tests/bench/kagg.sh and
tests/bench/compare.sh.
"""
import json
import sys


def main(src, dst, mb, join=False):
    mb = int(mb)
    recs = [json.loads(l) for l in open(src)]
    lines, i = [], 0
    for m in range(200):
        for k in range(500):
            # A model has nsys launch records or kernel summary rows, not both (kagg would count
            # its launches once and leave the summary rows out): even models only summaries.
            other = "nsys_kernel_launch" if m % 2 == 0 else "nsys_kernel_summary"
            j = m * 500 + k
            while recs[j % len(recs)]["type"] == other:
                j += 1
            r = dict(recs[j % len(recs)])
            r["run"] = {"model": f"model{m}"}
            if "src_line" in r:  # one line of its source per record, as converters write them
                r["src_line"] = m * 500 + k + 1
            r["kernel_key"] = f"{r['kernel_key']}_{k // len(recs) if join else k}"
            lines.append(json.dumps(r, separators=(",", ":")) + "\n")
    block = "".join(lines).encode()
    with open(dst, "wb") as f:
        for i in range(max(1, mb * 1000000 // len(block) + 1)):
            # Each copy of the block comes from sources of its own: the same src_file and
            # src_line twice would be the same data fed twice, which kagg refuses.
            f.write(block.replace(b'"src_file":"', b'"src_file":"copy%d/' % i))


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[4:] not in ([], ["--join"]):
        sys.exit(__doc__)
    main(*sys.argv[1:4], join=sys.argv[4:] == ["--join"])
