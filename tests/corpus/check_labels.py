#!/usr/bin/env python3
"""Check lib/ncu/label_table.inc against the corpus: details-page labels vs raw-page metrics.

For every report stem in the corpus's ncu/derived folder that has both <stem>.details-base.csv
(details page: section, label, value) and <stem>.raw-base.csv (raw page: one column per metric,
a units row after the header), both printed by one ncu from one report, each (section, label)
of the details page that the table maps must have the value of the mapped metric in the raw page
for the same launch ID, within the precision the details page prints. Candidates are chosen as
kc::ncu::LabelToMetric does: the first candidate present in the raw page, else the first.

Also lists the (section, label) pairs of other details CSVs (--csv FILE..., default: the corpus's
ncu/csv/*.csv that have a "Section Name" column) that the table does not map.

Prints coverage and mismatches; exit 1 when a mapped value disagrees, 0 otherwise.

--versions: check the version masks instead (kc::ncu::LabelVersions / LabelToMetricIn). For every
stem with <stem>.details-base.csv (--page; else <stem>.details.csv) and <stem>.oracle.jsonl (ncu_report's
metrics of each launch, in launch order = details ID), the report's version mask is the AND of
LabelVersions over the (section, label) pairs of its first launch that the table knows (a pair
that would make the AND 0 is skipped); then every table-mapped label of every launch must map,
through LabelToMetricIn(section, label, mask), to a metric present in that launch's oracle. Prints
per-stem figures (also for LabelToMetric without versions, for comparison) and every miss (rows
valued n/a, of launches ncu could not profile, are skipped); exit 1
when some label misses. --known also gives LabelToMetricIn the oracle's metric names (as a caller
that has the raw page would), which only measures whether some candidate within the mask is right.

Usage: check_labels.py [--corpus DIR] [--table FILE] [--csv FILE...] [--versions [--known]] [-v]
"""
import argparse
import csv
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))

# A label that is itself a metric name (ncu prints the name when the section gives no label),
# optionally as the trailing "(name)" of a label such as "{UNIT}: {COMPOUND_NAME} (name)".
COMMAND_LINE_SECTION = 'Command line profiler metrics'  # --metrics: every label is the name
METRIC_NAME = re.compile(r'[A-Za-z][A-Za-z0-9_]*__[A-Za-z0-9_.]+')


_ROW = re.compile(r'^\{"((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)", (0x[0-9a-f]+), (0x[0-9a-f]+)\},$')
_UNESCAPE = lambda s: re.sub(r'\\(.)', r'\1', s)


def load_table(path):
    """(section, label) -> [metric, ...], candidates in table order."""
    return {k: [m for m, _, _ in v] for k, v in load_rows(path).items()}


def load_rows(path):
    """(section, label) -> [(metric, versions mask, named mask), ...] in table order."""
    table = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            m = _ROW.match(line.strip())
            if m:
                table.setdefault((_UNESCAPE(m[1]), _UNESCAPE(m[2])), []).append(
                    (_UNESCAPE(m[3]), int(m[4], 16), int(m[5], 16)))
    return table


