//===- KernelAddress.h - (void *)k of a kernel k ---------------*- C++ -*-===//
//
// A kernel cast to `void *` has lost its parameter types, and the CPU
// backend needs them to launch it. Where CUDA's C++ API takes the kernel
// typed (cudaLaunchKernel, cudaLaunchCooperativeKernel, cudaFuncGetAttributes,
// cudaFuncSetAttribute, cudaFuncSetCacheConfig have template overloads in
// cuda_runtime.h), the cast is dropped; anywhere else (a kernel node's
// `func`, cudaLaunchKernelExC, a variable) the kernel is wrapped in
// AXL_KERNEL_BY_ADDRESS(k), which is `k` on CUDA and registers k's
// signature before main on the CPU backend. Device code is unchanged, so
// the PTX is the same.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_KERNELADDRESS_H
#define AXLIFY_KERNELADDRESS_H

#include "axlify/Finding.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace axl {

/// The casts of kernels to `void *` that a call of CUDA's typed C++ API
/// takes as its kernel argument, so the cast can go.
void findDroppableKernelCasts(const clang::CallExpr *Call,
                              llvm::SmallPtrSetImpl<const clang::Expr *> &Out);

/// The edits for \p Cast when it casts a kernel to `void *` (none
/// otherwise): the cast dropped when \p Drop, else the kernel wrapped. A
/// cast that a macro writes cannot be edited: it becomes a finding.
void kernelAddressEdits(const clang::ExplicitCastExpr *Cast, bool Drop,
                        const clang::SourceManager &SM,
                        const clang::LangOptions &LangOpts,
                        std::vector<Edit> &Edits,
                        std::vector<Finding> &Findings);

} // namespace axl

#endif
