#!/usr/bin/env bats
# kagg --format md as GitHub shows it: rendered with GitHub's own renderer, cmark-gfm (Debian's
# cmark-gfm, installed by .ci/setup --test), every kernel name and model name is the text it is
# (nothing becomes HTML, a link or emphasis); the default table of the demo fits a screen.
bats_require_minimum_version 1.5.0

setup() {
  cd "$BATS_TEST_TMPDIR"
  B=$KC_BIN
}

# Checks the HTML cmark-gfm made of a Markdown report ($1) against the CSV of the same groups
# ($2): every cell is text (or one <code> of text), each kernel_key and model_list cell equals
# the CSV's, and the headers of the share table are the model names.
check_rendered() {
  python3 - "$1" "$2" <<'PY'
import csv, html.parser, sys
class Cells(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables, self.cell, self.bad = [], None, []
    def handle_starttag(self, tag, attrs):
        if tag == "table": self.tables.append([])
        elif tag == "tr": self.tables[-1].append([])
        elif tag in ("td", "th"): self.cell = ""
        elif self.cell is not None and tag != "code": self.bad.append(tag)
    def handle_endtag(self, tag):
        if tag in ("td", "th"):
            self.tables[-1][-1].append(self.cell)
            self.cell = None
    def handle_data(self, d):
        if self.cell is not None: self.cell += d
p = Cells()
p.feed(open(sys.argv[1], encoding="utf-8").read())
assert not p.bad, f"elements inside cells: {p.bad}"
groups, matrix = p.tables[0], p.tables[1]
rows = list(csv.DictReader(open(sys.argv[2], encoding="utf-8")))
head = groups[0]
assert len(groups) - 1 == len(rows), (len(groups), len(rows))
for cells, want in zip(groups[1:], rows):
    got = dict(zip(head, cells))
    assert got["kernel_key"] == want["kernel_key"], (got["kernel_key"], want["kernel_key"])
    assert got["model_list"] == want["model_list"], (got["model_list"], want["model_list"])
    assert got["kernel"] and "\n" not in got["kernel"], got
models = sorted(matrix[0][2:])
assert models == ["model<b>", "model_a"], models
print("ok", len(rows), "rows")
PY
}

@test "Markdown rendered by cmark-gfm: kernel and model names survive as text" {
  command -v cmark-gfm || { echo "cmark-gfm is not installed (.ci/setup --test installs it)"; return 1; }
  "$B/knorm" "$KC_SRC/tests/cli/golden/kagg/md-names/names.jsonl" > names.jsonl
  "$B/kagg" --format md --columns rank,kernel,kernel_key,family,model_list names.jsonl > report.md
  "$B/kagg" --format csv names.jsonl > report.csv
  cmark-gfm --extension table --extension autolink --extension strikethrough \
    --extension tagfilter report.md > report.html
  # the names that tempt a Markdown renderer most are in the page as text
  grep -qF 'FillFunctor&lt;float&gt;' report.html
  grep -qF '&lt;c10::Half&gt;' report.html
  ! grep -q '<a \|<em>\|<strong>\|<img' report.html
  run -0 check_rendered report.html report.csv
  echo "$output"
}

@test "the default Markdown table of the demo: at most 12 columns of at most 160 characters" {
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do
    "$B/nsys2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.kernsum.csv" | "$B/knorm"
    "$B/ncu2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.ncu.csv" | "$B/knorm" | "$B/kclassify"
  done > all.jsonl
  "$B/kagg" --format md --top 20 all.jsonl > report.md
  python3 - report.md <<'PY'
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
table = [l for l in lines[: lines.index("")] if l.startswith("|")]
assert len(table) >= 10, table
for l in table:
    assert len(l) <= 160, (len(l), l)
    cells = l.replace("\\|", "").split("|")[1:-1]
    assert len(cells) <= 12, (len(cells), l)
# no column empty in every row, none the same as another
cols = list(zip(*[[c.strip() for c in l.replace("\\|", "").split("|")[1:-1]] for l in table[2:]]))
assert all(any(c) for c in cols), "an empty column"
assert len(set(cols)) == len(cols), "a column repeats another"
PY
}
