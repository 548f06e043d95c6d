# Loaded by the corpus and sweep tests: tests that run once per ./check, in the plain build.
# Under the sanitizers (./check asan: KC_SANITIZED=1) they say why and skip.
#   plain_once REASON   the test's subject does not change with the build
#   oracle_once         compares kcensus with NVIDIA's tools or their oracles over the whole
#                       corpus (the slowest sweeps); every corpus file still goes through each
#                       parser under the sanitizers, in the tests that convert every file and
#                       check their exit codes
plain_once() {
  if [ "${KC_SANITIZED:-0}" = 1 ]; then
    skip "$1, checked once, in the plain build (./check tests)"
  fi
}

oracle_once() {
  plain_once "compares with NVIDIA's tools"
}
