#include "agg/ncu_regex.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

namespace kc::agg {
namespace {

// Whether the whole regex, as kagg --emit ncu-regex writes it, finds `ncu_name` (a name as ncu
// 2022.3 prints it with --print-kernel-base demangled).
bool Matches(std::string_view key, std::string_view base, const std::string& ncu_name) {
  RE2 re("^(void )?(" + NcuNamePattern(key, base) + ")");
  EXPECT_TRUE(re.ok()) << re.error();
  return RE2::PartialMatch(ncu_name, re);
}

TEST(NcuNamePattern, AnonymousNamespaceInNcuSpelling) {
  const char* key =
      "at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::Half, float>";
  const char* base = "at::native::(anonymous namespace)::vectorized_layer_norm_kernel";
  EXPECT_TRUE(Matches(key, base,
                      "void at::native::<unnamed>::vectorized_layer_norm_kernel<c10::Half, float>"
                      "(int, float, const c10::Half *, float *)"));
  EXPECT_TRUE(Matches(key, base,
                      "void at::native::(anonymous namespace)::vectorized_layer_norm_kernel"
                      "<c10::Half, float>(int, float, c10::Half const*, float*)"));
  EXPECT_FALSE(Matches(key, base,
                       "void at::native::<unnamed>::vectorized_layer_norm_kernel<float, float>"
                       "(int, float, const float *, float *)"));
}

TEST(NcuNamePattern, OnlyTheTopInstantiation) {
  const char* base = "cutlass::Kernel";
  const char* key = "cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_nn>";
  EXPECT_TRUE(Matches(key, base,
                      "void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_nn>"
                      "(cutlass_80_tensorop_s1688gemm_128x128_nn::Params)"));
  EXPECT_FALSE(Matches(key, base,
                       "void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_nn_align4>"
                       "(cutlass_80_tensorop_s1688gemm_128x128_nn_align4::Params)"));
  EXPECT_FALSE(Matches(key, base, "void cutlass::Kernel<cutlass_80_simt_sgemm_64x64_nn>(P)"));
  EXPECT_FALSE(
      Matches(key, base, "void cutlass::KernelX<cutlass_80_tensorop_s1688gemm_128x128_nn>(P)"));
}

TEST(NcuNamePattern, NumbersWithCastsAndSpacing) {
  const char* base = "at::native::vectorized_elementwise_kernel";
  const char* key =
      "at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
      "at::detail::Array<char*, 1>>";
  EXPECT_TRUE(Matches(key, base,
                      "void at::native::vectorized_elementwise_kernel<(int)4, "
                      "at::native::FillFunctor<float>, at::detail::Array<char *, (int)1> >"
                      "(int, at::native::FillFunctor<float>, at::detail::Array<char *, (int)1>)"));
  EXPECT_FALSE(
      Matches(key, base,
              "void at::native::vectorized_elementwise_kernel<(int)4, "
              "at::native::FillFunctor<float>, at::detail::Array<char *, (int)14> >(int)"));
  EXPECT_TRUE(Matches("reduceCompleteUnroll<512>", "reduceCompleteUnroll",
                      "void reduceCompleteUnroll<(unsigned int)512>(int *, int *, unsigned int)"));
  EXPECT_TRUE(Matches("k<-1, 2ul>", "k", "void k<(int)-1, (unsigned long)2>(int)"));
  EXPECT_FALSE(Matches("k<unsigned int>", "k", "void k<unsignedint>(int)"));
}

TEST(NcuNamePattern, NamesItCannotFollowMatchByBase) {
  // Lambdas and cv-qualifiers are spelled differently by each demangler: every instantiation.
  const char* base = "at::native::elementwise_kernel";
  EXPECT_TRUE(Matches("at::native::elementwise_kernel<128, 4, f<float>::{lambda(int)#1}>", base,
                      "void at::native::elementwise_kernel<(int)128, (int)4, "
                      "f<float>::[lambda(int) (instance 1)]>(int, T3)"));
  EXPECT_TRUE(Matches("k<float const*>", "k", "void k<const float *>(const float *)"));
  // Plain names and unknown keys: the name and nothing longer.
  EXPECT_TRUE(
      Matches("ampere_sgemm_128x64_nn", "ampere_sgemm_128x64_nn", "ampere_sgemm_128x64_nn"));
  EXPECT_TRUE(Matches("", "kern", "void kern(int)"));
  EXPECT_FALSE(
      Matches("ampere_sgemm_128x64_nn", "ampere_sgemm_128x64_nn", "ampere_sgemm_128x64_nn_v2"));
}

TEST(NcuNamePattern, NoColonForKernelId) {
  EXPECT_EQ(NcuNamePattern("a::b<c::d>", "a::b").find(':'), std::string::npos);
  EXPECT_EQ(NcuNamePattern("", "a::(anonymous namespace)::b"),
            "a..(\\(anonymous namespace\\)|<unnamed>)..b( *[<(]|$)");
}

}  // namespace
}  // namespace kc::agg
