// CPU backend of the kernel language: qualifiers, built-in variables,
// barriers, launches (axlLaunchKernelGGL), shared memory, warp intrinsics,
// atomics, device math. The execution model is described in detail/exec.h.
//
// Not provided (a compile error where used): __noinline__ (glibc spells
// __attribute__((__noinline__)), which any definition of the macro would
// break), texture and surface references, clusters; inline PTX (asm) only
// as axl-loops lowers it (below).
// Differences from a GPU, by necessity:
// - __shared__ variables are thread_local (static at block scope): one
//   instance per OS thread, which runs one block at a time; like CUDA's, they
//   are not initialised between blocks.
// - clock() is the C library's (process CPU time); clock64() counts
//   nanoseconds of a steady clock.
// - A thread that spins waiting for another thread of its block must call
//   __nanosleep (or a barrier) in its loop: threads of a block take turns on
//   one OS thread and only switch at those calls.
// - __AXL_DEVICE_COMPILE__ is not defined: kernel code is compiled once,
//   with the host branches of `#ifdef __AXL_DEVICE_COMPILE__`; __AXL_ARCH__
//   is the reported architecture, 900 (compiler.h).
#pragma once
#include <axl/cpu/compiler.h>
#include <axl/cpu/builtins.h>
#include <axl/cpu/atomics.h>
#include <axl/cpu/detail/core.h>
#include <axl/cpu/detail/exec.h>
#include <axl/cpu/detail/kernel_launch.h>
#include <axl/cpu/math.h>
#include <axl/cpu/vector_types.h>
#include <axl/cpu/warp.h>

#include <cassert>
#include <chrono>
#include <cstdio>

// Function and variable qualifiers. axl-loops reads sources with
// __AXL_LOOPS__ defined, to find the kernels and the shared variables.
#ifdef __AXL_LOOPS__
#define __global__ __attribute__((annotate("axl.global")))
#else
#define __global__
#endif
#define __device__
#define __host__
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(...)
#define __grid_constant__
#define __constant__
#define __managed__
// thread_local alone: at block scope it implies static, and CUDA code often
// writes `static __shared__`. In an executable, initial-exec rather than the
// local-exec g++ picks there: g++ may fold a large constant it derives from
// an index into the variable's 32-bit local-exec TLS relocation, which then
// does not link (R_X86_64_TPOFF32 overflow: tests/loops/fuzz_tls_offset.test);
// initial-exec adds it in a register. A shared
// object (-fPIC without -fPIE; run-time compiled modules) keeps the default
// model: initial-exec there takes static TLS that dlopen may not have.
#if defined(__PIC__) && !defined(__PIE__)
#define __shared__ thread_local
#else
#define __shared__ thread_local __attribute__((tls_model("initial-exec")))
#endif
#define __align__(n) __attribute__((aligned(n)))

// Built-in variables: the running CUDA thread's coordinates.
#define threadIdx axlCpuThreadIdx
#define blockIdx (::axl::cpu::detail::currentThread().BlockIdx)
// blockDim and gridDim are the same for every thread of an OS thread's
// running block, so they are variables (set when a block starts), not
// macros: CUDA's structs have members of those names (axlLaunchConfig_t,
// axlKernelNodeParams) and host code has parameters of those names.
extern __thread dim3 blockDim __attribute__((tls_model("initial-exec")));
extern __thread dim3 gridDim __attribute__((tls_model("initial-exec")));
inline constexpr int warpSize = 32;

namespace axl::cpu::detail {
[[noreturn]] void dynamicSharedOutsideKernel();
inline void *dynamicSharedMemory() {
  if (!CurrentThread)
    dynamicSharedOutsideKernel();
  return CurrentThread->DynamicShared;
}
} // namespace axl::cpu::detail

/// Dynamic shared memory: a pointer to this block's buffer of the launch's
/// size, 1024-byte aligned (as `__align__(1024)` asks, so any alignment that
/// `type` carries up to that holds). Every declaration of a kernel points to
/// the same buffer, as CUDA's name the same bytes. Declare it inside the
/// kernel (at namespace scope it would be evaluated outside any block:
/// reported at startup).
#define AXL_DYNAMIC_SHARED(type, name)                                         \
  type *const name = static_cast<std::remove_const_t<decltype(name)>>(        \
      ::axl::cpu::detail::dynamicSharedMemory())
/// The same buffer as rows (`extern __shared__ float t[][33]`): a pointer to
/// the first; `extents` are the bounds after the first (`[33]`).
#define AXL_DYNAMIC_SHARED_ARRAY(type, name, extents)                          \
  type(*const name) extents =                                                  \
      static_cast<std::remove_const_t<decltype(name)>>(                        \
          ::axl::cpu::detail::dynamicSharedMemory())

/// Protects the commas of a template kernel's arguments inside the launch.
#define AXL_KERNEL_NAME(...) __VA_ARGS__

/// A kernel taken by address (`(void *)AXL_KERNEL_BY_ADDRESS(k)`, as axlify
/// writes a kernel node's `func` or axlLaunchKernelExC's kernel): the kernel,
/// its signature registered before main, so a launch by address finds it.
#define AXL_KERNEL_BY_ADDRESS(...)                                             \
  ::axl::cpu::detail::staticKernel<__VA_ARGS__>()

/// axlLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, args...):
/// checks the configuration as CUDA does (on error: axlGetLastError reports
/// it and nothing runs), converts and copies the arguments, and enqueues the
/// grid on the stream. `kernel` names a function, an overloaded function or
/// template (resolved from the arguments, as CUDA resolves k<<<...>>>(args))
/// or a function pointer (see detail/kernel_launch.h). The resolving lambdas capture
/// by copy: with [&], g++ 12 stopped with an internal compiler error
/// (gimplify_var_or_parm_decl) on a launch inside a lambda whose kernel's
/// template arguments are constexpr locals of the enclosing function
/// (tests/cpu/launch_in_lambda.test).
#define axlLaunchKernelGGL(kernel, ...)                                        \
  ::axl::cpu::detail::launchKernelGGL(                                         \
      AXL_CPU_STRINGIFY(kernel),                                               \
      ::axl::cpu::detail::Resolver{                                            \
          [=](auto axlCpuProbe, ::axl::cpu::detail::Rank<3>)                   \
              -> decltype(::axl::cpu::detail::staticKernel<decltype(           \
                              axlCpuProbe)::constant(kernel)>()) {             \
            return ::axl::cpu::detail::staticKernel<decltype(                  \
                axlCpuProbe)::constant(kernel)>();                             \
          },                                                                   \
          [=](auto axlCpuProbe, ::axl::cpu::detail::Rank<2>)                   \
              -> decltype(::axl::cpu::detail::kernelPointer(axlCpuProbe,       \
                                                            kernel)) {         \
            return ::axl::cpu::detail::kernelPointer(axlCpuProbe, kernel);     \
          },                                                                   \
          [=](auto axlCpuProbe, ::axl::cpu::detail::Rank<1>)                   \
              -> decltype(::axl::cpu::detail::exactOverload(axlCpuProbe,       \
                                                            kernel)) {         \
            return ::axl::cpu::detail::exactOverload(axlCpuProbe, kernel);     \
          },                                                                   \
          [](auto, ::axl::cpu::detail::Rank<0>) {                              \
            return ::axl::cpu::detail::UnresolvedKernel{};                     \
          }},                                                                  \
      [=](auto &...axlCpuArguments) { kernel(axlCpuArguments...); },           \
      __VA_ARGS__)
#define AXL_CPU_STRINGIFY(...) #__VA_ARGS__

// Barriers: exited threads count as arrived.
inline void __syncthreads() {
  ::axl::cpu::detail::syncThreads(1, "__syncthreads");
}
inline int __syncthreads_count(int predicate) {
  return ::axl::cpu::detail::syncThreads(predicate != 0,
                                         "__syncthreads_count");
}
inline int __syncthreads_and(int predicate) {
  int Arrived = 0;
  int Count = ::axl::cpu::detail::syncThreads(predicate != 0,
                                              "__syncthreads_and", &Arrived);
  return Count == Arrived;
}
inline int __syncthreads_or(int predicate) {
  return ::axl::cpu::detail::syncThreads(predicate != 0,
                                         "__syncthreads_or") != 0;
}

// Timing and control.
inline long long clock64() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
inline void __nanosleep(unsigned ns) { ::axl::cpu::detail::yieldThread(ns); }
// __trap() stops the kernel with axlErrorLaunchFailure (detail/exec.h).
[[noreturn]] inline void __trap() {
  ::axl::cpu::detail::trapKernel("__trap() called", axlCpuThreadIdx);
}
[[noreturn]] inline void __brkpt() {
  ::axl::cpu::detail::kernelAbort("__brkpt()");
}

// Loads and stores with cache hints: plain memory accesses here.
template <class T> T __ldg(const T *p) { return *p; }
template <class T> T __ldca(const T *p) { return *p; }
template <class T> T __ldcg(const T *p) { return *p; }
template <class T> T __ldcs(const T *p) { return *p; }
template <class T> T __ldlu(const T *p) { return *p; }
template <class T> T __ldcv(const T *p) { return *p; }
template <class T> void __stwb(T *p, T value) { *p = value; }
template <class T> void __stcg(T *p, T value) { *p = value; }
template <class T> void __stcs(T *p, T value) { *p = value; }
template <class T> void __stwt(T *p, T value) { *p = value; }

// What kernels rewritten into loops over their threads use (axl-loops).
#include <axl/cpu/loops.h>

// Inline assembly (PTX) runs on the CPU backend as the C++ that axl-loops
// lowers it to before the compiler sees it (lib/loops/InlinePtx.h,
// <axl/cpu/ptx.h>; axl_port(... BACKEND cpu) runs axl-loops). An `asm` that
// reaches the compiler unlowered (axl-loops not run, or a header outside
// its --in-root) fails to compile with an error saying so, at the
// statement. Define AXL_CPU_ALLOW_INLINE_ASM for host code with inline
// assembly of the host's own (axl-loops then leaves asm that is not PTX).
#if !defined(AXL_CPU_ALLOW_INLINE_ASM)
#define asm                                                                    \
  _Pragma("GCC error \"inline assembly (asm) reached the axl CPU backend unlowered: run axl-loops on this file (axl_port does)\"") \
      __axl_cpu_inline_asm
#endif
