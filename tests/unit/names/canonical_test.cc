// Demangling, canonical spelling, name parts, and the proof that the same kernel printed by
// different tools gets one kernel_key and kernel_base (pairs taken from the corpus names).
#include "names/canonical.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "names/normaliser.h"
#include "names/rules.h"

namespace kc::names {
namespace {

TEST(Demangle, Table) {
  bool failed = true;
  EXPECT_EQ(Demangle("_Z11mathKernel1Pf", &failed), "mathKernel1(float*)");
  EXPECT_FALSE(failed);
  EXPECT_EQ(Demangle("ampere_sgemm_128x64_nn", &failed), "ampere_sgemm_128x64_nn");
  EXPECT_FALSE(failed);
  EXPECT_EQ(Demangle("void f<1>(int)", &failed), "void f<1>(int)");
  EXPECT_FALSE(failed);
  // nvcc's prefix for a function of internal linkage.
  EXPECT_EQ(Demangle("__nv_static_59__46_tmpxft_0001a605_00000000_6_cabana_code_cpp1_ii_a54055bf_"
                     "_Z11mathKernel1Pf",
                     &failed),
            "mathKernel1(float*)");
  EXPECT_FALSE(failed);
  EXPECT_EQ(Demangle("__nv_static_not_mangled", &failed), "__nv_static_not_mangled");
  EXPECT_FALSE(failed);
  // OpenMP offload kernels (NVHPC, Clang): the function's mangled name becomes its own name.
  EXPECT_EQ(Demangle("nvkernel__Z7entropyPfPKcii_F1L28_2", &failed), "nvkernel_entropy_F1L28_2");
  EXPECT_FALSE(failed);
  EXPECT_EQ(
      Demangle("nvkernel__ZN19_INTERNAL_4_cg_c_nz9conj_gradEPiS0_PdS1_S1_S1_S1_S1_S1__F1L357_22",
               &failed),
      "nvkernel_conj_grad_F1L357_22");
  EXPECT_EQ(Demangle("nvkernel__Z11entropy_optILi16ELi16EEvPfPKcPKfS4_ii_F1L92_6", &failed),
            "nvkernel_entropy_opt_F1L92_6");
  EXPECT_EQ(Demangle("nvkernel_main_F1L240_14", &failed), "nvkernel_main_F1L240_14");
  EXPECT_EQ(Demangle("nvkernel__Zbroken_F1L2_3", &failed), "nvkernel__Zbroken_F1L2_3");
  EXPECT_EQ(Demangle("nvkernel__Z7entropyPfPKcii", &failed), "nvkernel__Z7entropyPfPKcii");
  EXPECT_EQ(Demangle("__omp_offloading_2d_18a8108__Z2mmlllid_l28.kd", &failed),
            "__omp_offloading_2d_18a8108_mm_l28.kd");
  EXPECT_EQ(Demangle("__omp_offloading_10302_bd3b9a__ZN3foo5triadEPdS0_S0__l41", &failed),
            "__omp_offloading_10302_bd3b9a_triad_l41");
  EXPECT_EQ(Demangle("__omp_offloading_10302_bd3b9a_main_l25", &failed),
            "__omp_offloading_10302_bd3b9a_main_l25");
  EXPECT_EQ(Demangle("__omp_offloading_31_18a8104__Z_1...", &failed),
            "__omp_offloading_31_18a8104__Z_1...");
  EXPECT_FALSE(failed);
  // Truncated by the profiler: kept as it is, flagged.
  EXPECT_EQ(Demangle("_ZN10tensorflow64_GLOBAL__N__1_1...", &failed),
            "_ZN10tensorflow64_GLOBAL__N__1_1...");
  EXPECT_TRUE(failed);
}

// libstdc++'s demangler refuses names over 1,024 characters; CUTLASS 3 kernels are often longer.
// Such names are demangled (libiberty, without that guard) up to 8,192 characters; longer ones
// are kept as they are, flagged.
TEST(Demangle, LongNames) {
  auto mangled = [](size_t n) {  // kernel(T*) with a class name of n letters
    return "_Z6kernelP" + std::to_string(n) + std::string(n, 'T');
  };
  bool failed = true;
  for (size_t n : {1100, 3000, 8000}) {
    EXPECT_EQ(Demangle(mangled(n), &failed), "kernel(" + std::string(n, 'T') + "*)") << n;
    EXPECT_FALSE(failed) << n;
  }
  // A CUTLASS-shaped name past 1,024 characters: a kernel over a pack of 80 class templates.
  std::string nested = "_ZN7cutlass13device_kernelIJ";
  for (int i = 0; i < 80; ++i) nested += "N4cute1CILi" + std::to_string(i) + "EEE";
  nested += "EEEvv";
  ASSERT_GT(nested.size(), 1024u);
  std::string d = Demangle(nested, &failed);
  EXPECT_FALSE(failed);
  EXPECT_TRUE(d.starts_with("void cutlass::device_kernel<cute::C<0>, cute::C<1>, ")) << d;
  EXPECT_TRUE(d.ends_with("cute::C<79>>()") || d.ends_with("cute::C<79> >()")) << d;
  const std::string too_long = mangled(9000);
  EXPECT_EQ(Demangle(too_long, &failed), too_long);
  EXPECT_TRUE(failed);
}

// f(P1, P2, …, Pk) with P1 = std::pair<int, int> and each next one a pair of the one before,
// written as substitutions (`S_I S<i>_ S<i>_ E`): k levels print about 2^k times as long as they
// are. The demangler prints what fits in 1 MiB; past it (k = 15 prints 1.08 MB, k = 30 would
// print 35 GB) the name stays as it is, flagged, at once.
TEST(Demangle, NestedSubstitutionsThatPrintTooLong) {
  auto nested = [](int k) {
    std::string m = "_Z1fSt4pairIiiE";
    for (int i = 1; i < k; ++i) {
      // S0_ is pair<int, int>, S1_ the next pair, …: the sequence id i - 1 in base 36
      const std::string s =
          std::string("S") + static_cast<char>(i - 1 < 10 ? '0' + (i - 1) : 'A' + (i - 11)) + "_";
      m += "S_I" + s + s + "E";
    }
    return m;
  };
  bool failed = true;
  std::string d = Demangle(nested(10), &failed);  // 33,640 characters
  EXPECT_FALSE(failed);
  EXPECT_EQ(d.size(), 33640u);
  EXPECT_TRUE(
      d.starts_with("f(std::pair<int, int>, std::pair<std::pair<int, int>, std::pair<int, "
                    "int> >, "))
      << d.substr(0, 200);
  for (int k : {15, 30}) {
    const std::string m = nested(k);
    EXPECT_EQ(Demangle(m, &failed), m) << k;
    EXPECT_TRUE(failed) << k;
  }
}

TEST(Canonicalise, Table) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"at::native::<unnamed>::f", "at::native::(anonymous namespace)::f"},
      {"void vectorized_elementwise_kernel<4, unnamed>::silu_kernel",
       "void vectorized_elementwise_kernel<4, (anonymous namespace)::silu_kernel"},
      {"void unnamed>::CatArrayBatchedCopy<unnamed>::OpaqueType<2>, unsigned int, 4>(T1 *)",
       "void (anonymous namespace)::CatArrayBatchedCopy<(anonymous namespace)::OpaqueType<2>, "
       "unsigned int, 4>(T1*)"},
      // nvcc's name for the anonymous namespace as older demanglers print it; not a namespace: kept
      {"void tf::_GLOBAL__N__42_tmpxft_0000ab12_00000000_6_op_cpp1_ii_9f8e7d6c::K<float>(float*)",
       "void tf::(anonymous namespace)::K<float>(float*)"},
      {"void _GLOBAL__N__42_tmpxft_0000ab12_x_ii_9f8e7d6c(int)",
       "void _GLOBAL__N__42_tmpxft_0000ab12_x_ii_9f8e7d6c(int)"},
      {"my_GLOBAL__N_x::f", "my_GLOBAL__N_x::f"},
      {"f<g()::[lambda(float, float) (instance 1)]>", "f<g()::{lambda(float, float)#1}>"},
      {"f<[lambda(int) (instance 12)]>", "f<{lambda(int)#12}>"},
      // Nsight Compute cut the namespaces, and the `[` after the last `::`, from the lambda
      {"void k<2, lambda(float, float) (instance 1)], A<char *, 6>>(int, T2)",
       "void k<2, {lambda(float, float)#1}, A<char*, 6>>(int, T2)"},
      {"void g<P<256, F::f(int &) lambda(int) (instance 2)], 3>>(T1)",
       "void g<P<256, F::f(int&) {lambda(int)#2}, 3>>(T1)"},
      {"f<my_lambda(int) (instance 1)]>", "f<my_lambda(int) (instance 1)]>"},
      {"f<lambda(int)>(int)", "f<lambda(int)>(int)"},
      {"a::operator ()() const", "a::operator()() const"},
      {"f<(int)4, (unsigned int)4, (long)-2, (bool)1, (bool)0>", "f<4, 4, -2, true, false>"},
      {"f<4u, 2ul, 1ull, 7l>", "f<4, 2, 1, 7>"},
      {"f<int=32, bool=1>(int*)", "f<32, true>(int*)"},
      {"f<(cudf::kind)1>", "f<(cudf::kind)1>"},
      {"f(char *, T1 &, A<B<int> >)", "f(char*, T1&, A<B<int>>)"},
      {"f(const T1 *, const unsigned char *, const Eigen::half &)",
       "f(T1 const*, unsigned char const*, Eigen::half const&)"},
      {"A<const B<const C>>", "A<B<C const> const>"},
      {"  f(  int ,  float )  ", "f(int, float)"},
      {"cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4",
       "cutlass_80_tensorop_s1688gemm_128x128_32x3_tn_align4"},
      {"f<(int)4, (int)…", "f<4, (int)…"},
      // Types of more than one word; words that only start like a type, or end with `const`.
      {"f<unsigned int=3, unsigned char=2, signed char=-1>", "f<3, 2, -1>"},
      {"f<(unsigned long long)5, (signed char)-3>(x)", "f<5, -3>(x)"},
      {"f<myint=3, int2=4, (myint)3>", "f<myint=3, int2=4, (myint)3>"},
      {"f(myconst int, const_t const *, const int*, const A<const B>&) const",
       "f(myconst int, const_t const*, int const*, A<B const> const&) const"},
  };
  for (const auto& [in, want] : cases) EXPECT_EQ(Canonicalise(in), want) << in;
}

