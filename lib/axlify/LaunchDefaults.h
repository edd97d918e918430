// The arguments a launch leaves to the kernel's default arguments
// (`k<<<g, b>>>(data, 32)` of `k(int *, int, int *partial = NULL)`),
// spelled for the rewritten launch: axlLaunchKernelGGL passes its arguments
// through a function template, which sees no defaults (the CPU backend
// checks the count against the kernel's parameters). Part of axlify's
// semantic pass.
//
// A default is written as its source text when that text means the same at
// the launch: every name it uses is a namespace's (or the global scope's)
// that encloses the launching function, or is qualified, and none is hidden
// there by a parameter or local variable of the launching function; every
// macro it uses has, at the launch, the definition it had at the default.
// Otherwise (a name of the kernel's template parameters, of a namespace the
// launch is outside of, a macro redefined), the default's value at this
// launch is written when it is a constant of arithmetic type or a null
// pointer. Otherwise the launch cannot be rewritten and keeps its chevrons.
#pragma once
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Preprocessor.h"

#include <string>

namespace axl {

struct LaunchDefaults {
  /// The omitted arguments, in CUDA spelling ("NULL, 32"); empty when the
  /// launch writes every argument.
  std::string Text;
  /// Why the omitted arguments cannot be written at the launch; empty when
  /// they can.
  std::string Unspellable;
};

LaunchDefaults launchDefaults(const clang::CUDAKernelCallExpr *CE,
                              const clang::ASTContext &Ctx,
                              clang::Preprocessor &PP);

} // namespace axl
