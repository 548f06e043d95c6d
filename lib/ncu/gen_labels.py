#!/usr/bin/env python3
"""Generate lib/ncu/label_table.inc: Nsight Compute details-page labels -> metric names.

The details page (CSV and text) prints a metric under the label its section file gives it, in a
section titled with the section's DisplayName. Each section file (protobuf text format) names
metrics in `Metrics { Label: "..." Name: "..." Options { Name: "..." } }` entries, in its Header,
its Metrics block and its Body items (tables, bar charts, rooflines ...). ncu prints whichever
label it meets for a metric, the Header's or a Body item's, so every labelled entry gives a row
(DisplayName, Label, metric) for its Name and for each Options name (arch-specific variants).

ncu prints labels from the section files a report was collected with (the report embeds them), so
one (section, label) means different metrics in reports of different ncu versions. Every table
row therefore carries the set of ncu versions (major.minor) whose section files give it.

Usage:
  gen_labels.py [-o OUT] [--extra TSV] DIR@VERSION...
      Read every *.section file in each DIR (sections of ncu VERSION), merge the rows of TSV
      (default label_extra.tsv: section<TAB>label<TAB>metric<TAB>"VERSION [source]"), write the
      C++ table (default label_table.inc next to this script). As committed:
      gen_labels.py /usr/lib/x86_64-linux-gnu/nsight-compute/sections@2022.3.0
  gen_labels.py --dump VERSION SRC...
      Print the rows of SRC as TSV lines for label_extra.tsv. SRC is a directory of *.section
      files, or a report (.ncu-rep / .nsight-cuprof-report), whose sections are read from the
      protobuf messages the report embeds (a report keeps the sections it was collected with).
  gen_labels.py --collect SRC@VERSION...
      Print a whole label_extra.tsv: the rows of every SRC (as --dump), one line per (section,
      label, metric, version) naming the first SRC of that version that gives it; user-written
      sections (USER_SECTIONS) are left out. As committed: every report of the corpus that embeds
      sections, with the version its MANIFEST.tsv gives (see the head of label_extra.tsv).

Versions: a row's version set is the versions whose sources give it, plus the versions between
two of those whose sources do not have that section at all (the reports of a version embed only
the sections they were collected with, so an unseen section says nothing). Versions are cut to
major.minor ("2022.3.0" -> "2022.3"); a version with no minor ("2019") sorts before its minors.

Rows are sorted by (section, label); where one (section, label) has several metrics, they are
kept newest ncu version first, and within one version in file order with dotted (modern) names
ahead of legacy undotted ones, so that the first candidate is the best default.
"""
import argparse
import os
import re
import sys

# ---- protobuf text format (.section files) --------------------------------------------------

_TOKEN = re.compile(r'\s+|#[^\n]*|"(?:[^"\\]|\\.)*"|[{}:]|[^\s{}:"#]+', re.S)


def parse_text(text):
    """Parse protobuf text format into a list of (key, value); value is str or nested list."""
    toks = [t for t in _TOKEN.findall(text) if t.strip() and not t.startswith('#')]
    pos = 0

    def block(closing):
        nonlocal pos
        out = []
        while pos < len(toks):
            t = toks[pos]
            if t == '}':
                if not closing:
                    raise ValueError('unbalanced }')
                pos += 1
                return out
            key = t
            pos += 1
            if toks[pos] == ':':
                pos += 1
            if toks[pos] == '{':
                pos += 1
                out.append((key, block(True)))
            else:
                v = toks[pos]
                pos += 1
                if v.startswith('"'):
                    v = re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m[1], m[1]), v[1:-1])
                out.append((key, v))
        if closing:
            raise ValueError('missing }')
        return out

    return block(False)


# ---- protobuf wire format (sections embedded in reports) ------------------------------------

def _varint(b, i):
    r = s = 0
    while True:
        c = b[i]
        i += 1
        r |= (c & 0x7F) << s
        s += 7
        if not c & 0x80:
            return r, i
        if s > 63:
            raise ValueError('varint')


