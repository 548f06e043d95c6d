// Canonicalisation is one left-to-right scan that rewrites the few constructs the profilers spell
// differently (see canonical.h), then a second scan that moves a leading `const` behind its type
// (`const T*` → `T const*`, the demangler's order). Splitting walks the canonical text once,
// counting bracket depth, treating `(anonymous namespace)` and `operator()` as atoms: the name's
// parameter list is the first top-level `(`, its return type ends at the last top-level blank. A
// SYCL kernel, named by a type (`typeinfo name for …`), has neither; its base is read from the end.
#include "names/canonical.h"

// libiberty's header declares basename(), which glibc's <string.h> declares differently for C++.
#define HAVE_DECL_BASENAME 1
#include <libiberty/demangle.h>
#undef HAVE_DECL_BASENAME
#include <cxxabi.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <csetjmp>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace kc::names {

namespace {

constexpr std::string_view kAnon = "(anonymous namespace)";
constexpr std::string_view kCuteDsl = "kernel_cutlass_";
constexpr std::string_view kCuteDslObject = "_object_at_";
// A SYCL kernel is named by a type (DPC++: the kernel name's typeinfo, `_ZTS…`); the C++
// demangler prints `typeinfo name for`, NVIDIA's `Typeinfo name for`.
constexpr std::string_view kTypeinfo = "typeinfo name for ";

bool IsIdent(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$';
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Built-in integral types that appear in casts of template arguments (`(unsigned int)4`) and in
// old nvcc's `int=4` form; both print as the bare value.
constexpr std::array<std::string_view, 14> kIntTypes = {
    "int",   "unsigned int",   "long", "unsigned long", "long long",     "unsigned long long",
    "short", "unsigned short", "char", "signed char",   "unsigned char", "unsigned",
    "bool",  "__int128"};

// Words that make up multi-word built-in types (`unsigned char`), for the const scan.
bool IsTypeWord(std::string_view w) {
  return w == "unsigned" || w == "signed" || w == "long" || w == "short" || w == "int" ||
         w == "char" || w == "double";
}

// Length of the integer literal at s[0] (optional '-', digits), 0 when none.
size_t IntLiteral(std::string_view s) {
  size_t i = 0;
  if (i < s.size() && s[i] == '-') ++i;
  size_t d = i;
  while (i < s.size() && IsDigit(s[i])) ++i;
  return i > d ? i : 0;
}

// Appends a literal value of type `type`: booleans as true/false, integers bare.
void AppendValue(std::string* out, std::string_view type, std::string_view digits) {
  if (type == "bool") {
    *out += (digits == "0") ? "false" : "true";
  } else {
    out->append(digits);
  }
}

// Whether a word (identifier characters) starts at s[from] and is followed by `end` or a blank:
// only then can one of kIntTypes followed by `end` start there (a quick test before the list).
bool MayStartType(std::string_view s, size_t from, char end) {
  size_t i = from;
  while (i < s.size() && IsIdent(s[i])) ++i;
  return i > from && i < s.size() && (s[i] == end || s[i] == ' ');
}

// Index of the ')' closing the '(' at s[open], or npos.
size_t MatchParen(std::string_view s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth == 0) return i;
  }
  return std::string_view::npos;
}

void CanonicalScan(std::string_view s, std::string* out);

// `[lambda(ARGS) (instance N)]` (or `lambda(ARGS) (instance N)]`) at s[0]: appends
// `{lambda(ARGS)#N}` and returns the length consumed, or 0 when the text does not have that shape.
size_t RewriteLambda(std::string_view s, std::string* out) {
  // Nsight Compute's names with the namespaces cut away lose the `[` that followed the last `::`
  // (`…, lambda(float, float) (instance 1)], Array<char*, 6>, …`): the `)]` after the instance
  // number still marks the lambda.
  const std::string_view kOpen = s.starts_with('[') ? "[lambda(" : "lambda(";
  size_t close = MatchParen(s, kOpen.size() - 1);
  if (close == std::string_view::npos) return 0;
  constexpr std::string_view kInst = " (instance ";
  std::string_view rest = s.substr(close + 1);
  if (rest.substr(0, kInst.size()) != kInst) return 0;
  size_t n = 0;
  while (kInst.size() + n < rest.size() && IsDigit(rest[kInst.size() + n])) ++n;
  size_t end = kInst.size() + n;
  if (n == 0 || rest.substr(end, 2) != ")]") return 0;
  *out += "{lambda(";
  CanonicalScan(s.substr(kOpen.size(), close - kOpen.size()), out);
  *out += ")#";
  out->append(rest.substr(kInst.size(), n));
  *out += '}';
  return close + 1 + end + 2;
}

