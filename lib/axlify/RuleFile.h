//===- RuleFile.h - The parser of one rules/*.yaml file ---------*- C++ -*-===//
//
// One rule file read into its family and entries, every problem reported as
// a located, clang-style diagnostic. RuleSet (RuleSet.h) checks the files
// against each other.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_RULEFILE_H
#define AXLIFY_RULEFILE_H

#include "axlify/RuleSet.h"
#include "llvm/Support/Error.h"
#include <cstddef>
#include <memory>
#include <vector>

namespace axl {

/// Forty times the largest built-in file; reading one costs ~50 bytes of
/// memory per byte.
constexpr size_t MaxRuleFileBytes = 8u << 20;
/// Errors printed per file; parsing stops at the next one (clang's
/// -ferror-limit).
constexpr unsigned MaxErrors = 20;

/// Parses the rule file \p Buffer (read from \p Path; \p FromUser: given
/// with --rules) into \p Family and its entries \p Out. The error holds
/// every diagnostic, file:line:col first.
llvm::Error parseRuleFile(llvm::StringRef Buffer, llvm::StringRef Path,
                          bool FromUser, std::vector<std::unique_ptr<Rule>> &Out,
                          RuleFamily &Family);

} // namespace axl

#endif
