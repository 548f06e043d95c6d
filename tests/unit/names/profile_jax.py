#!/usr/bin/env python3
"""Kernel names from a real GPU, through JAX: runs common jitted operations (matrix products in
two precisions, convolution, gradients, softmax and norms, sorting and top-k, scans, FFT, QR and
eigendecomposition, gathers, transposes) under jax.profiler and prints each distinct kernel
name seen on a GPU stream once, tab-separated with the trace event's arguments (XLA's HLO op
and module, where the trace has them). Used to gather a batch of names that knorm has not seen
(tests/unit/names/README.md); it needs a CUDA GPU and JAX.

Usage: python3 profile_jax.py [more|train] > names.tsv
  (more: batch 35's Flax models, cuDNN attention, Pallas, more linear algebra and scans;
  train: batch 38's optax training steps)
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


def more():
    """Batch 35: Flax models, attention through cuDNN, Pallas kernels, more linear algebra."""
    import flax.linen as nn
    x = jax.random.normal(jax.random.PRNGKey(0), (8, 32, 32, 3))

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, v):
            v = nn.Conv(32, (3, 3))(v)
            v = nn.BatchNorm(use_running_average=True)(v)
            v = nn.relu(v)
            v = nn.avg_pool(v, (2, 2), (2, 2))
            v = nn.Conv(64, (3, 3), feature_group_count=32)(v)
            v = nn.LayerNorm()(v)
            return nn.Dense(10)(v.mean((1, 2)))

    class Block(nn.Module):
        @nn.compact
        def __call__(self, v):
            h = nn.RMSNorm()(v)
            h = nn.MultiHeadDotProductAttention(num_heads=4)(h, h)
            v = v + h
            return v + nn.Dense(256)(nn.gelu(nn.Dense(1024)(nn.LayerNorm()(v))))

    cnn, blk = CNN(), Block()
    pc = cnn.init(jax.random.PRNGKey(1), x)
    t = jax.random.normal(jax.random.PRNGKey(2), (4, 128, 256), dtype=jnp.bfloat16)
    pb = blk.init(jax.random.PRNGKey(3), t)
    q = jax.random.normal(jax.random.PRNGKey(4), (4, 256, 8, 64), dtype=jnp.bfloat16)
    m = jax.random.normal(jax.random.PRNGKey(5), (256, 256))
    ops = [
        lambda: jax.jit(cnn.apply)(pc, x),
        lambda: jax.jit(jax.grad(lambda p: cnn.apply(p, x).sum()))(pc),
        lambda: jax.jit(blk.apply)(pb, t),
        lambda: jax.jit(jax.grad(lambda p: blk.apply(p, t).astype(jnp.float32).sum()))(pb),
        lambda: jax.jit(lambda a: jax.nn.dot_product_attention(a, a, a, implementation="cudnn", is_causal=True))(q),
        lambda: jax.jit(jax.grad(lambda a: jax.nn.dot_product_attention(a, a, a, implementation="cudnn").astype(jnp.float32).sum()))(q),
        lambda: jax.jit(lambda a: jax.scipy.linalg.lu(a))(m),
        lambda: jax.jit(lambda a: jax.scipy.linalg.solve_triangular(jnp.triu(a) + 256 * jnp.eye(256), a))(m),
        lambda: jax.jit(lambda a: jnp.linalg.inv(a))(m),
        lambda: jax.jit(lambda a: jnp.linalg.det(a))(m),
        lambda: jax.jit(lambda a: jnp.linalg.pinv(a))(m[:, :64]),
        lambda: jax.jit(lambda a: jax.lax.cummax(a, 0))(m),
        lambda: jax.jit(lambda a: jnp.argsort(a, 1))(m),
        lambda: jax.jit(lambda a: jnp.unique(a.astype(jnp.int32) % 7, size=7))(m),
        lambda: jax.jit(lambda a: jnp.histogram(a, 32))(m),
        lambda: jax.jit(lambda a: jax.random.permutation(jax.random.PRNGKey(6), a))(m),
        lambda: jax.jit(lambda a: jnp.fft.irfft2(jnp.fft.rfft2(a)))(m),
        lambda: jax.jit(lambda a: a.astype(jnp.float8_e4m3fn).astype(jnp.bfloat16) @ a.astype(jnp.bfloat16))(m),
        lambda: jax.jit(lambda a: jax.lax.scan(lambda c, r: (c * 0.9 + r, c), jnp.zeros(256), a)[0])(m),
        lambda: jax.jit(lambda a: jax.lax.while_loop(lambda c: c[1] < 10, lambda c: (c[0] @ a, c[1] + 1), (a, 0))[0])(m),
        lambda: jax.jit(lambda a: jax.image.resize(a, (8, 64, 64, 3), "bilinear"))(x),
    ]
    try:
        from jax.experimental import pallas as pl

        def add_kernel(x_ref, y_ref, o_ref):
            o_ref[...] = x_ref[...] + y_ref[...]

        v = jnp.ones((1024,), jnp.float32)
        ops.append(lambda: jax.jit(lambda a: pl.pallas_call(
            add_kernel, out_shape=jax.ShapeDtypeStruct(a.shape, a.dtype))(a, a))(v))
    except Exception as e:
        print(f"# pallas: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
    for op in ops:
        try:
            jax.block_until_ready(op())
        except Exception as e:
            print(f"# {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)


def train():
    """Batch 38: training steps with optax (AdamW, SGD with momentum, gradient clipping) of a
    Flax MLP and convolutional model, in float32 and bfloat16, with dropout and a scan over
    layers."""
    import flax.linen as nn
    import optax

    class Net(nn.Module):
        @nn.compact
        def __call__(self, v, train=True):
            v = nn.Conv(16, (5, 5), strides=2)(v)
            v = nn.GroupNorm(num_groups=4)(v)
            v = nn.swish(v)
            v = nn.max_pool(v, (2, 2), (2, 2))
            v = v.reshape(v.shape[0], -1)
            v = nn.Dropout(0.1, deterministic=not train)(v)
            v = nn.Dense(128)(v)
            return nn.Dense(10)(nn.tanh(v))

    x = jax.random.normal(jax.random.PRNGKey(0), (32, 28, 28, 1))
    y = jax.random.randint(jax.random.PRNGKey(1), (32,), 0, 10)
    net = Net()
    params = net.init({"params": jax.random.PRNGKey(2), "dropout": jax.random.PRNGKey(3)}, x)
    ops = []
    for name, opt in (("adamw", optax.adamw(1e-3)), ("sgd", optax.sgd(0.1, momentum=0.9)),
                      ("clip adam", optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))),
                      ("lion", optax.lion(1e-4))):
        state = opt.init(params)

        def step(p, s, opt=opt):
            def loss(q):
                logits = net.apply(q, x, rngs={"dropout": jax.random.PRNGKey(4)})
                return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            g = jax.grad(loss)(p)
            u, s = opt.update(g, s, p)
            return optax.apply_updates(p, u), s
        ops.append(lambda step=step, state=state: jax.jit(step)(params, state))
    pb = jax.tree_util.tree_map(lambda a: a.astype(jnp.bfloat16), params)
    ops.append(lambda: jax.jit(lambda p: net.apply(p, x.astype(jnp.bfloat16), train=False))(pb))

    def layer(c, w):
        return jnp.tanh(c @ w), None
    ws = jax.random.normal(jax.random.PRNGKey(5), (6, 256, 256))
    ops.append(lambda: jax.jit(jax.grad(lambda w: jax.lax.scan(layer, jnp.ones((64, 256)), w)[0].sum()))(ws))
    for op in ops:
        try:
            jax.block_until_ready(op())
        except Exception as e:
            print(f"# {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)


if len(sys.argv) > 2 or sys.argv[1:] not in ([], ["more"], ["train"]):
    sys.exit(__doc__)
if sys.argv[1:] == ["more"]:
    work = more  # noqa: F811
elif sys.argv[1:] == ["train"]:
    work = train  # noqa: F811
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
