// CPU backend of CUB's device-wide algorithms: the temporary-storage protocol
// and the stream ordering they share. As in CUB, a call with a null
// d_temp_storage only sets temp_storage_bytes (the sum of the algorithm's
// allocations, each rounded up to 256 bytes, plus 255 for aligning the base;
// never zero, so the allocation the caller makes is never a null pointer
// that the second call would take for a size query); a call with too few
// bytes returns axlErrorInvalidValue. The work itself is enqueued on the
// stream (device memory is host memory here) and runs on its executor thread
// in order with the stream's other work, as a CUB kernel would.
#pragma once
#include <axl/cpu/cub/util.h>
#include <axl/cpu/detail/core.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <type_traits>
#include <utility>

namespace axlcub::detail {

constexpr size_t TempAlign = 256;

/// Carves `N` allocations of `Sizes` out of the caller's temporary storage
/// (CUB's AliasTemporaries). With a null `Temp`, only sets `Bytes`.
template <int N>
axlError_t aliasTemporaries(void *Temp, size_t &Bytes, void *(&Ptrs)[N],
                            const size_t (&Sizes)[N]) {
  size_t Offsets[N], Needed = 0;
  for (int I = 0; I < N; ++I) {
    Offsets[I] = Needed;
    Needed += (Sizes[I] + TempAlign - 1) / TempAlign * TempAlign;
  }
  Needed += TempAlign - 1;
  if (!Temp) {
    Bytes = Needed;
    return axlSuccess;
  }
  if (Bytes < Needed)
    return axlErrorInvalidValue;
  uintptr_t Base = (reinterpret_cast<uintptr_t>(Temp) + TempAlign - 1) / TempAlign * TempAlign;
  for (int I = 0; I < N; ++I)
    Ptrs[I] = reinterpret_cast<void *>(Base + Offsets[I]);
  return axlSuccess;
}

/// For algorithms that need no scratch memory: one allocation of `Bytes`
/// (the protocol still asks for and checks the storage, as CUB does).
inline axlError_t noTemporaries(void *Temp, size_t &Bytes) {
  void *Ptrs[1];
  const size_t Sizes[1] = {1};
  return aliasTemporaries(Temp, Bytes, Ptrs, Sizes);
}

/// Enqueues `Work` on `Stream`, after everything enqueued there before.
template <class Work> axlError_t launch(axlStream_t Stream, Work &&W) {
  return ::axl::cpu::detail::enqueue(Stream, std::function<void()>(std::forward<Work>(W)));
}

template <class It> using value_t = typename std::iterator_traits<It>::value_type;

/// The value type an output iterator stores (void for some iterators, as
/// CUB's "non-void output or else input" rule handles).
template <class Out, class In>
using non_void_value_t =
    std::conditional_t<std::is_void<value_t<Out>>::value, value_t<In>, value_t<Out>>;

} // namespace axlcub::detail

namespace axlcub {
/// Two buffers and which one holds the current data (the radix sorts'
/// double-buffer forms swap them).
template <class T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
  DoubleBuffer(T *Current, T *Alternate) : d_buffers{Current, Alternate}, selector(0) {}
  T *Current() { return d_buffers[selector]; }
  T *Alternate() { return d_buffers[selector ^ 1]; }
};
} // namespace axlcub
