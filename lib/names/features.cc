// Vendor kernel names are words joined by '_' (`ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_
// stages_64x3_nn`). The name is split into those words and each word is looked up in small
// tables: architecture words, data-type words (also glued ones such as `f16f32`), `MxN` tiles,
// layout words, split-K and stage markers. Only names that are vendor-style words are read: a bare
// name, or the single template argument of `cutlass::Kernel<cutlass_80_...>`.
#include "names/features.h"

#include <array>
#include <vector>

#include "io/json_writer.h"

namespace kc::names {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Value of a short digit string (at most 4 digits are read; names carry small counts).
int SmallNumber(std::string_view d) {
  int v = 0;
  for (size_t i = 0; i < d.size() && i < 4 && IsDigit(d[i]); ++i) v = v * 10 + (d[i] - '0');
  return v;
}

std::string Lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return r;
}

constexpr std::array<std::string_view, 8> kArchWords = {"kepler", "maxwell", "pascal", "volta",
                                                        "turing", "ampere",  "hopper", "blackwell"};

// Data-type words and the type they stand for; longest first so glued words split greedily.
struct DtypeWord {
  std::string_view word;
  std::string_view dtype;
};
constexpr std::array<DtypeWord, 17> kDtypeWords = {{{"int8", "int8"},
                                                    {"bf16", "bf16"},
                                                    {"tf32", "tf32"},
                                                    {"fp16", "fp16"},
                                                    {"fp32", "fp32"},
                                                    {"fp64", "fp64"},
                                                    {"e4m3", "fp8"},
                                                    {"e5m2", "fp8"},
                                                    {"half", "fp16"},
                                                    {"fp8", "fp8"},
                                                    {"f16", "fp16"},
                                                    {"f32", "fp32"},
                                                    {"f64", "fp64"},
                                                    {"i8", "int8"},
                                                    {"s8", "int8"},
                                                    {"u8", "int8"},
                                                    {"i4", "int4"}}};

// Splits a word made only of data-type words (`f16f32`); false when it is not one.
bool SplitDtypes(std::string_view w, std::vector<std::string_view>* out) {
  std::vector<std::string_view> found;
  while (!w.empty()) {
    bool hit = false;
    for (const auto& d : kDtypeWords) {
      if (w[0] == d.word[0] && w.starts_with(d.word)) {  // the first letter: a quick test
        found.push_back(d.dtype);
        w.remove_prefix(d.word.size());
        hit = true;
        break;
      }
    }
    if (!hit) return false;
  }
  out->insert(out->end(), found.begin(), found.end());
  return true;
}

// `MxN` or `MxNxK` (digits only around the x's).
bool IsTile(std::string_view w) {
  int parts = 0;
  size_t i = 0;
  while (i < w.size()) {
    size_t d = i;
    while (i < w.size() && IsDigit(w[i])) ++i;
    if (i == d) return false;
    ++parts;
    if (i == w.size()) break;
    if (w[i] != 'x') return false;
    ++i;
    if (i == w.size()) return false;
  }
  return parts == 2 || parts == 3;
}

// Compound Inductor op names kept whole in fused_ops.
constexpr std::array<std::string_view, 12> kCompoundOps = {
    "native_layer_norm", "native_group_norm", "native_batch_norm",
    "layer_norm",        "group_norm",        "batch_norm",
    "rms_norm",          "log_softmax",       "embedding_dense_backward",
    "index_put",         "scatter_add",       "max_pool2d_with_indices"};

}  // namespace