// The first pass: everything except the const reordering.
void CanonicalScan(std::string_view s, std::string* out) {
  size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    std::string_view rest = s.substr(i);
    char prev = out->empty() ? '\0' : out->back();
    if (c == '<' && rest.starts_with("<unnamed>")) {
      // nsys's shortened names drop the namespaces before `<unnamed>::`, so after a template's
      // name (`CatArrayBatchedCopy<unnamed>::OpaqueType<2>, …>`) the `<` opens the template
      // argument list and `unnamed>::` is the namespace: keep the `<`.
      if (IsIdent(prev) && rest.starts_with("<unnamed>::")) *out += '<';
      out->append(kAnon);
      i += 9;
      continue;
    }
    if (c == 'u' && rest.starts_with("unnamed>::") && !IsIdent(prev) && prev != '<') {
      out->append(kAnon);
      *out += "::";
      i += 10;
      continue;
    }
    if (c == '_' && rest.starts_with("_GLOBAL__N_") && !IsIdent(prev)) {
      // The anonymous namespace as older demanglers print nvcc's name for it
      // (`tensorflow::_GLOBAL__N__71_tmpxft_…_cpp1_ii_3f470e8b::CheckNumericsKernel`).
      size_t n = 0;
      while (n < rest.size() && IsIdent(rest[n])) ++n;
      if (rest.substr(n, 2) == "::") {
        out->append(kAnon);
        i += n;
        continue;
      }
    }
    if ((c == '[' && rest.starts_with("[lambda(")) ||
        (c == 'l' && rest.starts_with("lambda(") && !IsIdent(prev))) {
      if (size_t n = RewriteLambda(rest, out)) {
        i += n;
        continue;
      }
    }
    if (c == 'o' && rest.starts_with("operator ()") && !IsIdent(prev)) {
      *out += "operator()";
      i += 11;
      continue;
    }
    if (c == '(' && MayStartType(rest, 1, ')')) {
      // A cast of an integer literal to a built-in type: `(int)4` → `4`, `(bool)1` → `true`.
      bool done = false;
      for (std::string_view t : kIntTypes) {
        if (rest.size() > t.size() + 2 && rest.substr(1, t.size()) == t &&
            rest[t.size() + 1] == ')') {
          size_t n = IntLiteral(rest.substr(t.size() + 2));
          if (n && (t.size() + 2 + n == rest.size() || !IsIdent(rest[t.size() + 2 + n]))) {
            AppendValue(out, t, rest.substr(t.size() + 2, n));
            i += t.size() + 2 + n;
            done = true;
            break;
          }
        }
      }
      if (done) continue;
    }
    if ((prev == '<' || prev == ' ' || prev == ',') && !IsDigit(c) && MayStartType(rest, 0, '=')) {
      // Old nvcc's `int=4` / `bool=1` template arguments.
      bool done = false;
      for (std::string_view t : kIntTypes) {
        if (rest.size() > t.size() + 1 && rest.substr(0, t.size()) == t && rest[t.size()] == '=') {
          size_t n = IntLiteral(rest.substr(t.size() + 1));
          if (n) {
            AppendValue(out, t, rest.substr(t.size() + 1, n));
            i += t.size() + 1 + n;
            done = true;
            break;
          }
        }
      }
      if (done) continue;
    }
    if ((IsDigit(c) || (c == '-' && rest.size() > 1 && IsDigit(rest[1]))) && !IsIdent(prev)) {
      // An integer literal: drop its type suffix (`4u`, `2ul`, `1ull`, `3l`).
      size_t n = IntLiteral(rest);
      size_t m = n;
      while (m < rest.size() && m - n < 3 &&
             (rest[m] == 'u' || rest[m] == 'l' || rest[m] == 'U' || rest[m] == 'L')) {
        ++m;
      }
      if (m == rest.size() || !IsIdent(rest[m])) {
        out->append(rest.substr(0, n));
        i += m;
        continue;
      }
      // Part of an identifier-like token (`128x64`): copy the whole token.
      while (m < rest.size() && IsIdent(rest[m])) ++m;
      out->append(rest.substr(0, m));
      i += m;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      size_t j = i;
      while (j < s.size() && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r')) ++j;
      char next = j < s.size() ? s[j] : '\0';
      bool drop = out->empty() || next == '\0' || next == '*' || next == '&' || next == '>' ||
                  next == ')' || next == ',' || next == ']' || prev == '(' || prev == '<' ||
                  prev == '[' || prev == ' ';
      if (!drop) *out += ' ';
      i = j;
      continue;
    }
    if (IsIdent(c)) {
      size_t m = 1;
      while (m < rest.size() && IsIdent(rest[m])) ++m;
      out->append(rest.substr(0, m));
      i += m;
      continue;
    }
    *out += c;
    ++i;
  }
}