TEST(SplitName, Table) {
  struct Case {
    std::string name, ret, qualified, targs, params, base;
  };
  const std::vector<Case> cases = {
      {"void at::native::vectorized_elementwise_kernel<4, at::native::F<float>>(int, T2, T3)",
       "void", "at::native::vectorized_elementwise_kernel<4, at::native::F<float>>",
       "4, at::native::F<float>", "(int, T2, T3)", "at::native::vectorized_elementwise_kernel"},
      {"void at::native::(anonymous namespace)::f<float>(int)", "void",
       "at::native::(anonymous namespace)::f<float>", "float", "(int)",
       "at::native::(anonymous namespace)::f"},
      {"std::enable_if<!T7, void>::type internal::gemvx::kernel<int, float>(P)",
       "std::enable_if<!T7, void>::type", "internal::gemvx::kernel<int, float>", "int, float",
       "(P)", "internal::gemvx::kernel"},
      {"triton_poi_fused_add_mul_0", "", "triton_poi_fused_add_mul_0", "", "",
       "triton_poi_fused_add_mul"},
      {"ampere_sgemm_128x64_nn", "", "ampere_sgemm_128x64_nn", "", "", "ampere_sgemm_128x64_nn"},
      {"mathKernel1(float*)", "", "mathKernel1", "", "(float*)", "mathKernel1"},
      {"a::f(int)::{lambda()#1}::operator()() const", "", "a::f", "",
       "(int)::{lambda()#1}::operator()() const", "a::f"},
      // An ABI tag is no part of the base (GCC's; Numba's carries its target and flags).
      {"std::string ns::name[abi:cxx11](int)", "std::string", "ns::name[abi:cxx11]", "", "(int)",
       "ns::name"},
      {"cudapy::m::k[abi:v1,cw51cXTLSU_3d](Array<float, 1, C, mutable, aligned>)", "",
       "cudapy::m::k[abi:v1,cw51cXTLSU_3d]", "", "(Array<float, 1, C, mutable, aligned>)",
       "cudapy::m::k"},
      {"T& vec::operator[](int)", "T&", "vec::operator[]", "", "(int)", "vec::operator[]"},
      // Truncated by nsys: the open template argument list runs to the end.
      {"void at::native::index_elementwise_kernel<128, 4, void at::native::g<void …", "void",
       "at::native::index_elementwise_kernel<128, 4, void at::native::g<void …",
       "128, 4, void at::native::g<void …", "", "at::native::index_elementwise_kernel"},
      // Shortened in the middle by Caliper: the head is the name.
      {"pack_left_buff~~le*, double*, int)", "", "pack_left_buff", "", "", "pack_left_buff"},
      {"void ns::f<float, ~~>(int)", "void", "ns::f<float, ", "float, ", "", "ns::f"},
      // Mangled and cut short (the demangler rejects it): the base is the qualified name it
      // starts with, when that is whole.
      {"_ZN2at6native18elementwise_kernelILi128ELi2EZNS0_22gpu_kernel_impl_nocastINS0_15...", "",
       "_ZN2at6native18elementwise_kernelILi128ELi2EZNS0_22gpu_kernel_impl_nocastINS0_15...", "",
       "", "at::native::elementwise_kernel"},
      {"_ZN2at6native53_GLOBAL__N__87a90936_20_layer_norm_kernel_cu_3ff0b71f28vectorized_layer_"
       "norm_kernelIffLb0EEEviT0_PKT_S6_S...",
       "",
       "_ZN2at6native53_GLOBAL__N__87a90936_20_layer_norm_kernel_cu_3ff0b71f28vectorized_layer_"
       "norm_kernelIffLb0EEEviT0_PKT_S6_S...",
       "", "", "at::native::(anonymous namespace)::vectorized_layer_norm_kernel"},
      {"_ZNK3foo3barEv...", "", "_ZNK3foo3barEv...", "", "", "foo::bar"},
      {"_ZL12local_kernelPfi...", "", "_ZL12local_kernelPfi...", "", "", "local_kernel"},
      {"_ZNSt4sortEv_", "", "_ZNSt4sortEv_", "", "", "std::sort"},
      // Its template arguments: the name the first one starts with (a launcher's kernel is its
      // argument's), also when cut inside it; none when that is a literal or a substitution.
      {"_ZN7cutlass13device_kernelIN5flash16FlashAttnFwdSm90IN4cute5tupleIJNS2_1CILi1...", "",
       "_ZN7cutlass13device_kernelIN5flash16FlashAttnFwdSm90IN4cute5tupleIJNS2_1CILi1...",
       "flash::FlashAttnFwdSm90", "", "cutlass::device_kernel"},
      {"_ZN7cutlass7Kernel2I45cutlass_80_tensorop_s16816fprop_optimized_f1...", "",
       "_ZN7cutlass7Kernel2I45cutlass_80_tensorop_s16816fprop_optimized_f1...",
       "cutlass_80_tensorop_s16816fprop_optimized_f1...", "", "cutlass::Kernel2"},
      {"_ZN7cutlass13device_kernelIN10flashinfer4gemm55Devic…", "",
       "_ZN7cutlass13device_kernelIN10flashinfer4gemm55Devic…", "flashinfer::gemm::Devic…", "",
       "cutlass::device_kernel"},
      {"_Z6kernelI4PairEvPT_...", "", "_Z6kernelI4PairEvPT_...", "Pair", "", "kernel"},
      {"_ZN7cutlass6KernelINS_4conv6kernel...", "", "_ZN7cutlass6KernelINS_4conv6kernel...", "", "",
       "cutlass::Kernel"},
      // Cut inside an identifier after a scope: that scope, then the text as it is.
      {"_ZN10tensorflow64_GLOBAL__N__d_2...", "", "_ZN10tensorflow64_GLOBAL__N__d_2...", "", "",
       "tensorflow::_GLOBAL__N__d_2..."},
      {"_ZN2at6native29vectorized_elementwise_ker…", "",
       "_ZN2at6native29vectorized_elementwise_ker…", "", "",
       "at::native::vectorized_elementwise_ker…"},
      // Cut inside the first identifier, or a construct not read: the text as it is.
      {"_Z15add_bias_ker...", "", "_Z15add_bias_ker...", "", "", "_Z15add_bias_ker..."},
      {"_ZN3foo3bar...", "", "_ZN3foo3bar...", "", "", "_ZN3foo3bar..."},
      {"_ZZ4mainE1k...", "", "_ZZ4mainE1k...", "", "", "_ZZ4mainE1k..."},
      {"_ZN99999999999999999999999foo...", "", "_ZN99999999999999999999999foo...", "", "",
       "_ZN99999999999999999999999foo..."},
      // A length past the text's end after a scope is a cut, however many digits it has (2^64 + 1
      // would wrap to 1 without the cap and read `b` as the identifier).
      {"_ZN3foo18446744073709551617bar...", "", "_ZN3foo18446744073709551617bar...", "", "",
       "foo::bar..."},
      // CuTe DSL: a method's object (module path and class) ends the base; the arguments after
      // `_object_at_` change with the shape. Without the object, the name stays whole.
      {"kernel_cutlass_kernel_pkgnormRMSNormKernel_object_at__tensorptrbf16gmemalign128o40961_0",
       "",
       "kernel_cutlass_kernel_pkgnormRMSNormKernel_object_at__tensorptrbf16gmemalign128o40961_0",
       "", "", "kernel_cutlass_kernel_pkgnormRMSNormKernel"},
      {"kernel_cutlass_add_tensorptrf32gmem_0", "", "kernel_cutlass_add_tensorptrf32gmem_0", "", "",
       "kernel_cutlass_add_tensorptrf32gmem"},
      {"my_object_at_kernel_1", "", "my_object_at_kernel_1", "", "", "my_object_at_kernel"},
      // A SYCL kernel is named by a type: all of it is the qualified name (kernels declared in one
      // function keep apart); the base is the type's own last name, or for a lambda the function
      // that holds it; a type at namespace scope splits as a function's name would.
      {"Typeinfo name for main::{lambda(sycl::_V1::handler&)#3}::operator()(sycl::_V1::handler&) "
       "const::relu_grad",
       "",
       "main::{lambda(sycl::_V1::handler&)#3}::operator()(sycl::_V1::handler&) const::relu_grad",
       "", "", "relu_grad"},
      {"typeinfo name for f(int)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) "
       "const::k<float, 4>",
       "",
       "f(int)::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::k<float, "
       "4>",
       "float, 4", "", "k"},
      {"Typeinfo name for main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) "
       "const::{lambda(sycl::_V1::nd_item<1>)#2}",
       "",
       "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) "
       "const::{lambda(sycl::_V1::nd_item<1>)#2}",
       "", "", "main"},
      {"Typeinfo name for ns::attend(float const*, int)::{lambda(sycl::_V1::nd_item<1>)#1}", "",
       "ns::attend(float const*, int)::{lambda(sycl::_V1::nd_item<1>)#1}", "", "", "ns::attend"},
      {"typeinfo name for gmx::NbnxmKernel<true, (Nbnxm::ElecType)1>", "",
       "gmx::NbnxmKernel<true, (Nbnxm::ElecType)1>", "true, (Nbnxm::ElecType)1", "",
       "gmx::NbnxmKernel"},
      // The words alone (no type after them) split as any text would.
      {"typeinfo name for ", "typeinfo name for", "", "", "", ""},
      {"", "", "", "", "", ""},
  };
  for (const auto& c : cases) {
    NameParts p = SplitName(c.name);
    EXPECT_EQ(p.return_type, c.ret) << c.name;
    EXPECT_EQ(p.qualified, c.qualified) << c.name;
    EXPECT_EQ(p.template_args, c.targs) << c.name;
    EXPECT_EQ(p.params, c.params) << c.name;
    EXPECT_EQ(p.base, c.base) << c.name;
  }
}

