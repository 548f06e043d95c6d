#!/usr/bin/env python3
"""Kernel names from a real GPU: runs common PyTorch operations (GEMMs in each precision,
convolutions, norms, attention backends, reductions, sorting, optimizers, RNNs, FFT, linear
algebra, sparse, torch.compile) under torch.profiler and prints each distinct CUDA kernel name
once, tab-separated with the operation that launched it first. Used to gather a batch of names
that knorm has not seen (tests/unit/names/README.md); it needs a CUDA GPU and PyTorch.

Usage: python3 profile_torch.py > names.tsv
"""
import sys

import torch
import torch.nn.functional as F
from torch.profiler import ProfilerActivity, profile

names = {}


def run(label, fn):
    try:
        fn()
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as p:
            fn()
            torch.cuda.synchronize()
    except Exception as e:  # an operation this build or GPU lacks: say so, go on
        print(f"# {label}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
        return
    for e in p.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            names.setdefault(e.name, label)


dev = "cuda"
for dt in (torch.float32, torch.float16, torch.bfloat16):
    for m, n, k in ((4096, 4096, 4096), (1, 4096, 4096), (8, 11008, 4096), (333, 777, 129)):
        a = torch.randn(m, k, device=dev, dtype=dt)
        b = torch.randn(k, n, device=dev, dtype=dt)
        run(f"mm {dt} {m}x{n}x{k}", lambda: a @ b)
    x = torch.randn(16, 512, 64, device=dev, dtype=dt)
    run(f"bmm {dt}", lambda: torch.bmm(x, x.transpose(1, 2)))
    lin = torch.nn.Linear(1024, 4096, device=dev, dtype=dt)
    inp = torch.randn(256, 1024, device=dev, dtype=dt)
    run(f"linear+relu {dt}", lambda: F.relu(lin(inp)))
    run(f"linear+gelu backward {dt}", lambda: F.gelu(lin(inp.requires_grad_())).sum().backward())
torch.backends.cuda.matmul.allow_tf32 = True
a = torch.randn(2048, 2048, device=dev)
run("mm tf32", lambda: a @ a)
torch.backends.cuda.matmul.allow_tf32 = False
if hasattr(torch, "_scaled_mm"):
    a8 = torch.randn(1024, 1024, device=dev).to(torch.float8_e4m3fn)
    b8 = torch.randn(1024, 1024, device=dev).to(torch.float8_e4m3fn).t()
    one = torch.tensor(1.0, device=dev)
    run("scaled_mm fp8", lambda: torch._scaled_mm(a8, b8, one, one, out_dtype=torch.bfloat16))

for dt in (torch.float32, torch.float16):
    for fmt in (torch.contiguous_format, torch.channels_last):
        x = torch.randn(32, 64, 56, 56, device=dev, dtype=dt).to(memory_format=fmt)
        conv = torch.nn.Conv2d(64, 128, 3, padding=1, device=dev, dtype=dt).to(memory_format=fmt)
        dw = torch.nn.Conv2d(64, 64, 3, padding=1, groups=64, device=dev, dtype=dt).to(memory_format=fmt)
        bn = torch.nn.BatchNorm2d(64, device=dev, dtype=dt)
        run(f"conv3x3 {dt} {fmt}", lambda: conv(x))
        run(f"conv3x3 backward {dt} {fmt}", lambda: conv(x.requires_grad_()).sum().backward())
        run(f"depthwise {dt} {fmt}", lambda: dw(x))
        run(f"batchnorm {dt} {fmt}", lambda: bn(x))
        run(f"maxpool {dt} {fmt}", lambda: F.max_pool2d(x, 2))
        run(f"avgpool {dt} {fmt}", lambda: F.adaptive_avg_pool2d(x, 1))
        run(f"upsample {dt} {fmt}", lambda: F.interpolate(x, scale_factor=2, mode="bilinear"))
    x1 = torch.randn(8, 64, 4096, device=dev, dtype=dt)
    c1 = torch.nn.Conv1d(64, 64, 4, groups=64, padding=3, device=dev, dtype=dt)
    run(f"conv1d {dt}", lambda: c1(x1))
    ct = torch.nn.ConvTranspose2d(64, 32, 2, stride=2, device=dev, dtype=dt)
    run(f"convtranspose {dt}", lambda: ct(torch.randn(8, 64, 28, 28, device=dev, dtype=dt)))
    x3 = torch.randn(2, 16, 8, 32, 32, device=dev, dtype=dt)
    c3 = torch.nn.Conv3d(16, 16, 3, padding=1, device=dev, dtype=dt)
    run(f"conv3d {dt}", lambda: c3(x3))

for dt in (torch.float32, torch.float16, torch.bfloat16):
    h = torch.randn(4096, 4096, device=dev, dtype=dt)
    w = torch.ones(4096, device=dev, dtype=dt)
    run(f"layer_norm {dt}", lambda: F.layer_norm(h, (4096,), w, w))
    run(f"layer_norm backward {dt}",
        lambda: F.layer_norm(h.requires_grad_(), (4096,), w, w).sum().backward())
    run(f"rms_norm {dt}", lambda: F.rms_norm(h, (4096,), w))
    run(f"group_norm {dt}", lambda: F.group_norm(h.view(64, 64, 64, 64), 8))
    run(f"softmax {dt}", lambda: torch.softmax(h, -1))
    run(f"log_softmax backward {dt}", lambda: torch.log_softmax(h.requires_grad_(), -1).sum().backward())
    run(f"cross_entropy {dt}", lambda: F.cross_entropy(h, torch.randint(0, 4096, (4096,), device=dev)))
    run(f"gelu {dt}", lambda: F.gelu(h))
    run(f"silu {dt}", lambda: F.silu(h))
    run(f"dropout {dt}", lambda: F.dropout(h, 0.1))
    run(f"to float {dt}", lambda: h.float())
    run(f"transpose contiguous {dt}", lambda: h.t().contiguous())
    run(f"cat {dt}", lambda: torch.cat([h, h], 1))
    run(f"sum {dt}", lambda: h.sum(0))
    run(f"var_mean {dt}", lambda: torch.var_mean(h, 1))
    run(f"norm {dt}", lambda: torch.linalg.vector_norm(h, dim=1))
    run(f"argmax {dt}", lambda: h.argmax(1))
    run(f"cumsum {dt}", lambda: h.cumsum(1))
    run(f"topk {dt}", lambda: h.topk(8, 1))
    run(f"sort {dt}", lambda: h.sort(1))
    run(f"where {dt}", lambda: torch.where(h > 0, h, 0))
    q = torch.randn(8, 16, 1024, 64, device=dev, dtype=dt)
    from torch.nn.attention import SDPBackend, sdpa_kernel
    for be in (SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH,
               SDPBackend.CUDNN_ATTENTION):
        def attn(be=be):
            with sdpa_kernel(be):
                return F.scaled_dot_product_attention(q, q, q, is_causal=True)
        run(f"sdpa {be} {dt}", attn)
        def attn_bw(be=be):
            qq = q.detach().requires_grad_()
            with sdpa_kernel(be):
                F.scaled_dot_product_attention(qq, qq, qq, is_causal=True).sum().backward()
        run(f"sdpa backward {be} {dt}", attn_bw)

emb = torch.nn.Embedding(50000, 1024, device=dev)
ids = torch.randint(0, 50000, (8, 512), device=dev)
run("embedding", lambda: emb(ids))
run("embedding backward", lambda: emb(ids).sum().backward())
bag = torch.nn.EmbeddingBag(50000, 128, mode="sum", device=dev)
run("embedding_bag", lambda: bag(ids))
v = torch.randn(1 << 20, device=dev)
idx = torch.randint(0, 1 << 20, (1 << 18,), device=dev)
run("index_select", lambda: v.index_select(0, idx))
run("gather", lambda: v.gather(0, idx))
run("scatter_add", lambda: torch.zeros_like(v).scatter_add_(0, idx, v[: 1 << 18]))
run("index_put", lambda: v.index_put_((idx,), v[: 1 << 18], accumulate=True))
run("unique", lambda: torch.unique(idx))
run("nonzero", lambda: (v > 0).nonzero())
run("histc", lambda: torch.histc(v, 100))
run("multinomial", lambda: torch.multinomial(torch.rand(64, 1000, device=dev), 4))
run("randn", lambda: torch.randn(1 << 20, device=dev))
run("arange", lambda: torch.arange(1 << 20, device=dev))
run("zeros", lambda: torch.zeros(1 << 20, device=dev))
run("masked_fill", lambda: v.masked_fill(v > 0, 0))
run("clamp pow exp", lambda: v.clamp(-1, 1).pow(2).exp())

model = torch.nn.Sequential(torch.nn.Linear(512, 2048), torch.nn.GELU(), torch.nn.Linear(2048, 512)).to(dev)
xin = torch.randn(64, 512, device=dev)
for name, make in (("adamw foreach", lambda p: torch.optim.AdamW(p, foreach=True)),
                   ("adamw fused", lambda p: torch.optim.AdamW(p, fused=True)),
                   ("adam forloop", lambda p: torch.optim.Adam(p, foreach=False)),
                   ("sgd momentum", lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9)),
                   ("adagrad", lambda p: torch.optim.Adagrad(p))):
    opt = make(model.parameters())
    def step(opt=opt):
        model(xin).sum().backward()
        opt.step()
        opt.zero_grad()
    run(name, step)
