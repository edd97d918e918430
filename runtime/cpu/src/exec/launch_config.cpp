// CPU backend, execution engine: launch configuration checks and per-kernel
// shared memory limits.
#include <axl/cpu/detail/exec.h>

#include <algorithm>
#include <mutex>
#include <unordered_map>

namespace axl::cpu::detail {

namespace {
struct SharedLimits {
  std::mutex M;
  std::unordered_map<const void *, int> Bytes;
};
SharedLimits &sharedLimits() {
  static SharedLimits Limits;
  return Limits;
}
} // namespace

axlError_t setMaxDynamicShared(const void *Kernel, int Bytes) {
  if (Bytes < 0 || Bytes > MaxDynamicSharedOptin)
    return axlErrorInvalidValue;
  SharedLimits &L = sharedLimits();
  std::lock_guard<std::mutex> Lock(L.M);
  L.Bytes[Kernel] = Bytes;
  return axlSuccess;
}

int maxDynamicShared(const void *Kernel) {
  SharedLimits &L = sharedLimits();
  std::lock_guard<std::mutex> Lock(L.M);
  auto It = L.Bytes.find(Kernel);
  return It == L.Bytes.end() ? DefaultMaxDynamicShared : It->second;
}

int residentBlocks(const void *Kernel, unsigned BlockThreads, size_t DynamicShared) {
  constexpr int WarpSize = 32, SharedGranularity = 128;
  constexpr size_t SharedPerMultiprocessor = MaxDynamicSharedOptin + ReservedSharedPerBlock;
  if (BlockThreads == 0 || BlockThreads > 1024 ||
      DynamicShared > static_cast<size_t>(maxDynamicShared(Kernel)))
    return 0;
  const int Warps = static_cast<int>((BlockThreads + WarpSize - 1) / WarpSize);
  int Blocks = std::min(MaxBlocksPerMultiprocessor,
                        MaxThreadsPerMultiprocessor / WarpSize / Warps);
  const size_t Shared = (DynamicShared + ReservedSharedPerBlock + SharedGranularity - 1) /
                        SharedGranularity * SharedGranularity;
  return std::min(Blocks, static_cast<int>(SharedPerMultiprocessor / Shared));
}

axlError_t checkLaunch(const void *Kernel, dim3 Grid, dim3 Block,
                       size_t DynamicShared) {
  const unsigned long long Threads =
      static_cast<unsigned long long>(Block.x) * Block.y * Block.z;
  if (Threads == 0 || Threads > 1024 || Block.x > 1024 || Block.y > 1024 ||
      Block.z > 64)
    return axlErrorInvalidConfiguration;
  if (Grid.x == 0 || Grid.y == 0 || Grid.z == 0 || Grid.x > 0x7fffffffu ||
      Grid.y > 65535 || Grid.z > 65535)
    return axlErrorInvalidConfiguration;
  if (DynamicShared > static_cast<size_t>(maxDynamicShared(Kernel)))
    return axlErrorInvalidValue;
  return axlSuccess;
}

} // namespace axl::cpu::detail
