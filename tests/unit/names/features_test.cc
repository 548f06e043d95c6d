// Features read from vendor kernel names.
#include "names/features.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace kc::names {
namespace {

TEST(Features, Table) {
  struct Case {
    std::string base, targs, want;
  };
  const std::vector<Case> cases = {
      {"ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_stages_64x3_nn", "",
       R"("arch":"ampere","dtype":["fp16"],"tile":"128x64","layout":"nn","stages":3)"},
      {"ampere_sgemm_32x32_sliced1x4_tn", "",
       R"("arch":"ampere","dtype":["fp32"],"tile":"32x32","layout":"tn")"},
      {"volta_h884gemm_64x64_ldg8_nn", "",
       R"("arch":"volta","dtype":["fp16"],"tile":"64x64","layout":"nn")"},
      {"cutlass::Kernel", "cutlass_80_tensorop_s16816gemm_bf16_64x64_32x6_tn_align8",
       R"("arch":"sm80","dtype":["fp16","bf16"],"tile":"64x64","layout":"tn","stages":6)"},
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f32_f32_nhwckrsc_nhwc_tilesize128x128x32_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_kernel_cudnn",
       "", R"("arch":"sm80","dtype":["fp16","fp32"],"tile":"128x128x32","stages":4)"},
      {"cudnn_volta_fp16_s884cudnn_fp16_128x128_ldg8_splitK_dgrad_f2f_exp_small_nhwc_tt_v1", "",
       R"("arch":"volta","dtype":["fp16"],"tile":"128x128","layout":"tt","split_k":true)"},
      {"hgemm_128x128x8_NN_vec", "", R"("dtype":["fp16"],"tile":"128x128x8","layout":"nn")"},
      {"sm90_xmma_gemm_e4m3bf16_tn_kernel_cublas", "",
       R"("arch":"sm90","dtype":["fp8","bf16"],"layout":"tn")"},
      {"nvjet_tst_i8_128x64", "", R"("dtype":["int8"],"tile":"128x64")"},
      {"triton_poi_fused_add_native_layer_norm_0", "",
       R"("fused_ops":["add","native_layer_norm"])"},
      {"at::native::reduce_kernel", "512, 1, at::native::ReduceOp<float>", ""},
      {"vectorAdd", "", ""},
  };
  for (const auto& c : cases) {
    std::string out;
    AppendFeatures(&out, c.base, c.targs);
    EXPECT_EQ(out, c.want) << c.base;
  }
}

}  // namespace
}  // namespace kc::names
