// The template arguments of a kernel launched in a template, where the
// parse cannot resolve the callee (its arguments depend on the enclosing
// template's parameters): derived from the shapes of the kernel's parameter
// types and the arguments' types, as deduction would, and spelled in the
// enclosing template's terms, so one rewrite is right for every
// instantiation. Part of axlify's semantic pass.
#pragma once
#include "clang/AST/ExprCXX.h"

#include <string>

namespace axl {

/// "<Float, WriteDLogits>" for a launch of a single function template
/// whose every template parameter is deduced from the arguments through
/// pointers, references, qualifiers and template specializations (the
/// trailing ones may be left to their defaults); empty when the callee is
/// not such a template, names template arguments, or any parameter's
/// deduction is beyond these shapes (forwarding references, packs,
/// arguments of unknown type).
std::string dependentLaunchTemplateArgs(const clang::CUDAKernelCallExpr *CE,
                                        const clang::ASTContext &Ctx,
                                        const clang::PrintingPolicy &Policy);

} // namespace axl
