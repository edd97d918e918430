//===- VendorNames.h - Which names and headers belong to a vendor -*- C++ -*-===//
//
// A name with a rule is ported; a name without one that still belongs to a
// vendor must never stay silently. These predicates say which vendor names
// are: CUDA-looking API of the families axl has rules for (reported as
// unknown API), and the names of libraries axl has no rules for at all
// (CUTLASS, CuTe, CUB, cuDNN, cuSOLVER, NVRTC, NVML, NVTX, ...: reported as
// an unknown library, named).
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_VENDORNAMES_H
#define AXLIFY_VENDORNAMES_H

#include "llvm/ADT/StringRef.h"

namespace axl {

/// True for names that look like vendor API (cudaFoo, CUBLAS_X, __nv_y ...).
bool looksLikeCudaApi(llvm::StringRef Name);

/// The library a namespace belongs to (`cutlass` -> "CUTLASS"), or "".
llvm::StringRef libraryOfNamespace(llvm::StringRef Namespace);

/// The library an unqualified name belongs to (`cusolverDnCreate` ->
/// "cuSOLVER", `CUTLASS_DEVICE` -> "CUTLASS"), or "": only libraries that no
/// rule family covers.
llvm::StringRef libraryOfName(llvm::StringRef Name);

/// The library without rules an include path belongs to (`cufft.h` ->
/// "cuFFT", `cub/cub.cuh` -> "CUB"), or "".
llvm::StringRef libraryOfHeader(llvm::StringRef Path);

/// Is \p Name a vendor's in any of the ways above? (The semantic passes
/// record the user's declarations of such names.)
bool isVendorName(llvm::StringRef Name);

/// What a call of \p Name compiles or loads at run time ("" if nothing):
/// CUDA source (NVRTC) or a PTX/cubin image (module and library loading,
/// nvJitLink). Such code is not in any file the port sees.
llvm::StringRef runtimeCompilationOf(llvm::StringRef Name);

/// An include path that looks like a vendor header (cuda*, cub/, nvtx...).
bool isVendorHeader(llvm::StringRef Path);

} // namespace axl

#endif