// Length of the type starting at s[0] for the const scan: a qualified name with template
// arguments, or a run of built-in type words (`unsigned char`). 0 when s does not start a type.
size_t TypeLength(std::string_view s) {
  size_t i = 0;
  auto word = [&](size_t at) {
    size_t j = at;
    while (j < s.size() && IsIdent(s[j])) ++j;
    return j - at;
  };
  size_t w = word(0);
  if (w == 0 || IsDigit(s[0])) return 0;
  if (IsTypeWord(s.substr(0, w))) {
    i = w;
    while (i + 1 < s.size() && s[i] == ' ') {
      size_t w2 = word(i + 1);
      if (w2 == 0 || !IsTypeWord(s.substr(i + 1, w2))) break;
      i += 1 + w2;
    }
    return i;
  }
  for (;;) {
    i += w;
    if (i < s.size() && s[i] == '<') {
      int depth = 0;
      for (; i < s.size(); ++i) {
        if (s[i] == '<') ++depth;
        if (s[i] == '>' && --depth == 0) break;
      }
      if (i == s.size()) return 0;
      ++i;
    }
    if (s.substr(i, 2) == "::" && i + 2 < s.size() && IsIdent(s[i + 2])) {
      i += 2;
      w = word(i);
      continue;
    }
    return i;
  }
}

// The second pass: `const T` → `T const` where a type follows and a declarator ends it.
std::string ConstScan(const std::string& s) {  // NOLINT(misc-no-recursion)
  size_t at = s.find("const ");
  if (at == std::string::npos) return s;
  std::string out;
  out.reserve(s.size() + 8);
  size_t i = 0;
  for (; at != std::string::npos; at = s.find("const ", i)) {
    out.append(s, i, at - i);
    i = at;
    if (i == 0 || !IsIdent(s[i - 1])) {
      std::string_view rest = std::string_view(s).substr(i + 6);
      size_t n = TypeLength(rest);
      char after = n < rest.size() ? rest[n] : '\0';
      if (n && (after == '*' || after == '&' || after == ',' || after == ')' || after == '>' ||
                after == '\0')) {
        // The type itself may hold `const X` (template arguments): rewrite it too.
        out += ConstScan(std::string(rest.substr(0, n)));
        out += " const";
        i += 6 + n;
        continue;
      }
    }
    out += s[i++];
  }
  out.append(s, i);
  return out;
}

// A mangled name the demangler rejected (cut short by a tool) is read up to where the cut may
// fall: the qualified function name it starts with and, when its template arguments start with
// a name, that name (`_ZN7cutlass13device_kernelIN5flash16FlashAttnFwdSm90I...` gives
// `cutlass::device_kernel` and `flash::FlashAttnFwdSm90`: a launcher's kernel is its argument's).
struct MangledHead {
  std::string name;                ///< empty when not read (the caller keeps the text as it is)
  std::string first_template_arg;  ///< empty when not a name, or not read
};

