#!/usr/bin/env python3
"""kclassify's signals on the corpus: agreement of its threshold decisions with ncu's Occupancy
rules, and how many kernels carry a signal at all (docs/signals.md states both figures).

Usage: signal_parity.py MIN_AGREE_PCT MAX_SIGNALLED_PCT RULES_DIR THRESHOLDS_DIR
  RULES_DIR:      kclassify output of corpus ncu files (ncu's speedups decide where present)
  THRESHOLDS_DIR: kclassify --thresholds-only output of the same files, same names
For every record that carries ncu's estimated speedups, each occupancy signal (occupancy_limited_*
as one, occupancy_achieved_low) decided by thresholds is compared with ncu's decision; exit 1 when
either agreement is below MIN_AGREE_PCT, when the distinct kernels (name and key metrics) with at
least one signal exceed MAX_SIGNALLED_PCT, when a stream (elementwise or copy family, or DRAM at
80 % of peak or more) carries cache_inefficient, or when there is nothing to compare.
"""
import json
import os
import sys

OCCUPANCY = {
    "occupancy_limited": lambda sigs: any(s.startswith("occupancy_limited") for s in sigs),
    "occupancy_achieved_low": lambda sigs: "occupancy_achieved_low" in sigs,
}


def records(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if r.get("type") == "ncu_kernel":
                yield r


def main(min_agree, max_signalled, rules_dir, thr_dir):
    agree = {k: 0 for k in OCCUPANCY}
    compared = 0
    kernels = {}
    bad = 0
    for name in sorted(os.listdir(rules_dir)):
        for ru, th in zip(records(os.path.join(rules_dir, name)),
                          records(os.path.join(thr_dir, name))):
            km = ru.get("key_metrics") or {}
            key = (ru.get("kernel"), json.dumps(km, sort_keys=True))
            kernels[key] = kernels.get(key, False) or bool(ru["signals"])
            stream = ru.get("family") in ("elementwise", "copy") or (km.get("dram_pct") or 0) >= 80
            if stream and "cache_inefficient" in ru["signals"]:
                print(f"stream with cache_inefficient: {name}:{ru['src_line']}: {ru['kernel'][:60]!r}")
                bad += 1
            if not any(x.get("speedup") is not None for x in ru.get("rules") or []):
                continue
            compared += 1
            for sig, has in OCCUPANCY.items():
                same = has(ru["signals"]) == has(th["signals"])
                agree[sig] += same
                if not same:
                    print(f"{sig}: ncu {has(ru['signals'])}, thresholds {has(th['signals'])}: "
                          f"{name}:{ru['src_line']}: {ru['kernel'][:50]!r} {ru['est_speedup_pct']} "
                          f"{th['evidence'][-3:]}")
    ok = compared > 0 and bad == 0
    for sig, n in agree.items():
        pct = 100.0 * n / compared if compared else 0.0
        print(f"{sig}: thresholds agree with ncu's rule on {n}/{compared} = {pct:.1f} %")
        ok &= pct >= float(min_agree)
    signalled = sum(kernels.values())
    pct = 100.0 * signalled / len(kernels) if kernels else 100.0
    print(f"distinct kernels with at least one signal: {signalled}/{len(kernels)} = {pct:.1f} %")
    ok &= pct <= float(max_signalled)
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
