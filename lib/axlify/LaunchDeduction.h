// The template arguments of a kernel launched in a template, where the
// parse cannot resolve the callee (its arguments depend on the enclosing
// template's parameters): derived from the shapes of the kernel's parameter
// types and the arguments' types, as deduction would, and spelled in the
// enclosing template's terms, so one rewrite is right for every
// instantiation. Part of axlify's semantic pass.
#pragma once
#include "clang/AST/ExprCXX.h"

#include <optional>
#include <string>
#include <vector>

namespace axl {

/// The template arguments after the first Named of FTD's that the launch's
/// arguments deduce, spelled as the arguments spell their types (floatX,
/// Float: not the type one configuration or instantiation makes them), up
/// to the trailing ones left to their defaults; nullopt when any
/// parameter's deduction is beyond the shapes below.
std::optional<std::vector<std::string>>
deducedFromArguments(const clang::CUDAKernelCallExpr *CE,
                     const clang::FunctionTemplateDecl *FTD, unsigned Named,
                     const clang::ASTContext &Ctx,
                     const clang::PrintingPolicy &Policy);

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