// Reads the Itanium ABI's <nested-name> (`N` [CV] {<length><identifier>} up to its template
// arguments `I` or its end `E`) or an unscoped <source-name> at m[*at], `St` as `std` and nvcc's
// and GCC's `_GLOBAL__N…` as the anonymous namespace, and leaves *at after it. Cut inside an
// identifier after a scope was read, it is that scope and the rest of the text plus `mark`
// (`_ZN2at6native89_GLOBAL__N__65_tmp…` gives `at::native::_GLOBAL__N__65_tmp…`: the library
// shows, the cut part stays as it was); cut inside its first identifier, that part of it when
// `cut_first` (a template argument `I69cutlass_80_tensorop_s16816fprop_…`), else empty. Empty
// too when it uses a construct not read here (substitutions, local names, operators, literals).
std::string ReadMangledName(std::string_view m, size_t* at, std::string_view mark, bool cut_first) {
  size_t i = *at;
  const bool nested = i < m.size() && m[i] == 'N';
  if (nested) {
    ++i;
    while (i < m.size() && (m[i] == 'r' || m[i] == 'V' || m[i] == 'K')) ++i;
  }
  std::string name;
  for (;;) {
    std::string_view part;
    if (m.substr(i, 2) == "St") {
      part = "std";
      i += 2;
    } else if (i < m.size() && m[i] >= '1' && m[i] <= '9') {
      size_t len = 0;
      for (; i < m.size() && m[i] >= '0' && m[i] <= '9'; ++i) {
        // Capped past the text's end (no overflow): a length beyond it is a cut.
        len = std::min(len * 10 + static_cast<size_t>(m[i] - '0'), m.size() + 1);
      }
      if (len > m.size() - i) {  // cut inside the identifier
        if (name.empty() && !cut_first) return {};
        *at = m.size();
        return (name.empty() ? "" : name + "::") + std::string(m.substr(i)) + std::string(mark);
      }
      part = m.substr(i, len);
      i += len;
      if (part.starts_with("_GLOBAL__N")) part = kAnon;
    } else {
      return {};
    }
    if (!name.empty()) name += "::";
    name += part;
    if (!nested || (i < m.size() && (m[i] == 'I' || m[i] == 'E'))) {
      *at = i;
      return name;
    }
  }
}

MangledHead ReadMangledHead(std::string_view m) {
  MangledHead head;
  if (!m.starts_with("_Z")) return head;
  std::string_view mark;  // where a tool cut the name: not part of an identifier's length
  for (std::string_view cut : {"…", "..."}) {
    if (m.ends_with(cut)) {
      mark = cut;
      m.remove_suffix(cut.size());
      break;
    }
  }
  size_t i = 2;
  if (i < m.size() && m[i] == 'L') ++i;  // internal linkage
  head.name = ReadMangledName(m, &i, mark, false);
  if (!head.name.empty() && i < m.size() && m[i] == 'I') {
    ++i;
    head.first_template_arg = ReadMangledName(m, &i, mark, true);
  }
  return head;
}

}  // namespace

// OpenMP offload compilers name a target region's kernel after the function that holds it, the
// function mangled when it is C++:
//   NVHPC:       nvkernel_<function>_F<n>L<line>_<n> (nvkernel__Z7entropyPfPKcii_F1L28_2)
//   Clang/LLVM:  __omp_offloading_<device>_<file>_<function>_l<line>[.kd]
//                                                  (__omp_offloading_2d_18a8108__Z2mmlllid_l28.kd)
// Finds where <function> starts and ends in `name`; false when `name` is neither form.
bool OffloadFunction(std::string_view name, size_t* begin, size_t* end) {
  auto digits_before = [&](size_t* i) {
    size_t from = *i;
    while (*i > 0 && std::isdigit(static_cast<unsigned char>(name[*i - 1]))) --*i;
    return *i < from;
  };
  if (name.starts_with("nvkernel_")) {
    size_t i = name.size();
    if (!digits_before(&i) || i == 0 || name[--i] != '_' || !digits_before(&i) || i == 0 ||
        name[--i] != 'L' || !digits_before(&i) || i < 2 || name[i - 1] != 'F' || name[i - 2] != '_')
      return false;
    *begin = 9;
    *end = i - 2;
    return *end > *begin;
  }
  if (name.starts_with("__omp_offloading_")) {
    size_t i = 17;
    for (int field = 0; field < 2; ++field) {  // <device>_<file>_, in hex
      size_t from = i;
      while (i < name.size() && std::isxdigit(static_cast<unsigned char>(name[i]))) ++i;
      if (i == from || i >= name.size() || name[i++] != '_') return false;
    }
    size_t e = name.rfind('.');
    if (e == std::string_view::npos || e < i) e = name.size();
    if (!digits_before(&e) || e < 2 || name[e - 1] != 'l' || name[e - 2] != '_') return false;
    *begin = i;
    *end = e - 2;
    return *end > *begin;
  }
  return false;
}

