#!/usr/bin/env python3
"""Writes a synthetic nsys SQLite export with the real table layouts of nsys exports.

Usage: gen_nsys_sqlite.py OUT.sqlite [--launches N] [--schema 2020.3|2021.5|2022.4|2026.2]
                          [--processes P] [--seed S]

Kernel launches come from a small table of kernels of our own (names in the three forms nsys
stores: demangled, short, mangled), spread over streams, each launched by a CUDA runtime call
(same correlation id, on the launching thread) inside nested NVTX push/pop ranges
(epoch > step > layer) and a few start/end ranges, as a training loop writes them. The tables
and columns follow the schema of each nsys version (2020.3: no mangledName, no metadata table,
TARGET_INFO_CUDA_GPU; 2021.5: EXPORT_META_DATA; 2026.2: META_DATA_EXPORT and later kernel
columns); only what nsys2jsonl reads is filled, other NOT NULL columns get plausible values.
"""
import argparse
import os
import random
import sqlite3

KERNELS = [  # demangled, short, mangled, registers, static smem, dynamic smem, grid, block, ns
    ("void gemm_kernel<float, 128, 64>(float const*, float const*, float*, int)", "gemm_kernel",
     "_Z11gemm_kernelIfLi128ELi64EEvPKfS1_Pfi", 128, 16384, 32768, (64, 8, 1), (256, 1, 1), 42000),
    ("void softmax_kernel<__half>(__half*, int)", "softmax_kernel", "_Z14softmax_kernelI6__halfEvPS0_i",
     32, 0, 4096, (1024, 1, 1), (128, 1, 1), 6100),
    ("void layer_norm_fwd<float>(float const*, float*, float, int)", "layer_norm_fwd",
     "_Z14layer_norm_fwdIfEvPKfPffi", 40, 2048, 0, (512, 1, 1), (256, 1, 1), 8300),
    ("elementwise_add", "elementwise_add", "elementwise_add", 16, 0, 0, (4096, 1, 1), (256, 1, 1), 2100),
    ("void reduce_sum<double, 256>(double const*, double*, unsigned long)", "reduce_sum",
     "_Z10reduce_sumIdLi256EEvPKdPdm", 24, 2048, 0, (80, 1, 1), (256, 1, 1), 11800),
    ("void attention_fwd<__nv_bfloat16, 64>(attention_params)", "attention_fwd",
     "_Z13attention_fwdI13__nv_bfloat16Li64EEv16attention_params", 168, 49152, 65536, (32, 16, 4),
     (128, 1, 1), 97000),
    ("memcpy_kernel", "memcpy_kernel", "_Z13memcpy_kernelv", 8, 0, 0, (2048, 1, 1), (512, 1, 1), 1500),
    ("void gelu_bwd<float>(float const*, float const*, float*, int)", "gelu_bwd",
     "_Z8gelu_bwdIfEvPKfS1_Pfi", 20, 0, 0, (2048, 1, 1), (256, 1, 1), 3900),
]

KERNEL_COLS_2020 = [
    ("start", "INTEGER NOT NULL"), ("end", "INTEGER NOT NULL"), ("deviceId", "INTEGER NOT NULL"),
    ("contextId", "INTEGER NOT NULL"), ("streamId", "INTEGER NOT NULL"), ("correlationId", "INTEGER"),
    ("globalPid", "INTEGER"), ("demangledName", "INTEGER NOT NULL"), ("shortName", "INTEGER NOT NULL"),
    ("launchType", "INTEGER"), ("cacheConfig", "INTEGER"), ("registersPerThread", "INTEGER NOT NULL"),
    ("gridX", "INTEGER NOT NULL"), ("gridY", "INTEGER NOT NULL"), ("gridZ", "INTEGER NOT NULL"),
    ("blockX", "INTEGER NOT NULL"), ("blockY", "INTEGER NOT NULL"), ("blockZ", "INTEGER NOT NULL"),
    ("staticSharedMemory", "INTEGER NOT NULL"), ("dynamicSharedMemory", "INTEGER NOT NULL"),
    ("localMemoryPerThread", "INTEGER NOT NULL"), ("localMemoryTotal", "INTEGER NOT NULL"),
    ("gridId", "INTEGER NOT NULL"), ("sharedMemoryExecuted", "INTEGER"), ("graphNodeId", "INTEGER"),
]