// Names of one kernel as different tools printed them (all from ../shared/corpus/names).
TEST(CrossTool, SameKeyAndBase) {
  const std::vector<std::vector<std::string>> groups = {
      // nsys stats (ncu-style demangler) vs PyTorch profiler trace
      {"void at::native::reduce_kernel<(int)128, (int)4, at::native::ReduceOp<float, "
       "at::native::func_wrapper_t<float, at::native::sum_functor<float, float, float>::operator "
       "()(at::TensorIterator &)::[lambda(float, float) (instance 1)]>, unsigned int, float, "
       "(int)4>>(T3)",
       "void at::native::reduce_kernel<128, 4, at::native::ReduceOp<float, "
       "at::native::func_wrapper_t<float, at::native::sum_functor<float, float, "
       "float>::operator()(at::TensorIterator&)::{lambda(float, float)#1}>, unsigned int, float, "
       "4> >(at::native::ReduceOp<float, at::native::func_wrapper_t<float, "
       "at::native::sum_functor<float, float, "
       "float>::operator()(at::TensorIterator&)::{lambda(float, "
       "float)#1}>, unsigned int, float, 4>)"},
      // PyTorch profiler vs ncu text vs nsys text (the last truncated after the template list)
      {"void at::native::(anonymous namespace)::CatArrayBatchedCopy<float, unsigned int, 2, 128, "
       "1>(float*, at::native::(anonymous namespace)::CatArrInputTensorMetadata<float, unsigned "
       "int, 128, 1>, at::native::(anonymous namespace)::TensorSizeStride<unsigned int, 4u>, int, "
       "unsigned int)",
       "void at::native::<unnamed>::CatArrayBatchedCopy<float, unsigned int, (int)2, (int)128, "
       "(int)1>(T1 *, at::native::<unnamed>::CatArrInputTensorMetadata<T1, T2, T4, T5>, "
       "at::native::<unnamed>::TensorSizeStride<T2, (unsigned int)4>, int, T2)",
       "void at::native::<unnamed>::CatArrayBatchedCopy<float, unsigned int, (int)2, (int)128, "
       "(int)1>(T1 *…"},
      {"void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<float, float>(int, "
       "float, float const*, float const*, float const*, float*, float*, float*)",
       "void at::native::<unnamed>::vectorized_layer_norm_kernel<float, float>(int, T2, const T1 "
       "*, const T1 *, const T1 *, T2 *, T2 *, T1 *)"},
      // nsys SQLite (mangled) vs the casio kernel list
      {"_ZN7cutlass6KernelI53cutlass_75_tensorop_f16_s1688gemm_f16_64x64_nn_align1EEvNT_6ParamsE",
       "void cutlass::Kernel<cutlass_75_tensorop_f16_s1688gemm_f16_64x64_nn_align1>(T1::Params)"},
      // PyTorch profiler vs nsys text
      {"void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_64x64_16x6_nn_align4>(cutlass_80_"
       "tensorop_s1688gemm_64x64_16x6_nn_align4::Params)",
       "void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_64x64_16x6_nn_align4>(T1::Params)"},
      // nsys SQLite (mangled) vs ncu (nvcc's int=32)
      {"_Z13matrixMulCUDAILi32EEvPfS0_S0_ii",
       "void matrixMulCUDA<int=32>(float*,float*,float*,int,int)"},
      // mangled vs ncu vs nsys short name
      {"_Z11mathKernel1Pf", "mathKernel1(float *)", "mathKernel1"},
      {"_ZN10tensorflow14BiasNHWCKernelIN5Eigen4halfEEEviPKT_S5_PS3_i",
       "void tensorflow::BiasNHWCKernel<Eigen::half>(int, const T1 *, const T1 *, T1 *, int)"},
      {"_Z19splitKreduce_kernelILi32ELi16Ei6__halfS0_fS0_Lb1ELb0ELb0EEv18cublasSplitKParamsIT4_"
       "EPKT2_PKT3_PS7_PKS2_SC_PKT5_S6_PSD_PvlPS2_Pi",
       "void splitKreduce_kernel<(int)32, (int)16, int, __half, __half, float, __half, (bool)1, "
       "(bool)0, (bool)0>(cublasSplitKParams<T6>, const T4 *, const T5 *, T5 *, const T6 *, const "
       "T6 *, const T7 *, const T4 *, T7 *, void *, long, T6 *, int *)"},
  };
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add(RuleSet::BuiltinText(), "rules.tsv", &error)) << error;
  for (const auto& g : groups) {
    NormalisedName first = Normalise(g[0], rules);
    for (size_t i = 1; i < g.size(); ++i) {
      NormalisedName n = Normalise(g[i], rules);
      EXPECT_EQ(n.key, first.key) << g[i];
      EXPECT_EQ(n.base, first.base) << g[i];
      EXPECT_EQ(n.tags.library, first.tags.library) << g[i];
      EXPECT_EQ(n.tags.family, first.tags.family) << g[i];
    }
  }
}