run("clip_grad_norm", lambda: (model(xin).sum().backward(),
                               torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)))
scaler = torch.amp.GradScaler()
run("amp unscale", lambda: (scaler.scale(model(xin).sum()).backward(),
                            scaler.unscale_(torch.optim.SGD(model.parameters(), lr=0.1))))

lstm = torch.nn.LSTM(256, 256, 2, device=dev)
gru = torch.nn.GRU(256, 256, device=dev)
seq = torch.randn(50, 32, 256, device=dev)
run("lstm", lambda: lstm(seq))
run("lstm backward", lambda: lstm(seq.requires_grad_())[0].sum().backward())
run("gru", lambda: gru(seq))
s = torch.randn(64, 4096, device=dev)
run("fft", lambda: torch.fft.fft(s))
run("rfft2", lambda: torch.fft.rfft2(torch.randn(16, 256, 256, device=dev)))
mat = torch.randn(512, 512, device=dev)
spd = mat @ mat.t() + 512 * torch.eye(512, device=dev)
run("solve", lambda: torch.linalg.solve(mat, mat))
run("cholesky", lambda: torch.linalg.cholesky(spd))
run("qr", lambda: torch.linalg.qr(mat))
run("svd", lambda: torch.linalg.svd(mat))
run("eigh", lambda: torch.linalg.eigh(spd))
run("inverse", lambda: torch.linalg.inv(mat))
sp = (torch.rand(4096, 4096, device=dev) < 0.01).float().to_sparse_csr()
run("sparse csr mm", lambda: sp @ torch.randn(4096, 256, device=dev))
spc = sp.to_sparse_coo()
run("sparse coo mm", lambda: torch.sparse.mm(spc, torch.randn(4096, 256, device=dev)))


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = torch.nn.LayerNorm(512)
        self.qkv = torch.nn.Linear(512, 1536)
        self.out = torch.nn.Linear(512, 512)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(512, 2048), torch.nn.GELU(), torch.nn.Linear(2048, 512))

    def forward(self, x):
        q, k, v = self.qkv(self.ln(x)).view(x.shape[0], x.shape[1], 3, 8, 64).unbind(2)
        a = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2))
        x = x + self.out(a.transpose(1, 2).reshape(x.shape))
        return x + self.mlp(F.rms_norm(x, (512,)))


blk = Block().to(dev)
cblk = torch.compile(blk)
xb = torch.randn(8, 256, 512, device=dev)
run("compiled block", lambda: cblk(xb))
run("compiled block backward", lambda: cblk(xb.requires_grad_()).sum().backward())
cfn = torch.compile(lambda t: (torch.softmax(t, -1) * t).sum(-1).mean() + t.var(0).max())
run("compiled reductions", lambda: cfn(torch.randn(1024, 1000, device=dev)))
cmm = torch.compile(lambda a, b: F.relu(a @ b + 1), mode="max-autotune-no-cudagraphs")
a = torch.randn(1024, 1024, device=dev, dtype=torch.float16)
run("compiled mm autotune", lambda: cmm(a, a))

for n, label in sorted(names.items()):
    print(f"{n}\t{label}")
