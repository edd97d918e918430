//===- InlinePtx.h - inline PTX lowered to C++ for the CPU backend -*- C++ -*-===//
//
// The CPU backend's compiler cannot assemble PTX, so axl-loops rewrites every
// `asm` statement of the files it reads into C++ before it parses them:
// each PTX instruction of the template becomes a call into <axl/cpu/ptx.h>
// (or the kernel language's own intrinsic: bar.sync is __syncthreads,
// shfl.sync is __shfl_*_sync, vote.sync __all_sync and the others), on
// 64-bit registers holding the operands' bits. The statement keeps its lines:
// the C++ is written where the asm began, followed by as many line breaks as
// the asm spanned (escaped inside a #define).
//
// An asm statement the lowering does not know (an instruction outside its
// list, a branch, a template that macros build) becomes a call of
// axl::cpu::ptx::unsupported naming the PTX and its line, which stops the
// kernel if it ever runs: code containing asm always compiles. Found
// lexically, so asm in templates, in dead `if constexpr` branches, in unused
// inline functions and in macro bodies are lowered alike; asm labels
// (`int x asm("name")`) and file-scope asm are left as written.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace axl::loops {

struct PtxNote {
  unsigned Line, Column; // of the asm keyword in the input
  std::string Message;   // why it traps
};

struct PtxLowering {
  std::string Text;              // the input with its asm statements lowered
  unsigned Lowered = 0;          // asm statements turned into C++
  std::vector<PtxNote> Trapping; // asm statements that trap if they run
};

struct PtxOptions {
  /// Leave asm whose first instruction is not PTX as written (host code
  /// compiled with AXL_CPU_ALLOW_INLINE_ASM).
  bool KeepHostAsm = false;
};

/// Lowers the asm statements of a C++ source.
PtxLowering lowerInlinePtx(llvm::StringRef Text, const PtxOptions &Options = {});

/// What a lowered file starts with: the include of <axl/cpu/ptx.h>, then a
/// #line directive giving the next line line 1 of Name.
std::string ptxPrelude(llvm::StringRef Name);

/// What a parse read, lowered: path -> lowering, for the files that had asm.
using PtxLowerings = std::map<std::string, PtxLowering>;

/// Base, with the files that Lowerable accepts (by path) read with their
/// asm statements lowered, each recorded in Record (which must outlive the
/// file system).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
lowerPtxIn(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
           std::function<bool(llvm::StringRef)> Lowerable, const PtxOptions &Options,
           std::shared_ptr<PtxLowerings> Record);

/// Whether Text may contain an asm statement (a cheap test before lowering).
bool mayContainAsm(llvm::StringRef Text);

} // namespace axl::loops
