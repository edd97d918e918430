// CPU backend execution: atomics under contention between blocks running in
// parallel, fences (the last-block pattern) and the integer/float semantics
// of every atomic function.
#include "exec_check.h"

#include <axl/runtime.h>

#include <cstring>
#include <vector>

static __device__ __host__ int floatBits(float f) {
  int i;
  std::memcpy(&i, &f, sizeof i);
  return i;
}

__global__ void contention(int *counter, float *fsum, double *dsum,
                           unsigned long long *wide, int *maxBits,
                           const float *values, unsigned long long *casSum) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(counter, 1);
  atomicAdd(fsum, 1.0f);
  atomicAdd(dsum, 0.5);
  atomicAdd(wide, 1ull << 33);
  // Max of non-negative floats through their bits.
  atomicMax(maxBits, floatBits(values[i]));
  // An addition built from a CAS loop.
  unsigned long long old = *casSum, assumed;
  do {
    assumed = old;
    old = atomicCAS(casSum, assumed, assumed + i);
  } while (old != assumed);
}

static void testContention() {
  const int blocks = 500, threads = 256, n = blocks * threads;
  std::vector<float> values(n);
  float maxValue = 0;
  for (int i = 0; i < n; ++i) {
    values[i] = float((i * 2654435761u) % 1000003u) / 7.0f;
    maxValue = std::max(maxValue, values[i]);
  }
  int counter = 0, maxBits = 0;
  float fsum = 0;
  double dsum = 0;
  unsigned long long wide = 0, casSum = 0;
  axlLaunchKernelGGL(contention, dim3(blocks), dim3(threads), 0, 0, &counter,
                     &fsum, &dsum, &wide, &maxBits, values.data(), &casSum);
  axlDeviceSynchronize();
  EXEC_CHECK(counter == n, "int atomicAdd: %d want %d", counter, n);
  EXEC_CHECK(fsum == float(n), "float atomicAdd: %g want %d", fsum, n);
  EXEC_CHECK(dsum == 0.5 * n, "double atomicAdd: %g", dsum);
  EXEC_CHECK(wide == (unsigned long long)n << 33, "64-bit atomicAdd: %llu",
             wide);
  EXEC_CHECK(maxBits == floatBits(maxValue), "atomicMax on float bits: %#x "
             "want %#x", maxBits, floatBits(maxValue));
  EXEC_CHECK(casSum == (unsigned long long)n * (n - 1) / 2,
             "atomicCAS loop: %llu", casSum);
  execSection("atomics under contention");
}

