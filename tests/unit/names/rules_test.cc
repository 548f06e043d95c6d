// The rule table: file format and its errors, the literal prefilter, the built-in table against
// the taxonomy's value lists, and one example name per library and family.
#include "names/rules.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "names/normaliser.h"

namespace kc::names {
namespace {

RuleSet Builtin() {
  RuleSet r;
  std::string error;
  EXPECT_TRUE(r.Add(RuleSet::BuiltinText(), "rules.tsv", &error, RuleSet::kBuiltinFirstLine))
      << error;
  return r;
}

TEST(RuleSet, ParseErrors) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"base\tx\taten\n",
       "u.tsv:1: expected 4 or 5 tab-separated fields (target, pattern, library, family, note), "
       "got 3"},
      {"# c\n\nbody\tx\taten\tgemm\n", "u.tsv:3: unknown target 'body' (base, targs or name)"},
      {"base\t(x\taten\tgemm\n", "u.tsv:1: bad pattern '(x': "},
      {"base\tx\tATen\tgemm\n",
       "u.tsv:1: bad library 'ATen' (lower case letters, digits, '_', or '-')"},
      {"base\tx\t-\t-\n", "u.tsv:1: the rule sets neither library nor family"},
      {"base\t\taten\tgemm\n", "u.tsv:1: empty pattern"},
      {"base\t(?i)x(?-i:Sum)\t-\treduce\n",
       "u.tsv:1: (?-i...) in a (?i) rule: the rule matches the lower-cased name"},
  };
  for (const auto& [text, want] : cases) {
    RuleSet r;
    std::string error;
    EXPECT_FALSE(r.Add(text, "u.tsv", &error)) << text;
    EXPECT_EQ(error.substr(0, want.size()), want) << text;
    EXPECT_EQ(r.size(), 0u);
  }
}

TEST(RuleSet, FirstMatchPerTagAndUserRulesFirst) {
  RuleSet r;
  std::string error;
  ASSERT_TRUE(r.Add("base\t^my_\tmylib\t-\nname\tgemm\t-\tgemm\n", "user", &error)) << error;
  ASSERT_TRUE(r.Add(RuleSet::BuiltinText(), "rules.tsv", &error, RuleSet::kBuiltinFirstLine))
      << error;
  Tags t = r.Match({"my_sgemm", "", "my_sgemm"});
  EXPECT_EQ(t.library, "mylib");
  EXPECT_EQ(t.family, "gemm");
  t = r.Match({"ampere_sgemm_128x64_nn", "", "ampere_sgemm_128x64_nn"});
  EXPECT_EQ(t.library, "cublas");
  t = r.Match({"vectorAdd", "", "vectorAdd"});
  EXPECT_EQ(t.library, "other");
  EXPECT_EQ(t.family, "elementwise");
  t = r.Match({"zzz", "", "zzz"});
  EXPECT_EQ(t.library, "other");
  EXPECT_EQ(t.family, "other");
  // Case-insensitive and template-argument targets.
  RuleSet r2;
  ASSERT_TRUE(r2.Add("base\t(?i)^FOO\tx\t-\ntargs\tBar<\t-\ty\n", "u", &error)) << error;
  t = r2.Match({"foo_k", "int, Bar<int>", "foo_k<int, Bar<int>>"});
  EXPECT_EQ(t.library, "x");
  EXPECT_EQ(t.family, "y");
}

TEST(RuleSet, BuiltinTagsAreTaxonomyValues) {
  const std::set<std::string> libs = {"cublas",
                                      "cutlass",
                                      "cudnn",
                                      "triton",
                                      "flash_attn",
                                      "aten",
                                      "nccl",
                                      "cub_thrust",
                                      "cufft",
                                      "curand",
                                      "xla",
                                      "tensorflow",
                                      "vllm",
                                      "ggml",
                                      "tvm",
                                      "tensorrt",
                                      "cutensor",
                                      "fbgemm",
                                      "transformer_engine",
                                      "flashinfer",
                                      "cusparse",
                                      "cusolver",
                                      "raft",
                                      "cudf",
                                      "cupy",
                                      "paddle",
                                      "apex",
                                      "other",
                                      "-"};
  const std::set<std::string> fams = {
      "gemm", "gemv", "attention", "conv", "norm", "softmax", "elementwise", "reduce", "copy",
      "comm", "sort", "embedding", "rng",  "fft",  "quant",   "optimizer",   "other",  "-"};
  std::string_view text = RuleSet::BuiltinText();
  size_t n = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string line(text.substr(0, nl));
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    if (line.empty() || line[0] == '#' || line == ")tsv\"") continue;
    std::vector<std::string> f;
    size_t p = 0;
    for (size_t t; (t = line.find('\t', p)) != std::string::npos; p = t + 1)
      f.push_back(line.substr(p, t - p));
    f.push_back(line.substr(p));
    ASSERT_GE(f.size(), 4u) << line;
    EXPECT_TRUE(libs.count(f[2])) << line;
    EXPECT_TRUE(fams.count(f[3])) << line;
    ++n;
  }
  EXPECT_EQ(n, Builtin().size());
}

// The built-in table is the whole of rules.tsv: its length comes from the array's size (past
// 262,144 bytes, where a constexpr strlen stops compiling), so it ends with the file's last
// newline, holds no terminating NUL and starts with the file's first comment line.
TEST(RuleSet, BuiltinTextIsTheWholeTable) {
  std::string_view text = RuleSet::BuiltinText();
  ASSERT_FALSE(text.empty());
  EXPECT_TRUE(text.starts_with("# kcensus built-in kernel name rules")) << text.substr(0, 60);
  EXPECT_EQ(text.back(), '\n');
  EXPECT_EQ(text.find('\0'), std::string_view::npos);
  EXPECT_GT(text.size(), 262144u);
}

// A (?i) rule on the template arguments or the whole name would add, for every name, a
// lower-cased copy of that long text and one more RE2::Set pass over it (one such targs rule cost
// knorm 4 % of its instructions on distinct names, the four name rules 5.7 %): the built-in
// rules on those texts are case-sensitive, with RE2's own (?i:...) group where a word's case
// varies (CONTRIBUTING.md).
TEST(RuleSet, BuiltinTemplateArgAndNameRulesAreCaseSensitive) {
  const RuleSet& rules = Builtin();
  size_t n = 0;
  for (size_t i = 0; i < rules.size(); ++i) {
    if (rules.rule(i).target == Target::kBase) continue;
    ++n;
    EXPECT_FALSE(rules.rule(i).icase) << rules.rule(i).id << ": " << rules.rule(i).text;
  }
  EXPECT_GT(n, 60u);
}

// One or more names per library and per family of docs/taxonomy.md.
TEST(RuleSet, TaxonomyExamples) {
  struct Case {
    std::string name, library, family;
  };
  const std::vector<Case> cases = {
      {"ampere_sgemm_128x64_nn", "cublas", "gemm"},
      {"sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1_"
       "tensor16x8x16_kernel_cublas",
       "cublas", "gemm"},
      {"sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_"
       "segment_k_off_kernel__5x_cublas",
       "cublas", "gemm"},
      {"nvjet_hsh_128x256_64x4_2x1_v_bz_coopA_NTN", "cublas", "gemm"},
      {"volta_h884gemm_64x64_ldg8_nn", "cublas", "gemm"},
      {"void gemv2T_kernel_val<int, int, float, float, float, float, 128, 16, 4, 4, false, false, "
       "cublasGemvParams<cublasGemvTensorStridedBatched<float const>, "
       "cublasGemvTensorStridedBatched<float const>, cublasGemvTensorStridedBatched<float>, float> "
       ">(cublasGemvParams<cublasGemvTensorStridedBatched<float const>, "
       "cublasGemvTensorStridedBatched<float const>, cublasGemvTensorStridedBatched<float>, "
       "float>, float, float)",
       "cublas", "gemv"},
      {"void splitKreduce_kernel<float, float, float>(cublasSplitKParams<float>, float const*, "
       "float const*, float*, float const*, float const*)",
       "cublas", "gemm"},
      {"void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4>(T1::Params)",
       "cutlass", "gemm"},
      {"cutlass_80_wmma_tensorop_f16_s161616gemm_f16_32x32_128x2_nt_align8", "cutlass", "gemm"},
      {"void cudnn::cnn::conv2d_grouped_direct_kernel<false, true, false, false, 0, 0, int, float, "
       "float, float, float, float, float>(cudnn::cnn::GroupedDirectParams, float const*, float "
       "const*, float*, float, float, float const*, float const*, float, float)",
       "cudnn", "conv"},
      {"void implicit_convolve_sgemm<float, float, 128, 5, 5, 3, 3, 3, 1, false, false, true>(int, "
       "int, int, float const*, int, float*, float const*, kernel_conv_params, unsigned long long, "
       "int, float, float, int, float const*, float const*, bool, int, int)",
       "cudnn", "conv"},
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f32_f32_nhwckrsc_nhwc_tilesize128x128x32_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_kernel_cudnn",
       "cudnn", "conv"},
      {"void cudnn::bn_fw_tr_1C11_kernel_NCHW<float, float, 512, true, 1>(cudnnTensorStruct, float "
       "const*, cudnnTensorStruct, float*, float const*, float const*, float, float, float*, "
       "float*, float*, float*, float, float)",
       "cudnn", "norm"},
      {"triton_poi_fused_add_mul_0", "triton", "elementwise"},
      {"triton_red_fused_native_layer_norm_0", "triton", "norm"},
      {"triton_per_fused__softmax_1", "triton", "softmax"},
      {"triton_red_fused_sum_2", "triton", "reduce"},
      {"triton_tem_fused_mm_3", "triton", "gemm"},
      {"void flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, "
       "cutlass::half_t, Flash_kernel_traits<128, 128, 64, 4, cutlass::half_t> >, false, false, "
       "false, false, true, true, false>(Flash_fwd_params)",
       "flash_attn", "attention"},
      {"fmha_cutlassB_f16_aligned_64x64_k64_sm80", "flash_attn", "attention"},
      {"void at::native::vectorized_elementwise_kernel<4, "
       "at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, "
       "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#2}::operator()() "
       "const::{lambda(float)#1}, at::detail::Array<char*, 2> >(int, "
       "at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, "
       "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#2}::operator()() "
       "const::{lambda(float)#1}, at::detail::Array<char*, 2>)",
       "aten", "elementwise"},
      // The launcher takes the family of the function that holds its lambda.
      {"void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous namespace)::"
       "batch_norm_elementwise(at::Tensor const&)::{lambda()#1}::operator()() const::"
       "{lambda(float)#1}, std::array<char*, 2ul> >(int)",
       "aten", "norm"},
      {"void at::native::elementwise_kernel<128, 4, at::native::gpu_kernel_impl_nocast<at::native::"
       "(anonymous namespace)::GroupNormKernelImplInternal<c10::Half>(at::Tensor const&)::"
       "{lambda(c10::Half, float, float)#1}>(at::TensorIteratorBase&)>(int)",
       "aten", "norm"},
      {"void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous namespace)::"
       "renorm_scale_factor_impl(at::TensorIteratorBase&, double)::{lambda(float)#1}, "
       "std::array<char*, 2ul> >(int)",
       "aten", "elementwise"},
      {"void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, "
       "at::native::MaxOps<float>, unsigned int, float, 4> >(at::native::ReduceOp<float, "
       "at::native::MaxOps<float>, unsigned int, float, 4>)",
       "aten", "reduce"},
      {"void at::native::(anonymous namespace)::cunn_SoftMaxForward<4, float, float, float, "
       "at::native::(anonymous namespace)::SoftMaxForwardEpilogue>(float*, float const*, int)",
       "aten", "softmax"},
      {"void at::native::(anonymous namespace)::indexSelectLargeIndex<float, long, unsigned int, "
       "2, 2, -2, true>(at::cuda::detail::TensorInfo<float, unsigned int>, "
       "at::cuda::detail::TensorInfo<float, unsigned int>, at::cuda::detail::TensorInfo<long, "
       "unsigned int>, int, int, unsigned int, unsigned int, long)",
       "aten", "copy"},
      {"void at::native::(anonymous namespace)::embedding_backward_feature_kernel<float, float, "
       "long>(long const*, float const*, float*, int, long, int)",
       "aten", "embedding"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::TensorListMetadata<4>, at::native::(anonymous "
       "namespace)::FusedAdamMathFunctor<float, 4, (at::native::ADAM_MODE)1, false>, double*, "
       "double, double, double, double, double, bool, double*, double*>(at::native::(anonymous "
       "namespace)::TensorListMetadata<4>, at::native::(anonymous "
       "namespace)::FusedAdamMathFunctor<float, 4, (at::native::ADAM_MODE)1, false>, double*, "
       "double, double, double, double, double, bool, double*, double*)",
       "aten", "optimizer"},
      {"void at::native::(anonymous namespace)::distribution_elementwise_grid_stride_kernel<float, "
       "4>(long, at::PhiloxCudaState)",
       "aten", "rng"},
      {"ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*, unsigned long, ncclWork*)", "nccl",
       "comm"},
      {"void cub::DeviceRadixSortOnesweepKernel<cub::DeviceRadixSortPolicy<long, float, "
       "int>::Policy800, false, long, float, int, int>(int*, int*, int*, int const*, long*, long "
       "const*, float*, float const*, int, int, int)",
       "cub_thrust", "sort"},
      {"void regular_fft<512u, EPT<8u>, 64u, 4u, (padding_t)0, (twiddle_t)0, "
       "(loadstore_modifier_t)2, (layout_t)0, unsigned int, float>(kernel_arguments_t<unsigned "
       "int>)",
       "cufft", "fft"},
      {"generate_seed_pseudo", "curand", "rng"},
      {"input_reduce_fusion_3", "xla", "reduce"},
      {"loop_add_fusion", "xla", "elementwise"},
      {"void tensorflow::functor::ColumnReduceSimpleKernel<float*, float*, "
       "tensorflow::functor::Sum<float> >(float*, float*, int, int, int, "
       "tensorflow::functor::Sum<float>)",
       "tensorflow", "reduce"},
      {"void vllm::rms_norm_kernel<c10::Half>(c10::Half*, c10::Half const*, c10::Half const*, "
       "float, int, int)",
       "vllm", "norm"},
      {"void vllm::paged_attention_v2_kernel<unsigned short, unsigned short, 128, 16, 128, "
       "(vllm::Fp8KVCacheDataType)0, 512>(float*, float*, unsigned short*, unsigned short const*, "
       "unsigned short const*, unsigned short const*, int, float, int const*, int const*, int, "
       "float const*, int, int, int, float)",
       "vllm", "attention"},
      {"void mul_mat_q<(ggml_type)8, 64, false>(char const*, int const*, int const*, int const*, "
       "float*, float*, int, int, int, int, int, int, int, int, int, int)",
       "ggml", "gemm"},
      {"void dequantize_block<32, 2, &dequantize_q4_0, __half>(void const*, __half*, long)", "ggml",
       "quant"},
      {"void k_bin_bcast<&op_add, float, float, float>(float const*, float const*, float*, int, "
       "int, int, int, int, int, int, int, int, int, int, int, int, int, int, int)",
       "ggml", "elementwise"},
      {"fused_dequantize1_NT_matmul8_kernel", "tvm", "gemm"},
      {"default_function_kernel", "tvm", "other"},
      {"vectorAdd(float const*, float const*, float*, int)", "other", "elementwise"},
      {"void matrixMul<32>(float*, float*, float*, int, int)", "other", "gemm"},
      {"reduceNeighbored(int *, int *, unsigned int)", "other", "reduce"},
      {"_Z15transposeMatrixPfS_ii", "other", "copy"},
      {"initRNG(curandStateXORWOW*, unsigned int)", "other", "rng"},
      // The libraries added in issue 16, and family from evidence: a generic verb is none.
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_execute_kernel_trt",
       "tensorrt", "conv"},
      {"sm50_xmma_pooling_max_nhwc_FP16FP32_WINDOWSIZE_3_NOT_PROPAGATE_NAN_2D_trt", "tensorrt",
       "reduce"},
      // a Myelin kernel with a Mea(n) token reduces; one whose op tokens end with a square and a
      // mean is an RMS norm's statistics half (session 40: batch 186's labellers, as the split
      // layer norm's; batch 28's two AddCastMulMean rows said reduce)
      {"__myl_bb0_1_AddMea_com_vec", "tensorrt", "reduce"},
      {"__myl_bb0_1_AddMulMea_com_vec", "tensorrt", "norm"},
      {"void genericReformat::copyPackedKernel<float, __half, true>(unsigned int)", "tensorrt",
       "copy"},
      {"void CUTENSOR_NAMESPACE::tensor_contraction_kernel<float>(float*)", "cutensor", "gemm"},
      {"void fbgemm_gpu::permute_2D_data_kernel<true, int, int, float>(int, int*)", "fbgemm",
       "copy"},
      {"void fbgemm_gpu::(anonymous namespace)::_compute_FP8_quantize_cuda_kernel<float>(float "
       "const*)",
       "fbgemm", "quant"},
      {"void transformer_engine::normalization::rmsnorm_fwd_tuned_kernel<float>(float*)",
       "transformer_engine", "norm"},
      // "Hadamard" holds "adam": not an optimizer; TE's userbuffers send and receive.
      {"void transformer_engine::detail::HadamardTransformKernel<>()", "transformer_engine", "fft"},
      {"transformer_engine::kuserbuffers_pushrecv(int)", "transformer_engine", "comm"},
      {"void multi_tensor_apply_kernel<FusedAdamFunctor<float>>()", "other", "optimizer"},
      // XLA: the fusion's heroes (HLO opcodes) decide; profilers may print the HLO name's '.N'.
      {"loop_transpose_fusion.7", "xla", "copy"},
      {"loop_broadcast_slice_fusion_2", "xla", "copy"},
      {"loop_select_slice_fusion", "xla", "elementwise"},
      {"input_complex_transpose_fusion", "xla", "copy"},
      {"loop_reduce_window_fusion", "xla", "reduce"},
      {"wrapped_minimum.3", "xla", "elementwise"},
      {"wrapped_dot", "xla", "gemm"},
      {"wrapped_dynamic_update_slice", "xla", "copy"},
      {"stream_executor::gpu::RedzoneAllocatorKernelImpl(unsigned char*, unsigned char, unsigned "
       "long, unsigned int*)",
       "xla", "other"},
      // Paddle: "pad" and "add" do not hide in "paddle::"; its batch-norm kernels.
      {"void paddle::operators::KeNormAffine<float, (paddle::experimental::DataLayout)2>(float "
       "const*)",
       "paddle", "norm"},
      {"void phi::funcs::ForRangeElemwiseOp<float>(float*)", "paddle", "elementwise"},
      // Paddle's phi kernels by their op: momentum and AMP loss scaling are the optimizer's, roll
      // and SwapDim transposes move data; an index select gathers (CUB's Select compacts).
      {"void phi::IndexSelectKernel<float, long>(float const*, float*, long const*, long)",
       "paddle", "copy"},
      {"void phi::MergedMomentumLarsKernel<float, float>(float*)", "paddle", "optimizer"},
      {"void phi::CheckFiniteAndUnscale<float, float>(float const**, float const*, long)", "paddle",
       "optimizer"},
      {"void phi::UpdateLossScaling<float, false>(bool const*, float const*)", "paddle",
       "optimizer"},
      {"void phi::RollCudaKernel<float>(float const*, float*, long)", "paddle", "copy"},
      {"void phi::funcs::SetConstantKernel<float>(float*, float, long)", "paddle", "elementwise"},
      {"void phi::funcs::TilingSwapDim1And2<float, 256, 32, 32, long>(float const*, float*)",
       "paddle", "copy"},
      {"void phi::funcs::CrossEntropyKernel<float, long>(float*, float const*, long const*)",
       "paddle", "reduce"},
      {"void cub::DeviceSelectSweepKernel<int>(int*)", "cub_thrust", "sort"},
      // cuSOLVER's internal kernels by LAPACK stem, pivot helpers and parameter structs.
      {"void ipiv_lower_small<float, 32>(int, void*, int, long*, int, int)", "cusolver", "other"},
      {"void potrfBatch_trsm_lower<float2, float, 16>(int, int, int, int, int, int, float2**, "
       "unsigned long)",
       "cusolver", "other"},
      {"void batch_trsm_left_kernel<float, 64, 4, 3, false, false, true>(cublasTrsmBatchParams2<"
       "float>, float, float const*, int)",
       "cublas", "other"},
      {"void DSE::vector_fft<0, 1, 128, 8, 8, 1, float, float, float2>(float2*, float2*, int, "
       "int3, "
       "int3)",
       "cudnn", "conv"},
      {"void cunn_SoftMaxXEntropyForward<4, c10::Half, float, float, Epilogue>(float*, float*, "
       "c10::Half*, long*, long, float)",
       "apex", "softmax"},
      {"void at::native::(anonymous namespace)::ctc_loss_log_alpha_gpu_kernel<float, long>(float*, "
       "long)",
       "aten", "reduce"},
      {"void RNN_bidirectional_accum_bp1_1<__half, __half, float>(__half*, __half*, __half*, int)",
       "cudnn", "elementwise"},
      {"__myl_TraRes_0x197ff798c934e7e07cf4292e3634b96c", "tensorrt", "copy"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::"
       "TensorMap...",
       "tensorflow", "other"},
      // Kokkos: the Parallel* pattern and its functor; Thrust 1.8's bulk_ closures; OpenCV filters.
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosBlas::"
       "Impl::GEMMImpl<Kokkos::Cuda, double>, Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelFor<>)",
       "other", "gemm"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelReduce<Sum, "
       "Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelReduce<>)",
       "other", "reduce"},
      // A launcher running a lambda takes the family of the function that holds it (RAJA, forall
      // kernels); a fill whose name holds _to_ is still a fill; a Kokkos lambda with no op word
      // stays other; Caliper's name shortened in the middle is read by its head.
      {"void RAJA::policy::cuda::impl::forall_cuda_kernel<256ul, RAJA::Iterators::numeric_iterator<"
       "long, long, long*>, Field::set_to_zero()::{lambda(long)#1}, long>(Field::set_to_zero()::"
       "{lambda(long)#1}, long)",
       "other", "elementwise"},
      {"void forall3kernel<Grid::copy_plane(Grid&, int)::{lambda(int, int, int)#1}>(int, int, int, "
       "Grid::copy_plane(Grid&, int)::{lambda(int, int, int)#1})",
       "other", "copy"},
      {"void forall2kernel<Solver::pack_halo(double*, int)::{lambda(int, int)#1}>(int, int)",
       "other", "copy"},
      {"void forall2kernel<Grid::getbuffer_device(double*, double*, bool)::{lambda(int, "
       "int)#1}>(int, "
       "int)",
       "other", "copy"},
      {"void RAJA::internal::CudaKernelLauncherFixed<256ul, RAJA::internal::LoopData<camp::tuple<"
       "RAJA::Span<long>>, Solver::relax_step(double*)::{lambda(long)#1}>>(RAJA::internal::"
       "LoopData<>)",
       "other", "other"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<fill_count::"
       "{lambda(int)#1}, Kokkos::RangePolicy<Kokkos::Cuda>, Kokkos::Cuda>>(Kokkos::Impl::"
       "ParallelFor<>)",
       "other", "other"},
      {"device_unpack_left_buffe~~le*, double*, int, int)", "other", "copy"},
      {"void thrust::system::cuda::detail::bulk_::detail::launch_by_value<512u, "
       "thrust::system::cuda::"
       "detail::bulk_::detail::cuda_task<thrust::system::cuda::detail::bulk_::detail::closure<"
       "thrust::"
       "system::cuda::detail::scan_detail::inclusive_scan_n, int>>>(int)",
       "cub_thrust", "sort"},
      {"void row_filter::linearRowFilter<5, unsigned char, float>(cv::cuda::PtrStepSz<unsigned "
       "char>)",
       "other", "conv"},
      // ggml's k_ kernels are its own names, not every k_ prefix.
      {"void k_bin_bcast<&op_add, float, float, float>(float const*, float const*, float*)", "ggml",
       "elementwise"},
      {"void k_nonbonded<float>(int, double const*)", "other", "other"},
      {"flash_attn_forward_kernel(float const*, float const*, float const*, int)", "other",
       "attention"},
      {"sgemm_sm35_ldg_nn_64x16x64x16x16", "cublas", "gemm"},
      {"void nrm2_kernel<float, float, float, 1, 0, 128, 0>(cublasNrm2Params<float, float>)",
       "cublas", "reduce"},
      {"void op_tensor_kernel<2, float, float, float, 32, 1, 4, 2, (cudnnOpTensorOp_t)2, "
       "(cudnnNanPropagation_t)0>(cudnnTensorStruct, float*, cudnnTensorStruct, float const*)",
       "cudnn", "elementwise"},
      {"void ForEachPixelNaiveBy2<short, 1, GradientVectorSobel3x3_C1R_By2_ReplicateBorderFunctor<"
       "unsigned char, short>>(Image<short, 1>, NppiSize, unsigned char)",
       "other", "conv"},
      {"void convert_CooToCsr_kernel<0>(int const*, int, int, int*)", "cusparse", "copy"},
      // A Kokkos lambda is named by the function holding it; nvcc's __nv_static_ prefix.
      {"__nv_static_59__46_tmpxft_0001d062_00000000_6_cabana_code_cpp1_ii_a54055bf__ZN6Kokkos4Impl"
       "33cuda_parallel_launch_local_memoryINS0_11ParallelForIZ23ptl_to_sorted_tmp_arrayEUliE_NS_"
       "11RangePolicyIJNS_4CudaEEEES5_EEEEvT_",
       "other", "copy"},
      // "nontranspose" says no transpose.
      {"void csrsv2_solve_upper_nontranspose_byLevel_kernel<double, 5, 3>(int, int, double const*)",
       "cusparse", "other"},
      // "add" hides in "padding"; a bias added before a softmax is the softmax's.
      {"fastertransformer::getPaddingOffsetAndCuSeqLensKernel(int*, int*, int const*, int, int)",
       "other", "other"},
      {"void fastertransformer::addBiasSoftMax<float>(float*, float const*, int const*, bool "
       "const*, int, int)",
       "other", "softmax"},
      {"void rtp_llm::add_fusedQKV_bias_transpose_kernel<__half, __half, false, false>(__half*)",
       "other", "elementwise"},
      // Myelin's op tokens: a mean, a square root and a divide make a norm.
      {"__myl_AddCastMulMeanAddSqrtDivMulCastMul_0xf0da22d1b7756a599ddf44886de30c6b_vec",
       "tensorrt", "norm"},
      {"mm3_kernel1(float*, float*, float*)", "other", "gemm"},
      {"void tensorrt_llm::kernels::setupTopKRuntimeArgs(int, unsigned int*)", "other", "other"},
      // TensorRT's cask_trt convolution helpers are TensorRT's; BabelStream's dot is not cuBLAS's.
      {"void cask_trt::computeOffsetsKernel<false, false>(cask_trt::ComputeOffsetsParams)",
       "tensorrt", "conv"},
      {"void dot_kernel<double>(double const*, double const*, double*, unsigned int)", "other",
       "gemv"},
      {"void at::native::(anonymous namespace)::upsample_linear1d_out_frame<float, float>(int, "
       "float)",
       "aten", "copy"},
      // camelCase sums are matched case-sensitively: "consumer" holds no sum.
      {"void rowSum(float const*, float*, int)", "other", "reduce"},
      {"void consumer_kernel(int*)", "other", "other"},
      {"void flashinfer::BatchPrefillWithPagedKVCacheKernel<128>(float*)", "flashinfer",
       "attention"},
      {"void cusparse::csrmv_v3_kernel<int, float>(float*)", "cusparse", "gemv"},
      {"cusolver_potrf_kernel", "cusolver", "other"},
      {"void cuvs::neighbors::cagra::detail::kern_topk_cta_11<8>(float*)", "raft", "sort"},
      {"void cudf::detail::probe_hash_table<128>(int*)", "cudf", "other"},
      // Custom all-reduce kernels (vLLM, SGLang, TensorRT-LLM) are communication, not reductions.
      {"void sglang::cross_device_reduce_1stage<__nv_bfloat16, 8>(int)", "other", "comm"},
      {"void tensorrt_llm::kernels::oneShotAllReduceKernel<float, 8>(float*)", "other", "comm"},
      {"void cub::DeviceReduceSingleTileKernel<int>(int*)", "cub_thrust", "reduce"},
      // A lambda inside an assignment operator: a scalar assigned is a fill, a vector a copy.
      {"_ZN4mfem10CuKernel1DIZNS_6VectoraSEdEUliE_EEviT_", "other", "elementwise"},
      {"void mfem::CuKernel1D<mfem::Vector::operator=(mfem::Vector const&)::{lambda(int)#1}>(int)",
       "other", "copy"},
      // Transformer Engine's layer norm lives in namespace normalization:: as ln_fwd_*/ln_bwd_*.
      {"void transformer_engine::normalization::ln_fwd_tuned_kernel<transformer_engine::"
       "normalization::Kernel_traits<float>>(transformer_engine::normalization::FwdParams)",
       "transformer_engine", "norm"},
      {"void (anonymous namespace)::cunn_SoftMaxXEntropyForward<4, float, float, float, "
       "Epilogue>(float*)",
       "apex", "softmax"},
      // Apex's kernels have no namespace: its own names (SyncBN's welford, Megatron's scaled
      // softmax, its multi_tensor functors) tell it; c10 types alone mark only ATen's anonymous
      // namespace, not every extension.
      {"void welford_kernel<c10::Half, float, float>(c10::Half const*, float*, float*, int)",
       "apex", "norm"},
      {"void (anonymous namespace)::scaled_masked_softmax_warp_forward<c10::Half, c10::Half, "
       "float, 10>(c10::Half*)",
       "apex", "softmax"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<4>, LAMBStage1Functor<float>, "
       "float>(long)",
       "apex", "optimizer"},
      {"void my_extension_kernel<c10::Half>(c10::Half*)", "other", "other"},
      {"void (anonymous namespace)::softmax_warp_forward<float, c10::Half, float, 5, true>(float*)",
       "aten", "softmax"},
      // Transformer Engine outside its namespace (userbuffers, its multi_tensor functors); its
      // FP8 cast+transpose quantizes.
      {"void userbuffers_fp16_sum_inplace_gpu_rr_rs<8>(int, int)", "transformer_engine", "comm"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<4, false>, "
       "transformer_engine::multi_tensor_adam::AdamFunctor<float>, float>(long)",
       "transformer_engine", "optimizer"},
      {"void transformer_engine::detail::cast_transpose_fused_kernel_notaligned<false, float>(int)",
       "transformer_engine", "quant"},
      // FlashInfer: a page append writes the KV cache; POD runs prefill and decode attention.
      {"void flashinfer::AppendPagedKVCacheKernel<1u, 256u, __nv_bfloat16, int>(int)", "flashinfer",
       "copy"},
      {"void flashinfer::PODWithKVCacheTensorKernel<float>(int)", "flashinfer", "attention"},
      {"void flashinfer::comm::ulysses::ulysses_a2a_kernel<float, 1, 1>(float const*)",
       "flashinfer", "comm"},
      // cuDF's text library; RAFT/cuVS distances and histograms.
      {"nvtext::detail::(anonymous namespace)::count_char_ngrams_kernel(int)", "cudf", "reduce"},
      {"void cuvs::distance::detail::pairwise_matrix_kernel<int>(int)", "raft", "gemm"},
      {"void raft::stats::detail::smemHistKernel<float>(int*)", "raft", "reduce"},
      // ATen kernels whose names carry no op word: the embedding backward's segment sums,
      // jiterator's extern "C" kernels, random distributions applied through kernelPointwiseApply.
      {"void at::native::(anonymous namespace)::krn_partials_per_segment<long>(long*, long const*)",
       "aten", "embedding"},
      {"gcd_vectorized4_kernel", "aten", "elementwise"},
      {"void at::cuda::(anonymous namespace)::kernelPointwiseApply2<at::native::templates::cuda::"
       "bernoulli_tensor_cuda_kernel<float, float>(at::TensorBase const&)::{lambda(int)#1}, float, "
       "float>(int)",
       "aten", "rng"},
      {"void at::native::(anonymous namespace)::gatherKthValue<float, unsigned int, 2>(float*)",
       "aten", "sort"},
      // Each further alternative of those schemes, and what they must leave alone.
      {"cudf_kernel_entry", "cudf", "other"},
      {"void biasAdd_fprop<float>(float*, float*, unsigned int, unsigned int)", "apex",
       "elementwise"},
      {"void nhwc_batch_norm_fwd<float, 4>(NhwcBatchNormFwdParams)", "apex", "norm"},
      {"void (anonymous namespace)::fused_rope_forward<c10::Half>(int, int)", "apex",
       "elementwise"},
      {"fused_rope_kernel", "tvm", "elementwise"},
      // Batch 42: Apex's rope kernels by their own names (SGLang's fused_rope_kernel is not
      // Apex's); TVM's fused_<op>_..._kernel only with Relax ops (not a project's fused_*_kernel);
      // FlashInfer's CuTe-DSL kernels; TensorRT-LLM's MoE top-k routing; the fused MoE GEMM.
      {"void (anonymous namespace)::fused_rope_cached_forward<float, float>(int, int)", "apex",
       "elementwise"},
      {"void (anonymous namespace)::fused_rope_kernel<true, 64l, true, __nv_bfloat16, long, 8u>("
       "(anonymous namespace)::FusedRopeParams)",
       "other", "elementwise"},
      {"fused_split1_silu2_multiply2_kernel", "tvm", "elementwise"},
      {"fused_recurrent_gated_delta_rule_fwd_kernel", "other", "other"},
      {"fused_moe_kernel", "other", "gemm"},
      {"kernel_cutlass_kernel_flashinfernormkernelsrmsnormRMSNormKernel_object_at__tensorptrf16gmem"
       "align16o1",
       "flashinfer", "norm"},
      {"void "
       "moe::dev::routing::routingDeepSeek::routingMainKernel<moe::dev::routing::routingDeepSeek"
       "::KernelParams<float>>(moe::dev::routing::routingDeepSeek::KernelParams<float>)",
       "other", "sort"},
      {"void moe::dev::routing::routingIndicesOffsetsKernel<moe::dev::routing::routingRenormalize::"
       "KernelParams<float>>(int)",
       "other", "other"},
      {"row_sums(const float *, float *, unsigned long)", "other", "reduce"},
      {"_gqa_decode_kernel", "other", "attention"},
      // Batch 43: Kokkos's ParallelFor over a functor is the functor's (Kokkos's own deep copy and
      // fill, applications' pack/unpack and zeroing functors); mshadow's MapPlanLargeKernel.
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokkos::Impl::"
       "ViewCopy<Kokkos::View<double**>, Kokkos::View<double const**>>, Kokkos::RangePolicy<>>>("
       "Kokkos::Impl::ParallelFor<>)",
       "other", "copy"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Comm_UnpackHalo<"
       "Kokkos::Cuda>, Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelFor<>)",
       "other", "copy"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokkos::Impl::"
       "ViewFill<Kokkos::View<int*>>, Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelFor<>)",
       "other", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Zero<Kokkos::"
       "View<double*>>, Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelFor<>)",
       "other", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<PairComputeForce<"
       "Kokkos::Cuda>, Kokkos::RangePolicy<>>>(Kokkos::Impl::ParallelFor<>)",
       "other", "other"},
      {"void mshadow::cuda::MapPlanLargeKernel<mshadow::sv::saveto, 8, 1024>(int)", "other",
       "elementwise"},
      // Batch 44: a halo update through a lambda launcher is a copy; a bare Kernel2 is CUTLASS's,
      // Rodinia's Kernel2(bool*, ...) is not; kmeans is no mean; sumArrays adds arrays; GPT-2's
      // wte/wpe are embeddings; a bias gradient is a reduction; cuSPARSE's CSR SpMV operator.
      {"void clover::par_ranged1d_kernel<update_halo_kernel(int, int, "
       "Field&)::{lambda(int)#3}>(int, "
       "int, update_halo_kernel(int, int, Field&)::{lambda(int)#3})",
       "other", "copy"},
      {"Kernel2", "cutlass", "gemm"},
      {"Kernel2(bool*, bool*, bool*, bool*, int)", "other", "other"},
      {"kmeansPoint(float*, int, int, int, int*)", "other", "other"},
      {"sumArrays(float*, float*, float*, int)", "other", "elementwise"},
      {"wte_backward_kernel(float*, int const*, float const*, int)", "other", "embedding"},
      {"void matmul_backward_bias_kernel9<float, true>(float*, float const*, int, int, int)",
       "other", "reduce"},
      {"void cusparse::load_balancing_kernel<512u, 4u, 16384ul, int, int, cusparse::CsrmvOp<512, "
       "double, false>>(int const*, int)",
       "cusparse", "gemv"},
      {"void tensorflow::functor::PadInputCustomKernelNCHW<float, 4>(int, float const*, float*)",
       "tensorflow", "copy"},
      {"void oneflow::(anonymous namespace)::ToContiguousForwardGpuParallel<float, int, 2ul>(int)",
       "other", "copy"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<4>, AdamFunctor<c10::Half, float, long>, "
       "float>(long)",
       "other", "optimizer"},
      {"transpose_optimized_kernel(__nv_fp8_e4m3 const*, float const*)", "transformer_engine",
       "copy"},
      {"void transformer_engine::(anonymous namespace)::amax_kernel<4, true, __nv_bfloat16>("
       "__nv_bfloat16 const*)",
       "transformer_engine", "reduce"},
      {"void transformer_engine::unary_kernel<4, true, float>(float const*)", "transformer_engine",
       "elementwise"},
      {"void transformer_engine::(anonymous namespace)::swizzle_col_scaling_kernel<int4, 4, 4>("
       "void const*)",
       "transformer_engine", "copy"},
      {"void flashinfer::sparse_mla_sm120::sparse_mla_decode_dsv4_kernel<1>(float const*)",
       "flashinfer", "attention"},
      {"kernel_mha", "other", "attention"},
      {"void at::native::(anonymous namespace)::roll_cuda_kernel<float>(float const*, float*, "
       "long)",
       "aten", "copy"},
      {"void at::native::(anonymous namespace)::atomic_adaptive_average_gradinput<float>(float*)",
       "aten", "reduce"},
      {"void at::native::(anonymous namespace)::MultiMarginLoss_forward_kernel<1, float, float>("
       "float*)",
       "aten", "reduce"},
      {"void at::native::(anonymous namespace)::ComputeFusedParamsCUDAKernel<float>(long)", "aten",
       "norm"},
      {"void at::native::(anonymous namespace)::lstm_cell_forward<float, float, unsigned int, "
       "2>(int)",
       "aten", "elementwise"},
      {"void at::native::vol2col_kernel<float>(long, float const*)", "aten", "conv"},
      // Inductor names a decomposed RMS norm by its ops: a mean and an rsqrt make a norm.
      {"triton_red_fused__to_copy_add_mean_mul_pow_rsqrt_1", "triton", "norm"},
      {"triton_per_fused__to_copy_mean_pow_11", "triton", "reduce"},
      // FBGEMM outside its namespaces; its jagged ops by their op (a bmm is a gemm).
      {"void (anonymous namespace)::lxu_cache_lookup_kernel<long>(long const*)", "fbgemm", "copy"},
      {"void quantize_float_to_mx4_kernel<float, false>(float const*)", "fbgemm", "quant"},
      {"void bounds_check_indices_kernel_v2<long, false>(long*)", "fbgemm", "embedding"},
      {"void fbgemm_gpu::jagged_dense_bmm_kernel<4, 4, 4, 4, 4, long, float>(float*)", "fbgemm",
       "gemm"},
      // ATen's layer norm kernels are *CUDAKernel; DeepSpeed's LayerNormBackward1 is not ATen's.
      {"void LayerNormBackward1<__half>(__half const*, __half*)", "other", "norm"},
      // TensorRT-LLM / FasterTransformer decoding and MoE, DeepSpeed inference.
      {"void tensorrt_llm::kernels::topp_sampling<__half, 4>(__half*, int*)", "other", "sort"},
      {"void tensorrt_llm::kernels::perTokenQuantization<__half>(signed char*, __half const*)",
       "other", "quant"},
      {"void tensorrt_llm::kernels::cutlass_kernels::globalExpertPrefixSumKernel<256>(int const*)",
       "other", "sort"},
      {"void tensorrt_llm::kernels::moe_comm::moeA2ADispatchKernel<__nv_bfloat16, 8>(int const*)",
       "other", "comm"},
      {"void SplitK_Reduction(__half*, float*, unsigned int, unsigned int, int)", "other", "gemm"},
      {"void transform4d_0213<__half>(__half*, __half const*, int, int, int, int)", "other",
       "copy"},
      // vLLM / sgl-kernel: Marlin GEMMs and their repacking, FP4 conversion, MLA cache writes
      // (copies, not attention), FlashInfer's state merges (attention).
      {"void marlin::Marlin<__nv_bfloat16, 1125899906974720l, 256, 1, 8, 8, true, 4, 8, false>("
       "int4 const*)",
       "other", "gemm"},
      {"void marlin::gptq_marlin_repack_kernel<256, 4, false>(unsigned int const*)", "other",
       "quant"},
      {"void vllm::cvt_fp16_to_fp4<__nv_bfloat16, false>(int, int, __nv_bfloat16 const*)", "vllm",
       "quant"},
      {"void vllm::copy_blocks_mla_kernel<c10::BFloat16>(long const*, long const*, int)", "vllm",
       "copy"},
      {"void vllm::moe::moe_lora_align_block_size_kernel<int>(int const*)", "vllm", "sort"},
      {"void vllm::poly_norm_kernel<c10::BFloat16, 8>(c10::BFloat16*)", "vllm", "norm"},
      {"void per_tensor_absmax_kernel<__nv_bfloat16>(__nv_bfloat16 const*, float*, long)", "other",
       "reduce"},
      {"void flashinfer::MergeStateKernel<8u, 16u, 8u, 4u, __nv_bfloat16, __nv_bfloat16>(float*)",
       "flashinfer", "attention"},
      {"cupy_multiply__float64_float64_float64", "cupy", "elementwise"},
      {"void phi::funcs::ReduceHigherDimKernel<float>(float const*)", "paddle", "reduce"},
      {"void apex::normalization::cuApplyLayerNorm<float>(float*)", "apex", "norm"},
      {"loop_multiply_fusion_2", "xla", "elementwise"},
      {"wrapped_transpose", "xla", "copy"},
      {"fusion_123", "xla", "other"},
      {"cudnn_generated_fort_native_sdpa_sm90_flash_fprop_wgmma_f16_knob_3_64x64x128_4x1x1_kernel0_"
       "0",
       "cudnn", "attention"},
      {"sgemm_32x32x32_NN_vec", "cublas", "gemm"},
      {"gemv2N_kernel", "cublas", "gemv"},
      {"cutlass3x_sm90_tensorop_gemm_bf16_bf16_f32_bf16_bf16_128x128x64_1x1x1_0_tnn_align8",
       "cutlass", "gemm"},
      {"void fmha_fprop_fp16_sm80_loop_kernel<FMHA_kernel_traits<256, 64, 16, 1, 4, 8>>(Params)",
       "flash_attn", "attention"},
      {"init_kernel", "other", "other"},
      {"update_state(float*, int)", "other", "other"},
      {"computeKernel", "other", "other"},
      // Batch 32 (PyTorch 2.11 on an H100): cuDNN's bare convolution engines, cuSPARSE's SpMM,
      // cuSOLVER's LAPACK-style and Jacobi-solver internals, cuDNN's attention-backward helpers.
      {"conv2d_c1_k1_nhwc_specialized", "cudnn", "conv"},
      {"conv1D_NCHW_general", "cudnn", "conv"},
      {"conv2d_kernel(float const*, float*, int)", "other", "conv"},  // a user's stays other
      {"void cusparse::csrmm_alg2_kernel<false, false, false, long, long, long, long, float, "
       "float, "
       "float, float>(long, long, long, long, int, int)",
       "cusparse", "gemm"},
      {"void larft_T_64<float>(int, float*, int, long, float const*, long)", "cusolver", "other"},
      {"void syevbj_batch_32x16<float, float>(long, int const*, int const*, int const*, long)",
       "cusolver", "other"},
      {"void lacpy_kernel<float, float, 5, 3>(long, long, float const*, long, long, float*)",
       "cusolver", "copy"},
      {"void lascl_kernel<float, float, 8>(long, long, float*, unsigned long, float, int, int)",
       "cusolver", "elementwise"},
      {"void batch_FnrmA_stage1<float, float, 8>(long, long, float const*, unsigned long)",
       "cusolver", "reduce"},
      {"void pegasusIinclusive_scan_merge_core<256, 4>(int, int, int*, int*, int*)", "cusolver",
       "sort"},
      {"void kernel<getrf_wo_pivot_params_<float, 0, 256, 1, 64, 64, 68, 8, 1, 1> >(int, int, "
       "void*, int)",
       "cusolver", "other"},
      {"void cudnn::fusion::compute_dot_do_o_specialized<false, 64>(void const*, void const*, "
       "void*)",
       "cudnn", "attention"},
      {"void cudnn::fusion::convert_dq_to_16bits<true>(void const*, void*, unsigned int)", "cudnn",
       "attention"},
      {"void nchwToFoldedNhwcKernel<float, float, float, true, (cudnnKernelDataType_t)2>(int, int, "
       "float const*, float*, cudnn::reduced_divisor)",
       "cudnn", "copy"},
      {"void at::native::(anonymous namespace)::sum_and_scatter<float, long>(long const*, float*)",
       "aten", "embedding"},
      {"void at::native::triu_tril_kernel<float, int, true, 2, false>(at::cuda::detail::TensorInfo<"
       "float, int>, long, long, int)",
       "aten", "copy"},
      {"void copy_kernel(float*, float const*, int)", "other", "copy"},
      // Batch 33 (PyTorch 2.11 and JAX 0.11 on an H100).
      {"void cusolverDnXfill_kernel<double>(cublasFillMode_t, long, long, double*, long, double)",
       "cusolver", "elementwise"},
      {"void cusolver::internal::gemv_notrans_device<double, 32l, 8l, 32l>(long, long, double "
       "const*, double)",
       "cusolver", "gemv"},
      {"void cusolver::internal::copy_vector_with_conjugate<float2, 256l>(long, float2 const*, "
       "long, float2*, long)",
       "cusolver", "copy"},
      {"void laed2_par<stedc_params_<float2, float, 8, 16, 128> >(int, int, int, int*)", "cusolver",
       "other"},
      {"void (anonymous namespace)::kernel::laqr3_set_helper2<double>(double*, double, double)",
       "cusolver", "other"},
      {"void lansy_M_stage1<float, float, 8>(long, float const*, long, long, float*, long, int)",
       "cusolver", "reduce"},
      // cuBLAS's batched LU swaps rows with laswp_kernel (in libcublas.so of CUDA 11.8 and 13.0);
      // cuSOLVER's own is laswp_kernel2.
      {"void laswp_kernel<float, false>(int, float* const*, int, int, int, int const*, int, int, "
       "int)",
       "cublas", "copy"},
      {"void laswp_kernel2<float, 8>(int, float*, int, int, int, int const*, int)", "cusolver",
       "copy"},
      // 'log' is a word: not inside prologue, epilogue or topological.
      {"void epilogue<sytrd_params<float, 32, 8, 512, 32, 16, 1, 2>, 128, 0, 1>(int, int)",
       "cusolver", "other"},
      {"void kernel::find_col_topological_ordering<256l, double>(long, long, double const*, long, "
       "int*)",
       "cusolver", "other"},
      {"void xlogy_kernel(float*, float const*, int)", "other", "elementwise"},
      {"log_kernel(float*, int)", "other", "elementwise"},
      {"void trmv_kernel_64addr<int, double, 512, true, false, false>(cublasTrmvParams<long, "
       "double>)",
       "cublas", "gemv"},
      // Inductor templates: gemm only with a matrix product among the fused nodes.
      {"triton_tem_fused__to_copy_flex_attention_ones_slice_sort_sum_transpose_zeros_2", "triton",
       "attention"},
      {"triton_tem_fused_addmm_relu_0", "triton", "gemm"},
      {"void cublasLt::epilogue::impl::globalKernel<8, 32, float, float, float, true, true, "
       "1>(int, "
       "int, long, float*, cublasLtEpilogue_t, int)",
       "cublas", "elementwise"},
      {"_ZN17cutlass__5x_cudnn6KernelINS_4conv6kernel23ImplicitGemmConvolutionINS1_11threadblock22"
       "ImplicitGemmMultistage",
       "cudnn", "conv"},
      // 'sort' is a word: not the end of 'tensor' before 'Transform'.
      {"void tensorTransformGeneric<__half, __half, float, true, false, false, "
       "(cudnnKernelDataType_t)0>(cudnnTensorTransformStruct, int)",
       "cudnn", "copy"},
      {"sort_6_1", "xla", "sort"},
      {"void stream_executor::cuda::Run<8ul, float, unsigned int>(float*, int, float*, unsigned "
       "int*, int)",
       "xla", "sort"},
      {"void at::native::compute_mode<long, 1024u>(long const*, at::cuda::detail::TensorInfo<long, "
       "unsigned int>)",
       "aten", "reduce"},
      {"void at::native::(anonymous namespace)::pdist_kernel_cuda_impl<float, "
       "at::native::(anonymous "
       "namespace)::dists<float>::two>(float*, float const*, long)",
       "aten", "reduce"},
      {"void at::native::internal::(anonymous namespace)::adjacent_difference_kernel<long const*>("
       "long, long const*, int*)",
       "aten", "elementwise"},
      {"abs_kernel_kernel", "aten", "elementwise"},
      {"reduction_prod_kernel", "aten", "reduce"},
      {"void at::native::vectorized_elementwise_kernel<4, at::native::float8_copy_kernel_cuda(at::"
       "TensorIteratorBase&)::{lambda(float)#2}, std::array<char*, 2ul> >(int)",
       "aten", "copy"},
      // Batch 34 (CuPy, torchvision, torchaudio in a PyTorch process): LAPACK's naming in
      // cuSOLVER, BLAS-2 rank-1 updates, words that must not hide in others.
      {"void gebd2_cta<float, float, 64, 4>(long, long, float*, long, float*, float*)", "cusolver",
       "other"},
      {"void labrd_compute_X_kernel<float, 16, 16>(long, long, float const*, long)", "cusolver",
       "other"},
      {"void (anonymous namespace)::lasr_LVF_kernel_v2<float, float, 8, 32>(int, int, float "
       "const*)",
       "cusolver", "other"},
      {"void ormtr_gemv_n<float, 4>(long, long, float const*, long, long, float const*, long)",
       "cusolver", "gemv"},
      {"void ormtr_gerc<float, 5, 3, 0>(int, float const*, long, long, long, float*, long)",
       "cusolver", "gemv"},
      {"void store_results(float*, int)", "other", "other"},  // 'st' alone is no LAPACK type
      {"void laswp_kernel2<float, false, int>(int, float*, unsigned long, int, int, int const*, "
       "int)",
       "cusolver", "copy"},
      {"void shift_householder_vector_byRow<float, 5, 3>(long, float const*, long, float*, long)",
       "cusolver", "copy"},
      {"void trsv_ln_exec_up<float, 32u, 32u, 4u, false>(int, float const*, long, float*, long, "
       "int*)",
       "cublas", "other"},  // a solve, not a product
      {"cupy_cub_count_nonzero_pass1", "cupy", "reduce"},
      {"cupy_nonzero", "cupy", "sort"},
      {"void cusparse::csr2csc_rows_expansion_kernel<128, 8, int>(int const*, int, int, int "
       "const*, int*)",
       "cusparse", "copy"},
      {"exponent(float*, float const*)", "other", "elementwise"},
      {"void vision::ops::(anonymous namespace)::roi_align_forward_kernel_impl<float>(int, float "
       "const*, float, int, int, int, int, int, int, bool)",
       "other", "reduce"},
      {"void nvjpeg::rgba2rgb<(nvjpegOutputFormat_t)3, "
       "nvjpeg::RGBAToRGBConversion::LaunchParams<32, "
       "8> >(nvjpegImage_t, NppiSize, nvjpegImage_t)",
       "other", "copy"},
      // Batch 35 (NCCL, MAGMA through PyTorch, Flax).
      {"void at::native::(anonymous namespace)::renorm_kernel<float, float, long const>(float*, "
       "long const*, float, float, long, long, long)",
       "aten", "embedding"},
      {"void at::native::(anonymous namespace)::cdist_kernel_cuda_impl<float, "
       "at::native::(anonymous "
       "namespace)::dists<float>::one>(float*, float const*)",
       "aten", "reduce"},
      {"void merge_ker<double, double, 128, 0, 0>(long, long, double*, double*, long, int*)",
       "cusolver", "other"},
      {"void reset_lowerA_kernel<float, 256>(long, float const*, long, float*, long)", "cusolver",
       "copy"},
      {"dlaswp_rowparallel_kernel_batched(int, int, int, double**, int, int, int, double**, int)",
       "other", "copy"},  // MAGMA's, linked into PyTorch: no library of the taxonomy
      // Batch 36 (cupyx.scipy, torchvision detection, Inductor).
      {"cupyx_scipy_ndimage_correlate_2d_reflect_w1_17", "cupy", "conv"},
      {"cupyx_scipy_ndimage_rank_9_4_2d_reflect_w3_3", "cupy", "sort"},
      {"cupyx_scipy_special_erf__float32_float32", "cupy", "elementwise"},
      {"cupyx_scipy_ndimage_label_init", "cupy", "other"},
      {"void axpy_kernel_ref<double, double>(cublasAxpyParamsRef<double, double, double>)",
       "cublas", "elementwise"},
      // Batch 37 (transformers, timm and torchaudio models): weight normalisation is a norm.
      {"void at::native::(anonymous namespace)::weight_norm_fwd_last_dim_kernel<float, "
       "float>(float*, "
       "float*, float const*, float const*, int, int)",
       "aten", "norm"},
      // Batch 38 (torchvision and torchaudio models).
      {"void at::native::(anonymous namespace)::kernel::lstm_cell_forward<float, float, int, "
       "1>(at::"
       "cuda::detail::TensorInfo<float, int>)",
       "aten", "elementwise"},
      {"void convolveNd_dgrad_float_engine<float, 3, 512, 6, 5, 3, 3, 3, false>(int, int, int, "
       "float "
       "const*)",
       "cudnn", "conv"},
      {"void cudnn::engines_precompiled::setTensor5d_kernel<float, float, 8, 8, "
       "8>(cudnnTensorStruct, "
       "float*, float)",
       "cudnn", "elementwise"},
      {"void nchwAddPaddingKernel<float, float, float, true, (cudnnKernelDataType_t)0>(int, int, "
       "float const*, float*, float, float, cudnn::reduced_divisor)",
       "cudnn", "copy"},
      // Batch 39: CuPy's random distributions and triangles, unpooling, Thrust's versioned
      // namespaces (THRUST_300001_..._NS).
      {"cupy_standard_gamma_kernel", "cupy", "rng"},
      {"cupy_tril_kernel", "cupy", "copy"},
      {"feistel_bijection_choice", "cupy", "rng"},
      {"void at::native::max_unpooling2d_forward_kernel<float>(long, float const*, long const*, "
       "long, long, long, long, long, float*)",
       "aten", "copy"},
      {"void at::native::(anonymous namespace)::avg_pool2d_out_cuda_frame<float, float>(int, float "
       "const*)",
       "aten", "reduce"},
      {"void "
       "thrust::THRUST_300001_SM_750_800_860_900_1000_1200_NS::cuda_cub::core::detail::_kernel_"
       "agent<thrust::THRUST_300001_SM_750_800_860_900_1000_1200_NS::cuda_cub::__unique::InitAgent<"
       "at_cuda_detail::cub::ScanTileState<int, true>, int*, int>, unsigned long, int*>(unsigned "
       "long, int*)",
       "cub_thrust", "sort"},
      // Batch 40 (SDPA variants, sparse tensors).
      {"void at::native::apply::coalesceValuesKernel<float, float>(long*, long*, float*, float*, "
       "long, long, long)",
       "aten", "reduce"},
      {"void cusparse::sddmm_ker<cusparse::sddmm_traits<long, long, float, float, float, float, 8, "
       "4, 4, 4, 0> >(int, int, int)",
       "cusparse", "gemm"},
      // Kernels printed by their base name only (nsys `:base`, DLProf, short names), where the
      // namespace that named the library is gone but the function name still says the op.
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::"
       "TensorMap<Eigen::Tensor<float, 1, 1, int>, 16, Eigen::MakePointer>, "
       "Eigen::TensorCwiseBinary"
       "Op<Eigen::internal::scalar_sum_op<float, float>, Eigen::TensorMap<Eigen::Tensor<float "
       "const, "
       "1, 1, int>, 16, Eigen::MakePointer> const> const> const, Eigen::GpuDevice>, int>",
       "tensorflow", "elementwise"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::"
       "TensorMap<Eigen::Tensor<float, 1, 1, int>, 16, Eigen::MakePointer>, Eigen::TensorCwise...",
       "tensorflow", "other"},
      {"BatchPrefillWithPagedKVCacheKernel", "flashinfer", "attention"},
      {"SingleDecodeWithKVCacheKernel", "flashinfer", "attention"},
      {"computeBlockDigitCounts", "other", "sort"},
      {"computeBlockwiseWithinKCounts", "other", "sort"},
      {"routingIndicesClusterKernel", "other", "sort"},
      {"roi_align_forward_kernel_impl", "other", "reduce"},
      {"cdist_kernel_cuda_impl", "other", "reduce"},
      {"compute_mode", "other", "other"},
      {"ComputeFusedParamsCUDAKernel", "other", "norm"},
      {"lstm_cell_forward", "other", "elementwise"},
      {"csrmm_alg1_kernel", "other", "gemm"},
      {"tensor_contraction_kernel", "other", "gemm"},
      // Schemes read from more libraries' sources (DeepEP, CUTLASS's FMHA, Mamba, lmdeploy,
      // exllamav2, bitsandbytes, DeepGEMM).
      {"void deep_ep::legacy::intranode::dispatch<8, 768, 8192>(int4*, float*, int*)", "other",
       "comm"},
      {"void deep_ep::elastic::hybrid_combine_impl<false, 24>(__nv_bfloat16*, float*)", "other",
       "comm"},
      {"void deep_ep::layout::get_dispatch_layout<256, 32, 8>(long const*, int*)", "other",
       "reduce"},
      {"void cutlass::device_kernel<cutlass::fmha::kernel::Sm100FmhaMlaKernelTmaWarpspecialized<"
       "cute::tuple<int, int>>>(int)",
       "cutlass", "attention"},
      {"void selective_scan_fwd_kernel<Selective_Scan_fwd_kernel_traits<32, 8, 1, false, true, "
       "true, false, c10::Half, float>>(SSMParamsBase)",
       "other", "other"},
      {"_chunk_scan_fwd_kernel", "other", "other"},
      {"_chunk_cumsum_fwd_kernel", "other", "sort"},
      {"void turbomind::gemm::prepare_tma_descs_sm90_bf16<2>(CUtensorMap_st, CUtensorMap_st)",
       "other", "other"},
      {"k_compute_batched_ptrs(__half const*, __half const*, char*)", "ggml", "other"},
      {"fp8_to_fp16_kernel(unsigned char const*, __half*, int)", "other", "quant"},
      {"void fp16_to_q_kv_kernel<8, 4>(__half const*, unsigned char*, __half*)", "other", "quant"},
      {"turbomind::adjust_ue8m0_scale_for_half_kernel(unsigned char*, int)", "other", "quant"},
      {"void kInt8VectorQuant<__half, 1024, 1>(__half*, signed char*, float*, float, int, int)",
       "other", "quant"},
      {"void float_to_half_kernel(float const*, __half*, int)", "other", "elementwise"},
      {"void kEstimateQuantiles<float>(float*, float*, float, float, int)", "other", "sort"},
      {"turbomind::MoeGateNoAuxTCKernel(float*, signed char*, int*)", "other", "sort"},
      {"head_norm_kernel(__half const*, __half*, float, int)", "other", "norm"},
      {"cuda_softcap_kernel(float*, unsigned long, float)", "other", "elementwise"},
      {"void act_kernel<true, false, true>(__half*, int, int)", "other", "elementwise"},
      {"void turbomind::interleave_output_dims_kernel<8, __nv_bfloat16>(__nv_bfloat16*)", "other",
       "copy"},
      {"void turbomind::ProcessKV_v2<__half, 64, 128>(char**, __half const*)", "other", "copy"},
      // A library named after GEMMs: its other kernels take the family of their own name.
      {"void deep_gemm::transpose_fp32<128u, 64u, 56u, 57u>(float const*, float*, unsigned int)",
       "other", "copy"},
      {"void deep_gemm::pack_fp32_into_ue8m0<1u, 128u>(float*, unsigned int*)", "other", "quant"},
      {"void deep_gemm::sm100_bf16_mega_moe_impl<512u, 7168u>(void*)", "other", "gemm"},
      {"void deep_gemm::sm90_fp8_gemm_1d2d_impl<128u, 128u>(float*, int*)", "other", "gemm"},
      {"void kgetRowStats<__half, 1024, 0>(__half*, float*, float, int, int)", "other", "quant"},
      // HPC libraries' schemes (a study of QUDA, AMReX, MAGMA, GROMACS, Ginkgo kernels).
      {"std::enable_if<quda::device::use_kernel_arg<quda::blas::BlasArg<float, 4, quda::blas::"
       "caxpy_<float>>>(), void>::type quda::Kernel1D<quda::blas::Blas_, "
       "quda::blas::BlasArg<float, "
       "4, quda::blas::caxpy_<float>>, false>(quda::blas::BlasArg<float, 4, "
       "quda::blas::caxpy_<float>>)",
       "other", "elementwise"},
      {"void quda::Kernel1D<quda::blas::Reduce_, quda::blas::ReductionArg<double, 2, "
       "quda::blas::Cdot<double, double>>, false>(int)",
       "other", "gemv"},
      {"void quda::Kernel1D<quda::blas::Reduce_, quda::blas::ReductionArg<double, 2, "
       "quda::blas::Norm2<double, double>>, false>(int)",
       "other", "reduce"},
      {"void quda::Kernel2D<quda::blas::MultiBlas_, quda::blas::MultiBlasArg<1, double, 2, "
       "quda::blas::multicaxpy_<double>>, false>(int)",
       "other", "gemm"},
      {"void quda::Kernel3D<quda::pack_wilson, quda::PackArg<float, 3, 4, true, false>, "
       "false>(int)",
       "other", "copy"},
      {"void amrex::launch_global<256, std::enable_if<amrex::IsFabArray<amrex::MultiFab, "
       "void>::value, "
       "void>::type amrex::experimental::detail::ParallelFor<256, amrex::MultiFab, void "
       "amrex::Copy<amrex::FArrayBox, amrex::FArrayBox, 0>(amrex::FabArray<amrex::FArrayBox>&, int)"
       "::{lambda(int, int, int, int, int)#1}>(amrex::MultiFab const&, int)::{lambda()#1}>(int)",
       "other", "copy"},
      {"void amrex::launch_global<256, std::enable_if<amrex::IsFabArray<amrex::MultiFab, "
       "void>::value, "
       "void>::type amrex::experimental::detail::ParallelFor<256, amrex::MultiFab, void "
       "amrex::Saxpy<amrex::MultiFab, 0>(amrex::MultiFab&, double, int)::{lambda(int, int, int, "
       "int, "
       "int)#1}>(amrex::MultiFab const&, int)::{lambda()#1}>(int)",
       "other", "elementwise"},
      {"void amrex::launch_global<256, void amrex::ReduceOps<amrex::ReduceOpSum>::eval_mf<amrex::"
       "Reduce::detail::iterate_box, amrex::MultiFab, amrex::MultiFab::Dot(amrex::MultiFab const&, "
       "int)::{lambda(int, int, int, int)#1}>(int)::{lambda()#1}>(int)",
       "other", "reduce"},
      {"void amrex::launch_global<256, MyApp::advance(double)::{lambda()#1}>(int)", "other",
       "other"},
      {"dlag2s_kernel(int, int, double const*, int, float*, int, double)", "other", "elementwise"},
      {"dlaset_full_kernel(int, int, double, double, double*, int)", "other", "elementwise"},
      {"magmablas_dnrm2_kernel(int, double*, int, double*)", "other", "reduce"},
      {"idamax_kernel_batched(int, double**, int)", "other", "reduce"},
      {"zhemv_kernel_L(int, double2 const*, int, double2*)", "other", "gemv"},
      {"dswap_kernel_batched(int, double**, int)", "other", "copy"},
      {"pmeGpuPackHaloExternal(float const*, float*, int)", "other", "copy"},
      {"void gmx::packSendBufKernel<true>(float3*, float3 const*, int const*, int, float3)",
       "other", "copy"},
      {"nvshmemSignalKernel(PmeGpuKernelParams)", "other", "comm"},
      {"void gko::kernels::cuda::cb_gmres::zero_matrix_kernel<double>(unsigned long, double*)",
       "other", "elementwise"},
      // Computer-vision ops (a study of mmcv, torchvision, pytorch3d, detectron2, DALI kernels).
      {"void ms_deformable_im2col_gpu_kernel<float>(int, float const*, long const*, float*)",
       "other", "attention"},
      {"void sync_bn_forward_mean_cuda_kernel<float>(float const*, float*, int, int, int)", "other",
       "norm"},
      {"void convex_giou_cuda_kernel<float>(int, float const*, float const*, float*)", "other",
       "other"},
      {"void correlation_forward_cuda_kernel<float>(int, float*)", "other", "conv"},
      {"void CARAFEForward<float>(int, float const*, float const*, float*)", "other", "conv"},
      {"void getSubMIndicePairsKernel<int, 1024, 3>(int, int*)", "other", "conv"},
      {"void knn_forward_cuda_kernel<float>(int, int, int, float const*, int*, float*)", "other",
       "sort"},
      {"void KNearestNeighborKernelV2<float, 3, 8>(float const*, float const*, long*)", "other",
       "sort"},
      {"void UMAPAlgo::FuzzySimplSet::Naive::smooth_knn_dist_kernel<float, long, 256>(float "
       "const*)",
       "other", "other"},
      {"void chamfer_distance_forward_cuda_kernel<float>(int, int, float const*, float*)", "other",
       "reduce"},
      {"void PackedToPaddedKernel<float>(float const*, long const*, float*, long, long)", "other",
       "copy"},
      {"void group_points_forward_cuda_kernel<float>(int, int, float const*, int const*, float*)",
       "other", "copy"},
      {"void dali::kernels::color::ColorSpaceConvKernel<unsigned char, unsigned char, 3>(int)",
       "other", "elementwise"},
      {"void dali::kernels::brightness_contrast::detail::BrightnessContrastKernel<float, float, 3>"
       "(int)",
       "other", "elementwise"},
      {"void deform_conv2d_im2col_gpu_kernel<float>(int, float const*, float*)", "other", "conv"},
      // TensorFlow's own kernels, Megatron, Liger, unsloth, FLA (Triton names), Paddle, TensorRT
      // plugins, ONNX Runtime (studies of their sources).
      {"void tensorflow::D2S_NHWC<float, 4>(int, float const*, int, int, int, float*)",
       "tensorflow", "copy"},
      {"void tensorflow::functor::MatrixBandPartKernel<float>(int, int, int, float const*, float*)",
       "tensorflow", "copy"},
      {"void tensorflow::(anonymous namespace)::CheckNumericsKernel<float>(float const*, int, "
       "int*)",
       "tensorflow", "reduce"},
      {"void tensorflow::SortedSegmentReductionCustomKernel<float, int, 8>(int, float const*)",
       "tensorflow", "reduce"},
      {"void tensorflow::functor::VarianceToInvVarianceKernel<float>(int, double, float const*)",
       "tensorflow", "norm"},
      {"void tensorflow::functor::PopulationCountKernel<int>(int, int const*, unsigned char*)",
       "tensorflow", "elementwise"},
      {"void tensorflow::functor::TruncatedNormalKernel<float>(unsigned long, float*)",
       "tensorflow", "rng"},
      {"void tensorflow::UnaryClipCustomKernel<float>(int, float const*, float const*, float*)",
       "tensorflow", "elementwise"},
      {"parallel_nsa_fwd_kernel", "other", "attention"},
      {"logsumexp_fwd_kernel", "other", "reduce"},
      {"_kldiv_kernel_forward", "other", "reduce"},
      {"_sparsemax_forward_kernel", "other", "softmax"},
      {"_rope_embedding", "other", "elementwise"},
      {"token_shift_fwd_kernel_short", "other", "elementwise"},
      {"void phi::funcs::VectorizedRandomGenerator<float>(unsigned long, unsigned long, float)",
       "paddle", "elementwise"},
      {"void phi::VectorizedGetMeanAndVarNCHW<phi::dtype::float16, float, 8>(int)", "paddle",
       "norm"},
      {"void phi::UpdateBetaPow<float>(float, float, float const*, float*)", "paddle", "optimizer"},
      {"phi::weight_permute_kernel_wint4(signed char const*, signed char*, int, int, int)",
       "paddle", "quant"},
      {"void phi::funcs::ClipAndQuantKernel<float>(float const*, float const*, int, float*)",
       "paddle", "quant"},
      {"void nvinfer1::plugin::bert::skipln_vec<float, 256, 8, true>(int, float const*, float*)",
       "tensorrt", "norm"},
      {"nvinfer1::CalDetection(float const*, float*, int, int)", "other", "other"},
      {"void onnxruntime::contrib::attention_softmax_cuda::SoftmaxKernel<float, 1024u, true>(int)",
       "other", "softmax"},
      {"void turbomind::attention::reduce<1, 32, 128, 4, true, __half>(__half*, float*)", "other",
       "attention"},
      {"void onnxruntime::cuda::_PadKernel<float, 0>(unsigned long, float const*, float*)", "other",
       "copy"},
      // Batch 46: cuDNN's bare kernels known by its enum types, and its FFT convolution.
      {"void pooling_fw_kernel_max_nhwc<float, float, 0, (cudnnNanPropagation_t)0, "
       "false>(PoolingParams, "
       "float*, float const*, float, float, int)",
       "cudnn", "reduce"},
      {"void pointwise_mult_and_sum_complex<float2, 8, 4>(float2*, float2*, float2*, int, int, "
       "int)",
       "cudnn", "conv"},
      // Batch 47: names torch.profiler's table cut at 55 characters, inside the function name.
      {"void at::native::(anonymous namespace)::multi_tensor...", "aten", "optimizer"},
      {"std::enable_if<!(false), void>::type internal::gemvx...", "cublas", "gemv"},
      {"void at::native::(anonymous namespace)::vectorized_l...", "aten", "norm"},  // rule 749
      {"void dot_kernel<float, (int)128, (int)0, cublasDotParam...", "cublas", "gemv"},
      // The remaining alternatives of session 11's rules, one case each (each fails with the rules
      // before them).
      {"void kPercentileClipping<float, 2048, 4>(float*, float*, int, int)", "other", "reduce"},
      {"void tensorflow::functor::CompareAndBitpackKernel<float>(int, float const*, float, "
       "unsigned char*)",
       "tensorflow", "quant"},
      {"void bezier_align_forward_cuda_kernel<float>(int, float const*, float const*, float*)",
       "other", "reduce"},
      {"void border_align_forward_cuda_kernel<float>(int, float const*, float const*, float*)",
       "other", "reduce"},
      {"void dali::kernels::equalize_hist::ZeroMem(unsigned long*, int)", "other", "elementwise"},
      {"void tensorflow::functor::(anonymous namespace)::lstm_gates<float, false, 0>(float const*, "
       "float*, int)",
       "tensorflow", "elementwise"},
      {"void tensorflow::functor::EyeKernel<float>(int, int, int, float*)", "tensorflow",
       "elementwise"},
      {"void tensorflow::internal::adjust_hsv_nhwc<true, float>(long, float const*, float const*, "
       "float*)",
       "tensorflow", "elementwise"},
      {"swish_fwd_kernel", "other", "elementwise"},
      {"void tensorflow::SetToValue<float, int>(int, float*, float)", "tensorflow", "elementwise"},
      {"void tensorflow::internal::TileKernel<float>(int, float const*, int, int const*, float*)",
       "tensorflow", "copy"},
      {"void tensorflow::functor::SparseTensorToCOOMatrixKernel<float>(long const*, int*, int*, "
       "int)",
       "tensorflow", "copy"},
      {"_jsd_kernel", "other", "reduce"},
      {"_tv_distance_kernel", "other", "reduce"},
      {"liger_vocab_parallel_ce_forward_kernel", "other", "reduce"},
      {"resize_nearest_kernel_2d(int, float, int2, float const*, int, int, float*, int, int)",
       "other", "copy"},
      {"void nvinfer1::plugin::reorgKernel<float, 256>(int, int, int, int, float const*, int, "
       "float*)",
       "tensorrt", "copy"},
      {"void nvinfer1::plugin::bert::zeroPadding2dKernel<float>(float const*, int, int, float*)",
       "tensorrt", "copy"},
      {"void phi::BN1DForwardInference<float, (common::DataLayout)1>(float const*, float const*, "
       "float*, int)",
       "paddle", "norm"},
      {"void upfirdn2d_kernel_small<float, 1, 1, 2, 2, 4, 4, 64, 16>(int, float*)", "other",
       "conv"},
      {"void prepareSubMGridKernel<int, 1024, 3>(int, int*)", "other", "conv"},
      {"dlange_inf_kernel(int, int, double const*, int, double*)", "other", "reduce"},
      {"sgeam_kernel_nn(int, int, float, float const*, int, float, float const*, int, float*, int)",
       "other", "elementwise"},
      {"zpotf2_zdotc_kernel(int, double2*, int, int, int, int*)", "other", "gemv"},
      {"dsymmetrize_lower(int, double*, int)", "other", "copy"},
      {"void amrex::launch_global<256, void amrex::launch<int amrex::Scan::PrefixSum<int, int, "
       "amrex::Scan::ExclusiveSum<int>(int, int const*, "
       "int*)::{lambda(int)#1}>(int)::{lambda()#1}>(int)",
       "other", "sort"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<amrex::(anonymous "
       "namespace)::ResizeRandomSeed(unsigned long long)::{lambda(int)#1}, void>::value, "
       "void>::type amrex::ParallelFor<256, int>(int)::{lambda()#1}>(int)",
       "other", "rng"},
      // NVIDIA libraries' kernels by their own names, where a table cut the arguments that name
      // the library (torch.profiler's 55 characters) or printed the base name only.
      {"void pooling_bw_kernel_max_nchw_fully_packed_large<floa...", "cudnn", "reduce"},
      {"pooling_fw_4d_kernel", "cudnn", "reduce"},
      {"void GENERIC_elementWise_bp2<__half, __half, float, int...", "cudnn", "elementwise"},
      {"void foldedNhwcToNchwKernel<float, float, float, true, ...", "cudnn", "copy"},
      {"cubeTransposeDeviceGeneric_kernel", "cudnn", "copy"},
      {"void nchwAddPaddingKernel<float, float, float, true, (c...", "cudnn", "copy"},
      {"bilinear_sampler_fw_4d", "cudnn", "other"},
      {"batchnorm_fwtr_nhwc_semiPersist", "cudnn", "norm"},
      {"compute_dot_do_o_specialized", "cudnn", "attention"},
      {"convert_dq_to_16bits", "cudnn", "attention"},
      {"void dgrad2d_grouped_direct_kernel<float, float, float,...", "cudnn", "conv"},
      {"void regular_fft_pad<float>(int)", "cudnn", "conv"},
      {"regular_fft_clip", "cudnn", "conv"},
      {"reduce_wgrad_nchw_helper", "cudnn", "conv"},
      {"kern_precompute_indices", "cudnn", "conv"},
      {"void batch_trsm_left_kernel<float2, 64, 4, 3, false, fa...", "cublas", "other"},
      {"void trsm_right_kernel<double, int=256, int=4, bool=0, ...", "cublas", "other"},
      {"void trmv_kernel_64addr<int, double, 512, true, false, ...", "cublas", "gemv"},
      {"void transpose_readWrite_alignment_kernel<float2, float...", "cublas", "copy"},
      {"set_tau_from_block_householders", "cusolver", "other"},
      {"copy_vector_with_conjugate", "cusolver", "copy"},
      {"copy_vector_setting_first_entry_one_and_negate_tau", "cusolver", "copy"},
      {"gemv_notrans_device", "cusolver", "gemv"},
      {"batch_parallel_jacobi_algo1", "cusolver", "other"},
      // Batch 48's misses. ggml's quantisation kernels in a bare name, whose format suffix (_1)
      // the canonical form reads as a uniquifier; a count abbreviated `cnt`; a median (a
      // quantile); moderngpu's launcher by the algorithm around its lambda, also in a mangled
      // name the demangler rejects.
      {"quantize_q8_1", "ggml", "quant"},
      {"Solver::cnt_lits_kernel(int*, int)", "other", "reduce"},
      {"median_filter_kernel(float const*, float*, int, int)", "other", "sort"},
      {"void mgpu::launch_box_cta_k<mgpu::launch_box_t<>, mgpu::segreduce<mgpu::launch_box_t<>, "
       "float*, int*, float*, mgpu::plus_t<float>, float>(float*, int, int*, int, float*, "
       "mgpu::plus_t<float>, float, mgpu::context_t&)::{lambda(int, int, mgpu::cta_dim_t)#1}>(int, "
       "int)",
       "other", "reduce"},
      {"_ZN4mgpu16launch_box_cta_kINS_12launch_box_tIJEEEZNS_9segreduceIS2_PfPiS5_NS_6plus...",
       "other", "reduce"},
      {"_ZN4mgpu16launch_box_cta_kINS_12launch_box_tIJEEEZNS_9mergesortIS2_PfNS_6less_t...",
       "other", "sort"},
      // Session 12's study of Transformer Engine, Apex, cuDF, RAFT/cuVS and NCCL sources.
      {"void apex_fused_dropout_kernel<float, float, unsigned int>(float const*, float*, unsigned "
       "char*, unsigned int, float, std::pair<unsigned long, unsigned long>)",
       "apex", "elementwise"},
      {"void (anonymous namespace)::replace_nulls<float, false>(cudf::column_device_view, "
       "cudf::column_device_view, cudf::mutable_column_device_view, int*)",
       "cudf", "other"},
      {"void (anonymous namespace)::fill_kernel<int>(cudf::mutable_column_device_view, int, int)",
       "cudf", "elementwise"},
      {"void raft::linalg::detail::map_kernel<4, false, float, int, raft::add_op, float, float>("
       "float*, int, raft::add_op, float const*, float const*)",
       "raft", "elementwise"},
      {"void raft::matrix::detail::matrixLinewiseVecRowsMainKernel<float, int, 16ul, 256, "
       "raft::mul_op, float>(float*, float const*, int, int, int, raft::mul_op, float const*)",
       "raft", "elementwise"},
      {"raft::stats::detail::minmaxKernel", "raft", "reduce"},
      {"void (anonymous namespace)::oneRankReduce<FuncSum<__half> >(void*, void*, unsigned long, "
       "unsigned long, bool)",
       "nccl", "comm"},
      // Triton's specialisation suffix with constexpr arguments (c) among the divisible ones (d).
      {"matmul_kernel_0d1d2d3de4de5c6c", "triton", "gemm"},
      // A `topk` read across a CamelCase boundary (`SplitOpKernel`, `CastOpKernel`) is not top-k;
      // a bucketize (a binary search, like searchsorted) is `sort` unless it buckets sparse
      // features (FBGEMM's data movement); a block's `Red` is a reduction.
      {"void tensorflow::<unnamed>::SplitOpKernel<float>(const T1 *, int, int, int, "
       "tensorflow::GpuDeviceArrayStruct<T1 *, (int)8>)",
       "tensorflow", "copy"},
      {"CastOpKernel", "other", "elementwise"},
      {"gatherTopK", "aten", "sort"},
      {"void tensorflow::functor::BucketizeCustomKernel<float, true>(int, float const*, int, "
       "tensorflow::GpuDeviceArrayStruct<float, 8>, int*)",
       "tensorflow", "sort"},
      {"void fbgemm_gpu::_block_bucketize_sparse_features_cuda_kernel1<int, int>(int, int, "
       "int const*, int, int const*, int const*, int*)",
       "fbgemm", "copy"},
      {"void array_integrate_blockRedAtomic_cub<256u>(double*, int)", "other", "reduce"},
      {"warp_red_kernel", "other", "reduce"},
      // A binary search is `sort` (not a `…binarySearchFree` one); a rank-k update is a product;
      // cuSPARSE's csrsort phases and cuRAND's MT19937 kernels by their own names.
      {"void cusparse::binary_search_partition_kernel<128, 2048, int, int>(int const*, int)",
       "cusparse", "sort"},
      {"binarySearchKernel", "other", "sort"},
      {"void csrchol_byLevel_binarySearchFree<double, double, 5, 3>(int, double*)", "cusolver",
       "other"},
      {"void potrf_syrk_nc_kernel<float2, 5, 6, 3, 3, 4>(int, int, float2**, unsigned long)",
       "cusolver", "gemm"},
      {"void sytd2_her2k_kernel<double, 8, 4>(int, double*, unsigned long)", "cusolver", "gemm"},
      {"void stable_sort_by_key_domino_phase1<256, 4>(int, int, int, int*, int*)", "cusparse",
       "sort"},
      {"void MT19937_kernel<512, true>(float*, unsigned int)", "curand", "rng"},
      {"void mt19937_scratch_convert<double>(double*, unsigned int)", "curand", "rng"},
      // ggml-cuda's own kernel names (a source study of ggml-org/ggml's src/ggml-cuda): GGML ops
      // with the _f32 suffix, op-named launchers, copies into quantized blocks, the lightning
      // indexer, the Mamba-2 SSD helpers and the gated delta rule (recurrences: other), repeat's
      // backward (a sum).
      {"void pad_f32<float>(float const*, float*, int, int, int, int)", "ggml", "copy"},
      {"opt_step_adamw_f32(float*, float const*, float*, float*, float const*, long)", "ggml",
       "optimizer"},
      {"void rwkv_wkv7_f32<64>(int, int, int, int, float const*, float*)", "ggml", "other"},
      {"void conv2d_dw_kernel<float, whcn_layout>(float const*, float const*, float*)", "ggml",
       "conv"},
      {"void pool2d_nchw_kernel<float, float>(int, int, int, float const*, float*, int)", "ggml",
       "reduce"},
      {"gated_delta_net_cuda", "ggml", "other"},  // the gated delta rule: a recurrence
      {"void cpy_f32_q<&cpy_blck_f32_q8_0, 32>(char const*, char*, int)", "ggml", "quant"},
      {"void lightning_indexer_kernel_wmma<64>(float const*, float*)", "ggml", "attention"},
      {"ssm_ssd_pre_matmul_kernel", "ggml", "other"},
      {"void k_repeat_back<float>(float const*, float*, long, long)", "ggml", "reduce"},
      {"void mm_ids_helper<0>(int const*, int*, int*, int*, int, int)", "ggml",
       "sort"},  // by expert
      {"NCHW2NHWC", "other", "copy"},
      {"void tri_kernel<float>(float const*, float*, long, long, int)", "other", "copy"},
      {"void diag_kernel<float>(float const*, float*, long)", "other", "copy"},
      {"void xielu_kernel<float>(float const*, float*, int, float, float)", "ggml", "elementwise"},
      // <a>_to_<b> is a copy only when a side names a container or layout; a camera model's
      // ray_to_image_point or a rasterizer's rasterize_to_pixels computes (gsplat, study).
      {"void gsplat::rasterize_to_pixels_3dgs_fwd_kernel<3u, float>(unsigned int, float const*)",
       "other", "other"},
      {"void gsplat::camera_ray_to_image_point_kernel<float>(int, float const*)", "other", "other"},
      {"k_coords_to_kv(int, double const*, unsigned int*)", "other", "other"},
      {"ptl_module_gpu_kernel_ptl_array_to_type_", "other", "copy"},
      {"void assign_point_to_voxel<float>(int, float const*, int*)", "other", "copy"},
      {"_multihot_to_indices_kernel", "other", "copy"},
      // Words from the same study: a tile kernel is ATen's/TF's tile op only when the name starts
      // with it; torch_scatter's segment reductions, an MSE, quasi-random sequences, and the
      // optimizers of tiny-cuda-nn (Shampoo, Novograd, lookahead, EMA of weights).
      // (gsplat's own intersect_tile_kernel writes sort keys: copy, by its rule, below.)
      {"void raster::intersect_tile_kernel<float>(bool, unsigned int, float const*)", "other",
       "other"},
      {"void segment_csr_kernel<float, 1, 1>(float const*, long const*, float*, long*, long)",
       "other", "reduce"},
      {"ngp::image_mse_kernel", "other", "reduce"},
      {"ngp::sobol2_kernel", "other", "rng"},
      {"void tcnn::shampoo_step_batched<float>(unsigned int, float*, float const*)", "other",
       "optimizer"},
      {"void tcnn::ema_step_full_precision<float>(unsigned int, float, float*, float const*)",
       "other", "optimizer"},
      // Batch 50's classes: ggml's flash attention kernels with `ext` (ik_llama.cpp's
      // flash_attn_mma_ext), ik_llama.cpp's _f32 ops, ggml's MoE id helper (tokens grouped by
      // expert, as vLLM's moe_align_block_size: sort), FAISS's k-selection, entropy as a sum.
      {"void flash_attn_mma_ext_f16<128, 8, 8, 4, 32, 2, false>(char const*, char const*)", "ggml",
       "attention"},
      {"mul_multi_add_f32(int, long, long, char const*, char const*, char*)", "ggml",
       "elementwise"},
      {"void delta_net_recurrent_generic_f32<64>(float const*, float const*, float*)", "ggml",
       "other"},
      {"void mmq_ids_helper<16>(int const*, int*, int*, int*, int, int, int)", "ggml", "sort"},
      {"void faiss::gpu::blockSelect<float, int, false, 128, 3>(faiss::gpu::Tensor<float, 2, "
       "true, int, faiss::gpu::traits::DefaultPtrTraits>)",
       "other", "sort"},
      {"nvkernel__Z12entropy_histPfPKcii_F1L44_3", "other", "reduce"},
      // FAISS (source study of faiss/gpu): tiled distance products gemm, IVF list scans gemv
      // (not a prefix scan), list appends copy, encoders quant, broadcast adds elementwise.
      {"void faiss::gpu::generalDistance<float, float, faiss::gpu::L1Distance>(int, int)", "other",
       "gemm"},
      {"void faiss::gpu::ivfFlatScan<faiss::gpu::Codec<0, 1>, faiss::gpu::L2Distance>(int)",
       "other", "gemv"},
      {"void faiss::gpu::pqScanPrecomputedInterleaved<unsigned char, 32, 16>(int)", "other",
       "gemv"},
      {"void faiss::gpu::ivfpqAppend(faiss::gpu::Tensor<int, 1, true, int>, void**)", "other",
       "copy"},
      {"void faiss::gpu::sqEncode<faiss::gpu::Codec<1, 1>>(int)", "other", "quant"},
      {"void faiss::gpu::sumAlongColumns<float, float4>(int, float*)", "other", "elementwise"},
      // The CUDA Toolkit's libraries, by the kernel names their host code registers (read out of
      // CUDA 13.0's libcublas, libcudnn_*, libcusparse, libcusolver and libcurand).
      {"void batch_gemm_kernel1x1_core<float, float, float, false, true>(float* const*, int)",
       "cublas", "gemm"},
      {"void magma_lds128_ztrmm_64addr_kernel<false, false, false, false, 4, 4, 3>(int, int)",
       "cublas", "gemm"},
      {"void syhemvu_generic_off_diag<int, double, false, 32, 32, 4, 4, 0>(int, int, double)",
       "cublas", "gemv"},
      {"void kernel_trsm_l_mul32<double, 8, false, false, false, false>(int, int, double const*)",
       "cublas", "other"},
      {"void geqr2_batch_kernel_shmem<double, double, 32, 8>(int, int, int, double* const*)",
       "cublas", "other"},
      {"void trmm_right_kernel_core<float, 256, 4, 128, false, false>(cublasTrmmParams<float>)",
       "cublas", "gemm"},
      {"void syherk_kernel_ldgsts<float2, 64, 4>(cublasSyherkParams<float2>)", "cublas", "gemm"},
      {"void sbhbmv_kernel_ref<double, 64, 4>(cublasSbhbmvParams<double>)", "cublas", "gemv"},
      {"void iamax_kernel<float, float, 256, 0>(cublasIamaxParams<float, float>)", "cublas",
       "reduce"},
      {"void rotm_kernel_val<double, double, 0>(cublasRotmParams<double>)", "cublas",
       "elementwise"},
      {"void trttp_kernel<double, 256>(cublasTrttpParams<double>)", "cublas", "copy"},
      {"void nrm2_64addr_kernel<float, float, float, 0, 0, 128>(cublasNrm2Params<long, float>)",
       "cublas", "reduce"},
      {"void softmax_fw_small_kernel<float, float, 1, 16, 32, 0>(float*, float const*, int)",
       "cudnn", "softmax"},
      {"volta_first_layer_filter3x3_imma_fwd", "cudnn", "conv"},
      {"Volta_scale_bias_relu_hmma_implicit_gemm_wgrad_fp32_nhwc_128x128x32_1x1", "cudnn", "conv"},
      {"void conv2d_precomputed_common_engine::convolution_sm5x<float, float, 1, 1, 2>("
       "cudnn::cnn::Conv_2d_params<float, float>)",
       "cudnn", "conv"},
      {"void transposeWarp_kernel<float, float, float, 16, 8, 1>(int, int, "
       "cudnn::cnn::TensorDims)",
       "cudnn", "copy"},
      {"void RNN_persist_fp<float, float, float, 32, 8>(int, int, float const*)", "cudnn", "gemm"},
      {"void ampere_lstm_tile16<16, 1>(params_t)", "cudnn", "gemm"},
      {"void RNNInputRearrangement<float, float, 512, false>(float*, float*, int)", "cudnn",
       "other"},
      {"void memcpyWithTypeConversion<__half, float>(long, __half const*, float*)", "other",
       "copy"},
      {"void foldedNhwcToNhwcKernel<float, 4>(int, int, float const*, float*)", "other", "copy"},
      {"void cudnn::lrnForward<float, 5>(int, int, float const*, float*)", "cudnn", "norm"},
      {"void bsrxmv_small_core<double, double, 3, false>(cusparseBsrxmvParams<double, double>, "
       "int)",
       "cusparse", "gemv"},
      {"void cusparse::(anonymous namespace)::bsrmv_small_core<int, int, float, float, float, "
       "float, 3, false>(float const*, int const*)",
       "cusparse", "gemv"},
      {"void cusparse::(anonymous namespace)::bsrmm_alg1_kernel<false, true, int, int, float>("
       "int, int)",
       "cusparse", "gemm"},
      {"void cusparse::coomv_transpose_kernel<int, float, float, float>(int, int const*)",
       "cusparse", "gemv"},
      {"void csr2gebsr_large_core<double, 4, false, false>(cusparseCsr2GebsrParams<double>, int*)",
       "cusparse", "copy"},
      {"void spike_GPU_back_sub_x_few<double>(double*, double const*, int, int)", "cusparse",
       "other"},
      {"void foward_marshaling_bxb_rhs<double>(double*, double const*, int, int, double)",
       "cusparse", "copy"},
      {"void gtsv_qr<float2, float, 256>(float2*, float2*, float2*, float2*, int, int, float2*)",
       "cusparse", "other"},
      {"void getf2_cta_smem<double, double, 128, 8>(int, int, int, int, double*, int, int*)",
       "cusolver", "other"},
      {"void latrd_update_Akk_kernel<double, 32, 16, 32, false>(int, int, double const*, int)",
       "cusolver", "other"},
      {"void kernel::batched_geqrf_warp_based<1024, 1, 1, false, true, double, long, long>(long)",
       "cusolver", "other"},
      {"void glu_ilu0_trsm_lower_unit<double, 5, 3>(int, int, double*, int, double*, int)",
       "cusolver", "other"},
      {"void gen_mtgp<curandStateMtgp32, float, int>(curandStateMtgp32*, float*, unsigned long)",
       "curand", "rng"},
      {"void gen_quasi<__curandStateSharedSobol<unsigned int>, double, int>(double*, unsigned "
       "long)",
       "curand", "rng"},
      {"void gen_sequenced_Philox<curandStatePhilox4_32_10, float4, "
       "int>(curandStatePhilox4_32_10*)",
       "curand", "rng"},
      {"void cpy_mtgp<curandStateMtgp32, double, int>(curandStateMtgp32*, double*)", "curand",
       "rng"},
      // cuDNN's kernels compiled at run time (their sources are in
      // libcudnn_engines_runtime_compiled)
      {"cudnn_generated_layer_norm_fwd_sm90_bf16_1024", "cudnn", "norm"},
      {"dgrad2d_c1_k1_nhwc_specialized", "cudnn", "conv"},
      {"depthwise_conv_fp16_nhwc_c8_kernel", "cudnn", "conv"},
      {"BlockScaleNVFP4", "other", "quant"},
      {"void scal_64addr_kernel<float, float, 0, false>(cublasScalParamsVal<float, float>)",
       "cublas", "elementwise"},
      {"void cublasLt::epilogue::impl::globalKernelBgradAB_v2<float, 256>(int, int, float*)",
       "cublas", "reduce"},
      {"void cusparse::load_balancing_kernel<512u, 4u, 16384ul, int, float>(int, int const*)",
       "cusparse", "gemv"},
      // CUDA 11.8's libraries (Debian bookworm's non-free libcublas11 and others)
      {"void xmma__51_cublas::gemm::split_k_kernel<xmma__51_cublas::gemm::Kernel_traits<int>>("
       "xmma__51_cublas::gemm::Params)",
       "cublas", "gemm"},
      {"void cask__51_cublas::compressSparseTensor_1_2<float>(void*, void const*, long)", "cublas",
       "other"},
      {"void fermiPlusSgemmLDS64_batched<false, false, 6, 6, 4, 5, 5>(float**, float const**)",
       "cublas", "gemm"},
      {"void getrf_semiwarp<float, float, 4, 0, true>(int, float* const*, int, int*, int*, int)",
       "cublas", "other"},
      {"void trsm_ln_kernel<float, 32u, 32u, 4u, true>(int, int, float const*, int, float*, int)",
       "cublas", "other"},
      {"void gemvc_template_kernel_scalaronhost<double, 128, 4>(int, int, double, double const*)",
       "cusolver", "gemv"},
      {"void gemvi_kernel<float, 128, 4>(int, int, float, float const*, int, int, int const*)",
       "cusparse", "gemv"},
      {"void axpyi_kernel_val<double, 128>(cusparseAxpyiParamsVal<double>)", "cusparse",
       "elementwise"},
      {"void csric0_lower_domino_prefetch_core<double, 5, 3>(int, int, double*, int const*)",
       "cusparse", "other"},
      {"void prime_fft<23u, EPT<2u>, 8u, 1u, (padding_t)6, unsigned int, float>("
       "kernel_arguments_t<unsigned int>)",
       "cufft", "fft"},
      {"void multi_bluestein_fft<64u, EPT<8u>, 32u, 6u>(kernel_arguments_t<unsigned int>)", "cufft",
       "fft"},
      {"void packR2C_kernel<unsigned int, float>(RealComplexR2C_st<unsigned int, float>)", "cufft",
       "fft"},
      {"void hemm_template_ll_kernel<float2, 16, 32, 32, 0>(int, int)", "other", "gemm"},
      {"sgemm_kernel_fermi_nn(int, int, int, float const*, int, float const*, int, float*, int)",
       "other", "gemm"},
      {"cpy_f32_f16(char const*, char*, int)", "ggml", "copy"},  // control: ggml's copies stay
      {"void set_info_nonconvergence(int*, int)", "other", "other"},
      // Words of scientific codes' kernels (batch 51: RELION, BART, mumax3, PyHST2)
      {"shifty(float*, float const*, int, int, int)", "other", "copy"},
      {"void fftshift_2d<float>(float*, int, int)", "other", "copy"},
      {"centerFFT_3D(float2*, int, int, int)", "other", "copy"},
      {"crop_image(float*, float const*, int, int)", "other", "copy"},
      {"translate2D(float*, float const*, int, int, int)", "other", "copy"},
      {"vec_mult(float2*, float2, int)", "other", "elementwise"},
      {"void kernel_multi<float>(float*, float*, int)", "other", "elementwise"},
      {"cross_product3(float3*, float3 const*, float3 const*)", "other", "elementwise"},
      {"prox_soft_thresh(float2*, float, int)", "other", "elementwise"},
      {"l1_shrink(int, float*, float, float*)", "other", "elementwise"},
      {"_lora_shrink_kernel", "other", "gemm"},
      {"void bgmv_expand_kernel<nv_bfloat16, 16>(int)", "other", "gemm"},
      {"linear_comb_kernel(int, float*, float*, float)", "other", "elementwise"},
      {"void init_value<double>(double*, double, unsigned long)", "other", "elementwise"},
      {"compute_wavg(float*, float const*, int)", "other", "reduce"},
      {"init_rnd_states(unsigned long, curandStateXORWOW*)", "other", "rng"},
      // Gradient-boosting libraries (source study of XGBoost, LightGBM, CatBoost)
      {"void xgboost::tree::SharedMemHistKernel<true, 1024, 8>(xgboost::EllpackDeviceAccessor)",
       "other", "reduce"},
      {"void xgboost::tree::EvaluateSplitsKernel<32>(unsigned int, int)", "other", "other"},
      {"void NKernel::FindOptimalSplitSolarImpl<128>(NKernel::TCBinFeature const*, int)", "other",
       "other"},
      {"NKernel::PoissonBootstrapImpl(float, unsigned long*, unsigned int, float*)", "other",
       "rng"},
      {"void NKernel::DotProductImpl<float, 512>(float const*, float const*, float*, unsigned int)",
       "other", "gemv"},
      {"void device_bootstrap_amortized<unsigned long, 2048>(unsigned long*)", "other",
       "other"},  // control: a homomorphic-encryption bootstrap is not random sampling
      // Sparse solver libraries (source study of AMGX, PETSc, HYPRE, HOOMD-blue, DBCSR)
      {"void amgx::multicolor_gauss_seidel_solver::multicolorGSSmoothCsrKernel_NAIVE_tex<int, "
       "double, double>(int const*, int const*)",
       "other", "other"},
      {"void amgx::aggregation::generatelabel2d<int>(int*, int, int, int)", "other", "other"},
      {"void heat_kernel_2d_color(float*, uchar4*, int, int)", "other",
       "elementwise"},  // control: colouring pixels stays elementwise
      {"void matmult_seqsell_basic_kernel(int, int, int const*, double const*, int const*)",
       "other", "gemv"},
      {"void smm_acc_dnt_small<4, 8, 8, 2, 1, 64, 5, 32>(int const*, int, double const*)", "other",
       "gemm"},
      {"void amgx::getDiagonalKernel<int, double>(int const*, int const*, double const*, int)",
       "other", "copy"},
      {"void hypreGPUKernel_IntArrayInverseMapping(void*&, int, int*, int*)", "other", "copy"},
      {"void hypreGPUKernel_compute_weak_rowsums(void*&, int, bool, int*, int*, double*)", "other",
       "reduce"},
      {"void amgx::aggregation::set_to_one_kernel<int, double>(int, int, int*, double*)", "other",
       "elementwise"},
      // Triton kernels of LLM serving (source study of LightLLM and vLLM)
      {"_fwd_kernel_flash_decode_stage1", "other", "attention"},
      {"_fwd_kernel_token_att1_int8", "other", "attention"},
      {"moe_align1_kernel", "other", "sort"},
      // (source study of vLLM and SGLang: LightLLM's split-KV decode attention as they copied it)
      {"_fwd_kernel_stage1", "other", "attention"},
      {"_fwd_grouped_kernel_stage1", "other", "attention"},
      {"_fwd_kernel_stage1_int8", "other", "attention"},
      {"_fwd_kernel_no_prompt_cache", "other", "attention"},
      {"_fwd_kernel", "other", "other"},  // control: a bare forward kernel says nothing
      // Julia's broadcasts (GPUArrays, CUDA.jl) and ClimaCore's kernels (batch 53)
      {"broadcast_kernel", "other", "elementwise"},
      {"gpu_broadcast_kernel_linear(CompilerMetadata<DynamicSize, DynamicCheck>, "
       "CuDeviceArray<Float32, 1l, 1l>, Broadcasted<CuArrayStyle<1l>, typeof(+)>)",
       "other", "elementwise"},
      {"_Z3_3515CuKernelContext13CuDeviceArrayI7Float32Li5ELi1EE11BroadcastedI12CuArrayStyle",
       "other", "elementwise"},
      {"_Z11knl_copyto_5VIJFHI7Float32Li4E13CuDeviceArrayIS0_Li5ELi1EEE11BroadcastedI10VIJFHStyle",
       "other", "elementwise"},
      {"_Z22copyto_stencil_kernel_5FieldI5VIJFHI7Float32Li4E13CuDeviceArrayIS1_"
       "Li5ELi1EEE16Placeholder",
       "other", "other"},
      {"ncclKernel_Broadcast_RING_LL_Sum_int8_t(ncclDevComm*, unsigned long, ncclWork*)", "nccl",
       "comm"},  // control: NCCL's broadcast stays a collective
      // (batch 54) Kaldi's diag(M N) products; Kokkos's launchers in a mangled name the
      // demangler rejects (an nvcc extended lambda)
      {"void _add_diag_mat_mat_MTN<16, float>(float, float const*, int, float const*, MatrixDim_)",
       "other", "gemv"},
      {"_ZN6Kokkos4Impl33cuda_parallel_launch_local_memoryINS0_14ParallelReduceINS0_"
       "18CudaFunctorAdapterIZN13MatrixBuilder20buildPreconditioner2ER12ParticleTreeEUnvhdl2_",
       "other", "reduce"},
      {"_ZN6Kokkos4Impl33cuda_parallel_launch_local_memoryINS0_12ParallelScanINS0_"
       "18CudaFunctorAdapterIZ4mainEUnvhdl2_",
       "other", "sort"},
      // (batch 55) an Inductor name cut inside native_layer_norm; CUB as old Thrust vendored it;
      // layer norm's ln_forward/ln_backward
      {"triton_per_fused_add_native_la", "triton", "norm"},
      {"triton_per_fused_add_native_layer_norm_0", "triton", "norm"},
      {"void thrust::cuda_cub::cub::RadixSortScanBinsKernel<thrust::cuda_cub::cub::"
       "DeviceRadixSortPolicy<float, int, int>::Policy700, int>(int*, int)",
       "cub_thrust", "sort"},
      {"void thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__fill::functor<float*, "
       "float>, "
       "long>(thrust::cuda_cub::__fill::functor<float*, float>, long)",
       "cub_thrust", "other"},  // control: Thrust's own namespace stays under rule 150
      {"ln_forward_warp", "other", "norm"},
      {"ln_backward_warp", "other", "norm"},
      // (batch 56) cuFFT's real-to-complex steps; flash-attention kernels named fa_; MMA kernels
      {"void dpRealComplex::postprocessC2C_kernelMem<unsigned int, double, (fftAxii_t)7>("
       "Complex<double>*, Complex<double> const*, unsigned int)",
       "cufft", "fft"},
      {"void fa_kernel<64, 32>(float const*, float const*, float const*, float*, int, int, float)",
       "other", "attention"},
      {"void fa_int8_kernel<64, 32>(signed char const*, signed char const*, float*, int)", "other",
       "attention"},
      {"void mma_A_Bt<16>(float const*, float const*, float*, int, int, int, float)", "other",
       "gemm"},
      {"wmma_db_kernel", "other", "gemm"},
      // Names of teaching code and benchmark suites: ECE408's input unrolling for a convolution,
      // Rodinia's backprop, llm.c's encoder and fused residual, the steps of Harris's parallel
      // reduction, searches for an extremum
      {"matrix_unrolling_kernel(float const*, float*, int, int, int, int, int)", "other", "conv"},
      {"unroll_input_kernel", "other", "conv"},
      {"bpnn_layerforward_CUDA(float*, float*, float*, float*, int, int)", "other", "gemv"},
      {"bpnn_adjust_weights_cuda(float*, int, float*, int, float*, float*)", "other", "optimizer"},
      {"encoder_forward_kernel3(float*, int const*, float const*, float const*, int, int, int)",
       "other", "embedding"},
      {"fused_residual_forward_kernel5(float*, float*, float*, float*, float const*, int, int)",
       "other", "norm"},
      {"interleaved_addressing_2_step(int const*, int*, int)", "other", "reduce"},
      {"sequential_addressing_step(int const*, int*, int)", "other", "reduce"},
      {"warp_intrinsics_shfl_down_sync_step(int const*, int*, int)", "other", "reduce"},
      {"find_most_negative(float const*, int, int*, int*)", "other", "reduce"},
      {"findPeakLoop_kernel(MaxCandidate*, float const*, int)", "other", "reduce"},
      // Paddle's arg-max over CUB's reducer, its fluid embedding lookup
      {"void phi::ArgCUDAKernel<long, float, 64, cub::ArgMax>(long, long, long, float const*, "
       "long*)",
       "paddle", "reduce"},
      {"void paddle::operators::LookupTableV2<float, long, 256, 4, 256, true>(float*, float "
       "const*)",
       "paddle", "embedding"},
      {"create_flashmla_kv_indices_triton", "other", "copy"},
      {"compute_seg_indptr_triton_kernel", "other", "sort"},
      {"deepep_compute_src2dst_triton_kernel", "other", "sort"},
      // (batches 57 and 58) TensorRT's own CASK kernels and cuBLAS's xmma GEMV inside an engine
      {"sm75_xmma_cublas_gemvx_f16f16_f16_f32_nn_n_int32_unit_n_launch_param32x8x8_strided_unit_"
       "stride",
       "cublas", "gemv"},
      {"sm86_trt_conv_act_pool_v2_tile_rows_8_tile_cols_64", "tensorrt", "conv"},
      {"sm61_xmma_convolution_depthwiseFFMA_FP32NHWC_TR3_TS3_STRIDEH1_STRIDEW1", "tensorrt",
       "conv"},
      {"sm75_xmma_conv_fprop_fused_conv_act_fp16_NHWC_fp16_NHWC_KRSC_fp16_fp16_fp32", "tensorrt",
       "conv"},
      {"sm75_xmma_gemm_as_conv1x1_f16f16_f16_f16_nn_n_simt_small_batch_bias", "tensorrt", "conv"},
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage4_"
       "kernel_cudnn",
       "cudnn", "conv"},  // control: cuDNN's xmma convolutions
      {"sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1", "cublas",
       "gemm"},  // control
      // Myelin's fused kernels by their op tokens
      {"__myl_DivRounMaxMinCast_0x0123456789abcdef0123456789abcdef", "tensorrt", "quant"},
      {"__myl_SigmMaxMin_0x0123456789abcdef0123456789abcdef", "tensorrt", "elementwise"},
      {"__myl_AddRelu_0x0123456789abcdef0123456789abcdef", "tensorrt", "elementwise"},  // control
      {"__myl_SubMea_0x0123456789abcdef0123456789abcdef", "tensorrt", "reduce"},
      {"__myl_ResTraCpy_0x0123456789abcdef0123456789abcdef", "tensorrt", "copy"},  // control
      // TVM Relay's fused functions, with and without its AOT module prefix
      {"tvmgen_default_fused_nn_dense_add_nn_relu_kernel0", "tvm", "gemm"},
      {"fused_nn_batch_matmul_kernel0", "tvm", "gemm"},
      {"tvmgen_default_fused_nn_conv2d_add_kernel0", "tvm", "conv"},
      {"tvmgen_default_fused_nn_log_softmax_kernel1", "tvm", "softmax"},
      {"fused_force_kernel(float*, int)", "other", "other"},  // control: a C++ user kernel
      // cuFFT's real-to-complex packing; an Eigen reduction evaluated into a buffer
      {"void kernel_wrapper<unsigned int, &packC2R_kernel_impl<unsigned int, float>>("
       "RealComplex_st<unsigned int>)",
       "cufft", "fft"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorEvalToOp<Eigen::"
       "TensorReductionOp<Eigen::internal::SumReducer<float>, Eigen::IndexList<Eigen::type2index<"
       "0>> const, Eigen::TensorMap<Eigen::Tensor<float const, 2, 1, long>, 16, Eigen::MakePointer>"
       " const, Eigen::MakePointer> const, Eigen::MakePointer> const, Eigen::GpuDevice>, long>("
       "Eigen::TensorEvaluator<Eigen::TensorEvalToOp<Eigen::TensorReductionOp<Eigen::internal::"
       "SumReducer<float>, Eigen::IndexList<Eigen::type2index<0>> const, Eigen::TensorMap<Eigen::"
       "Tensor<float const, 2, 1, long>, 16, Eigen::MakePointer> const, Eigen::MakePointer> const, "
       "Eigen::MakePointer> const, Eigen::GpuDevice>, long)",
       "tensorflow", "reduce"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorEvalToOp<Eigen::"
       "TensorCwiseUnaryOp<Eigen::internal::scalar_log_op<float>, Eigen::TensorMap<Eigen::Tensor<"
       "float, 2, 1, long>, 16, Eigen::MakePointer> const> const, Eigen::MakePointer> const, "
       "Eigen::GpuDevice>, long>(Eigen::TensorEvaluator<Eigen::TensorEvalToOp<Eigen::"
       "TensorCwiseUnaryOp<Eigen::internal::scalar_log_op<float>, Eigen::TensorMap<Eigen::Tensor<"
       "float, 2, 1, long>, 16, Eigen::MakePointer> const> const, Eigen::MakePointer> const, "
       "Eigen::GpuDevice>, long)",
       "tensorflow", "elementwise"},  // control
      // nvcc's anonymous namespace as older demanglers print it
      {"void tensorflow::_GLOBAL__N__42_tmpxft_00001234_00000000_6_check_op_gpu_cu_cpp1_ii_"
       "abcdef12::CheckNumericsKernel<double>(double const*, int, int*)",
       "tensorflow", "reduce"},
      // THC's gathers and scatters, its depthwise convolution cut short
      {"void kernelPointwiseApply2<TensorPutOp<double, long>, double, long, unsigned int, -2, -2>("
       "OffsetInfo<double, unsigned int, -2>, OffsetInfo<long, unsigned int, -2>, unsigned int, "
       "TensorPutOp<double, long>)",
       "aten", "copy"},
      {"void spatialDepthwiseConvolutionAccGradParameters<f...", "aten", "conv"},
      // mul_mat_q as mmq; a GLU activation; a GEMV of a project's own namespace; cuDNN's FFT
      // padding
      {"void mmq_dp4a_kernel<64>(int const*, int const*, float*, int)", "other", "gemm"},
      {"void mylib::gemv_int8_kernel<4>(signed char const*, float*, int)", "other", "gemv"},
      {"gated_glu_fp32_kernel(float const*, float*, long)", "other", "elementwise"},
      {"void zeroPad64<float, float, false>(float const*, float*, int, int, int, int)", "cudnn",
       "conv"},
      // TensorRT's conversions to and from its half2 layout (NCHHW2), layout conversions as copies
      {"nchhw2ToNchwKernel", "tensorrt", "copy"},
      {"void cuInt8::nchwToNc4hw4<float>(float const*, signed char*, int)", "tensorrt", "copy"},
      {"void nhwc_to_nchw_kernel<float>(float const*, float*, int, int, int)", "other",
       "copy"},  // control
      // A physical operator's stencil is no division and no convolution
      {"compute_divergence_kernel(double const*, double*, int)", "other", "other"},
      {"convection_term_kernel(float*, float const*, int)", "other", "other"},
      {"elementwise_div_kernel(float*, float const*, int)", "other", "elementwise"},   // control
      {"conv2d_forward_kernel(float const*, float const*, float*)", "other", "conv"},  // control
      // (batch 59) CUTLASS as ncu prints it without namespaces; DeepGEMM and FlashInfer's norms cut
      // short; TensorRT-LLM-gen's attention; an activation-and-multiply with an index in its name
      {"void Kernel<GemmUniversal<MmaMultistage<GemmShape<128, 128, 32>, float>, "
       "EpilogueWithBroadcast<float>, GemmIdentityThreadblockSwizzle<1>>>(Params)",
       "cutlass", "gemm"},
      {"deep_gemm::sm90_fp8_ge", "other", "gemm"},
      {"flashinfer::norm::QKRM", "flashinfer", "norm"},
      {"mhaSm90Kernel_QkvBfloat16", "other", "attention"},
      {"gelu_and_mul_kernel_ep_index", "other", "elementwise"},
      {"silu_and_mul_quant_fp8_kernel", "other",
       "elementwise"},  // the activation, then its quantization
      // (batch 60) more of TensorRT's own tactics; Myelin's softmax and scatter
      {"sm86_conv_act_pool_v4_f16_4x112x3_nchw_f16_NCHW", "tensorrt", "conv"},
      {"sm86_xmma_deconv_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x32",
       "tensorrt", "conv"},
      {"sm75_xmma_conv_fprop_smallk_f16f16_f16_f32_nhwc_warptilesize16x16", "tensorrt", "conv"},
      {"sm86_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize64x64x32_stage4_by_fusion_tactic", "tensorrt",
       "gemm"},
      {"__myl_MaxrSubExpSumDiv_0x0123456789abcdef0123456789abcdef", "tensorrt", "softmax"},
      {"__myl_ConcScat_0x0123456789abcdef0123456789abcdef", "tensorrt", "copy"},
      // (session 17) cuBLAS registers its old GEMMs as gemm_kernel<M>x<N>_core; a bare
      // gemm_kernel is anyone's
      {"void gemm_kernel<float, 64, 64, 8>(float const*, float const*, float*, int, int, int)",
       "other", "gemm"},
      {"void gemm_kernel2x1_core<float, false, false, false, false, false>(float*, float const*, "
       "float const*, int, int, int, int, int, int, float*, float*, float, float, int)",
       "cublas", "gemm"},  // control
      // (session 17) the conv word counts in the kernel's own name, not in its namespace
      {"void spconv::gather_features_kernel<float, int, 64, 4>(float*, float const*, int const*, "
       "int, int)",
       "other", "copy"},
      {"void spconv::sparse_conv_fwd_kernel<float>(float*, float const*, int)", "other",
       "conv"},  // control
      // (session 17) CUTLASS's entry points running a convolution are conv, not gemm
      {"void cutlass::Kernel<cutlass::conv::kernel::ImplicitGemmConvolution<cutlass::conv::"
       "threadblock::ImplicitGemmMultistage<int>, (cutlass::conv::Operator)0>>(cutlass::conv::"
       "kernel::ImplicitGemmConvolution<int>::Params)",
       "cutlass", "conv"},
      {"void cutlass::device_kernel<cutlass::conv::kernel::ConvUniversal<int>>(cutlass::conv::"
       "kernel::ConvUniversal<int>::Params)",
       "cutlass", "conv"},
      {"void cutlass::Kernel<cutlass_tensorop_h16816fprop_optimized_64x64_64x5_nhwc_align8>("
       "cutlass_tensorop_h16816fprop_optimized_64x64_64x5_nhwc_align8::Params)",
       "cutlass", "conv"},
      {"void cutlass::Kernel<cutlass::gemm::kernel::GemmUniversal<int>>(cutlass::gemm::kernel::"
       "GemmUniversal<int>::Params)",
       "cutlass", "gemm"},  // control
      // (session 17) XLA's runtime kernels in its own namespace; CamelCase fp8 conversions
      {"void xla::gpu::kernel::RaggedAllToAllKernel<int>(int)", "xla", "comm"},
      {"void xla::gpu::(anonymous namespace)::ConvertFp8ToBf16Kernel(void const*, void*, long)",
       "xla", "quant"},
      {"void myproj::Bf16ToFp8Kernel<128>(void const*, void*, long)", "other", "quant"},
      // (session 17) FBGEMM's kernels as ncu prints them, without fbgemm_gpu::
      {"void _float_to_fused8bitrowwise_cuda_kernel<float>(float const*, int, int, unsigned char*)",
       "fbgemm", "quant"},
      {"_fusednbitrowwise_to_float_cuda_kernel", "fbgemm", "quant"},
      {"void jagged_dense_bmm_kernel<64, 32, float>(int)", "fbgemm", "gemm"},
      {"_block_bucketize_sparse_features_cuda_kernel2", "fbgemm", "copy"},
      {"reorder_batched_ad_lengths_kernel", "fbgemm", "copy"},
      {"void at::native::(anonymous namespace)::RowwiseMomentsCUDAKernel<float>(long, float, "
       "float const*, float*, float*)",
       "aten", "norm"},  // control
      // (session 17) Apex's MLP activations are pointwise, its loss-scale update AMP's; NVFP4
      // and MXFP8 scale factors are quantization
      {"void Relu_fprop<float>(float*, unsigned int, unsigned int)", "apex", "elementwise"},
      {"void update_scale_hysteresis_cuda_kernel<float>(float*, int*, int*, int*, float const*, "
       "double, double, int, int)",
       "apex", "optimizer"},
      {"void transformer_engine::nvfp4_compute_global_scale_kernel<float>(float const*, float*, "
       "int)",
       "transformer_engine", "quant"},
      {"nvfp4_scale_transpose_kernel", "other", "quant"},
      {"void nvfp4_gemm_kernel<128>(int)", "other", "gemm"},  // control
      // (session 17) FlashInfer's kernels as ncu prints them, without flashinfer:: (their names
      // are FlashInfer's alone: flashinfer since session 20)
      {"void MergeStatesKernel<8u, 16u, 8u, 4u, __half, __half>(__half*, float*, __half*, float*, "
       "unsigned int, unsigned int, unsigned int)",
       "flashinfer", "attention"},
      {"void AppendPagedKVCacheKernel<128u, 8u, __half, int>(int)", "flashinfer", "copy"},
      // (session 48: a KV-cache append that quantizes on the way is a cache write, `copy`, as
      // vLLM's indexer_k_quant_and_cache_kernel; was `quant` here)
      {"void NVFP4QuantizeAppendPagedKVCacheKernel<128u>(int)", "flashinfer", "copy"},
      // (session 17) GEGLU and ReGLU activations (Liger's Triton kernels) are pointwise
      {"_geglu_forward_kernel_flat", "other", "elementwise"},
      {"_reglu_backward_kernel", "other", "elementwise"},
      // (session 17) ATen's kernels without their namespace by ATen's own names, not by a word
      // any project may start a kernel with (CUDA samples' bitonicSortShared, a tutorial's
      // max_pool_kernel)
      {"void bitonicSortShared<1u>(unsigned int*, unsigned int*, unsigned int*, unsigned int*, "
       "unsigned int, unsigned int)",
       "other", "sort"},
      {"void max_pool_kernel<float>(float const*, float*, int, int, int)", "other", "reduce"},
      {"layer_norm_kernel", "other", "norm"},
      {"adaptive_threshold_kernel", "other", "elementwise"},
      {"batch_norm_collect_statistics_kernel", "aten", "norm"},  // control
      {"max_pool_forward_nchw", "aten", "reduce"},               // control
      {"bitonicSortKVInPlace", "aten", "sort"},                  // control
      // (session 17) image filters that are convolutions (Sobel, box); a scalar product is a dot
      // product
      {"sobelFilter(unsigned char*, unsigned int, int, int, float)", "other", "conv"},
      {"d_boxfilter_rgba_x(cudaSurfaceObject_t, cudaTextureObject_t, int, int, int)", "other",
       "conv"},
      {"SobelCopyImage(unsigned char*, unsigned int, int, int, float)", "other",
       "copy"},  // control
      {"scalarProdGPU(float*, float*, float*, int, int)", "other", "gemv"},
      // (session 17) a softmax over attention scores is softmax (DeepSpeed's attn_softmax);
      // DeepSpeed's fused layer norms (fused_ln, fused_residual_ln)
      {"void attn_softmax_v2<__half>(__half*, __half const*, __half const*, float, bool, int)",
       "other", "softmax"},
      {"void attention_softmax_kernel<float>(float*, float const*, int)", "other", "softmax"},
      {"void attn_fwd_kernel<64>(float const*, float const*, float*)", "other",
       "attention"},                                    // control
      {"attention_sm80_kernel", "other", "attention"},  // control
      {"void fused_ln<__half>(__half*, __half const*, __half const*, __half const*, float, int)",
       "other", "norm"},
      {"void fused_residual_ln<__half>(__half*, __half const*, __half const*, int)", "other",
       "norm"},
      // (session 17) Thrust's fill through CUB's for_each (CCCL 2.8 and later)
      {"void cub::_V_300000_SM_900::detail::for_each::static_kernel<cub::_V_300000_SM_900::detail::"
       "for_each::policy_hub_t::policy_500_t, long, thrust::THRUST_300000_SM_900_NS::cuda_cub::__"
       "fill::functor<float*, float>>(long, thrust::THRUST_300000_SM_900_NS::cuda_cub::__fill::"
       "functor<float*, float>)",
       "cub_thrust", "elementwise"},
      // (session 17) an Inductor kernel fused around cuDNN's attention op is not cuDNN's
      {"triton_poi_fused__scaled_dot_product_cudnn_attention_clone_view_0", "triton",
       "elementwise"},
      // (session 17, review) the other FBGEMM stems, and ATen's bare names the narrowed rule
      // still claims
      {"void permute_2D_data_kernel<true, int, int, float>(int, int, int, int const*, float "
       "const*)",
       "fbgemm", "copy"},
      {"void gqa_attn_splitk_qk_kernel<64>(int)", "fbgemm", "attention"},
      {"adaptive_average_pool", "aten", "reduce"},       // control
      {"avg_pool2d_out_cuda_frame", "aten", "reduce"},   // control
      {"layer_norm_grad_input_kernel", "aten", "norm"},  // control
      // (session 18) CuTe-DSL kernels: the library from the object's module path, the family
      // from the module and class, never from the argument descriptors after `_object_at_`
      {"kernel_cutlass_kernel_vllmops_linearmy_splitkMySplitK_object_at__tensorptrbf16gmemalign16_"
       "matrix_0",
       "vllm", "gemm"},
      {"kernel_cutlass_kernel_vllmops_normMyRMSNormKernel_object_at__tensorptrf16_0", "vllm",
       "norm"},
      {"kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at_"
       "_tensorptr_0",
       "flash_attn", "attention"},
      {"kernel_cutlass_kernel___main__MyTopKKernel_object_at__TiledMMA_interleave_gemm_0", "other",
       "sort"},
      {"kernel_cutlass_kernel_mypkgopsMyCopyKernel_object_at__tensorptrf32_gemm_0", "other",
       "copy"},
      {"kernel_cutlass_kernel_flashinferopsMyFusedAddRMSNormKernel_object_at__tensorptrf32_0",
       "flashinfer", "norm"},  // control
      // split-K GEMMs by their word; split_kv is attention's
      {"ll_bf16_splitk", "other", "gemm"},
      {"my_op_split_k_0", "other", "gemm"},
      {"my_gemv_split_k", "other", "gemv"},  // control: a split-K GEMV
      {"void phi::funcs::SplitKernel_<float>(float const*)", "paddle", "copy"},  // control
      {"split_kernel_f32", "other", "copy"},                   // control: torch.split
      {"flash_decode_split_kv_kernel", "other", "attention"},  // control
      // an LLM layer's norm fused with RoPE or quantization is a norm, not a vector's norm
      {"void ns::fusedV2QNormRopeKernel<float>(float*)", "other", "norm"},
      {"fusedNormRopeQuantKernel", "other", "norm"},
      {"_q_norm_quant_kernel", "other", "norm"},
      {"_k_norm_rope_kernel", "other", "norm"},
      {"proj_fuse_with_norm_kernel", "other", "norm"},
      {"vector_norm_kernel(float const*, float*, int)", "other", "reduce"},  // control
      {"knorm_kernel", "other", "reduce"},                                   // control
      // FlashMLA's first kernels kept FlashAttention's namespace: DeepSeek's, not FlashAttention's
      {"void flash::flash_fwd_splitkv_mla_kernel<T>(Flash_fwd_mla_params)", "other", "attention"},
      {"void flash::flash_fwd_splitkv_mla_combine_kernel<T, 512>(Flash_fwd_mla_params)", "other",
       "attention"},
      {"void flash::flash_fwd_splitkv_kernel<T>(Flash_fwd_params)", "flash_attn",
       "attention"},  // control
      // (session 18, batch 63) NPP's filters by their functors; arithmetic; `all` means every
      {"void TwoPassFilter8u<unsigned char, int=3, FilterBox3x3Functor<unsigned char, int=3>, "
       "int=3>(Image<unsigned char, int=3>, NppiSize)",
       "other", "conv"},
      {"gaussian_blur_kernel(float const*, float*, int, int)", "other", "conv"},
      {"void FilterMedian8u<unsigned char, int=1>(Image<unsigned char, int=1>, NppiSize)", "other",
       "sort"},  // control: a median filter is no convolution
      {"binary_arith_kernel(float*, float const*, int)", "other", "elementwise"},
      {"update_all_particles(float*)", "other", "other"},
      {"gpu_all_sum_kernel(float*)", "other", "reduce"},  // control
      // (session 18) a study of vLLM's and SGLang's sources: ggml's MoE products in their GGUF
      // copy, SGLang's fused MoE gate and KV-cache transfers, FP8 conversion in a namespace
      {"void moe_q4_K<float, false>(void const*, void const*, float*)", "ggml", "gemm"},
      {"void moe_q8_0<c10::Half, true>(void const*, void const*, c10::Half*)", "ggml", "gemm"},
      {"void moe_vec_q<float, 32, 4>(void const*, void const*, float*)", "ggml", "gemv"},
      {"void moe_fused_gate_kernel<float, 8>(float*, float*, int)", "other", "sort"},
      {"void transfer_kernel_impl<true>(void const*, void*, long const*)", "other", "copy"},
      {"void transfer_page_head_kernel_impl<false>(void const*, void*)", "other", "copy"},
      {"void vllm::convert_fp8_kernel<float, unsigned char>(float const*, unsigned char*)", "vllm",
       "quant"},
      {"void moe_gate_up_gemm_kernel<float>(float*)", "other", "gemm"},  // control
      {"void get_group_gemm_starts<float, int>(int const*, float**, float**)", "other", "other"},
      {"void expert_specialization::groupedGemmPreComputeKernel<64>(int*)", "other", "other"},
      {"void grouped_gemm_kernel<float>(float*)", "other", "gemm"},  // control
      {"void (anonymous namespace)::FusedSiLUMulQuantFP8Kernel<float>(float*)", "other", "quant"},
      {"void (anonymous namespace)::all2AllKernel<8>(void**, int)", "other", "comm"},
      {"ep_all_2_all_dispatch(float*)", "other", "comm"},
      // (session 18, batch 64) Myelin's later suffix and its Fc token, Transformer Engine's and
      // DeepEP's bare short names, ATen's FSDP2 copies, conversions between wider types
      {"__myl_FcMulAdd_myl1_4", "tensorrt", "gemm"},
      {"__myl_CastFcRelu_myl0_2", "tensorrt", "gemm"},
      {"up_matmul_layout_myl0_9", "tensorrt", "gemm"},
      {"__myl_ResTraSli_myl0_3", "tensorrt", "copy"},
      {"__myl_ErfRecip_myl0_2", "tensorrt", "elementwise"},
      {"ln_fwd_general_kernel", "transformer_engine", "norm"},
      {"rmsnorm_bwd_finalize_general_kernel", "transformer_engine", "norm"},
      {"cached_notify_combine", "other", "comm"},
      {"half2_to_float_kernel(int)", "other", "elementwise"},
      {"bf16_to_fp8_kernel(float*)", "other", "quant"},  // control
      {"chunk_cat_cuda_kernel", "aten", "copy"},
      // (session 18, batch 66) a cuDNN name cut inside its "cudnn"; THCUNN's pooling, bare
      {"turing_fp16_s1688cud", "cudnn", "conv"},
      {"volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_nn", "cublas", "gemm"},  // control
      {"AvePoolBackward", "aten", "reduce"},
      {"void caffe::MaxPoolForward<float>(int, float const*)", "other", "reduce"},  // control
      // (session 18, batch 67) TVM's functions as its own profiler prints them, without _kernel
      {"tvmgen_default_fused_nn_max_pool2d_3", "tvm", "reduce"},
      {"tvmgen_mod_fused_nn_dense_add", "tvm", "gemm"},
      // (session 18, batch 66) cuDNN's first-layer engine, bare
      {"first_layer_wgrad_kernel", "cudnn", "conv"},
      {"generic4Channel_kernel", "cudnn", "conv"},
      // (session 18, batch 69) a random distribution, not a physical one; rnd after a namespace
      {"spread_charge_distribution_kernel(float*, float const*, int)", "other", "other"},
      {"void sim::RndInit(curandStateXORWOW*, unsigned long long, int)", "other", "rng"},
      {"void ns::uniform_distribution_kernel<float>(float*, int)", "other", "rng"},  // control
      {"void tcnn::kernel_mlp_fused_backward<64, __half, true>(int)", "other", "gemm"},
      {"void tcnn::kernel_grid_backward<float, 3u, 2u>(unsigned int)", "other", "embedding"},
      // (session 19, batch 70) XLA's unfused HLO instructions, bare; Threefry; a Hadamard product;
      // an identity fill; a matrix or triangle taken out; LAPACK's expert "x"; cuSPARSE's
      // coefficients
      {"concatenate_3", "xla", "copy"},
      {"shift_right_logical_3", "xla", "elementwise"},
      {"convert_2", "xla", "elementwise"},
      {"reduce_1(int*, int*)", "other", "reduce"},  // control
      {"jax::<unnamed>::ThreeFry2x32Kernel(const unsigned int *, unsigned int *, long)", "xla",
       "rng"},
      {"void cdt::crossHadamardMixedKernel<float>(const long *, const T1 *, T1 *, int)", "other",
       "elementwise"},
      {"void (anonymous namespace)::fast_hadamard_transform_kernel<int>(HadamardParamsBase)",
       "other", "fft"},  // control
      {"void lapack_identity_kernel<double, int=8>(int, int, double*, int)", "cusolver",
       "elementwise"},
      {"void extract_mat<16>(const float *, float *, int)", "other", "copy"},
      {"void kernel_extract_uplo_A<double2, int=5, int=3>(int, double2 const *)", "cusolver",
       "copy"},
      {"extract(long, float*)", "other", "other"},  // control
      {"void stedcx_convert_kernel<double2, double, int=8>(int, int, double const *, int, "
       "double2*, int)",
       "cusolver", "elementwise"},
      {"void vector_scalar_multiply_kernel<256, AlignedVectorScalarMultiplyPolicy, int, float, "
       "float>(KernelCoeff<T5>, T3, T4 *)",
       "cusparse", "elementwise"},
      // (session 19, batch 71) "gemma" is a model, not a GEMM; an MoE router; vLLM in a CUTLASS
      // launcher and its norms cut to their return type; cuDSS's helpers; Kepler cuBLAS's syrk;
      // "fma" only as a word (not in "centerOfMass", a reduction)
      {"_gemma4_routing_kernel", "other", "sort"},
      {"_gemma4_rope_kernel", "other", "elementwise"},
      {"void moe::topk_router_kernel<float>(float const*, int*)", "other", "sort"},  // control
      {"void cutlass::device_kernel<vllm::cutlass_3x_gemm_fp8<int>>(int)", "vllm", "gemm"},
      {"std::enable_if<(((8)>(0)))&&vllm::_typeConvert<c10::...", "vllm", "norm"},
      {"void cudss::trans_columns_ker<int, int, long, int, 128>(T4, const T1 *)", "other", "copy"},
      {"void cudss::nnz_per_col_ker<long, int, 128, 0>(T2, const T1 *)", "other", "reduce"},
      {"void cudss::perm_ker<double, int, 128, 1>(unsigned int, T2, T1 *)", "other", "copy"},
      {"dsyrk_sm35_ldg_nt_64x8x128x8x32", "cublas", "gemm"},
      {"centerOfMassGPU_100_gpu(Particles const &, int)", "other", "reduce"},
      {"fma_kernel(float*, float*)", "other", "elementwise"},  // control
      {"my_gemm_kernel", "other", "gemm"},                     // control
      // (session 19, batch 72) MXNet's reductions along an axis; a radix tree is no radix sort;
      // OneSweep's digit binning; cuBLAS's GEMV as TensorRT builds it; TensorRT's internals; NPP's
      // colour-space conversion
      {"_ZN7mshadow4cuda13MapPlanKernelINS_2sv6savetoELi8ENS_4expr4PlanINS_6TensorINS_"
       "3gpuELi2EfEEfEENS5_INS4_17ReduceWithAxisExpINS_3red7maximumENS6_IS7_"
       "Li3EfEEfLi3ELb1ELi2EEEfEEEEvT1_jNS_5ShapeILi2EEET2_",
       "other", "reduce"},
      {"_ZN7mshadow4cuda13MapPlanKernelINS_2sv6plustoELi8ENS_4expr4PlanINS_6TensorINS_"
       "3gpuELi2EfEEfEENS5_INS4_14Broadcast1DExpINS6_IS7_Li1EfEEfLi2ELi1EEEfEEEEvT1_jNS_"
       "5ShapeILi2EEET2_",
       "other", "elementwise"},  // control
      {"gpu::k_BuildRadixTree_Deps(const int *, int *)", "other", "other"},
      {"radix_sort_kernel(int*)", "other", "sort"},  // control
      {"gpu::k_DigitBinning_WithLogicalBlocks(unsigned int *, int)", "other", "sort"},
      {"sm50_xmma_cublas_gemvx_f16f16_f32_f32_nn_n_int32_unit_n_launch_param64x8x8_strided_unit_"
       "stride_execute_kernel_trt",
       "cublas", "gemv"},
      {"void cuPad::pad<__half, (int)128>(__half *, nvinfer1::rt::ReducedDivisor)", "tensorrt",
       "copy"},
      {"void xmma_trt::implicit_gemm::strided_dgrad_indexed::kernel_helper_stage_0<int>(int)",
       "tensorrt", "conv"},
      {"void ForEachPixelNaiveBy4<unsigned char, (int)3, "
       "ColorConversionNV12_P2ToRGB_C3_By4Functor<unsigned char>>(Image<unsigned char, 3>, "
       "NppiSize, int)",
       "other", "elementwise"},
      // (session 19, batch 73) CuTe-DSL kernels whose function is `_kernel`; ATen's
      // repeat_interleave, outside any namespace
      {"kernel_cutlass__kernel_vllmv1attentionbackendscute_pagedkernelDecodeKernel_object_at__"
       "tensorptrbf16_gmem_o_1_0",
       "vllm", "attention"},
      {"kernel_cutlass__kernel_flashinfergemmkernelsdense_gemmDenseGemmKernel_object_at__"
       "tensorptrbf16_0",
       "flashinfer", "gemm"},
      {"void compute_cuda_kernel<int>(int const*, long const*, int*, long, long)", "aten", "copy"},
      {"void my::compute_cuda_kernel<int>(int*)", "other", "other"},  // control
      // (session 19, batches 74-75) matrices multiplied (mulMats); column sums; a linear layer
      // named with its precision; gemm before a tool's cut; DeepSeek's lightning indexer;
      // Gumbel-max sampling; FlashMLA's sparse kernels in flash::; ATen's norm statistics, cut
      {"g_mulMats(float *, float *, float *, int, int, int)", "other", "gemm"},
      {"g_mulMatsFirstTransposed(float *, float *, float *, int, int, int)", "other", "gemm"},
      {"g_mulMatsElemWise(float *, float *, float *, int, int)", "other",
       "elementwise"},  // control
      {"g_sumColsMat(float *, float *, int, int)", "other", "reduce"},
      {"_grouped_fp4_linear_kernel", "other", "gemm"},
      {"_quantized_linear_fp8_kernel", "other", "gemm"},
      {"gpu_broadcast_kernel_linear(int)", "other", "elementwise"},  // control
      {"gemm_ktype0_aiu1_mtype1_dtypeBF16xBF16xFP32xFP32xFP3...", "other", "gemm"},
      {"_indexer_bf16_logits_kernel", "other", "attention"},
      {"_gumbel_sample_kernel", "other", "rng"},
      {"void flash::flash_sparse_prefill_fwd_kernel<Flash_fw...", "other", "attention"},
      {"void at::native::(anonymous namespace)::RowwiseMoment...", "aten", "norm"},
      // (session 19, batch 76) vLLM's KV-cache gathers; Inductor's RMS norm cut by the profiler's
      // table; MoE top-k gating; ATen's index fills, cut
      {"void vllm::gather_and_maybe_dequant_cache<__nv_bfloat16, __nv_bfloat16, "
       "(vllm::Fp8KVCacheDataType)0…",
       "vllm", "copy"},
      {"void vllm::scaled_fp8_quant_kernel<float>(float*)", "vllm", "quant"},  // control
      {"triton_red_fused__to_copy_add_addmm_mean_mul_pow_rsq...", "triton", "norm"},
      {"triton_red_fused__to_copy_add_embedding_mean_mul_pow...", "triton", "norm"},
      {"triton_red_fused_mean_pow_sum_3", "triton", "reduce"},  // control
      {"void vllm::moe::topkGatingSoftmax<8, 32, 4, 16, 32, ...", "vllm", "sort"},
      {"at::native::(anonymous namespace)::fill_index_and_se...", "aten", "elementwise"},
      // (session 19, batch 77) Thrust's identity transform as Thrust 1 spells it, and its binary
      // search through for_each
      {"void "
       "thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__parallel_for::ParallelForAgent<"
       "thrust::cuda_cub::__transform::unary_transform_f<int *, int *, "
       "thrust::cuda_cub::__transform::no_stencil_tag, thrust::identity<int>, "
       "thrust::cuda_cub::__transform::always_true_predicate>, long>, long>(long)",
       "cub_thrust", "copy"},
      {"void "
       "thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__parallel_for::ParallelForAgent<"
       "thrust::cuda_cub::__transform::unary_transform_f<int *, int *, "
       "thrust::cuda_cub::__transform::no_stencil_tag, square<int>, "
       "thrust::cuda_cub::__transform::always_true_predicate>, long>, long>(long)",
       "cub_thrust", "elementwise"},  // control
      {"void "
       "thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__parallel_for::ParallelForAgent<"
       "thrust::cuda_cub::for_each_f<thrust::zip_iterator<int>, "
       "thrust::detail::wrapped_function<thrust::system::detail::generic::detail::binary_search_"
       "functor<int>, void>>, long>, long>(long)",
       "cub_thrust", "sort"},
      // (session 20, batch 78) RAJAPerf's kernels by its names (PolyBench's products, Kripke's
      // LTimes, STREAM's dot, FIR), PolyBench's gemver is no cuBLAS GEMV; a dot product after a
      // namespace; mfem's sparse matrix-vector products in a lambda launcher
      {"void rajaperf::polybench::poly_mvt_1<128ul>(double*, double*, double*, long)", "other",
       "gemv"},
      {"void rajaperf::polybench::poly_3mm_2_lam<128ul>(long)", "other", "gemm"},
      {"void rajaperf::polybench::poly_jacobi_2D_1<128ul>(double*, double*, long)", "other",
       "other"},  // control: a stencil
      {"void rajaperf::apps::ltimes_noview<128ul>(double*, double*, double*, long)", "other",
       "gemm"},
      {"void rajaperf::apps::fir<128ul>(double*, double*, long)", "other", "conv"},
      {"void rajaperf::stream::dot<256ul>(double*, double*, double*, long)", "other", "gemv"},
      {"gemver_kernel2(int, float, float, float*, float*, float*)", "other", "gemv"},
      {"void RAJA::policy::cuda::impl::forall_cuda_kernel<RAJA::policy::cuda::cuda_exec<256>, "
       "void rajaperf::polybench::POLYBENCH_GESUMMV::runCudaVariantImpl<256ul>(rajaperf::"
       "VariantID)::{lambda(long)#1}>(long)",
       "other", "gemv"},
      {"void RAJA::policy::cuda::impl::forall_cuda_kernel<RAJA::policy::cuda::cuda_exec<256>, "
       "void rajaperf::polybench::POLYBENCH_2MM::runCudaVariantImpl<256ul>(rajaperf::VariantID)"
       "::{lambda(long)#2}>(long)",
       "other", "gemm"},
      {"void RAJA::policy::cuda::impl::forall_cuda_kernel<RAJA::policy::cuda::cuda_exec<256>, "
       "void rajaperf::apps::PRESSURE::runCudaVariantImpl<256ul>(rajaperf::VariantID)::"
       "{lambda(long)#1}>(long)",
       "other", "other"},  // control
      {"void RAJA::internal::CudaKernelLauncher<void LPlusTimesSdom::operator()<Kripke::"
       "ArchLayoutT<Kripke::ArchT_CUDA, Kripke::LayoutT_DGZ>>(int)::{lambda(int)#1}>(int)",
       "other", "gemm"},
      {"void cgk::dot_partial<256>(long, double const*, double const*, double*)", "other", "gemv"},
      {"void solver::dotty_kernel(double*)", "other", "other"},  // control
      {"void mfem::CuKernel1D<mfem::SparseMatrix::AddMultTranspose(mfem::Vector const&, "
       "mfem::Vector&, double) const::{lambda(int)#1}>(int, mfem::SparseMatrix::AddMultTranspose("
       "mfem::Vector const&, mfem::Vector&, double) const::{lambda(int)#1})",
       "other", "gemv"},
      {"void mfem::CuKernel1D<mfem::ElementRestriction::MultTranspose(mfem::Vector const&, "
       "mfem::Vector&) const::{lambda(int)#1}>(int, int)",
       "other", "other"},  // control: not a matrix's product
      // (session 20, batch 79) Kepler cuBLAS's strided batched GEMMs; TensorFlow's softmax
      // cross-entropy gradient, computed by a generator; cuDNN's implicit GEMM output fill
      {"zgemm_strided_batched_sm35_ldg_tn_32x16x64x16x16", "cublas", "gemm"},
      {"sgemm_strided_batched_sm35_ldg_nn_128x8x256x16x32", "cublas", "gemm"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<"
       "Eigen::TensorMap<Eigen::Tensor<double, 2, 1, int>, 16>, Eigen::TensorGeneratorOp<"
       "tensorflow::generator::SparseXentGradGenerator<double, int>, Eigen::TensorMap<"
       "Eigen::Tensor<double, 2, 1, int>, 16> const> const> const, Eigen::GpuDevice>, int>("
       "Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::TensorMap<Eigen::Tensor<double, 2, 1, "
       "int>, 16>, Eigen::TensorGeneratorOp<tensorflow::generator::SparseXentGradGenerator<double, "
       "int>, Eigen::TensorMap<Eigen::Tensor<double, 2, 1, int>, 16> const> const> const, "
       "Eigen::GpuDevice>, int)",
       "tensorflow", "elementwise"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<"
       "Eigen::TensorMap<Eigen::Tensor<float, 2, 1, long>, 16>, Eigen::TensorGeneratorOp<"
       "tensorflow::generator::OneGenerator<float, int>, Eigen::TensorMap<Eigen::Tensor<float, 2, "
       "1, long>, 16> const> const> const, Eigen::GpuDevice>, long>(Eigen::TensorEvaluator<"
       "Eigen::TensorAssignOp<Eigen::TensorMap<Eigen::Tensor<float, 2, 1, long>, 16>, "
       "Eigen::TensorGeneratorOp<tensorflow::generator::OneGenerator<float, int>, "
       "Eigen::TensorMap<Eigen::Tensor<float, 2, 1, long>, 16> const> const> const, "
       "Eigen::GpuDevice>, long)",
       "tensorflow", "copy"},  // control: one-hot
      {"void cudnn::maxwell::gemm::setOutputKernel<__half>(int, __half*, __half)", "cudnn",
       "elementwise"},
      {"setOutputKernel(int, float*, float)", "other", "other"},  // control: not cuDNN's
      // (session 20, batch 80) a block-linear frame made pitch-linear (NVDEC's layouts); a
      // kernel that duplicates entries; red as a colour, not a reduction; nonzeros counted per
      // row; ATen's TensorInfo in an extension's arguments names no library
      {"ConvertNV12BLtoNV12", "other", "copy"},
      {"convert_blocklinear_to_pitchlinear_kernel(unsigned char const*, unsigned char*)", "other",
       "copy"},
      {"ConvertNV12ToRGB(unsigned char const*, uchar3*, int, int)", "other",
       "elementwise"},  // control: a colour conversion
      {"void duplicateWithKeys(int, float2 const*, unsigned long*, unsigned int*)", "other",
       "copy"},
      {"extract_red_mask(unsigned char const*, bool*, int)", "other", "elementwise"},
      {"block_red_kernel(float*, float*, int)", "other", "reduce"},  // control
      {"update_65_gpu__red", "other", "reduce"},                     // control
      {"void csr_get_row_nnz_kernel<int>(int const*, int*, int)", "other", "reduce"},
      {"void segment_coo_kernel<float, 0, 1>(float const*, at::cuda::detail::TensorInfo<long, "
       "int>, float*, long*, long, long)",
       "other", "reduce"},
      {"void kernelHistogram1D<float, float, long, 1, 2, -1, 1>(at::cuda::detail::TensorInfo<"
       "float, long>, at::cuda::detail::TensorInfo<float, long>, at::cuda::detail::TensorInfo<"
       "float, long>, long, float, float, long, long)",
       "aten", "reduce"},  // control: ATen's own, outside a namespace
      {"void (anonymous namespace)::scale_rows_kernel<c10::Half>(c10::Half*, int)", "aten",
       "elementwise"},  // control: c10 types in an anonymous-namespace template still name ATen
      {"void custom_fill<at::native::OpaqueType<4>>(int)", "aten", "elementwise"},  // control
      // (session 20, batch 81) FlashInfer's kernels without their namespace; Trixi.jl's DG
      // steps; Taichi's copies to external arrays; Numba's array assignment; a sparse
      // matrix-vector product named mv_csr; merge path; a remap; cvt; dot only as a word
      {"void SinglePrefillWithKVCacheKernel<0, 1, 16, 8, 2, 4, DefaultAttention<0, 0, 0, 0>, "
       "Params>(T9)",
       "flashinfer", "attention"},
      {"void VariableLengthMergeStatesKernel<8u, 16u, 1u, 4u, __half, __half, int>(__half*, "
       "float*, int*, __half*, float*, unsigned int, unsigned int*)",
       "flashinfer", "attention"},
      {"gpu_prolong2boundaries_kernel_(CompilerMetadata<DynamicSize, DynamicCheck, void>)", "other",
       "copy"},
      {"gpu_apply_jacobian_kernel_(CompilerMetadata<DynamicSize, DynamicCheck, void>)", "other",
       "elementwise"},
      {"gpu_calc_volume_integral_kernel_(CompilerMetadata<DynamicSize, DynamicCheck, void>)",
       "other", "other"},  // control
      {"ext_arr_to_matrix_c30_0_kernel_0_range_for", "other", "copy"},
      {"cudapy::numba::cuda::cudadrv::devicearray::_assign_kernel::_3clocals_3e::kernel[abi:v1,"
       "cw51cXTLSUwv1sDUaKthqqNgA…",
       "other", "copy"},
      {"void vector_mv_coo<64>(int, int const*, int const*, double const*, double const*, double*)",
       "other", "gemv"},
      {"void merge_path_partition<int>(int const*, int, int const*, int, int*)", "other", "sort"},
      {"remap_indices_kernel(int const*, int*, int)", "other", "copy"},
      {"void cvt<float, __half>(float*, __half const*, int)", "other", "elementwise"},
      {"void rdwdot_kernel<double>(double const*, double const*, double*, double, double const*)",
       "other", "other"},
      {"void dot_kernel<float, 128, 0, cublasDotParams<cublasGemvTensor<float const>, "
       "cublasGemvTensorStridedBatched<float>>>(cublasDotParams<cublasGemvTensor<float const>, "
       "cublasGemvTensorStridedBatched<float>>)",
       "cublas", "gemv"},  // control
      // (session 20, batch 82) TensorRT's GEMM tactics with a version suffix (before TensorRT 7
      // prefixed trt_) and Myelin's fused xmma GEMMs; its layers cuInt8:: and cuEltwise::; a
      // Myelin move
      {"pascal_sgemm_64x64_relu_nn_v1", "tensorrt", "gemm"},
      {"turing_h1688gemm_128x128_ldg8_relu_nn_v1", "tensorrt", "gemm"},
      {"volta_sgemm_128x64_nn", "cublas", "gemm"},  // control: cuBLAS's own
      {"sm86_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize64x64x64_stage3_warpsize2x2x1_tensor16x8x16_"
       "fused",
       "tensorrt", "gemm"},
      {"sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1_"
       "tensor16x8x16_"
       "execute_kernel_cublas",
       "cublas", "gemm"},  // control
      {"void cuInt8::nchwToNhwcKernel<__half>(int, int, int, int, int, int, int, int, bool, __half "
       "const*, __half*)",
       "tensorrt", "copy"},
      {"void nchwToNhwcKernel<float, float, float, true, false>(int, int, int, int, float const*, "
       "float*)",
       "cudnn", "copy"},  // control
      {"void cuEltwise::eltwise<cuEltwise::SimpleAlgo<__half, float>, "
       "cuEltwise::Compute<(nvinfer1::ElementWiseOperation)1>>(cuEltwise::LaunchParams)",
       "tensorrt", "elementwise"},
      {"__myl_bb1_3_Mov", "tensorrt", "copy"},
      // XLA's Triton fusions are XLA's (its rewriters name them); Inductor's Triton kernels stay
      // Triton's.
      {"triton_softmax_17", "xla", "softmax"},
      {"triton_softmax", "xla", "softmax"},
      {"triton_gemm_dot_42", "xla", "gemm"},
      {"triton_per_fused__softmax_3", "triton", "softmax"},  // control
      {"triton_tem_fused_mm_1", "triton", "gemm"},           // control
      {"triton_softmax_kernel", "triton", "softmax"},        // control: a kernel written in Triton
      {"triton_gemm_kernel", "triton", "gemm"},              // control
      // DGL's g-SpMM and g-SDDMM by their binary and reduce ops: copying an operand and reducing
      // is a reduction, a pointwise op on the edges elementwise, a product gemm.
      {"void dgl::aten::cuda::SpMMCsrKernel<int, float, dgl::aten::cuda::binary::CopyLhs<float>, "
       "dgl::aten::cuda::reduce::Min<int, float, false>, false, false>(float const*)",
       "other", "reduce"},
      {"void dgl::aten::cuda::SpMMCooKernel<long, __half, "
       "dgl::aten::cuda::binary::CopyRhs<__half>, "
       "dgl::aten::cuda::reduce::Sum<long, __half, true>, true, false>(__half const*)",
       "other", "reduce"},
      {"void dgl::aten::cuda::SpMMCsrKernel<long, float, dgl::aten::cuda::binary::Mul<float>, "
       "dgl::aten::cuda::reduce::Sum<long, float, false>, false, true>(float const*)",
       "other", "gemm"},  // control: a sparse product
      {"void dgl::aten::cuda::SDDMMCsrKernel<int, double, dgl::aten::cuda::binary::Add<double>, "
       "false, false, 0, 2>(double const*)",
       "other", "elementwise"},
      {"void dgl::aten::cuda::SDDMMCooKernel<long, float, dgl::aten::cuda::binary::Dot<float>, "
       "false, false, 0, 2>(float const*)",
       "other", "gemm"},  // control
      {"void dgl::aten::cuda::SDDMMCooKernel<long, float, dgl::aten::cuda::binary::CopyLhs<float>, "
       "false, false, 0, 2>(float const*)",
       "other", "copy"},
      {"void dgl::aten::cuda::SDDMMCooTreeReduceKernel<long, float, false, false, 0, 2>(float "
       "const*)",
       "other", "gemm"},  // control
      // torchvision's deformable convolution; MSDeformAttn's sampling is attention.
      {"void vision::ops::(anonymous namespace)::deformable_col2im_coord_kernel<float, int>(int, "
       "float const*)",
       "other", "conv"},
      {"void vision::ops::(anonymous namespace)::deformable_...", "other", "conv"},
      {"void ms_deformable_im2col_gpu_kernel<float>(int, float const*)", "other",
       "attention"},  // control
      // Names as newer Nsight Compute versions print them, with only the innermost namespace:
      // ATen's (at::native:: as native::, at::native::sbtopk:: as sbtopk::) and CUB's (its
      // detail::reduce:: as reduce::, ATen's wrapped CUB as at_cuda_detail::).
      {"void native::bitonicSortKVInPlace<2, (int)-1, 16, 16, float, long, native::GTOp<float, 1>, "
       "unsigned int>(cuda::TensorInfo<T5, T8>, T8)",
       "aten", "sort"},
      {"void sbtopk::gatherTopK<float, unsigned int, 2, 0>(cuda::TensorInfo<const T1, T2>, T2)",
       "aten", "sort"},
      {"void cuda::kernelHistogram1D<long, int, long, 1, 2, (int)-1, 0>(cuda::TensorInfo<T1, T3>)",
       "aten", "reduce"},
      {"void reduce::DeviceReduceSingleTileKernel<reduce::policy_hub<int, int, __4::plus<void>>::"
       "Policy1000, int *, int *>(T2, T3)",
       "cub_thrust", "reduce"},
      {"void at_cuda_detail::DeviceScanKernel<at_cuda_detail::DeviceScanPolicy<long, "
       "std::plus<long>>::Policy900, const long *, long *>(T2, T3)",
       "cub_thrust", "sort"},
      {"DeviceRadixSortExclusiveSumKe...", "cub_thrust", "sort"},
      {"void at::native::radixSortKVInPlace<-2, -1, 16, 2, long, long, unsigned int>(at::cuda::"
       "detail::TensorInfo<long, unsigned int>)",
       "aten", "sort"},  // control
      {"void cuda::per_token_cast_back_special_fmt_impl<3>(void const*, void*, float const*, long, "
       "long)",
       "other", "quant"},  // control: cuda:: alone is no ATen
      // cuBLAS's GEMV kernels are gemv2N, gemv2T and gemvNSP (CUDA 11.8's libcublas); others' are
      // not cuBLAS's.
      {"gemv_nvfp4_kernel(const unsigned char *, const unsigned char *, __half *, int, int)",
       "other", "gemv"},
      {"void gemvNSP_kernel<float, float, float, float, 1, 16, 4, 1024>(float const*)", "cublas",
       "gemv"},  // control
      // An MoE router's kernel in an anonymous namespace; a conversion between wide types spelt
      // f32/bf16; TensorRT-LLM's MoE finalize sums each token's top-k expert outputs.
      {"(anonymous namespace)::routing_kernel(float const*, unsigned short const*, long, int)",
       "other", "sort"},
      {"(anonymous namespace)::f32_to_bf16_kernel(float const*, long, unsigned short*)", "other",
       "elementwise"},
      {"void "
       "moe::dev::finalize::finalizeKernel<moe::dev::finalize::KernelParams<cutlass::bfloat16_t, "
       "cutlass::bfloat16_t, 4, true>>(moe::dev::finalize::KernelParams<cutlass::bfloat16_t, "
       "cutlass::bfloat16_t, 4, true>)",
       "other", "reduce"},
      // An LLM's prefill is no fill; libcusmm (DBCSR before libsmm_acc) stacks small GEMMs.
      {"_prefill_step_kernel", "other", "other"},
      {"fill_value_kernel(float*, float, int)", "other", "elementwise"},  // control
      {"void cusmm_dnt_small<int=5, int=5, int=5, int=2, int=2, int=32, int=4>(int const *, int, "
       "double const *, double const *, double*)",
       "other", "gemm"},
      // Seeding curand states is random number generation; using them is not by itself.
      {"render_init(int, int, curandStateXORWOW*)", "other", "rng"},
      {"setup_kernel(curandStatePhilox4_32_10 *, unsigned long long)", "other", "rng"},
      {"create_world(hitable**, hitable**, camera**, int, int, curandStateXORWOW*)", "other",
       "other"},  // control
      // TensorFlow's softmax sums exp(x - max) in a row reduction.
      {"void tensorflow::functor::RowReduceKernel<cub::TransformInputIterator<float, "
       "tensorflow::(anonymous namespace)::SubtractAndExpFunctor<float, float>, "
       "cub::CountingInputIterator<int, long>, long>, float*, cub::Sum>(float, float*, int, int, "
       "cub::Sum, float)",
       "tensorflow", "softmax"},
      {"void tensorflow::functor::RowReduceKernel<float const*, float*, cub::Max>(float const*, "
       "float*, int, int, cub::Max, float)",
       "tensorflow", "reduce"},  // control
      // ATen's kernels as device-side asserts print them: bare, with gcc's [with T = ...].
      {"void indexCopySmallIndex(TensorInfo<T, IndexType>, TensorInfo<T, IndexType>, "
       "TensorInfo<long, IndexType>, int, int, IndexType, long) [with T = float, IndexType = "
       "unsigned int, DstDim = 1, SrcDim = 1, IdxDim = -2]",
       "aten", "copy"},
      {"void THCudaTensor_scatterAddKernel(TensorInfo<Real, IndexType>, TensorInfo<Real, "
       "IndexType>, TensorInfo<long, IndexType>, int, IndexType) [with IndexType = unsigned int, "
       "Real = float, Dims = 2]",
       "aten", "copy"},
      {"_assert_async_cuda_kernel", "aten", "other"},
      {"indexAddKernel(float*, int)", "other", "copy"},  // control: not ATen's name
      // Row- and column-major layouts converted; "sub" as a subtraction, not in "submission".
      {"(anonymous namespace)::col_to_row_major_kernel(float const*, float*, int, int)", "other",
       "copy"},
      {"rowmajor_to_colmajor(float const*, float*, int, int)", "other", "copy"},
      {"submission::_dx_potrf[abi:v1,cw51cXTL_3d](Array<float, 1, C, mutable, aligned>)", "other",
       "other"},
      {"void sub_kernel<float>(float const*, float const*, float*, int)", "other",
       "elementwise"},  // control
      // Hopper's warpgroup MMA and an MMA pipeline named for the tensor cores are GEMMs; cuBLAS's
      // transpose also cut by a profiler; a course's bare gemv_kernel is not cuBLAS's.
      {"void wgmma_kernel<64, 128, 16, 128, 128, 64, 256, 3>(int, int, int, float*, __nv_bfloat16 "
       "const*)",
       "other", "gemm"},
      {"(anonymous namespace)::mma_pipe_kernel(int, int, int, __nv_bfloat16 const*, float*)",
       "other", "gemm"},
      {"transpose_readWrite_alignment...", "cublas", "copy"},
      {"gemv_kernel", "other", "gemv"},
      {"gemv2N_kernel", "cublas", "gemv"},                              // control
      {"comma_separated_kernel(char const*, int*)", "other", "other"},  // control: no mma word
      // Myelin's softmax: max, subtract, exp, then the sum or the division by it.
      {"__myl_ReshMaxSubExpSlicAddDivTran_0x0123456789abcdef0123456789abcdef", "tensorrt",
       "softmax"},
      {"__myl_MaxSubExpSum_0x0123456789abcdef0123456789abcdef", "tensorrt", "softmax"},
      {"__myl_MaxSubExpMul_0x0123456789abcdef0123456789abcdef", "tensorrt",
       "elementwise"},  // control
      // CuPy's random Generator takes its own curand_pseudo_state; CuPy's tri is a fill.
      {"void init_curand<curand_pseudo_state<curandStateMRG32k3a>>(long, unsigned long, long)",
       "cupy", "rng"},
      {"void execute_dist<uniform_functor, curand_pseudo_state<curandStateXORWOW>, double, >(long, "
       "long, long, long, T4...)",
       "cupy", "rng"},
      {"init_curand(curandState*, int)", "other", "rng"},  // control
      {"cupy_tri", "cupy", "elementwise"},
      {"cupy_tril_kernel", "cupy", "copy"},  // control
      // Numba's @vectorize ufuncs are staged as __vectorized_<function>.
      {"cudapy::__main__::__vectorized_discriminant$12(Array<float, int=1, A, mutable, aligned>, "
       "Array<float, int=1, A, mutable, aligned>)",
       "other", "elementwise"},
      {"cudapy::__main__::discriminant$12(Array<float, int=1, A, mutable, aligned>)", "other",
       "other"},  // control
      // A blur is a convolution; a dilation or erosion a maximum or minimum over a neighbourhood.
      {"boxBlurKernel(uchar4 const*, uchar4*, int, int)", "other", "conv"},
      {"motion_blur_shared(float const*, float*, int, int)", "other", "conv"},
      {"dilateKernel(unsigned char const*, unsigned char*, int, int)", "other", "reduce"},
      {"void erosion_rows<3>(float const*, float*, int)", "other", "reduce"},
      {"void ForEachTupleByteQuad<unsigned char, int=1, TupleByteQuadFunctor<unsigned char, int=1, "
       "ErodeReplicateBorderQuadNewFunctor<unsigned char, int=1>>>(Tuple8<unsigned char, int=1>*, "
       "int, NppiSize)",
       "other", "reduce"},
      {"dilated_conv2d_kernel(float const*, float*, int)", "other", "conv"},  // control
      // vLLM's CuTe-DSL KV-cache gathers are copies; a norm fused with RoPE is a norm before the
      // attention it serves; a scheduler's metadata is no attention; clamping is pointwise; FP8
      // block scales and a kernel named for the FP8 it writes are quantization; an indexer is no
      // index copy.
      {"kernel_cutlass_kernel_vllmv1opsdequant_gather_cutedslDequantGatherVCacheKernel_object_at__"
       "tensorptrbf16gmem_0",
       "vllm", "copy"},
      {"kernel_cutlass_kernel_vllmv1opsdequant_cutedslDequantKernel_object_at__tensorptrbf16gmem_0",
       "vllm", "quant"},  // control
      {"_fused_q_norm_rope_insert_paged_attn", "other", "norm"},
      {"kernel_cutlass_kernel_vllmv1opscompress_attn_cutedslCompressNormRopeStoreKernel_object_at__"
       "tensorptrf32gmem_0",
       "vllm", "norm"},
      {"_fused_rope_insert_paged_attn", "other", "attention"},  // control
      {"void deep_gemm::sched::paged_mqa_logits_metadata<64u>(unsigned int)", "other", "other"},
      {"void deep_gemm::sm90_fp8_paged_mqa_logits<64u>(unsigned int)", "other",
       "attention"},  // control
      {"clamp_func_min_kernel_rank_1", "other", "elementwise"},
      {"max_kernel_rank_2", "other", "reduce"},  // control
      {"void tensorrt_llm::kernels::fp8_blockscale_gemm::scale_128x128_kernel<float>(float*)",
       "other", "quant"},
      {"scale_kernel(float*, float, int)", "other", "elementwise"},  // control
      {"kernel_cutlass_kernel_vllmv1opsindexer_k_cutedslIndexerKFp8Kernel_object_at__"
       "tensorptrbf16gmem_0",
       "vllm", "quant"},
      {"void fp8_gemm_kernel<128>(float*)", "other", "gemm"},  // control
      {"indexer_prepare_kernel", "other", "other"},
      {"index_copy_kernel(float*, long*)", "other", "copy"},  // control
      // Theano's cumulative ops are scans; cuNumeric's unary and binary ops and ArrayFire's JIT
      // kernels are pointwise.
      {"k_finalCumOp", "other", "sort"},
      {"k_blockOp", "other", "other"},  // control
      {"void cunumeric::generic_kernel<cunumeric::UnaryOp<cunumeric::UnaryOpCode, "
       "legate::Type::Code>, float, float>(unsigned long, cunumeric::UnaryOp<cunumeric::"
       "UnaryOpCode, legate::Type::Code>)",
       "other", "elementwise"},
      {"KER1234567890123", "other", "elementwise"},
      {"KERNEL12", "other", "other"},  // control
      // DeepEP's Hybrid-EP dispatches and combines tokens across ranks.
      {"void hybrid_ep::dispatch_kernel<__nv_bfloat16, 8>(hybrid_ep::dispatch_kernel_param_t)",
       "other", "comm"},
      {"hybrid_ep::combine_kernel", "other", "comm"},
      {"hybrid_ep::device_sync_kernel", "other", "other"},  // control
      // Myelin's fully connected layers are GEMMs; dropout and padding cut by a profiler's width.
      {"__myl_MoEFc2_0x0123456789abcdef0123456789abcdef", "tensorrt", "gemm"},
      {"__myl_Fc_Relu_cuda_tile", "tensorrt", "gemm"},
      {"__myl_Add_0x2afc3456789abcdef0123456789abcdef", "tensorrt", "elementwise"},  // control
      {"void at::native::(anonymous namespace)::fused_dropo...", "aten", "elementwise"},
      {"void at::native::(anonymous namespace)::fused_drop...", "aten", "other"},  // control
      {"void at::native::(anonymous namespace)::replication_pa...", "aten", "copy"},
      {"void at::native::(anonymous namespace)::reflect...", "aten", "other"},  // control
      // "attend" is attention; SELU and Mish are activations; cuBLAS spells its product in one
      // token after the architecture, a project's ampere_..._gemm_kernel is its own.
      {"_paged_attend_kernel", "other", "attention"},
      {"attendance_kernel", "other", "other"},  // control
      {"void selu_kernel<float>(float const*, float*, int)", "other", "elementwise"},
      {"mish_backward_kernel", "other", "elementwise"},
      {"ampere_tiled_gemm_kernel(float const*, float const*, float*, int)", "other", "gemm"},
      {"ampere_h16816gemm_256x128_ldg8_stages_64x3_nn", "cublas", "gemm"},  // control
      // cuStateVec: cumulative sums are scans, a sum of squared magnitudes and an expectation
      // value are reductions, a gate matrix applied to the state vector is a GEMV; TensorRT's
      // 1x1 convolution as a GEMM is a convolution.
      {"intervalCumulativeProdKernel", "other", "sort"},
      {"blockSumKernel", "other", "reduce"},  // control
      {"abs2SumKernel<double2>(double2 const*, double*, long)", "other", "reduce"},
      {"void diagMatApplKernel<float2>(float2*, long)", "other", "gemv"},
      {"expectationZKernel", "other", "reduce"},
      {"sm75_xmma_gemm_as_conv1x1_f16f16_f16_f16_tn_n_simt_small_batch", "tensorrt", "conv"},
      {"sm75_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize64x64x32_stage3_warpsize2x2x1", "cublas",
       "gemm"},  // control
      // A patch embedding is a convolution; cuBLAS's triangular product by its own name.
      {"vit_patch_embed_kernel(float const*, float*, int)", "other", "conv"},
      {"token_embed_kernel(int const*, float*, int)", "other", "embedding"},  // control
      {"void trmm_left_kernel_core<int, double, 256, 4, 128,...", "cublas", "gemm"},
      // vLLM's and SGLang's fused add + RMS norm printed bare is not TVM's.
      {"fused_add_rms_norm_kernel", "other", "norm"},
      {"fused_add1_rms_norm2_kernel", "tvm", "norm"},  // control: a Relax fused function
      // tinygrad names a kernel by its kind (r: a reduce op, C: buffer moves only, E: the rest)
      // and its shape.
      {"r_64_32_4_128n2", "other", "reduce"},
      {"E_4096_8_4", "other", "elementwise"},
      {"C2_16_16", "other", "copy"},
      {"E_kernel", "other", "other"},  // control
      // Candle's <op>_<dtype> kernels.
      {"affine_f16", "other", "elementwise"},
      {"bminimum_bf16", "other", "elementwise"},
      {"is_i64_f32", "other", "copy"},
      {"sa_u32_bf16", "other", "copy"},
      {"is_valid_f32", "other", "other"},  // control
      // TVM Relay's VM prefix; its fused functions with an arithmetic op among layout ops; the
      // indices of nonzeros; non-maximum suppression and an image resize.
      {"vm_mod_fused_nn_dense_add_kernel0", "tvm", "gemm"},
      {"vm_mod_fused_transpose_subtract_reshape_kernel1", "tvm", "elementwise"},
      {"vm_mod_fused_reshape_transpose_kernel0", "tvm", "copy"},  // control
      {"tvmgen_default_fused_layout_transform_clip_reshape_kernel0", "tvm", "elementwise"},
      {"tvmgen_default_fused_cast_squeeze_nn_pad_split...", "tvm", "elementwise"},
      {"vm_mod_fused_argwhere_kernel2", "tvm", "sort"},
      {"vm_mod_fused_vision_non_max_suppression_kernel1", "tvm", "other"},
      // An add among the ops of a resize is pointwise (batches 275 and 280 labelled such kernels
      // so).
      {"tvmgen_default_fused_image_resize2d_add_kernel0", "tvm", "elementwise"},
      {"max_pool_kernel", "other", "reduce"},  // control
      // FlashAttention 2's kernel traits, also under another project's namespace.
      {"void myproj_flash::flash_bwd_dq_dk_dv_loop_kernel<Flash_bwd_kernel_traits<64, 128, 128, "
       "8, 2, 4, 2, false, false, cutlass::half_t, Flash_kernel_traits<64, 128, 128, 8, "
       "cutlass::half_t>>, true>(Flash_bwd_params)",
       "flash_attn", "attention"},
      {"void my_fwd_kernel<My_fwd_kernel_traits<64>>(Params)", "other", "other"},  // control
      // Transformer Engine's MXFP8 scaling recipe and its MoE permutation kernels in Triton.
      {"mxfp8_scaling_partial_cast_kernel", "transformer_engine", "quant"},
      {"_row_id_map_pass_2_kernel", "transformer_engine", "other"},
      {"_sort_chunks_by_map_kernel", "transformer_engine", "copy"},
      {"_sort_chunks_kernel", "other", "sort"},  // control
      // A colour-space conversion is pointwise; a miner's proof of work is no power.
      {"void nvjpeg::ycbcr_to_rgb_kernel<int>(nvjpegImage_t)", "other", "elementwise"},
      {"yuv420_to_bgr_kernel", "other", "elementwise"},
      {"rgba_to_yuv_kernel", "other", "elementwise"},
      {"_Z13kawpow_searchPKvPv", "other", "other"},
      {"void elementwise_pow_kernel<float>(float*, float, int)", "other",
       "elementwise"},  // control
      // An activation that quantizes its output is the activation's; a TMA-aligned layout of
      // scales is a copy.
      {"_gelu_and_mul_quant_fp8_kernel", "other", "elementwise"},
      {"fused_gelu_quant_kernel", "other", "elementwise"},
      {"relu_quant_int8_kernel", "other", "elementwise"},
      {"_per_token_quant_fp8_kernel", "other", "quant"},  // control
      {"void tma_aligned_scale_kernel<float>(float const*, float*, int)", "other", "copy"},
      // hist is a histogram.
      {"void hist_kernel<256>(unsigned char const*, unsigned int*, int)", "other", "reduce"},
      {"history_update_kernel", "other", "other"},  // control
      // XLA's passes suffix the instructions they clone (rematerialization, double buffering).
      {"loop_transpose_fusion_3_remat2", "xla", "copy"},
      {"input_reduce_fusion_peeled_double_buffer", "xla", "reduce"},
      {"loop_add_fusion.7.clone", "xla", "elementwise"},
      {"loop_dot_fusion_2_remat", "xla", "gemm"},
      {"loop_add_fusion_old", "other", "elementwise"},  // control
      // A norm followed by its activation is a norm layer; FlashAttention's flash_<variant>_fwd in
      // other projects; SageAttention's mean-and-scale of V is its FP8 quantization; the Snake
      // activation.
      {"video_norm_silu_kernel", "other", "norm"},
      {"l2_norm_kernel", "other", "reduce"},  // control
      {"flash_sparse_fwd_d128", "other", "attention"},
      {"flash_write_kernel", "other", "other"},  // control
      {"void MeanScaleKernel<128u, true, __half>(__half*, signed char*, float*, float*)", "other",
       "quant"},
      {"void ColMeanKernel<64>(float const*, float*)", "other", "reduce"},  // control
      {"snakebeta_kernel", "other", "elementwise"},
      {"snakegame_update", "other", "other"},  // control
      // trt_ starts a TensorRT tactic's name, not another project's namespace; Myelin's tokens:
      // comparisons and logic are pointwise (OrAnd is no rand), Rep(l) moves data, Cums scans.
      {"void trt_myapp::kernel::gemv_kernel<2>(__half const*, __half*)", "other", "gemv"},
      {"trt_turing_h1688gemm_64x64_nn_v1", "tensorrt", "gemm"},  // control
      {"__myl_CastEqlOrAndSele_0x1f2e3d", "tensorrt", "elementwise"},
      {"__myl_RepMov_0x12ab", "tensorrt", "copy"},
      {"__myl_CastCums_0xabc123_com", "tensorrt", "sort"},
      {"__myl_MaxSubExpSlicAddDiv_0x55aa", "tensorrt", "softmax"},  // control
      {"__myl_MulMinMaxRounCast_0x0f0f", "tensorrt", "quant"},      // control
      // OptiX's ray-tracing programs have no family, whatever their material's words; mul is not
      // inside simulate; a hash-grid encoding named as tiny-cuda-nn names it; a GGML op; Myelin's
      // instance norm.
      {"__anyhit__randomHitSphere", "other", "other"},
      {"__closesthit__radiance__dot_glossy", "other", "other"},
      {"random_hit_kernel", "other", "rng"},  // control
      {"particle_simulation_step", "other", "other"},
      {"simd_mul_kernel", "other", "elementwise"},  // control
      {"void kernel_grid<float, 2u, 4u>(float const*, float*)", "other", "embedding"},
      {"void tcnn::kernel_grid_backward<float, 3u, 2u>(float const*)", "other",
       "embedding"},  // control
      {"moe_weighted_reduction_f32(const float*, float*, long, int)", "ggml", "reduce"},
      {"weighted_reduction_f32", "other", "reduce"},  // control
      {"__myl_CastInorRelu_0x1a2b", "tensorrt", "norm"},
      {"__myl_CastRelu_0x1a2b", "tensorrt", "elementwise"},  // control
      // cuDNN's 3-D FFT convolution transforms; a conversion to an MX format quantizes.
      {"void fft3d_r2c_32x32x32<float, float, float2>(float*, float2*)", "cudnn", "conv"},
      {"fft3d_kernel", "other", "fft"},  // control
      {"to_mxfp4_rowwise_kernel", "other", "quant"},
      {"to_mx_kernel", "other", "other"},  // control
      // MatX runs an operator expression one thread per element; Thrust's transform through CUB's
      // for_each, also where a project vendors CUB and Thrust in a namespace of its own.
      {"void matx::detail::matxOpT2Kernel<matx::detail::set<float, float>>(float, long long)",
       "other", "elementwise"},
      {"void matx::Conv1D<128, 4, float>(float*)", "other", "conv"},  // control
      {"void "
       "mylib::cub::detail::for_each::static_kernel<mylib::cub::detail::for_each::policy_hub_t::"
       "policy_500_t, long, mylib::thrust::cuda_cub::__transform::unary_transform_f<int*, int*, "
       "mylib::Op>>(long, long)",
       "cub_thrust", "elementwise"},
      {"void "
       "cub::detail::for_each::static_kernel<cub::detail::for_each::policy_hub_t::policy_500_t, "
       "long, …",
       "cub_thrust", "other"},  // control
      // A bare fft_ prefix is a project's own FFT, not cuFFT's.
      {"fft_radix4_stride(float2*, float2*, int)", "other", "fft"},
      {"void regular_fft_factor<64u, EPT<8u>, 32u>(float2*)", "cufft", "fft"},  // control
      // A matrix-vector product spelt out; reversing an array's order moves data.
      {"sparseMatrixVecDotKernel(const float*, float*, int)", "other", "gemv"},
      {"matrix_vectorize_kernel", "other", "other"},  // control
      {"gpu::kernel_reverse_g2(int*, int)", "other", "copy"},
      {"reverse_grad_kernel_0_range_for", "other", "other"},  // control
      // A reduction misspelt; a strided view copies; a unary op is pointwise; FlashAttention 3's
      // varlen scheduler metadata is no attention.
      {"parallel_redution_warp(void)", "other", "reduce"},
      {"parallel_execution_warp(void)", "other", "other"},  // control
      {"void AsStridedKernel<float>(unsigned long, float const*, float*)", "other", "copy"},
      {"void StridedKernel<float>(float const*, float*)", "other", "other"},  // control
      {"void UnaryNoVecKernel<(ElwiseOpType)30, float, float>(float const*, float*)", "other",
       "elementwise"},
      {"void NoVecKernel<float>(float const*, float*)", "other", "other"},  // control
      {"void flash::prepare_varlen_num_blocks_kernel<1, true>(int, int, int)", "flash_attn",
       "other"},
      {"void flash::flash_fwd_splitkv_combine_kernel<128>(int)", "flash_attn",
       "attention"},  // control
      // ECE408's MXNet convolution layer; a search for a block's minimum reduces.
      {"_ZN5mxnet2op14forward_kernelEPfPKfS3_iiiiii", "other", "conv"},
      {"mxnet::op::forward_helper(float*)", "other", "other"},  // control
      {"findBlockMin(int, const int*, int*)", "other", "reduce"},
      {"findBlock(int, const int*, int*)", "other", "other"},  // control
      // A bare spmv_ kernel is a project's own SpMV (cuSPARSE's are in its namespace).
      {"void spmv_csr_vector<32>(int, const int*, const int*, const double*, double*)", "other",
       "gemv"},
      {"void cusparse::spmv_fixup_kernel<int, float>(int, float*)", "cusparse", "gemv"},  // control
      // Darknet's shortcut layer adds a residual; TensorRT's legacy fused convolutions.
      {"shortcut_singlelayer_simple_kernel(int, int, float*)", "other", "elementwise"},
      {"shortcutting_kernel(int, float*)", "other", "other"},  // control
      {"void fused::fusedConvolutionReluKernel<fused::SrcChwcPtr_FltTex_Reader<float, 1>>(int)",
       "tensorrt", "conv"},
      {"void fusedConvolutionReluKernel<float>(int)", "other", "conv"},  // control
      // A diffusion transformer's norm then scale and shift; a flash attention named by its
      // architecture and version.
      {"kernel_cutlass_kernel_myopsScaleResidualNormScaleShift_object_at__tensorptrbf16_0", "other",
       "norm"},
      {"residual_norm_kernel", "other", "reduce"},  // control: the norm of a residual vector
      {"sm120_fa_v4(const __nv_bfloat16*, float*, int)", "other", "attention"},
      {"sm120_fa_test(int)", "other", "other"},  // control
      // A kernel named for getting a maximum reduces.
      {"getmax_kernel(float*, float*, int, int)", "other", "reduce"},
      {"getmax_blocks(int*)", "other", "other"},  // control
      // cuDNN's tensor conversion without its namespace; bitsandbytes' int8 statistics (the
      // quantization's scale factors) and its row-to-tile layout transforms; MXNet's identity op
      // written to its output.
      {"void convertTensor_kernel<float, __half, float>(float, float const*, float, __half*)",
       "cudnn", "elementwise"},
      {"void myproj::convertTensor_kernel<float>(float const*, float*)", "other",
       "elementwise"},  // control
      {"void kgetColRowStats<__half, 64, 4, 16, 256, 0>(__half*, float*, float*, int*, float)",
       "other", "quant"},
      {"row_stats_kernel(float*, float*, int)", "other", "reduce"},  // control
      {"void kTransformRowToFormat<256, 8, 32, 256, 0, 2>(char*, char*, int, int)", "other",
       "copy"},
      {"void transform_row2col32<32, 8, 0>(char*, char*, int, int)", "other", "copy"},
      {"void transform_rows<32>(char*, char*, int)", "other", "other"},  // control
      {"void mxnet::op::mxnet_op::mxnet_generic_kernel<mxnet::op::mxnet_op::op_with_req<"
       "mxnet::op::mshadow_op::identity, 1>, float*, float*>(int, float*, float*)",
       "other", "copy"},
      {"void mxnet::op::mxnet_op::mxnet_generic_kernel<mxnet::op::mxnet_op::op_with_req<"
       "mxnet::op::mshadow_op::identity, 3>, float*, float*>(int, float*, float*)",
       "other", "elementwise"},  // control: added to the output
      // MoE in FasterTransformer and TensorRT-LLM: rows copied out per expert, the weighted sum of
      // the experts' outputs, and the fused MoE GEMM of the SM80 launcher.
      {"void tensorrt_llm::kernels::cutlass_kernels::expandInputRowsKernel<__nv_bfloat16>(int)",
       "other", "copy"},
      {"void fastertransformer::initialize_moe_routing_kernel<half>(half const*, half*, int)",
       "other", "copy"},
      {"void tensorrt_llm::kernels::finalizeMoeRoutingNoFillingKernel<float>(float*)", "other",
       "reduce"},
      {"void ort_fastertransformer::finalize_moe_routing_kernel<float>(float const*, float*)",
       "other", "reduce"},
      {"void _gemma4_routing_kernel(float*)", "other", "sort"},  // control: the router's top-k
      {"void fused_moe::run_global<fused_moe::Fused_Moe_Kernel_sm80<cutlass::bfloat16_t, 32>>("
       "fused_moe::Params)",
       "other", "gemm"},
      {"void fused_moe::run_global<fused_moe::Scatter_sm80<int>>(int)", "other",
       "other"},  // control: another operator of the launcher
      // cuFFT's kernels by its own prefixes only (another project's mixed_cp_fft kernel is not
      // cuFFT's); a matrix multiply abbreviated MM after a lower-case word.
      {"mixed_cp_fft_kernel_3_1", "other", "fft"},
      {"void regular_fft_factor<256u>(float2*)", "cufft", "fft"},  // control
      {"globalMM(double *, double *, double *, int, int, double *)", "other", "gemm"},
      {"computeMMD(float*, float*, int)", "other", "other"},  // control
      // A lambda's enclosing function named for a sequence or a permutation, with nested template
      // arguments (ArborX through Kokkos); a root-mean-square error is a loss.
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<ArborX::"
       "Details::KokkosExt::iota<Kokkos::Cuda, Kokkos::View<unsigned int*, Kokkos::Device<Kokkos::"
       "Cuda, Kokkos::CudaSpace>>>(Kokkos::Cuda const&, unsigned int)::{lambda(int)#1}, "
       "Kokkos::RangePolicy<Kokkos::Cuda>, Kokkos::Cuda>>(int)",
       "other", "elementwise"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<ArborX::"
       "Details::applyPermutation<Kokkos::Cuda, Kokkos::View<unsigned int*, Kokkos::Device<Kokkos::"
       "Cuda, Kokkos::CudaSpace>>>(Kokkos::Cuda const&)::{lambda(int)#1}, Kokkos::RangePolicy<"
       "Kokkos::Cuda>, Kokkos::Cuda>>(int)",
       "other", "copy"},
      {"void mfem::CuKernel1D<mfem::ElementRestriction::MultTranspose(mfem::Vector const&, "
       "mfem::Vector&) const::{lambda(int)#1}>(int, mfem::ElementRestriction::MultTranspose("
       "mfem::Vector const&, mfem::Vector&) const::{lambda(int)#1})",
       "other", "other"},  // control: a product with the transpose, no transpose copy
      {"rmse_kernel(float*, float*, int)", "other", "reduce"},
      {"rms_kernel(float*, float*, int)", "other", "other"},  // control
      // Lattice cryptography (Kyber's reference names): the number-theoretic transform, a
      // polynomial's modular reduction (pointwise), compression to d bits, noise sampling; a
      // multiway merge sorts; a bias word is not the start of biAStar; Thrust's construction of
      // a vector's elements is a fill.
      {"polyvec_ntt2(short *)", "other", "fft"},
      {"poly_invntt_tomont_gpu(short *)", "other", "fft"},
      {"poly_reduce_g(short *)", "other", "elementwise"},
      {"block_reduce_g(short *)", "other", "reduce"},  // control
      {"polyvec_compress_gpu(unsigned char *, short *)", "other", "quant"},
      {"lz4_compress_kernel(unsigned char *)", "other", "other"},  // control: no rounding
      {"cbd_gpu2(short *, const unsigned char *)", "other", "rng"},
      {"rej_uniform_gpu(short *, unsigned int, const unsigned char *)", "other", "rng"},
      {"void multimergeLevel<int, &cmp<int>>(int *, int *, int *, long, int)", "other", "sort"},
      {"biAStarMultipleBucketsSingleKernel(int *, int)", "other", "other"},
      {"biasTanh_kernel(float *, int)", "other", "elementwise"},  // control
      {"void thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__parallel_for::"
       "ParallelForAgent<thrust::cuda_cub::for_each_f<thrust::pointer<float, "
       "thrust::cuda_cub::tag>, "
       "thrust::detail::wrapped_function<thrust::detail::allocator_traits_detail::"
       "construct1_via_allocator<thrust::device_allocator<float>>, void>>, long>, "
       "thrust::cuda_cub::for_each_f<thrust::pointer<float, thrust::cuda_cub::tag>, "
       "thrust::detail::wrapped_function<thrust::detail::allocator_traits_detail::"
       "construct1_via_allocator<thrust::device_allocator<float>>, void>>, long>(long)",
       "cub_thrust", "elementwise"},
      // A softmax written out by hand in Inductor's sorted op names; an average reduces; zeroing
      // in CamelCase fills.
      {"triton_per_fused_div_exp_max_sub_sum_0", "triton", "softmax"},
      {"triton_per_fused__to_copy_amax_div_exp_sub_sum_3", "triton", "softmax"},
      {"triton_per_fused_amax_exp_log_sub_sum_1", "triton", "reduce"},  // control: logsumexp
      {"computeAverageSolverBodyVelocityTGS", "other", "reduce"},
      {"ZeroBodiesTGS", "other", "elementwise"},
      {"zeroCopyKernel(float*, float*)", "other", "copy"},  // control: zero-copy memory
      // A matrix multiply spelt matrix_mul; TensorRT-LLM's fused MoE GEMM by its own spelling.
      {"matrix_mul(FixSizeBox<(unsigned long)128>, KernelSlice)", "other", "gemm"},
      {"vector_mul(float*, float*, float*, int)", "other", "elementwise"},  // control
      // PyTorch's THC reductions and LayerNorm's fused-parameter kernel of PyTorch 1.x; a
      // reactivation is no activation; a misspelt histogram; RGB to grey is a colour conversion.
      {"void kernelReduceAllPass1<unsigned char, unsigned int, long>(TensorInfo<unsigned char, "
       "unsigned int>, unsigned int, long*)",
       "aten", "reduce"},
      {"void kernelReduceNoncontigDim<float>(TensorInfo<float, unsigned int>)", "aten", "reduce"},
      {"void at::native::(anonymous namespace)::ComputeGradientFusedParamsCUDAKernel<float>(long)",
       "aten", "norm"},
      {"simulation::aos_int_cuda::step_reactivate()", "other", "other"},
      {"relu_activation_kernel(float*, int)", "other", "elementwise"},  // control
      {"histgram(int*, unsigned char*, int, int)", "other", "reduce"},
      {"rgb2gray(unsigned char*, unsigned char*, int, int)", "other", "elementwise"},
      // ATen's bare embedding backward by its own name, not any embedding_backward_ kernel.
      {"void embedding_backward_scalar<float>(const float*, const int*, float*, long, long)",
       "other", "embedding"},
      {"embedding_backward_feature_kernel(long*, float const*, float*, int, long, int)", "aten",
       "embedding"},  // control
      // A graph network's convolution layer is no convolution; ONNX Runtime's upsampling by its own
      // spelling; cuDNN's op-tensor kernel and PaddlePaddle's own kernels by their bare names.
      {"examples_gnn_torch_geometricDOTnnDOTconvDOTgcn_convDOTGCNConv_0_expansion_154_1_0_0(float "
       "const*, float*)",
       "other", "other"},
      {"void sage_conv_aggregate<float>(float const*, int const*, float*)", "other", "other"},
      {"conv2d_forward_kernel(float const*, float const*, float*)", "other", "conv"},  // control
      {"void onnxruntime::cuda::_UpampleBilinearKernel<float>(long, float const*, float*)", "other",
       "copy"},
      {"void op_generic_tensor_kernel", "cudnn", "elementwise"},
      {"VectorizedBroadcastKernel", "paddle", "elementwise"},
      {"KeMatrixTopK", "paddle", "sort"},
      {"VectorizedElementwiseKernel", "other", "elementwise"},  // control: MXNet has one too
      // RoPE as a word, not the letters inside "properties"; a CamelCase minimum reduces; CUTLASS 3
      // and FlashInfer with their namespaces cut, as an ncu CSV of SGLang serving prints them.
      {"ApplyMaterialPropertiesAndUpdateVolume_kernel", "other", "other"},
      {"ropeRotationWithCacheCopy(float*, float const*)", "other", "elementwise"},  // control
      {"CalcMinDtOneBlock<1024>", "other", "reduce"},
      {"setMaxThreads(int)", "other", "other"},
      {"void device_kernel<ConvUniversal<Conv2dFpropProblemShape, "
       "CollectiveConv<int>>>(T1::Params)",
       "cutlass", "conv"},
      {"void sampling::TopKTopPSamplingFromProbKernel<1024u, false, float, int>(float*, int*)",
       "flashinfer", "sort"},
      {"GatherNdCUDAKernel", "paddle", "copy"},
      {"void device_kernel<GemmUniversal<GroupProblemShape<tuple<long, long, long>>, "
       "CollectiveMma<MainloopSm90ArrayTmaGmmaWarpSpecialized<12>>>>(T1::Params)",
       "cutlass", "gemm"},
      {"void norm::FusedAddRMSNormKernel<8, __nv_bfloat16>(T2 *, T2 *, T2 *, unsigned int, float)",
       "flashinfer", "norm"},
      {"void activation::act_and_mul_kernel<__nv_bfloat16, &silu<float>>(T1 *, const T1 *, int)",
       "flashinfer", "elementwise"},
      // A softmax cross-entropy's gradient is pointwise; NNFusion's generated Dot is a matrix
      // product; cuDNN's lean attention merges its split-KV results.
      {"void phi::SoftmaxWithCrossEntropyGradHardLabel<float, long>(float*, float const*, long)",
       "paddle", "elementwise"},
      {"void phi::WarpSoftmaxForward<float, long, float, float, 4>(float*, float const*, int)",
       "paddle", "softmax"},  // control
      {"BlockFusionKernel_float_float_float_cuda_Dot_Dot_Dot_5", "other", "gemm"},
      {"vector_cuda_dot_kernel(float const*, float const*, float*, int)", "other",
       "gemv"},  // control
      {"void cudnn::lean_reduction_kernel<0, 0, 0>(void*, float*, float*, unsigned int)", "cudnn",
       "attention"},
      // A discrete cosine transform as an upper-case acronym.
      {"CUDAkernel2DCT(float*, float*, int)", "other", "fft"},
      {"CUDAkernelShortDCT(short*, int)", "other", "fft"},
      {"ADCTest_kernel(int*)", "other", "other"},  // control
      // vLLM's Machete inside CUTLASS's GemmUniversal has no library; ATen's distributions cut
      // short.
      {"void cutlass::device_kernel<cutlass::gemm::kernel::GemmUniversal<cute::tuple<int, int, "
       "int, "
       "int>, machete::MacheteCollectiveMma<cute::tuple<int>>>>(T1::Params)",
       "other", "gemm"},
      {"void cutlass::device_kernel<cutlass::gemm::kernel::GemmUniversal<cute::tuple<int, int, "
       "int, "
       "int>, cutlass::gemm::collective::CollectiveMma<int>>>(T1::Params)",
       "cutlass", "gemm"},  // control
      {"void at::native::(anonymous namespace)::distribution...", "aten", "rng"},
      // A collective abbreviated before its transport.
      {"_Z13ag_nvl_kernelILi1024EEvPPvS0_iPlPyS3_ii", "other", "comm"},
      {"void rs_one_shot_kernel<float>(float**, float*, int)", "other", "comm"},
      {"void drag_ring_kernel(float*)", "other", "other"},  // control
      // (session 28, batches 141-142) nvFuser's generated kernels in its nvf:: namespace;
      // arithmetic as a CamelCase word; FlashInfer's Triton kernel that fills a grouped GEMM's
      // arguments; THC's copy through its pointwise apply; PMPP's im2col.
      {"nvf::nvfuser_inner_outer_persistent_f0_c1_r0_g23(nvf::Tensor<nvf::__bfloat, 3, 3>)",
       "other", "reduce"},
      {"nvf::nvfuser_transpose_f0_c1_r0_g1(nvf::Tensor<float, 2, 2>)", "other",
       "copy"},  // control: its word says transpose too
      {"MatElemArith(DeviceMatrix, DeviceMatrix, float, float)", "other", "elementwise"},
      {"ArithmeticDecoderKernel(unsigned char*)", "other", "other"},  // control
      {"compute_sm80_group_gemm_args", "flashinfer", "other"},
      {"_ZN2at4cuda74_GLOBAL__N__50_tmpxft_00009c3a_00000000_9_Copy_compute_70_cpp1_ii_dd3fb9a321"
       "kernelPointwiseApply2IZN74_GLOBAL__N__50_tmpxft_00009c3a_00000000_9_Copy_compute_70_cpp1_"
       "ii_dd3fb9a36CopyOpIffE5applyERNS_6TensorERKS6_EUlRfRKfE_ffjLi1ELi2ELi1EEEvNS0_6detail10"
       "TensorInfoIT0_T2_EENSF_IT1_SH_EESH_T_",
       "aten", "copy"},
      {"unroll_Kernel(float const*, float*, int, int, int, int, int, int, int)", "other", "conv"},
      // (batch 143) an image filter named for its kind before the word; channels combined into
      // one image; a kernel named for reading and writing memory.
      {"laplacianFilter(unsigned char*, int, int)", "other", "conv"},
      {"bilateral_filter_x_channel(float*, float*, int)", "other", "conv"},
      {"combine_channels(float*, float*, float*, float*)", "other", "copy"},
      {"mergeChannels(float const*, float const*, float const*, float*, int)", "other", "copy"},
      {"readWriteKernel(float*, float*)", "other", "copy"},
      {"readKernel(float*)", "other", "other"},  // control
      // Mangled and cut inside an identifier after its scope (the scope gives the library):
      // ATen's anonymous namespace names the source file, Distribution*.cu its samplers.
      {"_ZN2at6native89_GLOBAL__N__65_tmpxft_00001610_00000000_10_DistributionNormal_compute_86_"
       "cpp1_ii_7d8…",
       "aten", "rng"},
      {"_ZN4vllm24paged_attention_v2_kern…", "vllm", "attention"},
      // (batch 144) an abbreviated flash attention inside a namespace; odd-even transposition
      // sort; XLA's kernels that set a CUDA graph's conditional node, and a lone trigonometric
      // instruction.
      {"_GLOBAL__N__c5035a89_14_fa2_forward_cu_26943507::fa2_forward_fp32_kernel(float const*, "
       "float*, int, int, float, bool)",
       "other", "attention"},
      {"OddEven_kernel(float*, int)", "other", "sort"},
      {"update_odd_even_boundaries(float*, int)", "other", "other"},  // control
      {"set_while_condition", "xla", "other"},
      {"wrapped_asin_3", "xla", "elementwise"},
      // (batch 145) a Kokkos lambda whose function is named for arithmetic; the copy and
      // arithmetic rules also read a name cut inside that function's parameter list.
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "perform_triad(Kokkos::View<double*>)::{lambda(long)#1}, Kokkos::RangePolicy<>, "
       "Kokkos::Cuda>>(Kokkos::Impl::ParallelFor<perform_triad(Kokkos::View<double*>)::{lambda("
       "long)#1}, Kokkos::RangePolicy<>, Kokkos::Cuda>)",
       "other", "elementwise"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "perform_add(Kokkos::…",
       "other", "elementwise"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "perform_copy(Kokkos:…",
       "other", "copy"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "set_to_zero(Kokkos::…",
       "other", "elementwise"},  // the fill rule, cut the same way
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "particle_push::{lambda(int)#1}, Kokkos::RangePolicy<Kokkos::Cuda>, Kokkos::Cuda>>("
       "Kokkos::Impl::ParallelFor<particle_push::{lambda(int)#1}, Kokkos::RangePolicy<Kokkos::"
       "Cuda>, Kokkos::Cuda>)",
       "other", "other"},  // control: a function named for no operation
      // Batches 146-147 (OpenMP offload, TensorRT and HPC names of public profiles):
      {"__myl_bb1_3_MovSumDivSubMulSumDivAddRsqMulAdd", "tensorrt",
       "norm"},  // Myelin's layer norm spelt out: mean, variance, rsqrt, scale (no Mea token)
      {"__myl_bb0_2_MulSumDivAddSqrDivMul", "tensorrt", "norm"},  // an RMS norm the same way
      {"__myl_MulSumSqr", "tensorrt",
       "reduce"},  // control: a vector's 2-norm, nothing scaled by it
      {"void MaxPool2DGrad_kernel<float>(const float *, float *, int)", "other",
       "reduce"},  // 2D then Grad: pooling's backward pass, not cuDNN's dgrad
      {"nvkernel__Z13column_stddevPKfPfii_F1L40_3", "other", "reduce"},  // a standard deviation
      {"nvkernel__Z8checksumPdi_F1L30_2", "other", "reduce"},            // a checksum sums
      {"nvkernel__Z5zero2Pdii_F1L12_1", "other", "elementwise"},  // zero<N>: fills an N-D array
      {"rotate_image_kernel(const uchar4 *, uchar4 *, int, int)", "other",
       "copy"},  // a rotation by quarter turns moves pixels
      // Batch 148 (XLA fusions of a JAX weather model):
      {"input_add_fusion.3", "xla", "reduce"},  // an input fusion: a reduction with an add epilogue
      {"input_multiply_subtract_fusion_12", "xla", "reduce"},
      {"loop_multiply_subtract_fusion_12", "xla", "elementwise"},  // control: a loop fusion
      {"input_add_transpose_fusion", "xla", "copy"},               // control: a transpose hero
      // "rand" inside a CamelCase word is no random number (rule 178 lower-cases the name):
      {"reorderAndPad_kernel", "other", "copy"},  // reorder-And-pad, not rAnd
      {"markOperandsKernel", "other", "other"},   // operand
      {"cudaprocess::GenerativeRandSolNearBest(cudaprocess::CudaEvolveData *, float *, int)",
       "other", "rng"},  // "Rand" begins a word: random numbers
      {"rocrand_host::detail::init_engines_kernel(rocrand_device::xorwow_engine *, unsigned int)",
       "other", "rng"},
      // Nsight Compute 2025.3 prints names "simplified" (--rename-kernels, on by default): casts
      // and middle namespaces dropped. Seen on an H200 (ncu 2025.3.1, PyTorch 2.11 SDPA backward):
      {"void cudnn::convert_dq_to_16bits<1>(const void *, void *, unsigned int, float *, bool)",
       "cudnn", "attention"},  // cudnn::fusion:: in full
      {"void cudnn::compute_dot_do_o_specialized<1, 64>(const void *, const void *, void *, int)",
       "cudnn", "attention"},
      {"void at::vectorized_elementwise_kernel<4, at::FillFunctor<float>, std::array<char *, "
       "1>>(int, T2, T3)",
       "aten", "elementwise"},  // at::native:: in full
      // AMReX: the function that holds ParallelFor's lambda names the work, also an application's
      // own function (rules 427-431), and the _nowait forms of the FabArray copies:
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, "
       "amrex::FabArray<amrex::FArrayBox>::ParallelCopy_nowait(amrex::FabArray<amrex::FArrayBox> "
       "const&, int)"
       "::{lambda(int, int, int, int)#1}, 3, void>(amrex::Gpu::KernelInfo const&, "
       "amrex::BoxND<T4> const&, T2, T3 const&)::{lambda()#1}>(T2)",
       "other", "copy"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T2, void>::value, "
       "void>::type amrex::ParallelFor<256, "
       "Walls::Dirichlet::FillBoundary(amrex::BaseFab<double>&, int)"
       "::{lambda(int, int, int)#1}, 3>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T3> const&, "
       "T2 const&)::{lambda()#1}>(T2)",
       "other", "copy"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T2, void>::value, "
       "void>::type amrex::ParallelFor<256, Init::Ramp::Add(int const&, amrex::MultiFab&, double)"
       "::{lambda(int, int, int)#1}, 3>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T3> const&, "
       "T2 const&)::{lambda()#1}>(T2)",
       "other", "elementwise"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, (anonymous namespace)::InitRandomStates(unsigned "
       "long)"
       "::{lambda(int, int, int, int)#1}, 3, void>(amrex::Gpu::KernelInfo const&, "
       "amrex::BoxND<T4> const&, T2, T3 const&)::{lambda()#1}>(T2)",
       "other", "rng"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, amrex::average_down_faces(amrex::MultiFab const&, "
       "amrex::MultiFab&, int)"
       "::{lambda(int, int, int, int)#1}, 3, void>(amrex::Gpu::KernelInfo const&, "
       "amrex::BoxND<T4> const&, T2, T3 const&)::{lambda()#1}>(T2)",
       "other", "reduce"},  // a coarse cell from the mean of its fine cells
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T2, void>::value, "
       "void>::type amrex::ParallelFor<256, Model::Solid::Energy(amrex::MultiFab&)"
       "::{lambda(int, int, int)#1}, 3>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T3> const&, "
       "T2 const&)::{lambda()#1}>(T2)",
       "other", "other"},  // control: the application's function names no operation
      // Words that begin with another word's letters: a subsystem is no subtraction, a stackless
      // traversal no torch.stack (rules 185 and 183)
      {"physics::RigidSubsystem_assemble_kernel(float*, int)", "other", "other"},
      {"bvh::StacklessTraverse_kernel(int*)", "other", "other"},
      {"physics::tensor_sub_kernel(float*, int)", "other", "elementwise"},  // control
      {"stack_kernel(float*)", "other", "copy"},                            // control
      // PaddlePaddle's bare names (ncu's short form), Paddle's alone (phi/kernels/funcs:
      // concat_and_split_functor.cu, reduce_function.h, batch_norm_kernel.cu), rule 715:
      {"ConcatTensorWithSameShape", "paddle", "copy"},
      {"ReduceAnyKernel", "paddle", "reduce"},
      {"BNForwardInference", "paddle", "norm"},
      // FlashInfer's CuTe-DSL kernel cut inside "flashinfer" by a table (rule 42)
      {"kernel_cutlass_kernel_flashinf...", "flashinfer", "other"},
      // TensorRT's own convolution tactics as its logs print them, without the run-time suffix
      // (rule 53); cuDNN's kernels of the scheme carry "cudnn"; a name cut by a table stays cuDNN's
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_alignc8",
       "tensorrt", "conv"},
      {"sm75_xmma_dgrad_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage1_"
       "warpsize2x2x1_g1_tensor16x8x8_t1r3s3",
       "tensorrt", "conv"},
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_execute_kernel__5x_cudnn",
       "cudnn", "conv"},  // control
      {"sm80_xmma_fprop_implicit_gemm_f16f16_f16f16_f16_nhwckrsc_nhwc_tilesize64x64x64_stage4_"
       "warpsize2x2x1_g1_tensor16x8x16_kernel_cudnn_infer",
       "cudnn", "conv"},                                                             // control
      {"sm86_xmma_fprop_implicit_gemm_tf32f32_tf32f32_f32_nh...", "cudnn", "conv"},  // control: cut
      // FlashInfer's sampling kernels without their namespace (sampling.cuh), rule 611
      {"TopKSamplingFromProbKernel", "flashinfer", "sort"},
      {"OnlineSoftmaxFusedKernel", "flashinfer", "softmax"},
      {"SamplingKernel", "other", "other"},  // control: no FlashInfer name
      // A KV cache gathered or written by any project is a copy, before the attention words
      // (rule 126)
      {"engine::paged_kv_gather_bf16_kernel(__half*, int)", "other", "copy"},
      {"engine::paged_kv_attention_kernel(__half*, int)", "other", "attention"},  // control
      {"engine::kvcache_write_kernel(__half*, int)", "other", "copy"},
      {"ps::kvstore_push_kernel(float*, int)", "other", "other"},  // control: a parameter server
      // Launchers over a functor named for a convolution or a morphology op (rules 82, 145);
      // alpha blending is pointwise (rule 185)
      {"void thrust::transform_kernel<float, convolutionFunctor>(float*, convolutionFunctor)",
       "cub_thrust", "conv"},
      {"void thrust::transform_kernel<unsigned char, erodeFunctor>(unsigned char*, erodeFunctor)",
       "cub_thrust", "reduce"},
      {"void thrust::transform_kernel<float, dilatedConvFunctor>(float*, dilatedConvFunctor)",
       "cub_thrust", "elementwise"},  // control: "dilated" is no dilation; the launcher's family
      {"alphaBlendKernel(unsigned char*, int)", "other", "elementwise"},
      // The Professional CUDA C book's shared-memory exercises: a tile written and read back (rule
      // 740)
      {"setColReadRowDynPad(int*)", "other", "copy"},
      {"setRowValues(int*)", "other", "other"},  // control: a generic verb
      // bzero, the BSD name of a zeroing memset, is a fill (rule 251)
      {"engine::bzero_active_kernel(unsigned char*, long)", "other", "elementwise"},
      // A GGML-style quantized block format repacked or split into another layout is packing for
      // a low-bit format (rule 179), before the copy words
      {"engine::q5k_repack_kernel(unsigned char const*, unsigned char*)", "other", "quant"},
      {"engine::q4_0_split_kernel(unsigned char const*, signed char*)", "other", "quant"},
      {"engine::seq_split_kernel(float const*, float*)", "other", "copy"},  // control
      // Thrust before 1.6 ran fill and transform as a for_each_n_closure over its own functors
      // (rules 147, 149)
      {"void thrust::detail::backend::cuda::detail::launch_closure_by_value<thrust::detail::"
       "backend::cuda::for_each_n_closure<thrust::device_ptr<float>, unsigned int, "
       "thrust::detail::device_generate_functor<thrust::detail::fill_functor<float>>>>("
       "thrust::detail::backend::cuda::for_each_n_closure<thrust::device_ptr<float>, unsigned "
       "int, thrust::detail::device_generate_functor<thrust::detail::fill_functor<float>>>)",
       "cub_thrust", "elementwise"},
      {"void thrust::detail::backend::cuda::detail::launch_closure_by_value<thrust::detail::"
       "backend::cuda::for_each_n_closure<thrust::device_ptr<int>, unsigned int, "
       "thrust::detail::device_unary_transform_functor<thrust::identity<int>>>>("
       "thrust::detail::backend::cuda::for_each_n_closure<thrust::device_ptr<int>, unsigned int, "
       "thrust::detail::device_unary_transform_functor<thrust::identity<int>>>)",
       "cub_thrust", "copy"},
      // Thrust 1.8's for_each over a morphology or convolution functor that Thrust's transform
      // wraps (rules 145, 82)
      {"void thrust::system::cuda::detail::bulk_::detail::launch_by_value<0u, thrust::system::"
       "cuda::detail::bulk_::detail::closure<thrust::system::cuda::detail::for_each_n_detail::"
       "for_each_kernel, thrust::tuple<thrust::detail::wrapped_function<thrust::detail::"
       "unary_transform_functor<convolutionFunctor>, void>>>>(unsigned long)",
       "cub_thrust", "conv"},
      {"void thrust::system::cuda::detail::bulk_::detail::launch_by_value<0u, thrust::system::"
       "cuda::detail::bulk_::detail::closure<thrust::system::cuda::detail::for_each_n_detail::"
       "for_each_kernel, thrust::tuple<thrust::detail::wrapped_function<thrust::detail::"
       "binary_transform_functor<erodeFunctor>, void>>>>(unsigned long)",
       "cub_thrust", "reduce"},
      // Names a table cut inside a library's identifier (rules 352, 174); a colour conversion
      // (rule 185)
      {"conv2d_c1_k1_nhwc_hw_packed_k...", "cudnn", "conv"},
      {"void at::native::(anonymous namespace)::sum_and_scatt...", "aten", "embedding"},
      {"black_and_white_kernel(unsigned char*, int)", "other", "elementwise"},
      // Thrust's radix sort before CUB, from back40computing: every pass is the sort's (rule 143);
      // tone mapping is a pointwise colour curve (rule 185)
      {"void thrust::system::cuda::detail::detail::b40c_thrust::RakingReduction<unsigned int, "
       "unsigned int, 1, 4, 4>(int*, unsigned int*)",
       "cub_thrust", "sort"},
      {"void thrust::detail::device::cuda::detail::b40c_thrust::SrtsScanSpine<void>(int*, int*, "
       "int)",
       "cub_thrust", "sort"},
      {"render::tonemap_kernel(float4*, int)", "other", "elementwise"},
      // IREE names a matrix-vector dispatch vecmat (rule 168); TVM's take among arithmetic other
      // than an add computes (rule 159), alone or with an add it is a lookup (control)
      {"main_dispatch_3_vecmat_16x256_f16", "other", "gemv"},
      {"tvmgen_default_fused_take_subtract_multiply_exp_kernel0", "tvm", "elementwise"},
      {"vm_mod_fused_take_add_kernel0", "tvm", "embedding"},
      // CUTLASS's convolution entry point mangled and cut short (rule 237); a GEMM's (control);
      // ggml's templated leaky ReLU by its signature (rule 533), another project's (control)
      {"_ZN7cutlass6KernelINS_4conv6kernel23ImplicitGemmConvolutionINS1_11threadblock16Implicit"
       "Gemm...",
       "cutlass", "conv"},
      {"_ZN7cutlass6KernelINS_4gemm6kernel4GemmINS1_11threadblock...", "cutlass", "gemm"},
      {"void leaky_relu_kernel<__half>(__half const*, __half*, int, float)", "ggml", "elementwise"},
      {"leaky_relu_kernel(float*, int, float)", "other", "elementwise"},
      // An image overlaid on another is a blend (rule 185); a morphology kernel a dilation or an
      // erosion by its operator (rule 642)
      {"overlay_kernel(float4*, float4 const*, int, int)", "other", "elementwise"},
      {"void morphology<(MorphOpType)1>(unsigned char*, unsigned char*, int, int)", "other",
       "reduce"},
      // An Eigen map assigned another map copies (rule 135); a sum of two maps computes (control)
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::"
       "TensorMap<Eigen::Tensor<int, 1, 1, long>, 16, Eigen::MakePointer>, Eigen::TensorMap<Eigen::"
       "Tensor<int const, 1, 1, long>, 16, Eigen::MakePointer> const> const, Eigen::GpuDevice>, "
       "long>(int, long)",
       "tensorflow", "copy"},
      {"void Eigen::internal::EigenMetaKernel<Eigen::TensorEvaluator<Eigen::TensorAssignOp<Eigen::"
       "TensorMap<Eigen::Tensor<int, 1, 1, long>, 16, Eigen::MakePointer>, "
       "Eigen::TensorCwiseBinaryOp<Eigen::internal::scalar_sum_op<int const, int const>, "
       "Eigen::TensorMap<Eigen::Tensor<int, 1, 1, long>, 16, Eigen::MakePointer> const, "
       "Eigen::TensorMap<Eigen::Tensor<int const, 1, 1, long>, 16, Eigen::MakePointer> const> "
       "const> const, Eigen::GpuDevice>, long>(int, long)",
       "tensorflow", "elementwise"},
      // vLLM's CuTe-DSL linear layers cut by a table (rule 348); TensorRT-LLM's MoE finalize and
      // expand cut inside their names (rules 181, 183); SGLang's KV buffer set and cache
      // locations assigned (rule 126)
      {"kernel_cutlass_kernel_vllmmodel_executorkernelslinear...", "vllm", "gemm"},
      {"void tensorrt_llm::kernels::cutlass_kernels::finalizeMoeRou...", "other", "reduce"},
      {"void tensorrt_llm::kernels::cutlass_kernels::expandInp...", "other", "copy"},
      {"set_kv_buffer_kernel", "other", "copy"},
      {"assign_decode_cache_locs", "other", "copy"},
      // FlagGems' generated pointwise kernel and a sequence filled (rule 185); a range query is
      // neither (control)
      {"_jit_function_0d1d2d3de", "triton", "elementwise"},
      {"void dgl::aten::impl::_RangeKernel<int>(int*, int, int)", "other", "elementwise"},
      {"range_query_kernel(int*, int)", "other", "other"},
      // A cumulative distribution built is a prefix sum (rule 180); a CDF evaluated is no scan
      // (control)
      {"build_cdf_kernel(float const*, float*, int)", "other", "sort"},
      {"normal_cdf(float*, int)", "other", "other"},
      // A product with a transposed operand (rule 167); elements selected by a predicate and a
      // block's prefix sum (rule 180); a top-1 is an argmax (rule 181); a store and a scale
      // layout are data movement (rule 183); scaling is arithmetic (rule 185); the two products
      // of paged attention (rule 164); a quantised dot product (rule 168)
      {"matTransposeMulKernel(float*, float*, float*, int)", "other", "gemm"},
      {"filterByMask(float*, int*, float*, int)", "other", "sort"},
      {"_segment_prefix_kernel", "other", "sort"},
      {"router_top1_kernel(float const*, int*, int)", "other", "reduce"},
      {"cache_store_kernel(float const*, float*, int)", "other", "copy"},
      {"store_3d", "other", "copy"},
      {"triton_scale_swizzle_2d", "triton", "copy"},
      {"void mxfp8_blocked_layout_kernel<32>(unsigned char const*, unsigned char*, int)", "other",
       "copy"},
      {"inverse_scaling(float*, float const*, int)", "other", "elementwise"},
      {"paged_pv_kernel(__half const*, __half*, int)", "other", "attention"},
      {"batch_paged_scores(__half const*, float*, int)", "other", "attention"},
      {"q4_qdot(void const*, float const*, float*, int)", "other", "gemv"},
      // All-to-all exchanges (rule 171); an Inductor template whose name names only its epilogue
      // is a matrix product (rule 167), a flex attention template stays attention (control)
      {"_dispatch_all_to_all_kernel", "other", "comm"},
      {"triton_tem_fused_relu_4", "triton", "gemm"},
      {"triton_tem_fused_flex_attention_mul_2", "triton", "attention"},
      // A grouped GEMM's arguments and a CuTe-DSL GEMM's prepare kernel set up operands (rule 150)
      {"void grouped::set_grouped_gemm_args_kernel<int>(int*, int)", "other", "other"},
      {"kernel_cutlass_prepare_kernel_mymoduleGroupedGemmKernel_object_at__0", "other", "other"},
      // Early ggml-cuda's fused dequantize and matrix-vector product (rule 168); a scalar product
      // (rule 168)
      {"void dequantize_mul_mat_q5_1<64>(void const*, float const*, float*, int)", "ggml", "gemv"},
      {"scal_prod_73_gpu", "other", "gemv"},
      // Brian2's spike thresholder is no arithmetic (rule 150); its reset fills (control)
      {"kernel_spikes_thresholder_codeobject(unsigned int, int*, double*)", "other", "other"},
      {"_reset_spikes_thresholder_codeobject(int*)", "other", "elementwise"},
      // CUB's transform and for_each with the identity copy (rules 120, 147); a for_each over an
      // AXPBY functor computes (rule 149)
      {"void cub::detail::transform::transform_kernel<cub::detail::transform::policy_hub<true, "
       "cuda::std::__4::tuple<int*>>::policy1000, int, cuda::std::__4::__identity, int*, int*>("
       "int, int, cuda::std::__4::__identity, int*, cub::detail::transform::kernel_arg<int*>)",
       "cub_thrust", "copy"},
      {"void "
       "cub::detail::for_each::static_kernel<cub::detail::for_each::policy_hub_t::policy_500_t, "
       "long, thrust::cuda_cub::__transform::unary_transform_f<int*, int*, "
       "thrust::cuda_cub::__transform::no_stencil_tag, thrust::identity<int>, "
       "thrust::cuda_cub::__transform::always_true_predicate>>(long, long)",
       "cub_thrust", "copy"},
      {"void "
       "cub::detail::for_each::static_kernel<cub::detail::for_each::policy_hub_t::policy_500_t, "
       "long, cub::detail::for_each::op_wrapper_t<long, solver::Axpby<float>, float*>>(long, long)",
       "cub_thrust", "elementwise"},
      // A project's own axpy with a plain signature is no cuBLAS kernel (rule 76); cuBLAS's
      // (control)
      {"axpy_kernel(float, float const*, float*, int)", "other", "elementwise"},
      {"void axpy_kernel_val<float, float>(cublasAxpyParamsVal<float, float, float>)", "cublas",
       "elementwise"},
      // FlashInfer's sparse MLA prefill printed without its namespace (rule 610); XLA's HLO op
      // names and fusion kinds written with a hyphen (rules 556, 122, 153)
      {"void sparse_mla_prefill_mg_kernel<(ModelType)0, 16>(float const*, float*)", "flashinfer",
       "attention"},
      {"shift_right_arithmetic", "xla", "elementwise"},
      {"loop-copy_fusion", "xla", "copy"},
      // ATen's CUTLASS 3 kernels demangled (rule 238)
      {"void cutlass::device_kernel<at::cuda::detail::enable_3x_kernel_for_sm9x<cutlass::gemm::"
       "kernel::GemmUniversal<int>>>(T1::Params)",
       "cutlass", "gemm"},
      // Inductor's scans run as reduction kernels (rule 12); a plain sum stays a reduction
      // (control)
      {"triton_per_fused_cumsum_add_3", "triton", "sort"},
      {"triton_red_fused_add_sum_3", "triton", "reduce"},
      // Q, K and V quantised (rule 179); a lookup verb gathers (rule 183), a lookup in a table
      // of the project's says nothing, a cache looked up gathers (controls); an accuracy counts
      // (rule 181); an asynchronous copy (rule 183)
      {"void sage::fp8QuantQkvKernel<float>(float const*, int)", "other", "quant"},
      {"void ns::lookupTokenRows<float>(float*, int const*, int)", "other", "copy"},
      {"xs_lookup_kernel(double*, int)", "other", "other"},
      {"slot_cache_lookup_kernel(long const*, int*)", "other", "copy"},
      {"compute_accuracy_kernel(int const*, int const*, int*, int)", "other", "reduce"},
      {"tile_cp_async(float const*, float*)", "other", "copy"},
      // Batched band products (rule 167); an alpaka kernel by its functor (rule 138), a stencil
      // functor says nothing (control)
      {"g2bmm_bs2_kernel0(float*, float*, float*)", "other", "gemm"},
      {"void alpaka::detail::gpuKernel<MatMulKernel, alpaka::AccGpuUniformCudaHipRt<alpaka::"
       "ApiCudaRt, int>, int>(int)",
       "other", "gemm"},
      {"void alpaka::detail::gpuKernel<StencilKernel, alpaka::AccGpuUniformCudaHipRt<alpaka::"
       "ApiCudaRt, int>, int>(int)",
       "other", "other"},
      // A mean subtracted is arithmetic (rule 177); a mean computed reduces (control)
      {"subtract_mean_kernel(float*, float const*, int)", "other", "elementwise"},
      {"rowMeanSubtraction(float2*, int)", "other", "elementwise"},
      {"mean_kernel(float const*, float*, int)", "other", "reduce"},
      // An Inductor reduction kernel whose nodes are a matrix product and layout steps only is the
      // product (rule 11); with a norm among its nodes it is the norm (control)
      {"triton_per_fused_mm_view_4", "triton", "gemm"},
      {"triton_red_fused_addmm_t_2", "triton", "gemm"},
      {"triton_per_fused_add_addmm_native_layer_norm_5", "triton", "norm"},
      // The residual connection adds (rule 185); a solver's residuals say nothing, nor does the
      // red sweep of a red-black smoother (rule 150)
      {"residual_forward_kernel(float*, float const*, int)", "other", "elementwise"},
      {"heat_residual(float*, float const*, int)", "other", "other"},
      {"computeFitResidualsGPU", "other", "other"},
      {"red_gauss_seidel(float*, float const*, int)", "other", "other"},
      // A centre of mass's momentum is a sum, no optimizer's (rule 175); a buffer cleared is a
      // fill (rule 185), a module named clear_ says nothing (control)
      {"calcCenterOfMassMomentum", "other", "reduce"},
      {"sgd_momentum_kernel(float*, float const*, float, int)", "other", "optimizer"},
      {"clearTwoBuffers", "other", "elementwise"},
      {"clear_dest_kernel(void*, int)", "other", "elementwise"},
      {"clear_c84_0_kernel_6_gc_reinit_lists", "other", "other"},
      // ATen's norm statistics cut inside the name by torch.profiler's table (rules 340, 593)
      {"void at::native::(anonymous namespace)::RowwiseMomen...", "aten", "norm"},
      {"void at::native::(anonymous namespace)::ComputeFused...", "aten", "norm"},
      // A prefix product is a scan (rule 180); a pass of a multi-pass reduction named by its
      // operation, also in a namespace, reduces (rule 181)
      {"partial_prefix_product_kernel(float const*, float*, int)", "other", "sort"},
      {"<unnamed>::max_first_pass_kernel(float const*, float*, int)", "other", "reduce"},
      {"(anonymous namespace)::sum_final_pass_kernel(float const*, float*, int)", "other",
       "reduce"},
      // ATen's launchers cut inside their names by a table's column (rule 748; its layer norm so
      // cut, rule 749, with batch 47's cases); an average cut by a compiler's name limit (rule
      // 181); a linear layer's own kernel is its product (rule 751), a linear interpolation is not
      // (control)
      {"void at::native::vectorized_el", "aten", "elementwise"},
      {"src_solver_compute_cell_averag6A6A6A6A_94d55877839afdd6", "other", "reduce"},
      {"linear_kernel(float*, float*, float*, float*, int, int, int)", "other", "gemm"},
      {"linear_interp_kernel(float*, float const*, int)", "other", "other"},
      // TensorRT's 1x1 convolutions run as a GEMM (rule 53); a histogram plotted, a peak-FLOPS
      // benchmark and the gated delta rule's recurrence say nothing (rule 150); a histogram
      // computed reduces (control); the Basic Matrix Library's product (rule 167)
      {"sm70_xmma_gemm_as_conv1x1_f16f16_f16_f16_tn_n_simt_small_batch_bias_relu_kernel_trt",
       "tensorrt", "conv"},
      {"plotHistogramKernel(uchar4*, int*, int, int, int)", "other", "other"},
      {"histogramKernel(unsigned char const*, int*, int)", "other", "reduce"},
      {"void max_flops<float>(unsigned int*, float*, float*)", "other", "other"},
      {"fused_sigmoid_gating_delta_rule_update_kernel", "other", "other"},
      {"bml_multiply_AB_ellpack_double_real$_omp_fn$0", "other", "gemm"},
      // Application schemes whose variant names read as a copy (rule 150): AWP-ODC's stencils,
      // cuPHY's LDPC decoder, AmgX marking nodes; an AmgX halo exchange copies (control)
      {"void dtopo_str_111_index<64, 8, 1>(float*, float const*, int)", "other", "other"},
      {"dtopo_vel_111_split1", "other", "other"},
      {"ldpc2_BG2_split_index_fp_desc_dyn_fp16", "other", "other"},
      {"amgx::flag_halo_nodes_local(long*, int*, int)", "other", "other"},
      {"void amgx::gather_halo_values<double>(double*, double const*, int const*, int)", "other",
       "copy"},
      // A vLLM CuTe-DSL kernel with its function's name before the module path (rule 96)
      {"kernel_cutlass__kernel_phase_0_to_4_vllmv1attentionbackendscute_pagedphase_e_kernelPhaseE_"
       "Beta_Kernel_object_at_________tensorptrbf16_gmem_o_1",
       "vllm", "attention"},
      // ATen's reduce_kernel without its namespace, bare or over its ReduceOp (rule 130); a
      // project's own with a plain signature is not ATen's
      {"reduce_kernel", "aten", "reduce"},
      {"void reduce_kernel<512, 1, ReduceOp<float, MeanOps<float, float, float, float>, unsigned "
       "int, float, 4, 4>>(T3)",
       "aten", "reduce"},
      {"void reduce_kernel<(unsigned int)256>(const float *, float *, int)", "other", "reduce"},
      // A block's prefixes are a scan (rule 180); softsign is an activation (rule 185); an NNC
      // fusion group whose words name no family is pointwise (rule 754), a norm fused there is
      // the norm (control)
      {"prefix_block_prefixes_kernel(float*, int, int)", "other", "sort"},
      {"softsign_kernel(float const*, float*, int)", "other", "elementwise"},
      {"fused_to_unsqueeze__15631651969432532969", "other", "elementwise"},
      {"fused_batch_norm_rel_1988940567207353275", "other", "norm"},
      // ELU is an activation, as SELU and CELU are (rule 185); not the letters inside a word
      // (control)
      {"elu_kernel(const float *, float *, float, int)", "other", "elementwise"},
      {"elu_backward_kernel", "other", "elementwise"},
      {"compute_velu_kernel", "other", "other"},
      // TensorRT 10 splits a layer norm in two Myelin kernels, the statistics and the
      // normalisation: both norm (rule 132); its dynamic quantization token Dyna (rule 179); Tan
      // is pointwise (rule 155); softmax and Tanh stay as they were (controls)
      {"__myl_AddCastMeaSubMulMea_0x00112233445566778899aabbccddeeff", "tensorrt", "norm"},
      {"__myl_bb0_12_SumDivMulSubMulSum", "tensorrt", "norm"},
      {"__myl_AddSqrtDivMulCastMulAdd_0x00112233445566778899aabbccddeeff_com_vec", "tensorrt",
       "norm"},
      {"__myl_bb1_3_DivMulAddSqrDivMulMulAdd", "tensorrt", "norm"},
      {"__myl_MulCastReshDyna_cuda_tile_0x00112233445566778899aabbccddeeff", "tensorrt", "quant"},
      {"__myl_Tan_0x00112233445566778899aabbccddeeff", "tensorrt", "elementwise"},
      {"__myl_MaxSubExpSumDiv_0x00112233445566778899aabbccddeeff", "tensorrt", "softmax"},
      {"__myl_MulAddTanhMul_0x00112233445566778899aabbccddeeff", "tensorrt", "elementwise"},
      // Myelin's Fc token only among its op tokens, not in the hex hash (rule 160); its reduce-max
      // token Maxr with only data movement around it is a reduction (rule 152), inside a softmax
      // the softmax (control); Inductor lists a kernel's nodes alphabetically, so pointwise nodes
      // on both sides of a product keep it a product (rule 11), a mean and rsqrt make it a norm
      // (control)
      {"__myl_CastSumAdd_0x00112233445566778899aabbcfcd0011", "tensorrt", "reduce"},
      {"__myl_FcCast_myl0_9", "tensorrt", "gemm"},
      {"__myl_MaxrTran_0x00112233445566778899aabbccddeeff", "tensorrt", "reduce"},
      {"__myl_ConcMaxrSubExpSum_0x00112233445566778899aabbccddeeff_com", "tensorrt", "softmax"},
      {"triton_per_fused_addmm_cos_sin_view_3", "triton", "gemm"},
      {"triton_per_fused_addmm_mean_pow_rsqrt_7", "triton", "norm"},
      // An L2 normalisation with forward and backward kernels is a norm layer (rule 166); a
      // vector's L2 norm computed is a reduction (control)
      {"l2norm_bwd_kernel1", "other", "norm"},
      {"void l2_norm_fwd_kernel<float>(float const*, float*, int, float)", "other", "norm"},
      {"compute_l2norm_kernel(float const*, float*, int)", "other", "reduce"},
      // TVM's fused kernels holding a layer norm's normalising step are norm (rule 166); TVM's
      // cast then transpose is no FP8 cast-transpose (rule 179), Transformer Engine's is (control)
      {"tvmgen_default_fused_subtract_add_sqrt_divide_multiply_add_3_kernel0", "tvm", "norm"},
      {"vm_mod_fused_add_rsqrt_multiply_multiply_kernel0", "tvm", "norm"},
      {"tvmgen_default_fused_cast_transpose_layout_transform_kernel0", "tvm", "elementwise"},
      {"void transformer_engine::cast_transpose_kernel<float, __nv_fp8_e4m3>(float const*, "
       "__nv_fp8_e4m3*, int)",
       "transformer_engine", "quant"},
      // The CUB Thrust 1.8 bundled as cub_:: and Thrust 1.8's closures launched directly
      // (rules 143, 144); the passes of the classic scans and merge sorts (rule 180); a
      // quantization's scales computed (rule 179)
      {"void thrust::system::cuda::detail::cub_::DeviceRadixSortDownsweepKernel<int>(int*)",
       "cub_thrust", "sort"},
      {"void thrust::system::cuda::detail::cub_::RadixSortScanBinsKernel<int>(int*, int)",
       "cub_thrust", "sort"},
      {"void thrust::system::cuda::detail::detail::launch_closure_by_value<thrust::system::cuda::"
       "detail::copy_if_detail::copy_if_intervals_closure<int*, int>>(int)",
       "cub_thrust", "sort"},
      {"uniformAdd(float*, float*, int, int, int)", "other", "sort"},
      {"void mergeRanksAndIndicesKernel(unsigned int*, unsigned int*, unsigned int, unsigned int)",
       "other", "sort"},
      {"compute_scales_kernel(float const*, float*, int)", "other", "quant"},
      // An inner product is a dot product, gemv as the dot kernels are (rule 168)
      {"innerProduct(float const*, float const*, float*, int)", "other", "gemv"},
      {"void inner_product_kernel<double>(double const*, double const*, double*, int)", "other",
       "gemv"},
      // Read from the libraries' sources: FBGEMM's Triton kernels and its TBE optimizers' update
      // kernels (rule 761); Transformer Engine's NVRTC cast-transpose under its full name (rule
      // 320); TensorRT's EfficientNMS and instance norm plugins (rule 765). A split-K kernel is no
      // FBGEMM optimizer, TE's NVRTC transpose was found before (controls)
      {"_kernel_matmul_fp8_row_tma_persistent", "fbgemm", "gemm"},
      {"_kernel_quantize_fp8_row", "fbgemm", "quant"},
      {"_fbgemm_grouped_gemm_fp8_rowwise", "fbgemm", "gemm"},
      {"void split_rowwise_adagrad_update_kernel<float, float, 4, 32>(int, float*)", "fbgemm",
       "optimizer"},
      {"split_k_update_kernel", "other", "gemm"},
      // Apex's fused RoPE as nsys's short names print it, without its anonymous namespace (rule
      // 34); another project's fused_rope_kernel is its own (control)
      {"fused_rope_thd_backward", "apex", "elementwise"},
      {"void (anonymous namespace)::fused_rope_kernel<false, 128l, true, __half, int, "
       "4u>((anonymous namespace)::FusedRopeParams)",
       "other", "elementwise"},
      {"cast_transpose_optimized_kernel(__nv_bfloat16 const*, float const*, __nv_fp8_e4m3*, "
       "__nv_fp8_e4m3*, float const*, float*, float*, unsigned long, unsigned long)",
       "transformer_engine", "quant"},
      {"transpose_optimized_kernel(__half const*, float const*, __half*, unsigned long, unsigned "
       "long)",
       "transformer_engine", "copy"},
      {"void EfficientNMS<float, float>(EfficientNMSParameters, int const*, int*, int*, int*, "
       "float*, int*, float const*, float const*, float const*, float const*)",
       "tensorrt", "other"},
      {"void instance_norm_impl::instanceNormFwd<instance_norm_impl::InstanceNormFwdParams<__half, "
       "float, __half>>(instance_norm_impl::InstanceNormFwdParams<__half, float, __half>)",
       "tensorrt", "norm"},
      // Session 40: SUNDIALS' CUDA vector kernels (linearSum is a*x + b*y, not a sum), its Kokkos
      // vector's pointwise lambdas; reductions, dot products and a ParallelReduce stay (controls)
      {"void sundials::nvector_cuda::linearSumKernel<double, long>(double, double const*, double, "
       "double const*, double*, long)",
       "other", "elementwise"},
      {"void suncudavec::prodKernel<double, long>(double const*, double const*, double*, long)",
       "other", "elementwise"},
      {"void sundials::nvector_cuda::setConstKernel<float, int>(float, float*, int)", "other",
       "elementwise"},
      {"void sundials::nvector_cuda::minQuotientKernel<double, int>(double, double const*, double "
       "const*, double*, int)",
       "other", "reduce"},
      {"void sundials::nvector_cuda::sumReduceKernel<double, int>(double const*, double*, int)",
       "other", "reduce"},
      {"void sundials::nvector_cuda::dotProdKernel<double, int>(double const*, double const*, "
       "double*, int)",
       "other", "gemv"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<void "
       "sundials::kokkos::impl::N_VLinearSum_Kokkos<sundials::kokkos::Vector<Kokkos::Cuda, "
       "Kokkos::CudaSpace>>(double, _generic_N_Vector*, double, _generic_N_Vector*, "
       "_generic_N_Vector*)::{lambda(unsigned int)#1}, Kokkos::RangePolicy<Kokkos::Cuda>, "
       "Kokkos::Cuda>>(Kokkos::Impl::ParallelFor<void "
       "sundials::kokkos::impl::N_VLinearSum_Kokkos<sundials::kokkos::Vector<Kokkos::Cuda, "
       "Kokkos::CudaSpace>>(double, _generic_N_Vector*, double, _generic_N_Vector*, "
       "_generic_N_Vector*)::{lambda(unsigned int)#1}, Kokkos::RangePolicy<Kokkos::Cuda>, "
       "Kokkos::Cuda>)",
       "other", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelReduce<Kokkos::Impl::"
       "CombinedFunctorReducer<double "
       "sundials::kokkos::impl::N_VMaxNorm_Kokkos<sundials::kokkos::Vector<Kokkos::Cuda, "
       "Kokkos::CudaSpace>>(_generic_N_Vector*)::{lambda(unsigned int, double&)#1}, "
       "Kokkos::Max<double, Kokkos::HostSpace>>, Kokkos::RangePolicy<Kokkos::Cuda>, "
       "Kokkos::Cuda>>(Kokkos::Impl::ParallelReduce<int>)",
       "other", "reduce"},
      // gtensor's expression assignment; cuCollections' table initialisation, as a kernel and
      // through CUB's for_each; cuDF's groupby aggregations
      {"void gt::detail::kernel_assign_2<gt::gtensor_span<float, 2, gt::space::device>, "
       "gt::gfunction<gt::ops::multiply, gt::gscalar<float>, gt::gtensor_span<float, 2, "
       "gt::space::device>>>(gt::gtensor_span<float, 2, gt::space::device>, "
       "gt::gfunction<gt::ops::multiply, gt::gscalar<float>, gt::gtensor_span<float, 2, "
       "gt::space::device>>)",
       "other", "elementwise"},
      {"void cuco::detail::initialize<128, cuco::pair<int, int>, cuco::pair<int, int>*, "
       "long>(cuco::pair<int, int>*, long, cuco::pair<int, int>)",
       "other", "elementwise"},
      {"void "
       "cub::detail::for_each::static_kernel<cub::detail::for_each::policy_hub_t::policy_500_t, "
       "long, cuco::detail::initialize_functor<long, int>>(long, "
       "cuco::detail::initialize_functor<long, int>)",
       "cub_thrust", "elementwise"},
      {"cudf::groupby::detail::hash::(anonymous namespace)::single_pass_shmem_aggs_kernel(int, "
       "cudf::table_device_view, cudf::mutable_table_device_view)",
       "cudf", "reduce"},
      // A scale and shift addressed through an index is arithmetic, an RMS norm's fused one the
      // norm (control); Triton's block-sparse matmul and a fully connected layer's passes;
      // FlashInfer's sampling, its top-k ones sort (control)
      {"_indexed_scale_shift_kernel", "other", "elementwise"},
      {"_fused_rms_norm_scale_shift_kernel", "other", "norm"},
      {"_dds_kernel_0d1d2d3d4c5d", "triton", "gemm"},
      {"_fc2_bwd_kernel", "other", "gemm"},
      {"void flashinfer::sampling::MinPSamplingFromProbKernel<1024u, 4u, float>(float*, float*, "
       "float*, float*, unsigned int, unsigned long)",
       "flashinfer", "rng"},
      {"void flashinfer::sampling::TopKTopPSamplingFromProbKernel<1024u, 4u, float>(float*, "
       "float*, float*, float*, unsigned int, unsigned long)",
       "flashinfer", "sort"},
      // A kernel named for what follows a convolution is none (rule 150); a convolution stays
      // one (control)
      {"_post_conv_gate_kernel", "other", "other"},
      {"(anonymous namespace)::GdnPostConvKernel(float const*, float*, int)", "other", "other"},
      {"void causal_conv1d_fwd_kernel<128, 4>(ConvParamsBase)", "other", "conv"},
      // A cut mangled launcher's kernel is its first template argument's (the name it starts with,
      // also cut inside): FlashAttention 3, vLLM, FlashInfer's GEMMs (also demangled), a CUTLASS
      // convolution; a whole CUTLASS GEMM stays (control)
      {"_ZN7cutlass13device_kernelIN5flash16FlashAttnFwdSm90IN4cute5tupleIJNS2_1CILi1...",
       "flash_attn", "attention"},
      {"_ZN7cutlass13device_kernelIN4vllm20cutlass_3x_gemm_sm90IN4cute...", "vllm", "gemm"},
      {"_ZN7cutlass13device_kernelIN10flashinfer4gemm17GemmUniversalF…", "flashinfer", "gemm"},
      {"void "
       "cutlass::device_kernel<flashinfer::gemm::GemmUniversalFp8<128>>(flashinfer::gemm::"
       "GemmUniversalFp8<128>::Params)",
       "flashinfer", "gemm"},
      {"_ZN7cutlass7Kernel2I45cutlass_80_tensorop_s16816fprop_optimized_f1...", "cutlass", "conv"},
      {"_ZN7cutlass6KernelI52cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4EEvNT_6ParamsE...",
       "cutlass", "gemm"},
      // An RMS norm's statistics half in Myelin: a square and a mean end its op tokens; other
      // pointwise kernels stay (control)
      {"__myl_bb0_3_AddCasMulMea_com_vec", "tensorrt", "norm"},
      {"__myl_ReshCastMulMean_0x3c1f", "tensorrt", "norm"},
      {"__myl_MulAddMul_0x3c1f", "tensorrt", "elementwise"},
      // A Gaussian-splatting rasterizer's blend is rendering, an image blend stays pointwise
      // (control); a Canny edge filter; an image layout named with its element type on both sides;
      // a binary operator's kernel; BitNet's linear layer
      {"void splat::rasterization::kernels::forward::blend_cu<true>(uint2 const*, float4 const*, "
       "float*, int, int)",
       "other", "other"},
      {"void gsplat::(anonymous namespace)::tile_blend_fwd_kernel<3u>(unsigned int, float const*, "
       "float*)",
       "other", "other"},
      {"void blendKernel(uchar4*, uchar4 const*, float, int)", "other", "elementwise"},
      {"void canny_edge_kernel(unsigned char const*, float*, int, int)", "other", "conv"},
      {"img::float_hwc_to_float_chw(float const*, float*, unsigned long, unsigned long, unsigned "
       "long)",
       "other", "copy"},
      {"void ops::vectorized_binary_kernel<ops::add_op>(float const*, float const*, float*, "
       "unsigned long)",
       "other", "elementwise"},
      {"_bitlinear_fwd_kernel", "other", "gemm"},
      // A kernel named for the NF4 format (decoding it is a dequantization)
      {"void nf4_decode_kernel<__half>(uint4 const*, float const*, __half*, long)", "other",
       "quant"},
      {"nf4_decode_kernel", "other", "quant"},
      // GroupNorm abbreviated gn as a word of the name, also fused with quantization; a word
      // holding the letters is no norm (control); a numbered concatenation; a scan's decoupled
      // look-back pass
      {"void gn_stats_kernel<float>(float const*, float*, int, int)", "other", "norm"},
      {"gn_apply_quantize_kernel(__half const*, signed char*, float const*, int)", "other", "norm"},
      {"void design_kernel(float*, int)", "other", "other"},
      {"cat3_kernel(float const*, float const*, float const*, float*, int)", "other", "copy"},
      {"category_kernel(int*, int)", "other", "other"},
      {"void decoupled_look_back_pass<int>(int const*, int*, int)", "other", "sort"},
      {"lookback_kernel(float const*, float*, long)", "other", "sort"},
      // A name that starts with gemm_ is a GEMM, whatever epilogue follows; the bias-add words
      // alone stay pointwise (control)
      {"gemm_add_bias_residual_kernel", "other", "gemm"},
      {"add_qkv_bias_kernel", "other", "elementwise"},
      // ggml: its expert-grouping helper is no GEMM; its broadcasting binary kernel with op_repeat
      // copies, with op_add adds (control)
      {"void mm_ids_helper<(int)4>(int const*, int*, int*, int*, int, int, int, int, int)", "ggml",
       "sort"},
      {"void k_bin_bcast<&op_repeat, __half, __half, __half>(__half const*, __half const*, "
       "__half*, int, int, int)",
       "ggml", "copy"},
      {"void k_bin_bcast<&op_add, float, float, float>(float const*, float const*, float*, int, "
       "int, int)",
       "ggml", "elementwise"},
      // TensorRT's and cuTENSOR's kernels as ncu prints them, without namespace or arguments; a
      // plain copy kernel is nobody's (control)
      {"nonTailReduceFast", "tensorrt", "reduce"},
      {"nchwSoftmaxAxisWSmall", "tensorrt", "softmax"},
      {"poolCHW_PQT", "tensorrt", "reduce"},
      {"permutationKernelPLC3", "cutensor", "copy"},
      {"copyKernel", "other", "copy"},
      // Myelin's norm statistics and softmax also when a tool cut the name inside their tokens
      {"__myl_bb0_2_ResMeaSubMulMea...", "tensorrt", "norm"},
      {"__myl_bb1_3_MulMaxSubE...", "tensorrt", "softmax"},
      {"__myl_bb0_4_MulAddSub...", "tensorrt", "elementwise"},
      // PyTorch's THC random kernels over MTGP32 states; another project's generate_ kernel says
      // nothing (control); TensorFlow's sum of exponentials (its softmax cross-entropy), a sum of
      // logarithms stays a reduction (control)
      {"generate_log_normal(curandStateMtgp32*, int, float*, double, double)", "aten", "rng"},
      {"void generate_normal_kernel(float*, int)", "other", "other"},
      {"void Eigen::internal::InnerReductionKernel<128, Eigen::TensorEvaluator<Eigen::"
       "TensorReductionOp<Eigen::internal::SumReducer<double>, Eigen::IndexList<Eigen::type2index<"
       "1l>> const, Eigen::TensorCwiseUnaryOp<Eigen::internal::scalar_exp_op<double>, Eigen::"
       "TensorMap<Eigen::Tensor<double, 2, 1, long>, 16> const> const> const, Eigen::GpuDevice>, "
       "Eigen::internal::SumReducer<double>, long>(Eigen::internal::SumReducer<double>, long, "
       "long, "
       "double*)",
       "tensorflow", "softmax"},
      {"void Eigen::internal::InnerReductionKernel<128, Eigen::TensorEvaluator<Eigen::"
       "TensorReductionOp<Eigen::internal::SumReducer<double>, Eigen::IndexList<Eigen::type2index<"
       "1l>> const, Eigen::TensorCwiseUnaryOp<Eigen::internal::scalar_log_op<double>, Eigen::"
       "TensorMap<Eigen::Tensor<double, 2, 1, long>, 16> const> const> const, Eigen::GpuDevice>, "
       "Eigen::internal::SumReducer<double>, long>(Eigen::internal::SumReducer<double>, long, "
       "long, "
       "double*)",
       "tensorflow", "reduce"},
      // FlagGems' generated pointwise kernels; a copy's words still decide (control)
      {"lt_func_scalar_kernel_rank_2", "other", "elementwise"},
      {"_copy_kernel_kernel_rank_2", "other", "copy"},
      // Taichi's list-generation and list-reset tasks are bookkeeping whatever the kernel's words
      // (also a kernel named clear); a substep is no subtraction, a subtraction still is, also
      // misspelt substract (controls); a buffer cleared is a fill
      {"render_c4_0_kernel_7_listgen_S1bitmasked", "other", "other"},
      {"update_mask_c5_0_kernel_2_clear_list_S1bitmasked", "other", "other"},
      {"substep_c7_0_kernel_2_range_for", "other", "other"},
      {"subtract_c1_0_kernel_0_range_for", "other", "elementwise"},
      {"substract_kernel", "other", "elementwise"},
      {"clear_c3_0_kernel_6_gc_reinit_lists", "other", "other"},
      {"clear_buffer_c3_0_kernel_0_range_for", "other", "elementwise"},
      // ATen's bare upsampling kernels by their own names only; another project's is its own
      {"upsample_bilinear_kernel", "other", "copy"},
      {"upsample_nearest2d_nhwc_out_frame", "aten", "copy"},
      // attention words where a tool cut the name after them; a softmax over scores stays softmax
      {"kernel_cutlass_kernel_myprojattentiondecodeforw...", "other", "attention"},
      {"attention_softmax...", "other", "softmax"},
      // a residual layer norm abbreviated, a DiT's adaptive layer norm; fused gate and up
      // projections; heads split or merged; a linear combination, a binary operator's kernel,
      // and a binary search (control)
      {"dit_res_ln", "other", "norm"},
      {"adaln_modulate_kernel", "other", "norm"},
      {"moe_gateup", "other", "gemm"},
      {"qwen_gate_up_proj", "other", "gemm"},
      {"merge_heads", "other", "copy"},
      {"lincomb2", "other", "elementwise"},
      {"fused_binary", "other", "elementwise"},
      {"binary_search_kernel", "other", "sort"},
      // FlashAttention 1 abbreviated by a project's own kernel
      {"void fa1_kernel<32, 32, 64>(const float *, const float *, const float *, float *, int, "
       "int, float)",
       "other", "attention"},
      // a split-K product's reduce named verb first; a kernel named for dp4a is a product, a GEMV
      // named so stays gemv (control)
      {"pallas_w4a16_reduce_split_k_kernel", "other", "gemm"},
      {"int4_dp4a(const signed char *, const signed char *, int *, int, int, int)", "other",
       "gemm"},
      {"gemv_dp4a_kernel(const unsigned char *, const float *, float *, int, int)", "other",
       "gemv"},
      // Myelin's three-letter concatenation among moves (a Conv is none) and its rounding after a
      // clamp before a cast (a quantization; without the cast it stays pointwise); its fused
      // attention named for a GEMV, and the plugin's _mha_v2_ names as before
      {"__myl_TraConRes_0x0123456789abcdef0123456789abcdef", "tensorrt", "copy"},
      {"__myl_ConvRes_0x0123456789abcdef0123456789abcdef", "tensorrt", "conv"},
      {"__myl_AddMaxMinRouCas_0x0123456789abcdef0123456789abcdef", "tensorrt", "quant"},
      {"__myl_AddRouMaxMinTra_0x0123456789abcdef0123456789abcdef", "tensorrt", "elementwise"},
      {"_gemv_mha_v1_0x0123456789abcdef0123456789abcdef_vec", "tensorrt", "attention"},
      {"fused_mha_v2_kernel", "tensorrt", "attention"},
      // bare names only their library gives its kernels: vLLM's cache write (another project's
      // reshape_and_cache_kernel_flash is its own), ATen's vectorized gather, TensorRT's runtime
      // shape copy
      {"reshape_and_cache_kernel", "vllm", "copy"},
      {"reshape_and_cache_kernel_flash", "other", "copy"},
      {"concat_and_cache_mla_kernel", "vllm", "copy"},
      {"vectorized_gather_kernel", "aten", "copy"},
      {"kernelShapeCopyH2D", "tensorrt", "copy"},
      // cuFFT's Bluestein chirp and the helpers beside it by their template and complex arguments;
      // another multiply or convert is its own
      {"void generate_chirp_signal<8u>(double2*, unsigned long, unsigned long, double)", "cufft",
       "fft"},
      {"void conjugate<8u>(double2*, unsigned long)", "cufft", "elementwise"},
      {"void multiply<8u>(double2*, unsigned long, double)", "cufft", "elementwise"},
      {"void multiply<float>(float*, float*, int)", "other", "elementwise"},
      {"void scale_conjugate<(unsigned int)8>(double2 *, double2 *, unsigned long, double)",
       "cufft", "fft"},
      {"void convert<0u, 16u>(void*, void*, unsigned long)", "cufft", "elementwise"},
      {"void convert<float>(float*, half*, int)", "other", "elementwise"},
      // bitsandbytes' 4-bit inference product is its GEMV; TorchScript NNC's arithmetic with a
      // cat computes (a cat among moves stays copy); a fully connected layer's pass as an
      // OpenACC loop; a value incremented (an incremental algorithm says nothing)
      {"void kgemm_4bit_inference<__half, 128>(int, int, int, __half*, unsigned char*, __half*, "
       "float*, __half*, int, int, int, int)",
       "other", "gemv"},
      {"fused_sub_sin_cat", "other", "elementwise"},
      {"fused_cat_div", "other", "elementwise"},
      {"fused_slice_cat", "other", "copy"},
      {"net_fc1_backward_88_gpu", "other", "gemm"},
      {"increment_kernel(int *, int)", "other", "elementwise"},
      {"incremental_build_kernel", "other", "other"},
      // TensorFlow's generated kernels by the op they compile; MindSpore's graph-kernel fusions by
      // their ops (a reduction among them reduces, moves alone copy)
      {"Tanh_GPU_DT_FLOAT_DT_FLOAT_kernel", "tensorflow", "elementwise"},
      {"Mul_GPU_DT_HALF_DT_HALF_kernel", "tensorflow", "elementwise"},
      {"Fused_Cast_Transpose_Mul_fusion_1234567890_kernel0", "other", "elementwise"},
      {"Fused_Mul_ReduceSum_split_1234567890_kernel0", "other", "reduce"},
      {"Fused_Transpose_Reshape_fusion_1234567890_kernel0", "other", "copy"},
      // flash attention named fa alone; Harris's reduction steps and a warp's butterfly exchange;
      // a one-hot encoding built from indices
      {"void fa<64>(const __half *, const __half *, const __half *, __half *, int)", "other",
       "attention"},
      {"unroll_last_warp_kernel(float *, float *, int)", "other", "reduce"},
      {"first_add_during_load(const int *, int *, int)", "other", "reduce"},
      {"butterfly_shfl_xor_kernel(float *, int)", "other", "reduce"},
      {"one_hot_encode_kernel", "other", "copy"},
      // NCCL's single-rank reduction is its collective (above, rule 107); a gated activation
      // without its "and" (rule 182); a norm fused with the residual add after it (rule 166), a
      // vector norm stays a reduction (control); KV-cache writes named <op>_and_cache or
      // store_cache (rule 126), store_kv_cache already was, another store is none (controls)
      {"gelu_mul_interleaved_kernel", "other", "elementwise"},
      {"fused_norm_add_residual_kernel", "other", "norm"},
      {"global_norm_kernel", "other", "reduce"},
      {"void vllm::indexer_k_quant_and_cache_kernel<__nv_bfloat16, unsigned char>(int)", "vllm",
       "copy"},
      {"_store_cache_kernel", "other", "copy"},
      {"store_kv_cache_kernel", "other", "copy"},
      {"store_result_kernel", "other", "other"},
      // vLLM's architecture guards around CUTLASS's own kernel, demangled and mangled cut short
      // (rule 238); around vLLM's Machete collective they stay vLLM's (rule 235, control)
      {"void cutlass::device_kernel<enable_sm90_or_later<cutlass::gemm::kernel::GemmUniversal<"
       "cute::tuple<int, int, int>, int>>>(T1::Params)",
       "cutlass", "gemm"},
      {"_ZN7cutlass13device_kernelI17enable_sm100_onlyINS_4gemm6kernel13GemmUniversalIN4cute5tuple"
       "IJiiiiEEE",
       "cutlass", "gemm"},
      {"void cutlass::device_kernel<enable_sm90_or_later<cutlass::gemm::kernel::GemmUniversal<int, "
       "machete::MacheteCollectiveMma<int>>>>(T1::Params)",
       "other", "gemm"},
      // Names cut by nsys's short-name table: TensorRT-LLM's fused MoE GEMM (rule 698), its token
      // grouping (rule 180) and activation (rule 185), a cut word stays other (control);
      // DeepGEMM's scheduler metadata is no attention (rule 150)
      {"void fused_moe::run_global<fused_moe::Fused_Moe_Ke...", "other", "gemm"},
      {"void tensorrt_llm::kernels::cutlass_kernels::blockExpertPre...", "other", "sort"},
      {"void tensorrt_llm::kernels::cutlass_kernels::globalE...", "other", "sort"},
      {"void tensorrt_llm::kernels::cutlass_kernels::fusedBu...", "other", "sort"},
      {"tensorrt_llm::kernels::cutlass_kernels::mergeExpertP...", "other", "sort"},
      {"void tensorrt_llm::kernels::cutlass_kernels::doActiv...", "other", "elementwise"},
      {"void tensorrt_llm::kernels::cutlass_kernels::compute...", "other", "other"},
      {"void deep_gemm::sched::sm90_paged_mqa_logits_metadat…", "other", "other"},
      // Paddle's fluid operators: an add's gradient holds no dgrad (rule 169; a fused dgrad stays
      // conv, control); its vectorized element-wise launcher and add_n (the end rule); its softmax
      // with cross-entropy, the pass after the row maximum (rule 165; the maximum stays a
      // reduction, control) and the functor its element-wise launcher runs (rule 148); a column
      // sum of a gradient (rule 152)
      {"void paddle::operators::SimpleElemwiseAddGradCUDAKernel<double>(double const*, int, int, "
       "double*, double*)",
       "paddle", "elementwise"},
      {"fusedDgradKernel", "other", "conv"},
      {"void paddle::operators::VectorizedKernel<(paddle::operators::ElementwiseType)2, 4, double, "
       "double, paddle::operators::CudaMulFunctor<double> >(double const*, double const*, double*, "
       "int)",
       "paddle", "elementwise"},
      {"void paddle::operators::SumArrayCUDAKernel<double>(double**, double*, long, unsigned long, "
       "bool)",
       "paddle", "elementwise"},
      {"void paddle::operators::Sum2CUDAKernel<double>(double const*, double const*, double*, "
       "long)",
       "paddle", "elementwise"},
      {"void paddle::operators::RowReductionForDiffMaxSum<double, 256, false>(double const*, "
       "double*, double*, long, int)",
       "paddle", "softmax"},
      {"void paddle::operators::RowReductionForMax<double, 256>(double const*, double*, long, int)",
       "paddle", "reduce"},
      {"void paddle::operators::RowReductionForSoftmaxAndCrossEntropy<double, 256>(double const*, "
       "double*, double*, long, int)",
       "paddle", "softmax"},
      {"void paddle::platform::ForRangeElemwiseOp<paddle::operators::"
       "HardLabelSoftmaxWithCrossEntropyFunctor<double> >(paddle::operators::"
       "HardLabelSoftmaxWithCrossEntropyFunctor<double>, unsigned long)",
       "paddle", "softmax"},
      {"void paddle::operators::VecMatrixReduceLongWidth<double, 2>(double const*, double*, "
       "unsigned long, unsigned long)",
       "paddle", "reduce"},
      {"void paddle::operators::MatrixReduceLongWidth<double>(double const*, double*, unsigned "
       "long, unsigned long)",
       "paddle", "reduce"},
      // cuBLASLt's epilogue also named without impl:: (rule 364)
      {"void epilogue::globalKernel<8, 32, double, double, double, 1, 1, 1>(int, int, long, T3 *, "
       "cublasLtEpilogue_t, int)",
       "cublas", "elementwise"},
      // Batch 209: ATen's copy kernel cut inside its name by a table (rule 153); an LLM engine's
      // GEGLU after a namespace (rule 185); a kernel that builds a grouped GEMM's pointer arrays
      // is no attention (rule 150; a CUTLASS pointer-array GEMM stays a GEMM, control)
      {"void at::native::elementwise_kernel<128, 4, at::native::gpu_kernel_impl_nocast<at::native::"
       "direc...",
       "aten", "copy"},
      {"void at::unrolled_elementwise_kernel<at::direct_copy_kern...", "aten", "copy"},
      {"imp::geglu_fp16_kernel(const __half *, const __half *, __half *, long)", "other",
       "elementwise"},
      {"imp::build_attn_ptr_arrays_kernel(const void **, const void **, void **, const char *, "
       "long, const char *, long, char *, long, int, int)",
       "other", "other"},
      {"cutlass3x_sm100_simt_sgemm_f32_f32_f32_f32_f32_64x32x16_1x1x1_3_ntn_align1_ptr_array",
       "cutlass", "gemm"},
      // Batch 211: HSTU's attention keeps FlashAttention's namespace but is its own (rule 14;
      // FlashAttention's own kernel stays flash_attn, control); Transformer Engine's
      // multi-tensor kernels by its TensorListMetadata<N, bool> (rule 321; Apex's takes the count
      // alone, control) and their L2 norm a reduction (rule 145); a layer norm abbreviated ln
      // with ops after it (rule 166); addmm as a word (rule 170; an Inductor pointwise kernel
      // after an addmm stays elementwise, control); an update whose template argument is an
      // optimizer (rule 157)
      {"void flash::hstu_fwd_kernel<Hstu_fwd_kernel_traits<(int)64, (int)64, (int)64, (int)4, "
       "(bool)1, (bool)1, (bool)1, (bool)0>>(Hstu_fwd_params)",
       "other", "attention"},
      {"void flash::hstu_bwd_convert_dq_kernel<Hstu_bwd_kernel_traits<(int)64, (int)128>>(const "
       "Hstu_bwd_params)",
       "other", "attention"},
      {"void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, "
       "cutlass::bfloat16_t>, false, false, false, false, true, true, false>(Flash_fwd_params)",
       "flash_attn", "attention"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<(int)1, (bool)0>, L2NormFunctor<float>, "
       "float *, float *, bool, int>(long, volatile int *, T1, T2, T3...)",
       "transformer_engine", "reduce"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<(int)4, (bool)0>, AdamFunctor<float, "
       "float, float, int>, float, float, float, float, float, float, adamMode_t, float>(long, "
       "volatile int *, T1, T2, T3...)",
       "transformer_engine", "optimizer"},
      {"void multi_tensor_apply_kernel<TensorListMetadata<(int)1>, L2NormFunctor<float>, float *, "
       "float *, bool, int>(int, volatile int *, T1, T2, T3)",
       "other", "reduce"},
      {"_ln_mul_dropout_fwd", "other", "norm"},
      {"_ln_mul_dropout_bwd_dx_du", "other", "norm"},
      {"_addmm_optional_silu_fwd", "other", "gemm"},
      {"triton_poi_fused_addmm_relu_3", "triton", "elementwise"},
      {"void dyn_emb::update4_with_index_kernel<float, float, long, "
       "dyn_emb::AdamVecOptimizer<float, float, (int)32>>(unsigned int, unsigned int, unsigned "
       "int, unsigned int)",
       "other", "optimizer"},
      // Batch 214: a physics engine's constraint assembly appends rows, no arithmetic (rule 150;
      // an add of constraint forces stays elementwise, control)
      {"add_inequality_constraints_c462_0_kernel_2_serial", "other", "other"},
      {"add_equality_constraints_c450_0_kernel_1_range_for", "other", "other"},
      {"add_constraint_force_kernel", "other", "elementwise"},
      // Batch 215: FlashInfer's kernels and FlashAttention 3's scheduler metadata printed without
      // namespace (rules 611, 691; a bare RMSNormKernel says nobody's, control); an einsum is a
      // contraction (rule 170); vLLM's CuTe-DSL cache gather cut inside its name (rule 126)
      {"FusedAddRMSNormKernel", "flashinfer", "norm"},
      {"BatchQKApplyRotaryPosIdsCosSinCacheEnhancedHeadParallelismKernel", "flashinfer",
       "elementwise"},
      {"RMSNormKernel", "other", "norm"},
      {"prepare_varlen_num_blocks_kernel", "flash_attn", "other"},
      {"_deepseek_v4_sm12x_fp8_einsum_kernel", "other", "gemm"},
      {"kernel_cutlass_kernel_vllmv1attentionopsdeepseek_v4_opsdequant_gather_k_"
       "cutedslDequantGatherKCac...",
       "vllm", "copy"},
      // Batch 216: Gated DeltaNet's recurrence called a scan (rule 150; a prefix scan stays
      // sort, control)
      {"void imp::gdn_scan_fused_kernel<(int)128, (int)128, __half>(const float *, const __half *, "
       "const __half *, const float *, const float *, float *, T3 *, int, int)",
       "other", "other"},
      {"prefix_scan_kernel", "other", "sort"},
      // Batch 217: cuDNN's xmma convolution named with _kernel at the end (rule 23; a TensorRT
      // tactic stays TensorRT's, control), cuSPARSE's load-balanced CSR SpMM (rule 45; its SpMV
      // stays gemv, control), CSR SpMV named for its scheme (168), ClimaCore's broadcast
      // kernels named after the launching function (182), 'additional' is no add (185)
      {"sm80_xmma_fprop_implicit_gemm_tf32f32_tf32f32_f32_nhwckrsc_nchw_tilesize256x64x32_stage3_"
       "warpsize4x2x1_g1_tensor16x8x8_kernel",
       "cudnn", "conv"},
      {"sm80_xmma_fprop_implicit_gemm_tf32f32_tf32f32_f32_nhwckrsc_nchw_tilesize256x64x32_stage3_"
       "warpsize4x2x1_g1_tensor16x8x8",
       "tensorrt", "conv"},
      {"void cusparse::load_balancing_kernel<(unsigned int)256, (unsigned int)1, (unsigned long)0, "
       "int, int, cusparse::CsrMMOpAlg1<cusparse::CsrMMPolicyAlg1<int, double>, int, double>>()",
       "cusparse", "gemm"},
      {"void cusparse::load_balancing_kernel<(unsigned int)512, (unsigned int)4, (unsigned "
       "long)16384, int, int, cusparse::CsrmvOp<(int)512, double, (bool)0>>()",
       "cusparse", "gemv"},
      {"csr_vector_kernel(int, const int *, const int *, const float *, const float *, float *, "
       "const int *, int)",
       "other", "gemv"},
      {"csr_stream_kernel(int, int, const int *, const int *, const float *, const float *, "
       "float *, const char *)",
       "other", "gemv"},
      {"csr_scalar_kernel(int, const int *, const int *, const float *, const float *, float *)",
       "other", "gemv"},
      {"copyto_foreach__NVTX", "other", "elementwise"},
      {"copy_FILE_ClimaCore_jl_src_Fields_broadcast_jl_L95", "other", "elementwise"},
      {"additional_tendency__NVTX", "other", "other"},
      {"matrix_addition1D(float *, float *, float *, int)", "other", "elementwise"},
      // Batch 218: ATen's GLU backward under its own name (rule 185), TensorRT-LLM's MoE router
      // (409; its finalize stays a reduce, control), MXNet's multi-tensor SGD (292)
      {"void at::native::glu_backward_kernel<float, OffsetCa...", "aten", "elementwise"},
      {"void tensorrt_llm::kernels::customMoeRoutingKernel<__nv_bfloat16, float, int, 128, 8, "
       "false>",
       "other", "sort"},
      {"void tensorrt_llm::kernels::cutlass_kernels::finalizeMoeRoutingKernel<float, float, "
       "float>(const float *, float *, const float *, const float *, const int *, const int *, "
       "long, long, long, int, int)",
       "other", "reduce"},
      {"_ZN5mxnet2op8mxnet_op20mxnet_generic_kernelINS0_14MultiSGDKernelIN7mshadow4half6half_"
       "tELb0ELb0EEEJNS0_19MultiSGDKernelParamIS6_S6_EENS_9OpReqTypeEEEEviDpT0_",
       "other", "optimizer"},
      // Batch 219: FlashMLA's kernel without its namespace (rule 14; FlashAttention's own
      // split-KV kernel stays its, control), DeepEP's buffer cleaning is a fill (185; its
      // dispatch stays comm, control)
      {"void flash_fwd_splitkv_mla_kernel<Traits<cutlass::bf...", "other", "attention"},
      {"void flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, "
       "cutlass::half_t>, false>(Flash_fwd_params)",
       "flash_attn", "attention"},
      {"void deep_ep::internode_ll::clean_low_latency_buffer<256>(int*, int, int*, int)", "other",
       "elementwise"},
      {"void deep_ep::internode_ll::dispatch<false, 8, 7168>(void *)", "other", "comm"},
      // Batches 220 and 221: a timestep embedding is computed (rule 172; an embedding lookup
      // stays one, control), an activation after a namespace (185), the inverse RMS of a norm
      // (166), vLLM's scaled-mm GEMM without its namespace (235; with it, vLLM's, control),
      // ATen's multi-tensor Lp norm (145; its multi-tensor Adam stays an optimizer, control)
      {"void sglang::timestep_embedding::timestep_embedding_kernel<true, float, long>(long const*, "
       "float*, int, float, float, int)",
       "other", "elementwise"},
      {"sinusoidal_position_embedding_kernel(float *, int, int)", "other", "elementwise"},
      {"embedding_lookup_kernel(const int *, const float *, float *, int)", "other", "embedding"},
      {"void sglang::act_kernel<__nv_bfloat16, (sglang::ActivationKind)3, true>", "other",
       "elementwise"},
      {"_fused_qk_inv_rms_kernel", "other", "norm"},
      {"void cutlass::device_kernel<cutlass_3x_gemm_sm90_fp8<cutlass::float_e4m3_t, "
       "cutlass::bfloat16_t, c3x::ScaledEpilogue, cute::tuple<cute::C<128>>>::GemmKernel>("
       "cutlass_3x_gemm_sm90_fp8<cutlass::float_e4m3_t, cutlass::bfloat16_t, "
       "c3x::ScaledEpilogue>::GemmKernel::Params)",
       "other", "gemm"},
      {"void cutlass::device_kernel<vllm::cutlass_3x_gemm_sm90_fp8<cutlass::float_e4m3_t, "
       "cutlass::bfloat16_t, vllm::c3x::ScaledEpilogue>::GemmKernel>(vllm::cutlass_3x_gemm_sm90_"
       "fp8<cutlass::float_e4m3_t, cutlass::bfloat16_t, vllm::c3x::ScaledEpilogue>::GemmKernel::"
       "Params)",
       "vllm", "gemm"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::TensorListMetadata<1>, at::native::LpNormFunctor<float, "
       "(at::native::NormType)1, float, 1, 1, 0>, float *, int>(T1, T2, T3...)",
       "aten", "reduce"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::FusedOptimizerTensorListMetadata<4>, at::native::(anonymous "
       "namespace)::FusedAdamMathFunctor<float, 4, (at::native::ADAM_MODE)1, false>, double *, "
       "double, double, double, double, double, bool, double *, double *>(T1, T2, T3...)",
       "aten", "optimizer"},
      // Batches 222-223: the rules they taught, each row failing with the knorm before them,
      // with controls that pass either way.
      {"void at::native::(anonymous namespace)::krn_partials...", "aten", "embedding"},
      {"void at::native::(anonymous namespace)::compute_grad...", "aten", "embedding"},
      {"void at::native::(anonymous namespace)::compute_grad_weight<float, long>(long const*, "
       "float const*, long const*, long, long, long const*, long const*, float*, long)",
       "aten", "embedding"},
      {"broadcast_41031", "xla", "copy"},
      {"wrapped_broadcast_3", "xla", "copy"},
      {"void Tile<float>(unsigned long, unsigned long, unsigned long, const unsigned long *, const "
       "unsigned long *, const T1 *, T1 *)",
       "other", "copy"},
      {"gated_delta_net_chunked_cuda", "ggml", "other"},
      {"gated_linear_attn_f32", "ggml", "attention"},
      {"rms_norm_gate_mul_f32", "ggml", "norm"},
      {"fvf_ltx_res_norm_mod", "other", "norm"},
      {"mx_residual_gate", "other", "elementwise"},
      {"<unnamed>::gdn_fwd_sub_kernel(const __nv_bfloat16 *, const __nv_bfloat16 *, const "
       "__nv_bfloat16 *, __nv_bfloat16 *, int, int)",
       "other", "other"},
      // Batch 224.
      {"KeBilinearInterpFw", "paddle", "other"},
      {"void geqr2_alg2_domino_merge<float, float, 9, false>...", "cusolver", "other"},
      {"void scaleTensor_kernel<float, float, int=16, ...", "cudnn", "elementwise"},
      {"void SpatialReflectionPadding_updateOutput<flo...", "aten", "copy"},
      {"void absmax_scale_kernel<__nv_bfloat16>", "other", "quant"},
      {"kernelPathPlanning", "other", "other"},
      // Session 48: library source studies (vLLM, SGLang, FlashInfer, TensorRT-LLM, DeepGEMM,
      // Paddle, Kokkos Kernels).
      {"kernel_cutlass_split_kv_kernel_flashinfercute_dslattentionmla_decodeBlackwellMultiLa"
       "tentAttentionForward",
       "flashinfer", "attention"},
      {"kernel_cutlass_decode_flashinfercute_dslattentiongqa_decodeGroupedQueryAttentionDeco"
       "de",
       "flashinfer", "attention"},
      {"kernel_flashinfer_recurrent_kda_t1_direct", "flashinfer", "other"},
      {"get_mla_kv_buffer_kernel", "other", "copy"},
      {"set_mla_kv_scale_buffer_kernel", "other", "copy"},
      {"write_req_to_token_pool_triton", "other", "copy"},
      {"assign_hidden_states_pool_kernel", "other", "copy"},
      {"flashinfer::cudnn_sdpa_kernel_launcher::qkv_tma_setup_prefill", "flashinfer", "other"},
      {"moe_sum_reduce_kernel_warp_token_topk", "other", "reduce"},
      {"tensorrt_llm::kernels::nvfp4QuantAndPerTokenScaleKernel", "other", "quant"},
      {"tensorrt_llm::common::cudaD2DcpyHalf2fp8", "other", "quant"},
      {"tensorrt_llm::common::cudaD2Dcpyfp82Float", "other", "quant"},
      {"vllm::gptq::shuffle_4bit_kernel", "vllm", "quant"},
      {"vllm::gptq::make_sequential_4bit_kernel", "vllm", "quant"},
      {"compute_expert_offsets", "other", "sort"},
      {"computeExpertFirstTokenOffsetKernel", "other", "sort"},
      {"fused_moe_router_cudacore_kernel", "other", "sort"},
      {"RemovePadding", "other", "copy"},
      {"flashinfer::sampling::SamplingFromLogitsKernel", "flashinfer", "rng"},
      {"decode_absorb_cache_kernel", "other", "copy"},  // no abs in absorb; a KV-cache write
      {"ban_bad_words", "other", "elementwise"},
      {"deep_gemm::smxx_clean_logits", "other", "elementwise"},
      {"ban_logits_kernel(float *, const int *, int, int)", "other", "elementwise"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokko"
       "sBlas::Impl::Axpby_Functor<double, Kokkos::View<const double *, Kokkos::LayoutLeft, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, Kokkos::MemoryTraits<1U>>, double, "
       "Kokkos::View<double *, Kokkos::LayoutLeft, Kokkos::Device<Kokkos::Cuda, "
       "Kokkos::CudaSpace>, Kokkos::MemoryTraits<1U>>, 1, 1, int>, "
       "Kokkos::RangePolicy<Kokkos::Cuda, Kokkos::IndexType<int>>, Kokkos::Cuda>>()",
       "other", "elementwise"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokko"
       "sBlas::Impl::Nrm2_MV_Functor<Kokkos::Cuda, Kokkos::View<double *, "
       "Kokkos::LayoutLeft, Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, "
       "Kokkos::MemoryTraits<1U>>, int>, Kokkos::TeamPolicy<Kokkos::Cuda>, Kokkos::Cuda>>()",
       "other", "reduce"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokko"
       "sBlas::Impl::SingleLevelNontransposeGEMV<Kokkos::View<const double **, "
       "Kokkos::LayoutLeft, Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, "
       "Kokkos::MemoryTraits<1U>>, double, int>, Kokkos::RangePolicy<Kokkos::Cuda, "
       "Kokkos::IndexType<int>>, Kokkos::Cuda>>()",
       "other", "gemv"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokko"
       "sBlas::Impl::swap_functor<Kokkos::View<double *, Kokkos::LayoutLeft, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, Kokkos::MemoryTraits<1U>>>, "
       "Kokkos::RangePolicy<Kokkos::Cuda>, Kokkos::Cuda>>()",
       "other", "copy"},
      {"fused_gdn_gating_kernel", "other", "elementwise"},
      {"kda_gate_fwd_kernel", "other", "elementwise"},
      {"_temperature_kernel", "other", "elementwise"},
      {"_bad_words_kernel", "other", "other"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSpar"
       "se::Impl::SPMV_Functor<…>, Kokkos::TeamPolicy<Kokkos::Cuda, "
       "Kokkos::Schedule<Kokkos::Dynamic>>, Kokkos::Cuda>>",
       "other", "gemv"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSpar"
       "se::Impl::KokkosSPGEMM<…>::PortableNumericCHASH<…>, "
       "Kokkos::TeamPolicy<Kokkos::Cuda>, Kokkos::Cuda>>",
       "other", "gemm"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSpar"
       "se::Impl::KokkosSPGEMM<…>::StructureC_NC<…>, Kokkos::TeamPolicy<Kokkos::Cuda>, "
       "Kokkos::Cuda>>",
       "other", "other"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSpar"
       "se::Impl::MatrixRadixSortFunctor<…>, Kokkos::TeamPolicy<Kokkos::Cuda>, "
       "Kokkos::Cuda>>",
       "other", "sort"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosKern"
       "els::Impl::SequentialFillFunctor<…>, Kokkos::RangePolicy<Kokkos::Cuda, int>, "
       "Kokkos::Cuda>>",
       "other", "elementwise"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosKern"
       "els::Impl::PermuteVector<…>, Kokkos::RangePolicy<Kokkos::Cuda, int>, Kokkos::Cuda>>",
       "other", "copy"},
      {"Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosBatc"
       "hed::Impl::BatchedSerialGemm<…>, Kokkos::RangePolicy<Kokkos::Cuda>, Kokkos::Cuda>>",
       "other", "gemm"},
      {"cub::_V_300600_SM_900::detail::merge::device_merge_kernel", "cub_thrust", "sort"},
      {"cub::_V_300600_SM_900::detail::topk::DeviceTopKHistogramKernel", "cub_thrust", "sort"},
      {"cub::_V_300600_SM_900::detail::rle::DeviceRleSweepKernel", "cub_thrust", "sort"},
      {"thrust::_V_300600_SM_900::cuda_cub::core::detail::_kernel_agent<thrust::_V_300600_SM"
       "_900::cuda_cub::__reduce::ReduceAgent<…>, …>",
       "cub_thrust", "reduce"},
      {"thrust::_V_300600_SM_900::cuda_cub::core::detail::_kernel_agent<thrust::_V_300600_SM"
       "_900::cuda_cub::__set_operations::SetOpAgent<…>, …>",
       "cub_thrust", "sort"},
      {"void tensorrt_llm::_v1::kernels::cutlass_kernels::finaliz...", "other", "reduce"},
      {"tensorrt_llm::_v1::kernels::cutlass_kernels::mergeExpertP...", "other", "sort"},
      {"void tensorrt_llm::_v1::kernels::cutlass_kernels::expandI...", "other", "copy"},
      {"flashinfer::NVFP4QuantizeAppendPagedKVCacheKernel", "flashinfer", "copy"},
      {"flashinfer::RopeQuantizeAppendPagedKVCacheKernel", "flashinfer", "copy"},
      {"flashinfer::BatchDecodeWithPagedKVCacheKernel", "flashinfer", "attention"},
      {"kernel_cutlass_kernel_cudnngrouped_gemmgrouped_gemm_swiglugrouped_gemm_swiglu_quantB"
       "lockScaledContiguousGroupedGemmKernel",
       "cudnn", "gemm"},
      {"kernel_cutlass_kernel_cudnnsdpafwdfmha_forward_sm100_d256BlackwellFusedMultiHeadAtte"
       "ntionForward",
       "cudnn", "attention"},
      {"transformer_engine::(anonymous namespace)::block_scaled_cast_transpose_kernel",
       "transformer_engine", "quant"},
      {"transformer_engine::fp8_block_scaling_recipe::fp8_block_scaling_partial_cast_kernel",
       "transformer_engine", "quant"},
      {"transformer_engine::(anonymous namespace)::zero_amax_kernel", "transformer_engine",
       "elementwise"},
      {"transformer_engine::(anonymous namespace)::amax_kernel", "transformer_engine", "reduce"},
      // Batch 227.
      {"void layer_norm::ln_fwd_kernel<layer_norm::Kernel_traits<__half, __half, __half, "
       "float, unsigned in…",
       "apex", "norm"},
      {"void layer_norm::ln_fwd_kernel<layer_norm::Kernel_traits<__nv_bfloat16, "
       "__nv_bfloat16, __nv_bfloat16, __nv_bfloat16, float, unsigned int, 512u, 1u, 4u, 1u, "
       "16u>>",
       "other", "norm"},
      {"void biasDropoutResidualLinearNormKernelSameVecReduce<__half, false, 8>", "other", "norm"},
      {"residual_norm_kernel", "other", "reduce"},
      // (session 48, review) the other alternatives of the studies' rules: CCCL 3 Thrust agents,
      // Transformer Engine's zeroed buffers and scale inverse, TensorRT-LLM's inline namespace.
      {"void thrust::_V_300600_SM_900::cuda_cub::core::detail::_kernel_agent<thrust::_V_3006"
       "00_SM_900::cuda_cub::__adjacent_difference::AdjacentDifferenceAgent<…>, …>",
       "cub_thrust", "elementwise"},
      {"void thrust::_V_300600_SM_900::cuda_cub::core::detail::_kernel_agent<thrust::_V_3006"
       "00_SM_900::cuda_cub::__parallel_for::ParallelForAgent<thrust::_V_300600_SM_900::cuda"
       "_cub::__uninitialized_copy::functor<…>, long>, …>",
       "cub_thrust", "copy"},
      {"void thrust::_V_300600_SM_900::cuda_cub::core::detail::_kernel_agent<thrust::_V_3006"
       "00_SM_900::cuda_cub::__parallel_for::ParallelForAgent<thrust::_V_300600_SM_900::cuda"
       "_cub::__fill::functor<…>, long>, …>",
       "cub_thrust", "elementwise"},
      {"transformer_engine::(anonymous namespace)::MultiZeroAmaxKernel", "transformer_engine",
       "elementwise"},
      {"transformer_engine::dispatch::mxfp8::quantize_kernel::zero_scales_kernel",
       "transformer_engine", "elementwise"},
      {"transformer_engine::(anonymous namespace)::update_tensor_scale_inv_kernel",
       "transformer_engine", "quant"},
      {"transformer_engine::dispatch::fp8_blockwise::group_block_scaled_1d_tma_kernel",
       "transformer_engine", "quant"},
      {"void tensorrt_llm::_v1::kernels::cutlass_kernels::doActiv...", "other", "elementwise"},
      // Session 49's scheme studies: LMDeploy, CTranslate2, exllamav3, flux, gemlite, MSCCL++;
      // Ginkgo, OCCA, OpenMM; IREE, Pallas, Inductor, TVM Relax, XLA.
      {"computeRMSDPart1", "other", "other"},
      {"gko::kernels::cuda::multigrid::kernel::kcycle_check_stop_kernel", "other", "other"},
      {"softmax_topk_kernel", "other", "sort"},
      {"turbomind::MoeSoftmaxMaskTopKGroups", "other", "sort"},
      {"scale_activations_mxfp8_triton_kernel_v2", "other", "quant"},
      {"unpack_4bit_u8_kernel", "other", "quant"},
      {"bytedance::flux::block_scaled_cast_transpose_kernel", "other", "quant"},
      {"_fwd_kernel_destindex_copy_quantize_kv", "other", "copy"},
      {"paged_kv_update_vec8_kernel", "other", "copy"},
      {"turbomind::L2NormalizeQKKernel", "other", "norm"},
      {"multimem_ld_reduce_sum_f32_kernel", "other", "comm"},
      {"ctranslate2::penalize_previous_tokens_kernel", "other", "elementwise"},
      {"gko::kernels::cuda::dense::kernel::fill_in_csr", "other", "copy"},
      {"gko::kernels::cuda::fbcsr::kernel::convert_to_csr", "other", "copy"},
      {"fused_conv2d_add_relu_kernel", "tvm", "conv"},
      {"_occa_innerProd1_0", "other", "gemv"},
      {"gko::kernels::cuda::cb_gmres::multidot_kernel", "other", "gemv"},
      {"_occa_sumMany_0", "other", "reduce"},
      {"_occa_max1_0", "other", "reduce"},
      {"triton_flex_decoding", "triton", "attention"},
      {"mha_forward", "other", "attention"},
      {"mha_preprocess_backward", "other", "attention"},
      {"output_dot_fusion", "xla", "gemm"},
      {"ragged_dot_kernel_config_mosaic_gpu_kernel", "other", "gemm"},
      {"main_dispatch_7_contract_8x64x64x32_bf16xbf16xf32", "other", "gemm"},
      {"main_dispatch_19_set_encoding_LHS_DxD", "other", "copy"},
      {"turbomind::comm::Broadcast_Simple_V2", "other", "comm"},
      {"turbomind::comm::Barrier_V2", "other", "comm"},
      {"mscclpp::executionKernel<__half, mscclpp::LL16Packet, false>", "other", "comm"},
      // ggml-cuda's all-reduce; candle's and mistral.rs's kernels (GGUF and MLX quantized products,
      // FP8 casts, bitwise operators, gated linear units).
      {"mmvq_gguf_q4_0_f32_plain_cuda1", "other", "gemv"},
      {"mmvq_gguf_quantize_q8_1_bf16", "other", "quant"},
      {"afq_qmv_3bit_kernel", "other", "gemv"},
      {"afq_qmm_kernel", "other", "gemm"},
      {"cast_f8_e4m3_f32", "other", "quant"},
      {"fp8_to_dtype_kernel", "other", "quant"},
      {"ggml_cuda_ar_add_kernel<float, float>", "ggml", "comm"},
      {"bitwise_xor__kernel", "other", "elementwise"},
      {"leftshift_kernel", "other", "elementwise"},
      {"fused_split_glu_kernel_vec4", "other", "elementwise"},
      {"gptoss_swiglu_interleaved_kernel", "other", "elementwise"},
      // Sparse convolution (torchsparse, MinkowskiEngine), PyTorch's c10d symmetric-memory
      // collectives, TorchRec's Triton table-batched embeddings.
      {"fetch_on_demand_gemm_fp16_1", "other", "conv"},
      {"subm_hashmap_kmap_stage1", "other", "conv"},
      {"convert_out_in_map_kernel", "other", "conv"},
      {"minkowski::detail::matmul2", "other", "conv"},
      {"c10d::nccl_extension::lsa_put_kernel", "aten", "comm"},
      {"c10d::nvshmem_extension::allToAllV_2d", "aten", "comm"},
      {"triton_tbe_backward_long_run_fused_unweighted", "fbgemm", "embedding"},
      {"triton_tbe_backward_long_run_apply_unweighted", "fbgemm", "optimizer"},
      {"_nbit_TBE_forward_kernel_16bits", "fbgemm", "embedding"},
      {"table_batched_embedding_bag_forward_unweighted_kernel", "fbgemm", "embedding"},
      // Batch 228: Myelin's three-letter concatenation token.
      {"__myl_ConCas_0xfc677452926d421b2c710a00eef8689f", "tensorrt", "elementwise"},
      // Batch 229: an attention's products named with att abbreviated; sampling after a top-k.
      {"void cuda_OP::att_output_prefill_kernel<__nv_bfloat16>(const T1 *, const T1 *, T1 *, int)",
       "other", "attention"},
      {"void cuda_OP::sample_from_sorted_topk_kernel<__nv_bfloat16, (int)128>(const T1 *)", "other",
       "rng"},
      // Batch 230: cuBLAS's swap, an iota lambda under its holding function's return type.
      {"void swap_kernel<double>(cublasSwapParams<T1>)", "cublas", "copy"},
      {"void Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<void "
       "ArborX::Details::KokkosExt::iota<Kokkos::Cuda, Kokkos::View<unsigned int *>>(const T1 &, "
       "const T2 &, T2::value_type)::[lambda(int) (instance 1)], Kokkos::RangePolicy<>, "
       "Kokkos::Cuda>>(T1)",
       "other", "elementwise"},
      // Review: a top_k word (only the alternative that no longer reads stop_kernel tags it) and
      // Transformer Engine's grouped amax buffer zeroed.
      {"top_k_gating_kernel", "other", "sort"},
      {"transformer_engine::dispatch::fp8::group_amax_kernel::grouped_amax_zero_kernel",
       "transformer_engine", "elementwise"},
      // Session 50 studies: XLA's buffer checks and Eigen's reduction fill (TensorFlow, XLA); a
      // random walk, ball queries, farthest point sampling (DGL, mmcv, PointNet++); Taichi's scan
      // pass and numba-cuda's setitem; NVSHMEM's on-stream collectives; CCCL 3's names; LAPACK
      // conversions, scaling and row swaps (MAGMA); ThunderKittens' launchers.
      {"void stream_executor::gpu::xla_int_comparison<signed char>(signed char*, signed "
       "char*, float, unsigned long, int*)",
       "xla", "reduce"},
      {"void stream_executor::gpu::FloatCheck<float>(const float*, unsigned long, unsigned "
       "int*)",
       "xla", "reduce"},
      {"void Eigen::internal::ReductionInitKernel<float, long>(float, long, float*)", "tensorflow",
       "elementwise"},
      {"void dgl::sampling::impl::(anonymous namespace)::_RandomWalkKernel<long, float, "
       "256, 1024>(unsigned long, const long*, long, long, const long* const*, const long* "
       "const*, const long* const*, const float* const*, long, long*, long*, const float*)",
       "other", "other"},
      {"uniform_add_c22_0_kernel_0_range_for", "other", "sort"},
      {"void ball_query_forward_cuda_kernel<float>(int, int, int, float, float, int, const "
       "float*, const float*, int*)",
       "other", "sort"},
      {"void dgl::transform::impl::BruteforceKnnShareKernel<double, int>(const double*, const "
       "int*, const double*, const int*, const int*, const int*, int, int*, double*)",
       "other", "sort"},
      {"query_ball_point_kernel(int, int, int, float, int, const float*, const float*, int*)",
       "other", "sort"},
      {"numba::cuda::cudadrv::devicearray::_assign_kernel::_3clocals_3e::kernel[abi:v1,cw51c"
       "XTLSUwv1sDUaKthoaNgqamjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqlRa](Array<float, 1, C, "
       "mutable, aligned>, Array<float, 1, C, mutable, aligned>)",
       "other", "copy"},
      {"void rdxn_on_stream_kernel<float, (rdxn_ops)5>(int, float*, const float*, unsigned "
       "long)",
       "other", "comm"},
      {"void fcollect_on_stream_kernel<float>(int, float*, const float*, unsigned long)", "other",
       "comm"},
      {"void cub::_V_300600_SM_900::detail::for_each::static_kernel<cub::_V_300600_SM_900::d"
       "etail::for_each::policy_selector, long, thrust::_V_300600_SM_900::cuda_cub::__fill::"
       "functor<float*, float>>(long, thrust::_V_300600_SM_900::cuda_cub::__fill::functor<fl"
       "oat*, float>)",
       "cub_thrust", "elementwise"},
      {"void cub::_V_300600_SM_900::detail::adjacent_difference::DeviceAdjacentDifferenceDif"
       "ferenceKernel<cub::_V_300600_SM_900::detail::adjacent_difference::policy_selector, "
       "const float*, float*, cuda::std::__4::minus<float>, long>(const float*, float*, "
       "cuda::std::__4::minus<float>, long)",
       "cub_thrust", "elementwise"},
      {"void thrust::_V_300600_SM_900::cuda_cub::detail::assign_value_kernel<double, "
       "float>(double*, const float*)",
       "cub_thrust", "copy"},
      {"void thrust::cuda_cub::detail::iter_swap_kernel<float*, float*>(float*, float*)",
       "cub_thrust", "copy"},
      {"zlat2c_lower(int, const double2*, int, float2*, int, double, int*)", "other",
       "elementwise"},
      {"dlascl2_full(int, int, const double*, double*, int)", "other", "elementwise"},
      {"zlaswpx_kernel(int, double2*, int, int, magmablas_zlaswp_params_t)", "other", "copy"},
      {"zclaswp_kernel(int, double2*, int, float2*, int, const int*, int)", "other", "copy"},
      {"void furthest_point_sampling_forward_cuda_kernel<1024u>(int, int, int, const "
       "float*, float*, int*)",
       "other", "reduce"},
      {"void dgl::geometry::impl::fps_kernel<float, long>(const float*, long, long, long, "
       "long*, float*, const long*, long*)",
       "other", "reduce"},
      {"void kittens::prototype::lcf::kernel<matmul_template<2, 4, 8>>(const "
       "__grid_constant__ matmul_template<2, 4, 8>::layout::globals)",
       "other", "gemm"},
      {"void kittens::prototype::lcf::kernel<attn_fwd_template<128>>(const "
       "__grid_constant__ attn_fwd_template<128>::layout::globals)",
       "other", "attention"},
      {"void kittens::py::global_kernel<all_gather::config, all_gather::globals, "
       "&all_gather::kernel>(const __grid_constant__ all_gather::globals)",
       "other", "comm"},
      {"void kittens::py::global_kernel<all_reduce_barrier::config, "
       "all_reduce_barrier::globals, &all_reduce_barrier::kernel>(const __grid_constant__ "
       "all_reduce_barrier::globals)",
       "other", "other"},
      {"void kittens::py::global_kernel<nvfp4_quantize::config, nvfp4_quantize::globals, "
       "&nvfp4_quantize::quantize_kernel<true>>(const __grid_constant__ "
       "nvfp4_quantize::globals)",
       "other", "quant"},
      {"void kittens::prototype::lcsf::kernel<rotary_template<128>>(const __grid_constant__ "
       "rotary_template<128>::layout::globals)",
       "other", "elementwise"},
      {"void cutlass::Kernel<cuvs::gemm::kernel::FusedDistanceNNPersistent<float, float, "
       "int>>(cuvs::gemm::kernel::FusedDistanceNNPersistent<float, float, int>::Params)",
       "raft", "gemm"},
      {"void SubMeanKernel<64>(half*, const half*, const float*, int, int, int)", "other",
       "elementwise"},
      // Session 50's LLM-serving study: a layer norm after a bias and residual add
      // (FasterTransformer), beam search's top-k stages, NATTEN's neighborhood attention.
      {"void fastertransformer::generalAddBiasResidualLayerNorm<__half>(const __half*, "
       "const __half*, const __half*, const __half*, __half*, __half*, float, int, int)",
       "other", "norm"},
      {"void fastertransformer::add_bias_input_layernorm_COL32_int8IO<__half>(signed char*, "
       "const signed char*, const __half*, const __half*, const __half*, int, int, const "
       "float*, const float*)",
       "other", "norm"},
      {"void tensorrt_llm::kernels::beamStage1Kernel<float, 8, 128>(const int*, const "
       "float*, const float*, float*, float*, float*, int, int, int, int, int, int)",
       "other", "sort"},
      {"natten::cuda::fna::fna2d_64x64x32_sm80_float16_cm_0_0(natten::cuda::fna::FusedNeighb"
       "orhoodAttentionKernel<2>::Params)",
       "other", "attention"},
      // Session 50's HPC generator study: an alpaka kernel by its functor, SPECFEM's block maximum,
      // Cholla's halo buffers.
      {"void alpaka::detail::gpuKernel<ReduceKernel<256u>, alpaka::ApiCudaRt, "
       "alpaka::AccGpuUniformCudaHipRt<alpaka::ApiCudaRt, std::integral_constant<unsigned "
       "long, 1ul>, unsigned long>, std::integral_constant<unsigned long, 1ul>, unsigned "
       "long, float*, float*, unsigned long>(alpaka::Vec<std::integral_constant<unsigned "
       "long, 1ul>, unsigned long>, ReduceKernel<256u>, float*, float*, unsigned long)",
       "other", "reduce"},
      {"void alpaka::detail::gpuKernel<VectorAddKernel, alpaka::ApiCudaRt, "
       "alpaka::AccGpuUniformCudaHipRt<alpaka::ApiCudaRt, std::integral_constant<unsigned "
       "long, 1ul>, unsigned long>, std::integral_constant<unsigned long, 1ul>, unsigned "
       "long, const float*, const float*, float*, unsigned "
       "long>(alpaka::Vec<std::integral_constant<unsigned long, 1ul>, unsigned long>, "
       "VectorAddKernel, const float*, const float*, float*, unsigned long)",
       "other", "elementwise"},
      {"get_maximum_scalar_kernel(float*, int, float*)", "other", "reduce"},
      {"Load_Transfer_Buffer_GPU_kernel(int, int, int, int, int, int, int, double*, double*)",
       "other", "copy"},
      {"Unload_Transfer_Buffer_GPU_kernel(int, int, int, int, int, int, int, double*, "
       "double*)",
       "other", "copy"},
      // Batch 231: candle's first embedding kernels; DeepSeek Sparse Attention named for itself.
      {"emb_bf16", "other", "embedding"},
      {"void dsa_fwd_kernel<64>(const __nv_bfloat16*, const int*, __nv_bfloat16*, float*)", "other",
       "attention"},
      // Batch 232: a shortcut (residual) add spelt short_cut.
      {"void short_cut_fused_kernel<32>(const float*, float*, int)", "other", "elementwise"},
      // A word that starts a part of the name also after a namespace's :: (session 50: RAFT, cuDF,
      // FasterTransformer, QMCPACK); max unpooling is a scatter (control).
      {"void raft::linalg::detail::sum_rows_by_key_small_nkeys_kernel<float, int, "
       "float>(const float*, int, int, int, const int*, float*, int)",
       "raft", "reduce"},
      {"void cudf::detail::(anonymous namespace)::clear_marks_kernel(unsigned int*, int)", "cudf",
       "elementwise"},
      {"void fastertransformer::sum_length_dimension<float>(float*, const float*, int, int, "
       "int)",
       "other", "reduce"},
      {"void qmcplusplus::cuBLAS_MFs::ger_batched_kernel<double>(int, int, const double*, "
       "const double* const*, int, const double* const*, int, double* const*, int)",
       "other", "gemv"},
      {"void at::native::max_unpooling2d_forward_kernel<float>(long, float const*, long "
       "const*, long, long, long, long, long, float*)",
       "aten", "copy"},
      // FlashAttention 4's scheduler metadata is other, as FlashAttention 3's; a kernel method not
      // named kernel is still FlashAttention 4's (the last row a control).
      {"kernel_cutlass_kernel_flash_attncuteprepare_schedulerFlashPrepareScheduler_object_at"
       "__tensorptri32gmemalign4o1_tensorptri32gmemalign4o1_1",
       "flash_attn", "other"},
      {"kernel_cutlass_kernel_flash_attncutecu_blocks_kernelCuSeqlensToBlocksKernel_object_a"
       "t__tensorptri32gmemalign4o1_tensorptri32gmemalign4o1",
       "flash_attn", "other"},
      {"kernel_cutlass_dkdv_bwd_flash_attncutesm100_hd256_2cta_fmha_backward_dkdvkernelBlack"
       "wellFusedMultiHeadAttentionBackwardDKDVKernel_object_at__tensor000o1",
       "flash_attn", "attention"},
      {"kernel_cutlass_kernel_flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object"
       "_at__tensor0000o11101213_tensor0000o11101213",
       "flash_attn", "attention"},
      {"kernel_cutlass_kernel_vllmvllm_flash_attncuteprepare_schedulerFlashPrepareScheduler_object_"
       "at__tensorptri32gmemalign4o1",
       "vllm", "other"},
      // Session 51's scheme studies: PyTorch (1.x and c10d), LeetCUDA, cuda_hgemm, MLC-LLM,
      // TurboMind, torchao, MNN, OneFlow, MegEngine, HeCBench
      {"void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous "
       "namespace)::masked_scatter_cuda_impl(at::TensorBase const&, at::TensorBase const&, "
       "at::TensorBase const&, at::TensorBase const&)::{lambda()#1}::operator()() "
       "const::{lambda()#7}::operator()() const::{lambda(float, bool, long)#1}, "
       "at::detail::Array<char*, 4> >",
       "aten", "copy"},
      {"void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous "
       "namespace)::GroupNorm1dForward(at::Tensor const&, at::Tensor const&, at::Tensor "
       "const&, at::Tensor const&, at::Tensor const&, long, long, long, "
       "at::Tensor&)::{lambda(float, float, float, float, float)#1}, "
       "at::detail::Array<char*, 6> >",
       "aten", "norm"},
      {"void at::native::vol2im_kernel<float, float>(long, float const*, unsigned int, "
       "unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "float*)",
       "aten", "conv"},
      {"void at::native::(anonymous namespace)::MovingAverageMinMax<float>(float const*, "
       "float, long const*, float*, float*, long)",
       "aten", "quant"},
      {"void at::native::matrix_to_m16n8k16_Bint4_layout<8>(at::GenericPackedTensorAccessor<"
       "unsigned char const, 2, at::RestrictPtrTraits, int>, "
       "at::GenericPackedTensorAccessor<int, 4, at::RestrictPtrTraits, int>)",
       "aten", "quant"},
      {"c10d::symmetric_memory::put_signal_kernel(unsigned int**, unsigned long, int, int)", "aten",
       "comm"},
      {"c10d::symmetric_memory::build_ptr_dev(void**, unsigned long, int, int)", "aten", "other"},
      {"void MNN::CUDA::FLOAT_2_INT8_CAST<float>(int, float const*, signed char*, float "
       "const*, int, int, int)",
       "other", "quant"},
      {"_triton_fp8_per_group_rowwise_scales_kernel", "other", "quant"},
      {"void turbomind::gemm::gemm_kernel<turbomind::gemm::GemmUniversal<turbomind::gemm::Sm"
       "80, turbomind::gemm::Mainloop_sm80<turbomind::gemm::MMA_81616, __half, __half>, "
       "turbomind::gemm::CtaMap, false, true>>(turbomind::gemm::GemmParam, "
       "turbomind::gemm::EpilogueParam, turbomind::gemm::CtaMap)",
       "other", "gemm"},
      {"void megdnn::cuda::filterActs_YxX_color<4, 32, 4, 8, 4, 3, false, true>(float*, "
       "float*, float*, int, int, int, int, int, int, int, int, int, int, int, float, "
       "float, bool)",
       "other", "conv"},
      {"void oneflow::(anonymous namespace)::IndexedSlicesSGDUpdateGpu<float, float, int, "
       "long>(float, float, long, long, long const*, long const*, float const*, float*)",
       "other", "optimizer"},
      {"void oneflow::(anonymous namespace)::BiasCorrectionFactorKernelGpu(float, long "
       "const*, float*)",
       "other", "optimizer"},
      {"void oneflow::(anonymous namespace)::CalScaleZeroPointAffine<float>(float const*, "
       "float const*, long, double, float*, float*)",
       "other", "quant"},
      {"void oneflow::(anonymous namespace)::SquareSumGpu<float, false>(long, float const*, "
       "float*)",
       "other", "reduce"},
      {"void BiasAddGradNHWC<float>(int, float const*, float*, int)", "other", "reduce"},
      {"void oneflow::(anonymous namespace)::FusedBiasAddGradGpu<float, "
       "int>(oneflow::(anonymous namespace)::GeluFunctor<float>, int, int, int, float "
       "const*, float const*, float const*, float*)",
       "other", "elementwise"},
      {"mttkrp_MIHCSR_kernel_slc_atomic_fbrLvlPar(double*, unsigned long long*, int*, int*, "
       "int*, double*, double*, unsigned long, unsigned long, int, int, int, int, int, int)",
       "other", "gemm"},
      {"cross3_kernel(float*, float const*, float const*, int)", "other", "elementwise"},
      {"gamma_correction(unsigned char*, int, int, float)", "other", "elementwise"},
      {"boxmuller(float*, int)", "other", "rng"},
      {"uniform_fill_kernel(float*, unsigned long, unsigned long)", "other", "rng"},
      {"fp32_cvt_e4m3(int, float const*, __nv_fp8_e4m3*)", "other", "quant"},
      {"void block_all_reduce_sum_f32_f32_kernel<256>(float*, float*, int)", "other", "reduce"},
      {"relu_f16x8_pack_kernel(__half*, __half*, int)", "other", "elementwise"},
      {"rope_f32x4_pack_kernel(float*, float*, int, int)", "other", "elementwise"},
      {"void rms_norm_f32_kernel<256>(float*, float*, float, int, int)", "other", "norm"},
      {"mmaAsyncStage3Kernel(__half const*, __half const*, __half*, unsigned long, unsigned "
       "long, unsigned long)",
       "other", "gemm"},
      {"wmmaBaseKernel(__half const*, __half const*, __half*, unsigned long, unsigned long, "
       "unsigned long)",
       "other", "gemm"},
      {"sgemv_k32_f32_kernel(float*, float*, float*, int, int)", "other", "gemv"},
      {"tilelang_fused_chunk_gdr_bwd_kernel_kernel", "other", "other"},
      {"kv_cache_transpose_append_kernel", "tvm", "copy"},
      {"top_p_pivot_cutoff_kernel", "tvm", "sort"},
      {"apply_penalty_inplace_kernel", "tvm", "elementwise"},
      {"void avg_pool2d_f32(unsigned long, unsigned long, unsigned long, unsigned long, "
       "unsigned long, unsigned long const*, float const*, float*)",
       "other", "reduce"},
      {"main_dispatch_17_pack_f32", "other", "copy"},
      // Session 51's second studies: ATen's own at::cuda::cub kernels and _foreach_max, TensorRT's
      // BERT plugin cubins, Model Optimizer, PhysicsNeMo
      {"void at::cuda::cub::final_scan_kernel<128, 16, long>(long const*, long*, long "
       "const*, long)",
       "aten", "sort"},
      {"void at::cuda::cub::calc_block_sums<512, 16, true, float>(float const*, long*, long)",
       "aten", "reduce"},
      {"void at_cuda_detail::cub::DeviceScanKernel<at_cuda_detail::cub::DeviceScanPolicy<lon"
       "g>::Policy900, long const*, long*>()",
       "cub_thrust", "sort"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anony"
       "mous namespace)::TensorListMetadata<1, false>, at::native::LpMaxFunctor<float, 1, "
       "1, 0>, float*, int>(at::native::(anonymous namespace)::TensorListMetadata<1, "
       "false>, at::native::LpMaxFunctor<float, 1, 1, 0>, float*, int)",
       "aten", "reduce"},
      {"void at::native::lpmax_cleanup<float>(float const*, "
       "at::native::TensorListAddresses, int)",
       "aten", "reduce"},
      {"fused_multihead_attention_v2_fp16_128_64_kernel_sm80", "tensorrt", "attention"},
      {"fmha_v1_int8_384_64_sm90_kernel", "tensorrt", "attention"},
      {"fake_e4m3fy_kernel(__half const*, float, __half*, int)", "other", "quant"},
      {"static_blockwise_fp4_cast_kernel", "other", "quant"},
      {"radius_search_count_6f1a2b3c_cuda_kernel_forward", "other", "sort"},
      // Session 51's second studies: cuSOLVER's sparse LU (glu_<stage>) against a GLU activation,
      // LightSeq, gemlite
      {"glu_kernel_kernel_rank_2", "other", "elementwise"},
      {"void iglu_permute_kernel<double>(int, double*, int*, double*)", "cusolver", "copy"},
      {"void glu_tile_csrmv_kernel<double, 7>(int, int const*, int, int, double const*, int "
       "const*, int const*, double const*, double*)",
       "cusolver", "gemv"},
      {"void lightseq::cuda::ker_norm_layer<float>(float*, float const*, float const*, int)",
       "other", "norm"},
      {"pack_weights_over_cols_kernel", "other", "quant"},
      {"unpack_over_rows_kernel", "other", "quant"},
      // Session 51's third studies: nearest-neighbour resampling by name (FFmpeg, MegEngine, MNN),
      // LSTM cells' gates, Phantom FHE's negacyclic NTTs
      {"Subsample_Nearest_planar8_planar8", "other", "copy"},
      {"void megdnn::cuda::resize::resize_bwd_nearest_kernel<float>(float const*, float*, "
       "int, int, int, int, int, float, float)",
       "other", "copy"},
      {"void MNN::CUDA::GRID_SAMPLE_NEAREST<float>(int, float const*, float const*, float*, "
       "int, int, int, int, int, int, bool)",
       "other", "copy"},
      {"void caffe::LSTMUnitForward<float>(int, int, float const*, float const*, float "
       "const*, float*, float*)",
       "other", "elementwise"},
      {"void oneflow::(anonymous namespace)::lstm_cell_forward<float>(long, long, float "
       "const*, float const*, float*, float*, float*)",
       "other", "elementwise"},
      {"inplace_fnwt_radix8_phase1(unsigned long*, unsigned long const*, DModulus const*, "
       "unsigned long, unsigned long, unsigned long)",
       "other", "fft"},
      {"inplace_inwt_radix8_phase2(unsigned long*, unsigned long const*, DModulus const*, "
       "unsigned long, unsigned long, unsigned long)",
       "other", "fft"},
      // Batch 233's rules: linspace, a sine/cosine table, Runge-Kutta stages, OpenACC loops of MPI
      // and boundary-buffer routines, emb_kernel, a gather-scatter sum
      {"linspace(float *, int, float, float)", "other", "elementwise"},
      {"sin_cos_calc(int, int, float *, float *)", "other", "elementwise"},
      {"m_time_steppers_s_3rd_order_tvd_rk_366_gpu", "other", "elementwise"},
      {"m_mpi_proxy_s_mpi_sendrecv_conservative_variables_buffers_1093_gpu", "other", "copy"},
      {"m_rhs_s_populate_conservative_variables_buffers_3320_gpu", "other", "copy"},
      {"optimized::emb_kernel_cu_fp16(int, int, int, const int *, const __half *, float *)",
       "other", "embedding"},
      {"gatherScatter0", "other", "reduce"},
      {"ncclKernel_SendRecv_RING_SIMPLE_Sum_int8_t(ncclDevComm*, unsigned long, ncclWork*)", "nccl",
       "comm"},
      // Batch 234's rule: an AMReX lambda whose own function is the first template argument
      {"_ZN5amrex13launch_globalIZ12RandomNumGenvEUlvE_EEvT_", "other", "rng"},
      // Session 51's last studies: gpu4pyscf's integrals and triangle fills
      {"void GINTfill_int2e_kernel<2, 0>(GINTEnvVars, ERITensor, BasisProdOffsets)", "other",
       "other"},
      {"fill_bvk_triu_kernel(double*, int*, int, int)", "other", "copy"},
      // Batch 235's rules: a difference named minus (not a side minus_z), a NaN/Inf check
      {"combine_in1_minus_in2_170_gpu", "other", "elementwise"},
      {"src_local_mesh_apply_minus_z_b6A6A6A6A_c8c28a08f1399a09", "other", "other"},
      {"nvkernel__ZNK5nncfd10RANSSolver17check_for_nan_infEi_F1L3819_128", "other", "reduce"},
      // Review: a row for each of session 51's alternatives that had none (MLC-LLM's functions,
      // OneFlow's optimizers, cuda-convnet2, nearest-neighbour resampling, Runge-Kutta, ATen's
      // cross product)
      {"sampler_take_probs_tir_kernel", "tvm", "embedding"},
      {"gather_probs_kernel", "tvm", "copy"},
      {"group_limited_mask_scores_kernel", "tvm", "elementwise"},
      {"moe_dequantize_gemv_kernel", "tvm", "gemv"},
      {"batch_verify_on_gpu_single_kernel_kernel", "tvm", "other"},
      {"kv_cache_compact_kv_copy_kernel", "tvm", "copy"},
      {"top_p_renorm_after_cutoff_kernel", "tvm", "sort"},
      {"zero_point(float const*, float const*, float*, float*, int)", "other", "quant"},
      {"void oneflow::(anonymous namespace)::IndexedSlicesMomentumUpdateGpu<float, float, "
       "int>(float, float, long, long, long const*, long const*, float const*, float*)",
       "other", "optimizer"},
      {"void oneflow::(anonymous namespace)::DynamicLossScaleScheduleGpu(long, float, "
       "float, long const*, float*, long*)",
       "other", "optimizer"},
      {"void megdnn::cuda::img_acts_mediumcolor<8, 4, true, false, false, true>(float*, "
       "float*, float*, int, int, int, int, int, int, int, int, int, int, float, float)",
       "other", "conv"},
      {"void conv_weight_acts_c_kepler<8, 16, 2, 2, 4, 32, 1, false>(float*, float*, "
       "float*, int, int, int, int, int, int, int, int, int, int, int, int, float, float)",
       "other", "conv"},
      {"void mxnet::op::AddBiasGradKernelPhase1<float>(float*, float const*, int, int)", "other",
       "reduce"},
      {"void megdnn::cuda::resize::resize_bwd_nearest_kernel<float>(float const*, float*, "
       "int, int, int, int, int, float, float)",
       "other", "copy"},
      {"void (anonymous namespace)::kern_general_nearest<float>(float const*, float*, int, "
       "int, int, int, int, int)",
       "other", "copy"},
      {"nearest2d_cropandpad(float const*, float*, int, int, int, int, int, int)", "other", "copy"},
      {"logspace_kernel(float*, int, float, float, float)", "other", "elementwise"},
      {"runge_kutta_step(double*, double const*, double, int)", "other", "elementwise"},
      {"void at::native::cross_kernel<float>(int, float*, float const*, float const*, int, "
       "int, int, int)",
       "aten", "elementwise"},
      {"normal_fill_kernel(float*, unsigned long, unsigned long)", "other", "rng"},
      // Review: the last alternatives without a row (a lower-case bias gradient, MNN's
      // INT8_2_FLOAT_CAST, sums of squares, a nearest-neighbour resize, a Runge-Kutta stage)
      {"void bias_grad_kernel<float>(float const*, float*, int, int)", "other", "reduce"},
      {"void MNN::CUDA::INT8_2_FLOAT_CAST<float>(int, signed char const*, float*, float "
       "const*, int, int, int)",
       "other", "quant"},
      {"void oneflow::(anonymous namespace)::SumSquares2<float>(long, float const*, float*)",
       "other", "reduce"},
      {"void onnxruntime::cuda::_ResizeNearestMappingKernel2D<float>(int, int, int, int, "
       "float, float, float, float, float, float, float, bool, "
       "onnxruntime::cuda::NearestMappingInfo*)",
       "other", "copy"},
      {"void NearestResize(unsigned char const*, unsigned char*, int, int, int, int)", "other",
       "copy"},
      {"src_solver_rk_stage_kernel_I6A6A6A6AcB6A6A_904f61cba029b9c5", "other", "elementwise"},
      // Session 52's scheme studies: optimizers, layout moves, windows and checks of TensorFlow's,
      // MindSpore's, Paddle's and HugeCTR's op sets named by their words (ASTRA's backprojectSGD is
      // no SGD step)
      {"void phi::AdamaxGPUKernel<float, float>(float const*, float const*, float*, float*, "
       "float*, float, float, float, float, long)",
       "paddle", "optimizer"},
      {"void ApplyAdadeltaKernal<float, float, float>(unsigned long, float*, float*, float*, float "
       "const*, float const*, float const*, float const*)",
       "other", "optimizer"},
      {"void ApplyAdamaxKernal<float, float, float>(unsigned long, float const*, float const*, "
       "float const*, float const*, float const*, float*, float*, float*)",
       "other", "optimizer"},
      {"void phi::SGDKernelMT<float, float>(float const*, float const*, float const*, int, float*, "
       "float const*, float*)",
       "paddle", "optimizer"},
      {"void phi::RpropKernelGPUImpl<float, float>(float const*, float const*, float const*, float "
       "const*, float const*, float const*, float*, float*, float*, int)",
       "paddle", "optimizer"},
      {"void ApplyGradientDescent<float>(unsigned long, float*, float const*, float const*)",
       "other", "optimizer"},
      {"void tensorflow::functor::ApplyFtrlKernel<float>(float*, float*, float*, float const*, "
       "float const*, float const*, float const*, float const*)",
       "tensorflow", "optimizer"},
      {"void HugeCTR::nesterov_update_kernel_global<float>(unsigned long, unsigned long, float, "
       "float, float*, float const*)",
       "other", "optimizer"},
      {"void BatchToSpaceND<float>(unsigned long, float const*, unsigned long, unsigned long, "
       "unsigned long, unsigned long const*, float*)",
       "other", "copy"},
      {"void DepthToSpace<float>(unsigned long, float const*, unsigned long, unsigned long, "
       "unsigned long, unsigned long, unsigned long, float*)",
       "other", "copy"},
      {"void phi::Strided2ContiguousCaseZeroFunc<float, 2ul>(float const*, float*, "
       "phi::Array<long, 9ul>)",
       "paddle", "copy"},
      {"void phi::Contiguous2StridedDefaultFunc<float, 2ul>(float const*, float*, phi::Array<long, "
       "9ul>, long)",
       "paddle", "copy"},
      {"void phi::ContiguousCaseOneFunc<float, 4ul>(float const*, float*, phi::Array<long, 9ul>, "
       "long)",
       "paddle", "copy"},
      {"void CheckNumerics<float>(unsigned long, float const*, int*)", "other", "reduce"},
      {"void phi::CheckNanInfKernel<float>(float const*, long, float*, unsigned char*)", "paddle",
       "reduce"},
      {"void BlackmanWindow<float>(unsigned long, bool, float*)", "other", "elementwise"},
      {"void HugeCTR::sinusoidal_kernel<float>(float*, int, int)", "other", "elementwise"},
      {"void BesselI0e<float>(unsigned long, float const*, float*)", "other", "elementwise"},
      {"void paddle::operators::KeMishFw<float>(float const*, float*, int, float)", "paddle",
       "elementwise"},
      {"void phi::Range<float>(long, float*)", "paddle", "elementwise"},
      {"void phi::funcs::vol2col<float>(int, float const*, int, int, int, int, int, int, int, int, "
       "int, int, int, int, int, int, int, float*)",
       "paddle", "conv"},
      {"void paddle::operators::math::BeamSearchKernel<4, 256, 4>(long**, float**, unsigned "
       "long**, long const*, float const*, unsigned long const*, unsigned long, int, int, bool, "
       "int, bool)",
       "paddle", "sort"},
      {"void cuda_kernel_backprojectSGD<false, false>(AccProjectorKernel, float*, float*, unsigned "
       "long, float)",
       "other", "other"},
      {"void paddle::operators::math::BeamSearchKernelSingle<4, 256>(long**, float**, unsigned "
       "long**, long const*, float const*, unsigned long const*, unsigned long, int, bool, int, "
       "bool)",
       "paddle", "sort"},
      // Batch 236's misses: ATen's 2:4 sparsification, cuDNN's CTC loss; TensorRT-LLM's KV-cache
      // loads and writes (study)
      {"void "
       "at::native::sparse_semi_structured_tile_kernel<at::native::KernelTypes<cutlass::half_t>, "
       "at::native::MetadataCuSparseLt, "
       "at::native::LargestValuesGreedy<at::native::Identity>>(at::native::KernelTypes<cutlass::"
       "half_t>::Params, at::native::MetadataCuSparseLt, "
       "at::native::LargestValuesGreedy<at::native::Identity>)",
       "aten", "copy"},
      {"void cudnn::compute_alphas_and_betas_v8<float>(cudnnCTCLossStruct, float const*, int "
       "const*, int const*, int const*, int*, int*, int*, float*, float*, float*, unsigned long)",
       "cudnn", "reduce"},
      {"void tensorrt_llm::kernels::loadPagedKVCacheForMLAKernel<__nv_bfloat16, __nv_fp8_e4m3, "
       "256, 512, 64>(__nv_bfloat16*, __nv_bfloat16*, tensorrt_llm::kernels::KVBlockArray, long "
       "const*, int, int)",
       "other", "copy"},
      {"void tensorrt_llm::kernels::setPagedKVCacheForMLAKernel<__nv_bfloat16, 256, 512, "
       "64>(__nv_bfloat16*, __nv_bfloat16 const*, tensorrt_llm::kernels::KVBlockArray, int const*, "
       "int, int)",
       "other", "copy"},
      // Session 52's studies of TensorFlow and of directive codes: TensorFlow's MLIR-generated
      // element-wise kernels, diagonals, determinants, Keras momentum; CloverLeaf's field summary,
      // reset and revert
      {"Equal_GPU_DT_INT32_DT_BOOL_kernel", "tensorflow", "elementwise"},
      {"Lgamma_GPU_DT_FLOAT_DT_FLOAT_kernel", "tensorflow", "elementwise"},
      {"void tensorflow::detail::RangeInitKernel<int>(int, int, int, int*)", "tensorflow",
       "elementwise"},
      {"void tensorflow::functor::DiagGpuKernel<float>(long, float const*, float*)", "tensorflow",
       "copy"},
      {"void tensorflow::functor::DiagPartCudaKernel<double>(long, long, double const*, double*)",
       "tensorflow", "copy"},
      {"void tensorflow::functor::DeterminantFromPivotedLUKernel<float, true>(int, int, float "
       "const*, int const*, float*, float*)",
       "tensorflow", "reduce"},
      {"void tensorflow::functor::SparseApplyKerasMomentumKernel<float, int>(float*, float*, float "
       "const*, float const*, int const*, float, int, int, bool)",
       "tensorflow", "optimizer"},
      {"field_summary_kernel_module_field_summary_kernel_58_gpu", "other", "reduce"},
      {"__omp_offloading_fe00_5160c3__Z13field_summaryR16global_variablesR9parallel__l86", "other",
       "reduce"},
      {"reset_field_kernel_module_reset_field_kernel_53_gpu", "other", "copy"},
      {"revert_kernel_38_gpu(bool, int, int, int, int, field_type&)", "other", "copy"},
      // Session 52's study of old frameworks: LRN in CamelCase, THC's variance and index-carrying
      // reductions
      {"void LRNFillScale<float, float>(int, float const*, int, int, int, int, float, float, "
       "float*)",
       "other", "norm"},
      {"void paddle::operators::KeCMRNormOutput<float>(int, float const*, float const*, float, "
       "float*)",
       "paddle", "norm"},
      {"void THCTensor_kernel_varInnermostDim<float, true, false>(float*, float*, unsigned int, "
       "unsigned int)",
       "aten", "reduce"},
      {"void kernelTransformReduceInnermostDimIndex<float, long, MaxValuePair<float, long> "
       ">(float*, long*, float*, unsigned int, unsigned int, thrust::pair<float, long>, "
       "MaxValuePair<float, long>)",
       "aten", "reduce"},
      // Session 52's study of HugeCTR and MindSpore: generators with _kernel, fake quantization,
      // hard activations, pointwise tests and special functions (a group norm fused with a hardtanh
      // stays norm)
      {"void HugeCTR::generate_uniform_kernel<float>(curandStateXORWOW*, float*, unsigned long, "
       "float, float)",
       "other", "rng"},
      {"void FakeQuantPerChannel(float const*, float*, int, int, float const*, float const*, float "
       "const*, bool, bool)",
       "other", "quant"},
      {"void NudgeMinMaxPerChannel(float*, float*, float*, float*, float*, int, int, int, bool)",
       "other", "quant"},
      {"void HsigmoidGradKernel<float>(unsigned long, float const*, float const*, float*)", "other",
       "elementwise"},
      {"void HShrinkKernel<float>(unsigned long, float const*, float, float*)", "other",
       "elementwise"},
      {"void IsNan<float>(unsigned long, float const*, bool*)", "other", "elementwise"},
      {"void Igammac<float>(unsigned long, float const*, float const*, float*)", "other",
       "elementwise"},
      {"void CalHypotKernel<float, Func>(unsigned long, float const*, float const*, float*)",
       "other", "elementwise"},
      {"void sok::const_initializer_kernel<float>(float*, unsigned long, float)", "other",
       "elementwise"},
      {"void fused_group_norm_hardtanh_kernel<float>(float const*, float*, float const*, float "
       "const*, int, int, int, float)",
       "other", "norm"},
      // Batch 239's misses: a softmax named for attention scores (flex_attention stays attention),
      // Myelin's softmax and layer-norm statistics cut by ncu's column
      {"softmax_attention_scores(float *, int)", "other", "softmax"},
      {"__myl_bb0_98_AddResMaxSubExpS...", "tensorrt", "softmax"},
      {"__myl_bb0_127_AddResMeaSubMul...", "tensorrt", "norm"},
      {"__myl_bb0_13_SubResMulMeaAddS...", "tensorrt", "norm"},
      {"attention_scores_kernel(float const*, float const*, float*, int, int)", "other",
       "attention"},
      {"triton_tem_fused_flex_attention_0", "triton", "attention"},
      // Session 52's study of NVIDIA's libraries read out of CUDA 13 and 11.8: cuBLAS's BLAS-3 xmma
      // and hashed cuBLASLt kernels, OpenAI's SASS GEMMs in cuBLAS 11, cuDNN's fmha_cw_<n>
      // attention and BN-fused convolutions
      {"sm90_xmma_syrk_u_f32f32_f32f32_f32_nt_n_tilesize32x32x8_stage3_warpsize1x2x1_ffma_aligna4_"
       "alignc4",
       "cublas", "gemm"},
      {"sm90_xmma_trmm_out_place_u_r_u_cf64cf64_f64f64_cf64_nn_n_tilesize32x32x32_stage3_"
       "warpsize2x2x1_tensor16x8x16",
       "cublas", "gemm"},
      {"cublas_88SHH_23_5d2cd3861d1a5e31", "cublas", "gemm"},
      {"openai_hgemm_128x128x8_NN", "cublas", "gemm"},
      {"void "
       "fmha_cw_1::hopper::fprop::fmha_fprop_fp8_sm90_kernel<true>(fmha_cw_1::hopper::fprop::Fmha_"
       "fprop_params)",
       "cudnn", "attention"},
      {"bn_apply_relu_wgrad_ampere_hmma_fp32_128_128_032_2", "cudnn", "conv"},
      {"dgrad_bn_stat_1x3x3_ReLu_ampere_hmma_fp32_256_064_032_4", "cudnn", "conv"},
      // Session 52's study of ONNX Runtime: TensorRT-LLM's SM80 fused MoE GEMM and TensorRT's
      // cross-attention cubins as ONNX Runtime vendors them, its tile and expand copies
      {"void "
       "onnxruntime::llm::kernels::cutlass_kernels::fused_moe::run_global<onnxruntime::llm::"
       "kernels::cutlass_kernels::fused_moe::Fused_Moe_Kernel_sm80<cutlass::half_t, "
       "cutlass::half_t, 128, 128, 64, 4, "
       "(onnxruntime::llm::kernels::cutlass_kernels::ActivationType)0>>(onnxruntime::llm::kernels::"
       "cutlass_kernels::fused_moe::Fused_Moe_Kernel_sm80<cutlass::half_t, cutlass::half_t, 128, "
       "128, 64, 4, (onnxruntime::llm::kernels::cutlass_kernels::ActivationType)0>::Params)",
       "other", "gemm"},
      {"fmha_mhca_fp16_128_64_sm80_kernel", "tensorrt", "attention"},
      {"void onnxruntime::cuda::_TileKernel<float>(unsigned long, onnxruntime::cuda::TArray<long, "
       "8>, float const*, onnxruntime::cuda::TArray<onnxruntime::cuda::fast_divmod, 8>, float*, "
       "int)",
       "other", "copy"},
      {"void onnxruntime::cuda::ExpandKernel<float, 2, 4>(int, int, float const*, float*, "
       "onnxruntime::cuda::TArray<onnxruntime::cuda::fast_divmod, 8>, "
       "onnxruntime::cuda::TArray<long, 8>)",
       "other", "copy"},
      // Session 52's study of TensorRT-LLM: TensorRT-LLM-gen's first block-scaled MoE cubins
      {"MoE_ProjUp_BatchN_E2m1Fp32_E2m1_Tile128x8x512_EpiTile128x8_Mma128x8x64_Cluster1x1x1_"
       "transposeMmaOutput_InplaceRoute_sm100a",
       "other", "gemm"},
      {"MoE_ProjDown_BatchN_E4m3Fp32_Bfloat16_Tile128x8x128_EpiTile64x8_Mma64x8x32_Cluster1x1x1_"
       "transposeMmaOutput_DsFp8_sm100a",
       "other", "gemm"},
      // Batch 241's misses: ATen's embedding backward cut by torch.profiler, cuBLASLt's epilogue
      // without its namespace, a DFT (a mixed-precision GEMM is no co-scheduled pair)
      {"embedding_backward_feature_ke...", "aten", "embedding"},
      {"write_num_of_segments_for_leg...", "aten", "embedding"},
      {"void epilogue::impl::globalKernel<(int)8, (int)32, float, float, float, (bool)1, "
       "(bool)1>(int, int,…",
       "cublas", "elementwise"},
      {"DFT2D1gpu(float *, complex<float> *, int, int)", "other", "fft"},
      {"void mixed_precision_gemm_kernel<float>(float const*, float const*, float*, int, int, int)",
       "other", "gemm"},
      // Review: a row for each session-52 alternative that had none (RMSProp, space to depth, gcd,
      // cross-map LRN, a KV-cache update)
      {"void rprop_kernel<float>(float*, float const*, float*, float*, int, float, float)", "other",
       "optimizer"},
      {"void ApplyRMSPropKernel<float>(unsigned long, float const*, float const*, float const*, "
       "float*, float*, float*)",
       "other", "optimizer"},
      {"void SpaceToDepth<float>(unsigned long, float const*, unsigned long, unsigned long, "
       "unsigned long, unsigned long, unsigned long, float*)",
       "other", "copy"},
      {"void CalGcdKernel<int, Func>(unsigned long, int const*, int const*, int*)", "other",
       "elementwise"},
      {"void CrossMapLRN<float>(int, float const*, float*, int, int, int, int, float, float, "
       "float)",
       "other", "norm"},
      {"void "
       "tensorrt_llm::kernels::speculative_decoding::"
       "updateKVCacheDraftTokenLocationSeparateRewindKernel<tensorrt_llm::kernels::KVBlockArray, "
       "128>(int const*, int const*, int, tensorrt_llm::kernels::KVBlockArray, int, int, int)",
       "other", "copy"},
      // Batch 242's miss: a squeeze or an added axis is a copy (a squeeze-and-excitation block is
      // no squeeze)
      {"vm_mod_fused_squeeze_2_kernel0", "tvm", "copy"},
      {"tvmgen_default_fused_expand_dims_kernel0", "tvm", "copy"},
      {"void squeeze_excitation_kernel<float>(float const*, float const*, float*, int, int)",
       "other", "other"},
      // Session 53: GPTQ's vector-times-quantized-matrix kernels and a vector-matrix product spelt
      // out are gemv; a smoothing filter is a convolution; an MLP's up or down projection is a
      // GEMM; an element-wise multiply abbreviated
      {"void VecQuant4MatMulKernel<float>(float const*, int const*, float*, float const*, int "
       "const*, int const*, int, int, int, int, int)",
       "other", "gemv"},
      {"void vectorMatrixMultCompareRowWarpShared<unsigned int, unsigned int, unsigned int, "
       "float>(T1 *, const T1 *, const T2 *, T3, T3, T3, unsigned char, T3, T4 *, unsigned int)",
       "other", "gemv"},
      {"smoothingFilter(int, int, int, int, const float *, int *, float *)", "other", "conv"},
      {"_fused_down_proj_kernel", "other", "gemm"},
      {"_fused_up_proj_swiglu_kernel", "other", "gemm"},
      {"ElemMultNu(float *, const float *)", "other", "elementwise"},
      // Brian2CUDA's state updaters, resetters and variable setters are per-element arithmetic (its
      // thresholders stay other); MFC's reshape loops into and out of its work arrays are copies
      // (its other loops stay other)
      {"kernel_neurongroup_stateupdater_codeobject(unsigned int, unsigned int, double*, double*, "
       "double*)",
       "other", "elementwise"},
      {"kernel_neurongroup_resetter_codeobject(unsigned int, unsigned int, int*, double*, double*, "
       "bool*)",
       "other", "elementwise"},
      {"kernel_synapses_group_variable_set_conditional_codeobject_1(unsigned int, unsigned int, "
       "double*, int, int*)",
       "other", "elementwise"},
      {"kernel_neurongroup_thresholder_codeobject(unsigned int, unsigned int, int*, double*, "
       "double*, bool*)",
       "other", "other"},
      {"m_cbc_s_finalize_cbc_1341_gpu", "other", "copy"},
      {"m_weno_s_initialize_weno_1209_gpu", "other", "copy"},
      {"m_riemann_solvers_s_finalize_riemann_solver_5038_gpu", "other", "copy"},
      {"m_riemann_solvers_s_initialize_riemann_solver_10426_gpu", "other", "other"},
      // Session 54's scheme studies (docs/taxonomy.md): FlashInfer's own kernel names printed bare
      // (its SM90 prefill, its MLA kernels, the MLA cache append), xformers' memory-efficient
      // attention entry points, TensorRT-LLM's XQA and weight-only GEMV, Punica's LoRA products
      // before any copy word; Apex's BERT fused attention named with its sizes (FlashAttention v1's
      // without them); DeepSpeed's axis-order copies, also bare; Transformer Engine's unpadding and
      // dimension swaps; cuVS's extern C JIT-LTO entry points; libcudf_streaming and cuDF's JIT
      // binary ops and row transforms; TensorRT's BERT plugin norms printed bare (ONNX Runtime's
      // capitalised copies are its own), its noloop attention cubins; FBGEMM's inference TBE
      // lookups
      {"PrefillWithKVCacheKernel", "flashinfer", "attention"},
      {"BatchMLAPageAttentionHopperKernel", "flashinfer", "attention"},
      {"sparse_mla_prefill_kernel", "flashinfer", "attention"},
      {"AppendPagedKVMlaCacheKernel", "flashinfer", "copy"},
      {"flashinfer::PersistentKernelTemplate", "flashinfer", "attention"},
      {"attention_kernel_backward_batched_impl", "flash_attn", "attention"},
      {"attention_kernel", "other", "attention"},
      {"moe_bgmv_shrink_sliced_kernel", "other", "gemm"},
      {"tensorrt_llm::kernels::weight_only::kernel", "other", "gemv"},
      {"kernel_mha", "other", "attention"},
      {"mha_reshape_and_cache_kernel", "other", "copy"},
      {"fmha_fprop_fp16_128_64_sm80_kernel", "apex", "attention"},
      {"void fmha_dgrad_fp16_512_64_sm80_nl_kernel<true>(Fused_multihead_attention_fprop_params)",
       "apex", "attention"},
      {"fmha_fprop_fp16_sm80_loop_kernel", "flash_attn", "attention"},
      {"transform4d_0213", "other", "copy"},
      {"void bias_add_transform_0213<__half>(__half*, __half const*, __half const*, int, int, int, "
       "int, int)",
       "other", "elementwise"},
      {"transformer_engine::(anonymous namespace)::multi_unpadding_kernel", "transformer_engine",
       "copy"},
      {"swap_first_dims_kernel", "transformer_engine", "copy"},
      {"search_multi_cta", "raft", "other"},
      {"compute_inner_products_with_lut16_opt_block_sort", "raft", "gemv"},
      {"random_pickup", "other", "rng"},
      {"cudf_streaming::detail::(anonymous namespace)::set_value_kernel", "cudf", "elementwise"},
      {"cudf::binops::jit::kernel_v_v_with_validity", "cudf", "elementwise"},
      {"fused_multihead_attention_v2_int8_384_64_kernel_sm75_noloop", "tensorrt", "attention"},
      {"skipLayerNormKernel", "tensorrt", "norm"},
      {"SkipLayerNormKernel", "other", "norm"},
      {"nbit::FP8_split_embedding_nobag_codegen_forward_unweighted_kernel_small_L", "fbgemm",
       "embedding"},
      {"INT4_split_embedding_codegen_forward_unweighted_kernel_small_L", "fbgemm", "embedding"},
      // Inductor's sorts run as reduction kernels are sorts; a variance with its reciprocal square
      // root is a normalisation (var_mean alone is a statistic)
      {"triton_per_fused_sort_0", "triton", "sort"},
      {"triton_red_fused_argsort_3", "triton", "sort"},
      {"triton_per_fused_add_mul_rsqrt_sub_var_mean_view_0", "triton", "norm"},
      {"triton_red_fused_var_mean_2", "triton", "reduce"},
      // ATen's kernels at global or file scope (c10d's bf16 gradient compression, randperm's
      // duplicate-key fix-up) and its foreach norm functor in an anonymous namespace
      {"_float_to_bfloat16_cuda_kernel", "aten", "elementwise"},
      {"(anonymous namespace)::randperm_handle_duplicate_keys_kernel", "aten", "rng"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::TensorListMetadata<1>, at::native::(anonymous namespace)::LpNormFunctor<float, "
       "(at::native::(anonymous namespace)::NormType)1, float, float>, float*, "
       "int>(at::native::(anonymous namespace)::TensorListMetadata<1>, at::native::(anonymous "
       "namespace)::LpNormFunctor<float, (at::native::(anonymous namespace)::NormType)1, float, "
       "float>, float*, int)",
       "aten", "reduce"},
      // ATen's foreach copy moves data and its foreach zero is a fill, whatever optimizer calls
      // them (a foreach pointwise op stays optimizer); PyTorch's symmetric-memory collectives in
      // their file-scope anonymous namespace (bare, no library)
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::TensorListMetadata<2>, at::native::(anonymous "
       "namespace)::UnaryOpFunctor<float, 2, 1, 1>, at::native::Copy<float, float> "
       ">(at::native::(anonymous namespace)::TensorListMetadata<2>, at::native::(anonymous "
       "namespace)::UnaryOpFunctor<float, 2, 1, 1>, at::native::Copy<float, float>)",
       "aten", "copy"},
      {"void at::native::multi_tensor_apply_kernel<at::native::TensorListMetadata<1>, "
       "at::native::(anonymous namespace)::ZeroFunctor<float, 1, 1, 0> "
       ">(at::native::TensorListMetadata<1>, at::native::(anonymous namespace)::ZeroFunctor<float, "
       "1, 1, 0>)",
       "aten", "elementwise"},
      {"void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
       "namespace)::TensorListMetadata<4>, at::native::(anonymous "
       "namespace)::PointwiseOpScalarFunctor<float, 4, 3, 3>, std::multiplies<float> "
       ">(at::native::(anonymous namespace)::TensorListMetadata<4>, at::native::(anonymous "
       "namespace)::PointwiseOpScalarFunctor<float, 4, 3, 3>, std::multiplies<float>)",
       "aten", "optimizer"},
      {"void (anonymous namespace)::two_shot_all_reduce_kernel<float, 16, 4, true, false>(float**, "
       "float*, unsigned long, unsigned long, unsigned int**, unsigned long, unsigned long)",
       "aten", "comm"},
      {"two_shot_all_reduce_kernel", "other", "comm"},
      // TensorRT's Myelin (session 55's study of the names it prints): its decode attention cited
      // bare, its anonymous layers, Fc heading a fused norm, layers named by the ONNX exporter's
      // product and convolution nodes, TensorRT-RTX's Corr, a max reduction ending the op list (not
      // a softmax's), the 3-letter Top
      {"_gemv_mha_v1", "tensorrt", "attention"},
      {"__mye1207_conv_act_pool", "tensorrt", "conv"},
      {"__myl_FcAddCastMeanSubMulMeanAddSqrtDivMul_myl2_14", "tensorrt", "gemm"},
      {"node_linear_3_myl1_7", "tensorrt", "gemm"},
      {"node_matmul_12+node_matmul_10_myl4_2", "tensorrt", "gemm"},
      {"node_conv2d_2_myl0_3", "tensorrt", "conv"},
      {"__myl_CorrAddRelu_myl0_4", "tensorrt", "conv"},
      {"__myl_MulAddMaxr_0x0123456789abcdef0123456789abcdef", "tensorrt", "reduce"},
      {"__myl_ReluMaxrResh_myl1_2", "tensorrt", "reduce"},
      {"__myl_MulAddMaxrSubExpSum_0x0123456789abcdef0123456789abcdef", "tensorrt", "softmax"},
      {"__myl_Top_myl3_1", "tensorrt", "sort"},
      {"__myl_CastTop_0x0123456789abcdef0123456789abcdef", "tensorrt", "sort"},
      {"node_linear_controls_myl1_7_notmyelin", "other", "other"},
      // Session 55's study of scientific-ML and quantum-simulation codes: DeepSpeed4Science's
      // Evoformer attention shares xformers' entry point but not its library; quantum simulators'
      // gates by the functor or kernel that applies them (qsim, Qiskit Aer, PennyLane Lightning-
      // Kokkos); DeePMD-kit's compressed embedding net
      {"void attention_kernel_batched_impl<AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, "
       "true, 64, 64, true, true, BroadcastA, BroadcastNoLoad> >(AttentionKernel<cutlass::half_t, "
       "cutlass::arch::Sm80, true, 64, 64, true, true, BroadcastA, BroadcastNoLoad>::Params)",
       "other", "attention"},
      {"void attention_kernel_batched_impl<AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, "
       "true, 64, 64, true, true, false> >(AttentionKernel<cutlass::half_t, cutlass::arch::Sm80, "
       "true, 64, 64, true, true, false>::Params)",
       "flash_attn", "attention"},
      {"void qsim::ApplyGateL_Kernel<3u, double, unsigned long>(double const*, unsigned long "
       "const*, unsigned long const*, unsigned int, double*)",
       "other", "gemv"},
      {"ApplyControlledGateH_Kernel", "other", "gemv"},
      {"void AER::QV::Chunk::dev_apply_function<float, AER::QV::Chunk::MatrixMult2x2<float> "
       ">(AER::QV::Chunk::MatrixMult2x2<float>, unsigned long)",
       "other", "gemv"},
      {"void AER::QV::Chunk::dev_apply_function_with_cache<double, "
       "AER::QV::Chunk::MatrixMultNxN<double> >(AER::QV::Chunk::MatrixMultNxN<double>, unsigned "
       "long)",
       "other", "gemv"},
      {"void AER::QV::Chunk::dev_apply_function<double, AER::QV::Chunk::DiagonalMult4x4<double> "
       ">(AER::QV::Chunk::DiagonalMult4x4<double>, unsigned long)",
       "other", "elementwise"},
      {"void AER::QV::Chunk::dev_apply_function<double, AER::QV::Chunk::CX_func<double> "
       ">(AER::QV::Chunk::CX_func<double>, unsigned long)",
       "other", "copy"},
      {"void AER::QV::Chunk::dev_apply_function<double, AER::QV::Chunk::Permutation<double> "
       ">(AER::QV::Chunk::Permutation<double>, unsigned long)",
       "other", "copy"},
      {"void "
       "AER::QV::Chunk::dev_apply_shared_memory_blocked_gates<double>(thrust::complex<double>*, "
       "int, int, unsigned long*, AER::QV::Chunk::BlockedGateParams*, thrust::complex<double>*)",
       "other", "gemv"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Pennylane::"
       "LightningKokkos::Functors::apply1QubitOpFunctor<double>, Kokkos::RangePolicy<>, "
       "Kokkos::Cuda> "
       ">(Kokkos::Impl::ParallelFor<Pennylane::LightningKokkos::Functors::apply1QubitOpFunctor<"
       "double>, Kokkos::RangePolicy<>, Kokkos::Cuda>)",
       "other", "gemv"},
      {"void tabulate_fusion_se_a_fifth_order_polynomial<float, 4, 4>(float*, float const*, float "
       "const*, float const*, float const*, float, float, float, float, int, int, int)",
       "other", "gemm"},
      {"tabulate_fusion_se_t_grad_fifth_order_polynomial", "other", "reduce"},
      // Session 55's studies of data-processing, image and video, research LLM and compiler
      // kernels: projects that take cuDF's device views or keep FlashAttention's or CuPy's prefixes
      // are their own; Crystal's DeviceSelectIf is not CUB's; cuCollections' Bloom filter insert
      // and HyperLogLog; a Hausdorff distance; torchaudio's RNN-T loss; FFmpeg's subsampling
      // resize; DALI's and OpenCV's element-wise launchers; ggml's permuted matrix-vector product;
      // CUTLASS's softmax; FlashAttention v1's block-sparse forward; NNFusion's and BladeDISC's dot
      // products
      {"void cuspatial::detail::(anonymous namespace)::nearest_segment_kernel<double>(unsigned int "
       "const*, cudf::column_device_view, double*)",
       "other", "other"},
      {"void cudf::detail::gather_kernel<int>(cudf::column_device_view, int const*, int*)", "cudf",
       "copy"},
      {"void spark_rapids_jni::detail::row_hash_kernel<4>(cudf::table_device_view, unsigned int*)",
       "other", "other"},
      {"flash::flash_fwd_block_kernel", "other", "attention"},
      {"cupyx_skimage_sobel_2d", "other", "conv"},
      {"cupyx_scipy_ndimage_correlate_2d_constant_w3_3", "cupy", "conv"},
      {"void DeviceSelectIf<128, 4>(int*, int*, int*, int*, int, unsigned long long*)", "other",
       "other"},
      {"DeviceSelectSweepKernel", "cub_thrust", "sort"},
      {"cuco::detail::add_if_n", "other", "other"},
      {"cuco::hyperloglog_ns::detail::merge", "other", "reduce"},
      {"cuco::hyperloglog_ns::detail::clear", "other", "elementwise"},
      {"void (anonymous namespace)::hausdorff_kernel<float>(int, float const*, float*)", "other",
       "reduce"},
      {"void (anonymous namespace)::haversine_distance_kernel<float>(int, float const*, float "
       "const*, float*)",
       "other", "elementwise"},
      {"torchaudio::rnnt::ComputeAlphasWrapper", "other", "reduce"},
      {"Subsample_Bicubic_nv12_yuv420p", "other", "other"},
      {"Subsample_Nearest_yuv420p_nv12", "other", "copy"},
      {"void dali::expr::ExecuteTiledBinOpND<(dali::ArithmeticOp)3, float, float, float, true, "
       "false, 2>(dali::expr::SampleDescGPU<2, 2> const*, dali::expr::TileDesc const*)",
       "other", "elementwise"},
      {"void cv::cuda::device::transform_detail::transformSmart<float, float, "
       "cv::cuda::device::AbsFunc, cv::cuda::device::WithOutMask>(cv::cuda::PtrStepSz<float>, "
       "cv::cuda::PtrStep<float>, cv::cuda::device::WithOutMask)",
       "other", "elementwise"},
      {"cv::dnn::cuda4dnn::kernels::raw::generic_op_vec", "other", "elementwise"},
      {"mul_mat_p021_f16_f32", "ggml", "gemv"},
      {"void cutlass::Kernel<cutlass::kernel::ApplySoftmax<cutlass::half_t, float, float, "
       "cutlass::half_t, float, 8, cutlass::MatrixShape<1, 2048> > "
       ">(cutlass::kernel::ApplySoftmax<cutlass::half_t, float, float, cutlass::half_t, float, 8, "
       "cutlass::MatrixShape<1, 2048> >::Params)",
       "cutlass", "softmax"},
      {"fmha_block_fprop_fp16_sm75_loop_kernel", "flash_attn", "attention"},
      {"Dot_half_half_half_cuda_lib_Dot_17", "other", "gemm"},
      {"main_kDot_dot_general__4_1_0", "other", "gemm"},
      // Session 55, from the labelled tables' misses: Myelin names cut by the profiler after a
      // norm's head or after moves only; a variance computed alone
      {"__myl_bb0_3_AddResMeaSubMulMe...", "tensorrt", "norm"},
      {"__myl_CastMeanSubMul\u2026", "tensorrt", "norm"},
      {"__myl_bb2_9_TraResSliSliMovS...", "tensorrt", "copy"},
      {"__myl_bb4_7_SliSliNegEx...", "tensorrt", "elementwise"},
      {"var_kernel(float*, float const*, int)", "other", "reduce"},
      {"variance_kernel", "other", "reduce"},
      // Session 55's studies of sparse and dense solvers, graph frameworks, cryptography and
      // rendering: STRUMPACK's, KBLAS's and H2Opus's LAPACK-named kernels are their own;
      // ViennaCL's, SuiteSparse:GraphBLAS's, SLATE's, STRUMPACK's, KBLAS's, SuperLU_DIST's and
      // CHOLMOD's schemes; back40computing's graph traversal and reductions are no sorts;
      // GraphBLAST's and Gunrock's operators; the Whirlpool hash is no pooling; twiddles and NTT
      // cores; RNS base conversion; lattice samplers; counters reset; Blender Cycles' path arrays,
      // compaction and guiding filter
      {"void strumpack::gpu::laswp_kernel<double>(int, double*, int, int, int*, int)", "other",
       "copy"},
      {"void kernel_potrf_U_registers_fixN<double, double**, false, 16>(int, int, double**, int, "
       "int, int, long, int*)",
       "other", "other"},
      {"potrf_rd_batch_kernel", "other", "other"},
      {"potrf_lower_kernel", "cusolver", "other"},
      {"void viennacl::linalg::cuda::matrix_matrix_row_col_row_prod_AT_kernel<double>(double, "
       "double const*, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int, double const*, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "double, double*, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int)",
       "other", "gemm"},
      {"viennacl::linalg::cuda::trans_vec_mul_row_kernel", "other", "gemv"},
      {"viennacl::linalg::cuda::avbv_kernel", "other", "elementwise"},
      {"viennacl::linalg::cuda::vector_swap_kernel", "other", "copy"},
      {"GB_cuda_AxB_dot3_phase3_vsvs_kernel", "other", "gemm"},
      {"GB_cuda_AxB_dot3_phase2end_kernel", "other", "sort"},
      {"GB_cuda_apply_bind2nd_kernel", "other", "elementwise"},
      {"axby_kernel(float, float const*, float, float*, int)", "other", "elementwise"},
      {"strumpack::gpu::Schur_block_kernel_batched", "other", "gemm"},
      {"strumpack::gpu::extract_rhs_kernel", "other", "copy"},
      {"void kernel_syrk_U_LN_registers_Mfix_Nmul<double, double const**, false, 16, 4>(int, int, "
       "int, double, double const**, int, long, double, double**, int, long)",
       "other", "gemm"},
      {"void slate::device::tzset_kernel<float>(long, long, float, float, float*, long)", "other",
       "elementwise"},
      {"void scatterGPU<double>(int, int, double*, int, xlpanelGPU_t<double>, "
       "xupanelGPU_t<double>, xLUstructGPU_t<double>)",
       "other", "elementwise"},
      {"kernelSumA", "other", "elementwise"},
      {"b40c::graph::bfs::two_phase::expand_atomic::Kernel", "other", "other"},
      {"b40c::reduction::upsweep::Kernel", "other", "reduce"},
      {"b40c::radix_sort::upsweep::Kernel", "other", "sort"},
      {"graphblas::backend::spmspvSimpleMaskedKernel", "other", "gemv"},
      {"graphblas::backend::eWiseMultKernel", "other", "elementwise"},
      {"void gunrock::oprtr::Mad_Kernel<float, float, int>(float*, float, float, int)", "other",
       "elementwise"},
      {"x17_whirlpool_gpu_hash_64", "other", "other"},
      {"KernelPool2D", "other", "reduce"},
      {"generate_inner_twiddles", "other", "fft"},
      {"void gpuntt::InverseCoreLowRing<unsigned long>(unsigned long*, unsigned long const*, "
       "Modulus<unsigned long>, int, int, int, bool)",
       "other", "fft"},
      {"nttInplaceKernel", "other", "fft"},
      {"bconv_matmul_unroll2_kernel", "other", "gemm"},
      {"moddown_bconv_single_p_kernel", "other", "elementwise"},
      {"sample_error_poly", "other", "rng"},
      {"reset_cell_count_kernel(int*)", "other", "elementwise"},
      {"count_cells_kernel(int const*, int*)", "other", "reduce"},
      {"kernel_gpu_integrator_queued_shadow_paths_array", "other", "sort"},
      {"kernel_gpu_integrator_compact_states", "other", "copy"},
      {"kernel_gpu_volume_guiding_filter_y", "other", "conv"},
      // Session 55's speech study: the recursions of CTC and RNN-T losses, warp-ctc's softmax over
      // its exponential functor and its stable-softmax step; and two controls: a count of zeros is
      // a count, back40computing's BFS filter compacts
      {"void compute_alpha_kernel<float, 128, 1>(float const*, int const*, int const*, int const*, "
       "int const*, int const*, int*, float*, float*, int, int, int, int, int)",
       "other", "reduce"},
      {"compute_betas_and_grad_kernel", "other", "reduce"},
      {"void reduce_rows<128, ctc_helper::exponential<float, float>, ctc_helper::add<float, "
       "float>, float>(ctc_helper::exponential<float, float>, ctc_helper::add<float, float>, float "
       "const*, float*, int, int)",
       "other", "softmax"},
      {"void reduce_rows<128, ctc_helper::identity<float, float>, ctc_helper::maximum<float, "
       "float>, float>(ctc_helper::identity<float, float>, ctc_helper::maximum<float, float>, "
       "float const*, float*, int, int)",
       "other", "reduce"},
      {"prepare_stable_SM_kernel", "other", "softmax"},
      {"zero_count_kernel", "other", "reduce"},
      {"zero_expert_counts_kernel", "other", "elementwise"},
      {"b40c::graph::bfs::two_phase::filter_atomic::Kernel", "other", "sort"},
      {"b40c::graph::bfs::expand_contract_atomic::Kernel", "other", "other"},
      // Session 55's studies of older transformer libraries, NVIDIA's benchmark workloads and
      // deployment code: LightSeq's embeddings, layer-norm backward and head rearrangements; DLRM's
      // dot-based interaction; Mask R-CNN's kernels in namespaces ATen does not have; Apex's multi-
      // head attention softmax; a bilinear affine warp is a resample
      {"lightseq::cuda::ker_enc_emb", "other", "embedding"},
      {"void lightseq::cuda::ker_dec_emb<__half>(__half const*, __half const*, int const*, "
       "__half*, int, int, int, int, int, int, int, int)",
       "other", "embedding"},
      {"lookup_scale_pos_dropout", "other", "embedding"},
      {"ker_ln_bw_dgamma_dbetta", "other", "norm"},
      {"lightseq::cuda::ker_arrange_decself_qkv", "other", "copy"},
      {"CUDAKernel::warp_affine_bilinear_and_normalize_plane_kernel(unsigned char*, int, int, int, "
       "float*, int, int, float, unsigned char, float*, CUDAKernel::Norm)",
       "other", "other"},
      {"warpaffine_kernel(unsigned char*, int, int, int, float*, int, int, unsigned char, "
       "AffineMatrix, int)",
       "other", "other"},
      {"void dotBasedInteractFwdKernel<4u, 128u, 2u, 8u, 136u, 40u, 32u, 5u, 16u, 4u>(__half "
       "const*, __half*, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, "
       "unsigned int, unsigned int, unsigned int, unsigned int, unsigned int)",
       "other", "gemm"},
      {"dotBasedInteractTF32BwdKernelNonAligned_", "other", "gemm"},
      {"void at::native::syncfree::repeat<long>(int, long*, long*, int, bool)", "other", "copy"},
      {"void at::native::(anonymous namespace)::upsample_nearest2d_nhwc_out_frame<float, "
       "float>(float const*, float*, unsigned long, unsigned long, unsigned long, unsigned long, "
       "unsigned long, unsigned long, float, float, unsigned long)",
       "aten", "copy"},
      {"void additive_masked_softmax_warp_forward<__half, __half, float, 1, 16, 32, 1>(__half*, "
       "__half const*, __half const*, int, int, int, int)",
       "apex", "softmax"},
      {"masked_scale_softmax_warp_backward", "apex", "softmax"},
      // Session 55's studies of NVIDIA's scientific libraries, gradient boosting, robotics,
      // sequence models and vision operators: cuPyNumeric's conversions, MatX's launcher variants
      // and polyphase filters, torch-harmonics' DISCO convolution and spherical attention, Legate's
      // bounding boxes and reduction operators, LightGBM's and XGBoost's gradients and ELLPACK
      // packing, a bare bilateral filter, DCNv4, FlashFFTConv's butterflies, DCNv2's GEMM pointer
      // setup
      {"void cupynumeric::dense_kernel<cupynumeric::ConvertOp<(cupynumeric::ConvertCode)1, "
       "(legate::Type::Code)11, (legate::Type::Code)9>, double, float>(unsigned long, "
       "cupynumeric::ConvertOp<(cupynumeric::ConvertCode)1, (legate::Type::Code)11, "
       "(legate::Type::Code)9>, double*, float const*)",
       "other", "elementwise"},
      {"matx::detail::matxOpT2StrideKernel", "other", "elementwise"},
      {"matx::detail::matxOpT3KernelBlock2D", "other", "elementwise"},
      {"matx::detail::ChannelizePoly1D_Smem", "other", "conv"},
      {"void disco_kernels::disco_fwd_blk_k<64, 2, 1, float, float>(int, int, int, int, int, int, "
       "long const*, long const*, long const*, long const*, float const*, float*)",
       "other", "conv"},
      {"disco_kernels::disco_fwd_dense_kpacked_wgmma_blk_k", "other", "conv"},
      {"attention_kernels::s2_attn_fwd_ring_softmax_k", "other", "attention"},
      {"legate_find_bounding_box_sorted_kernel_rect_2_2", "other", "reduce"},
      {"legate_prod_redop_half_apply_excl", "other", "reduce"},
      {"LightGBM::GetGradientsKernel_RegressionHuber", "other", "elementwise"},
      {"LightGBM::GetGradientsKernel_LambdarankNDCG", "other", "other"},
      {"void xgboost::CompressBinEllpackKernel<false, "
       "false>(xgboost::common::CompressedBufferWriter, unsigned char*, unsigned long const*, "
       "xgboost::Entry const*, unsigned long const*, float const*, unsigned int const*, unsigned "
       "long, unsigned long, unsigned long, unsigned long)",
       "other", "quant"},
      {"pcl::device::bilateralKernel", "other", "conv"},
      {"void forward_kernel_dcn<c10::Half, 8, uint4, 1, 9, true>(c10::Half const*, c10::Half "
       "const*, c10::Half*, int, int, int, int, int, int, int, int, int, int, int, int, int, "
       "float, int, int, int, int, bool)",
       "other", "conv"},
      {"butterfly_padded_cuda_kernel_64", "other", "fft"},
      {"createBatchGemmBuffer", "other", "other"},
      // Session 55's studies of LLM quantization, recommender frameworks and communication
      // runtimes: QuIP#'s codebook decompression, LUT-GEMM's and VPTQ's products, BitBLAS's
      // generated kernels by their shapes, the CUDA samples' fast Walsh transform, dynamicemb's
      // AdaGrad in CamelCase, Monolith's and Recommenders-Addons' kernels in TensorFlow's namespace
      {"cuda_decompress_e81b_packed_kernel", "other", "quant"},
      {"void lutGEMM::kernel::_nqmv<128>(unsigned int*, __half*, __half*, __half*, int, int, int, "
       "int, int)",
       "other", "gemv"},
      {"vptq::kernels::WqA16WithOutliers_PackIndice", "other", "gemv"},
      {"matmul_m1n4096k4096_f16xi4_simt_kernel", "other", "gemv"},
      {"matmul_m128n4096k4096_f16xi4_tcx128x256x32w64x128xp3_kernel", "other", "gemm"},
      {"bitblas_kernel_fp16_int4_fp16_m16n4096k4096_nt", "other", "gemm"},
      {"flashatten_batch1heads32seqlen512dim128_Qf16_Kf16_Vf16_Accuf32_Outf16_kernel", "other",
       "attention"},
      {"fwtBatch1Kernel(float*, float*, int)", "other", "fft"},
      {"void dyn_emb::update_with_index_flat_table_kernel<float, float, long, "
       "dyn_emb::RowWiseAdaGradVecOptimizer<float> >(long, float const*, float*, long const*, "
       "dyn_emb::RowWiseAdaGradVecOptimizer<float>)",
       "other", "optimizer"},
      {"void tensorflow::monolith_tf::FusedGatherKernel<float>(float const*, int const*, float*, "
       "int)",
       "other", "copy"},
      {"void tensorflow::(anonymous namespace)::TfraDynamicStitchKernel<float>(int, int, "
       "tensorflow::GpuDeviceArrayStruct<int, 8>, tensorflow::GpuDeviceArrayStruct<float const*, "
       "8>, float*)",
       "other", "other"},
      // Session 56's studies of diffusion-inference kernels, recent LLM kernel libraries and
      // frameworks outside PyTorch: a Triton attention kernel with a leading underscore; quack's
      // GEMM modules and RMS statistic; candle's normcdf; causal-conv1d state saves; Marlin's
      // wrapper; an FP8 cast; mistral.rs' LoRA products; launchers whose first template argument is
      // the operation (nunchaku's invoke_kernel, TurboDiffusion's device_kernel); LMCache's KV
      // transfers; ByteDance Flux's collectives by their parameter structs; MLX's CUDA backend;
      // TensorRT-LLM's Lamport all-reduce; ExLlamaV3's Hadamard rotations; Gkeyll's array
      // operations
      {"_attention_fwd", "other", "attention"},
      {"_attention_bwd_dkdv", "other", "attention"},
      {"_attention_softmax_kernel", "other", "softmax"},
      {"kernel_cutlass_kernel_quackgemm_norm_actGemmNormActSm90_object_at_", "other", "gemm"},
      {"kernel_cutlass_kernel_quackrms_final_reduceRmsFinalReduce_object_at_", "other", "norm"},
      {"kernel_cutlass_kernel_quackrmsnormRMSNormBackward_object_at_", "other", "norm"},
      {"unormcdf_f32", "other", "elementwise"},
      {"void save_conv_state_kernel<__half>(__half const*, __half const*, __half*, int, int, int, "
       "int, long, long, long, int const*)",
       "other", "copy"},
      {"gdn_speculative_conv_state_commit_kernel", "other", "copy"},
      {"causal_conv1d_update_kernel", "other", "conv"},
      {"void gptq_marlin::Marlin_wrapper<__half, 4, 256, 1, 8, 8, 4, false, -1>(int4 const*, int4 "
       "const*, int4*, int4 const*, int const*, int, int const*, int, int, int*)",
       "other", "gemm"},
      {"Marlin_wrapper", "other", "gemm"},
      {"lmcache::fp8CastScaledKernel(float const*, unsigned char*, long, float)", "other", "quant"},
      {"void mistralrs_dynamic_lora::expand_add<__nv_bfloat16>(__nv_bfloat16 const*, unsigned int "
       "const*, __nv_bfloat16 const*, __nv_bfloat16*, int, int, float, int)",
       "other", "gemm"},
      {"void mistralrs_routed_lora::grouped_shrink<__half>(__half const*, unsigned int const*, "
       "__half*, int, int)",
       "other", "gemm"},
      {"void "
       "nunchaku::kernels::invoke_kernel<nunchaku::kernels::GEMM_W4A4<nunchaku::kernels::"
       "GEMMConfig_W4A4<(bool)1, "
       "(bool)0>>::gemm_w4a4_kernel<nunchaku::kernels::GEMMBase<nunchaku::kernels::GEMMConfig_W4A4<"
       "(bool)1, (bool)0>>::EpilogueDefault>, "
       "nunchaku::kernels::GEMMBase<nunchaku::kernels::GEMMConfig_W4A4<(bool)1, "
       "(bool)0>>::EpilogueDefault::Arguments>(nunchaku::kernels::GEMMBase<nunchaku::kernels::"
       "GEMMConfig_W4A4<(bool)1, (bool)0>>::EpilogueDefault::Arguments)",
       "other", "gemm"},
      {"void "
       "nunchaku::kernels::invoke_kernel<nunchaku::kernels::GEMM_W8A8::quantize_w8a8_act_kernel<("
       "bool)1>, __half const*, uint4*, int, bool>(__half const*, uint4*, int, bool)",
       "other", "quant"},
      {"void "
       "nunchaku::kernels::invoke_kernel<nunchaku::kernels::Attention<nunchaku::kernels::"
       "AttentionFP16Config<(bool)1>>::attention_fp16_kernel<nunchaku::kernels::GEMMBase<nunchaku::"
       "kernels::AttentionFP16Config<(bool)1>>::EpilogueDefault>, int>(int)",
       "other", "attention"},
      {"invoke_kernel", "other", "other"},
      {"void device_kernel<LayerNorm<cutlass::half_t, cutlass::half_t, cutlass::half_t, (bool)1, "
       "(bool)0, (int)1024, (int)128, (bool)1>>(LayerNorm<cutlass::half_t, cutlass::half_t, "
       "cutlass::half_t, (bool)1, (bool)0, (int)1024, (int)128, (bool)1>::Params)",
       "other", "norm"},
      {"void device_kernel<RMSNorm<float, float, float, (int)2048, (int)128, "
       "(bool)0>>(RMSNorm<float, float, float, (int)2048, (int)128, (bool)0>::Params)",
       "other", "norm"},
      {"void device_kernel<Quantization<cutlass::half_t, (int)128, (bool)0, "
       "(bool)0>>(Quantization<cutlass::half_t, (int)128, (bool)0, (bool)0>::Params)",
       "other", "quant"},
      {"void device_kernel<GemmKernel<cutlass::half_t, (bool)1, "
       "(bool)0>>(GemmKernel<cutlass::half_t, (bool)1, (bool)0>::Params)",
       "other", "gemm"},
      {"void lmc::single_layer_kv_transfer_kernel<long, (EngineKVFormat)2>(long*, long*, long "
       "const*, int, int, int, int, int, int, int, TransferDirection)",
       "other", "copy"},
      {"multi_layer_block_transfer_kernel", "other", "copy"},
      {"radiative_transfer_kernel", "other", "other"},
      {"void cutlass::Kernel2<bytedance::flux::(anonymous "
       "namespace)::ReduceScatterRing2dPushGemmk<__half, 128, 128, true> "
       ">(bytedance::flux::(anonymous namespace)::ReduceScatterParams)",
       "other", "comm"},
      {"void bytedance::flux::ag_ring1d_with_scale_kernel<__half, "
       "float>(bytedance::flux::AllGatherParams)",
       "other", "comm"},
      {"void bytedance::flux::pre_attn_all2all_transpose_kernel<__half, "
       "false>(bytedance::flux::PreAttnAll2AllTransposeParam)",
       "other", "comm"},
      {"post_attn_all2all_kernel", "other", "comm"},
      {"void bytedance::flux::dis_scatter_forward_build_index_flatten_kernel_v2<1024, 8, 64, "
       "4>(bytedance::flux::DisScatterForwardBuildIndexParams)",
       "other", "copy"},
      {"void mlx::core::cu::binary_vv<mlx::core::cu::Subtract, float, float, unsigned int, "
       "4>(float const*, float const*, float*, unsigned int)",
       "other", "elementwise"},
      {"binary_sv", "other", "elementwise"},
      {"void mlx::core::cu::all_reduce<float, float, mlx::core::cu::Sum, 4>(float*, float*, "
       "unsigned long, unsigned long)",
       "other", "reduce"},
      {"void mlx::core::cu::naive_unfold_nd<float, 3>(float const*, float*, int, int, "
       "mlx::core::ConvParams<3>)",
       "other", "conv"},
      {"void mlx::core::cu::set_mm_device_pointers_nd<3>(signed char**, signed char*, signed "
       "char*, signed char*, int)",
       "other", "other"},
      {"prepare_segmented_mm_data", "other", "other"},
      {"void mlx::core::cu::hadamard_n<float, 2048, 16, 8, 1>(float const*, float*, float, long "
       "long)",
       "other", "fft"},
      {"mlx::core::cu::rbitsc(unsigned int const*, unsigned char*, dim3, bool, unsigned long)",
       "other", "rng"},
      {"mb_block_merge_kernel", "other", "sort"},
      {"qmm_naive_kernel", "other", "gemm"},
      {"void mlx::core::cu::fp_qmv_single<__half, 8, 8, 4, 32, true>(unsigned int const*, unsigned "
       "char const*, __half const*, __half*, int, int)",
       "other", "gemv"},
      {"void mlx::core::cu::ab_t_aligned<float, 64, 64, 16>(float const*, float const*, float*, "
       "int, int)",
       "other", "gemm"},
      {"minimax_reduce_rms_kernel_lamport", "other", "comm"},
      {"had_ff_r_128_dual_kernel(float const*, float*, __half const*, __half const*, float const*, "
       "float*, __half const*, __half const*, float)",
       "other", "fft"},
      {"gkyl_array_accumulate_range_cu_kernel(gkyl_array*, double, gkyl_array const*, gkyl_range)",
       "other", "elementwise"},
      {"gkyl_array_average_set_ker_cu(gkyl_array_average*)", "other", "reduce"},
      // Session 56's studies of JAX's Pallas kernels, GNN libraries and training op libraries:
      // tokamax's GLU layer, attention backward named for its K/V or Q gradients, DGL's id-array
      // ops and gather_mm, DGL's SpMM/SDDMM scheme as gSampler copies it, pyg-lib's sampling ops,
      // ScatterMoE's expert products, a dequantization abbreviated deq after its format
      {"pallas_glu_gelu", "other", "gemm"},
      {"pallas_gelu_kernel", "other", "elementwise"},
      {"sm100_dkv_kernel_mosaic_gpu_kernel", "other", "attention"},
      {"_bwd_dkdv_kernel", "other", "attention"},
      {"_bwd_dq", "other", "attention"},
      {"void dgl::aten::impl::_BinaryElewiseKernel<long, dgl::aten::arith::Add>(long const*, long "
       "const*, long*, long)",
       "other", "elementwise"},
      {"void dgl::aten::impl::_FullKernel<int>(int*, long, int)", "other", "elementwise"},
      {"_Z18dlacpy_full_kerneliiPKdiPdi", "other", "copy"},
      {"void dgl::aten::cuda::GatherMMScatterKernel2<long, float>(float const*, float const*, "
       "float*, long const*, long const*, long const*, long, long, long)",
       "other", "gemm"},
      {"void gs::impl::SpMMCOOKernel<long, float, gs::impl::binary::CopyLhs<float>, "
       "gs::impl::reduce::Sum<long, float, true>, false, false>(float const*, float const*, "
       "float*, long const*, long const*, long const*, long, long, long)",
       "other", "reduce"},
      {"void gs::impl::SDDMMCOOKernel<long, float, gs::impl::binary::Mul<float>, false, false, 0, "
       "2>(float const*, float const*, float*, long const*, long const*, long const*, long, long, "
       "long)",
       "other", "elementwise"},
      {"void pyg::ops::(anonymous namespace)::fps_cuda_kernel<float>(float const*, long const*, "
       "long const*, long const*, float*, long*, long)",
       "other", "reduce"},
      {"radius_cuda_kernel", "other", "sort"},
      {"_scatter2scatter_lora", "other", "gemm"},
      {"_groupXtY", "other", "gemm"},
      {"_single2scatter", "other", "gemv"},
      {"_nvfp4_deq_kernel", "other", "quant"},
      // Session 56's studies of older and Chinese frameworks, Kokkos libraries, compression and GPU
      // primitive libraries: MegEngine's vendored CUB, general norm and LAMB; OneFlow's LAMB and
      // LARS; cuSZ's and cuSZp's predictor-quantizers; ArrayFire's Mersenne twister; Darknet's
      // batch norm; Caffe's layers by name; Kokkos Kernels' dot products and GEMVs run as
      // reductions, Tpetra's residual and a sparse matrix times a multivector
      {"void "
       "megdnn::cuda::cub::DeviceRadixSortSingleTileKernel<megdnn::cuda::cub::"
       "DeviceRadixSortPolicy<float, int, int>::Policy700, false, float, int, int>(float const*, "
       "float*, int const*, int*, int, int, int)",
       "cub_thrust", "sort"},
      {"void megdnn::cuda::general_norm::general_norm_forward_kernel<float, float>(float*, float*, "
       "float*, float*, float*, float*, float, long, long)",
       "other", "norm"},
      {"void megdnn::cuda::lamb::update_kernal_2<float, float>(float*, float*, float*, float*, "
       "float, float)",
       "other", "optimizer"},
      {"void oneflow::(anonymous namespace)::LarsUpdateGpu<float>(long, float, float*, float, long "
       "const*, float*, float*, float*)",
       "other", "optimizer"},
      {"LambGradGpu", "other", "optimizer"},
      {"void psz::KERNEL_CUHIP_c_lorenzo_2d__32x32<float, unsigned short>(float*, unsigned short*, "
       "float*, unsigned int*)",
       "other", "quant"},
      {"cuSZp_decompress_kernel_3D_plain_vec4_f64(double*, unsigned char const*, unsigned int "
       "volatile*, unsigned int volatile*, int volatile*, double, unsigned long)",
       "other", "quant"},
      {"cusz::x_spline3d_infprecis_32x8x8data", "other", "quant"},
      {"compress_kernel", "other", "other"},
      {"void arrayfire::cuda::kernel::normalMersenne<double>(double*, unsigned int*, unsigned int "
       "const*, unsigned int const*, unsigned int const*, unsigned int, unsigned int)",
       "other", "rng"},
      {"fast_variance_kernel(float*, float*, int, int, int, float*)", "other", "norm"},
      {"normalize_delta_kernel(int, float*, float*, float*, float*, float*, int, int, int, float*)",
       "other", "norm"},
      {"mean_kernel(float*, float*)", "other", "reduce"},
      {"void caffe::ELUForward<float>(int, float const*, float*, float)", "other", "elementwise"},
      {"void caffe::BNLLBackward<double>(int, double const*, double const*, double*)", "other",
       "elementwise"},
      {"void caffe::EmbedBackward<float>(int, float const*, float const*, int, int, int, float*)",
       "other", "embedding"},
      {"void caffe::crop_kernel_forward<float>(int, int, int const*, int const*, int const*, float "
       "const*, float*)",
       "other", "copy"},
      {"void caffe::set_kernel<double>(int, double, double*)", "other", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelReduce<KokkosBlas::"
       "Impl::DotFunctor<Kokkos::View<double, Kokkos::LayoutLeft, Kokkos::HostSpace, "
       "Kokkos::MemoryTraits<1u>>, Kokkos::View<double const*, Kokkos::LayoutLeft, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, Kokkos::MemoryTraits<1u>>, int>, "
       "Kokkos::RangePolicy<Kokkos::Cuda, int>, Kokkos::InvalidType, "
       "Kokkos::Cuda>>(Kokkos::Impl::ParallelReduce<KokkosBlas::Impl::DotFunctor<Kokkos::View<"
       "double, Kokkos::LayoutLeft, Kokkos::HostSpace, Kokkos::MemoryTraits<1u>>, "
       "Kokkos::View<double const*, Kokkos::LayoutLeft, Kokkos::Device<Kokkos::Cuda, "
       "Kokkos::CudaSpace>, Kokkos::MemoryTraits<1u>>, int>, Kokkos::RangePolicy<Kokkos::Cuda, "
       "int>, Kokkos::InvalidType, Kokkos::Cuda>)",
       "other", "gemv"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelReduce<Kokkos::Impl::"
       "CombinedFunctorReducer<Cabana::Grid::ArrayOp::DotFunctor<Kokkos::View<double****, "
       "Kokkos::LayoutRight, Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>>>, "
       "Kokkos::Impl::FunctorAnalysis<Kokkos::Impl::FunctorPatternInterface::REDUCE, "
       "Kokkos::MDRangePolicy<Kokkos::Cuda, Kokkos::Rank<4u>>, "
       "Cabana::Grid::ArrayOp::DotFunctor<Kokkos::View<double****, Kokkos::LayoutRight, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>>>, double>::Reducer, void>, "
       "Kokkos::MDRangePolicy<Kokkos::Cuda, Kokkos::Rank<4u>>, Kokkos::Cuda>>(void)",
       "other", "gemv"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelReduce<Kokkos::Impl::"
       "CombinedFunctorReducer<KokkosBlas::Impl::V_Nrm2_Functor<Kokkos::View<double, "
       "Kokkos::LayoutLeft, Kokkos::HostSpace>, Kokkos::View<double const*, Kokkos::LayoutLeft, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>>, int>, void>, "
       "Kokkos::RangePolicy<Kokkos::Cuda, int>, Kokkos::Cuda>>(void)",
       "other", "reduce"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Tpetra::Details::"
       "LocalResidualFunctor<KokkosSparse::CrsMatrix<double const, int, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, void, unsigned long>, true, true, false>, "
       "Kokkos::TeamPolicy<Kokkos::Cuda>, Kokkos::Cuda>>(void)",
       "other", "gemv"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSparse::"
       "Impl::SPMV_MV_LayoutLeft_Functor<Kokkos::Cuda, KokkosSparse::CrsMatrix<double const, int, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, void, int>, true, false, 2>, "
       "Kokkos::TeamPolicy<Kokkos::Cuda>, Kokkos::Cuda>>(void)",
       "other", "gemm"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<KokkosSparse::"
       "Impl::SPMV_Functor<Kokkos::Cuda, KokkosSparse::CrsMatrix<double const, int, "
       "Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>, void, int>, false>, "
       "Kokkos::TeamPolicy<Kokkos::Cuda>, Kokkos::Cuda>>(void)",
       "other", "gemv"},
      // Session 56's studies of CFD codes, Jetson libraries, bioinformatics and SYCL on CUDA:
      // nekRS's linear algebra by formula, PyFR's axnpby, jetson-inference's tensor preprocessing,
      // an affine gap no negation, and SYCL kernels named by their type (DPC++'s typeinfo names)
      {"_occa_axmyzManyPfloat_0", "other", "elementwise"},
      {"_occa_zadxpy_0", "other", "elementwise"},
      {"_occa_gather_0", "other", "copy"},
      {"axnpby", "other", "elementwise"},
      {"void gpuTensorNormMean<uchar3, false>(uchar3*, int, float*, int, int, int, float2, float, "
       "float, float3, float3)",
       "other", "elementwise"},
      {"void RGBToRGB_Norm<float4, uchar4, false>(float4*, uchar4*, int, int, float2, float)",
       "other", "elementwise"},
      {"void cudasw4::amino_gpu_localAlignmentKernel_affinegap_floatOrInt_pssm_multitile<float, "
       "512, 16, 24, true, true>(char const*, int)",
       "other", "other"},
      {"neg_kernel", "other", "elementwise"},
      {"__myl_SliNegCon_0x1", "tensorrt", "elementwise"},
      {"Typeinfo name for main::[lambda(sycl::_V1::handler &) (instance 3)]::operator "
       "()(sycl::_V1::handler &) const::relu",
       "other", "elementwise"},
      {"typeinfo name for main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) "
       "const::maxpool3",
       "other", "reduce"},
      {"Typeinfo name for main::[lambda(sycl::_V1::handler &) (instance 1)]::operator "
       "()(sycl::_V1::handler &) const::[lambda(sycl::_V1::nd_item<1>) (instance 1)]",
       "other", "other"},
      // A matrix product abbreviated mmul (labelled batch 244's miss; a complex multiply cmmul
      // stays elementwise); an affine grid's sampling coordinates
      {"mmul(float const *, float const *, float*, int)", "other", "gemm"},
      {"cmmul_kernel", "other", "elementwise"},
      {"void CalculateAffineGrid5DKernel<float>(float const*, float const*, float const*, float*, "
       "unsigned long, int, int, int)",
       "other", "elementwise"},
      // Session 56's last studies (Model Optimizer, NWChem, HugeCTR): MX fake quantization with its
      // block amax, GGUF encoders, split-KV decode attention, NWChem's CCSD(T) contractions and
      // TTLG's transposes
      {"void amax_and_convert_kernel<c10::BFloat16, c10::BFloat16, 32, 4>(c10::BFloat16 const*, "
       "c10::BFloat16*, long, int, int, int)",
       "other", "quant"},
      {"void modelopt::ggml::iq2_encode<float>(float const*, long, float const*)", "other",
       "quant"},
      {"_decode_split_kernel", "other", "attention"},
      {"_decode_combine_kernel", "other", "attention"},
      {"decode_vectors_kernel", "other", "other"},
      {"void sd_t_d2_5_kernel(unsigned long, unsigned long, unsigned long, unsigned long, unsigned "
       "long, unsigned long, unsigned long, double*, double*, double*, int, int, int, int)",
       "other", "gemm"},
      {"sd_t_s1_1_kernel", "other", "gemv"},
      {"void fvinomatchg32_coars_kernel_3(double const*, double*, int const*, int const*, int "
       "const*, int, int, int, int, int)",
       "other", "copy"},
      // Session 56's study of PaddlePaddle's serving ops: a KV-cache write that applies RoPE on the
      // way (a bare rotary kernel stays elementwise); FastDeploy's split-KV merge
      {"void append_decode_cache_T_rope_kernel<__nv_bfloat16, 8>(__nv_bfloat16 const*, "
       "__nv_bfloat16*, __nv_bfloat16*, __nv_bfloat16 const*, int const*, int, int)",
       "other", "copy"},
      {"rotary_embedding_kernel", "other", "elementwise"},
      {"void merge_multi_chunks_v2_kernel<__nv_bfloat16, 8, 4u, 128u, __nv_bfloat16, true, "
       "false>(__nv_bfloat16 const*, float const*, float const*, __nv_bfloat16*, int)",
       "other", "attention"},
      // HugeCTR's <op>_fprop_kernel and <op>_dgrad_kernel are a layer's forward and backward
      // passes, named by the op (NVIDIA-Merlin/HugeCTR HugeCTR/src/layers/); a convolution's dgrad
      // stays conv
      {"void HugeCTR::(anonymous namespace)::elementwise_multiply_dgrad_kernel<__half>(const "
       "__half*, __half**, __half*, int, int)",
       "other", "elementwise"},
      {"elementwise_multiply_dgrad_kernel", "other", "elementwise"},
      {"void HugeCTR::(anonymous namespace)::gather_concat_fprop_kernel<float>(float*, const "
       "float*, const float*, int, int, int)",
       "other", "copy"},
      {"void HugeCTR::(anonymous namespace)::elu_dgrad_kernel<float>(const float*, float*, int, "
       "float)",
       "other", "elementwise"},
      {"sm80_xmma_dgrad_implicit_gemm_indexed_f16f16_f16f32_f32_nhwckrsc_nchw_tilesize64x64x64_"
       "stage5_warpsize2x2x1_g1_tensor16x8x16_kernel",
       "cudnn", "conv"},
      {"dgrad_engine", "cudnn", "conv"},
      // UCCL's port of DeepEP (namespace uccl) and Triton-distributed's expert-parallel kernels and
      // Ulysses all-to-alls (flash_comm::ep, kernel_pre_attn_a2a)
      {"void flash_comm::ep::intranode::kernels::kernel_dispatch_intranode<__nv_bfloat16, float, "
       "int, 7168, 8, 8, 4, true>(void*, int*, void*, int*, int*, int, int, int, int, int, void*, "
       "void**, int**)",
       "other", "comm"},
      {"void flash_comm::ep::intranode::kernels::kernel_combine_intranode<__nv_bfloat16, float, "
       "int, 8, 7168, 2, 2, 8, 4, 8, true>(void*, void*, int*, int*, int*, void*, void*, int, int, "
       "int, int)",
       "other", "comm"},
      {"kernel_post_attn_a2a", "other", "comm"},
      {"kernel_pre_attn_qkv_pack_a2a", "other", "comm"},
      {"void uccl::intranode::dispatch<8, 768, 8192, false>(int4*, float*, int*, long*, float*, "
       "int*, int*, int4 const*, float const*, long const*, float const*, bool const*, int const*, "
       "int, int, int, int, int, int, int, int, void**, int, int, int)",
       "other", "comm"},
      {"void uccl::intranode::cached_notify_combine<8>(void**, int*, int, int, int, int**, int)",
       "other", "comm"},
      {"void uccl::layout::get_dispatch_layout<256, 32, 8>(long const*, int*, int*, int*, bool*, "
       "int, int, int, int)",
       "other", "reduce"},
      // Dr.Jit's block-wise prefix reductions are scans; Open3D's k-nearest-neighbour query;
      // torch-ngp's port of tiny-cuda-nn's fully fused MLP, bare
      {"void kernel_mlp_fused<64, 1, 8, __half, false>(Activation, Activation, const __half*, "
       "const __half*, __half*, __half*, unsigned int, unsigned int, unsigned int, unsigned int, "
       "nvcuda::wmma::layout_t)",
       "other", "gemm"},
      {"block_prefix_reduce_add_f32_1024", "other", "sort"},
      {"void open3d::core::nns::impl::(anonymous namespace)::KnnQueryKernel<float, int, 1, "
       "3>(int*, float*, unsigned long, const float*, unsigned long, const float*, int)",
       "other", "sort"},
      // An FFT namespace says nothing of the kernels in it (cuML's ML::TSNE::FFT::); the word in
      // the kernel's own name still counts (copy_to_fft_input)
      {"void ML::TSNE::FFT::broadcast_column_vector<long>(cuComplex*, cuComplex*, long, long)",
       "other", "elementwise"},
      {"void ML::TSNE::FFT::compute_Pij_x_Qij_deterministic_rows<long, float>(float*, float*, "
       "const float*, const long*, const long*, const float*, long, float)",
       "other", "other"},
      {"void ML::TSNE::FFT::reduce_interpolated_chunk_partials_3_4<long, float>(float*, const "
       "float*, const long*, const long*, long, long)",
       "other", "reduce"},
      {"void ML::TSNE::FFT::copy_to_fft_input<long, float>(volatile float*, const float*, long, "
       "long, long)",
       "other", "fft"},
      // Rows or columns swapped (an LU factorisation's pivoting) are a copy; TensorRT's half2
      // layout also as NChHW2 in CamelCase (labelled batch 245)
      {"swap_rows(double*, int, int, int)", "other", "copy"},
      {"swapRows", "other", "copy"},
      {"softmaxForwardNChHW2kernelMan...", "tensorrt", "softmax"},
      // LMDeploy: TurboMind's all-reduce fused with the residual add and RMS norm is the
      // collective; its Triton MoE GEMMs named for their weights' format, its AWQ linear layer and
      // its split-KV paged decoding attention
      {"void turbomind::comm::AllreduceResidualBiasRMSnorm_NVLS<__nv_bfloat16, 8, 256, 1, false, "
       "std::integral_constant<bool, false>>(__nv_bfloat16*, __nv_bfloat16*, __nv_bfloat16*, const "
       "__nv_bfloat16*, const __nv_bfloat16*, turbomind::comm::SystemSemaphoreInfo*, int, int, "
       "int, ...)",
       "other", "comm"},
      {"fused_moe_blocked_fp8_kernel", "other", "gemm"},
      {"fused_moe_w8a8_kernel", "other", "gemm"},
      {"awq_linear_kernel", "other", "gemm"},
      {"_fwd_grouped_split_kernel", "other", "attention"},
      {"_fwd_grouped_split_quant_kernel", "other", "attention"},
      // A conversion between colour models however spelt is element-wise (CV-CUDA's legacy
      // cvt_color kernels); a change of channel order alone is not one
      {"void yuv420sp_to_bgr_char_nhwc<nvcv::cuda::TensorWrapT<const uchar, int, -1, -1, 1>, "
       "nvcv::cuda::TensorWrapT<uchar3, int, -1, -1, 3>, uchar3>(nvcv::cuda::TensorWrapT<const "
       "uchar, int, -1, -1, 1>, nvcv::cuda::TensorWrapT<uchar3, int, -1, -1, 3>, int2, int, int, "
       "int, YUV2RGBConstants)",
       "other", "elementwise"},
      {"bgr_to_gray_nhwc", "other", "elementwise"},
      {"nv12_to_rgb_kernel", "other", "elementwise"},
      {"void nvcv::legacy::cuda_op::rgb_to_bgr_nhwc<nvcv::legacy::cuda_op::CvtKernelPolicy<32, 4, "
       "4>, uchar3, uchar4, int>(int)",
       "other", "other"},
      // The gated delta rule's within-chunk K Kᵀ (flash-linear-attention) is a step of the
      // recurrence, not a dot product
      {"chunk_scaled_dot_kkt_fwd_kernel", "other", "other"},
      {"_gdn_fla_chunk_scaled_dot_kkt_packed_kernel", "other", "other"},
      // From the vLLM, SGLang and Paddle studies: LoRA products named for the adapter matrix, the
      // fused MoE LoRA product, a barrier across GPUs, vLLM's recovered-token sampler; Paddle's
      // random index launcher, 64-bit broadcast launcher, MoE token (un)zip, fused GLU and LAMB
      // step; FastDeploy's KV-cache writes
      {"_qkv_lora_b_kernel", "other", "gemm"},
      {"_fused_moe_lora_kernel", "other", "gemm"},
      {"void vllm::low_sm::peer_barrier_kernel<(vllm::low_sm::DoorbellPhase)0, "
       "true>(vllm::low_sm::KernelParams)",
       "vllm", "comm"},
      {"sample_recovered_tokens_kernel", "other", "rng"},
      {"void phi::VectorizedIndexKernel<float, phi::UniformGenerator<float>, 4>(float*, unsigned "
       "long, unsigned long, phi::UniformGenerator<float>)",
       "paddle", "rng"},
      {"void phi::funcs::BroadcastKernelWithInt64Index<float, phi::funcs::AddFunctor<float>, 4, "
       "2>(float*)",
       "paddle", "elementwise"},
      {"void phi::fusion::tokens_unzip_stable_kernel<phi::dtype::bfloat16, int, float, "
       "false>(const phi::dtype::bfloat16*)",
       "paddle", "copy"},
      {"void phi::fusion::tokens_zip_kernel<true>(const phi::dtype::bfloat16*)", "paddle",
       "reduce"},
      {"void phi::fusion::ActFFNGlu<phi::dtype::bfloat16, "
       "phi::fusion::CudaSwishFunctor<phi::dtype::bfloat16>, 8>(int)",
       "paddle", "elementwise"},
      {"void decode_absorb_cache_kernel<__nv_bfloat16, 8>(const __nv_bfloat16*)", "other", "copy"},
      {"void append_cache_kv_c16<__nv_bfloat16, __nv_bfloat16, 128u, 64u, 4u>(const "
       "__nv_bfloat16*)",
       "other", "copy"},
      {"void phi::fusion::UpdateLambMomentAndTrustRatioDivCUDAKernel<float, phi::dtype::float16, "
       "4>(const float*)",
       "paddle", "optimizer"},
      // TensorRT-LLM: trtllm-gen's routing by warp; repeated n-grams banned from sampling
      {"void "
       "moe::dev::routing::routingLlama4::routingIndicesWarpKernel<moe::dev::routing::"
       "routingLlama4::KernelParams<__nv_bfloat16, __nv_bfloat16, 128, true> "
       ">(moe::dev::routing::routingLlama4::KernelParams<__nv_bfloat16, __nv_bfloat16, 128, true>)",
       "other", "sort"},
      {"void tensorrt_llm::kernels::ban_repeat_ngram<float>(float*, int const**)", "other",
       "elementwise"},
      {"ban_repeat_ngram", "other", "elementwise"},
      // Particle-mesh Ewald's force gather interpolates, no copy (GROMACS, NAMD)
      {"void pme_gather_kernel<4, true, true, 1, true, (ThreadsPerAtom)0>(PmeGpuKernelParams)",
       "other", "other"},
      {"gather_force", "other", "other"},
      // Marlin's W4A8 variant, as torchao kept it
      {"void torchao::Marlin_QQQ<256, 1, 8, 8, 4, 8>(const int4*, const int4*, int4*, int4*, const "
       "float*, const int4*, const int4*, int, int, int)",
       "other", "gemm"},
      // Session 58's studies of cuda-samples, CUDA textbooks, benchmark suites and HeCBench: type
      // conversions between any scalar types, histograms and SADs abbreviated, AoS to SoA, BLAS-1
      // updates, sharpening and recursive Gaussian filters, PMPP's merge kernels; with controls.
      {"void Short_to_Float(const short*, float*, int)", "other", "elementwise"},
      {"u8_to_f32_kernel(const unsigned char*, float*, long)", "other", "elementwise"},
      {"ucharToFloat", "other", "elementwise"},
      {"void floatToChar(const float*, unsigned char*, int)", "other", "elementwise"},
      {"histoKernel(const unsigned int*, unsigned int*, int)", "other", "reduce"},
      {"void gen_hists(unsigned long*, const float*, int)", "other", "reduce"},
      {"mb_sad_calc(unsigned short*, const unsigned short*, int, int)", "other", "reduce"},
      {"historyKernel(float*, int)", "other", "other"},
      {"void AOStoSOA_kernel(const float4*, float*, float*, float*, int)", "other", "copy"},
      {"xpay_kernel(const double*, double, double*, int)", "other", "elementwise"},
      {"waxpby", "other", "elementwise"},
      {"sharpenKernel(uchar4*, const uchar4*, int, int)", "other", "conv"},
      {"d_recursiveGaussian_rgba(unsigned int*, unsigned int*, int, int, float)", "other", "conv"},
      {"compute_sharpness(const float*, float*, int)", "other", "other"},
      {"merge_tiled_kernel(const float*, int, const float*, int, float*)", "other", "sort"},
      {"mergePassKernel(unsigned int*, unsigned int*, int, int)", "other", "sort"},
      // Session 58's studies of GPU course and practice kernels: a histogram's CDF is its scan,
      // channels separated and recombined, an image cleared, mha_kernel, a butterfly stage,
      // AdaHessian.
      {"histogram_to_cdf(const unsigned int*, unsigned int*, unsigned int)", "other", "sort"},
      {"cal_cdf(unsigned int*, unsigned int*)", "other", "sort"},
      {"normalize_cdf(unsigned int*, float*, int)", "other", "elementwise"},
      {"separateChannels(const uchar4*, int, int, unsigned char*, unsigned char*, unsigned char*)",
       "other", "copy"},
      {"recombineChannelsKernel(uchar4*, const float*, const float*, const float*, unsigned long, "
       "unsigned long)",
       "other", "copy"},
      {"kernelClearImage(float, float, float, float)", "other", "elementwise"},
      {"getPairsFromHisto(const unsigned int*, int*)", "other", "other"},
      {"void mha_flash_kernel(const float*, const float*, const float*, float*, int, int, int, "
       "int)",
       "other", "attention"},
      {"mha_reshape_and_cache_kernel", "other", "copy"},
      {"void kernel_butterfly(float*, float*, int, int, int, bool)", "other", "fft"},
      {"void kernel_bluestein_a(const float*, float*, int)", "other", "fft"},
      {"void adaHessianUpdateKernel(float*, const float*, const float*, float*, float*, float, "
       "float, int)",
       "other", "optimizer"},
      // Batch 246's rules, written after its first sight: a product with a transposed operand spelt
      // out, a linear layer fused with its activation, a global average and asum named alone,
      // cuSOLVER's layout conversions; controls: an op list that multiplies then transposes, a
      // linear resize.
      {"kTransposeAndMultiply(int, int, int, int, float*, int, int, float*, int, int, float*)",
       "other", "gemm"},
      {"kMultiplyByTransposition(int, int, int, int, float*, int, int, float*, int, int, float*)",
       "other", "gemm"},
      {"fused_add_multiply_transpose_kernel0", "tvm", "elementwise"},
      {"Linear1_ReLu(float*, float*, float*, float*)", "other", "gemm"},
      {"void linear_gelu_kernel<float>(const float*, const float*, const float*, float*, int, int, "
       "int)",
       "other", "gemm"},
      {"resize_linear_kernel(const unsigned char*, float*, int, int)", "other", "other"},
      {"GlobalAvgKernel(double*, double*, int, int)", "other", "reduce"},
      {"asumfunc(unsigned long, double*, double*)", "other", "reduce"},
      {"void cusolver_aggregate2interleaved_kernel<double, 5, 3>(int, int, const double*, int, "
       "double*, const int*)",
       "cusolver", "copy"},
      {"void cusolver_interleaved2aggregate_kernel<double, 5, 3>(int, int, const double*, double*)",
       "cusolver", "copy"},
      {"aggregate_kernel(const float*, float*, int)", "other", "reduce"},
      // Batch 247's rules, written after its first sight: a sequence kernel fills an iota, cuDNN
      // 8's xmma_new implicit-GEMM convolutions, a weight update, a tiled multiply, a maximum value
      // named alone; controls: an initialiser of a minimum, a sequence generated for a reduction.
      {"void cusparse::sequence_kernel<128u, int>(int*, int, int)", "cusparse", "elementwise"},
      {"void cuopt::sequence_kernel<int>(int*, unsigned long)", "other", "elementwise"},
      {"void "
       "xmma_new::gemm::kernel<xmma_new::implicit_gemm::fprop::Kernel_traits<xmma_new::Ampere_hmma_"
       "fp32_traits, 128, 64, 32>, 4>(xmma_new::implicit_gemm::fprop::Params)",
       "cudnn", "conv"},
      {"updateWeightsKernel(float*, const float*, int, float)", "other", "optimizer"},
      {"void kernelUpdateWeights(float*, float*, int, float, float)", "other", "optimizer"},
      {"multiplyTiled(double*, unsigned int*, unsigned int*, double*, unsigned int*, unsigned "
       "int*, double*)",
       "other", "gemm"},
      {"maxVal(const double*, unsigned int, unsigned int, double*)", "other", "reduce"},
      {"init_minval()", "other", "other"},
      {"void HugeCTR::generate_sequence_kernel<unsigned int>(const unsigned int**, const int*, "
       "int, int, unsigned int*, unsigned long)",
       "other", "other"},
      // From session 58's studies: a mean filter is a box filter; a bias update is an SGD step.
      {"mean_filter_kernel(const unsigned char*, unsigned char*, int, int, int)", "other", "conv"},
      {"void kernelUpdateBiases(float*, const float*, float, float)", "other", "optimizer"},
      // A sum accumulated with atomics, named for its memory space or its add; controls: Kokkos's
      // lock array and LAMMPS's atomic atom style (its border packing, copy) are no atomics.
      {"global_atomic(const float*, float*, int)", "other", "reduce"},
      {"atomic_per_block_step(const int*, int*, int)", "other", "reduce"},
      {"__omp_offloading_10309_2f0437f_BlockRangeAtomicOnSharedMem_l41", "other", "reduce"},
      {"void atomicAddDerived<long long>(long long*)", "other", "reduce"},
      {"Kokkos::(anonymous namespace)::init_lock_array_kernel_atomic()", "other", "other"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<"
       "AtomVecAtomicKokkos_PackBorder<Kokkos::Cuda, 1>, Kokkos::RangePolicy<>, "
       "Kokkos::Cuda>>(Kokkos::Impl::ParallelFor<AtomVecAtomicKokkos_PackBorder<Kokkos::Cuda, 1>, "
       "Kokkos::RangePolicy<>, Kokkos::Cuda>)",
       "other", "copy"},
      // Batch 248's rules, written after its first sight: a splatting renderer's sort keys
      // generated, one per tile a point overlaps (a copy before the sort), a product by a sparse
      // matrix named for its format; controls: a sort of keys, a format conversion.
      {"generate_sort_keys_kernel_c88_0_kernel_1_range_for", "other", "copy"},
      {"generate_point_sort_key_by_num_overlap_tiles_c88_0_kernel_1_range_for", "other", "copy"},
      {"void sort_keys_kernel<float>(float*, int)", "other", "sort"},
      {"multiplicationCOO(int*, int*, float*, float*, float*, int)", "other", "gemv"},
      {"void csr_multiply_kernel<double>(const int*, const int*, const double*, const double*, "
       "double*, int)",
       "other", "gemv"},
      {"coo_to_csr_kernel(const int*, int*, int, int)", "other", "copy"},
      // Batch 250 (session 60): a pad named with its edge mode (clamp to border) is a copy, not a
      // clamp; the inverse cumulative normal turns uniform numbers into normal ones (rng); an
      // integral image is a 2-D prefix sum (sort). Controls: a plain clamp, a cumulative normal, an
      // integer image.
      {"padDataClampToBorder_kernel(float*, float*, int, int, int, int, int, int, int, int)",
       "other", "copy"},
      {"pad_image_clamp_to_edge_kernel", "other", "copy"},
      {"clampKernel", "other", "elementwise"},
      {"inverseCNDKernel(float*, unsigned int*, unsigned int)", "other", "rng"},
      {"inv_cnd_kernel", "other", "rng"},
      {"computeCND", "other", "other"},
      {"shfl_intimage_rows(uint4*, uint4*)", "other", "sort"},
      {"integral_image_kernel", "other", "sort"},
      {"summedAreaTableKernel", "other", "sort"},
      {"int_image_to_float", "other", "other"},
      // Batch 251 (session 60): Rodinia backprop's layer forward and weight update also renamed; a
      // bias's gradient (cuDNN's calc_bias_diff) and mshadow's MapRed kernels are reductions; a
      // kernel named for a swap alone is a copy. Controls: a layer forward named by its model,
      // another project's adjust_weights, a fused bias-GELU gradient, a word that only starts with
      // swap.
      {"bpnn222_layerforward_CUDA(float*, float*, float*, float*, int, int)", "other", "gemv"},
      {"kernel_layerforward(const float *, float *, float *, int)", "other", "gemv"},
      {"transformer_layer_forward", "other", "other"},
      {"bpnn222_adjust_weights_cuda(float*, int, float*, int, float*, float*)", "other",
       "optimizer"},
      {"timemachine::k_adjust_weights", "other", "other"},
      {"void calc_bias_diff<2, float, float, 128, 0>(cudnnTensorStruct, float const*, "
       "cudnnTensorStruct, float*, float, float, int)",
       "cudnn", "reduce"},
      {"bias_gelu_grad_kernel", "other", "elementwise"},
      {"void mshadow::cuda::MapRedKeepLowestKernel<mshadow::sv::saveto, mshadow::red::sum, 5, "
       "float>(float*, int)",
       "other", "reduce"},
      {"void mshadow::cuda::MapReduceKeepDim1Kernel<mshadow::sv::saveto, mshadow::red::sum, 8, "
       "float>(float*, float, int)",
       "other", "reduce"},
      {"swap_cu(double*, double*, int, int)", "other", "copy"},
      {"swap_arrays", "other", "copy"},
      {"swapKernel", "other", "copy"},
      {"swapped_sum_kernel", "other", "reduce"},
      // Batch 252 (session 61): a user's kernel that seeds curand states, named curand_setup or
      // curandInit, is the user's (cuRAND's own are gen_*, generate_seed_*); a weight update for a
      // named pair of layers (update_weights_ih) is an optimizer step; SOFA's camel-case vector
      // operations (vDot a dot product, gemv; vPEq, vPEqBF, cgOp3 elementwise) and any
      // short-prefixed camel-case Dot; a FIR filter is a convolution; a kernel named for a min or
      // max alone a reduction. Mends: a finite element's calcDForce is no cumulative distribution
      // (cal_cdf needs its end), a subsequence (subSeqMax) no subtraction. Controls: cuRAND's
      // gen_sequenced, a histogram's CDF, subtract, a word with Dots, first_pass.
      {"curand_setup(curandStateXORWOW*)", "other", "rng"},
      {"curandInit(curandState*, unsigned long)", "other", "rng"},
      {"gen_sequenced", "curand", "rng"},
      {"update_weights_ih(int, int, float*, float*)", "other", "optimizer"},
      {"update_weights_ho", "other", "optimizer"},
      {"update_weights_kernel", "other", "optimizer"},
      {"CudaTetrahedronFEMForceField3t_calcDForce_kernel", "other", "other"},
      {"histogram_to_cdf", "other", "sort"},
      {"cal_cdf(float*, int*, int)", "other", "sort"},
      {"subSeqMax(int*, int*, int, int)", "other", "reduce"},
      {"subtract_kernel", "other", "elementwise"},
      {"CudaMechanicalObject_vDot_kernel", "other", "gemv"},
      {"MergedKernels_cgDot3_kernel", "other", "gemv"},
      {"vecDot(float const*, float const*, float*, int)", "other", "gemv"},
      {"drawDots", "other", "other"},
      {"CudaMechanicalObject3t_vPEq1_kernel", "other", "elementwise"},
      {"MechanicalObjectCudaVec3f_vPEqBF_kernel(int, float*, const float*, float)", "other",
       "elementwise"},
      {"MergedKernels_cgOp3First_kernel", "other", "elementwise"},
      {"CPF_Fir_shared_32bit(float const *, float*, float const *, int)", "other", "conv"},
      {"fir_filter_kernel", "other", "conv"},
      {"first_pass_kernel", "other", "other"},
      {"minKernel(int*, int*)", "other", "reduce"},
      {"max_kernel", "other", "reduce"},
      // Batch 253 (session 61): HSV, the colour space, as a word of its own or after a conversion,
      // not three letters inside another word (PathsVAO). Controls: an HSV adjustment and two
      // conversions.
      {"PathsVAO_updateDeviceDataCUDA(float, float, float*, unsigned int*, unsigned int*)", "other",
       "other"},
      {"hsv_adjust_kernel", "other", "elementwise"},
      {"rgbToHsvKernel", "other", "elementwise"},
      {"convertHSV", "other", "elementwise"},
      // Batch 254 (session 61): Theano's generated elementwise kernels kernel_<Op>_node_<hash>; its
      // softmax cross-entropy on one-hot targets (forward softmax, gradient Dx elementwise); arrays
      // xor-ed, and xorshift generators (rng); Thrust's unique-by-key agent is a sort-family
      // selection. Controls: Theano's kernel_reduce_*, its kSoftmaxWithBias, Thrust's
      // reduce-by-key.
      {"kernel_Composite_node_84b16fa437f92a184ca92d63cc9a68a3_0_Ccontiguous(unsigned int, float "
       "const *, float const *, float const *, float const *, float*)",
       "other", "elementwise"},
      {"kernel_Inv_node_e8108d35283b0bb52fa79596390806d0_0_Ccontiguous(unsigned int, float const "
       "*, float*)",
       "other", "elementwise"},
      {"kernel_reduce_ccontig_node_544270fe7a21a748315f83abfe0913cc_0(unsigned int, float const *, "
       "float*)",
       "other", "reduce"},
      {"kCrossEntropySoftmax1HotWithBiasDx_node_fc8617eaa67c6e4cd1d56022bff53ca1_0(int, int, float "
       "const *, int, float const *, int, int, float const *, int, float*, int)",
       "other", "elementwise"},
      {"k_xent_sm_1hot_bias(int, int, float const *, int, int, float const *, int, float const *, "
       "int, float*, int, float*, int, int, float*, int)",
       "other", "softmax"},
      {"kSoftmaxWithBias_node_0a1b2c3d4e5f60718293a4b5c6d7e8f9_0", "other", "softmax"},
      {"xor_gpu(unsigned char *, unsigned char *, unsigned long)", "other", "elementwise"},
      {"xor_single_gpu(unsigned char *, unsigned char *, unsigned long, unsigned long)", "other",
       "elementwise"},
      {"xorshift128_kernel", "other", "rng"},
      {"void "
       "thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__unique_by_key::UniqueByKeyAgent<"
       "thrust::device_ptr<long>, thrust::device_ptr<long>, thrust::device_ptr<long>, "
       "thrust::device_ptr<long>, thrust::equal_to<long>, int, int*>, thrust::device_ptr<long>, "
       "thrust::device_ptr<long>, thrust::device_ptr<long>, thrust::device_ptr<long>, "
       "thrust::equal_to<long>, int*, long, cub::ScanTileState<int, true>, unsigned "
       "long>(thrust::device_ptr<long>, thrust::device_ptr<long>, thrust::device_ptr<long>, "
       "thrust::device_ptr<long>, thrust::equal_to<long>, int*, long, cub::ScanTileState<int, "
       "true>, unsigned long)",
       "cub_thrust", "sort"},
      {"void "
       "thrust::cuda_cub::core::_kernel_agent<thrust::cuda_cub::__reduce_by_key::ReduceByKeyAgent<"
       "int*, int*, int*, int*, int*, thrust::equal_to<int>, thrust::plus<int>, int*>, int*, int*, "
       "int*, int*, int*, thrust::equal_to<int>, thrust::plus<int>, int*, "
       "cub::ScanTileState<thrust::pair<int, int>, true>, long>(int*, int*, int*, int*, int*, "
       "thrust::equal_to<int>, thrust::plus<int>, int*, cub::ScanTileState<thrust::pair<int, int>, "
       "true>, long)",
       "cub_thrust", "reduce"},
      // Rules after batch 255's first sight: cuDNN's bare winograd kernels are camel-case
      // (winogradForward…, winogradWgrad…), a user's winograd_* is not cuDNN's; its
      // dgrad_1x1_stride_<s>x<s>; jiterator's vectorized forms up to 16; Kokkos's View functors cut
      // by nsys; a fully connected layer (fc, FullyConnected) and a feed-forward block (ffn) are
      // GEMMs
      {"dgrad_1x1_stride_1x1", "cudnn", "conv"},
      {"winogradWgradOutput4x4", "cudnn", "conv"},
      {"winograd_tile_kernel", "other", "conv"},
      {"silu_custom_vectorized8_kernel", "aten", "elementwise"},
      {"gelu_custom_vectorized16_kernel", "aten", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_constant_memory<Kokkos::Impl::ParallelFor<Kokkos::Impl::"
       "ViewCop…",
       "other", "copy"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokkos::Impl::"
       "ViewFil...",
       "other", "elementwise"},
      {"void "
       "Kokkos::Impl::cuda_parallel_launch_local_memory<Kokkos::Impl::ParallelFor<Kokkos::Impl::"
       "ViewValueFun…",
       "other", "elementwise"},
      {"fc2_gpu_kernel", "other", "gemm"},
      {"_Z11fcbp_kernelPfS_S_ii", "other", "gemm"},
      {"FullyConnectedLayer_kernel", "other", "gemm"},
      {"fused_ffn_phase2", "other", "gemm"},
      {"ffn_bwd_kernel", "other", "gemm"},
      {"sfc_kernel", "other", "other"},
      {"fcc_update", "other", "other"},
      // Rules after batch 256's first sight: Paddle's CINN kernels (fn_<op>_<n>…_kernel) and its
      // bare VecReduceKernel and index_elementwise_with_tensor_kernel (not ATen's
      // index_elementwise_kernel); cuBLAS's Ozaki emulation (oz2_int8_dgemm, oz2_batch_ptr,
      // const_emu_batch) and its conversions (quant); Caffe's softmax-loss gradient
      {"fn_reduce_max_3_kernel", "paddle", "reduce"},
      {"fn_exp_4_divide_5_9_kernel", "paddle", "elementwise"},
      {"fn_helper", "other", "other"},
      {"void prolog_quantize_k_major_kernel<(bool)1, (bool)0, (int)128, double, short>(long, long, "
       "oz2_batch_ptr<const T4>, long, long, T4 *, long, int)",
       "cublas", "quant"},
      {"void sft_fast_k_major_l3<double, short, (int)64, (int)8, (bool)0, const int *>(int, int, "
       "oz2_batch_ptr<const T1>, int, float, T2 *, T6, int *, long)",
       "cublas", "quant"},
      {"void inverse_scaling_mrc_kernel<oz2_int8_dgemm, (int)32, (bool)0, double>(int, int, double "
       "*)",
       "cublas", "quant"},
      {"inverse_scaling_kernel", "other", "elementwise"},
      {"VecReduceKernel", "paddle", "reduce"},
      {"index_elementwise_with_tensor_kernel", "paddle", "copy"},
      {"index_elementwise_kernel", "aten", "copy"},
      {"void caffe::SoftmaxLossBackwardGPU<double>(int, double const*, double const*, double*, "
       "int, int, int, bool, int, double*)",
       "other", "elementwise"},
      {"softmax_loss_forward_kernel", "other", "softmax"},
      // Session 63, after batch 257: ggml's mul_mat_q and ssm_conv_ forms only (another engine's
      // mul_mat_q_<type>_<scheme>, ssm_conv1d_…); KV-cache writes after a namespace and appends
      // that quantize; gated delta net kernels named for wgmma; fa before decode or prefill, paged
      // decode; an MoE's gate-up and down projections; FlashInfer's bare RopeQuantizeKernel;
      // counters reset; moderngpu's merge_path_partitions and segreduce_fixup. Controls: ggml's own
      // names, wgmma and gdn gating, a word ending in fa, the MoE gate, a count.
      {"void mul_mat_q_fp8_w8a8<128, 64, false>(char const*, char const*, int const*, float*, int, "
       "int, int)",
       "other", "gemm"},
      {"ssm_conv1d_update_f16", "other", "conv"},
      {"mymodel::store_kvcache", "other", "copy"},
      {"append_quantize_kv_int8_kernel", "other", "copy"},
      {"gdn_chunk_wgmma_kernel", "other", "other"},
      {"fa_decode_vec_bf16", "other", "attention"},
      {"llm_fa2_fwd_kernel", "other", "attention"},
      {"paged_decode_reduce_kernel", "other", "attention"},
      {"moe_gate_up_q4_kernel", "other", "gemm"},
      {"moe_down_fp8_kernel", "other", "gemm"},
      {"RopeQuantizeKernel", "flashinfer", "elementwise"},
      {"RopeQuantizeAppendPagedKVCacheKernel", "flashinfer", "copy"},
      {"groute::queue::kernels::ResetCounters(unsigned int*, unsigned int)", "other",
       "elementwise"},
      {"ResetCountersKernel", "other", "elementwise"},
      {"void mgpu::launch_box_cta_k<mgpu::launch_params_t<128, 1, 1, 0>, "
       "mgpu::detail::transform_f<mgpu::launch_params_t<128, 1, 1, 0> "
       ">(mgpu::merge_path_partitions<(mgpu::bounds_t)0, int const*, int const*, mgpu::less_t<int> "
       ">(int const*, long, int const*, long, long, int, mgpu::less_t<int>, "
       "mgpu::context_t&)::{lambda(int)#1}, unsigned long, mgpu::context_t&)::{lambda(int, "
       "int)#1}>(mgpu::launch_params_t<128, 1, 1, 0>)",
       "other", "sort"},
      {"void mgpu::launch_box_cta_k<mgpu::launch_params_t<512, 1, 1, 0>, void "
       "mgpu::detail::segreduce_fixup<float*, float, mgpu::plus_t<float> >(float*, float const*, "
       "int const*, int, mgpu::plus_t<float>, float, mgpu::context_t&)::{lambda(int, "
       "int)#1}>(mgpu::launch_params_t<512, 1, 1, 0>)",
       "other", "reduce"},
      {"void mul_mat_q<(ggml_type)12, 64, false>(char const*, int const*, int const*, int const*, "
       "float*, float*, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int)",
       "ggml", "gemm"},
      {"mul_mat_q4_K", "ggml", "gemm"},
      {"ssm_conv_f32", "ggml", "conv"},
      {"wgmma_kernel", "other", "gemm"},
      {"fused_gdn_gating_kernel", "other", "elementwise"},
      {"sofa_kernel", "other", "other"},
      {"NVFP4QuantizeAppendPagedKVCacheKernel", "flashinfer", "copy"},
      {"moe_gate_topk_kernel", "other", "sort"},
      {"count_kernel", "other", "reduce"},
      // Session 63, after batch 258: gsplat's tile intersection (its keys copy, its offsets sort);
      // PIC/FLIP/MPM transfers p2g and g2p. Controls: a step after p2g named otherwise, a bare
      // scatter.
      {"void gsplat::intersect_tile_kernel<double>(long, long, bool, unsigned int, unsigned int, "
       "unsigned int, long const*, long const*, double const*, int const*, int*, long*, int*)",
       "other", "copy"},
      {"gsplat::intersect_offset_kernel(unsigned int, unsigned int, unsigned int, long const*, "
       "unsigned int, unsigned int, unsigned int, int*)",
       "other", "sort"},
      {"p2g_scatter_kernel", "other", "other"},
      {"g2pGather_kernel(float*, float const*, int)", "other", "other"},
      {"p2gNormalize_kernel(float*, float const*, int)", "other", "elementwise"},
      {"scatter_kernel(float*, float*, int*, int*, int)", "other", "copy"},
      // Labelled batch 259: Inductor's sum of exp(x - max), the max from the kernel before, is a
      // softmax's normaliser (a log among the ops is a log-sum-exp, reduce; exp and sum alone stay
      // reduce); a halo buffer loaded or unloaded in CamelCase (CoMD's halo exchange) is a copy; a
      // molecular-dynamics integrator's velocities and positions advanced are elementwise (a bare
      // integrate_kernel and an advanceTime stay other)
      {"triton_red_fused__to_copy_exp_sub_sum_view_5", "triton", "softmax"},
      {"triton_per_fused_exp_masked_fill_sub_sum_1", "triton", "softmax"},
      {"triton_red_fused_exp_log_sub_sum_3", "triton", "reduce"},
      {"triton_red_fused__to_copy_exp_sum_2", "triton", "reduce"},
      {"LoadAtomsBuffer(AtomMsgSt*, int*, SimGpuSt, int*)", "other", "copy"},
      {"unloadForceBuffer(ForceMsgSt*, int, int*, SimGpuSt, int*)", "other", "copy"},
      {"download_buffer_kernel", "other", "other"},
      {"AdvanceVelocity(SimGpuSt, double)", "other", "elementwise"},
      {"advance_positions_kernel(float4*, const float4*, float, int)", "other", "elementwise"},
      {"integrate_kernel(float*, float*, int)", "other", "other"},
      {"advanceTime(double*, double)", "other", "other"},
      // Labelled batch 262: positions integrated from the velocities (the n-body exercise of
      // NVIDIA's CUDA course, p.x += p.vx * dt) are elementwise
      {"integratePositions(Particle*, float, int)", "other", "elementwise"},
      {"pos_integration_kernel(float4*, float, int)", "other", "elementwise"},
      // Batch 263's rules: FlashAttention 4's CuTe DSL classes printed bare (its combine class is
      // copied by other projects); a fused MoE kernel named in CamelCase; a minimum or maximum
      // named alone or numbered; any cumulative quantity is a scan; an identity matrix initialised;
      // a course's matrix product named mult for the GPU; PyTorch's own im2col known by its
      // signature
      {"FlashAttentionForwardSm90", "flash_attn", "attention"},
      {"FlashAttentionBackwardSm100", "flash_attn", "attention"},
      {"FlashAttentionBackwardPostprocess", "flash_attn", "attention"},
      {"FlashAttentionForwardCombine", "other", "attention"},
      {"FP8FusedMoEKernel", "other", "gemm"},
      {"Max(float*, float*, int)", "other", "reduce"},
      {"maxMin2(int*, int*, unsigned int)", "other", "reduce"},
      {"setMaxThreads", "other", "other"},
      {"compute_cumulative_weights_kernel", "other", "sort"},
      {"init_identity(float*, int)", "other", "elementwise"},
      {"init_kernel(float*, int)", "other", "other"},
      {"mult_gpu_tiled(float*, float*, float*, int)", "other", "gemm"},
      {"void im2col_kernel<double>(long, double const*, long, long, long, long, long, long, long, "
       "long, long, long, long, long, double*)",
       "aten", "conv"},
      {"im2col_kernel(float*, float const*, float*, float const*, int, int, int, int, int, int, "
       "int)",
       "other", "conv"},
      // Batch 264's rule: cuDF's copy_if_else takes each row from one input or the other by a mask
      // (numpy's where), elementwise; its copy_range stays copy
      {"void cudf::detail::copy_if_else_kernel<128, float>(int, float*)", "cudf", "elementwise"},
      {"void cudf::detail::copy_range_kernel<256, int>(int, int*)", "cudf", "copy"},
      // Batch 263's identity rule also takes the short and misspelt words (ident, cuSOLVER's
      // identy); a word that only starts with ident (identifiers) stays other
      {"init_ident_matrix(float*, int)", "other", "elementwise"},
      {"make_identy_kernel(double*, int)", "other", "elementwise"},
      {"init_identifiers(int*, int)", "other", "other"},
      // Batch 268's rules. tinygrad names a kernel with no shape dims by its kind alone (E_, and
      // E_n2 when the name repeats); a word after the kind is no tinygrad name
      {"E_", "other", "elementwise"},
      {"E_n2", "other", "elementwise"},
      {"r_n1", "other", "reduce"},
      {"C_", "other", "copy"},
      {"E_field_kernel", "other", "other"},
      // cuBLAS's architecture-named kernels cut after the precision (llm.c's profiling script);
      // an architecture and an activation is no cuBLAS name, a cut cuDNN name stays cuDNN's
      {"hopper_bf16", "cublas", "gemm"},
      {"volta_fp16", "cublas", "gemm"},
      {"ampere_relu", "other", "elementwise"},
      {"ampere_scudnn", "cudnn", "conv"},
      // A randomized Hadamard transform abbreviated rht, before the transpose and quantize words;
      // rht inside a longer word is none
      {"_rht_forward_kernel", "other", "fft"},
      {"_rht16_transpose_kernel", "other", "fft"},
      {"build_rhtable_kernel", "other", "other"},
      // ATen's copy functors also where a tool cut their name; copysign is arithmetic
      {"void at::native::vectorized_elementwise_kernel<8, at::native::float8_copy_ker...", "aten",
       "copy"},
      {"void at::native::unrolled_elementwise_kernel<at::native::bfloat16_copy...", "aten", "copy"},
      {"void at::native::vectorized_elementwise_kernel<4, at::native::copysign_kern...", "aten",
       "elementwise"},
      // Batch 269's rules: TensorFlow's own kernels as nsys prints them without the namespace
      // (conv_2d_gpu.h's padding, the fused batch norm's, the depthwise convolutions); a project's
      // kernel named like one is its own
      {"PadInputCustomKernelNHWC", "tensorflow", "copy"},
      {"FusedBatchNormInferenceMetaKernel", "tensorflow", "norm"},
      {"InvVarianceToVarianceKernel", "tensorflow", "norm"},
      {"DepthwiseConv2dBackpropInputGPUKernelNCHW", "tensorflow", "conv"},
      {"my_FusedBatchNormKernel", "other", "norm"},
      {"PadInputKernel", "other", "copy"},
      // TensorRT's CASK tactics that carry trt after their operation (sm50_xmma_softmax_trt_...);
      // trt inside a longer word is not it
      {"sm75_xmma_softmax_trt_NHWC_FP16_Dim3", "tensorrt", "softmax"},
      {"sm80_xmma_gemm_trtllm_f16f16_tn", "cublas", "gemm"},
      // Batch 270's rule: Paddle's stack kernel and random-distribution launcher printed bare; a
      // longer name that only ends like it is another project's
      {"StackCudaKernel", "paddle", "copy"},
      {"DistributionKernel", "paddle", "rng"},
      {"ProbDistributionKernel", "other", "other"},
      // Batch 271's rules: JACC.jl's parallel_for kernel takes its family from the user's function,
      // the first argument after the sizes; a function named otherwise says nothing. An array's
      // value set is a fill
      {"_parallel_for_cuda(Int64, Int64, spmv_csr, CuDeviceArray<Float32, 1, 1>)", "other", "gemv"},
      {"_parallel_for_cuda(Int64, Int64, my_matmul, CuDeviceArray<Float32, 2, 1>)", "other",
       "gemm"},
      {"_parallel_for_cuda(Int64, waxpby, Float64, CuDeviceArray<Float64, 1, 1>)", "other",
       "elementwise"},
      {"_parallel_for_cuda(Int64, stencil, CuDeviceArray<Float64, 1, 1>)", "other", "other"},
      {"set_array_value_kernel(float*, float, int)", "other", "elementwise"},
      // Batch 272's rule: a permutation named by its gerund copies, as a permute does; a
      // permutation computed from pivots is no copy of data
      {"naivePermutingSetKernel", "other", "copy"},
      {"void permuting_kernel<float>(float const*, float*, int const*, int)", "other", "copy"},
      {"jax::cuda::(anonymous namespace)::LuPivotsToPermutationKernel(int const*, int*, long, int, "
       "int)",
       "xla", "other"},
      // Batch 273's rules: a sum of squares named as squared sums reduces; a CamelCase name that
      // starts with Mma, and a kernel named for the tensor cores, multiply matrices, unless a
      // family word elsewhere in the name says otherwise
      {"void SumSqd::SquaredSumsKernel<float>(__half2*, int, int, float*)", "other", "reduce"},
      {"rowSquaredSums(float const*, float*, int)", "other", "reduce"},
      {"MmaPtxShared(unsigned long long*)", "other", "gemm"},
      {"MmaSyncBenchmark", "other", "gemm"},
      {"euclidianDistanceTensorCore_16x16x16(unsigned int*, __half*, float*, unsigned long long*, "
       "float*)",
       "other", "gemm"},
      {"knn_tensor_cores(float const*, float const*, float*, int)", "other", "sort"},
      {"matmul_conv_fused_tensor_cores(float const*, float const*, float*, int, int, int)", "other",
       "conv"},
      {"squared_distance(float const*, float*, int)", "other", "elementwise"},
      // Batch 274's rules: Thrust 1.7's closures launched directly from system::cuda::detail::
      // detail:: sort, its reduce-intervals closure reduces, its adjacent difference is
      // element-wise; a bounding box over points is a reduction, not the boxes of many objects nor
      // a box decoded
      {"void thrust::system::cuda::detail::detail::launch_closure_by_value<thrust::system::cuda::"
       "detail::detail::stable_merge_sort_detail::merge_adjacent_partitions_closure<unsigned "
       "int=7, "
       "thrust::system::cuda::detail::detail::statically_blocked_thread_array<unsigned int=256>, "
       "unsigned int>>(thrust::system::cuda::detail::detail::stable_merge_sort_detail::merge_"
       "adjacent_partitions_closure<unsigned int=7, thrust::system::cuda::detail::detail::"
       "statically_blocked_thread_array<unsigned int=256>, unsigned int>)",
       "cub_thrust", "sort"},
      {"void thrust::system::cuda::detail::detail::launch_closure_by_value<thrust::system::cuda::"
       "detail::commutative_reduce_intervals_closure<int*, long, "
       "thrust::plus<int>>>(thrust::system::"
       "cuda::detail::commutative_reduce_intervals_closure<int*, long, thrust::plus<int>>)",
       "cub_thrust", "reduce"},
      {"void thrust::system::cuda::detail::detail::launch_closure_by_value<thrust::system::cuda::"
       "detail::adjacent_difference_detail::adjacent_difference_closure<thrust::device_ptr<int>, "
       "thrust::device_ptr<int>, thrust::minus<int>>>(thrust::system::cuda::detail::adjacent_"
       "difference_detail::adjacent_difference_closure<thrust::device_ptr<int>, thrust::device_ptr<"
       "int>, thrust::minus<int>>)",
       "cub_thrust", "elementwise"},
      {"BoundingBoxKernel(int, int, float*, float*)", "other", "reduce"},
      {"computeBoundingBox(float3 const*, float3*, int)", "other", "reduce"},
      {"compute_bounding_boxes(hitable**, int, aabb*)", "other", "other"},
      {"decode_bbox(float const*, float*, int)", "other", "other"},
      // Batch 275: TVM Relay's fused functions without a prefix, a take with a cast or comparison,
      // layout_transform, IREE matmuls with a unit dimension, DeepEP's low-latency kernels.
      {"fused_expand_dims_3_kernel0", "tvm", "copy"},
      {"fused_shape_of_2_kernel0", "tvm", "other"},
      {"fused_max_3_kernel0", "tvm", "reduce"},
      {"fused_squeeze_2_kernel1", "tvm", "copy"},
      {"fused_subtract_multiply_kernel0", "tvm", "elementwise"},
      {"fused_take_greater_kernel0", "tvm", "elementwise"},
      {"fused_multiply_add_clip_exp_expand_dims_multiply_add_divide_mu_1234567890123456789__"
       "kernel0",
       "tvm", "elementwise"},
      {"fused_full_3_kernel0", "tvm", "elementwise"},
      {"vm_mod_fused_cast_take_kernel0", "tvm", "elementwise"},
      {"tvmgen_default_fused_sigmoid_take_kernel0", "tvm", "elementwise"},
      {"tvmgen_default_fused_layout_transform_2_kernel0", "tvm", "copy"},
      {"fused_minimum_stack_kernel0", "tvm", "elementwise"},
      {"forward_dispatch_7_matmul_64x1x256_f32", "other", "gemv"},
      {"main_dispatch_3_matmul_1x512x512_f16", "other", "gemv"},
      {"void deep_ep::internode_ll::dispatch_ll<true, 8>(void*, int*)", "other", "comm"},
      {"void dpsk::ep::internode::combine_ll<3, 9>(void*, int*)", "other", "comm"},
      {"void deep_ep::intranode::get_dispatch_layout<256, 8>(long const*, int*)", "other",
       "reduce"},
      {"fused_classifier_kernel3", "other", "other"},
      {"fused_residual_forward_kernel2", "other", "norm"},
      // A fill among moves is a fill (batch 280; batch 100 had said copy).
      {"vm_mod_fused_full_like_concatenate_kernel0", "tvm", "elementwise"},
      {"fused_take_add_kernel0", "tvm", "embedding"},
      {"forward_dispatch_5_matmul_16x196x64_f32", "other", "gemm"},
      {"forward_dispatch_2_batch_matmul_1x49x64x64_f32", "other", "gemm"},
      {"forward_dispatch_9_matmul_DxDxD_f32", "other", "gemm"},
      {"void deep_ep::internode::notify_dispatch<8>(int const*)", "other", "comm"},
      {"fused_expand_dims_concatenate_kernel", "tvm", "copy"},
      // Batch 276: AMReX's FabArray API on classes with nested template arguments, averageDown,
      // CopyFrom; a lambda whose `[` Nsight Compute cut; ForwardSub; FLA's sub-chunk kernels.
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, void amrex::FabArray<amrex::BaseFab<Foo::Vec<2, "
       "1>>>::setVal<amrex::BaseFab<Foo::Vec<2, 1>>, 0>(Foo::Vec<2, 1>, int, int, "
       "amrex::IntVectND<2> const&)::[lambda(int, int, int, int) (instance 1)], 2, "
       "void>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T4> const&, T2, T3 const&)::[lambda() "
       "(instance 1)]>(T2)",
       "other", "elementwise"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, "
       "Op::Diffusion<1>::averageDownCoeffs(int)::[lambda(int, int, int, int) (instance 1)], 2, "
       "void>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T4> const&, T2, T3 const&)::[lambda() "
       "(instance 1)]>(T2)",
       "other", "reduce"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T2, void>::value, "
       "void>::type amrex::ParallelFor<256, Set::Field<Eigen::Matrix<double, 2, 1>>::CopyFrom(int, "
       "amrex::MultiFab&, int, int) const::[lambda(int, int, int) (instance 1)], "
       "2>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T3> const&, T2 const&)::[lambda() (instance "
       "1)]>(T2)",
       "other", "copy"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T3, void>::value, "
       "void>::type amrex::ParallelFor<256, int, amrex::FabArray<amrex::BaseFab<Set::Matrix4<2, "
       "1>>>::ParallelCopy_nowait(amrex::FabArray<amrex::BaseFab<Set::Matrix4<2, 1>>> const&, int, "
       "int, int)::[lambda(int, int, int, int) (instance 1)], 2, void>(amrex::Gpu::KernelInfo "
       "const&, amrex::BoxND<T4> const&, T2, T3 const&)::[lambda() (instance 1)]>(T2)",
       "other", "copy"},
      {"void amrex::launch_global<256, void "
       "amrex::detail::ParallelFor_doit<amrex::Array4BoxTag<int>, "
       "amrex::FabArray<amrex::IArrayBox>::CMD_local_setVal_gpu(int, int, int)::[lambda(int, int, "
       "int, int, amrex::Array4BoxTag<int> const&) (instance 1)]>(amrex::Gpu::KernelInfo const&, "
       "T1 const&)::[lambda() (instance 1)]>(T2)",
       "other", "elementwise"},
      {"void unrolled_elementwise_kernel_for_multi_outputs<2, lambda(float, float) (instance 1)], "
       "Array<char *, 4>, TrivialOffsetCalculator<2, unsigned int>>(int, T2, T3, T4)",
       "aten", "elementwise"},
      {"__omp_offloading_10309_1a2b3c4__Z10ForwardSubPfii_l77", "other", "other"},
      {"chunk_rwkv6_fwd_A_kernel_intra_sub_intra", "other", "other"},
      {"chunk_gsa_fwd_A_kernel_intra_sub_inter", "other", "other"},
      {"void amrex::launch_global<256, std::enable_if<amrex::MaybeDeviceRunnable<T2, void>::value, "
       "void>::type amrex::ParallelFor<256, App::Solver::Update(int)::[lambda(int, int, int) "
       "(instance 1)], 2>(amrex::Gpu::KernelInfo const&, amrex::BoxND<T3> const&, T2 "
       "const&)::[lambda() (instance 1)]>(T2)",
       "other", "other"},
      {"sub_kernel(float*, float const*, int)", "other", "elementwise"},
      {"chunk_gla_fwd_kernel_o", "other", "other"},
      // Batch 277: a linear layer's kernel named also for how it is written.
      {"linear_forward_warp_kernel(float const*, float const*, float*, int, int)", "other", "gemm"},
      {"linear_tiled_kernel(float const*, float const*, float*, int)", "other", "gemm"},
      {"linear_interp_kernel(float const*, float*, int)", "other", "other"},
      {"linear_attention_kernel(float const*, float*, int)", "other", "attention"},
      // Batch 278: CubeCL's namespaces are not CUB's.
      {"cubecl_linalg::matmul::cmma::base::cmma_kernel::CmmaKernel<half::binary16::f16, f32, "
       "cubecl_cuda::runtime::CudaRuntime>",
       "other", "gemm"},
      {"void cub::DeviceReduceKernel<cub::DeviceReducePolicy<float, int, cub::Sum>::Policy600, "
       "float*, float*, int, cub::Sum>(float*, float*, int, cub::GridEvenShare<int>, cub::Sum)",
       "cub_thrust", "reduce"},
      {"void cub_2_1_0::DeviceRadixSortOnesweepKernel<Policy, false, float, cub_2_1_0::NullType, "
       "int, int>(int*, int*, float const*, float*, int)",
       "cub_thrust", "sort"},
      // Batch 280: THC's and ATen's fillSliceWithIndex fills each slice with its indices; TVM
      // Relay's fills among moves, and an image resize among arithmetic ops, are pointwise.
      {"void fillSliceWithIndex<unsigned int, -1>(TensorInfo<long, unsigned int>, unsigned int, "
       "unsigned int, unsigned int)",
       "aten", "elementwise"},
      {"void at::native::fillSliceWithIndex_kernel<unsigned int, "
       "2>(at::cuda::detail::TensorInfo<long, unsigned int>, unsigned int, unsigned int, unsigned "
       "int)",
       "aten", "elementwise"},
      {"fused_zeros_like_concatenate_kernel0", "tvm", "elementwise"},
      {"vm_mod_fused_full_concatenate_reshape_kernel0", "tvm", "elementwise"},
      {"fused_subtract_image_resize_layout_transform_kernel0", "tvm", "elementwise"},
      {"tvmgen_default_fused_image_resize2d_cast_kernel0", "tvm", "elementwise"},
      {"fused_layout_transform_image_resize_layout_transform_kernel1", "tvm", "other"},
      {"fused_image_resize_3_kernel0", "tvm", "other"},
      {"vm_mod_fused_concatenate_layout_transform_kernel0", "tvm", "copy"},
      // Batch 281: an OpenMP offload kernel's family is read on its function; its library is not
      // (a port named like ATen's kernel stays other). A shuffle as its gerund; interleaved as an
      // adjective; SneakySnake; the van Herk/Gil-Werman passes; a dense matrix-vector product.
      {"__omp_offloading_10309_1a2b3c4__Z10zero_pointPKfS0_iiibPfPi_l9", "other", "quant"},
      {"__omp_offloading_2d_18a8108__Z12cross_kernelIdEviPT_PKS0_S3__l30", "other", "elementwise"},
      {"nvkernel__Z17mv_dense_paralleliimPKfPfS1__F1L23_2", "other", "gemv"},
      {"__omp_offloading_10309_1a2b3c4__Z32nll_loss_forward_reduce2d_kernelIfEvPT_S1__l22", "other",
       "reduce"},
      {"__omp_offloading_10309_1a2b3c4_main_l40", "other", "other"},
      {"shuffling_kernel(unsigned char*, unsigned char const*, unsigned int)", "other", "copy"},
      {"add_kernel_interleaved(INTERLEAVED_T*, INTERLEAVED_T const*, unsigned int)", "other",
       "elementwise"},
      {"void cusolver_aggregate2interleaved_kernel<float, 4, 2>(int, int, float const*, int, "
       "float*, int const*)",
       "cusolver", "copy"},
      {"deinterleave_kernel(float const*, float*, int)", "other", "copy"},
      {"sneaky_snake(int, int, unsigned int const*, unsigned int const*, int*, int, int)", "other",
       "other"},
      {"snake_beta_kernel(float*, float const*, int)", "other", "elementwise"},
      {"void vhgw_vert<2>(unsigned char*, unsigned char const*, int, int, int)", "other", "reduce"},
      {"spmv_dense_kernel(float const*, float const*, float*, int)", "other", "gemv"},
      // Batch 282: an integral image is a 2-D scan; bb_segsort's segmented-sort kernels.
      {"__omp_offloading_10309_1a2b3c4__Z22img_integration_kernelPdiib_l139", "other", "sort"},
      {"integral_image_rows(float const*, float*, int, int)", "other", "sort"},
      {"void gen_bk64_wp8_tc4_r17_r32_strd<float, int>(float*, int*, float const*, int const*, "
       "int)",
       "other", "sort"},
      {"gen_bk256_wp16_tc16_r257_r512_orig", "other", "sort"},
      {"integral_PO(vec3*, vec3*, float*, int*, int)", "other", "other"},
      // ATen's dropout and NLL-loss kernels and TensorFlow's ReluGrad without a namespace are the
      // libraries' by their own names and arguments only; a port's copies (HeCBench) are not.
      {"fused_dropout_kernel_vec", "aten", "elementwise"},
      {"void fused_dropout_kernel_vec<float, float, unsigned int, unsigned char, 4, unsigned "
       "char>(TensorInfo<const T1, T3>, TensorInfo<T1, T3>, TensorInfo<T4, T3>, T3, T2, "
       "PhiloxCudaState)",
       "aten", "elementwise"},
      {"void fused_dropout_kernel<float, float, unsigned int, unsigned char>(float const*, float*, "
       "unsigned char*, unsigned int, float, std::pair<unsigned long, unsigned long>)",
       "other", "elementwise"},
      {"void at::native::(anonymous namespace)::fused_dropout_kernel_vec<float, float, unsigned "
       "int, unsigned char, 4, unsigned char>(at::cuda::detail::TensorInfo<float const, unsigned "
       "int>, at::cuda::detail::TensorInfo<float, unsigned int>, unsigned int, float)",
       "aten", "elementwise"},
      {"nll_loss2d_forward_kernel", "aten", "reduce"},
      {"void nll_loss_forward_reduce_cuda_kernel_2d<float, float, long>(T1 *, T1 *, const T1 *, "
       "const T3 *, const T1 *, bool, long, long, long)",
       "aten", "reduce"},
      {"void nll_loss_forward_reduce2d_kernel<double, double, int, 32>(T1 *, T1 *, const T1 *, "
       "const T3 *, const T1 *, bool, long, long, long)",
       "other", "reduce"},
      {"ReluGradHalfKernelVector", "tensorflow", "elementwise"},
      {"ReluGradHalfKernel(half const*, half const*, half*, int)", "tensorflow", "elementwise"},
      {"ReluGrad_impl2(__half const*, __half const*, __half*, int)", "other", "elementwise"},
      // A family word counts in the kernel's own name, not in a namespace that merely contains
      // it (rules 168, 170 and 185): a cast beside a GEMM, a kernel in a namespace named for a
      // model (qwen4exp::); a namespace named exactly for the product or for elementwise ops groups
      // such kernels when the kernel's own name says nothing else (rules 1029 to 1031).
      {"matmul_fp8_v4_detail::cast_bf16_to_fp8_e4m3_kernel(const __nv_bfloat16 *, "
       "__nv_fp8_e4m3 *, long)",
       "other", "quant"},
      {"engine::gemv::(anonymous namespace)::k_silu_mul(float const*, float*, long)", "other",
       "elementwise"},
      {"engine::qwen4exp::(anonymous namespace)::k_hc_init(float const*, float*, int, int)",
       "other", "other"},
      {"engine::qwen4exp::(anonymous namespace)::k_exp_scale(float const*, float*, int)", "other",
       "elementwise"},
      {"cubecl_linalg::matmul::cmma::base::cmma_kernel::CmmaKernel<half::binary16::f16, "
       "half::binary16::f16, cubecl_cuda::runtime::CudaRuntime>",
       "other", "gemm"},
      {"void engine::gemv::kernel<float, 128>(float const*, float const*, float*, int)", "other",
       "gemv"},
      {"void oneflow::cuda::elementwise::ApplyGeneric<4, false, "
       "oneflow::cuda::elementwise::SimpleFactory<float>, float, float>(float*, long)",
       "other", "elementwise"},
      {"deep_gemm::transpose_fp32", "other", "copy"},
      // ATen's float8 casts (Copy.cu's ConvertToFloat8E4M3fnOp), as Nsight tools print them with
      // or without namespaces; its older float8 copy lambda stays a copy.
      {"void at::vectorized_elementwise_kernel<8, at::ConvertToFloat8E4M3fnOp<c10::BFloat16>, "
       "std::array<char *, 2>>(int, T2, T3)",
       "aten", "quant"},
      {"void vectorized_elementwise_kernel<8, ConvertToFloat8E4M3fnOp<BFloat16>, array<char *, "
       "2>>(int, T2, T3)",
       "aten", "quant"},
      {"void at::native::vectorized_elementwise_kernel<4, "
       "at::native::FillFunctor<c10::Float8_e4m3fn>, "
       "std::array<char*, 1ul>>(int, at::native::FillFunctor<c10::Float8_e4m3fn>, "
       "std::array<char*, 1ul>)",
       "aten", "elementwise"},
      // Quantization per thread, warp or block (SageAttention's quant_per_block_int8 scheme).
      {"void (anonymous namespace)::QuantPerThreadQInt8Kernel<128u, __half>(__half*, signed char*, "
       "float*, unsigned int)",
       "other", "quant"},
      {"quant_per_block_int8_kernel", "other", "quant"},
      // CCCL 3.2's transform (policy_selector_from_types) with the identity: a copy or gather.
      {"void cub::detail::transform::transform_kernel<cub::detail::transform::"
       "policy_selector_from_types<(bool)1, (bool)1, cuda::std::__4::tuple<thrust::"
       "permutation_iterator<long const*, int*>>, long*>, int, cuda::__4::always_true, "
       "cuda::std::__4::identity, long*, thrust::permutation_iterator<long const*, int*>>(T2, int, "
       "bool, T3, T4, T5, cub::detail::transform::kernel_arg<T6>...)",
       "cub_thrust", "copy"},
      {"void cub::detail::transform::transform_kernel<cub::detail::transform::"
       "policy_selector_from_types<(bool)0, (bool)1, cuda::std::__4::tuple<>, int*>, int, "
       "cuda::__4::always_true, cub::detail::__return_constant<int>, int*, >(T2, int, bool, T3, "
       "T4, T5, cub::detail::transform::kernel_arg<T6>...)",
       "cub_thrust", "elementwise"},
      // An MoE layer's combine outside an expert-parallel library is the weighted sum of each
      // token's expert outputs (reduce); DeepEP's combine stays a collective.
      {"glm5_moe_combine_rows", "other", "reduce"},
      {"void engine::moe_combine_kernel<float>(float*, float const*, float const*, int const*, "
       "int, int)",
       "other", "reduce"},
      {"void deep_ep::intranode::combine<__nv_bfloat16, 8, 768>(int4*, float*, int4 const*)",
       "other", "comm"},
      // Conversions abbreviated h2f, f2h, f2bf are pointwise; a layout conversion from or to CHW
      // or HWC moves data; a tensor contraction named contract_kernel is a product.
      {"dollama::k_h2f(const __half *, float *, long)", "other", "elementwise"},
      {"weight_f2bf(float const*, __nv_bfloat16*, long)", "other", "elementwise"},
      {"dollama::k_chw_to_sc(const __half *, __half *, int, int)", "other", "copy"},
      {"k_rgb_to_chw(unsigned char const*, float*, int, int)", "other", "copy"},
      {"nchwToNhwcKernel", "cudnn", "copy"},
      {"void kan::cuda::experiment::contract_kernel<float, 128>(float const*, float const*, "
       "float*, int, int, int)",
       "other", "gemm"},
      // CuPy's two-pass CUB reductions (cupy_cub_<reduction>_pass1, _pass2) reduce.
      {"cupy_cub_prod_pass1", "cupy", "reduce"},
      {"cupy_cub_all_pass2", "cupy", "reduce"},
      // A tensor-core MMA named for its SASS instruction (hmma, qmma, ...) is a product.
      {"q4_qmma_tile_hi", "other", "gemm"},
      {"hmma_16816_kernel", "other", "gemm"},
      // A router named route is an MoE top-k (sort); route as a first word is not.
      {"k_route(float const*, int*, int)", "other", "sort"},
      {"void engine::mtp_route_kernel<float>(float const*, int*, int)", "other", "sort"},
      {"route_packets(int*, int)", "other", "other"},
      // CCCL 3's for_each over Thrust's value-initialization of a buffer fills; over its
      // uninitialized copy it copies.
      {"void cub::_V_300400_SM_900::detail::for_each::static_kernel<"
       "cub::_V_300400_SM_900::detail::for_each::policy_hub_t::policy_500_t, "
       "unsigned long long, cub::_V_300400_SM_900::detail::for_each::op_wrapper_t<"
       "unsigned long long, thrust::_V_300400_SM_900::detail::construct1_via_allocator<"
       "thrust::_V_300400_SM_900::detail::no_throw_allocator<"
       "thrust::_V_300400_SM_900::detail::temporary_allocator<Ray, "
       "thrust::_V_300400_SM_900::cuda_cub::par_t>>>, thrust::_V_300400_SM_900::pointer<Ray, "
       "thrust::_V_300400_SM_900::cuda_cub::par_t>>>(T2, T3)",
       "cub_thrust", "elementwise"},
      {"void cub::_V_300400_SM_900::detail::for_each::static_kernel<"
       "cub::_V_300400_SM_900::detail::for_each::policy_hub_t::policy_500_t, long long, "
       "thrust::_V_300400_SM_900::cuda_cub::__uninitialized_copy::functor<Ray*, "
       "thrust::_V_300400_SM_900::pointer<Ray, thrust::_V_300400_SM_900::cuda_cub::par_t>>>(T2, "
       "T3)",
       "cub_thrust", "copy"},
      // Memory-efficient attention named so.
      {"void tensorlib::mem_efficient_fwd_kernel<64>(tensorlib::MemEfficientFwdParams)", "other",
       "attention"},
      // A launcher over a functor named for an arithmetic op is pointwise; another functor says
      // nothing.
      {"void mylib::cuda::vectorized_kernel_impl<4, mylib::MulFunctor, float, float>(int)", "other",
       "elementwise"},
      {"void mylib::cuda::vectorized_kernel_impl<4, mylib::Sub_inplace_Functor, float>(int)",
       "other", "elementwise"},
      {"void mylib::cuda::vectorized_kernel_impl<4, mylib::ReduceSumFunctor, float>(int)", "other",
       "other"},
      // An arithmetic op or a comparison named <op>_copy writes its result to another buffer; a
      // view op's copy stays a copy.
      {"void tlib::scalar_mul_copy<float>(float const*, float, float*, unsigned long)", "other",
       "elementwise"},
      {"k_ne_copy(float const*, unsigned char*, float, unsigned long)", "other", "elementwise"},
      {"transpose_copy_kernel(float const*, float*, int, int)", "other", "copy"},
      // A pack or an unpack also numbered moves data; a column sum reduces, as a row sum does.
      {"_hx_k_moe_pack4", "other", "copy"},
      {"void engine::token_unpack2_kernel<float>(float const*, float*, int)", "other", "copy"},
      {"_k_dw_colsum", "other", "reduce"},
      {"row_sum_kernel(float const*, float*, int)", "other", "reduce"},
      // A weight-activation format word (w4a16, w8a8) names a quantized GEMM; its quantization
      // kernels end their names with the verb or start with it; a GEMV stays a GEMV.
      {"void mylib::w4a16_tile_kernel<128>(const unsigned char*, const __half*, __half*)", "other",
       "gemm"},
      {"int8_w8a8_rowblock_kernel", "other", "gemm"},
      {"w8a8_per_tensor_quant", "other", "quant"},
      {"quantize_w4a8_kernel", "other", "quant"},
      {"w4a16_dequant_gemm_kernel", "other", "gemm"},
      {"fp8_w8a16_gemv_kernel", "other", "gemv"},
      // ggml's gated delta rule by its own two names; another engine's kernel named alike is not
      // ggml's.
      {"gated_delta_net_chunked_cuda", "ggml", "other"},
      {"gated_delta_net_recurrent_step_kernel", "other", "other"},
      // A Q/K normalisation named normalize_qk is a norm; another normalize stays pointwise.
      {"normalize_qk_kernel(__half*, int, float)", "other", "norm"},
      {"normalize_image_kernel(float*, int)", "other", "elementwise"},
      // A tile named by its M, N and K sizes is a GEMM's where nothing else says more.
      {"bf16_m64_n128_k32_tile_kernel", "other", "gemm"},
      {"flash_fwd_m64n64k16_kernel", "flash_attn", "attention"},
      // The RAJA Performance Suite's RAJA variants are named by the kernel class that holds the
      // lambda; a class that names no operation stays other.
      {"void RAJA::policy::cuda::impl::forall_cuda_kernel<RAJA::policy::cuda::cuda_exec<256ul, "
       "true>, 1ul, RAJA::Iterators::numeric_iterator<long, long, long*>, void rajaperf::stream::"
       "TRIAD::runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda(long)#1}, long>("
       "void rajaperf::stream::TRIAD::runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda("
       "long)#1}, RAJA::Iterators::numeric_iterator<long, long, long*>, long)",
       "other", "elementwise"},
      {"void rajaperf::lambda_cuda_forall<256ul, void rajaperf::algorithm::MEMCPY::"
       "runCudaVariantBlock<256ul>(rajaperf::VariantID)::{lambda(long)#1}>(long, long, "
       "void rajaperf::algorithm::MEMCPY::runCudaVariantBlock<256ul>(rajaperf::VariantID)::"
       "{lambda(long)#1})",
       "other", "copy"},
      {"void rajaperf::lambda_cuda_forall<256ul, void rajaperf::apps::ZONAL_ACCUMULATION_3D::"
       "runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda(long)#1}>(long, long, "
       "void rajaperf::apps::ZONAL_ACCUMULATION_3D::runCudaVariantImpl<256ul>(rajaperf::"
       "VariantID)::{lambda(long)#1})",
       "other", "reduce"},
      {"void rajaperf::lambda_cuda_forall<256ul, void rajaperf::apps::FIR::"
       "runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda(long)#1}>(long, long, "
       "void rajaperf::apps::FIR::runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda("
       "long)#1})",
       "other", "conv"},
      {"void rajaperf::lambda_cuda_forall<256ul, void rajaperf::apps::MATVEC_3D_STENCIL::"
       "runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda(long)#1}>(long, long, "
       "void rajaperf::apps::MATVEC_3D_STENCIL::runCudaVariantImpl<256ul>(rajaperf::VariantID)::"
       "{lambda(long)#1})",
       "other", "gemv"},
      {"void rajaperf::lambda_cuda_forall<256ul, void rajaperf::lcals::HYDRO_1D::"
       "runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda(long)#1}>(long, long, "
       "void rajaperf::lcals::HYDRO_1D::runCudaVariantImpl<256ul>(rajaperf::VariantID)::{lambda("
       "long)#1})",
       "other", "other"},
      // Its CUDA variants by their own names; the comm suite packs and unpacks halo buffers, no
      // collective.
      {"void rajaperf::lcals::first_diff<256ul>(double*, double*, long)", "other", "elementwise"},
      {"void rajaperf::lcals::first_sum<256ul>(double*, double*, long)", "other", "elementwise"},
      {"void rajaperf::apps::nodal_accumulation_3d<256ul>(double*, double*, long*, long, long)",
       "other", "reduce"},
      {"void rajaperf::comm::halo_packing_unpack<256ul>(double*, int*, double*, long)", "other",
       "copy"},
      // CloverLeaf's field reset copies fields back, as a lambda's holder too; a communication
      // namespace still makes a collective.
      {"void clover::par_ranged2d_kernel<reset_field_kernel(int, int, clover::"
       "Buffer2D<double> &)::[lambda(int, int) (instance 1)]>(clover::Range2d, T1)",
       "other", "copy"},
      {"void clover::par_ranged2d_kernel<advec_cell_kernel(int, int, clover::Buffer2D<double> &)::"
       "[lambda(int, int) (instance 1)]>(clover::Range2d, T1)",
       "other", "other"},
      {"turbomind::comm::AllreduceResidualBiasRMSnorm_NVLS", "other", "comm"},
      // Mangled names cut short (the demangler rejects them): tagged by the qualified name they
      // start with, or by the mangled text.
      {"_ZN2at6native18elementwise_kernelILi128ELi2EZNS0_22gpu_kernel_impl_nocastINS0_15CUDAFunctor"
       "_addIfEEEEvRNS_18TensorIterat...",
       "aten", "elementwise"},
      {"_ZN3cub30DeviceSegmentedRadixSortKernelINS_21DeviceRadixSortPolicyIfiiE9Policy800ELb1ELb1E"
       "fiNS_22TransformInputIteratorI...",
       "cub_thrust", "sort"},
      {"_ZN7cutlass13device_kernelINS_4gemm6kernel13GemmUniversalIN4cute5tupl...", "cutlass",
       "gemm"},
  };
  RuleSet rules = Builtin();
  for (const auto& c : cases) {
    NormalisedName n = Normalise(c.name, rules);
    EXPECT_EQ(n.tags.library, c.library) << c.name;
    EXPECT_EQ(n.tags.family, c.family) << c.name;
  }
}

}  // namespace
}  // namespace kc::names