def kernel_cols(schema):
    cols = list(KERNEL_COLS_2020)
    if schema != "2020.3":
        cols.insert(cols.index(("shortName", "INTEGER NOT NULL")) + 1, ("mangledName", "INTEGER"))
        cols.append(("sharedMemoryLimitConfig", "INTEGER"))
    if schema == "2026.2":  # columns of later exports; the reader must not rely on positions
        cols.insert(cols.index(("contextId", "INTEGER NOT NULL")) + 1, ("greenContextId", "INTEGER"))
        cols += [("qmdBulkReleaseDone", "INTEGER"), ("qmdPreexitDone", "INTEGER"),
                 ("qmdLastCtaDone", "INTEGER"), ("graphId", "INTEGER"), ("clusterX", "INTEGER"),
                 ("clusterY", "INTEGER"), ("clusterZ", "INTEGER"),
                 ("clusterSchedulingPolicy", "INTEGER"), ("maxPotentialClusterSize", "INTEGER"),
                 ("maxActiveClusters", "INTEGER")]
    return cols


NVTX_DDL = """CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL,
 rangeId INTEGER, category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER,
 textId INTEGER, domainId INTEGER, uint64Value INTEGER, int64Value INTEGER, doubleValue REAL,
 uint32Value INTEGER, int32Value INTEGER, floatValue REAL, jsonTextId INTEGER, jsonText TEXT)"""
RUNTIME_DDL = """CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL,
 eventClass INTEGER NOT NULL, globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL,
 returnValue INTEGER NOT NULL{callchain})"""
GPU_DDL = """CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT,
 busLocation TEXT, isDiscrete INTEGER, l2CacheSize INTEGER, totalMemory INTEGER, smCount INTEGER,
 chipName TEXT, cuDevice INTEGER, computeMajor INTEGER, computeMinor INTEGER)"""
