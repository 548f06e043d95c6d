#!/usr/bin/env bats
# kagg --html: a self-contained page that renders in headless Chromium with every section, every
# top kernel and every model; screenshots at two widths are left in build/html-screenshots/ for
# a person to look at.
bats_require_minimum_version 1.5.0

setup() {
  cd "$BATS_TEST_TMPDIR"
  B=$KC_BIN
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do
    "$B/nsys2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.kernsum.csv" | "$B/knorm"
    "$B/ncu2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.ncu.csv" | "$B/knorm" | "$B/kclassify"
  done > all.jsonl
  # two GPUs with roofline figures, a model without ncu data, a failed model
  cat all.jsonl "$KC_SRC/tests/cli/golden/kagg/html/records.jsonl" > mixed.jsonl
  cp "$KC_SRC/tests/cli/golden/kagg/html/failed.tsv" .
}

chromium_dom() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$BATS_TEST_TMPDIR/profile" "${@:2}" --dump-dom "$1"
}

@test "kagg --html writes one self-contained page with every section" {
  run -0 "$KC_BIN/kagg" --top 5 --html report.html all.jsonl
  [ -s report.html ]
  # no external resources; the one script is inline
  ! grep -Eqi '(src|href)="?(https?:|//)' report.html
  ! grep -qi '<script[^>]*src' report.html
  for id in kernels heatmap top-chart bound-mix roofline models signals; do
    grep -q "<section id=\"$id\">" report.html || { echo "no section $id"; false; }
  done
  grep -q '<table class="kernels sortable">' report.html
  grep -q '<svg class="top-kernels"' report.html
  grep -q '<svg class="bound-mix"' report.html
  grep -q '<table class="signals">' report.html
  # deterministic
  "$KC_BIN/kagg" --top 5 --html again.html all.jsonl > /dev/null
  cmp report.html again.html
}

@test "the page in headless Chromium: every section, top kernel and model; sorting; screenshots" {
  command -v chromium || { echo "chromium is not installed (.ci/setup --test installs it)"; return 1; }
  "$KC_BIN/kagg" --top 12 --html report.html --failed failed.tsv mixed.jsonl > /dev/null
  "$KC_BIN/kagg" --top 12 --format jsonl mixed.jsonl > top.jsonl
  run -0 chromium_dom "file://$PWD/report.html"
  printf '%s\n' "$output" > dom.html
  run -0 chromium_dom "file://$PWD/report.html#sort=total_ms"
  printf '%s\n' "$output" > sorted.html
  python3 - dom.html sorted.html top.jsonl <<'PY'
import html.parser, json, sys
class Dom(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.sections, self.tables, self.titles, self.circles, self.roofs = [], {}, [], 0, 0
        self.table = None; self.cell = None
    def handle_starttag(self, tag, a):
        a = dict(a)
        if tag == "section": self.sections.append(a.get("id"))
        if tag == "table": self.table = a.get("class", "").split()[0]; self.tables[self.table] = []
        if tag == "tr" and self.table: self.tables[self.table].append([])
        if tag in ("td", "th") and self.table: self.cell = ""; self.title = a.get("title")
        if tag == "circle": self.circles += 1
        if tag == "line" and a.get("class") == "roof": self.roofs += 1
    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.tables[self.table][-1].append((self.cell, self.title)); self.cell = None
        if tag == "table": self.table = None
    def handle_data(self, d):
        if self.cell is not None: self.cell += d
def parse(path):
    d = Dom(); d.feed(open(path, encoding="utf-8").read()); return d
d = parse(sys.argv[1])
want = ["kernels", "heatmap", "top-chart", "bound-mix", "roofline", "models", "signals"]
assert d.sections == want, d.sections
recs = [json.loads(l) for l in open(sys.argv[3])]
top = [r["key"]["kernel_key"] for r in recs if r["type"] == "agg"]
models = [m for m in next(r for r in recs if r["type"] == "agg_total")["model_list"]]
# every top kernel, in rank order, its full name on hover
kernels = d.tables["kernels"]
head = [c for c, _ in kernels[0]]
k = head.index("kernel")
assert [row[k][1] for row in kernels[1:]] == top, ([row[k][1] for row in kernels[1:]], top)
assert len(head) <= 12, head
# every model in the heat map and the model list; the failed one and the one without ncu data said
assert sorted(c for c, _ in d.tables["heatmap"][0][2:]) == sorted(models)
listed = [row[0][0] for row in d.tables["models"][1:]]
assert sorted(listed) == sorted(models + ["resnet-oom"]), listed
notes = {row[0][0]: row[-1][0] for row in d.tables["models"][1:]}
assert notes["gpt2-nsys-only"] == "no ncu data" and notes["resnet-oom"].startswith("failed: ")
# the roofline: a point per pair with figures, the roofs of two GPUs
assert d.circles >= 8 and d.roofs >= 6, (d.circles, d.roofs)
# #sort=total_ms: the rows ascending by total_ms
s = parse(sys.argv[2]).tables["kernels"]
t = [c for c, _ in s[0]].index("total_ms")
ms = [float(row[t][0]) for row in s[1:]]
assert ms == sorted(ms) and ms != [float(row[t][0]) for row in kernels[1:]], ms
print("ok:", len(top), "kernels,", len(models), "models")
PY
  # No clipped labels: at both widths, every text of every chart lies inside its chart (a
  # copy of the page with a check that writes what sticks out into the body's data-clipped).
  sed 's|</body>|<script>\
var out = [];\
document.querySelectorAll("svg").forEach(function (svg) {\
  var s = svg.getBoundingClientRect();\
  svg.querySelectorAll("text").forEach(function (t) {\
    var r = t.getBoundingClientRect();\
    if (r.left < s.left - 1 \|\| r.right > s.right + 1 \|\| r.top < s.top - 1 \|\| r.bottom > s.bottom + 1)\
      out.push(svg.getAttribute("class") + ": " + t.textContent);\
  });\
});\
document.body.setAttribute("data-clipped", out.join(" \| "));\
</script></body>|' report.html > clip.html
  for w in 1400 480; do
    run -0 chromium_dom "file://$PWD/clip.html" --window-size=$w,4000
    [[ "$output" == *'data-clipped=""'* ]] || { grep -o 'data-clipped="[^"]*"' <<<"$output"; false; }
  done
  # Screenshots for a person to look at: a wide and a narrow window.
  shots=$KC_BIN/../html-screenshots
  mkdir -p "$shots"
  for w in 1400 480; do
    timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync \
      --user-data-dir="$BATS_TEST_TMPDIR/profile" --hide-scrollbars --window-size=$w,4000 \
      --screenshot="$shots/report-$w.png" "file://$PWD/report.html"
    [ -s "$shots/report-$w.png" ]
  done
  cp report.html "$shots/report.html"
}

@test "--html with --partial is a usage error; --failed needs --html" {
  run -2 --separate-stderr "$KC_BIN/kagg" --partial --html x.html all.jsonl
  [[ "$stderr" == "kagg: --html needs results, not --partial state" ]]
  run -2 --separate-stderr "$KC_BIN/kagg" --failed failed.tsv all.jsonl
  [[ "$stderr" == "kagg: --failed needs --html" ]]
}
