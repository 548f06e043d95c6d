#!/usr/bin/env bats
# The README's example pipeline runs and prints what the README shows.
bats_require_minimum_version 1.5.0

# Prints block N (0-based) of the fenced code blocks after the heading "## A real pipeline".
block() {
  python3 - "$KC_SRC/README.md" "$1" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
sec = text.split("## A real pipeline", 1)[1]
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
