#!/usr/bin/env bats
# pipelines/sweep/step, the helper that runs one stage of Makefile.sweep: substitutions taken
# literally, and what a failing stage leaves behind.
bats_require_minimum_version 1.5.0

setup() {
  TMP="$BATS_TEST_TMPDIR"
  STEP="$KC_SRC/pipelines/sweep/step"
}

@test "a substituted value is taken literally ('&' and backslashes included)" {
  printf 'a&b\\1|c\n' > "$TMP/value"
  run -0 "$STEP" --subst V="$TMP/value" 1/1 m s "$TMP/m/out" -- echo 'x@V@y'
  [ "$(cat "$TMP/m/out")" = 'xa&b\1|cy' ]
  [ "$(cat "$TMP/m/cmd/s.sh")" = 'echo xa\&b\\1\|cy' ]
}