// A SYCL kernel (named by a type): the mangled typeinfo name and nsys's spelling of it are one
// kernel, and two kernels declared in one function are two.
TEST(Normalise, SyclKernelsKeepTheirOwnNames) {
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add(RuleSet::BuiltinText(), "rules.tsv", &error)) << error;
  NormalisedName mangled =
      Normalise("_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E8MyKernel", rules);
  NormalisedName nsys = Normalise(
      "Typeinfo name for main::[lambda(sycl::_V1::handler &) (instance 1)]::operator "
      "()(sycl::_V1::handler &) const::MyKernel",
      rules);
  EXPECT_EQ(
      mangled.key,
      "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::MyKernel");
  EXPECT_EQ(nsys.key, mangled.key);
  EXPECT_EQ(mangled.base, "MyKernel");
  EXPECT_EQ(nsys.base, "MyKernel");
  NormalisedName other = Normalise(
      "Typeinfo name for main::[lambda(sycl::_V1::handler &) (instance 1)]::operator "
      "()(sycl::_V1::handler &) const::OtherKernel",
      rules);
  EXPECT_NE(other.key, mangled.key);
  EXPECT_EQ(other.base, "OtherKernel");
}

TEST(Normalise, KeyDropsReturnTypeAndParameters) {
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add(RuleSet::BuiltinText(), "rules.tsv", &error)) << error;
  NormalisedName n = Normalise(
      "_ZN2at6native29vectorized_elementwise_kernelILi4ENS0_"
      "11FillFunctorIfEESt5arrayIPcLy1EEEEviT0_T1_",
      rules);
  EXPECT_EQ(
      n.demangled,
      "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
      "std::array<char*, 1ull> >(int, at::native::FillFunctor<float>, std::array<char*, 1ull>)");
  EXPECT_EQ(n.key,
            "at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
            "std::array<char*, 1>>");
  EXPECT_EQ(n.base, "at::native::vectorized_elementwise_kernel");
  EXPECT_FALSE(n.demangle_failed);
  // The members, with tag_rule naming the rules file's lines (null: no rule set the tag).
  RuleSet mine;
  ASSERT_TRUE(
      mine.Add("# two rules\nbase\t^triton_poi_\ttriton\telementwise\n"
               "base\t^tensorflow::\ttensorflow\t-\n",
               "u.tsv", &error))
      << error;
  EXPECT_EQ(MembersJson(Normalise("triton_poi_fused_add_0", mine)),
            R"("kernel_demangled":"triton_poi_fused_add_0","kernel_base":"triton_poi_fused_add",)"
            R"("kernel_key":"triton_poi_fused_add_0","library":"triton","family":"elementwise",)"
            R"("tag_rule":{"library":"u.tsv:2","family":"u.tsv:2"},)"
            R"("features":{"fused_ops":["add"]})");
  EXPECT_EQ(MembersJson(Normalise("_ZN10tensorflow64_GLOBAL__N__1_1...", mine)),
            R"("kernel_demangled":"_ZN10tensorflow64_GLOBAL__N__1_1...",)"
            R"("kernel_base":"tensorflow::_GLOBAL__N__1_1...",)"
            R"("kernel_key":"_ZN10tensorflow64_GLOBAL__N__1_1...","library":"tensorflow",)"
            R"("family":"other","tag_rule":{"library":"u.tsv:3","family":null},"features":{},)"
            R"("demangle_failed":true)");
  EXPECT_EQ(
      MembersJson(Normalise("zzz", mine)).find(R"("tag_rule":{"library":null,"family":null})") !=
          std::string::npos,
      true);
}

