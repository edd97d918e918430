//===- LaunchRewriter.h - k<<<g, b, shm, s>>>(args) -> axlLaunchKernelGGL ===//
//
// A launch is rewritten with small edits around the tokens it keeps (callee,
// configuration, arguments), so that identifier renames inside it never
// overlap the launch edits, and the host pass, the device pass and the
// lexical pass all produce the same edits for the same launch.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_LAUNCHREWRITER_H
#define AXLIFY_LAUNCHREWRITER_H

#include "axlify/Finding.h"
#include "axlify/TokenStream.h"
#include "llvm/Support/Error.h"

namespace axl {

/// Edits rewriting the launch whose `<<<` token is Tokens[LLLIndex].
/// \p TemplateArgs ("<float, 4>"), when given, are written after the kernel
/// (they were deduced). \p DefaultArgs ("NULL, 32"), when given, are
/// appended to the kernel's arguments (the launch left them to defaults).
/// Fails with a reason when the launch has a shape it cannot rewrite.
llvm::Expected<std::vector<Edit>>
rewriteLaunch(llvm::ArrayRef<RawToken> Tokens, size_t LLLIndex,
              llvm::StringRef File, llvm::StringRef TemplateArgs = "",
              llvm::StringRef DefaultArgs = "");

/// Index of the token starting at \p Offset, or -1.
long tokenAt(llvm::ArrayRef<RawToken> Tokens, unsigned Offset);

} // namespace axl

#endif
