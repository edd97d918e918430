//===- Errors.h - An llvm::Error from a message -----------------*- C++ -*-===//
//
// axlify's errors carry their whole clang-style text ("FILE: error: ...");
// no error code means anything to a caller.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_ERRORS_H
#define AXLIFY_ERRORS_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace axl {

inline llvm::Error stringError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s",
                                 Message.str().c_str());
}

} // namespace axl

#endif
