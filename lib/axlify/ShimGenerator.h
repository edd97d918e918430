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

#include "axlify/BackendTable.h"
#include "axlify/RuleSet.h"
#include <functional>
#include <map>
#include <string>

namespace axl {

/// Relative path (e.g. "axl/cuda/runtime.h") -> contents, for every dialect
/// header the rules name.
std::map<std::string, std::string> generateCudaShim(const RuleSet &Rules);

/// Relative path ("axl/hip/runtime.h") -> contents: the HIP backend's
/// header of every dialect header. A name \p Hip maps is a macro alias of
/// HIP's (behind a HIP_VERSION test when newer than HipBaseline; behind
/// __has_include for a library's names); a renamed name it does not map is a
/// macro whose use is a compile error naming it and the backend. Emulated
/// and kernel-language names (the same spelling on every vendor) get no
/// macro: runtime/hip's own headers declare the emulated ones.
std::map<std::string, std::string> generateHipShim(const RuleSet &Rules, const BackendTable &Hip);

/// For each directory rule with a dialect directory (cub/ -> axl/cub/): one
/// header per CUDA header under it (found in \p CudaInclude or its cccl/),
/// at the dialect path, that brings the family's dialect names and then
/// that CUDA header alone (so a port includes exactly what the original did).
std::map<std::string, std::string> generateDirectoryForwarders(const RuleSet &Rules,
                                                               llvm::StringRef CudaInclude);

/// A CUDA source that names every entry supported on the CUDA backend through
/// its dialect spelling; it compiles only if the shim maps each one.
/// \p Forwarders: the headers of generateDirectoryForwarders, included too.
std::string generateShimCheck(const RuleSet &Rules,
                              const std::map<std::string, std::string> &Forwarders = {});

/// One Markdown page per family: the supported-API tables of the docs. The
/// backends column names cuda where the rules say so and cpu where
/// \p OnCpu says a port builds on the CPU backend (no cpu column without it).
std::map<std::string, std::string>
generateApiDocs(const RuleSet &Rules,
                const std::function<bool(const Rule &)> &OnCpu = nullptr);

/// Dialect headers ("axl/runtime.h", ...) named by the rules, sorted.
std::vector<std::string> dialectHeaders(const RuleSet &Rules);

} // namespace axl

#endif
