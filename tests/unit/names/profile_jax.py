#!/usr/bin/env python3
"""Kernel names from a real GPU, through JAX: runs common jitted operations (matrix products in
two precisions, convolution, gradients, softmax and norms, sorting and top-k, scans, FFT, QR and
eigendecomposition, gathers, transposes) under jax.profiler and prints each distinct kernel
name seen on a GPU stream once, tab-separated with the trace event's arguments (XLA's HLO op
and module, where the trace has them). Used to gather a batch of names that knorm has not seen
(tests/unit/names/README.md); it needs a CUDA GPU and JAX.

Usage: python3 profile_jax.py > names.tsv
"""
import glob
import gzip
import json
import os
import sys
import tempfile

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402


def work():
    x = jax.random.normal(jax.random.PRNGKey(0), (1024, 1024))
    s = x[:256, :256]
    ops = [
        lambda: jax.jit(lambda a: jax.nn.gelu(a @ a.T).sum(0))(x),
        lambda: jax.jit(lambda a: jax.nn.softmax(a, -1) * jnp.tanh(a))(x),
        lambda: jax.jit(jax.grad(lambda a: (jnp.sin(a) @ a).mean()))(x),
        lambda: jax.jit(lambda a, w: jax.lax.conv_general_dilated(a, w, (1, 1), "SAME"))(
            jnp.ones((8, 16, 32, 32)), jnp.ones((32, 16, 3, 3))),
        lambda: jax.jit(lambda a: jnp.sort(a, 1))(x),
        lambda: jax.jit(lambda a: jax.lax.top_k(a, 8))(x),
        lambda: jax.jit(lambda a: jnp.cumsum(a, 0))(x),
        lambda: jax.jit(lambda a: jnp.fft.fft(a))(x),
        lambda: jax.jit(lambda a: jnp.linalg.qr(a))(s),
        lambda: jax.jit(lambda a: jnp.linalg.eigh(a @ a.T))(s),
        lambda: jax.jit(lambda a: (a - a.mean(-1, keepdims=True)) *
                        jax.lax.rsqrt(a.var(-1, keepdims=True) + 1e-5))(x),
        lambda: jax.jit(lambda a, i: a[i])(x, jnp.arange(100)),
        lambda: jax.jit(lambda a: a.astype(jnp.bfloat16) @ a.astype(jnp.bfloat16))(x),
        lambda: jax.jit(lambda a: jnp.concatenate([a, a.T], 0).reshape(2048, 1024).T)(x),
        lambda: jax.jit(lambda a: jax.nn.one_hot(jnp.argmax(a, -1), 1024) @ a)(x),
        lambda: jax.jit(lambda a: jax.random.categorical(jax.random.PRNGKey(1), a))(x),
        lambda: jax.jit(lambda a: jax.lax.reduce_window(a, -jnp.inf, jax.lax.max, (2, 2), (2, 2), "VALID"))(x),
        lambda: jax.jit(lambda a: jnp.einsum("bij,bjk->bik", a, a))(x.reshape(16, 256, 256)),
        lambda: jax.jit(lambda a: jax.nn.dot_product_attention(a, a, a))(
            x.reshape(4, 256, 8, 128).astype(jnp.bfloat16)),
        lambda: jax.jit(lambda a: jax.ops.segment_sum(a, jnp.arange(1024) % 10, 10))(x),
        lambda: jax.jit(lambda a: jnp.linalg.solve(a, a[:, :8]))(s),
        lambda: jax.jit(lambda a: jnp.linalg.svd(a, compute_uv=False))(s),
        lambda: jax.jit(lambda a: jnp.linalg.cholesky(a @ a.T + 256 * jnp.eye(256)))(s),
    ]
    for op in ops:
        try:
            jax.block_until_ready(op())
        except Exception as e:  # an operation this JAX or GPU lacks: say so, go on
            print(f"# {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)


work()  # compile first: the trace shows the runs
d = tempfile.mkdtemp()
jax.profiler.start_trace(d)
work()
jax.profiler.stop_trace()
trace = json.load(gzip.open(glob.glob(d + "/**/*.trace.json.gz", recursive=True)[0]))
events = trace["traceEvents"] if isinstance(trace, dict) else trace
meta = [e for e in events if e.get("ph") == "M"]
process = {e["pid"]: e["args"]["name"] for e in meta if e.get("name") == "process_name"}
thread = {(e["pid"], e["tid"]): e["args"]["name"] for e in meta if e.get("name") == "thread_name"}
names = {}
for e in events:
    if e.get("ph") == "X" and "GPU" in process.get(e.get("pid"), "") and \
            "Stream" in thread.get((e.get("pid"), e.get("tid")), ""):
        args = e.get("args", {})
        names.setdefault(e["name"], " ".join(f"{k}={args[k]}" for k in ("hlo_op", "hlo_module") if k in args))
for n in sorted(names):
    print(f"{n}\t{names[n]}")
print(f"# {len(names)} names; processes: {sorted(set(process.values()))}", file=sys.stderr)