namespace {

// What libiberty's demangler printed, up to kPrintedMax bytes: over 100 times the longest real
// name seen demangled (6 kB), and quick to print.
constexpr size_t kPrintedMax = size_t{1} << 20;
struct Printed {
  std::string text;
  std::jmp_buf full;  // where Append goes when the name does not fit
};

void Append(const char* s, size_t n, void* opaque) {
  auto* p = static_cast<Printed*>(opaque);
  if (p->text.size() + n > kPrintedMax) std::longjmp(p->full, 1);
  p->text.append(s, n);
}

// cplus_demangle_v3_callback, giving up once the text passes kPrintedMax. The demangler keeps its
// state on the stack (no heap), so leaving it by longjmp from its callback loses nothing; no C++
// object lives in the frames it skips.
bool DemangleCapped(const char* mangled, int options, Printed* p) {
  if (setjmp(p->full) != 0) return false;
  return cplus_demangle_v3_callback(mangled, options, Append, p) != 0;
}

}  // namespace

std::string Demangle(std::string_view name, bool* failed) {
  *failed = false;
  // An OpenMP offload kernel keeps its name with the mangled function in it made the function's
  // own name, unqualified and without its signature (nvkernel_entropy_F1L28_2), so its words
  // read as in any other kernel name.
  if (size_t begin = 0, end = 0;
      OffloadFunction(name, &begin, &end) && name.substr(begin, end - begin).starts_with("_Z")) {
    bool inner_failed = false;
    std::string function = Demangle(name.substr(begin, end - begin), &inner_failed);
    if (inner_failed) return std::string(name);
    std::string base = SplitName(Canonicalise(function)).base;
    if (size_t colons = base.rfind("::"); colons != std::string::npos) base.erase(0, colons + 2);
    if (base.empty()) return std::string(name);
    return std::string(name.substr(0, begin)) + base + std::string(name.substr(end));
  }
  // nvcc gives a device function of internal linkage a prefix of its own before the mangled
  // name: __nv_static_<n>__<module id>__Z... (the module id ends in the name's '_').
  if (name.starts_with("__nv_static_")) {
    size_t z = name.find("__Z", 12);
    if (z != std::string_view::npos) name.remove_prefix(z + 1);
  }
  if (!name.starts_with("_Z")) return std::string(name);
  std::string z(name);
  // Both demanglers are libiberty's code (c++filt's). libstdc++'s (GCC 12 here) gives the
  // spelling keys were made with (the newer libiberty writes an expression in a template argument
  // differently in 19 of the corpus's 2,080 mangled names), but refuses any name over 1,024
  // characters (a guard of its stack use, GCC PR 87675), which CUTLASS 3 and CuTe kernels often
  // are; libiberty's demangles them without the guard. Its stack use grows with the name, so only
  // up to kUnguardedMax characters; a longer name stays as it is, flagged. Neither bounds its
  // output, and a name whose substitutions nest (`S0_` naming a pair of `S_`, …) prints
  // exponentially long: 205 characters, 35 MB. So every name is first printed by DemangleCapped,
  // which gives up at kPrintedMax; a name that does not fit stays as it is, flagged.
  constexpr size_t kGuarded = 1024, kUnguardedMax = 8192;
  Printed printed;
  if (z.size() > kUnguardedMax ||
      !DemangleCapped(z.c_str(),
                      DMGL_PARAMS | DMGL_TYPES | (z.size() > kGuarded ? DMGL_NO_RECURSE_LIMIT : 0),
                      &printed)) {
    *failed = true;
    return z;
  }
  if (z.size() > kGuarded) return std::move(printed.text);
  int status = 0;
  std::unique_ptr<char, decltype(&std::free)> d(
      abi::__cxa_demangle(z.c_str(), nullptr, nullptr, &status), &std::free);
  if (status != 0 || !d) {
    *failed = true;
    return z;
  }
  return std::string(d.get());
}

