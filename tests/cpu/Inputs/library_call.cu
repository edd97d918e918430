// A call into a library function the CPU backend does not implement.
#include <cufftXt.h>

int main() {
  int gpus[2] = {0, 1};
  return cufftXtSetGPUs(1, 2, gpus) != CUFFT_SUCCESS;
}
