#!/usr/bin/env python3
"""count_kernel_rows.py FILE: data rows of the kernel tables of FILE, counted without nsys2jsonl: CSV
rows after a kernel header (a Name/Kernel Name column with Instances, Kern Inst or Start), text
rows under a kernel header with its dash line, up to the next blank line."""
import csv, re, sys
lines = open(sys.argv[1], encoding='utf-8', newline='').read().replace('\r\n', '\n').replace('\r', '\n').split('\n')
def kernel_header(cols):
    cols = [c.strip() for c in cols]
    has_name = 'Name' in cols or 'Kernel Name' in cols
    return has_name and ('Instances' in cols or 'Kern Inst' in cols or 'Start (ns)' in cols)
n, i = 0, 0
while i < len(lines):
    l = lines[i]
    is_csv_header = ',' in l and kernel_header(next(csv.reader([l])))
    is_text_header = (i + 1 < len(lines) and re.fullmatch(r' *-+( +-+)+ *', lines[i + 1]) is not None
                      and kernel_header(re.split(r'\s{2,}', l.strip())))
    if is_csv_header or is_text_header:
        i += 2 if is_text_header else 1
        while i < len(lines) and lines[i].strip():
            n += 1
            i += 1
        continue
    i += 1
print(n)