std::string Canonicalise(std::string_view demangled) {
  std::string out;
  out.reserve(demangled.size());
  CanonicalScan(demangled, &out);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return ConstScan(out);
}

namespace {

// SplitName for a name that is not a type's (see SplitName).
NameParts SplitPlain(std::string_view s) {
  NameParts p;
  // A name a tool shortened in the middle (Caliper prints `head~~tail`, the tail being the end of
  // the parameter list): the head is the name, cut short there. No C++ name holds `~~`.
  if (size_t cut = s.find("~~"); cut != std::string_view::npos) s = s.substr(0, cut);
  int depth = 0;
  size_t last_space = std::string_view::npos;
  size_t params = std::string_view::npos;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (IsIdent(c)) {  // a word starts here: skip it
      if (c == 'o' && s.substr(i, 10) == "operator()" && (i == 0 || !IsIdent(s[i - 1]))) {
        i += 9;
        continue;
      }
      while (i + 1 < s.size() && IsIdent(s[i + 1])) ++i;
      continue;
    }
    if (c == '(' && s.substr(i, kAnon.size()) == kAnon) {
      i += kAnon.size() - 1;
      continue;
    }
    if (c == '(' && depth == 0) {
      params = i;
      break;
    }
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    if ((c == '>' && (i == 0 || s[i - 1] != '-')) || c == ')' || c == ']' || c == '}') {
      if (depth > 0) --depth;
    }
    if (c == ' ' && depth == 0) last_space = i;
  }
  size_t name_begin = last_space == std::string_view::npos ? 0 : last_space + 1;
  size_t name_end = params == std::string_view::npos ? s.size() : params;
  if (name_begin > name_end) name_begin = name_end;
  p.return_type = s.substr(0, name_begin == 0 ? 0 : name_begin - 1);
  p.qualified = s.substr(name_begin, name_end - name_begin);
  if (params != std::string_view::npos) p.params = s.substr(params);

  // Base: the qualified name without its top-level template argument groups.
  std::string_view q = p.qualified;
  depth = 0;
  size_t targ_open = std::string_view::npos;
  for (size_t i = 0; i < q.size(); ++i) {
    char c = q[i];
    if (IsIdent(c)) {  // a word: part of the base at the top level
      size_t j = i + 1;
      while (j < q.size() && IsIdent(q[j])) ++j;
      if (depth == 0) p.base.append(q.substr(i, j - i));
      i = j - 1;
      continue;
    }
    if (c == '(' && q.substr(i, kAnon.size()) == kAnon) {
      if (depth == 0) p.base.append(kAnon);
      i += kAnon.size() - 1;
      continue;
    }
    // An ABI tag (GCC's `f[abi:cxx11]`, Numba's `kernel[abi:v1,cw…]`) is no part of the name.
    if (c == '[' && depth == 0 && q.substr(i).starts_with("[abi:")) {
      size_t close = q.find(']', i);
      if (close == std::string_view::npos) break;
      i = close;
      continue;
    }
    if (c == '<' || c == '(' || c == '[' || c == '{') {
      if (depth == 0 && c == '<') targ_open = i;
      if (depth == 0 && c != '<') p.base += c;
      ++depth;
      continue;
    }
    if ((c == '>' && (i == 0 || q[i - 1] != '-')) || c == ')' || c == ']' || c == '}') {
      if (depth > 0) --depth;
      if (depth == 0 && c == '>' && targ_open != std::string_view::npos) {
        p.template_args = q.substr(targ_open + 1, i - targ_open - 1);
      } else if (depth == 0) {
        p.base += c;
      }
      continue;
    }
    if (depth == 0) p.base += c;
  }
  // An unclosed group (a name truncated by the profiler): its arguments run to the end.
  if (depth > 0 && targ_open != std::string_view::npos) p.template_args = q.substr(targ_open + 1);
  // A bare name (no signature, no scope): drop a numeric uniquifying suffix (`triton_poi_..._0`).
  if (params == std::string_view::npos && p.base.find("::") == std::string::npos && p.base == q) {
    size_t u = p.base.find_last_not_of("0123456789");
    if (u != std::string::npos && u + 1 < p.base.size() && p.base[u] == '_' && u > 0) {
      p.base.resize(u);
    }
  }
  // A mangled name the demangler rejected: its base is the qualified name it starts with, its
  // template arguments the name its first one starts with.
  if (MangledHead head = ReadMangledHead(s); !head.name.empty()) {
    p.base = std::move(head.name);
    p.template_args = std::move(head.first_template_arg);
  }
  // A CuTe-DSL kernel (CUTLASS's Python DSL) is named `kernel_cutlass_<function>_<arguments>`;
  // a method's first argument is its object, printed as the class's module path and name, then
  // `_object_at_`; the arguments after that (tensor pointers, layouts, tiled MMAs) change with
  // every shape, like a C++ parameter list: the base ends before `_object_at_`.
  if (p.base.starts_with(kCuteDsl)) {
    if (size_t at = p.base.find(kCuteDslObject); at != std::string::npos) p.base.resize(at);
  }
  return p;
}

