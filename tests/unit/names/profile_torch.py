#!/usr/bin/env python3
"""Kernel names from a real GPU: runs common PyTorch operations (GEMMs in each precision,
convolutions, norms, attention backends, reductions, sorting, optimizers, RNNs, FFT, linear
algebra, sparse, torch.compile) under torch.profiler and prints each distinct CUDA kernel name
once, tab-separated with the operation that launched it first (an operation this PyTorch or GPU
lacks is named on stderr and skipped). Used to gather a batch of names that knorm has not seen (tests/unit/names/README.md); it needs a CUDA GPU and PyTorch.

Usage: python3 profile_torch.py core|more|libs|extra|libs2|models|models2|ops2|attn > names.tsv
  core: batch 32's operations; more: batch 33's (other precisions, quantization, grouped and
  sparse GEMMs, resampling, losses, indexing, statistics, random distributions, complex and
  double linear algebra, user Triton kernels, Inductor templates, FlexAttention, CUDA graphs);
  libs: batch 34's (torchvision, torchaudio, timm, transformers, CuPy, Numba, ONNX Runtime in
  the same process: torch.profiler records every CUDA kernel the process launches); extra:
  batch 35's (single-rank NCCL collectives, nested tensors, the Transformer fast path, 3-D
  resampling, more batched linear algebra and sorting sizes); libs2: batch 36's (cupyx.scipy,
  a torchvision detection model, Inductor on a transformers model); models: batch 37's (model
  architectures from transformers, timm and torchaudio with random weights); models2: batch
  38's (torchvision's segmentation, video, optical-flow and ViT models, torchaudio's speech
  models); ops2: batch 39's (less common operations, statistics, special functions, CuPy's random
  distributions, eigensolvers and RawModule templates); attn: batch 40's (attention variants
  through each SDPA backend, sparse COO/CSR/BSR arithmetic, 2:4 semi-structured matmul).
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


def core():
    """Batch 32: GEMMs, convolutions, norms, attention, reductions, optimizers, RNNs, FFT,
    linear algebra, sparse, torch.compile."""
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


def more():
    """Batch 33: other precisions and shapes, quantization, grouped GEMMs, pooling and resampling
    variants, losses, indexing, statistics, special functions, random distributions, complex
    and double linear algebra, structured sparsity, user Triton kernels, Inductor templates,
    FlexAttention, CUDA graphs."""
    for dt in (torch.float64, torch.complex64):
        a = torch.randn(512, 512, device=dev, dtype=dt)
        run(f"mm {dt}", lambda: a @ a)
        run(f"mv {dt}", lambda: a @ a[0])
        run(f"inv {dt}", lambda: torch.linalg.inv(a))
        run(f"eig {dt}", lambda: torch.linalg.eigvals(a))
        run(f"lstsq {dt}", lambda: torch.linalg.lstsq(a, a[:, :4]))
        run(f"svdvals {dt}", lambda: torch.linalg.svdvals(a))
        run(f"det {dt}", lambda: torch.linalg.det(a))
        run(f"matrix_exp {dt}", lambda: torch.linalg.matrix_exp(a[:64, :64]))
    bat = torch.randn(256, 16, 16, device=dev)
    run("batched inv", lambda: torch.linalg.inv(bat))
    run("batched cholesky", lambda: torch.linalg.cholesky(bat @ bat.transpose(1, 2) + 16 * torch.eye(16, device=dev)))
    run("batched qr", lambda: torch.linalg.qr(bat))
    run("batched svd", lambda: torch.linalg.svd(bat))
    run("batched lu_factor", lambda: torch.linalg.lu_factor(bat))
    x8 = torch.randint(-128, 127, (1024, 1024), device=dev, dtype=torch.int8)
    run("int8 mm", lambda: torch._int_mm(x8, x8))
    if hasattr(torch, "_grouped_mm"):
        ga = torch.randn(4 * 256, 512, device=dev, dtype=torch.bfloat16)
        gb = torch.randn(4, 512, 256, device=dev, dtype=torch.bfloat16).transpose(1, 2).contiguous().transpose(1, 2)
        offs = torch.tensor([256, 512, 768, 1024], device=dev, dtype=torch.int32)
        run("grouped_mm bf16", lambda: torch._grouped_mm(ga, gb, offs=offs))
    a8 = torch.randn(2048, 2048, device=dev).to(torch.float8_e4m3fn)
    b8 = torch.randn(2048, 2048, device=dev).to(torch.float8_e4m3fn).t()
    sa = torch.rand(2048, 1, device=dev)
    sb = torch.rand(1, 2048, device=dev)
    run("scaled_mm fp8 rowwise", lambda: torch._scaled_mm(a8, b8, sa, sb, out_dtype=torch.bfloat16))
    run("fp8 cast", lambda: torch.randn(1 << 20, device=dev).to(torch.float8_e5m2))
    w = torch.randn(4096, 4096, device=dev)
    run("fake_quantize_per_tensor", lambda: torch.fake_quantize_per_tensor_affine(w, 0.1, 0, -128, 127))
    run("fake_quantize_per_channel", lambda: torch.fake_quantize_per_channel_affine(
        w, torch.ones(4096, device=dev), torch.zeros(4096, device=dev, dtype=torch.int32), 0, -128, 127))
    try:
        from torch.sparse import to_sparse_semi_structured
        dense = torch.randn(1024, 1024, device=dev, dtype=torch.float16)
        mask = torch.tensor([0, 0, 1, 1], device=dev, dtype=torch.bool).tile(1024, 256)
        sps = to_sparse_semi_structured(dense * mask)
        run("2:4 sparse mm", lambda: torch.mm(sps, torch.randn(1024, 512, device=dev, dtype=torch.float16)))
    except Exception as e:
        print(f"# semi-structured: {e}", file=sys.stderr)
    img = torch.randn(8, 32, 64, 64, device=dev)
    for mode in ("nearest", "bicubic", "area", "nearest-exact"):
        run(f"interpolate {mode}", lambda mode=mode: F.interpolate(img, scale_factor=2, mode=mode))
    run("interpolate bilinear backward", lambda: F.interpolate(img.requires_grad_(), scale_factor=2, mode="bilinear").sum().backward())
    run("pixel_shuffle", lambda: F.pixel_shuffle(img, 2))
    run("unfold", lambda: F.unfold(img, 3))
    run("fold", lambda: F.fold(F.unfold(img, 3), (64, 64), 3))
    run("grid_sample", lambda: F.grid_sample(img, torch.rand(8, 32, 32, 2, device=dev) * 2 - 1, align_corners=False))
    run("affine_grid", lambda: F.affine_grid(torch.rand(8, 2, 3, device=dev), (8, 32, 64, 64), align_corners=False))
    run("max_pool3d", lambda: F.max_pool3d(torch.randn(2, 8, 16, 32, 32, device=dev), 2))
    run("avg_pool1d", lambda: F.avg_pool1d(torch.randn(8, 32, 1024, device=dev), 4))
    run("max_pool2d backward", lambda: F.max_pool2d(img.requires_grad_(), 2).sum().backward())
    run("adaptive_max_pool2d", lambda: F.adaptive_max_pool2d(img, 7))
    run("lp_pool2d", lambda: F.lp_pool2d(img, 2, 2))
    run("instance_norm", lambda: F.instance_norm(img))
    run("local_response_norm", lambda: F.local_response_norm(img, 5))
    run("normalize", lambda: F.normalize(img, dim=1))
    run("batch_norm eval", lambda: F.batch_norm(img, torch.zeros(32, device=dev), torch.ones(32, device=dev)))
    logits = torch.randn(64, 1000, device=dev)
    tgt = torch.randint(0, 1000, (64,), device=dev)
    run("nll_loss backward", lambda: F.nll_loss(torch.log_softmax(logits.requires_grad_(), 1), tgt).backward())
    run("bce_with_logits", lambda: F.binary_cross_entropy_with_logits(logits, torch.rand_like(logits)))
    run("mse", lambda: F.mse_loss(logits, torch.rand_like(logits)))
    run("smooth_l1", lambda: F.smooth_l1_loss(logits, torch.rand_like(logits)))
    run("kl_div", lambda: F.kl_div(torch.log_softmax(logits, 1), torch.softmax(logits, 1), reduction="batchmean"))
    run("ctc_loss", lambda: F.ctc_loss(torch.randn(50, 16, 20, device=dev).log_softmax(2),
                                       torch.randint(1, 20, (16, 30), device=dev),
                                       torch.full((16,), 50, device=dev), torch.full((16,), 30, device=dev)))
    run("margin_ranking", lambda: F.margin_ranking_loss(logits[:, 0], logits[:, 1], torch.sign(logits[:, 2])))
    v = torch.randn(1 << 20, device=dev)
    idx = torch.randint(0, 1 << 16, (1 << 20,), device=dev)
    run("index_add", lambda: torch.zeros(1 << 16, device=dev).index_add_(0, idx, v))
    run("index_copy", lambda: torch.zeros(1 << 20, device=dev).index_copy_(0, torch.randperm(1 << 20, device=dev), v))
    run("index_fill", lambda: v.clone().index_fill_(0, idx[:100], 0))
    run("masked_select", lambda: v.masked_select(v > 0))
    run("masked_scatter", lambda: torch.zeros(1 << 20, device=dev).masked_scatter_(v > 0, v))
    run("take", lambda: v.take(idx))
    run("put", lambda: v.clone().put_(idx[:1000], v[:1000], accumulate=True))
    run("scatter_reduce amax", lambda: torch.zeros(1 << 16, device=dev).scatter_reduce(0, idx, v, "amax"))
    run("bincount", lambda: torch.bincount(idx))
    run("searchsorted", lambda: torch.searchsorted(v.sort()[0], v[:1000]))
    run("bucketize", lambda: torch.bucketize(v, torch.linspace(-3, 3, 100, device=dev)))
    run("kthvalue", lambda: v.view(1024, 1024).kthvalue(10, 1))
    run("median", lambda: v.view(1024, 1024).median(1))
    run("mode", lambda: idx.view(1024, 1024).mode(1))
    run("argsort stable", lambda: v.argsort(stable=True))
    run("randperm", lambda: torch.randperm(1 << 20, device=dev))
    run("unique_consecutive", lambda: torch.unique_consecutive(idx.sort()[0]))
    run("cummax", lambda: v.view(1024, 1024).cummax(1))
    run("logcumsumexp", lambda: v.view(1024, 1024).logcumsumexp(1))
    run("std", lambda: v.view(1024, 1024).std(1))
    run("prod", lambda: v.view(1024, 1024).prod(1))
    run("logsumexp", lambda: v.view(1024, 1024).logsumexp(1))
    run("aminmax", lambda: torch.aminmax(v))
    run("all any", lambda: ((v > 0).all(), (v > 3).any()))
    run("count_nonzero", lambda: torch.count_nonzero(v))
    run("cdist", lambda: torch.cdist(torch.randn(1024, 64, device=dev), torch.randn(1024, 64, device=dev)))
    run("pdist", lambda: F.pdist(torch.randn(512, 64, device=dev)))
    run("cosine_similarity", lambda: F.cosine_similarity(v.view(1024, 1024), v.view(1024, 1024)))
    run("histogram", lambda: torch.histc(v, 256))
    run("special fns", lambda: (torch.special.erfinv(v.clamp(-0.9, 0.9)), torch.special.i0(v), torch.lgamma(v),
                                torch.digamma(v), torch.special.bessel_j0(v), torch.special.zeta(v.abs() + 2, v.abs() + 1)))
    run("trig", lambda: (v.sin(), v.atan2(v), v.sinh(), v.tanh(), v.sigmoid(), v.rsqrt(), v.log1p()))
    run("bitwise", lambda: (idx & 7, idx << 2, idx ^ idx, ~idx))
    run("round", lambda: (v.round(), v.floor(), v.trunc(), v.frac()))
    run("lerp addcmul", lambda: (torch.lerp(v, v, 0.5), torch.addcmul(v, v, v), torch.addcdiv(v, v, v.abs() + 1)))
    run("nan_to_num", lambda: torch.nan_to_num(v / 0))
    run("isin", lambda: torch.isin(idx, idx[:100]))
    run("complex ops", lambda: (torch.view_as_complex(v.view(-1, 2)).abs(), torch.polar(v.abs(), v)))
    run("fft irfft", lambda: torch.fft.irfft(torch.fft.rfft(v)))
    run("fftn", lambda: torch.fft.fftn(torch.randn(64, 64, 64, device=dev)))
    run("fft double", lambda: torch.fft.fft(torch.randn(4096, device=dev, dtype=torch.float64)))
    run("stft", lambda: torch.stft(torch.randn(4, 16000, device=dev), 400, return_complex=True))
    run("distributions", lambda: (torch.poisson(torch.rand(1 << 16, device=dev) * 5),
                                  torch.binomial(torch.full((1 << 16,), 10.0, device=dev), torch.rand(1 << 16, device=dev)),
                                  torch._standard_gamma(torch.rand(1 << 16, device=dev) + 1),
                                  torch.rand(1 << 16, device=dev).exponential_(),
                                  torch.rand(1 << 16, device=dev).geometric_(0.3),
                                  torch.rand(1 << 16, device=dev).log_normal_(),
                                  torch.rand(1 << 16, device=dev).cauchy_(),
                                  torch.bernoulli(torch.rand(1 << 16, device=dev))))
    run("normal_ uniform_", lambda: (torch.empty(1 << 20, device=dev).normal_(), torch.empty(1 << 20, device=dev).uniform_()))
    run("flip roll", lambda: (img.flip(2), img.roll(3, 2), img.rot90(1, (2, 3))))
    run("repeat_interleave", lambda: idx[:1000].repeat_interleave(3))
    run("tril_indices", lambda: torch.tril_indices(512, 512, device=dev))
    run("diag embed", lambda: (torch.diag_embed(v[:4096].view(64, 64)), torch.diagonal(bat, dim1=1, dim2=2).sum()))
    run("pad reflect", lambda: F.pad(img, (2, 2, 2, 2), mode="reflect"))
    run("pad replicate", lambda: F.pad(img, (2, 2, 2, 2), mode="replicate"))
    run("pad circular", lambda: F.pad(img, (2, 2, 2, 2), mode="circular"))
    run("one_hot", lambda: F.one_hot(idx[:4096] % 100, 100))
    run("embedding_bag max", lambda: F.embedding_bag(idx[:4096] % 1000, torch.randn(1000, 64, device=dev),
                                                      torch.arange(0, 4096, 16, device=dev), mode="max"))
    run("embedding_bag mean backward", lambda: F.embedding_bag(idx[:4096] % 1000, torch.randn(1000, 64, device=dev, requires_grad=True),
                                                                torch.arange(0, 4096, 16, device=dev), mode="mean").sum().backward())
    conv = torch.nn.Conv2d(32, 32, 5, padding=2, dilation=1, device=dev, dtype=torch.bfloat16)
    run("conv5x5 bf16", lambda: conv(img.to(torch.bfloat16)))
    convd = torch.nn.Conv2d(32, 32, 3, padding=2, dilation=2, device=dev)
    run("dilated conv", lambda: convd(img))
    convg = torch.nn.Conv2d(32, 64, 3, padding=1, groups=4, device=dev, dtype=torch.float16)
    run("grouped conv", lambda: convg(img.half()))
    convs = torch.nn.Conv2d(32, 32, 3, stride=2, padding=1, device=dev, dtype=torch.float16).to(memory_format=torch.channels_last)
    run("strided conv backward", lambda: convs(img.half().to(memory_format=torch.channels_last).requires_grad_()).sum().backward())
    ln = torch.nn.LayerNorm(1000, device=dev, dtype=torch.bfloat16)
    run("layer_norm odd width", lambda: ln(logits.to(torch.bfloat16)))
    rnn = torch.nn.RNN(128, 128, nonlinearity="relu", device=dev)
    run("rnn relu", lambda: rnn(torch.randn(20, 8, 128, device=dev)))
    lstmb = torch.nn.LSTM(128, 128, bidirectional=True, batch_first=True, device=dev, dtype=torch.float16)
    run("lstm bidirectional fp16", lambda: lstmb(torch.randn(8, 20, 128, device=dev, dtype=torch.float16)))
    mha = torch.nn.MultiheadAttention(256, 8, batch_first=True, device=dev)
    run("multihead attention", lambda: mha(img.view(8, -1, 256)[:, :128], img.view(8, -1, 256)[:, :128], img.view(8, -1, 256)[:, :128]))
    q = torch.randn(4, 8, 512, 128, device=dev, dtype=torch.bfloat16)
    run("sdpa head 128 bf16 with mask", lambda: F.scaled_dot_product_attention(q, q, q, attn_mask=torch.ones(512, 512, device=dev, dtype=torch.bool).tril()))
    run("sdpa gqa", lambda: F.scaled_dot_product_attention(q, q[:, :2], q[:, :2], enable_gqa=True))
    try:
        from torch.nn.attention.flex_attention import flex_attention
        cflex = torch.compile(flex_attention)
        run("flex_attention", lambda: cflex(q, q, q, score_mod=lambda s, b, h, i, j: s + (i - j)))
    except Exception as e:
        print(f"# flex_attention: {e}", file=sys.stderr)
    emb = torch.nn.Embedding(1000, 64, sparse=True, device=dev)
    run("sparse embedding grad", lambda: emb(idx[:4096] % 1000).sum().backward())
    model = torch.nn.Sequential(torch.nn.Linear(256, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10)).to(dev)
    for name, make in (("rmsprop", lambda p: torch.optim.RMSprop(p)),
                       ("adamax", lambda p: torch.optim.Adamax(p)),
                       ("nadam", lambda p: torch.optim.NAdam(p)),
                       ("radam", lambda p: torch.optim.RAdam(p)),
                       ("adadelta", lambda p: torch.optim.Adadelta(p)),
                       ("sgd fused", lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, fused=True)),
                       ("adam amsgrad", lambda p: torch.optim.Adam(p, amsgrad=True)),
                       ("lbfgs-free rprop", lambda p: torch.optim.Rprop(p))):
        opt = make(model.parameters())
        def step(opt=opt):
            model(torch.randn(64, 256, device=dev)).sum().backward()
            opt.step()
            opt.zero_grad()
        run(name, step)
    run("foreach ops", lambda: (torch._foreach_mul([v, v], 2.0), torch._foreach_norm([v, v]), torch._foreach_add([v, v], [v, v])))
    try:
        import triton
        import triton.language as tl

        @triton.jit
        def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
            pid = tl.program_id(0)
            offs = pid * BLOCK + tl.arange(0, BLOCK)
            m = offs < n
            tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)

        @triton.jit
        def _fused_softmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
            row = tl.program_id(0)
            offs = tl.arange(0, BLOCK)
            x = tl.load(x_ptr + row * n_cols + offs, mask=offs < n_cols, other=-float("inf"))
            e = tl.exp(x - tl.max(x, 0))
            tl.store(out_ptr + row * n_cols + offs, e / tl.sum(e, 0), mask=offs < n_cols)

        out = torch.empty_like(v)
        run("triton add_kernel", lambda: add_kernel[(triton.cdiv(v.numel(), 1024),)](v, v, out, v.numel(), BLOCK=1024))
        sm_out = torch.empty_like(logits)
        run("triton softmax", lambda: _fused_softmax_kernel[(64,)](logits, sm_out, 1000, BLOCK=1024))
    except Exception as e:
        print(f"# triton: {e}", file=sys.stderr)

    class ConvNet(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.c1 = torch.nn.Conv2d(3, 32, 3, padding=1)
            self.bn = torch.nn.BatchNorm2d(32)
            self.c2 = torch.nn.Conv2d(32, 64, 3, stride=2, padding=1)
            self.fc = torch.nn.Linear(64, 10)

        def forward(self, x):
            x = F.relu(self.bn(self.c1(x)))
            x = F.silu(self.c2(x))
            return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))

    net = ConvNet().to(dev)
    cnet = torch.compile(net)
    xi = torch.randn(16, 3, 64, 64, device=dev)
    run("compiled convnet", lambda: cnet(xi))
    run("compiled convnet backward", lambda: cnet(xi.requires_grad_()).sum().backward())
    cgraph = torch.compile(net.eval(), mode="reduce-overhead")
    with torch.no_grad():
        run("compiled convnet cudagraphs", lambda: cgraph(xi))
    cdyn = torch.compile(lambda t: torch.nn.functional.gelu(t) * t.sum(-1, keepdim=True), dynamic=True)
    run("compiled dynamic", lambda: (cdyn(torch.randn(37, 100, device=dev)), cdyn(torch.randn(53, 100, device=dev))))
    ccat = torch.compile(lambda a, b: torch.cat([a.t(), b.t()]).contiguous() + torch.arange(a.shape[1] * 2, device=dev)[:, None])
    run("compiled cat transpose", lambda: ccat(torch.randn(128, 256, device=dev), torch.randn(128, 256, device=dev)))
    cconv = torch.compile(lambda x, w: F.relu(F.conv2d(x, w, padding=1)), mode="max-autotune-no-cudagraphs")
    run("compiled conv autotune", lambda: cconv(xi.half(), torch.randn(16, 3, 3, 3, device=dev, dtype=torch.float16)))
    cbmm = torch.compile(lambda a, b: torch.bmm(a, b).softmax(-1), mode="max-autotune-no-cudagraphs")
    run("compiled bmm autotune", lambda: cbmm(torch.randn(8, 256, 256, device=dev, dtype=torch.float16),
                                              torch.randn(8, 256, 256, device=dev, dtype=torch.float16)))


def libs():
    """Batch 34: libraries around PyTorch on the same GPU: torchvision (detection ops, nvJPEG
    decoding), torchaudio, timm and transformers models (random weights, no download), CuPy
    (ufuncs, reductions, sorting, FFT, linear algebra, sparse, raw kernels), Numba's CUDA
    kernels and ONNX Runtime's CUDA provider."""
    def attempt(label, make):
        try:
            make()
        except Exception as e:  # a library or model this machine lacks: say so, go on
            print(f"# {label}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)

    def tv():
        import torchvision
        from torchvision import ops
        boxes = torch.rand(2000, 4, device=dev) * 500
        boxes[:, 2:] += boxes[:, :2]
        scores = torch.rand(2000, device=dev)
        feat = torch.randn(2, 256, 64, 64, device=dev)
        rois = torch.cat([torch.zeros(100, 1, device=dev), boxes[:100] / 8], 1)
        run("torchvision nms", lambda: ops.nms(boxes, scores, 0.5))
        run("torchvision batched_nms", lambda: ops.batched_nms(boxes, scores, torch.randint(0, 5, (2000,), device=dev), 0.5))
        run("torchvision roi_align", lambda: ops.roi_align(feat, rois, 7, 0.25, 2))
        run("torchvision roi_align backward", lambda: ops.roi_align(feat.requires_grad_(), rois, 7, 0.25, 2).sum().backward())
        run("torchvision roi_pool", lambda: ops.roi_pool(feat.detach(), rois, 7, 0.25))
        run("torchvision ps_roi_align", lambda: ops.ps_roi_align(feat.detach(), rois, 4, 0.25))
        off = torch.randn(2, 18, 64, 64, device=dev)
        w = torch.randn(64, 256, 3, 3, device=dev)
        run("torchvision deform_conv2d", lambda: ops.deform_conv2d(feat.detach(), off, w, padding=1))
        run("torchvision box_iou", lambda: ops.box_iou(boxes, boxes[:500]))
        run("torchvision sigmoid_focal_loss", lambda: ops.sigmoid_focal_loss(scores, (scores > 0.5).float()))
        import io
        from PIL import Image
        buf = io.BytesIO()
        Image.new("RGB", (640, 480), (120, 30, 200)).save(buf, format="JPEG")
        data = torch.frombuffer(bytearray(buf.getvalue()), dtype=torch.uint8)
        run("torchvision decode_jpeg cuda", lambda: torchvision.io.decode_jpeg(data, device="cuda"))
        from torchvision.transforms import v2
        img = torch.randint(0, 255, (8, 3, 256, 256), device=dev, dtype=torch.uint8)
        t = v2.Compose([v2.RandomResizedCrop(224, antialias=True), v2.ColorJitter(0.4, 0.4, 0.4, 0.1),
                        v2.ToDtype(torch.float32, scale=True), v2.Normalize([0.5] * 3, [0.2] * 3)])
        run("torchvision transforms v2", lambda: t(img))
        m = torchvision.models.resnet18().to(dev).eval()
        with torch.no_grad(), torch.autocast("cuda", torch.float16):
            run("torchvision resnet18 amp", lambda: m(torch.randn(8, 3, 224, 224, device=dev)))
        mv = torchvision.models.mobilenet_v3_small().to(dev).eval().to(memory_format=torch.channels_last)
        with torch.no_grad():
            run("torchvision mobilenet_v3 channels_last", lambda: mv(torch.randn(8, 3, 224, 224, device=dev).to(memory_format=torch.channels_last)))

    def ta():
        import torchaudio
        wav = torch.randn(4, 16000, device=dev)
        run("torchaudio spectrogram", lambda: torchaudio.transforms.Spectrogram().to(dev)(wav))
        run("torchaudio melspectrogram", lambda: torchaudio.transforms.MelSpectrogram().to(dev)(wav))
        run("torchaudio mfcc", lambda: torchaudio.transforms.MFCC().to(dev)(wav))
        run("torchaudio resample", lambda: torchaudio.functional.resample(wav, 16000, 8000))
        run("torchaudio lfilter", lambda: torchaudio.functional.lfilter(wav, torch.tensor([1.0, -0.5], device=dev), torch.tensor([0.5, 0.5], device=dev)))
        run("torchaudio griffinlim", lambda: torchaudio.transforms.GriffinLim(n_iter=2).to(dev)(torch.rand(4, 201, 81, device=dev)))
        run("torchaudio rnnt_loss", lambda: torchaudio.functional.rnnt_loss(
            torch.randn(2, 10, 5, 20, device=dev), torch.randint(1, 20, (2, 4), device=dev, dtype=torch.int32),
            torch.full((2,), 10, device=dev, dtype=torch.int32), torch.full((2,), 4, device=dev, dtype=torch.int32)))
        run("torchaudio forced_align", lambda: torchaudio.functional.forced_align(
            torch.randn(1, 50, 20, device=dev).log_softmax(-1), torch.randint(1, 20, (1, 10), device=dev, dtype=torch.int32)))

    def tm():
        import timm
        for name in ("vit_tiny_patch16_224", "convnext_atto", "efficientnet_b0"):
            m = timm.create_model(name, pretrained=False).to(dev).eval()
            with torch.no_grad(), torch.autocast("cuda", torch.bfloat16):
                run(f"timm {name} bf16", lambda m=m: m(torch.randn(4, 3, 224, 224, device=dev)))

    def hf():
        import transformers as tf
        for cfg in (tf.GPT2Config(n_layer=2, n_embd=256, n_head=4), tf.LlamaConfig(num_hidden_layers=2, hidden_size=256,
                    intermediate_size=688, num_attention_heads=4, num_key_value_heads=2, vocab_size=32000),
                    tf.BertConfig(num_hidden_layers=2, hidden_size=256, num_attention_heads=4, intermediate_size=1024),
                    tf.MixtralConfig(num_hidden_layers=1, hidden_size=256, intermediate_size=512, num_attention_heads=4,
                                     num_key_value_heads=2, num_local_experts=4, num_experts_per_tok=2, vocab_size=32000)):
            m = tf.AutoModel.from_config(cfg).to(dev).to(torch.bfloat16).eval()
            ids = torch.randint(0, 1000, (2, 128), device=dev)
            with torch.no_grad():
                run(f"transformers {cfg.model_type}", lambda m=m: m(input_ids=ids))
        lm = tf.AutoModelForCausalLM.from_config(tf.LlamaConfig(num_hidden_layers=2, hidden_size=256, intermediate_size=688,
                                                               num_attention_heads=4, num_key_value_heads=2, vocab_size=32000)).to(dev).eval()
        with torch.no_grad():
            run("transformers llama generate", lambda: lm.generate(torch.randint(0, 1000, (2, 16), device=dev), max_new_tokens=8,
                                                                   do_sample=True, top_k=50, top_p=0.9, pad_token_id=0))

    def cp():
        import cupy
        import cupyx.scipy.sparse as sps
        a = cupy.random.rand(1024, 1024, dtype=cupy.float32)
        run("cupy ufuncs", lambda: (cupy.sin(a) + a * 2, cupy.maximum(a, 0.5), cupy.where(a > 0.5, a, 0), a.astype(cupy.float16)))
        run("cupy reductions", lambda: (a.sum(), a.max(1), a.argmin(0), cupy.mean(a, 0), cupy.std(a), cupy.count_nonzero(a > 0.5)))
        run("cupy sort", lambda: (cupy.sort(a, 1), cupy.argsort(a.ravel()), cupy.unique(cupy.floor(a * 100)), cupy.cumsum(a, 1)))
        run("cupy fft", lambda: (cupy.fft.fft(a), cupy.fft.rfft2(a)))
        run("cupy linalg", lambda: (a @ a, cupy.linalg.inv(a[:256, :256]), cupy.linalg.svd(a[:128, :128]), cupy.linalg.solve(a[:256, :256], a[:256, :1])))
        s = sps.random(2048, 2048, density=0.01, format="csr", dtype=cupy.float32)
        run("cupy sparse", lambda: (s @ cupy.ones(2048, dtype=cupy.float32), s @ cupy.ones((2048, 16), dtype=cupy.float32), s.T.tocsr()))
        k = cupy.ElementwiseKernel("float32 x, float32 y", "float32 z", "z = x * x + y", "my_squared_add")
        r = cupy.ReductionKernel("float32 x", "float32 y", "x * x", "a + b", "y = sqrt(a)", "0", "my_l2norm")
        raw = cupy.RawKernel(r'extern "C" __global__ void my_raw_scale(float* x, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= 2.0f; }', "my_raw_scale")
        b = a.ravel().copy()
        run("cupy custom kernels", lambda: (k(a, a), r(a, axis=1), raw((b.size // 256,), (256,), (b, cupy.int32(b.size)))))
        run("cupy random", lambda: (cupy.random.standard_normal(1 << 20), cupy.random.randint(0, 10, 1 << 20), cupy.random.permutation(1 << 16)))
        run("cupy indexing", lambda: (a[cupy.arange(0, 1024, 3)], cupy.take(a, cupy.arange(100), 1), cupy.concatenate([a, a]), a.T.copy()))

    def nb():
        from numba import cuda
        import numpy as np

        @cuda.jit
        def saxpy(out, x, y, alpha):
            i = cuda.grid(1)
            if i < out.size:
                out[i] = alpha * x[i] + y[i]

        @cuda.jit
        def block_sum(x, out):
            s = cuda.shared.array(256, dtype=np.float32)
            t = cuda.threadIdx.x
            i = cuda.grid(1)
            s[t] = x[i] if i < x.size else 0
            cuda.syncthreads()
            step = 128
            while step > 0:
                if t < step:
                    s[t] += s[t + step]
                cuda.syncthreads()
                step //= 2
            if t == 0:
                cuda.atomic.add(out, 0, s[0])

        x = cuda.to_device(np.random.rand(1 << 20).astype(np.float32))
        out = cuda.device_array_like(x)
        acc = cuda.to_device(np.zeros(1, np.float32))
        run("numba saxpy", lambda: saxpy[(1 << 20) // 256, 256](out, x, x, 2.0))
        run("numba block_sum", lambda: block_sum[(1 << 20) // 256, 256](x, acc))

    def ort():
        import onnxruntime as rt
        import numpy as np
        if "CUDAExecutionProvider" not in rt.get_available_providers():
            raise RuntimeError("no CUDAExecutionProvider")
        import tempfile
        net = torch.nn.Sequential(torch.nn.Conv2d(3, 16, 3, padding=1), torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
                                  torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(), torch.nn.Linear(16, 10),
                                  torch.nn.Softmax(-1)).eval()
        path = tempfile.mktemp(suffix=".onnx")
        torch.onnx.export(net, torch.randn(1, 3, 32, 32), path, input_names=["x"], dynamo=False)
        sess = rt.InferenceSession(path, providers=["CUDAExecutionProvider"])
        feed = {"x": np.random.rand(8, 3, 32, 32).astype(np.float32)}
        run("onnxruntime cuda", lambda: sess.run(None, feed))

    for label, fn in (("torchvision", tv), ("torchaudio", ta), ("timm", tm), ("transformers", hf), ("cupy", cp),
                      ("numba", nb), ("onnxruntime", ort)):
        attempt(label, fn)


def extra():
    """Batch 35: single-rank NCCL collectives, nested tensors, the Transformer fast path,
    3-D resampling, more batched linear algebra and sorting sizes."""
    try:
        import os
        import torch.distributed as dist
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", "29533")
        dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda:0"))
        t = torch.randn(1 << 20, device=dev)
        run("nccl all_reduce", lambda: dist.all_reduce(t))
        run("nccl all_gather", lambda: dist.all_gather_into_tensor(torch.empty_like(t), t))
        run("nccl reduce_scatter", lambda: dist.reduce_scatter_tensor(torch.empty_like(t), t))
        run("nccl broadcast", lambda: dist.broadcast(t, 0))
        run("nccl all_to_all", lambda: dist.all_to_all_single(torch.empty_like(t), t))
        dist.destroy_process_group()
    except Exception as e:
        print(f"# nccl: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
    layer = torch.nn.TransformerEncoderLayer(256, 8, 1024, batch_first=True, device=dev).eval()
    src = torch.randn(8, 64, 256, device=dev)
    mask = torch.zeros(8, 64, dtype=torch.bool, device=dev)
    mask[:, 48:] = True
    with torch.no_grad():
        run("transformer encoder fast path", lambda: layer(src, src_key_padding_mask=mask))
    try:
        nt = torch.nested.nested_tensor([torch.randn(37, 8, 64), torch.randn(91, 8, 64)], layout=torch.jagged,
                                        device=dev, dtype=torch.float16).transpose(1, 2)
        run("nested sdpa", lambda: F.scaled_dot_product_attention(nt, nt, nt))
    except Exception as e:
        print(f"# nested: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
    vol = torch.randn(2, 8, 16, 32, 32, device=dev)
    run("interpolate trilinear", lambda: F.interpolate(vol, scale_factor=2, mode="trilinear"))
    run("grid_sample 3d", lambda: F.grid_sample(vol, torch.rand(2, 8, 8, 8, 3, device=dev) * 2 - 1, align_corners=False))
    run("avg_pool3d backward", lambda: F.avg_pool3d(vol.requires_grad_(), 2).sum().backward())
    run("embedding max_norm", lambda: F.embedding(torch.randint(0, 1000, (4096,), device=dev), torch.randn(1000, 64, device=dev), max_norm=1.0))
    v = torch.randn(1 << 22, device=dev)
    run("topk large k", lambda: v.topk(4096))
    run("sort segments", lambda: v.view(4096, 1024).sort(dim=1, stable=True))
    run("sort huge rows", lambda: v.view(4, -1).sort(1))
    run("gather dim1", lambda: v.view(1024, -1).gather(1, torch.randint(0, 4096, (1024, 64), device=dev)))
    run("istft", lambda: torch.istft(torch.stft(torch.randn(2, 16000, device=dev), 512, window=torch.hann_window(512, device=dev), return_complex=True), 512, window=torch.hann_window(512, device=dev)))
    bat = torch.randn(64, 64, 64, device=dev, dtype=torch.float64)
    spd = bat @ bat.transpose(1, 2) + 64 * torch.eye(64, device=dev, dtype=torch.float64)
    run("eigvalsh batched f64", lambda: torch.linalg.eigvalsh(spd))
    run("cholesky_solve", lambda: torch.cholesky_solve(bat, torch.linalg.cholesky(spd)))
    run("lu_solve", lambda: torch.linalg.lu_solve(*torch.linalg.lu_factor(bat), bat))
    run("solve_triangular", lambda: torch.linalg.solve_triangular(torch.triu(spd), bat, upper=True))
    run("matrix_norm", lambda: (torch.linalg.matrix_norm(bat), torch.linalg.matrix_norm(bat, ord=2)))
    run("geqrf", lambda: torch.geqrf(bat))
    run("householder_product", lambda: torch.linalg.householder_product(*torch.geqrf(bat)))
    run("cdist p1", lambda: torch.cdist(torch.randn(512, 32, device=dev), torch.randn(512, 32, device=dev), p=1))
    run("renorm", lambda: torch.renorm(v.view(1024, -1), 2, 0, 1.0))
    run("kron", lambda: torch.kron(torch.randn(32, 32, device=dev), torch.randn(32, 32, device=dev)))
    run("unfold tensor", lambda: v[:1 << 16].unfold(0, 64, 32).sum(-1))
    run("complex matmul", lambda: torch.randn(256, 256, device=dev, dtype=torch.complex128) @ torch.randn(256, 256, device=dev, dtype=torch.complex128))
    run("addbmm baddbmm", lambda: (torch.addbmm(torch.randn(64, 64, device=dev), bat.float(), bat.float()), torch.baddbmm(bat.float(), bat.float(), bat.float())))


def libs2():
    """Batch 36: cupyx.scipy (ndimage, signal, special, sparse linear algebra), a torchvision
    detection model, and Inductor on a transformers model."""
    def attempt(label, make):
        try:
            make()
        except Exception as e:  # a library or model this machine lacks: say so, go on
            print(f"# {label}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)

    def cpx():
        import cupy
        import cupyx.scipy.ndimage as ndi
        import cupyx.scipy.signal as sig
        import cupyx.scipy.special as sp
        import cupyx.scipy.sparse as sps
        import cupyx.scipy.sparse.linalg as spl
        img = cupy.random.rand(512, 512, dtype=cupy.float32)
        run("cupyx ndimage filters", lambda: (ndi.gaussian_filter(img, 2), ndi.median_filter(img, 3), ndi.sobel(img),
                                              ndi.uniform_filter(img, 5), ndi.maximum_filter(img, 3)))
        run("cupyx ndimage geometry", lambda: (ndi.zoom(img, 1.5), ndi.rotate(img, 30), ndi.shift(img, 2.5),
                                               ndi.affine_transform(img, cupy.eye(2) * 0.9), ndi.map_coordinates(img, cupy.random.rand(2, 1000) * 500)))
        run("cupyx ndimage morphology", lambda: (ndi.binary_erosion(img > 0.5), ndi.binary_dilation(img > 0.5),
                                                 ndi.label(img > 0.7), ndi.distance_transform_edt(img > 0.5)))
        run("cupyx ndimage measurements", lambda: (ndi.sum_labels(img, ndi.label(img > 0.7)[0]), ndi.center_of_mass(img)))
        x = cupy.random.rand(1 << 16, dtype=cupy.float32)
        run("cupyx signal", lambda: (sig.fftconvolve(x, x[:1024]), sig.convolve(x, x[:64]), sig.lfilter(cupy.ones(3) / 3, cupy.ones(1), x),
                                     sig.correlate2d(img[:64, :64], img[:8, :8]), sig.resample(x, 1000), sig.medfilt(x, 5)))
        run("cupyx special", lambda: (sp.erf(x), sp.gamma(x), sp.j0(x), sp.expit(x), sp.log_softmax(x), sp.logsumexp(x)))
        a = sps.random(2048, 2048, density=0.01, format="csr", dtype=cupy.float64)
        a = a + a.T + sps.identity(2048, dtype=cupy.float64) * 20
        b = cupy.ones(2048)
        run("cupyx sparse linalg", lambda: (spl.cg(a, b, maxiter=5), spl.gmres(a, b, maxiter=2), spl.eigsh(a, k=4, maxiter=5)))

    def det():
        import torchvision
        m = torchvision.models.detection.fasterrcnn_mobilenet_v3_large_fpn(weights=None, weights_backbone=None).to(dev).eval()
        with torch.no_grad():
            run("torchvision fasterrcnn", lambda: m([torch.rand(3, 320, 320, device=dev)]))
        k = torchvision.models.detection.keypointrcnn_resnet50_fpn(weights=None, weights_backbone=None).to(dev).eval()
        with torch.no_grad():
            run("torchvision keypointrcnn", lambda: k([torch.rand(3, 320, 320, device=dev)]))

    def ind():
        import transformers as tf
        m = tf.AutoModelForCausalLM.from_config(tf.LlamaConfig(num_hidden_layers=2, hidden_size=256, intermediate_size=688,
                                                              num_attention_heads=4, num_key_value_heads=2, vocab_size=32000)).to(dev)
        cm = torch.compile(m)
        ids = torch.randint(0, 1000, (2, 128), device=dev)
        run("inductor llama forward", lambda: cm(input_ids=ids).logits.sum())
        run("inductor llama backward", lambda: cm(input_ids=ids, labels=ids).loss.backward())
        g = tf.AutoModel.from_config(tf.GPT2Config(n_layer=2, n_embd=256, n_head=4)).to(dev).to(torch.bfloat16).eval()
        cg = torch.compile(g, mode="max-autotune-no-cudagraphs")
        with torch.no_grad():
            run("inductor gpt2 autotune bf16", lambda: cg(input_ids=ids))

    for label, fn in (("cupyx", cpx), ("detection", det), ("inductor", ind)):
        attempt(label, fn)


def models():
    """Batch 37: model architectures with random weights: transformers' T5, Whisper, ViT, CLIP,
    DeBERTa, Mamba, Qwen2-MoE (eager and SDPA attention, generation with sampling), timm's Swin,
    RegNet and MaxViT, torchaudio's wav2vec2, each forward and one training step."""
    def attempt(label, make):
        try:
            make()
        except Exception as e:  # a model this machine lacks: say so, go on
            print(f"# {label}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)

    def hf():
        import transformers as tf
        ids = torch.randint(0, 1000, (2, 64), device=dev)
        small = dict(num_hidden_layers=2, hidden_size=256, num_attention_heads=4, intermediate_size=512)
        cfgs = [
            ("t5", lambda: tf.T5Model(tf.T5Config(num_layers=2, d_model=256, d_ff=512, num_heads=4, d_kv=64)),
             lambda m: m(input_ids=ids, decoder_input_ids=ids)),
            ("deberta", lambda: tf.DebertaV2Model(tf.DebertaV2Config(**small)), lambda m: m(input_ids=ids)),
            ("mamba", lambda: tf.MambaModel(tf.MambaConfig(num_hidden_layers=2, hidden_size=256, state_size=16)),
             lambda m: m(input_ids=ids)),
            ("qwen2_moe", lambda: tf.Qwen2MoeModel(tf.Qwen2MoeConfig(num_hidden_layers=2, hidden_size=256, intermediate_size=512,
                                                                   moe_intermediate_size=128, num_experts=8, num_experts_per_tok=2,
                                                                   num_attention_heads=4, num_key_value_heads=2, vocab_size=32000)),
             lambda m: m(input_ids=ids)),
            ("vit", lambda: tf.ViTModel(tf.ViTConfig(**small, image_size=64, patch_size=8)),
             lambda m: m(pixel_values=torch.randn(2, 3, 64, 64, device=dev))),
            ("clip", lambda: tf.CLIPModel(tf.CLIPConfig(text_config=dict(**small), vision_config=dict(**small, image_size=64, patch_size=8))),
             lambda m: m(input_ids=ids, pixel_values=torch.randn(2, 3, 64, 64, device=dev))),
            ("whisper", lambda: tf.WhisperModel(tf.WhisperConfig(d_model=256, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
                                                                 decoder_attention_heads=4, encoder_ffn_dim=512, decoder_ffn_dim=512)),
             lambda m: m(input_features=torch.randn(2, 80, 3000, device=dev), decoder_input_ids=ids[:, :16])),
        ]
        for name, make, call in cfgs:
            for impl in ("eager", "sdpa"):
                try:
                    m = make().to(dev)
                    m.config._attn_implementation = impl
                except Exception as e:
                    print(f"# {name}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
                    continue
                def train(m=m, call=call):  # the first tensor of the output, summed, backward
                    out = call(m)
                    next(t for t in out.to_tuple() if torch.is_tensor(t)).float().sum().backward()
                run(f"transformers {name} {impl} train", train)
        lm = tf.AutoModelForCausalLM.from_config(tf.Qwen2Config(num_hidden_layers=2, hidden_size=256, intermediate_size=512,
                                                                num_attention_heads=4, num_key_value_heads=2, vocab_size=32000)).to(dev).eval()
        with torch.no_grad():
            run("transformers qwen2 beam search", lambda: lm.generate(ids[:, :8], max_new_tokens=6, num_beams=3, pad_token_id=0))
            run("transformers qwen2 sampling", lambda: lm.generate(ids[:, :8], max_new_tokens=6, do_sample=True, temperature=0.7,
                                                                   top_p=0.8, repetition_penalty=1.2, pad_token_id=0))

    def tm():
        import timm
        for name in ("swin_tiny_patch4_window7_224", "regnety_002", "maxvit_nano_rw_256", "resnet50d"):
            m = timm.create_model(name, pretrained=False).to(dev)
            size = 256 if "256" in name else 224
            run(f"timm {name} train", lambda m=m, size=size: m(torch.randn(2, 3, size, size, device=dev)).sum().backward())

    def ta():
        import torchaudio
        m = torchaudio.models.wav2vec2_base().to(dev)
        run("torchaudio wav2vec2 train", lambda: m(torch.randn(2, 16000, device=dev))[0].sum().backward())
        c = torchaudio.models.Conformer(input_dim=80, num_heads=4, ffn_dim=256, num_layers=2, depthwise_conv_kernel_size=31).to(dev)
        run("torchaudio conformer", lambda: c(torch.randn(2, 100, 80, device=dev), torch.tensor([100, 80], device=dev)))

    for label, fn in (("transformers", hf), ("timm", tm), ("torchaudio", ta)):
        attempt(label, fn)


def models2():
    """Batch 38: torchvision's segmentation, video, optical-flow and vision-transformer models,
    torchaudio's Tacotron2, WaveRNN, HuBERT and Emformer, in float32 and bf16 autocast, with
    training steps (random weights)."""
    def attempt(label, make):
        try:
            make()
        except Exception as e:  # a model this machine lacks: say so, go on
            print(f"# {label}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)

    def tv():
        import torchvision.models as tvm
        cases = [
            ("deeplabv3", lambda: tvm.segmentation.deeplabv3_mobilenet_v3_large(weights=None, weights_backbone=None), (2, 3, 128, 128)),
            ("fcn", lambda: tvm.segmentation.fcn_resnet50(weights=None, weights_backbone=None), (2, 3, 128, 128)),
            ("r3d_18", lambda: tvm.video.r3d_18(weights=None), (2, 3, 8, 64, 64)),
            ("mvit_v2_s", lambda: tvm.video.mvit_v2_s(weights=None), (1, 3, 16, 224, 224)),
            ("vit_b_16", lambda: tvm.vit_b_16(weights=None), (2, 3, 224, 224)),
            ("efficientnet_v2_s", lambda: tvm.efficientnet_v2_s(weights=None), (2, 3, 224, 224)),
            ("shufflenet", lambda: tvm.shufflenet_v2_x1_0(weights=None), (2, 3, 224, 224)),
            ("squeezenet", lambda: tvm.squeezenet1_1(weights=None), (2, 3, 224, 224)),
        ]
        for name, make, shape in cases:
            m = make().to(dev)
            x = torch.randn(*shape, device=dev)

            def step(m=m, x=x):
                out = m(x)
                (out["out"] if isinstance(out, dict) else out).sum().backward()
            run(f"torchvision {name} train", step)
            with torch.autocast("cuda", torch.bfloat16), torch.no_grad():
                run(f"torchvision {name} bf16", lambda m=m, x=x: m(x))
        flow = tvm.optical_flow.raft_small(weights=None).to(dev).eval()
        a = torch.randn(1, 3, 128, 128, device=dev)
        with torch.no_grad():
            run("torchvision raft_small", lambda: flow(a, a, num_flow_updates=2))

    def ta():
        import torchaudio.models as tam
        t2 = tam.Tacotron2(n_symbol=40).to(dev).eval()
        toks = torch.randint(0, 40, (2, 20), device=dev)
        with torch.no_grad():
            run("torchaudio tacotron2", lambda: t2.infer(toks, torch.tensor([20, 18], device=dev)))
        wr = tam.WaveRNN(upsample_scales=[5, 5, 8], n_classes=256, hop_length=200).to(dev)
        run("torchaudio wavernn", lambda: wr(torch.randn(2, 1, 200 * 6, device=dev), torch.randn(2, 1, 128, 10, device=dev)))
        hb = tam.hubert_base().to(dev)
        run("torchaudio hubert train", lambda: hb(torch.randn(2, 16000, device=dev))[0].sum().backward())
        em = tam.Emformer(input_dim=80, num_heads=4, ffn_dim=256, num_layers=2, segment_length=4).to(dev)
        run("torchaudio emformer", lambda: em(torch.randn(2, 40, 80, device=dev), torch.tensor([40, 36], device=dev)))

    for label, fn in (("torchvision", tv), ("torchaudio", ta)):
        attempt(label, fn)


def ops2():
    """Batch 39: less common operations: pooling and unpooling variants, losses, packed RNNs,
    statistics (quantile, nanmedian, histogramdd), segment and index reductions, special
    functions, combinatorics, CuPy's random distributions, eigensolvers and RawModule
    templates."""
    img = torch.randn(4, 16, 32, 32, device=dev)
    run("fractional_max_pool2d", lambda: F.fractional_max_pool2d(img, 2, output_ratio=(0.5, 0.5)))
    run("max_unpool2d", lambda: F.max_unpool2d(*F.max_pool2d(img, 2, return_indices=True), 2))
    run("adaptive_max_pool3d", lambda: F.adaptive_max_pool3d(img.unsqueeze(2), (1, 4, 4)))
    run("pixel_unshuffle channel_shuffle", lambda: (F.pixel_unshuffle(img, 2), F.channel_shuffle(img, 4)))
    run("grid_sample bicubic", lambda: F.grid_sample(img, torch.rand(4, 16, 16, 2, device=dev) * 2 - 1, mode="bicubic", align_corners=False))
    a, p, n = (torch.randn(64, 128, device=dev) for _ in range(3))
    run("triplet_margin_loss", lambda: F.triplet_margin_loss(a, p, n))
    run("hinge cosine embedding", lambda: (F.hinge_embedding_loss(a, torch.sign(p)), F.cosine_embedding_loss(a, p, torch.sign(n[:, 0]))))
    run("gumbel_softmax", lambda: F.gumbel_softmax(a, hard=True))
    run("poisson_nll gaussian_nll", lambda: (F.poisson_nll_loss(a, p.abs()), F.gaussian_nll_loss(a, p, n.abs() + 0.1)))
    run("huber soft_margin multilabel", lambda: (F.huber_loss(a, p), F.soft_margin_loss(a, torch.sign(p)),
                                                 F.multilabel_soft_margin_loss(a, (p > 0).float())))
    lstm = torch.nn.LSTM(32, 64, batch_first=True, device=dev)
    seq = torch.randn(4, 20, 32, device=dev)
    packed = torch.nn.utils.rnn.pack_padded_sequence(seq, torch.tensor([20, 15, 10, 5]), batch_first=True)
    run("lstm packed", lambda: lstm(packed))
    v = torch.randn(1 << 16, device=dev)
    run("quantile nanmedian", lambda: (torch.quantile(v[:4096], torch.tensor([0.1, 0.5, 0.9], device=dev)), torch.nanmedian(v.view(256, -1), 1)))
    run("histc range", lambda: torch.histc(v, 64, -3, 3))
    run("bincount weights", lambda: torch.bincount(torch.randint(0, 100, (4096,), device=dev), weights=v[:4096]))
    run("unique dim", lambda: torch.unique(torch.randint(0, 3, (1024, 4), device=dev), dim=0))
    run("segment_reduce", lambda: torch.segment_reduce(v[:1000], "max", lengths=torch.full((10,), 100, device=dev)))
    run("index_reduce", lambda: torch.zeros(100, device=dev).index_reduce_(0, torch.randint(0, 100, (4096,), device=dev), v[:4096], "amax"))
    run("special more", lambda: (torch.polygamma(2, v.abs() + 1), torch.igamma(v.abs() + 1, v.abs()), torch.special.ndtri(torch.rand(4096, device=dev)),
                                 torch.special.log_ndtr(v), torch.special.erfcx(v), torch.special.sinc(v), torch.special.xlog1py(v.abs(), v.abs())))
    run("combinatorics", lambda: (torch.combinations(torch.arange(30, device=dev), 3), torch.cartesian_prod(torch.arange(50, device=dev), torch.arange(50, device=dev)),
                                  torch.triu_indices(256, 256, device=dev), torch.vander(v[:64], 8)))
    run("cumulative_trapezoid diff", lambda: (torch.cumulative_trapezoid(v.view(64, -1), dim=1), torch.diff(v), torch.gradient(v.view(256, -1))))
    run("nan ops", lambda: (torch.nansum(v), torch.nanmean(v.view(256, -1), 1), torch.logaddexp(v, v), torch.hypot(v, v), torch.copysign(v, -v)))
    run("msort searchsorted sorter", lambda: (torch.msort(v.view(256, -1)), torch.searchsorted(v, v[:100], sorter=torch.argsort(v))))
    run("take_along_dim scatter max", lambda: (torch.take_along_dim(v.view(256, -1), torch.argsort(v.view(256, -1), 1), 1),
                                               torch.zeros(256, 256, device=dev).scatter_(1, torch.randint(0, 256, (256, 256), device=dev), v.view(256, -1), reduce="multiply")))
    try:
        import cupy
        run("cupy random distributions", lambda: (cupy.random.gamma(2.0, size=1 << 16), cupy.random.beta(2, 3, size=1 << 16),
                                                  cupy.random.poisson(3.0, size=1 << 16), cupy.random.binomial(10, 0.3, size=1 << 16),
                                                  cupy.random.multinomial(10, [0.2, 0.3, 0.5], size=1024), cupy.random.choice(1000, 100, replace=False)))
        m = cupy.random.rand(256, 256)
        run("cupy eigh eigvalsh", lambda: (cupy.linalg.eigh(m + m.T), cupy.linalg.eigvalsh(m + m.T), cupy.linalg.qr(m), cupy.linalg.cholesky(m @ m.T + 256 * cupy.eye(256))))
        mod = cupy.RawModule(code=r"""
        template<typename T> __global__ void my_scale_tmpl(T* x, T a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] *= a; }
        """, name_expressions=["my_scale_tmpl<float>"])
        ker = mod.get_function("my_scale_tmpl<float>")
        buf = cupy.ones(1 << 16, dtype=cupy.float32)
        run("cupy RawModule template", lambda: ker((256,), (256,), (buf, cupy.float32(2), cupy.int32(buf.size))))
        run("cupy fft2 multi", lambda: (cupy.fft.fftn(cupy.random.rand(32, 32, 32)), cupy.fft.ifft2(cupy.random.rand(64, 64).astype(cupy.complex64))))
    except Exception as e:
        print(f"# cupy: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)


def attn():
    """Batch 40: attention variants (head sizes, masks, dropout, dtypes, backward) through each
    SDPA backend, and sparse tensors (COO and CSR arithmetic, coalescing, sparse softmax,
    sampled products, 2:4 semi-structured matmul)."""
    from torch.nn.attention import SDPBackend, sdpa_kernel
    for dt in (torch.float16, torch.bfloat16):
        for d in (32, 96, 256):
            q = torch.randn(2, 4, 333, d, device=dev, dtype=dt, requires_grad=True)
            for be in (SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.CUDNN_ATTENTION):
                def step(be=be, q=q):
                    with sdpa_kernel(be):
                        F.scaled_dot_product_attention(q, q, q, dropout_p=0.1, is_causal=True).sum().backward()
                run(f"sdpa {be} d{d} {dt} dropout", step)
        mask = torch.randn(2, 1, 128, 128, device=dev, dtype=dt)
        qm = torch.randn(2, 4, 128, 64, device=dev, dtype=dt)
        with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):
            run(f"sdpa mem-efficient additive mask {dt}", lambda qm=qm, mask=mask: F.scaled_dot_product_attention(qm, qm, qm, attn_mask=mask))
    i = torch.randint(0, 1024, (2, 8192), device=dev)
    coo = torch.sparse_coo_tensor(i, torch.randn(8192, device=dev), (1024, 1024))
    dense = torch.randn(1024, 64, device=dev)
    run("sparse coalesce", lambda: coo.coalesce())
    run("sparse coo add mul", lambda: (coo + coo).coalesce() * 2)
    run("sparse addmm", lambda: torch.sparse.addmm(torch.zeros(1024, 64, device=dev), coo, dense))
    run("sparse softmax", lambda: torch.sparse.softmax(coo.coalesce(), 1))
    run("sparse sum", lambda: torch.sparse.sum(coo, 1))
    run("sparse to_dense", lambda: coo.to_dense())
    csr = coo.coalesce().to_sparse_csr()
    run("csr add", lambda: csr + csr)
    run("csr sampled_addmm", lambda: torch.sparse.sampled_addmm(csr, torch.randn(1024, 32, device=dev), torch.randn(32, 1024, device=dev)))
    run("csr transpose", lambda: csr.t().to_sparse_csr())
    run("bsr mm", lambda: coo.to_dense().to_sparse_bsr((16, 16)) @ dense)
    try:
        from torch.sparse import to_sparse_semi_structured, SparseSemiStructuredTensor
        SparseSemiStructuredTensor._FORCE_CUTLASS = False
        w = torch.randn(1024, 1024, device=dev, dtype=torch.float16) * torch.tensor([0, 0, 1, 1], device=dev, dtype=torch.float16).tile(1024, 256)
        sw = to_sparse_semi_structured(w)
        run("2:4 cusparselt mm", lambda: torch.mm(sw, torch.randn(1024, 256, device=dev, dtype=torch.float16)))
        SparseSemiStructuredTensor._FORCE_CUTLASS = True
        sw2 = to_sparse_semi_structured(w)
        run("2:4 cutlass mm", lambda: torch.mm(sw2, torch.randn(1024, 256, device=dev, dtype=torch.float16)))
    except Exception as e:
        print(f"# semi-structured: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)


WORKLOADS = {"core": core, "more": more, "libs": libs, "extra": extra, "libs2": libs2, "models": models,
             "models2": models2, "ops2": ops2, "attn": attn}
if len(sys.argv) != 2 or sys.argv[1] not in WORKLOADS:
    sys.exit(__doc__)
WORKLOADS[sys.argv[1]]()
for n, label in sorted(names.items()):
    print(f"{n}\t{label}")
