#!/usr/bin/env python3
"""Write >= SIZE_MB of kagg input records made from a golden fixture.

Usage: gen_kagg.py FIXTURE.jsonl OUT.jsonl SIZE_MB [--join | --by-model]
The fixture is tests/cli/golden/kagg/mix/mix.jsonl (nsys summaries and launches, classified ncu
records). Its records are spread over 200 models x 500 kernel names (run.model = model<m>,
kernel_key suffixed _<k>) and that block of 100,000 records is repeated up to the size (each copy
with src_file prefixed copy<i>/, so that no record is the same data twice), so kagg's
state (one cell per model and kernel) is the same at every size. Every (model, kernel_key) then
holds records of one kind, so kagg's ncu x nsys join finds nothing to join; with --join the suffix
is _<k // number of fixture records> instead, so that the ncu and nsys records of a fixture kernel
share a cell (coverage and time-weighted metrics are not empty). With --by-model the same records
are written model after model (all copies of model0's records, then model1's, ...), as a census
reads per-model files one after the other; without it each copy of the block holds every model, so
a cell's records lie 100,000 records apart (the worst case for a reader's caches). Used by
tests/bench/kagg.sh and tests/bench/compare.sh.
"""
import json
import sys


def main(src, dst, mb, join=False, by_model=False):
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
    copies = max(1, mb * 1000000 // len(block) + 1)
    # Each copy of the block comes from sources of its own: the same src_file and src_line twice
    # would be the same data fed twice, which kagg refuses.
    def copy(text, i):
        return text.replace(b'"src_file":"', b'"src_file":"copy%d/' % i)
    with open(dst, "wb") as f:
        if by_model:
            for m in range(200):
                part = "".join(lines[m * 500:(m + 1) * 500]).encode()
                for i in range(copies):
                    f.write(copy(part, i))
        else:
            for i in range(copies):
                f.write(copy(block, i))


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5) or sys.argv[4:] not in ([], ["--join"], ["--by-model"]):
        sys.exit(__doc__)
    main(*sys.argv[1:4], join=sys.argv[4:] == ["--join"], by_model=sys.argv[4:] == ["--by-model"])
