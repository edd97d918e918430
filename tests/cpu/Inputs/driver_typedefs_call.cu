// Calls a driver function the CPU backend does not implement through its
// PFN_ pointer: a compile error there, naming the function.
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
int main() {
  PFN_cuModuleLoad_v2000 moduleLoad = nullptr;
  cudaGetDriverEntryPointByVersion("cuModuleLoad", (void **)&moduleLoad, 12000, 0, nullptr);
  return moduleLoad ? int(moduleLoad(nullptr, "kernels.cubin")) : 1;
}
