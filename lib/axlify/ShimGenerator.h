//===- ShimGenerator.h - CUDA backend headers from the rules ----*- C++ -*-===//
//
// The CUDA backend maps every dialect name back onto CUDA with a macro alias,
// so ported code preprocesses to the very tokens of the original and compiles
// to identical PTX. Macros (not typedefs or wrappers) keep elaborated forms
// (`struct axlDeviceProp`), overload sets and templates (`axlMalloc(&p, n)`
// for any T**) and mangled names exactly as in CUDA.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_SHIMGENERATOR_H
#define AXLIFY_SHIMGENERATOR_H

#include "axlify/RuleSet.h"
#include <map>
#include <string>

namespace axl {

/// Relative path (e.g. "axl/cuda/runtime.h") -> contents, for every dialect
/// header the rules name.
std::map<std::string, std::string> generateCudaShim(const RuleSet &Rules);

/// A CUDA source that names every entry supported on the CUDA backend through
/// its dialect spelling; it compiles only if the shim maps each one.
std::string generateShimCheck(const RuleSet &Rules);

/// One Markdown page per family: the supported-API tables of the docs.
std::map<std::string, std::string> generateApiDocs(const RuleSet &Rules);

/// Dialect headers ("axl/runtime.h", ...) named by the rules, sorted.
std::vector<std::string> dialectHeaders(const RuleSet &Rules);

} // namespace axl

#endif