def _fields(b):
    i, out = 0, []
    while i < len(b):
        k, i = _varint(b, i)
        f, t = k >> 3, k & 7
        if f == 0:
            raise ValueError('field 0')
        if t == 0:
            v, i = _varint(b, i)
        elif t == 2:
            n, i = _varint(b, i)
            if i + n > len(b):
                raise ValueError('length')
            v, i = b[i:i + n], i + n
        elif t in (1, 5):
            v, i = b[i:i + (8 if t == 1 else 4)], i + (8 if t == 1 else 4)
        else:
            raise ValueError('wire type')
        out.append((f, t, v))
    return out


# The parts of ProfilerSection.proto (ncu extras/FileFormat) that can hold metrics:
# message -> {field number: (name, type)}; type 'str', 'int' or a message name.
_SCHEMA = {
    'Section': {1: ('Identifier', 'str'), 2: ('DisplayName', 'str'), 3: ('Order', 'int'),
                4: ('Header', 'Header'), 5: ('Body', 'Body'), 6: ('Metrics', 'MetricList'),
                9: ('Extends', 'str')},
    'Header': {2: ('Metrics', 'Metric')},
    'MetricList': {1: ('Metrics', 'Metric')},
    'Metric': {1: ('Name', 'str'), 2: ('Label', 'str'), 4: ('ShowInstances', 'int'),
               7: ('Options', 'Option')},
    'Option': {1: ('Name', 'str'), 2: ('Label', 'str')},
    'Body': {1: ('Items', 'Item'), 2: ('DisplayName', 'str')},
    'Item': {1: ('Table', 'Table'), 2: ('BarChart', 'Chart5'), 3: ('HistogramChart', 'Hist'),
             4: ('LineChart', 'Chart4'), 5: ('HorizontalContainer', 'Container'),
             6: ('RooflineChart', 'Roofline'), 7: ('SourceMetricTable', 'Chart3'),
             150: ('GfxMetricsWidget', 'Chart3')},
    'Container': {1: ('Items', 'Item')},
    'Table': {5: ('Metrics', 'Metric')},
    'Chart5': {5: ('Metrics', 'Metric')},
    'Chart4': {4: ('Metrics', 'Metric'), 5: ('HighlightX', 'MetricList')},
    'Chart3': {3: ('Metrics', 'Metric')},
    'Hist': {4: ('Metric', 'Metric')},
    'Roofline': {4: ('Rooflines', 'Pair'), 5: ('AchievedValues', 'Pair'), 6: ('Walls', 'Wall')},
    'Pair': {1: ('A', 'Value'), 2: ('B', 'Value')},
    'Wall': {1: ('Value', 'Value')},
    'Value': {2: ('Metric', 'Metric'), 3: ('Expression', 'Expression')},
    'Expression': {1: ('ValuePerCycleMetrics', 'Metric'), 2: ('CyclesPerSecondMetric', 'Metric')},
}


def _decode(b, msg):
    out = []
    for f, t, v in _fields(b):
        if f not in _SCHEMA[msg]:
            continue
        name, typ = _SCHEMA[msg][f]
        if (typ == 'int') != (t == 0) or (typ != 'int' and t != 2):
            raise ValueError('type')
        if typ == 'str':
            out.append((name, v.decode('utf-8')))
        elif typ == 'int':
            out.append((name, str(v)))
        else:
            out.append((name, _decode(v, typ)))
    return out


def sections_in_report(data):
    """Find the ProfilerSection messages a report embeds (by shape: Identifier, DisplayName,
    then a Header, Body or Metrics block); return them as parsed trees, one per Identifier."""
    found = {}
    for m in re.finditer(rb'\x0a([\x01-\x7f])([A-Z][A-Za-z0-9_]*)\x12', data):
        if len(m.group(2)) != m.group(1)[0]:
            continue
        start = m.start()
        for k in (1, 2, 3):  # the message's length varint ends where it starts
            try:
                n, end = _varint(data, start - k)
                if end != start:
                    continue
                tree = _decode(data[start:start + n], 'Section')
            except (ValueError, IndexError, UnicodeDecodeError):
                continue
            keys = [key for key, _ in tree]
            if keys[:2] == ['Identifier', 'DisplayName'] and {'Header', 'Body', 'Metrics'} & set(keys):
                found.setdefault(tree[0][1], tree)
                break
    return list(found.values())