void AppendFeatures(std::string* out, std::string_view base, std::string_view template_args) {
  std::string_view text = base;
  if (base.find("::") != std::string_view::npos) {
    // `cutlass::Kernel<cutlass_80_tensorop_...>`: the features are in the one template argument.
    text = template_args;
    if (text.empty() || text.find_first_of("<>:, ()") != std::string_view::npos) return;
  }
  if (text.find_first_of("<>:, ()") != std::string_view::npos) return;
  std::vector<std::string_view> words;
  for (size_t p = 0; p <= text.size();) {
    size_t u = text.find('_', p);
    if (u == std::string_view::npos) u = text.size();
    if (u > p) words.push_back(text.substr(p, u - p));
    p = u + 1;
  }
  std::string arch, tile, layout;
  std::vector<std::string_view> dtypes;
  bool split_k = false;
  int stages = 0;
  std::vector<std::string> fused;
  bool triton = text.starts_with("triton_");
  for (size_t i = 0; i < words.size(); ++i) {
    std::string w = Lower(words[i]);
    if (arch.empty()) {
      for (std::string_view a : kArchWords) {
        if (w == a) arch = a;
      }
      if (w.size() >= 4 && w.starts_with("sm") && IsDigit(w[2]) && IsDigit(w[3]) &&
          w.find_first_not_of("0123456789", 2) == std::string::npos) {
        arch = w;
      }
      if (w == "cutlass" && i + 1 < words.size() && words[i + 1].size() == 2 &&
          IsDigit(words[i + 1][0]) && IsDigit(words[i + 1][1])) {
        arch = "sm" + std::string(words[i + 1]);
      }
    }
    if (w == "sgemm" || w == "scudnn") dtypes.push_back("fp32");
    if (w == "hgemm" || w == "hcudnn") dtypes.push_back("fp16");
    if (w == "dgemm") dtypes.push_back("fp64");
    // Tensor-core MMA-shape words (h884gemm, s16816gemm: fp16 inputs, the letter is the
    // accumulator; i8816: int8; d884: fp64), as docs/taxonomy.md reads them.
    if (w.size() >= 4 && (w[0] == 'h' || w[0] == 's' || w[0] == 'd' || w[0] == 'i') &&
        IsDigit(w[1]) && IsDigit(w[2]) && IsDigit(w[3])) {
      dtypes.push_back(w[0] == 'd' ? "fp64" : w[0] == 'i' ? "int8" : "fp16");
    }
    SplitDtypes(w, &dtypes);
    if (w.starts_with("tilesize") && IsTile(std::string_view(w).substr(8)) && tile.empty()) {
      tile = w.substr(8);
    } else if (IsTile(w)) {
      if (tile.empty()) {
        tile = w;
      } else if (stages == 0 && !triton) {
        // cuBLAS `stages_64x3` and CUTLASS `_32x5_`: K tile x pipeline stages.
        size_t x = w.rfind('x');
        stages = SmallNumber(std::string_view(w).substr(x + 1));
      }
    }
    if (w.starts_with("stage") && w.size() > 5 &&
        w.find_first_not_of("0123456789", 5) == std::string::npos) {
      stages = SmallNumber(std::string_view(w).substr(5));
    }
    if (w == "nn" || w == "nt" || w == "tn" || w == "tt") layout = w;
    if (w.find("splitk") != std::string::npos) split_k = true;
    if (w == "split" && i + 1 < words.size() && Lower(words[i + 1]) == "k") split_k = true;
  }
  if (triton) {
    // triton_<kind>_fused_<op>_<op>..._<n>: the ops between "fused" and the uniquifier.
    size_t f = 0;
    while (f < words.size() && words[f] != "fused") ++f;
    size_t end = words.size();
    if (end > f + 1 && words[end - 1].find_first_not_of("0123456789") == std::string_view::npos)
      --end;
    for (size_t i = f + 1; i < end;) {
      size_t took = 0;
      for (std::string_view op : kCompoundOps) {
        std::string joined;
        size_t j = i;
        while (j < end && joined.size() < op.size()) {
          if (!joined.empty()) joined += '_';
          joined += words[j++];
        }
        if (joined == op) {
          fused.emplace_back(op);
          took = j - i;
          break;
        }
      }
      if (!took) {
        fused.emplace_back(words[i]);
        took = 1;
      }
      i += took;
    }
  }
  // Distinct data types in order of appearance.
  std::vector<std::string_view> dt;
  for (auto d : dtypes) {
    bool seen = false;
    for (auto e : dt) seen |= e == d;
    if (!seen) dt.push_back(d);
  }
  bool any = false;
  auto key = [&](std::string_view k) {
    if (any) *out += ',';
    any = true;
    AppendJsonString(out, k);
    *out += ':';
  };
  if (!arch.empty()) {
    key("arch");
    AppendJsonString(out, arch);
  }
  if (!dt.empty()) {
    key("dtype");
    *out += '[';
    for (size_t i = 0; i < dt.size(); ++i) {
      if (i) *out += ',';
      AppendJsonString(out, dt[i]);
    }
    *out += ']';
  }
  if (!tile.empty()) {
    key("tile");
    AppendJsonString(out, tile);
  }
  if (!layout.empty()) {
    key("layout");
    AppendJsonString(out, layout);
  }
  if (split_k) {
    key("split_k");
    *out += "true";
  }
  if (stages > 0) {
    key("stages");
    *out += std::to_string(stages);
  }
  if (!fused.empty()) {
    key("fused_ops");
    *out += '[';
    for (size_t i = 0; i < fused.size(); ++i) {
      if (i) *out += ',';
      AppendJsonString(out, fused[i]);
    }
    *out += ']';
  }
}

}  // namespace kc::names
