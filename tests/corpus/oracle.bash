# Loaded by the corpus tests. oracle_once: the tests that compare kcensus with NVIDIA's tools or
# their oracles over the whole corpus (the slowest sweeps) run once per ./check, in the plain
# build. Under the sanitizers (./check asan: KC_SANITIZED=1) they say so and skip: they would
# repeat the same comparisons, and every corpus file still goes through each parser there, in
# the tests that convert every file and check their exit codes.
oracle_once() {
  if [ "${KC_SANITIZED:-0}" = 1 ]; then
    skip "compares with NVIDIA's tools, checked once, in the plain build (./check tests)"
  fi
}
