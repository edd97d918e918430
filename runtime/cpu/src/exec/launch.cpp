// CPU backend, execution engine: launch configuration checks and per-kernel
// shared memory limits.
#include <axl/cpu/detail/exec.h>

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
