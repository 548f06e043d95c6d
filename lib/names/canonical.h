#pragma once
// Kernel names as the profilers print them, made comparable: demangling, one spelling for the
// constructs that ncu, nsys and PyTorch's profiler print differently, and the parts of a name
// (return type, qualified name, template arguments, parameter list).
#include <string>
#include <string_view>

namespace kc::names {

/// Demangles an Itanium C++ ABI name (`_Z...`) with the C++ runtime's demangler (libiberty's past
/// 1,024 characters; both behind a pass with libiberty's that caps the output), after dropping
/// the prefix nvcc puts before the mangled name of a function of internal linkage
/// (`__nv_static_<n>__<module id>__Z...`). A name that is not mangled is returned as it is. A
/// mangled name the demangler rejects (truncated, broken), one over 8,192 characters and one
/// whose substitutions nest so that it would print over 1 MiB (a few hundred characters can) are
/// returned as they are (without that prefix) with `*failed` set. OpenMP offload kernels (NVHPC's
/// `nvkernel_…_F<n>L<line>_<n>`, Clang's `__omp_offloading_<device>_<file>_…_l<line>`) keep their
/// name with the mangled function in it made the function's own name:
/// `nvkernel__Z7entropyPfPKcii_F1L28_2` → `nvkernel_entropy_F1L28_2`.
std::string Demangle(std::string_view name, bool* failed);

/// Where the function's name lies in an OpenMP offload kernel's name (NVHPC's
/// `nvkernel_<function>_F<n>L<line>_<n>`, Clang's
/// `__omp_offloading_<device>_<file>_<function>_l<line>`): sets [`*begin`, `*end`) and returns
/// true; false for any other name.
bool OffloadFunction(std::string_view name, size_t* begin, size_t* end);

/// One spelling for the same demangled name whichever tool printed it:
///   `<unnamed>` and ncu's broken `unnamed>::` → `(anonymous namespace)`,
///   `[lambda(A) (instance N)]` → `{lambda(A)#N}`, `operator ()` → `operator()`,
///   `(int)4`, `4u`, `2ul`, `int=4` → `4`; `(bool)1`, `bool=1` → `true`,
///   `char *` → `char*`, `> >` → `>>`, `const T*` → `T const*`, runs of blanks → one space.
/// Pure and total: any text gives some result (truncated names included).
std::string Canonicalise(std::string_view demangled);

/// The parts of a canonical name: views into the string given to SplitName, but `template_args`
/// and `base`, which are built (a mangled name's are read out of it).
struct NameParts {
  std::string_view return_type;  ///< text before the name (`void`), may be empty
  std::string_view qualified;    ///< qualified name with template arguments
  std::string template_args;     ///< inside of the name's last top-level `<...>`, may be empty
  std::string_view params;       ///< the parameter list from its `(`, may be empty
  std::string base;              ///< `qualified` without template arguments (see KernelBase)
};

/// Splits a canonical name. `base` is the qualified function name without return type,
/// template arguments, parameter list and ABI tag (`[abi:cxx11]`); for a name without a signature
/// (Triton, cuBLAS) it is the name with a numeric uniquifying suffix (`_0`) removed. A name
/// shortened in the middle (`head~~tail`, as Caliper prints long names) is split as its head, a
/// name cut short. A mangled name the demangler rejected (cut short by a tool) has as base the
/// qualified name it starts with (`_ZN2at6native18elementwise_kernelILi128E…` →
/// `at::native::elementwise_kernel`) when that part is whole, else the text as it is; its template
/// arguments are the qualified name its first one starts with, when that is a name
/// (`_ZN7cutlass13device_kernelIN5flash16FlashAttnFwdSm90I…` → `flash::FlashAttnFwdSm90`), else
/// empty; it has no parameters. A CuTe-DSL kernel's base ends before its arguments
/// (`kernel_cutlass_kernel_<module><Class>`, without `_object_at_…`). A SYCL kernel, named by a
/// type (`typeinfo name for <type>`, as DPC++ names them), is all qualified name, without return
/// type or parameters; its base is the last name in the type when the type is declared in a
/// function (`main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::relu`
/// → `relu`), the function when that last name is a lambda (→ `main`), else as above.
NameParts SplitName(std::string_view canonical);

}  // namespace kc::names
