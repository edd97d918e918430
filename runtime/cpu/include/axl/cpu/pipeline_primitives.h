// CPU backend of CUDA's <cuda_pipeline_primitives.h> (and <cuda_pipeline.h>,
// which includes it): the per-thread asynchronous copy primitives. A copy
// happens when it is issued, so a commit has nothing to close and a wait
// nothing to wait for; what other threads read still needs the barrier
// that CUDA asks for (__syncthreads after __pipeline_wait_prior).
// CUDA's rules are checked (a copy that breaks them stops the run, naming
// the thread and block): 4, 8 or 16 bytes, both addresses aligned to the
// size, and no more zero fill than the size.
//
// Not provided: __pipeline_arrive_on (an mbarrier's arrival with the
// copies), and cuda_pipeline.h's experimental nvcuda::experimental::pipeline
// classes (a compile error naming them).
#pragma once
#include <axl/cpu/detail/exec.h>
#include <axl/cpu/detail/not_provided.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

inline void __pipeline_memcpy_async(void *__restrict__ Dst, const void *__restrict__ Src,
                                    std::size_t SizeAndAlign, std::size_t ZeroFill = 0) {
  if ((SizeAndAlign != 4 && SizeAndAlign != 8 && SizeAndAlign != 16) ||
      ZeroFill > SizeAndAlign || reinterpret_cast<std::uintptr_t>(Dst) % SizeAndAlign ||
      reinterpret_cast<std::uintptr_t>(Src) % SizeAndAlign)
    ::axl::cpu::detail::kernelFail(
        "__pipeline_memcpy_async: the size must be 4, 8 or 16 bytes, both addresses aligned "
        "to it, and the zero fill no larger (as CUDA requires)");
  std::memcpy(Dst, Src, SizeAndAlign - ZeroFill);
  std::memset(static_cast<unsigned char *>(Dst) + (SizeAndAlign - ZeroFill), 0, ZeroFill);
}

inline void __pipeline_commit() {}

inline void __pipeline_wait_prior(std::size_t) {}

typedef std::uint64_t __mbarrier_t;
void __pipeline_arrive_on(__mbarrier_t *Barrier) AXL_CPU_NOT_PROVIDED("__pipeline_arrive_on");
