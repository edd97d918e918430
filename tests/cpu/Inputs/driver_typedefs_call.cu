// Calls a driver function the CPU backend does not implement through its
// PFN_ pointer: a compile error there, naming the function.
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
int main() {
  PFN_cuLinkCreate_v6050 linkCreate = nullptr;
  cudaGetDriverEntryPointByVersion("cuLinkCreate", (void **)&linkCreate, 12000, 0, nullptr);
  return linkCreate ? int(linkCreate(0, nullptr, nullptr, nullptr)) : 1;
}
