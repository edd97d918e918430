// Helpers shared by the CUB and Thrust unit tests of the CPU backend: device
// buffers filled from and read back into host vectors, and a check that
// prints what differs and exits non-zero.
#pragma once
#include "runtime_check.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

/// A device allocation of N values, copied from `Init` when given.
template <class T> struct DeviceBuffer {
  T *Ptr = nullptr;
  size_t N = 0;
  explicit DeviceBuffer(size_t Count) : N(Count) {
    CHECK_OK(axlMalloc(&Ptr, (N ? N : 1) * sizeof(T)));
  }
  explicit DeviceBuffer(const std::vector<T> &Init) : DeviceBuffer(Init.size()) {
    CHECK_OK(axlMemcpy(Ptr, Init.data(), N * sizeof(T), axlMemcpyHostToDevice));
  }
  DeviceBuffer(size_t Count, T Fill) : DeviceBuffer(std::vector<T>(Count, Fill)) {}
  ~DeviceBuffer() { axlFree(Ptr); }
  std::vector<T> read() const {
    std::vector<T> H(N);
    CHECK_OK(axlMemcpy(H.data(), Ptr, N * sizeof(T), axlMemcpyDeviceToHost));
    return H;
  }
  operator T *() const { return Ptr; }
};

/// Compares element by element; `Skip(i)` names positions CUB leaves
/// undefined.
template <class T, class SkipFn>
void expectEqual(const char *What, int Case, const std::vector<T> &Got,
                 const std::vector<T> &Want, SkipFn Skip) {
  if (Got.size() != Want.size()) {
    std::fprintf(stderr, "%s (case %d): %zu values, expected %zu\n", What, Case, Got.size(),
                 Want.size());
    std::exit(1);
  }
  for (size_t I = 0; I < Got.size(); ++I)
    if (!Skip(I) && !(Got[I] == Want[I])) {
      std::fprintf(stderr, "%s (case %d): value %zu is %g, expected %g\n", What, Case, I,
                   double(Got[I]), double(Want[I]));
      std::exit(1);
    }
}
template <class T>
void expectEqual(const char *What, int Case, const std::vector<T> &Got,
                 const std::vector<T> &Want) {
  expectEqual(What, Case, Got, Want, [](size_t) { return false; });
}

/// Deterministic pseudo-random integers in [Lo, Hi].
inline std::vector<int> randomInts(size_t N, int Lo, int Hi, unsigned Seed) {
  std::vector<int> V(N);
  unsigned X = Seed * 2654435761u + 12345u;
  for (auto &E : V) {
    X = X * 1664525u + 1013904223u;
    E = Lo + int((X >> 8) % unsigned(Hi - Lo + 1));
  }
  return V;
}

/// Runs `Call(temp, bytes)` as CUB's callers do: a size query, an
/// allocation of that size, the call itself; then waits for the stream.
template <class Call> void twoCalls(axlStream_t Stream, Call C) {
  size_t Bytes = 0;
  CHECK_OK(C(nullptr, Bytes));
  CHECK(Bytes > 0);
  void *Temp = nullptr;
  CHECK_OK(axlMalloc(&Temp, Bytes));
  CHECK_OK(C(Temp, Bytes));
  CHECK_OK(axlStreamSynchronize(Stream));
  CHECK_OK(axlFree(Temp));
}
