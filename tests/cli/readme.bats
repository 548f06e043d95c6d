#!/usr/bin/env bats
# The README's example pipeline runs and prints what the README shows.
bats_require_minimum_version 1.5.0

# Prints block N (0-based) of the fenced code blocks after the heading SECTION (default
# "## A real pipeline").
block() {
  python3 - "$KC_SRC/README.md" "$1" "${2:-## A real pipeline}" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
sec = text.split(sys.argv[3] + "\n", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"^```[a-z]*\n(.*?)^```$", sec, flags=re.S | re.M)
sys.stdout.write(blocks[int(sys.argv[2])])
PY
}

@test "README: the real pipeline prints the output shown" {
  cd "$KC_SRC"
  cmd=$(block 0)
  want=$(block 1)
  [ -n "$cmd" ] && [ -n "$want" ]
  run bash -c "set -o pipefail; ${cmd//build\/bin\//$KC_BIN/}"
  [ "$status" -eq 0 ]
  [ "$output" = "$want" ] || { diff <(echo "$want") <(echo "$output"); return 1; }
}

@test "README: with your own files, the commands print the output shown" {
  cd "$BATS_TEST_TMPDIR"
  ln -s "$KC_SRC/pipelines" pipelines
  cmd=$(block 0 "## With your own files")
  want=$(block 1 "## With your own files")
  [ -n "$cmd" ] && [ -n "$want" ]
  run bash -c "set -eo pipefail; export PATH=\"$KC_BIN:\$PATH\"; $cmd"
  [ "$status" -eq 0 ]
  [ "$output" = "$want" ] || { diff <(echo "$want") <(echo "$output"); return 1; }
}
