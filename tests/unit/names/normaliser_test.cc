#include "names/normaliser.h"

#include <gtest/gtest.h>

#include <string>

namespace kc::names {
namespace {

const RuleSet& Rules() {
  static const RuleSet* rules = [] {
    auto* r = new RuleSet;
    std::string error;
    if (!r->Add(RuleSet::BuiltinText(), "rules.tsv", &error)) ADD_FAILURE() << error;
    return r;
  }();
  return *rules;
}

// A mangled name a tool cut short is read as far as it goes: the operator a CUTLASS launcher
// runs (its first template argument) gives the same tags and features as the demangled name.
TEST(Normalise, CutMangledLauncherAsItsOperator) {
  const NormalisedName whole = Normalise(
      "void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4>("
      "cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4::Params)",
      Rules());
  const NormalisedName cut = Normalise(
      "_ZN7cutlass6KernelI52cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4EEvNT_6ParamsE...",
      Rules());
  EXPECT_TRUE(cut.demangle_failed);
  EXPECT_EQ(cut.base, "cutlass::Kernel");
  EXPECT_EQ(cut.tags.library, whole.tags.library);
  EXPECT_EQ(cut.tags.family, whole.tags.family);
  EXPECT_EQ(cut.features, whole.features);
  EXPECT_NE(cut.features, "");
  // Cut inside the operator's name: what is left of it still says it is a convolution.
  const NormalisedName conv =
      Normalise("_ZN7cutlass7Kernel2I45cutlass_80_tensorop_s16816fprop_optimized_f1...", Rules());
  EXPECT_EQ(conv.tags.family, "conv");
  EXPECT_NE(conv.features.find("\"arch\":\"sm80\""), std::string::npos) << conv.features;
}

TEST(NameCache, BoundedInBytes) {
  NameCache cache(Rules(), 64 << 10);
  for (int i = 0; i < 5000; ++i) cache.Members("ampere_sgemm_128x64_nn_" + std::to_string(i));
  EXPECT_LE(cache.bytes(), size_t{64} << 10);
  EXPECT_GT(cache.size(), 10u);
  EXPECT_LT(cache.size(), 5000u);
}

TEST(NameCache, ForgetsTheLeastRecentlyUsedName) {
  NameCache probe(Rules(), size_t{1} << 20);
  probe.Members("kernel_a");
  probe.Members("kernel_b");
  size_t two = probe.bytes();  // names of one length: every entry costs two / 2
  NameCache cache(Rules(), two + two / 4);
  std::string a(cache.Members("kernel_a"));
  const char* a_at = cache.Members("kernel_a").data();
  cache.Members("kernel_b");
  EXPECT_EQ(cache.Members("kernel_a").data(), a_at);  // a used again: b is now the oldest
  cache.Members("kernel_c");                          // evicts b
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.Members("kernel_a").data(), a_at);  // a was kept
  EXPECT_EQ(cache.Members("kernel_a"), a);
  EXPECT_EQ(cache.size(), 2u);
  cache.Members("kernel_b");  // worked out again, evicting c
  EXPECT_EQ(cache.size(), 2u);
  EXPECT_EQ(cache.Members("kernel_b"), MembersJson(Normalise("kernel_b", Rules())));
}

TEST(NameCache, ZeroBytesKeepsOneName) {
  NameCache cache(Rules(), 0);
  EXPECT_EQ(cache.Members("kernel_a"), MembersJson(Normalise("kernel_a", Rules())));
  EXPECT_EQ(cache.Members("kernel_b"), MembersJson(Normalise("kernel_b", Rules())));
  EXPECT_EQ(cache.size(), 1u);
}

TEST(NameCache, LongNamesAreNotRemembered) {
  NameCache cache(Rules());
  std::string name(NameCache::kMaxMemoName + 1, 'a');
  std::string_view m = cache.Members(name);
  EXPECT_EQ(m, MembersJson(Normalise(name, Rules())));
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_EQ(cache.bytes(), 0u);
  cache.Members("kernel_a");
  EXPECT_EQ(cache.size(), 1u);
}

}  // namespace
}  // namespace kc::names