// A SYCL kernel's name type: all of it is the kernel's name (no return type, no parameters), so
// that kernels declared in one function keep apart. A type declared in a function
// (`main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::relu`) is named
// by its own last component (`relu`, with its template arguments); a lambda there, unnamed, by
// the function that holds it (`main`); a type at namespace scope (`gmx::NbnxmKernel<…>`) as a
// function would be.
NameParts SplitTypeName(std::string_view t) {
  int depth = 0;
  size_t last_scope = std::string_view::npos;    // after the last top-level `::`
  size_t first_lambda = std::string_view::npos;  // the first top-level `::{` (a lambda)
  bool in_function = false;                      // a top-level parameter list comes before
  for (size_t i = 0; i < t.size(); ++i) {
    char c = t[i];
    if (c == '(' && t.substr(i, kAnon.size()) == kAnon) {
      i += kAnon.size() - 1;
      continue;
    }
    if (depth == 0 && c == '(' && !(i >= 8 && t.substr(i - 8, 8) == "operator")) in_function = true;
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    if ((c == '>' && (i == 0 || t[i - 1] != '-')) || c == ')' || c == ']' || c == '}') {
      if (depth > 0) --depth;
    }
    if (depth == 0 && c == ':' && i + 1 < t.size() && t[i + 1] == ':') {
      if (first_lambda == std::string_view::npos && t.substr(i + 2, 7) == "{lambda")
        first_lambda = i;
      last_scope = i + 2;
      ++i;
    }
  }
  if (!in_function || last_scope == std::string_view::npos) {
    NameParts p = SplitPlain(t);
    p.return_type = {};
    p.params = {};
    p.qualified = t;
    return p;
  }
  NameParts p;
  p.qualified = t;
  std::string_view last = t.substr(last_scope);
  if (!last.empty() && (IsIdent(last[0]) && !last.starts_with("operator"))) {
    NameParts own = SplitPlain(last);
    p.base = std::move(own.base);
    p.template_args = std::move(own.template_args);
  } else if (first_lambda != std::string_view::npos) {
    p.base = SplitPlain(t.substr(0, first_lambda)).base;
  } else {
    p.base = SplitPlain(t).base;
  }
  return p;
}

}  // namespace

NameParts SplitName(std::string_view s) {
  if (s.size() > kTypeinfo.size() && (s[0] == 't' || s[0] == 'T') &&
      s.substr(1, kTypeinfo.size() - 1) == kTypeinfo.substr(1)) {
    return SplitTypeName(s.substr(kTypeinfo.size()));
  }
  return SplitPlain(s);
}

}  // namespace kc::names
