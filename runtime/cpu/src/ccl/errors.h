// axlccl on the CPU: error messages.
#pragma once
#include <axl/cpu/ccl.h>

namespace axl::cpu::ccl {

/// Reports a failure: prints "axlccl (CPU backend): <message>" to stderr,
/// keeps the message for axlcclGetLastError, and returns Code.
axlcclResult_t fail(axlcclResult_t Code, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

/// The last message fail() reported ("" if none).
const char *lastError();

} // namespace axl::cpu::ccl