// The last block to finish (by ticket) sums every block's partial result.
__global__ void lastBlock(const int *in, int *partials, unsigned *ticket,
                         int *total) {
  __shared__ int sum;
  __shared__ bool isLast;
  if (threadIdx.x == 0)
    sum = 0;
  __syncthreads();
  atomicAdd_block(&sum, in[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = sum;
    __threadfence();
    isLast = atomicInc(ticket, gridDim.x) == gridDim.x - 1;
  }
  __syncthreads();
  if (isLast && threadIdx.x == 0) {
    int t = 0;
    for (unsigned b = 0; b < gridDim.x; ++b)
      t += partials[b];
    *total = t;
  }
}

static void testLastBlock() {
  const int blocks = 300, threads = 64;
  std::vector<int> in(blocks * threads), partials(blocks);
  int want = 0;
  for (size_t i = 0; i < in.size(); ++i)
    want += in[i] = int(i % 13) - 6 + int(i % 5);
  unsigned ticket = 0;
  int total = -1;
  axlLaunchKernelGGL(lastBlock, dim3(blocks), dim3(threads), 0, 0, in.data(),
                     partials.data(), &ticket, &total);
  axlDeviceSynchronize();
  EXEC_CHECK(total == want, "last block total %d want %d", total, want);
  EXEC_CHECK(ticket == unsigned(blocks), "ticket %u", ticket);
  execSection("threadfence and the last-block pattern");
}

struct Results {
  int i[8];
  unsigned u[8];
  long long ll[4];
  unsigned long long ull[6];
  float f[4];
  unsigned short us[2];
  // The words the atomics work on: global memory, as CUDA's atomics need
  // (an atomic on a local variable is undefined, and HIP's compiler
  // rejects it).
  struct {
    int a;
    unsigned u;
    long long ll;
    unsigned long long ull;
    float f, g, h;
    unsigned short us;
  } s;
};

// Single-thread semantics of each function (return values and results).
__global__ void semantics(Results *r) {
  int &a = r->s.a;
  a = 10;
  r->i[0] = atomicSub(&a, 3);
  r->i[1] = atomicExch(&a, -5);
  r->i[2] = atomicMin(&a, -9);
  r->i[3] = atomicMax_system(&a, 4);
  r->i[4] = atomicAnd(&a, 6);
  r->i[5] = atomicOr(&a, 9);
  r->i[6] = atomicXor(&a, 0xff);
  r->i[7] = a;
  unsigned &u = r->s.u;
  u = 7;
  r->u[0] = atomicInc(&u, 7); // 7 >= 7: wraps to 0
  r->u[1] = atomicInc(&u, 7); // 0 -> 1
  r->u[2] = atomicDec(&u, 5); // 1 -> 0
  r->u[3] = atomicDec(&u, 5); // 0 -> 5
  r->u[4] = atomicDec(&u, 3); // 5 > 3 -> 3
  r->u[5] = atomicCAS(&u, 3u, 40u);
  r->u[6] = atomicCAS(&u, 3u, 50u); // fails
  r->u[7] = u;
  long long &ll = r->s.ll;
  ll = -100;
  r->ll[0] = atomicMin(&ll, -200LL);
  r->ll[1] = atomicMax(&ll, 1LL << 40);
  r->ll[2] = atomicXor_block(&ll, 1LL);
  r->ll[3] = ll;
  unsigned long long &ull = r->s.ull;
  ull = 5;
  r->ull[0] = atomicExch(&ull, 1ull << 63);
  r->ull[1] = atomicMin(&ull, 9ull);
  r->ull[2] = atomicOr(&ull, 0xf0ull);
  r->ull[3] = atomicAnd(&ull, 0x3cull);
  r->ull[4] = atomicCAS(&ull, 0x38ull, 77ull);
  r->ull[5] = ull;
  float &f = r->s.f;
  f = 1.5f;
  r->f[0] = atomicExch(&f, 2.25f);
  // PTX atom.add.f32 (global memory) flushes subnormal inputs and results.
  float &g = r->s.g, &h = r->s.h;
  g = 0.0f;
  h = 1e-40f;
  r->f[1] = atomicAdd(&g, 1e-40f);
  r->f[2] = g;
  atomicAdd(&h, 0.0f);
  r->f[3] = h;
  unsigned short &us = r->s.us;
  us = 0xfffe;
  r->us[0] = atomicCAS(&us, (unsigned short)0xfffe, (unsigned short)0x1234);
  r->us[1] = us;
}

static void testSemantics() {
  Results r;
  std::memset(&r, 0xee, sizeof r);
  axlLaunchKernelGGL(semantics, dim3(1), dim3(1), 0, 0, &r);
  axlDeviceSynchronize();
  const int wantI[8] = {10, 7, -5, -9, 4, 4, 13, 13 ^ 0xff};
  for (int k = 0; k < 8; ++k)
    EXEC_CHECK(r.i[k] == wantI[k], "int item %d: %d want %d", k, r.i[k],
               wantI[k]);
  const unsigned wantU[8] = {7, 0, 1, 0, 5, 3, 40, 40};
  for (int k = 0; k < 8; ++k)
    EXEC_CHECK(r.u[k] == wantU[k], "unsigned item %d: %u want %u", k, r.u[k],
               wantU[k]);
  const long long wantLL[4] = {-100, -200, 1LL << 40, (1LL << 40) ^ 1};
  for (int k = 0; k < 4; ++k)
    EXEC_CHECK(r.ll[k] == wantLL[k], "long long item %d: %lld", k, r.ll[k]);
  const unsigned long long wantULL[6] = {5, 1ull << 63, 9, 0xf9, 0x38, 77};
  for (int k = 0; k < 6; ++k)
    EXEC_CHECK(r.ull[k] == wantULL[k], "ull item %d: %#llx want %#llx", k,
               r.ull[k], wantULL[k]);
  EXEC_CHECK(r.f[0] == 1.5f, "float atomicExch: %g", r.f[0]);
  EXEC_CHECK(floatBits(r.f[1]) == 0 && floatBits(r.f[2]) == 0 &&
                 floatBits(r.f[3]) == 0,
             "float atomicAdd flushes subnormals: %a %a %a", r.f[1], r.f[2],
             r.f[3]);
  EXEC_CHECK(r.us[0] == 0xfffe && r.us[1] == 0x1234, "16-bit CAS: %#x %#x",
             r.us[0], r.us[1]);
  execSection("atomic function semantics");
}

int main() {
  testContention();
  testLastBlock();
  testSemantics();
  return execResult();
}