TEST(Explain, FormsMatchingRulesAndTags) {
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(
      rules.Add("base\t^my_\tmylib\t-\tours\nbase\t(?i)GEMM\t-\tgemm\n"
                "name\tmy_\tother_lib\tcopy\n",
                "my.tsv", &error))
      << error;
  EXPECT_EQ(Explain("void my_sgemm<4>(float*)", rules),
            "name:       void my_sgemm<4>(float*)\n"
            "canonical:  void my_sgemm<4>(float*)\n"
            "base:       my_sgemm\n"
            "targs:      4\n"
            "rules that match, in order:\n"
            "  my.tsv:1\tbase\t^my_\tmylib\t-\t<- sets library\n"
            "  my.tsv:2\tbase\t(?i)GEMM\t-\tgemm\t<- sets family\n"
            "  my.tsv:3\tname\tmy_\tother_lib\tcopy\n"
            "library:    mylib (rule my.tsv:1)\n"
            "family:     gemm (rule my.tsv:2)\n");
  EXPECT_EQ(Explain("zzz", rules),
            "name:       zzz\ncanonical:  zzz\nbase:       zzz\ntargs:      \n"
            "rules that match: none\n"
            "library:    other (default: no rule sets it)\n"
            "family:     other (default: no rule sets it)\n");
}

