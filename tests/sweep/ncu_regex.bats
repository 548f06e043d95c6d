#!/usr/bin/env bats
# The regex the live sweep gives ncu (kagg --emit ncu-regex) against the names as the installed
# ncu prints them (--print-kernel-base demangled, as the sweep profiles), over the corpus reports:
# every top kernel matches, and no kernel of another base does.
bats_require_minimum_version 1.5.0

@test "kagg --emit ncu-regex matches the top kernels of the corpus reports as ncu prints them" {
  CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu/reports" ] || skip "corpus not found at $CORPUS"
  TMP="$BATS_TEST_TMPDIR"
  local checked=0 unnamed=0
  for r in "$CORPUS"/ncu/reports/*; do
    s=$(basename "$r"); s=${s%.ncu-rep}; s=${s%.nsight-cuprof-report}
    compgen -G "$CORPUS/ncu/derived/$s.raw.csv" > /dev/null || continue   # newer than this ncu
    ncu --import "$r" --csv --page raw --print-units base --print-kernel-base demangled \
      --metrics gpu__time_duration.sum > "$TMP/$s.csv"
    "$KC_BIN/ncu2jsonl" "$TMP/$s.csv" | "$KC_BIN/knorm" > "$TMP/$s.jsonl"
    re=$("$KC_BIN/kagg" --top 5 --emit ncu-regex "$TMP/$s.jsonl")
    [ -n "$re" ] || continue
    [[ $re != *:* ]]
    jq -r '.key.kernel_key' <("$KC_BIN/kagg" --top 5 "$TMP/$s.jsonl" | jq -c 'select(.type == "agg")') \
      | LC_ALL=C sort -u > "$TMP/top"
    jq -r '[.kernel_key, .kernel_base, .kernel] | @tsv' "$TMP/$s.jsonl" | LC_ALL=C sort -u > "$TMP/names"
    cut -f1,2 "$TMP/names" | LC_ALL=C sort -t$'\t' -k1,1 | join -t$'\t' "$TMP/top" - | cut -f2 | LC_ALL=C sort -u > "$TMP/topbases"
    while IFS=$'\t' read -r key base name; do
      if grep -qxF -- "$key" "$TMP/top"; then
        grep -qE -- "$re" <<<"$name" || { echo "$s: top kernel not matched: $name"; echo "$re"; return 1; }
        [[ $name != *'<unnamed>'* ]] || unnamed=$((unnamed + 1))
        checked=$((checked + 1))
      elif grep -qE -- "$re" <<<"$name"; then
        grep -qxF -- "$base" "$TMP/topbases" || { echo "$s: matched a kernel of another base: $name"; return 1; }
      fi
    done < "$TMP/names"
  done
  echo "checked $checked top kernels, $unnamed with <unnamed>" >&3
  [ "$checked" -ge 20 ] && [ "$unnamed" -ge 1 ]
}
