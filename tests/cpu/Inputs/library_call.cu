// A call into a library the CPU backend does not implement.
#include <cufft.h>

int main() {
  cufftHandle plan;
  return cufftPlan1d(&plan, 64, CUFFT_C2C, 1) != CUFFT_SUCCESS;
}