# ---- rows ------------------------------------------------------------------------------------

# A label one section gives to more metrics than this is a chart's series, not a metric's name.
MAX_METRICS_PER_LABEL = 8

# Message keys that hold a ProfilerSectionMetric (a message with Name, Label, Options).
_METRIC_KEYS = {'Metrics', 'Metric', 'ValuePerCycleMetrics', 'CyclesPerSecondMetric'}


def _get(tree, key):
    return next((v for k, v in tree if k == key), None)


def section_rows(tree):
    """(DisplayName, label, metric, named) for each labelled metric entry of one section, in order;
    named: the metric is the entry's Name, not one of its Options (another GPU architecture's)."""
    display = _get(tree, 'DisplayName')
    rows = []

    def walk(node):
        for key, val in node:
            if not isinstance(val, list) or key in ('MetricDefinitions', 'Group', 'Filter'):
                continue
            name = _get(val, 'Name') if key in _METRIC_KEYS else None
            if name is None:
                walk(val)
                continue
            if _get(val, 'ShowInstances') in ('1', 'true'):
                continue  # a chart series of per-instance values (Occupancy's "Warp Occupancy")
            # An Options entry is the metric to use on other GPU architectures; it has its own
            # label when ncu prints it differently there ("FP16" vs "FMA (FP16)").
            label = _get(val, 'Label')
            named = [(label, name, True)] + [(_get(o, 'Label') or label, _get(o, 'Name'), False)
                                             for k, o in val if k == 'Options' and _get(o, 'Name')]
            named.sort(key=lambda ln: '.' not in ln[1])  # stable: dotted (modern) names first
            done = set()
            for lab, n, is_name in named:
                # regex:, group:, breakdown: are not metrics; "{UNIT}: {COMPOUND_NAME}" is a template
                if lab and '{' not in lab and ':' not in n and (lab, n) not in done:
                    done.add((lab, n))
                    rows.append((display, lab, n, is_name or (lab, n) == (label, name)))

    walk(tree)
    return rows


def load_source(src):
    """Section trees of a directory of .section files, or of a report file."""
    if os.path.isdir(src):
        trees = []
        for fn in sorted(os.listdir(src)):
            if fn.endswith('.section'):
                with open(os.path.join(src, fn), encoding='utf-8') as f:
                    trees.append(parse_text(f.read()))
        return trees
    with open(src, 'rb') as f:
        return sections_in_report(f.read())


def version_key(v):
    """'2022.3.0' -> (2022, 3, 0, 0); parts that are not numbers ('2019.x') count as 0."""
    parts = [int(p) if p.isdigit() else 0 for p in v.split('.')][:4]
    return tuple(parts + [0] * (4 - len(parts)))


def norm_version(v):
    """The version a row is tagged with: major.minor ('2022.3.0' -> '2022.3', '2019.x' -> '2019')."""
    parts = [p for p in v.split('.') if p.isdigit()][:2]
    if not parts:
        sys.exit(f'gen_labels.py: {v}: not a version')
    return '.'.join(parts)


# Sections that users wrote for themselves and reports carry along: not ncu's.
USER_SECTIONS = {'Load Metrics', 'Store Metrics', 'Device Memory Table'}


def read_extra(path):
    rows = []
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            parts = line.split('\t')
            if len(parts) != 4 or not all(parts):
                sys.exit(f'gen_labels.py: {path}:{n}: want section, label, metric, version [source] [option]')
            tags = parts[3].split()
            rows.append((parts[0], parts[1], parts[2], norm_version(tags[0]), 'option' not in tags[1:]))
    return rows