def load_versions(path):
    """The kVersions[] list of label_table.inc, oldest first."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    body = re.search(r'kVersions\[\] = \{(.*?)\};', text, re.S)[1]
    return re.findall(r'"([^"]*)"', body)


def label_versions(rows, section, label):
    """Mirror of kc::ncu::LabelVersions."""
    m = 0
    for _, v, _ in rows.get((section, label), ()):
        m |= v
    return m


def label_to_metric_in(rows, section, label, versions, known=None):
    """Mirror of kc::ncu::LabelToMetricIn."""
    cands = rows.get((section, label), ())
    all_ = known_all = 0
    for met, v, _ in cands:
        all_ |= v & versions
        if known is not None and v & versions and met in known:
            known_all |= v & versions
    if not all_:
        return label_to_metric({k: [m for m, _, _ in c] for k, c in [((section, label), cands)] if c},
                               section, label, known)[0]
    use_known = known_all != 0
    top = 1 << ((known_all if use_known else all_).bit_length() - 1)
    pick = None
    for met, v, named in cands:
        if not v & top or (use_known and met not in known):
            continue
        if named & top:
            return met
        pick = pick or met
    return pick


def mask_text(mask, versions):
    """'2020.2-2021.1' for a mask: runs of consecutive versions."""
    idx = [i for i in range(len(versions)) if mask >> i & 1]
    runs, start = [], None
    for j, i in enumerate(idx):
        if start is None:
            start = i
        if j + 1 == len(idx) or idx[j + 1] != i + 1:
            runs.append(versions[start] if start == i else f'{versions[start]}-{versions[i]}')
            start = None
    return ','.join(runs) or '-'


def label_to_metric(table, section, label, known=None):
    """Mirror of kc::ncu::LabelToMetric: (metric or None, how)."""
    cands = table.get((section, label))
    if cands:
        for c in cands:
            if known is not None and c in known:
                return c, 'table'
        return cands[0], 'table'
    if section == COMMAND_LINE_SECTION or METRIC_NAME.fullmatch(label):
        return label, 'name'
    m = re.search(r' \(([^()]*)\)$', label)
    if m and METRIC_NAME.fullmatch(m[1]):
        return m[1], 'name'
    return None, None


def read_csv(path):
    """Rows of a CSV, skipping anything before the header line (==PROF== lines, app output)."""
    with open(path, newline='', encoding='utf-8-sig', errors='replace') as f:
        rows = list(csv.reader(f))
    for i, r in enumerate(rows):
        if 'ID' in r and ('Section Name' in r or 'Kernel Name' in r):
            return rows[i], rows[i + 1:]
    return None, []


def number(s):
    s = s.replace(',', '').strip()
    try:
        return float(s)
    except ValueError:
        return None


PREFIX = {'': 1.0, 'K': 1e3, 'M': 1e6, 'G': 1e9, 'T': 1e12, 'n': 1e-9, 'u': 1e-6, 'm': 1e-3}
BASES = ('byte', 'second', 'cycle', 'sector', 'inst', 'warp', 'request', 'thread', 'block', 'hz')


def scale(unit):
    """Factor from a printed unit to its base unit ('Gbyte/second' -> 1e9, 'usecond' -> 1e-6);
    the raw page's time unit is nsecond, so scales are relative and only their ratio is used."""
    f = 1.0
    for i, part in enumerate(unit.split('/')):
        p = part[0] if len(part) > 1 and part[0] in PREFIX and part[1:].rstrip('s') in BASES else ''
        f = f * PREFIX[p] if i == 0 else f / PREFIX[p]
    return f


def same(detail, raw, ratio=1.0):
    """Equal within the precision of the details page's printed value; ratio converts the
    details page's unit to the raw page's."""
    if detail.strip() == 'n/a':  # the details page's rendering of a value the raw page leaves empty
        return raw.strip() in ('', 'n/a')
    d, r = number(detail), number(raw)
    if d is None or r is None:
        return detail.strip() == raw.strip()
    decimals = len(detail.split('.')[1]) if '.' in detail else 0
    return abs(d * ratio - r) <= (10.0 ** -decimals) * ratio + 1e-9 * abs(r)


def check_stem(table, details, raw, stats, verbose):
    h, rows = read_csv(raw)
    ids = h.index('ID')
    raw_units = dict(zip(h, rows[0]))
    raw_by_id = {r[ids]: dict(zip(h, r)) for r in rows[1:] if len(r) == len(h)}  # rows[0]: units
    h, rows = read_csv(details)
    col = {n: h.index(n) for n in ('ID', 'Section Name', 'Metric Name', 'Metric Unit', 'Metric Value')}
    for r in rows:
        if len(r) <= col['Metric Value'] or not r[col['Metric Name']]:
            continue  # rule rows have no metric
        sec, lab, val = r[col['Section Name']], r[col['Metric Name']], r[col['Metric Value']]
        raw_row = raw_by_id.get(r[col['ID']], {})
        known = {k for k, v in raw_row.items() if v != ''}
        metric, how = label_to_metric(table, sec, lab, known)
        key = (sec, lab)
        stats['pairs'].setdefault(key, set()).add(os.path.basename(details).split('.')[0][:2])
        if metric is None:
            stats['unmapped'].add(key)
            continue
        stats['mapped_' + how].add(key)
        if metric not in raw_row:
            stats['absent'].setdefault(key, set()).add((metric, os.path.basename(details)[:2]))
            continue
        stats['checked'] += 1
        ratio = scale(r[col['Metric Unit']]) / scale(raw_units.get(metric, ''))
        if not same(val, raw_row[metric], ratio):
            stats['bad'].setdefault(key, []).append((os.path.basename(details), r[col['ID']], metric, val,
                                                     raw_row[metric]))
        elif verbose:
            print(f'ok {sec} / {lab} -> {metric}: {val} == {raw_row[metric]}')


