#!/usr/bin/env python3
"""knorm against the kernels NVIDIA's own libraries register.

Usage: cuda_libraries.py KNORM [--floor LIB=PCT ...] [--misses N] DIR_OR_FILE...

Every CUDA library (libcublas, libcublasLt, libcudnn*, libcusparse, libcusolver*, libcurand,
libcufft, libnccl) found in the given directories is read for the kernels it registers: the
mangled names its host code hands to the CUDA runtime (strings in .rodata that start with _Z and
are not exported symbols) and the section names of its uncompressed cubins (.text.<kernel>,
.nv.info.<kernel>), demangled with c++filt. Those names are what a profiler prints for the
library's kernels, and the library each one belongs to is known: the file it came from. knorm
tags them all in one run, and the script prints, per file, how many got the file's library, CUB
or CUTLASS (which cuBLAS, cuDNN and cuSPARSE embed), `other`, or another library.

Exits 1 when a library's share of its own tag (CUB and CUTLASS included) is under its --floor
(the library name without "lib" and version, e.g. cublasLt=60), 2 on bad usage. Needs binutils
(objcopy, strings, nm, c++filt).
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys

# library file stem -> knorm's library tag
OWNER = {
    "cublas": "cublas", "cublasLt": "cublas", "cusparse": "cusparse", "cusolver": "cusolver",
    "cusolverMg": "cusolver", "curand": "curand", "cufft": "cufft", "nccl": "nccl",
}
EMBEDDED = ("cub_thrust", "cutlass")
# Host-side strings that demangle but are not kernels: type-info names, the runtime's own
# launch helpers, libstdc++ and CCCL internals.
NOT_KERNEL = re.compile(r"^(__cuda|_INTERNAL|std::|__gnu_cxx::|cuda::std::|typeinfo|vtable)")


def owner(stem):
    return "cudnn" if stem.startswith("cudnn") else OWNER.get(stem)


def run(cmd, data=None):
    return subprocess.run(cmd, input=data, capture_output=True, text=True, check=True).stdout


def kernel_names(path):
    """Demangled names of the kernels the shared object at `path` registers."""
    rodata = run(["sh", "-c", 'objcopy -O binary --only-section=.rodata "$1" /dev/stdout | '
                  'strings -n 6', "sh", path])
    mangled = {s for s in rodata.split("\n") if s.startswith("_Z")}
    for s in run(["strings", "-n", "6", path]).split("\n"):
        m = re.match(r"^\.(?:text|nv\.info)\.(\S+)$", s)
        if m:
            mangled.add(m.group(1))
    exported = set(run(["nm", "-D", "--defined-only", path]).split())
    mangled = sorted(m for m in mangled if m not in exported)
    demangled = run(["c++filt"], "\n".join(mangled) + "\n").split("\n")
    names = set()
    for m, d in zip(mangled, demangled):
        # Kept: a name that demangled to a function signature, or a plain (extern "C") kernel
        # name from a cubin section.
        if d.startswith("_Z") or NOT_KERNEL.match(d):
            continue
        if "(" in d or not m.startswith("_Z"):
            names.add(d)
    return sorted(names)


def main(argv):
    floors, paths, show = {}, [], 0
    it = iter(argv[2:])
    for a in it:
        if a == "--floor":
            lib, _, pct = next(it, "").partition("=")
            floors[lib] = float(pct)
        elif a == "--misses":
            show = int(next(it, "0"))
        else:
            paths.append(a)
    if len(argv) < 3 or not paths:
        print(__doc__.strip().split("\n\n")[0], file=sys.stderr)
        return 2
    knorm = argv[1]
    files = {}
    for p in paths:
        for f in sorted(glob.glob(os.path.join(p, "lib*.so*")) if os.path.isdir(p) else [p]):
            stem = re.sub(r"^lib|\.so.*$", "", os.path.basename(f))
            real = os.path.realpath(f)
            if owner(stem) and os.path.isfile(real) and not os.path.islink(real):
                files[real] = stem
    if not files:
        print("cuda_libraries: no CUDA library in " + " ".join(paths), file=sys.stderr)
        return 2
    rows = [(path, stem, n) for path, stem in sorted(files.items()) for n in kernel_names(path)]
    records = "".join(json.dumps({"type": "x", "schema_version": 1, "kernel": n}) + "\n"
                      for _, _, n in rows)
    out = run([knorm], records).splitlines()
    if len(out) != len(rows):
        print(f"cuda_libraries: knorm wrote {len(out)} records for {len(rows)}", file=sys.stderr)
        return 1
    counts = collections.defaultdict(collections.Counter)
    misses = collections.defaultdict(list)
    for (path, stem, name), line in zip(rows, out):
        tag = json.loads(line)["library"]
        want = owner(stem)
        kind = ("own" if tag == want else "embedded" if tag in EMBEDDED
                else "other" if tag == "other" else "another")
        counts[path][kind] += 1
        if kind in ("other", "another"):
            misses[path].append(f"{tag}: {name}")
    failed = False
    print(f"{'library':40s} {'kernels':>7s} {'own':>6s} {'cub/cutlass':>11s} {'other':>6s} "
          f"{'another':>7s}")
    for path, c in sorted(counts.items()):
        total = sum(c.values())
        pct = {k: 100.0 * c[k] / total for k in ("own", "embedded", "other", "another")}
        stem = files[path]
        floor = floors.get(stem)
        ok = pct["own"] + pct["embedded"]
        verdict = ""
        if floor is not None and ok < floor:
            verdict = f"  below the floor of {floor:g} %"
            failed = True
        print(f"{os.path.basename(path):40s} {total:7d} {pct['own']:5.1f}% {pct['embedded']:10.1f}% "
              f"{pct['other']:5.1f}% {pct['another']:6.1f}%{verdict}")
        for m in misses[path][:show]:
            print("  " + m[:200])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
