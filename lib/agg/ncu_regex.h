#pragma once
// The regular expression that picks a sweep's top kernels out of a profiled program for ncu.

#include <string>
#include <string_view>

namespace kc::agg {

/// The pattern of one kernel as ncu prints its name with --kernel-name-base demangled (without
/// the leading `void ` and the `^`): the kernel_base, then, when `key` (its kernel_key, "" when
/// unknown) is that base with a template argument list of names, numbers, `<>,*&` and `::`
/// only, that argument list too, so that only this instantiation matches. Spelling that differs
/// between demanglers is allowed for: `(anonymous namespace)` or ncu's `<unnamed>`, spaces
/// around punctuation (`char*`, `char *`, `> >`), numbers with a cast or a suffix (`(int)4`,
/// `4ul`). Keys the pattern cannot follow (lambdas, `const`, function types) match by base, as
/// every instantiation does. `:` is written `.`: ncu's --kernel-id splits its value at `:`.
std::string NcuNamePattern(std::string_view key, std::string_view base);

}  // namespace kc::agg
