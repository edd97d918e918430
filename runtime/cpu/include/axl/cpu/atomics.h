// CPU backend: CUDA's atomic functions and memory fences on plain memory
// (GCC/Clang __atomic builtins), atomic between all blocks of all grids.
// The _block and _system variants are the same operations: every scope is the
// whole process here. All read-modify-writes are sequentially consistent (a
// superset of CUDA's relaxed atomics; free on x86).
#pragma once
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace axl::cpu::detail {

template <unsigned Size> struct AtomicWord;
template <> struct AtomicWord<2> { using Type = std::uint16_t; };
template <> struct AtomicWord<4> { using Type = std::uint32_t; };
template <> struct AtomicWord<8> { using Type = std::uint64_t; };

/// Atomically replaces *Address by Update(old) with a compare-and-swap loop
/// on its bits, and returns the old value. T: any trivially copyable type of
/// 2, 4 or 8 bytes (float, double, __half, __half2, bfloat16 pairs, ...).
template <class T, class F> T atomicUpdate(T *Address, F Update) {
  static_assert(std::is_trivially_copyable<T>::value,
                "atomicUpdate needs a trivially copyable type");
  using Word = typename AtomicWord<sizeof(T)>::Type;
  Word *W = reinterpret_cast<Word *>(Address);
  Word Old = __atomic_load_n(W, __ATOMIC_RELAXED);
  for (;;) {
    T OldValue, NewValue;
    std::memcpy(&OldValue, &Old, sizeof(T));
    NewValue = Update(OldValue);
    Word New;
    std::memcpy(&New, &NewValue, sizeof(T));
    if (__atomic_compare_exchange_n(W, &Old, New, /*weak=*/true,
                                    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
      return OldValue;
  }
}

/// Flushes a subnormal float to zero of the same sign.
inline float flushSubnormal(float X) {
  std::uint32_t Bits;
  std::memcpy(&Bits, &X, sizeof Bits);
  if ((Bits & 0x7f800000u) == 0)
    Bits &= 0x80000000u;
  std::memcpy(&X, &Bits, sizeof Bits);
  return X;
}

/// CUDA's atomicCAS: returns the old value; stores Value if it was Compare.
template <class T> T atomicCompareSwap(T *Address, T Compare, T Value) {
  __atomic_compare_exchange_n(Address, &Compare, Value, /*weak=*/false,
                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return Compare;
}

} // namespace axl::cpu::detail

// Each operation is defined for the three scopes: name, name_block, name_system.
#define AXL_CPU_ATOMIC_SCOPES(R, NAME, PARAMS, BODY)                           \
  inline R NAME PARAMS BODY inline R NAME##_block PARAMS BODY inline R         \
      NAME##_system PARAMS BODY

#define AXL_CPU_ATOMIC_FETCH(NAME, T, BUILTIN)                                 \
  AXL_CPU_ATOMIC_SCOPES(T, NAME, (T * address, T val),                         \
                        { return BUILTIN(address, val, __ATOMIC_SEQ_CST); })
#define AXL_CPU_ATOMIC_UPDATE(NAME, T, EXPR)                                   \
  AXL_CPU_ATOMIC_SCOPES(T, NAME, (T * address, T val), {                       \
    return ::axl::cpu::detail::atomicUpdate(address,                           \
                                            [val](T old) { return EXPR; });    \
  })

// atomicAdd, atomicSub, atomicExch
AXL_CPU_ATOMIC_FETCH(atomicAdd, int, __atomic_fetch_add)
AXL_CPU_ATOMIC_FETCH(atomicAdd, unsigned int, __atomic_fetch_add)
AXL_CPU_ATOMIC_FETCH(atomicAdd, unsigned long long, __atomic_fetch_add)
// PTX: red/atom.add.f32 on global memory flushes subnormal inputs and results
// to sign-preserving zero (on shared memory it does not; the CPU backend
// cannot tell the two apart and follows global memory, the common case).
AXL_CPU_ATOMIC_UPDATE(atomicAdd, float,
                      ::axl::cpu::detail::flushSubnormal(
                          ::axl::cpu::detail::flushSubnormal(old) +
                          ::axl::cpu::detail::flushSubnormal(val)))
AXL_CPU_ATOMIC_UPDATE(atomicAdd, double, old + val)
AXL_CPU_ATOMIC_FETCH(atomicSub, int, __atomic_fetch_sub)
AXL_CPU_ATOMIC_FETCH(atomicSub, unsigned int, __atomic_fetch_sub)
AXL_CPU_ATOMIC_FETCH(atomicExch, int, __atomic_exchange_n)
AXL_CPU_ATOMIC_FETCH(atomicExch, unsigned int, __atomic_exchange_n)
AXL_CPU_ATOMIC_FETCH(atomicExch, unsigned long long, __atomic_exchange_n)
AXL_CPU_ATOMIC_UPDATE(atomicExch, float, ((void)old, val))

// atomicMin, atomicMax
#define AXL_CPU_ATOMIC_MIN_MAX(T)                                              \
  AXL_CPU_ATOMIC_UPDATE(atomicMin, T, val < old ? val : old)                   \
  AXL_CPU_ATOMIC_UPDATE(atomicMax, T, val > old ? val : old)
AXL_CPU_ATOMIC_MIN_MAX(int)
AXL_CPU_ATOMIC_MIN_MAX(unsigned int)
AXL_CPU_ATOMIC_MIN_MAX(long long)
AXL_CPU_ATOMIC_MIN_MAX(unsigned long long)

// atomicAnd, atomicOr, atomicXor
#define AXL_CPU_ATOMIC_BITWISE(T)                                              \
  AXL_CPU_ATOMIC_FETCH(atomicAnd, T, __atomic_fetch_and)                       \
  AXL_CPU_ATOMIC_FETCH(atomicOr, T, __atomic_fetch_or)                         \
  AXL_CPU_ATOMIC_FETCH(atomicXor, T, __atomic_fetch_xor)
AXL_CPU_ATOMIC_BITWISE(int)
AXL_CPU_ATOMIC_BITWISE(unsigned int)
AXL_CPU_ATOMIC_BITWISE(long long)
AXL_CPU_ATOMIC_BITWISE(unsigned long long)

// atomicInc: ((old >= val) ? 0 : old + 1); atomicDec: ((old == 0 || old > val)
// ? val : old - 1).
AXL_CPU_ATOMIC_UPDATE(atomicInc, unsigned int, old >= val ? 0u : old + 1)
AXL_CPU_ATOMIC_UPDATE(atomicDec, unsigned int,
                      (old == 0 || old > val) ? val : old - 1)

// atomicCAS
#define AXL_CPU_ATOMIC_CAS(T)                                                  \
  AXL_CPU_ATOMIC_SCOPES(T, atomicCAS, (T * address, T compare, T val), {       \
    return ::axl::cpu::detail::atomicCompareSwap(address, compare, val);       \
  })
AXL_CPU_ATOMIC_CAS(int)
AXL_CPU_ATOMIC_CAS(unsigned int)
AXL_CPU_ATOMIC_CAS(unsigned long long)
AXL_CPU_ATOMIC_CAS(unsigned short)

#undef AXL_CPU_ATOMIC_SCOPES
#undef AXL_CPU_ATOMIC_FETCH
#undef AXL_CPU_ATOMIC_UPDATE
#undef AXL_CPU_ATOMIC_MIN_MAX
#undef AXL_CPU_ATOMIC_BITWISE
#undef AXL_CPU_ATOMIC_CAS

// Fences: every scope is a full fence.
inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_block() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline void __threadfence_system() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
