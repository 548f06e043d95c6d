#!/usr/bin/env bats
# Golden CLI cases: every folder tests/cli/golden/<tool>/<case>/ holds `cmd` (run from a copy of
# the folder with $KC_BIN first on PATH), its fixtures, and the expected `expout`, `experr` and
# `exit`. tests/cli/update-golden rewrites the expectations for review.
bats_require_minimum_version 1.5.0

setup() {
  : "${KC_BIN:?set KC_BIN to the bin directory of the build}"
  GOLDEN=$BATS_TEST_DIRNAME/golden
}

@test "every tool has golden cases" {
  IFS=';' read -ra tools <<<"${KC_TOOLS:?set KC_TOOLS}"
  for t in "${tools[@]}"; do
    compgen -G "$GOLDEN/$t/*/cmd" >/dev/null || { echo "no golden cases for $t under $GOLDEN/$t"; false; }
  done
}

@test "every case folder has cmd, expout, experr and exit" {
  for d in "$GOLDEN"/*/*/; do
    for f in cmd expout experr exit; do
      [ -f "$d/$f" ] || { echo "missing ${d#"$GOLDEN"/}$f"; false; }
    done
  done
}

@test "golden cases: output, errors and exit status match" {
  run "$BATS_TEST_DIRNAME/update-golden" --check
  echo "$output"
  [ "$status" -eq 0 ]
}