def cxx(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def version_masks(rows, versions):
    """(section, label, metric) -> set of versions: those whose rows give it, plus those between
    two of them in which the section was not seen at all (no source of that version had it)."""
    seen, sections = {}, {}
    for sec, lab, met, ver, _ in rows:
        seen.setdefault((sec, lab, met), set()).add(ver)
        sections.setdefault(ver, set()).add(sec)
    index = {v: i for i, v in enumerate(versions)}
    out = {}
    for key, vs in seen.items():
        lo, hi = min(index[v] for v in vs), max(index[v] for v in vs)
        out[key] = {v for v in versions[lo:hi + 1] if v in vs or key[0] not in sections[v]}
    return out


def ranges(vs, versions):
    """'2019-2020.3,2022.3' for a set of versions: runs of consecutive table versions."""
    idx = sorted(versions.index(v) for v in vs)
    runs, start = [], idx[0]
    for a, b in zip(idx, idx[1:] + [None]):
        if b != a + 1:
            runs.append(versions[start] if start == a else f'{versions[start]}-{versions[a]}')
            start = b
    return ','.join(runs)


def write_table(rows, out, command):
    versions = sorted({r[3] for r in rows}, key=version_key)
    if len(versions) > 64:
        sys.exit('gen_labels.py: more than 64 versions do not fit a VersionMask')
    masks = version_masks(rows, versions)
    bit = {v: i for i, v in enumerate(versions)}
    named = {}
    for sec, lab, met, ver, is_name in rows:
        named[(sec, lab, met)] = named.get((sec, lab, met), 0) | (is_name << bit[ver])
    # Candidate order within one (section, label): newest version of the row first, then position
    # of its first row of that version among the sources.
    first = {}
    for order, (sec, lab, met, ver, _) in enumerate(rows):
        first.setdefault((sec, lab, met, ver), order)
    def rank(k):
        newest = max(masks[k], key=version_key)
        return (-bit[newest], first[k + (newest,)])
    groups = {}
    for k in masks:
        groups.setdefault(k[:2], []).append(k)
    lines = ['// Generated by lib/ncu/gen_labels.py from ncu section files and label_extra.tsv; do not edit.',
             '// Regenerate: python3 lib/ncu/gen_labels.py ' + command,
             '// Included by labels.cc at namespace scope, after the definition of LabelRow.',
             '',
             '// The ncu versions (major.minor) whose section files the table was made from, oldest first;',
             '// version i is bit i of a row\'s mask.',
             'constexpr std::string_view kVersions[] = {',
             *[f'    "{v}",' for v in versions],
             '};',
             '',
             '// {"Section DisplayName", "Label", "metric", versions, named}, sorted by (section, label);',
             '// several rows for one (section, label) are candidates, newest ncu version first. versions:',
             '// the versions whose section files give the row (gaps where the section was not seen',
             '// filled); named: those of them whose section files name the metric as the entry\'s Name,',
             '// not as an Options variant for other GPU architectures.',
             'constexpr LabelRow kRows[] = {']
    n = 0
    for key in sorted(groups, key=lambda k: (k[0].encode(), k[1].encode())):
        g = sorted(groups[key], key=lambda k: (rank(k), k[2].encode()))
        if len(g) > 1:
            lines.append('// %d candidates (%s)' % (len(g), '; '.join(
                '%s: %s' % (k[2], ranges(masks[k], versions)) for k in g)))
        for k in g:
            m = sum(1 << bit[v] for v in masks[k])
            lines.append('{%s, %s, %s, 0x%x, 0x%x},' % (cxx(k[0]), cxx(k[1]), cxx(k[2]), m, named[k] & m))
            n += 1
    lines.append('};')
    with open(out, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    return n, len(groups), versions


EXTRA_HEAD = """\
# Extra rows for label_table.inc, from the section files that Nsight Compute reports embed: the
# (section, label, metric) rows of each ncu version. The version installed here (2022.3, whose
# section files gen_labels.py reads) is in it too where a report of that version gives its rows.
# Columns, tab-separated: section DisplayName, label, metric name, "VERSION source [option]": one
# line per (section, label, metric, version), naming the first report of that version that gives
# it; "option" when that version's sections give the metric only as an Options variant (the name
# used on other GPU architectures), never as an entry's Name.
# Generated (do not edit by hand; add reports instead) with
#   gen_labels.py --collect REPORT@VERSION... > label_extra.tsv
# from every report of ../shared/corpus/ncu/reports that embeds sections (report: names it; its
# MANIFEST.tsv gives the public repository and commit it came from, and the ncu version that wrote
# it: "2019.x" for the .nsight-cuprof-report of 2019, tagged 2019 here). User-written sections
# (Load Metrics, Store Metrics, Device Memory Table) are left out. Spot-checked against the
# 2025-era section files published in github.com/xingxerx/Qallow (sections/).
# Sources, by version:
"""


def collect(srcs):
    """label_extra.tsv for SRC@VERSION...: one line per (section, label, metric, version)."""
    tagged = []
    for arg in srcs:
        src, sep, ver = arg.rpartition('@')
        if not sep or not os.path.exists(src):
            sys.exit(f'gen_labels.py: {arg}: want SRC@VERSION')
        tagged.append((norm_version(ver), src))
    tagged.sort(key=lambda t: (version_key(t[0]), os.path.basename(t[1])))
    found, used = {}, {}
    for ver, src in tagged:
        name = os.path.basename(src.rstrip('/'))
        n, trees = 0, load_source(src)
        for tree in trees:
            for sec, lab, met, is_name in section_rows(tree):
                if sec in USER_SECTIONS:
                    continue
                key = (sec, lab, met, ver)
                if key not in found:
                    found[key] = [name, False]
                    n += 1
                found[key][1] |= is_name
        used.setdefault(ver, []).append(f'{name} ({n} new rows)' if trees else f'{name} (no sections)')
    head = EXTRA_HEAD + ''.join(f'#   {v}: {", ".join(u)}\n' for v, u in used.items())
    lines = [f'{s}\t{l}\t{m}\t{v} report:{src}' + ('' if is_name else ' option')
             for (s, l, m, v), (src, is_name) in found.items()]
    sys.stdout.write(head + '\n'.join(lines) + '\n')


def main():
    ap = argparse.ArgumentParser(description='ncu details-page label table generator')
    ap.add_argument('-o', '--out', default=os.path.join(os.path.dirname(__file__), 'label_table.inc'))
    ap.add_argument('--extra', default=os.path.join(os.path.dirname(__file__), 'label_extra.tsv'),
                    help='TSV of extra rows (section, label, metric, version [source]); "" for none')
    ap.add_argument('--dump', metavar='VERSION', help='print the rows of SRC... as TSV and exit')
    ap.add_argument('--collect', action='store_true',
                    help='print label_extra.tsv made from SRC@VERSION... and exit')
    ap.add_argument('src', nargs='+', help='DIR@VERSION (or, with --dump, DIR or report)')
    a = ap.parse_args()
    if a.dump:
        for src in a.src:
            for tree in load_source(src):
                for sec, lab, met, is_name in section_rows(tree):
                    print(f'{sec}\t{lab}\t{met}\t{a.dump} {os.path.basename(src.rstrip("/"))}'
                          + ('' if is_name else ' option'))
        return
    if a.collect:
        collect(a.src)
        return
    rows = []
    for arg in a.src:
        src, sep, ver = arg.rpartition('@')
        if not sep or not os.path.isdir(src):
            sys.exit(f'gen_labels.py: {arg}: want DIR@VERSION')
        for tree in load_source(src):
            rows += [(sec, lab, met, norm_version(ver), is_name) for sec, lab, met, is_name in section_rows(tree)]
    if a.extra:
        rows += read_extra(a.extra)
    # A label one section gives to many metrics (a chart's series, such as the tensor roofline's
    # "Tensor Operations Per Cycle" for each data type) names no single metric: leave it unmapped.
    per_version = {}
    for sec, lab, met, ver, _ in rows:
        per_version.setdefault((sec, lab, ver), set()).add(met)
    ambiguous = {k[:2] for k, v in per_version.items() if len(v) > MAX_METRICS_PER_LABEL}
    for sec, lab in sorted(ambiguous):
        print(f'gen_labels.py: ambiguous, left out: {sec} / {lab}', file=sys.stderr)
    rows = [r for r in rows if r[:2] not in ambiguous]
    n, g, versions = write_table(rows, a.out, ' '.join(a.src))
    print(f'gen_labels.py: {a.out}: {n} rows, {g} (section, label) pairs, versions {" ".join(versions)}',
          file=sys.stderr)


if __name__ == '__main__':
    main()
