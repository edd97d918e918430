//===- LexicalPass.h - Token-level port of one file -------------*- C++ -*-===//
//
// Renames identifiers, rewrites includes, kernel launches, dynamic shared
// memory and __CUDA_ARCH__ tests, and reports what it cannot port. It sees
// every token of the file, including macro bodies and inactive #if branches;
// what the parses learned (SemanticFacts) tells it what the tokens alone
// cannot.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_LEXICALPASS_H
#define AXLIFY_LEXICALPASS_H

#include "axlify/DynamicShared.h"
#include "axlify/Finding.h"
#include "axlify/RuleSet.h"
#include "axlify/VendorNames.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>

namespace axl {

/// No include line is ever added: nvcc includes cuda_runtime.h before any
/// user code, and a port gets <axl/runtime.h> the same way, by the forced
/// include that `axl-config --cflags` and axl_port() give, so every line of
/// a port keeps its number.
/// A parameter that a function-like macro makes a string (`#symbol`).
struct StringifiedParam {
  unsigned Index;
  bool Only = false; ///< The macro uses it nowhere else (only as `#symbol`).
};
/// The project's function-like macros that make a parameter a string.
using StringifyingMacroMap = llvm::StringMap<std::vector<StringifiedParam>>;

struct LexicalOptions {
  bool KeepLaunchSyntax = false;
  /// --enable=axl-warp-size: report code that assumes more of a warp than
  /// the dialect promises (32 lanes, 32-bit masks, on every backend).
  bool WarpSizeReport = false;
  /// --in-root (absolute): an include that resolves under it is the
  /// project's file, whatever its name.
  std::string InRoot;
  /// The project's function-like macros that make a parameter a string
  /// (`#symbol`), by name: those parameters. A CUDA function's name given
  /// there is looked up by its spelling, so it is not renamed (a type's or
  /// an enumerator's is: never looked up, its string is a message).
  const StringifyingMacroMap *StringifyingMacros = nullptr;
};

/// Adds the function-like macros of \p Buffer that stringify a parameter.
void findStringifyingMacros(llvm::StringRef Buffer, StringifyingMacroMap &Out);

/// The file an include directive names, as a parse found it.
struct IncludeTarget {
  std::string Path;     ///< absolute
  bool Toolkit = false; ///< the CUDA toolkit's or a system header
};

/// What the semantic passes learned about one file.
struct SemanticFacts {
  /// Include directives a parse resolved, by the offset of the header name
  /// ('<' or '"'): only a toolkit header is rewritten; a file of the
  /// project's named like one (its own "cuda_runtime.h") never is.
  std::map<unsigned, IncludeTarget> Includes;
  /// Offsets of identifier tokens that name the user's own declarations.
  llvm::DenseSet<unsigned> UserDeclRefs;
  /// Names the user's code declares (never reported as unknown CUDA API).
  llvm::StringSet<> UserNames;
  /// Names of the project's own global functions, variables and types that
  /// no CUDA header declares too: never renamed, even where no parse sees
  /// them (a macro never expanded, an inactive #if branch).
  llvm::StringSet<> UserGlobalNames;
  /// Launches of a template kernel whose template arguments are deduced
  /// (`k<<<g, b>>>(halfPtr)`), by the offset of `<<<`: the arguments, in
  /// dialect spelling ("<__half, 4>"), written into the rewritten launch so
  /// that it names one function (the CPU backend takes its address).
  std::map<unsigned, std::string> DeducedKernelArgs;
  /// Launches that leave arguments to the kernel's default arguments, by
  /// the offset of `<<<`: those arguments in dialect spelling ("NULL, 32"),
  /// appended to the rewritten launch's (axlLaunchKernelGGL forwards its
  /// arguments: no default reaches the kernel). Empty for a launch written
  /// by a macro that leaves none (so that expansions can be compared).
  std::map<unsigned, std::string> DefaultKernelArgs;
  /// Launches kept as they are written, for the defaults they leave cannot
  /// be written at the launch: why (reported).
  std::map<unsigned, std::string> KeptLaunches;
  /// Declarations of dynamic shared memory, by the offset of their first
  /// specifier (in the code, or in the body of the macro that writes them):
  /// rewritten from there, whatever the order of their specifiers.
  std::map<unsigned, DynamicSharedDecl> DynamicShared;
  /// Those that cannot be rewritten (written by several macros), by the
  /// offset where they are written: why.
  std::map<unsigned, std::string> DynamicSharedLeft;
};

struct LexicalResult {
  std::vector<Edit> Edits;
  std::vector<Finding> Findings;
  PortCounts Counts;
  /// The same counts per rule family ("unknown": CUDA-looking names without
  /// a rule; "kernel-language": launches, dynamic shared memory, asm).
  std::map<std::string, PortCounts> ByFamily;
  /// Offsets of removed names replaced by their successor: Clang's error
  /// there (an undeclared identifier) no longer applies to the output.
  std::set<unsigned> Replaced;
};

LexicalResult runLexicalPass(llvm::StringRef File, llvm::StringRef Buffer,
                             const RuleSet &Rules, const SemanticFacts &Facts,
                             const LexicalOptions &Opts);

/// Does the C++ (not CUDA) file at \p Path use the CUDA API: a name of a
/// rule that renames, a CUDA-looking name, or an include of a rule's
/// header? Then it is ported too. A file that cannot be read counts as one
/// that does (it is reported when the port reads it).
bool usesCudaApi(llvm::StringRef Path, const RuleSet &Rules);

} // namespace axl

#endif
