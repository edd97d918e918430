// CPU backend runtime: launching kernels known by address, shared by the
// launch API (launch_api.cpp) and graph kernel nodes (graph_nodes.cpp).
// Internal to src/runtime.
#pragma once
#include <axl/cpu/detail/kernel_launch.h>

namespace axl::cpu::detail {

/// The signature of the kernel at Func; null (after a message naming Api and
/// how to make the kernel known) when it was never seen typed, or when Func
/// is null.
const KernelSignature *knownKernel(const char *Api, const void *Func);

/// Checks the launch as CUDA does and enqueues it on Stream (cooperative:
/// every block resident at once, axlErrorCooperativeLaunchTooLarge beyond
/// residentBlocks per worker). The error is returned and recorded.
axlError_t launchByAddress(const char *Api, const KernelSignature &K, dim3 Grid, dim3 Block,
                           void *const *Args, size_t Shared, axlStream_t Stream,
                           bool Cooperative);

} // namespace axl::cpu::detail