TEST(Explain, OffloadKernelFamilyReadOnItsFunction) {
  // An OpenMP offload kernel's family comes from the rules read on its function as the base; its
  // library from the rules read on the whole name, so a port named like a library's kernel stays
  // the default.
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add("base\t^my_\tmylib\tcopy\nbase\t_l\\d+$\t-\tother\n", "my.tsv", &error))
      << error;
  EXPECT_EQ(
      Explain("nvkernel_my_sum_F1L7_2", rules),
      "name:       nvkernel_my_sum_F1L7_2\n"
      "canonical:  nvkernel_my_sum_F1L7_2\n"
      "base:       nvkernel_my_sum_F1L7\n"
      "targs:      \n"
      "rules that match: none\n"
      "function:   my_sum (an OpenMP offload kernel's: the family is read on it as the base)\n"
      "rules that match the function, in order:\n"
      "  my.tsv:1\tbase\t^my_\tmylib\tcopy\t<- sets family\n"
      "library:    other (default: no rule sets it)\n"
      "family:     copy (rule my.tsv:1)\n");
  EXPECT_EQ(
      Explain("__omp_offloading_2d_18a8108_my_sum_l28", rules),
      "name:       __omp_offloading_2d_18a8108_my_sum_l28\n"
      "canonical:  __omp_offloading_2d_18a8108_my_sum_l28\n"
      "base:       __omp_offloading_2d_18a8108_my_sum_l28\n"
      "targs:      \n"
      "rules that match, in order:\n"
      "  my.tsv:2\tbase\t_l\\d+$\t-\tother\n"
      "function:   my_sum (an OpenMP offload kernel's: the family is read on it as the base)\n"
      "rules that match the function, in order:\n"
      "  my.tsv:1\tbase\t^my_\tmylib\tcopy\t<- sets family\n"
      "library:    other (default: no rule sets it)\n"
      "family:     copy (rule my.tsv:1)\n");
  NormalisedName n = Normalise("__omp_offloading_2d_18a8108__Z6my_sumPfi_l28", rules);
  EXPECT_EQ(n.base, "__omp_offloading_2d_18a8108_my_sum_l28");
  EXPECT_EQ(n.tags.library, "other");
  EXPECT_EQ(n.tags.family, "copy");
  EXPECT_EQ(n.tags.family_rule, "my.tsv:1");
}

TEST(NameCache, MemoisesPerName) {
  RuleSet rules;
  std::string error;
  ASSERT_TRUE(rules.Add(RuleSet::BuiltinText(), "rules.tsv", &error)) << error;
  NameCache cache(rules);
  std::string_view a = cache.Members("ampere_sgemm_128x64_nn");
  std::string_view b = cache.Members(std::string("ampere_sgemm_128x64_nn"));
  EXPECT_EQ(a.data(), b.data());
  EXPECT_EQ(cache.size(), 1u);
}

}  // namespace
}  // namespace kc::names
