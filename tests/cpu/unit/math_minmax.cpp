// fmaxf and fminf follow CUDA's NaN rule on the CPU backend: a NaN
// argument, quiet or signaling, gives the other argument; two NaNs give the
// canonical NaN. The C library returns NaN for a signaling argument, so a
// plain call to it would fail here. Checked in kernel code, through std::,
// and through a function pointer.
#include <axl/runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstring>

static float bits(uint32_t B) {
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
static uint32_t bitsOf(float F) {
  uint32_t B;
  std::memcpy(&B, &F, 4);
  return B;
}

__global__ void minmax(const float *a, const float *b, float *mx, float *mn, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    mx[i] = fmaxf(a[i], b[i]);
    mn[i] = fminf(a[i], b[i]);
  }
}

int main() {
  const float SNaN = bits(0x7f810000u), QNaN = bits(0x7fc00000u), NegSNaN = bits(0xffa00001u);
  struct Case {
    float A, B;
    uint32_t Max, Min;
  } Cases[] = {
      {3.0f, SNaN, bitsOf(3.0f), bitsOf(3.0f)},
      {SNaN, -2.0f, bitsOf(-2.0f), bitsOf(-2.0f)},
      {QNaN, 5.0f, bitsOf(5.0f), bitsOf(5.0f)},
      {NegSNaN, bits(0x7f800000u), 0x7f800000u, 0x7f800000u},
      {SNaN, QNaN, 0x7fffffffu, 0x7fffffffu},
      {1.0f, 2.0f, bitsOf(2.0f), bitsOf(1.0f)},
      {-1.0f, -2.0f, bitsOf(-1.0f), bitsOf(-2.0f)},
  };
  const int N = sizeof Cases / sizeof Cases[0];
  float *A, *B, *Mx, *Mn;
  axlMallocManaged(&A, N * 4);
  axlMallocManaged(&B, N * 4);
  axlMallocManaged(&Mx, N * 4);
  axlMallocManaged(&Mn, N * 4);
  for (int I = 0; I < N; ++I)
    A[I] = Cases[I].A, B[I] = Cases[I].B;
  axlLaunchKernelGGL(minmax, dim3(1), dim3(32), 0, 0, A, B, Mx, Mn, N);
  if (axlDeviceSynchronize() != axlSuccess) {
    std::printf("FAILED: launch\n");
    return 1;
  }
  float (*MaxFn)(float, float) = fmaxf;
  int Failures = 0;
  for (int I = 0; I < N; ++I) {
    const Case &C = Cases[I];
    const uint32_t Got[4] = {bitsOf(Mx[I]), bitsOf(Mn[I]), bitsOf(std::fmaxf(C.A, C.B)),
                             bitsOf(MaxFn(C.A, C.B))};
    const uint32_t Want[4] = {C.Max, C.Min, C.Max, C.Max};
    const char *What[4] = {"fmaxf (kernel)", "fminf (kernel)", "std::fmaxf", "&fmaxf"};
    for (int K = 0; K < 4; ++K)
      if (Got[K] != Want[K]) {
        std::printf("FAILED: %s(0x%08x, 0x%08x) = 0x%08x, expected 0x%08x\n", What[K],
                    bitsOf(C.A), bitsOf(C.B), Got[K], Want[K]);
        ++Failures;
      }
  }
  std::printf("%s: %d cases, %d failures\n", Failures ? "FAILED" : "PASSED", N, Failures);
  return Failures ? 1 : 0;
}