def report_versions(corpus):
    """stem -> ncu version (major.minor, '2019' for 2019.x) of the report, from MANIFEST.tsv."""
    out = {}
    path = os.path.join(corpus, 'MANIFEST.tsv')
    if not os.path.exists(path):
        return out
    with open(path, encoding='utf-8') as f:
        for line in f:
            cols = line.rstrip('\n').split('\t')
            if len(cols) > 5 and cols[0].startswith('ncu/reports/'):
                stem = re.sub(r'\.(ncu-rep|nsight-cuprof-report)$', '', os.path.basename(cols[0]))
                m = re.match(r'(\d{4})(\.\d+)?', cols[5])
                if m:
                    out[stem] = m[1] + (m[2] or '')
    return out


def check_versions(a):
    """--versions: version masks of corpus reports and LabelToMetricIn against the oracles."""
    import json
    rows = load_rows(a.table)
    versions = load_versions(a.table)
    derived = os.path.join(a.corpus, 'ncu', 'derived')
    true_version = report_versions(a.corpus)
    stems = sorted(p[:-len('.oracle.jsonl')] for p in glob.glob(os.path.join(derived, '*.oracle.jsonl')))
    total = {'labels': 0, 'in_ok': 0, 'plain_ok': 0, 'stems': 0, 'stems_ok': 0, 'has_version': 0}
    misses = []
    print(f'table: {len(versions)} versions {versions[0]}..{versions[-1]}; '
          f'LabelToMetricIn{" with known = oracle metrics" if a.known else ""}')
    print(f'{"stem":58} {"version":8} {"mask":22} {"pairs":>5} {"labels":>6} {"In ok":>6} {"plain ok":>8}')
    for stem in stems:
        details = next((stem + s for s in (f'.{a.page}.csv', '.details.csv') if os.path.exists(stem + s)),
                       None)
        if details is None:
            continue
        with open(stem + '.oracle.jsonl', encoding='utf-8') as f:
            oracle = [set(json.loads(line)['metrics']) for line in f if line.strip()]
        h, body = read_csv(details)
        if not h or 'Section Name' not in h:
            continue
        col = {n: h.index(n) for n in ('ID', 'Section Name', 'Metric Name', 'Metric Value')}
        launches, na = {}, 0
        for r in body:
            if len(r) > col['Metric Value'] and r[col['Metric Name']]:
                if r[col['Metric Value']].strip() == 'n/a':  # no value: the launch was not profiled
                    na += 1
                    continue
                launches.setdefault(r[col['ID']], []).append((r[col['Section Name']], r[col['Metric Name']]))
        if not launches:
            continue
        ids = sorted(launches, key=lambda i: int(i) if i.isdigit() else 0)
        mask = (1 << len(versions)) - 1
        pairs = 0
        for sec, lab in dict.fromkeys(launches[ids[0]]):
            m = label_versions(rows, sec, lab)
            if m:
                pairs += 1
                if mask & m:
                    mask &= m
        n = in_ok = plain_ok = 0
        for i in ids:
            idx = int(i) if i.isdigit() else -1
            metrics = oracle[idx] if 0 <= idx < len(oracle) else set()
            for sec, lab in launches[i]:
                if (sec, lab) not in rows:
                    continue
                n += 1
                got = label_to_metric_in(rows, sec, lab, mask, metrics if a.known else None)
                plain = label_to_metric(load_table_cache(rows), sec, lab)[0]
                in_ok += got in metrics
                plain_ok += plain in metrics
                if got not in metrics:
                    misses.append((os.path.basename(stem), i, sec, lab, got,
                                   [c for c, _, _ in rows[(sec, lab)] if c in metrics]))
        name = os.path.basename(stem)
        ver = true_version.get(name, '?')
        has = ver in versions and mask >> versions.index(ver) & 1
        print(f'{name[:58]:58} {ver:8} {mask_text(mask, versions)[:22]:22} {pairs:5} {n:6} {in_ok:6} {plain_ok:8}'
              + (f'  ({na} n/a rows skipped)' if na else '')
              + ('' if has else '  (mask lacks the report\'s version)'))
        total['stems'] += 1
        total['stems_ok'] += in_ok == n
        total['has_version'] += bool(has)
        total['labels'] += n
        total['in_ok'] += in_ok
        total['plain_ok'] += plain_ok
    print(f'total: {total["stems"]} stems, {total["stems_ok"]} with every label right; masks holding the '
          f'report\'s version: {total["has_version"]}; labels {total["labels"]}: LabelToMetricIn right '
          f'{total["in_ok"]}, LabelToMetric (no versions) right {total["plain_ok"]}')
    seen = set()
    for stem, i, sec, lab, got, right in misses:
        if (stem, sec, lab) in seen:
            continue
        seen.add((stem, sec, lab))
        print(f'MISS {stem[:2]} ID {i}: {sec} / {lab} -> {got}; in oracle: {", ".join(right) or "none"}')
    return 1 if misses else 0


