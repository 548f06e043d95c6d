#!/usr/bin/env bats
# kcensus installed like a Unix tool: the Debian package that cpack builds from this build folder,
# unpacked into a scratch root (dpkg -x), holds the five tools, their man pages (made from --help),
# bash completion, kcensus-sweep and the sweep's files; the demo sweep runs from there, in a folder
# far from the source tree, with the installed tools only.
bats_require_minimum_version 1.5.0

setup_file() {
  command -v cpack >/dev/null && command -v dpkg-deb >/dev/null || skip "cpack or dpkg-deb missing"
  local build
  build=$(dirname "$KC_BIN")
  export ROOT="$BATS_FILE_TMPDIR/root"
  cpack --config "$build/CPackConfig.cmake" -B "$BATS_FILE_TMPDIR/pkg" >"$BATS_FILE_TMPDIR/cpack.log" 2>&1 ||
    { cat "$BATS_FILE_TMPDIR/cpack.log" >&2; return 1; }
  export DEB
  DEB=$(ls "$BATS_FILE_TMPDIR"/pkg/kcensus_*.deb)
  dpkg-deb -x "$DEB" "$ROOT"
}

setup() {
  TMP="$BATS_TEST_TMPDIR"
  IFS=';' read -ra TOOLS <<<"$KC_TOOLS"
}

@test "the package holds the tools, kcensus-sweep, man pages, completion and the sweep's files" {
  local t
  for t in "${TOOLS[@]}" kcensus-sweep; do
    [ -x "$ROOT/usr/bin/$t" ] || { echo "no usr/bin/$t"; return 1; }
    [ -f "$ROOT/usr/share/bash-completion/completions/$t" ] || { echo "no completion for $t"; return 1; }
  done
  for t in "${TOOLS[@]}"; do
    [ -f "$ROOT/usr/share/man/man1/$t.1" ] || { echo "no man page for $t"; return 1; }
  done
  [ -f "$ROOT/usr/share/kcensus/Makefile.sweep" ]
  [ -x "$ROOT/usr/share/kcensus/pipelines/sweep/step" ]
  [ -f "$ROOT/usr/share/kcensus/pipelines/demo/bert-base.kernsum.csv" ]
  [ -x "$ROOT/usr/share/kcensus/pipelines/top-kernels.sh" ]
  # what the tools link to is declared (dpkg-shlibdeps), and what the sweep runs
  run -0 dpkg-deb -f "$DEB" Depends
  [[ "$output" == *libre2* && "$output" == *libsimdjson* && "$output" == *make* && "$output" == *jq* ]]
}

@test "every man page is its tool's --help: the same purpose, every option, every example" {
  local t o
  command -v man >/dev/null || skip "man is not installed"
  for t in "${TOOLS[@]}"; do
    page=$(MANWIDTH=200 man -l "$ROOT/usr/share/man/man1/$t.1" 2>/dev/null | sed 's/  */ /g')
    help=$("$ROOT/usr/bin/$t" --help)
    [[ "$page" == *"$(sed -n 2p <<<"$help" | sed 's/\.$//' | cut -c2-40)"* ]] || { echo "$t: purpose"; return 1; }
    for o in $(sed -n 's/^  \(-[A-Za-z]\), \(--[a-z0-9-]*\).*/\2/p; s/^      \(--[a-z0-9-]*\).*/\1/p' <<<"$help"); do
      [[ "$page" == *"$o"* ]] || { echo "$t: $o not in the man page"; return 1; }
    done
    while read -r cmd; do
      [[ "$page" == *"$(sed 's/  */ /g' <<<"$cmd")"* ]] || { echo "$t: example '$cmd' not in the man page"; return 1; }
    done < <(sed -n '/^Examples:$/,/^$/s/^  \([^ ].*\)/\1/p' <<<"$help")
    [[ "$page" == *EXAMPLES* && "${page,,}" == *"exit status"* ]]
  done
}

@test "kcensus-sweep runs the demo from any folder with the installed tools" {
  mkdir "$TMP/work" && cd "$TMP/work"
  run --separate-stderr env PATH="$ROOT/usr/bin:/usr/bin:/bin" kcensus-sweep demo
  [ "$status" -eq 0 ] || { echo "exit $status: $stderr"; return 1; }
  [ -f out/demo/report.md ]
  # the same table as the sweep from the source tree with the built tools
  make -f "$KC_SRC/Makefile.sweep" --no-print-directory BIN="$KC_BIN" OUT="$TMP/ref" REPORTS="$KC_SRC/pipelines/demo" \
    MODELS="bert-base gpt2-train llama-8b resnet50 vit-b16" sweep >/dev/null 2>&1
  diff <(sed '/^## Files not used/,$d' "$TMP/ref/report.md") <(sed '/^## Files not used/,$d' out/demo/report.md)
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do grep -q "$m" out/demo/report.md; done
  # nothing was built or written outside the current folder
  [ ! -e "$ROOT/usr/share/kcensus/build" ] && [ ! -e "$ROOT/usr/share/kcensus/out" ]
  # the tools it ran are the installed ones
  grep -qF "$ROOT/usr/bin/kagg" out/demo/*/cmd/* 2>/dev/null || grep -rqF "$ROOT/usr/bin" out/demo
}

@test "kcensus-sweep with BIN at a folder that lacks a tool: an error naming it, nothing built there" {
  mkdir -p "$TMP/work" "$TMP/some/bin" && cd "$TMP/work"
  cp "$ROOT/usr/bin/kagg" "$ROOT/usr/bin/knorm" "$TMP/some/bin/"
  run --separate-stderr env PATH="$ROOT/usr/bin:/usr/bin:/bin" kcensus-sweep BIN="$TMP/some/bin" demo
  [ "$status" -ne 0 ]
  [[ "$stderr" == *"sweep: BIN=$TMP/some/bin lacks nsys2jsonl ncu2jsonl kclassify: "* ]]
  [ "$(ls "$TMP/some/bin")" = "$(printf 'kagg\nknorm')" ]
  [ ! -e "$TMP/some/CMakeCache.txt" ] && [ ! -e "$TMP/some/bin/sweep-build-kclassify.log" ]
}

@test "kcensus-sweep --help and -V; the completion completes options from --help" {
  run -0 "$ROOT/usr/bin/kcensus-sweep" --help
  [[ "$output" == *"kcensus-sweep demo"* && "$output" == *"REPORTS"* ]]
  run -0 "$ROOT/usr/bin/kcensus-sweep" -V
  [[ "$output" =~ ^kcensus-sweep\ [0-9]+\.[0-9]+ ]]
  run -0 bash -c 'source "$1/usr/share/bash-completion/completions/kagg"; PATH=$1/usr/bin:$PATH
    COMP_WORDS=(kagg --for); COMP_CWORD=1; _kcensus_tool; echo "${COMPREPLY[*]}"
    COMP_WORDS=(kagg --format ""); COMP_CWORD=2; _kcensus_tool; echo "${COMPREPLY[*]}"' _ "$ROOT"
  [ "${lines[0]}" = "--format" ]
  [ "${lines[1]}" = "jsonl csv md table" ]
}
