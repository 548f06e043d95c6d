#!/usr/bin/env bats
# kagg --html: a self-contained page whose charts render in headless Chromium.
bats_require_minimum_version 1.5.0

setup() {
  cd "$BATS_TEST_TMPDIR"
  B=$KC_BIN
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do
    "$B/nsys2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.kernsum.csv" | "$B/knorm"
    "$B/ncu2jsonl" --tag model=$m "$KC_SRC/pipelines/demo/$m.ncu.csv" | "$B/knorm" | "$B/kclassify"
  done > all.jsonl
}

@test "kagg --html writes one self-contained page with the four charts" {
  run -0 "$KC_BIN/kagg" --top 5 --html report.html all.jsonl
  [ -s report.html ]
  # no scripts, no external resources
  ! grep -qi '<script' report.html
  ! grep -Eqi '(src|href)="https?:' report.html
  grep -q '<svg class="top-kernels"' report.html
  grep -q '<svg class="bound-mix"' report.html
  grep -q '<h2>Roofline: kernels by family</h2>' report.html
  grep -q '<table class="signals">' report.html
  # deterministic
  "$KC_BIN/kagg" --html again.html all.jsonl > /dev/null
  cmp report.html again.html
}

@test "the page renders in headless Chromium: the SVG charts are in the DOM" {
  command -v chromium || { echo "chromium is not installed (.ci/setup installs it)"; return 1; }
  "$KC_BIN/kagg" --html report.html all.jsonl > /dev/null
  run timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$BATS_TEST_TMPDIR/profile" --dump-dom "file://$PWD/report.html"
  [ "$status" -eq 0 ]
  [[ "$output" == *'<svg class="top-kernels"'* ]]
  [[ "$output" == *'<svg class="bound-mix"'* ]]
  # one bar per top kernel and at least one bound segment per model
  [ "$(grep -o '<rect x="330"' <<<"$output" | wc -l)" -ge 5 ]
  [ "$(grep -o '<title>compute ' <<<"$output" | wc -l)" -ge 5 ]
}

@test "--html with --partial is a usage error" {
  run -2 --separate-stderr "$KC_BIN/kagg" --partial --html x.html all.jsonl
  [[ "$stderr" == "kagg: --html needs results, not --partial state" ]]
}
