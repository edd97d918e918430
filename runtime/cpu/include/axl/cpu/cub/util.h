// CPU backend of CUB: the namespace axlcub's common part. The AXLCUB_ macros
// that ported code uses, the operators (Sum, Max, Min, ArgMin, ArgMax,
// Equality, Inequality), KeyValuePair and NullType, the thread-index helpers,
// and the raw storage that the primitives' TempStorage types are made of.
#pragma once
#include <axl/cpu/kernel.h>
#include <axl/cpu/runtime.h>

#include <cstdio>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace axl::cpu::detail {
/// The block's barrier epoch (runtime/cpu/src/exec/block.cpp): equal values
/// mean that no barrier separates two points of the running block.
unsigned long long syncEpoch();
} // namespace axl::cpu::detail
namespace axl::cpu::loops {
bool checkingConditions(); // AXL_CPU_LOOPS_CHECK=1
} // namespace axl::cpu::loops

// The CUB version this implementation follows: CUDA 13's (CCCL 3.0).
#define AXLCUB_VERSION 300000
#define AXLCUB_MAJOR_VERSION 3
#define AXLCUB_MINOR_VERSION 0
#define AXLCUB_SUBMINOR_VERSION 0
#define AXLCUB_PATCH_NUMBER 0
#define AXLCUB_CPP_DIALECT 2017
#define AXLCUB_NAMESPACE_BEGIN namespace axlcub {
#define AXLCUB_NAMESPACE_END }
#define AXLCUB_NS_QUALIFIER ::axlcub
#define AXLCUB_NS_PREFIX
#define AXLCUB_NS_POSTFIX
#define AXLCUB_RUNTIME_FUNCTION
// The device the CPU backend describes (warp of 32 lanes, 32 banks). There is
// no device compilation pass: AXLCUB_PTX_ARCH is 0 as in CUB's host pass.
#define AXLCUB_PTX_ARCH 0
#define AXLCUB_WARP_THREADS(unused) 32
#define AXLCUB_LOG_WARP_THREADS(unused) 5
#define AXLCUB_PTX_WARP_THREADS 32
#define AXLCUB_PTX_LOG_WARP_THREADS 5
#define AXLCUB_SMEM_BANKS(unused) 32
#define AXLCUB_LOG_SMEM_BANKS(unused) 5
#define AXLCUB_PTX_SMEM_BANKS 32
#define AXLCUB_PTX_LOG_SMEM_BANKS 5
#define AXLCUB_SUBSCRIPTION_FACTOR(unused) 1
#define AXLCUB_PTX_SUBSCRIPTION_FACTOR 1
#define AXLCUB_PREFER_CONFLICT_OVER_PADDING(unused) 1
#define AXLCUB_PTX_PREFER_CONFLICT_OVER_PADDING 1
#define AXLCUB_MAX_DEVICES 128
// CubDebug(e): CUB prints the error when CUB_STDERR is defined; it returns e.
#define axlcubDebug(e) ::axlcub::Debug((axlError_t)(e), __FILE__, __LINE__)
#define axlcubDebugExit(e)                                                    \
  if (::axlcub::Debug((axlError_t)(e), __FILE__, __LINE__))                   \
  std::exit(1)

namespace axlcub {

inline axlError_t Debug(axlError_t Error, const char *File, int Line) {
#if defined(AXLCUB_STDERR) || defined(CUB_STDERR)
  if (Error != axlSuccess)
    std::fprintf(stderr, "CUDA error %d [%s, %d]: %s\n", int(Error), File,
                 Line, axlGetErrorString(Error));
#else
  (void)File, (void)Line;
#endif
  return Error;
}

/// The type of "no value" (BlockRadixSort's keys-only ValueT).
struct NullType {
  template <class T> NullType &operator=(const T &) { return *this; }
  friend bool operator==(const NullType &, const NullType &) { return true; }
  friend bool operator!=(const NullType &, const NullType &) { return false; }
};

template <class Key, class Value> struct KeyValuePair {
  using KeyT = Key;
  using ValueT = Value;
  Key key;
  Value value;
  KeyValuePair() = default;
  KeyValuePair(const Key &K, const Value &V) : key(K), value(V) {}
  bool operator!=(const KeyValuePair &B) const {
    return value != B.value || key != B.key;
  }
  bool operator==(const KeyValuePair &B) const { return !(*this != B); }
};

struct Equality {
  template <class T, class U> bool operator()(const T &A, const U &B) const {
    return A == B;
  }
};
struct Inequality {
  template <class T, class U> bool operator()(const T &A, const U &B) const {
    return A != B;
  }
};
struct Sum {
  template <class T, class U>
  auto operator()(T &&A, U &&B) const -> decltype(std::forward<T>(A) + std::forward<U>(B)) {
    return std::forward<T>(A) + std::forward<U>(B);
  }
};
struct Difference {
  template <class T, class U>
  auto operator()(T &&A, U &&B) const -> decltype(std::forward<T>(A) - std::forward<U>(B)) {
    return std::forward<T>(A) - std::forward<U>(B);
  }
};
struct Max {
  template <class T, class U>
  std::common_type_t<T, U> operator()(const T &A, const U &B) const {
    return A < B ? B : A;
  }
};
struct Min {
  template <class T, class U>
  std::common_type_t<T, U> operator()(const T &A, const U &B) const {
    return B < A ? B : A;
  }
};
/// On KeyValuePairs (index, value): the larger value, the smaller index of
/// equal ones (CUB's ArgMax).
struct ArgMax {
  template <class T, class O>
  KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &A,
                                const KeyValuePair<O, T> &B) const {
    if ((B.value > A.value) || (!(A.value > B.value) && B.key < A.key))
      return B;
    return A;
  }
};
struct ArgMin {
  template <class T, class O>
  KeyValuePair<O, T> operator()(const KeyValuePair<O, T> &A,
                                const KeyValuePair<O, T> &B) const {
    if ((B.value < A.value) || (!(A.value < B.value) && B.key < A.key))
      return B;
    return A;
  }
};
template <class B> struct CastOp {
  template <class A> B operator()(const A &X) const { return B(X); }
};