GPU_DDL_2020 = """CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, deviceId INTEGER NOT NULL,
 name TEXT, busLocation TEXT, isDiscrete INTEGER);
CREATE TABLE TARGET_INFO_CUDA_GPU (vmId INTEGER NOT NULL, name TEXT NOT NULL, pciBusId TEXT,
 numMultiprocessors INTEGER NOT NULL, computeCapabilityMajor INTEGER NOT NULL,
 computeCapabilityMinor INTEGER NOT NULL, deviceId INTEGER NOT NULL, pid INTEGER)"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--launches", type=int, default=1_000_000)
    ap.add_argument("--schema", choices=["2020.3", "2021.5", "2022.4", "2026.2"], default="2022.4")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    if os.path.exists(a.out):
        os.remove(a.out)
    db = sqlite3.connect(a.out)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    db.execute("CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL)")
    cols = kernel_cols(a.schema)
    db.execute("CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (%s)" % ", ".join(f"{n} {t}" for n, t in cols))
    db.execute(RUNTIME_DDL.format(callchain="" if a.schema == "2020.3" else ", callchainId INTEGER"))
    db.execute(NVTX_DDL)
    if a.schema == "2020.3":
        db.executescript(GPU_DDL_2020)
        db.execute("INSERT INTO TARGET_INFO_GPU VALUES (1, 0, 'NVIDIA Synthetic GPU', '0000:01:00.0', 1)")
        db.execute("INSERT INTO TARGET_INFO_CUDA_GPU VALUES (1, 'NVIDIA Synthetic GPU', '0000:01:00.0', 108, 8, 0, 0, NULL)")
    else:
        db.execute(GPU_DDL)
        db.execute("INSERT INTO TARGET_INFO_GPU VALUES (1, 0, 'NVIDIA Synthetic GPU', '0000:01:00.0', 1, "
                   "41943040, 42358472704, 108, 'GA100', 0, 8, 0)")
        meta = "EXPORT_META_DATA" if a.schema in ("2021.5", "2022.4") else "META_DATA_EXPORT"
        db.execute(f"CREATE TABLE {meta} (name TEXT, value TEXT)")
        db.execute(f"INSERT INTO {meta} VALUES ('EXPORT_SCHEMA_VERSION', ?)",
                   ({"2021.5": "2.7.0", "2022.4": "3.0.0", "2026.2": "3.21.0"}[a.schema],))

    strings = {}

    def sid(s):
        if s not in strings:
            strings[s] = len(strings) + 1
        return strings[s]

    launch_api = sid("cudaLaunchKernel_v7000")
    kern_ids = [(sid(d), sid(s), sid(m)) for d, s, m, *_ in KERNELS]
    names = [n for n, _ in cols]
    has_mangled = "mangledName" in names

    nvtx_rows = []
    pid_bits = [(0x01 << 56) | ((4242 + p) << 24) for p in range(a.processes)]

    def rows():
        t = 1_000_000
        corr = 0
        per_step = 24
        steps = max(1, a.launches // per_step + 1)
        emitted = 0
        for step in range(steps):
            p = step % a.processes
            gpid = pid_bits[p]
            tid = gpid | (4242 + p)
            if step % 100 == 0:  # an epoch range holding 100 steps, closed below
                epoch = [t, None, 59, None, None, None, f"epoch {step // 100}", tid, None, None, None]
                nvtx_rows.append(epoch)
            step_start = t
            layer_start = t
            for i in range(per_step):
                if emitted == a.launches:
                    break
                if i % 6 == 0:
                    if i:
                        nvtx_rows.append([layer_start, t, 59, None, None, None, None, tid, None,
                                          sid(f"layer {i // 6 - 1}"), None])
                    layer_start = t
                k = rnd.randrange(len(KERNELS))
                d, s, m, regs, ssm, dsm, grid, block, ns = KERNELS[k]
                corr += 1
                api_start = t
                t += 3000 + rnd.randrange(400)
                yield ("rt", (api_start, t, 1, tid, corr, launch_api, 0))
                start = t + 2000 + rnd.randrange(800)  # in start order, as nsys writes them
                dur = ns + rnd.randrange(ns // 10 + 1)
                row = dict(start=start, end=start + dur, deviceId=0, contextId=1, greenContextId=None,
                           streamId=7 + (i % 3), correlationId=corr, globalPid=gpid,
                           demangledName=kern_ids[k][0], shortName=kern_ids[k][1],
                           mangledName=kern_ids[k][2], launchType=0, cacheConfig=0,
                           registersPerThread=regs, gridX=grid[0], gridY=grid[1], gridZ=grid[2],
                           blockX=block[0], blockY=block[1], blockZ=block[2], staticSharedMemory=ssm,
                           dynamicSharedMemory=dsm, localMemoryPerThread=0, localMemoryTotal=0,
                           gridId=corr, sharedMemoryExecuted=ssm + dsm)
                yield ("k", tuple(row.get(n) for n in names))
                emitted += 1
            nvtx_rows.append([layer_start, t, 59, None, None, None, None, tid, None, sid("layer 3"), None])
            nvtx_rows.append([step_start, t, 59, None, None, None, f"step {step}", tid, None, None, None])
            if step % 10 == 0:  # a start/end range for the data loader
                nvtx_rows.append([step_start, t + 500, 60, None, None, None, "dataloader", tid, None, None, None])
            if step % 100 == 99 or emitted == a.launches:
                epoch[1] = t
            if emitted == a.launches:
                break
            t += 10_000

    kernel_sql = "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (%s)" % ",".join("?" * len(names))
    rt_cols = 7 if a.schema == "2020.3" else 8
    rt_sql = "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (%s)" % ",".join("?" * rt_cols)
    kbuf, rbuf = [], []
    for kind, row in rows():
        if kind == "k":
            kbuf.append(row)
        else:
            rbuf.append(row if rt_cols == 7 else row + (None,))
        if len(kbuf) >= 50_000:
            db.executemany(kernel_sql, kbuf)
            db.executemany(rt_sql, rbuf)
            kbuf, rbuf = [], []
    db.executemany(kernel_sql, kbuf)
    db.executemany(rt_sql, rbuf)
    db.executemany("INSERT INTO NVTX_EVENTS (start, end, eventType, rangeId, category, color, text, "
                   "globalTid, endGlobalTid, textId, domainId) VALUES (?,?,?,?,?,?,?,?,?,?,?)", nvtx_rows)
    db.executemany("INSERT INTO StringIds VALUES (?, ?)", [(i, s) for s, i in strings.items()])
    db.commit()
    db.close()


if __name__ == "__main__":
    main()
