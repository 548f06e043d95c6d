#!/usr/bin/env bats
# The bad-input catalogue (tests/badinput/README.md) lists every bad-* golden case with its exit
# code, so that it cannot drift from the cases.
bats_require_minimum_version 1.5.0

@test "every bad-* golden case is in the catalogue with its exit code" {
  local missing=0 d c
  for d in "$KC_SRC"/tests/cli/golden/*/bad-*/; do
    c=${d%/}
    c=${c#"$KC_SRC"/tests/cli/golden/}
    grep -qF "| \`$c\` | $(cat "$d/exit") |" "$KC_SRC/tests/badinput/README.md" ||
      { echo "not in the catalogue: $c"; missing=$((missing + 1)); }
  done
  [ "$missing" -eq 0 ]
}
