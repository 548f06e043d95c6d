#pragma once
// Features that vendor kernel names encode: architecture, data types, tile, layout, split-K,
// stages (cuBLAS, cuDNN, CUTLASS, xmma), and the fused-op list of Triton Inductor kernels.
#include <string>
#include <string_view>

namespace kc::names {

/// Appends the members of the `features` object (`"arch":"sm80","dtype":["fp16"],...`, no
/// braces; nothing when the name encodes none) for a name whose base is `base` and template
/// arguments `template_args`. Keys, in this order: arch (string), dtype (list), tile (string
/// `MxN` or `MxNxK`), layout (`nn`/`nt`/`tn`/`tt`), split_k (true), stages (number),
/// fused_ops (list, Triton).
void AppendFeatures(std::string* out, std::string_view base, std::string_view template_args);

}  // namespace kc::names
