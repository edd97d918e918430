// CPU backend numerics: the arithmetic shared by binary16 and bfloat16
// (num_f16_arith.h, which the HIP backend shares) and the CPU engine's
// atomic read-modify-write. Not a dialect header: include <axl/fp16.h> or
// <axl/bf16.h>.
#pragma once
#include <axl/cpu/detail/exec.h>
#include <axl/cpu/detail/num_f16_arith.h>

namespace axl::cpu::num_detail {

/// Read-modify-write of *P as one atomic operation (compare-and-swap loop
/// on its 2- or 4-byte word); returns the old value.
template <class V, class Fn> inline V atomicUpdate(V *P, Fn F) {
  static_assert(sizeof(V) == 2 || sizeof(V) == 4, "16- or 32-bit word");
  V Old;
  __atomic_load(P, &Old, __ATOMIC_RELAXED);
  V New;
  do {
    New = F(Old);
  } while (!__atomic_compare_exchange(P, &Old, &New, /*weak=*/true,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return Old;
}

} // namespace axl::cpu::num_detail