_TABLE_CACHE = {}


def load_table_cache(rows):
    if id(rows) not in _TABLE_CACHE:
        _TABLE_CACHE[id(rows)] = {k: [m for m, _, _ in v] for k, v in rows.items()}
    return _TABLE_CACHE[id(rows)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--corpus', default=os.path.join(ROOT, '..', 'shared', 'corpus'))
    ap.add_argument('--table', default=os.path.join(ROOT, 'lib', 'ncu', 'label_table.inc'))
    ap.add_argument('--csv', nargs='*', help='other details CSVs to list unmapped labels of')
    ap.add_argument('--page', default='details-base',
                    help='details page variant to check: details-base (base units, default), details-all '
                         '(every body item too, scaled units) or details (scaled units)')
    ap.add_argument('--versions', action='store_true',
                    help='check version masks and LabelToMetricIn against the oracles instead')
    ap.add_argument('--known', action='store_true',
                    help='with --versions: give LabelToMetricIn the oracle metric names as known')
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    if a.versions:
        return check_versions(a)
    table = load_table(a.table)
    derived = os.path.join(a.corpus, 'ncu', 'derived')
    stats = {'pairs': {}, 'unmapped': set(), 'mapped_table': set(), 'mapped_name': set(), 'absent': {},
             'checked': 0, 'bad': {}}
    suffix = f'.{a.page}.csv'
    stems = sorted(p[:-len(suffix)] for p in glob.glob(os.path.join(derived, '*' + suffix))
                   if os.path.exists(p[:-len(suffix)] + '.raw-base.csv'))
    for stem in stems:
        check_stem(table, stem + suffix, stem + '.raw-base.csv', stats, a.verbose)

    pairs = stats['pairs']
    print(f'table: {sum(map(len, table.values()))} rows, {len(table)} (section, label) pairs')
    print(f'corpus: {len(stems)} {a.page}/raw-base report pairs, {len(pairs)} distinct (section, label)')
    print(f'  mapped by the table: {len(stats["mapped_table"])}; label is a metric name: '
          f'{len(stats["mapped_name"])}; unmapped: {len(stats["unmapped"])}')
    print(f'  values compared: {stats["checked"]}; mismatching pairs: {len(stats["bad"])}; '
          f'mapped metric absent from raw page: {len(stats["absent"])}')
    for key, bad in sorted(stats['bad'].items()):
        f, i, m, d, r = bad[0]
        print(f'MISMATCH {key[0]} / {key[1]} -> {m}: details {d} raw {r} ({f} ID {i}; {len(bad)} rows)')
    for key, ms in sorted(stats['absent'].items()):
        print(f'ABSENT {key[0]} / {key[1]} -> {", ".join(sorted({m for m, _ in ms}))} '
              f'(reports {",".join(sorted({r for _, r in ms}))})')
    for key in sorted(stats['unmapped']):
        print(f'UNMAPPED {key[0]} / {key[1]} (reports {",".join(sorted(pairs[key]))})')

    others = a.csv if a.csv is not None else sorted(glob.glob(os.path.join(a.corpus, 'ncu', 'csv', '*')))
    seen, missing = set(), set()
    for path in others:
        h, rows = read_csv(path)
        if not h or 'Section Name' not in h or 'Metric Name' not in h:
            continue
        si, li = h.index('Section Name'), h.index('Metric Name')
        for r in rows:
            if len(r) > li and r[li]:
                seen.add((r[si], r[li]))
                if label_to_metric(table, r[si], r[li])[0] is None:
                    missing.add((r[si], r[li], os.path.basename(path)[:2]))
    print(f'other details CSVs: {len(others)} files, {len(seen)} distinct (section, label), '
          f'{len({m[:2] for m in missing})} unmapped')
    for s, l, f in sorted(missing):
        print(f'UNMAPPED {s} / {l} ({f})')
    return 1 if stats['bad'] else 0


if __name__ == '__main__':
    sys.exit(main())
