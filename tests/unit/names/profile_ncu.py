#!/usr/bin/env python3
"""Workloads whose kernels Nsight Compute 2025.3.1 listed on an H200 (labels_gpu.tsv batch 149).

Run under ncu on a GPU machine, one mode at a time, e.g.
  ncu --clock-control none --metrics gpu__time_duration.sum -o step python3 profile_ncu.py step
  ncu --import step.ncu-rep --csv --page raw --print-units base > step.csv
Modes: step (a bf16 transformer block training step with NVTX ranges), torchlibs, cupy, triton,
jax. The names of batch 149 are those of the CSVs that no labels table held, as ncu printed them
(its default --rename-kernels 1: casts and middle namespaces dropped)."""
import sys

which = sys.argv[1]
if which == "step":
    import torch, torch.nn as nn, torch.nn.functional as F
    torch.manual_seed(0)
    dev = "cuda"
    B, T, D, H, V = 8, 128, 256, 4, 1000
    class Block(nn.Module):
        def __init__(s):
            super().__init__()
            s.ln1, s.ln2 = nn.LayerNorm(D), nn.LayerNorm(D)
            s.qkv, s.proj = nn.Linear(D, 3 * D), nn.Linear(D, D)
            s.fc1, s.fc2 = nn.Linear(D, 4 * D), nn.Linear(4 * D, D)
        def forward(s, x):
            q, k, v = s.qkv(s.ln1(x)).view(B, T, 3, H, D // H).permute(2, 0, 3, 1, 4)
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + s.proj(a.transpose(1, 2).reshape(B, T, D))
            return x + s.fc2(F.gelu(s.fc1(s.ln2(x))))
    emb, blk, head = nn.Embedding(V, D).to(dev), Block().to(dev), nn.Linear(D, V).to(dev)
    params = list(emb.parameters()) + list(blk.parameters()) + list(head.parameters())
    opt = torch.optim.AdamW(params, lr=1e-3)
    tok = torch.randint(0, V, (B, T), device=dev)
    for step in range(2):
        torch.cuda.nvtx.range_push(f"step{step}")
        torch.cuda.nvtx.range_push("forward")
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = F.cross_entropy(head(blk(emb(tok))).float().view(-1, V), tok.view(-1))
        torch.cuda.nvtx.range_pop()
        torch.cuda.nvtx.range_push("backward")
        loss.backward()
        torch.cuda.nvtx.range_pop()
        torch.cuda.nvtx.range_push("optimizer")
        opt.step()
        opt.zero_grad()
        torch.cuda.nvtx.range_pop()
        torch.cuda.nvtx.range_pop()
    torch.cuda.synchronize()
    print("loss", loss.item())
elif which == "jax":
    import jax, jax.numpy as jnp
    @jax.jit
    def f(x, w):
        y = jnp.tanh(x @ w) + jnp.exp(x).sum(axis=-1, keepdims=True)
        return jax.nn.softmax(y, axis=-1).mean()
    x = jnp.ones((512, 512)); w = jnp.ones((512, 512))
    print(jax.grad(f)(x, w).block_until_ready().sum())
    k = jnp.ones((1, 3, 32, 32)); ker = jnp.ones((8, 3, 3, 3))
    print(jax.lax.conv(k, ker, (1, 1), "SAME").block_until_ready().sum())
elif which == "cupy":
    import cupy as cp
    a = cp.random.rand(1 << 20, dtype=cp.float32)
    b = cp.sort(a); c = cp.cumsum(a); d = cp.fft.fft(a[:4096])
    e = cp.linalg.inv(cp.random.rand(64, 64)); k = cp.ElementwiseKernel("float32 x", "float32 y", "y = x * 2", "kc_double")
    print(float(b[0] + c[-1] + k(a)[0]) + float(d.real[0]) + float(e[0, 0]))
elif which == "torchlibs":
    import torch
    x = torch.randn(4096, device="cuda")
    print(torch.fft.fft(x).abs().sum().item())
    m = torch.randn(64, 64, device="cuda")
    print(torch.linalg.solve(m, torch.eye(64, device="cuda")).sum().item(), torch.linalg.svd(m)[1].sum().item())
    s = torch.randn(256, 256, device="cuda").relu().to_sparse_csr()
    print((s @ torch.randn(256, 8, device="cuda")).sum().item())
    conv = torch.nn.Conv2d(3, 16, 3).cuda()
    print(conv(torch.randn(2, 3, 32, 32, device="cuda")).sum().item())
    print(torch.topk(x, 10).values.sum().item(), torch.sort(x).values[0].item(), torch.multinomial(x.abs(), 5).sum().item())
elif which == "triton":
    import torch, triton, triton.language as tl
    @triton.jit
    def add_kernel(x, y, o, n, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(o + i, tl.load(x + i, mask=i < n) + tl.load(y + i, mask=i < n), mask=i < n)
    x = torch.randn(1 << 16, device="cuda"); o = torch.empty_like(x)
    add_kernel[(64,)](x, x, o, x.numel(), BLOCK=1024)
    f = torch.compile(lambda a, b: (a.sin() * b).sum(dim=-1).softmax(0))
    print(f(torch.randn(128, 64, device="cuda"), torch.randn(128, 64, device="cuda")).sum().item(), o.sum().item())
