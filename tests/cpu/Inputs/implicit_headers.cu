// Names a CUDA source gets from cuda_runtime.h, which nvcc includes for it,
// used with no #include: <limits.h> (INT_MAX, CHAR_BIT, LONG_MIN, PATH_MAX
// through <linux/limits.h>), <ctype.h> (isdigit, toupper), <string.h>,
// <stdlib.h>, <math.h> and <time.h> (time, clock). Not assert or the
// host's printf: nvcc rejects those without their headers too.
#include <cstdio>

__global__ void clampAll(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] < 0)
    v[i] = INT_MAX;
}

int main() {
  int h[4] = {-1, 2, -3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  clampAll<<<1, 4>>>(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  char word[] = "ab3";
  int digits = 0;
  for (char *c = word; *c; ++c) {
    digits += isdigit(*c) != 0;
    *c = char(toupper(*c));
  }
  char *copy = static_cast<char *>(malloc(strlen(word) + 1));
  strcpy(copy, word);
  const bool ok = h[0] == INT_MAX && h[1] == 2 && h[2] == INT_MAX && CHAR_BIT == 8 &&
                  LONG_MIN < 0 && PATH_MAX >= 256 && time(nullptr) > 0 && clock() >= 0 && digits == 1 &&
                  strcmp(copy, "AB3") == 0 && fabs(sqrt(2.0) * sqrt(2.0) - 2.0) < 1e-12;
  free(copy);
  printf("implicit headers: %s\n", ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
