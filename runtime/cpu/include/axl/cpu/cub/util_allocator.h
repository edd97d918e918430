// CPU backend of CUB's CachingDeviceAllocator: device allocations kept in
// geometric bins (bin_growth^k bytes, min_bin..max_bin) and reused, with
// CUB's stream safety: a freed block is cached with an event recorded on the
// stream it was last used on, and is handed to another stream only once that
// event has completed (to the same stream at once). Blocks larger than the
// largest bin are allocated exactly and freed, not cached; the cache holds at
// most max_cached_bytes. Allocations go through axlMalloc/axlFree.
#pragma once
#include <axl/cpu/runtime.h>

#include <cstddef>
#include <cstdio>
#include <limits>
#include <map>
#include <mutex>

namespace axlcub {

struct CachingDeviceAllocator {
  static constexpr unsigned INVALID_BIN = ~0u;
  static constexpr size_t INVALID_SIZE = ~size_t(0);
  static constexpr int INVALID_DEVICE_ORDINAL = -1;

  CachingDeviceAllocator(unsigned bin_growth, unsigned min_bin = 1,
                         unsigned max_bin = INVALID_BIN, size_t max_cached_bytes = INVALID_SIZE,
                         bool skip_cleanup = false, bool debug = false)
      : BinGrowth(bin_growth), MinBin(min_bin), MaxBin(max_bin),
        MinBinBytes(intPow(bin_growth, min_bin)), MaxBinBytes(intPow(bin_growth, max_bin)),
        MaxCachedBytes(max_cached_bytes), SkipCleanup(skip_cleanup), Debug(debug) {}
  /// CUB's defaults: bins of 512 B, 4 KiB, 32 KiB, 256 KiB and 2 MiB, at most
  /// 6,291,455 bytes cached.
  explicit CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false)
      : CachingDeviceAllocator(8, 3, 7, intPow(8, 7) * 3 - 1, skip_cleanup, debug) {}
  CachingDeviceAllocator(const CachingDeviceAllocator &) = delete;
  CachingDeviceAllocator &operator=(const CachingDeviceAllocator &) = delete;
  virtual ~CachingDeviceAllocator() {
    if (!SkipCleanup)
      FreeAllCached();
  }

  axlError_t SetMaxCachedBytes(size_t Bytes) {
    std::lock_guard<std::mutex> G(M);
    MaxCachedBytes = Bytes;
    return axlSuccess;
  }

  axlError_t DeviceAllocate(int device, void **d_ptr, size_t bytes, axlStream_t active_stream = 0) {
    if (axlError_t E = checkDevice(device))
      return E;
    *d_ptr = nullptr;
    unsigned Bin;
    size_t Size;
    binFor(bytes, Bin, Size);
    std::lock_guard<std::mutex> G(M);
    if (Bin != INVALID_BIN)
      for (auto It = Cached.lower_bound(Size); It != Cached.end() && It->first == Size; ++It) {
        Block &B = It->second;
        if (B.Stream != active_stream && axlEventQuery(B.Ready) != axlSuccess)
          continue;
        B.Stream = active_stream;
        *d_ptr = B.Ptr;
        CachedBytes -= Size;
        Live.emplace(B.Ptr, B);
        Cached.erase(It);
        if (Debug)
          std::printf("axlcub::CachingDeviceAllocator: reused %zu bytes at %p\n", Size, *d_ptr);
        return axlSuccess;
      }
    Block B{nullptr, Size, Bin, active_stream, nullptr};
    axlError_t E = axlMalloc(&B.Ptr, Size);
    if (E == axlErrorMemoryAllocation) { // free the cache and retry, as CUB does
      axlGetLastError();
      freeCachedLocked();
      E = axlMalloc(&B.Ptr, Size);
    }
    if (E != axlSuccess)
      return E;
    if ((E = axlEventCreateWithFlags(&B.Ready, axlEventDisableTiming)) != axlSuccess) {
      axlFree(B.Ptr);
      return E;
    }
    *d_ptr = B.Ptr;
    Live.emplace(B.Ptr, B);
    return axlSuccess;
  }
  axlError_t DeviceAllocate(void **d_ptr, size_t bytes, axlStream_t active_stream = 0) {
    return DeviceAllocate(INVALID_DEVICE_ORDINAL, d_ptr, bytes, active_stream);
  }

  axlError_t DeviceFree(int device, void *d_ptr) {
    if (axlError_t E = checkDevice(device))
      return E;
    std::lock_guard<std::mutex> G(M);
    auto It = Live.find(d_ptr);
    if (It == Live.end())
      return axlErrorInvalidValue; // not one of this allocator's
    Block B = It->second;
    Live.erase(It);
    if (B.Bin != INVALID_BIN && CachedBytes + B.Size <= MaxCachedBytes) {
      // Reusable on B.Stream at once, elsewhere once its work is done.
      if (axlError_t E = axlEventRecord(B.Ready, B.Stream))
        return E;
      CachedBytes += B.Size;
      Cached.emplace(B.Size, B);
      return axlSuccess;
    }
    axlEventDestroy(B.Ready);
    return axlFree(B.Ptr);
  }
  axlError_t DeviceFree(void *d_ptr) { return DeviceFree(INVALID_DEVICE_ORDINAL, d_ptr); }

  axlError_t FreeAllCached() {
    std::lock_guard<std::mutex> G(M);
    return freeCachedLocked();
  }

private:
  struct Block {
    void *Ptr;
    size_t Size;
    unsigned Bin;
    axlStream_t Stream;
    axlEvent_t Ready;
  };

  static size_t intPow(unsigned Base, unsigned Exp) {
    if (Exp == INVALID_BIN)
      return INVALID_SIZE;
    size_t R = 1;
    for (unsigned I = 0; I < Exp; ++I)
      R = R > INVALID_SIZE / Base ? INVALID_SIZE : R * Base;
    return R;
  }
  static axlError_t checkDevice(int Device) {
    int Count = 0;
    axlGetDeviceCount(&Count);
    return Device == INVALID_DEVICE_ORDINAL || (Device >= 0 && Device < Count)
               ? axlSuccess
               : axlErrorInvalidDevice;
  }
  /// The bin of a request and the bytes it gets (exact above the largest).
  void binFor(size_t Bytes, unsigned &Bin, size_t &Size) const {
    if (Bytes > MaxBinBytes) {
      Bin = INVALID_BIN;
      Size = Bytes;
      return;
    }
    Bin = MinBin;
    Size = MinBinBytes;
    while (Size < Bytes) {
      if (Size > INVALID_SIZE / BinGrowth) { // past every bin: exact
        Bin = INVALID_BIN;
        Size = Bytes;
        return;
      }
      ++Bin;
      Size *= BinGrowth;
    }
  }
  axlError_t freeCachedLocked() {
    axlError_t First = axlSuccess;
    for (auto &[Size, B] : Cached) {
      axlError_t E = axlFree(B.Ptr);
      axlEventDestroy(B.Ready);
      if (First == axlSuccess)
        First = E;
    }
    Cached.clear();
    CachedBytes = 0;
    return First;
  }

  unsigned BinGrowth, MinBin, MaxBin;
  size_t MinBinBytes, MaxBinBytes, MaxCachedBytes;
  bool SkipCleanup, Debug;
  std::mutex M;
  std::multimap<size_t, Block> Cached; ///< by size
  std::map<void *, Block> Live;
  size_t CachedBytes = 0;
};

} // namespace axlcub