/// CUB's thread and warp indices.
inline int RowMajorTid(int BlockDimX, int BlockDimY, int BlockDimZ) {
  return (BlockDimZ == 1 ? 0 : int(threadIdx.z) * BlockDimX * BlockDimY) +
         (BlockDimY == 1 ? 0 : int(threadIdx.y) * BlockDimX) + int(threadIdx.x);
}
inline unsigned LaneId() { return ::axl::cpu::detail::laneId(); }
inline unsigned WarpId() { return ::axl::cpu::detail::linearThreadIndex() / 32; }
template <class T> constexpr T DivideAndRoundUp(T N, T D) { return (N + D - 1) / D; }
template <int N> struct PowerOfTwo {
  static constexpr bool VALUE = N > 0 && (N & (N - 1)) == 0;
};

/// Raw storage for N values of T: TempStorage must be trivial (it is declared
/// __shared__, uninitialised, as in CUB) whatever T is.
template <class T, int N = 1> struct Uninitialized {
  alignas(T) unsigned char Bytes[sizeof(T) * (N > 0 ? N : 1)];
  T &operator[](int I) {
    return *std::launder(reinterpret_cast<T *>(Bytes) + I);
  }
  void set(int I, const T &V) { new (reinterpret_cast<T *>(Bytes) + I) T(V); }
  T &Alias() { return (*this)[0]; }
};

namespace detail {

/// The linear thread index a primitive of BLOCK_THREADS threads computes;
/// a block with more threads than the primitive was instantiated for is
/// reported (CUB would silently index past its shared memory).
template <int X, int Y, int Z> int blockTid(const char *What) {
  int Tid = RowMajorTid(X, Y, Z);
  if (Tid >= X * Y * Z || int(threadIdx.x) >= X)
    ::axl::cpu::detail::kernelAbort(What);
  return Tid;
}

/// Where a primitive was called from, for the checks' reports (a defaulted
/// argument: the caller's file and line).
struct CallSite {
  const char *File;
  unsigned Line;
  static CallSite here(const char *File = __builtin_FILE(),
                       unsigned Line = __builtin_LINE()) {
    return {File, Line};
  }
};

/// CUB requires a __syncthreads() before a collective's TempStorage is used
/// again. Under AXL_CPU_LOOPS_CHECK=1, a use of Storage with no barrier since
/// its last use (noteCollectiveUse) by the same block is reported with the
/// kernel, block, thread and the call's line, and the run stops. Barriers
/// between two sections of a kernel run as loops are not seen, so calls in
/// different sections are not compared.
inline std::unordered_map<const void *, unsigned long long> &collectiveUses() {
  thread_local std::unordered_map<const void *, unsigned long long> Uses;
  return Uses;
}
inline void checkCollectiveReuse(const void *Storage, const char *What,
                                 const CallSite &Where) {
  if (!::axl::cpu::loops::checkingConditions())
    return;
  auto It = collectiveUses().find(Storage);
  if (It == collectiveUses().end() ||
      It->second != ::axl::cpu::detail::syncEpoch())
    return;
  char Message[512];
  std::snprintf(Message, sizeof Message,
                "%s:%u: %s reuses its TempStorage with no __syncthreads() "
                "since its last use (CUB requires a barrier before a "
                "collective's temporary storage is used again; the threads "
                "that go on overwrite what thread 0 has still to read)",
                Where.File, Where.Line, What);
  ::axl::cpu::detail::kernelFail(Message);
}
inline void noteCollectiveUse(const void *Storage) {
  if (::axl::cpu::loops::checkingConditions())
    collectiveUses()[Storage] = ::axl::cpu::detail::syncEpoch();
}

/// How many of a primitive's BLOCK_THREADS threads the block has: CUB leaves
/// a smaller block undefined; here the missing threads take no part.
template <int BLOCK_THREADS> int blockThreads() {
  const dim3 B = blockDim;
  int N = int(B.x * B.y * B.z);
  return N < BLOCK_THREADS ? N : BLOCK_THREADS;
}

/// A primitive's own storage when constructed without TempStorage (CUB's
/// private __shared__ storage): one per OS thread, which runs one block at a
/// time.
template <class Storage, class Tag> Storage &privateStorage() {
  static __shared__ Storage S;
  return S;
}

} // namespace detail
} // namespace axlcub
