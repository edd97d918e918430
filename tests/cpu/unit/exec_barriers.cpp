// CPU backend execution: barriers, the lazy switch from the plain loop to
// fibers, index math, shared memory, globals, argument conversion and launch
// configuration errors.
#include "exec_check.h"

#include <axl/runtime.h>

#include <cstring>
#include <vector>

// Shared-memory tree reduction: 256 threads, 8 barrier steps.
__global__ void treeSum(const int *in, int *out) {
  __shared__ int partial[256];
  const unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned k = 128; k > 0; k /= 2) {
    if (t < k)
      partial[t] += partial[t + k];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

// Multi-stage: counts, and/or votes over a 2D block of 20x10 threads (not a
// multiple of the warp size).
__global__ void votes(int *out) {
  const unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  const int count3 = __syncthreads_count(t % 3 == 0);
  const int allSmall = __syncthreads_and(t < 1000);
  const int allEven = __syncthreads_and(t % 2 == 0);
  const int anyLast = __syncthreads_or(t == 199);
  const int anyBig = __syncthreads_or(t > 1000);
  if (t == 7) {
    out[blockIdx.x * 5 + 0] = count3;
    out[blockIdx.x * 5 + 1] = allSmall;
    out[blockIdx.x * 5 + 2] = allEven;
    out[blockIdx.x * 5 + 3] = anyLast;
    out[blockIdx.x * 5 + 4] = anyBig;
  }
}

// Threads below 40 exit without a barrier (they run first, in the plain
// loop); thread 40 switches the block to fibers; exited threads count as
// arrived, so the count is 88 and everyone sees every write.
__global__ void lazySwitch(int *out, int *counts) {
  static __shared__ int s[128]; // `static __shared__` is common CUDA
  const unsigned t = threadIdx.x;
  if (t < 40) {
    out[blockIdx.x * 128 + t] = -int(t);
    return;
  }
  s[t] = int(t * 10 + blockIdx.x);
  const int arrived = __syncthreads_count(1);
  out[blockIdx.x * 128 + t] = s[167 - t]; // 40..127 mirrored
  if (t == 40)
    counts[blockIdx.x] = arrived;
}

// Every thread of a 3D grid of 3D blocks writes its coordinates to its
// global linear index.
__global__ void coordinates(unsigned *out) {
  const unsigned bx = blockDim.x, by = blockDim.y, bz = blockDim.z;
  const unsigned block =
      blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  const unsigned thread = threadIdx.x + bx * (threadIdx.y + by * threadIdx.z);
  const unsigned i = block * bx * by * bz + thread;
  out[4 * i + 0] = threadIdx.x | threadIdx.y << 8 | threadIdx.z << 16;
  out[4 * i + 1] = blockIdx.x | blockIdx.y << 8 | blockIdx.z << 16;
  out[4 * i + 2] = gridDim.x | gridDim.y << 8 | gridDim.z << 16;
  out[4 * i + 3] = bx | by << 8 | bz << 16;
}

// Each block fills its dynamic and static shared memory with its own values,
// lets other blocks run (__nanosleep), and checks nothing changed: blocks
// running at the same time never share.
__global__ void privateShared(int *errors, int words) {
  AXL_DYNAMIC_SHARED(int, dyn);
  __shared__ int fixed[64];
  const int t = threadIdx.x, b = blockIdx.x;
  for (int i = t; i < words; i += blockDim.x)
    dyn[i] = b * 100000 + i;
  fixed[t] = b * 1000 + t;
  __syncthreads();
  __nanosleep(1000);
  __syncthreads();
  for (int i = t; i < words; i += blockDim.x)
    if (dyn[i] != b * 100000 + i)
      atomicAdd(errors, 1);
  if (fixed[(t + 1) % 64] != b * 1000 + (t + 1) % 64)
    atomicAdd(errors, 1);
}

// Globals: __constant__ and __device__ variables are plain globals.
__constant__ float coefficients[4];
__device__ int deviceCounter;
__global__ void useGlobals(float *out) {
  out[threadIdx.x] = coefficients[threadIdx.x % 4] * float(threadIdx.x);
  atomicAdd(&deviceCounter, 1);
}

// Argument conversion at launch: a double for a float, 0 for a pointer.
__global__ void converted(float half, const int *maybe, float *out) {
  out[0] = half;
  out[1] = maybe ? 1.0f : -1.0f;
}

template <class T, int K> __global__ void fill(T *out) {
  out[threadIdx.x] = T(K) + T(threadIdx.x);
}

__global__ void touchAllShared(int *out, int bytes) {
  AXL_DYNAMIC_SHARED(unsigned char, raw);
  for (int i = threadIdx.x; i < bytes; i += blockDim.x)
    raw[i] = static_cast<unsigned char>(i);
  __syncthreads();
  if (threadIdx.x == 0) {
    int sum = 0;
    for (int i = 0; i < bytes; ++i)
      sum += raw[i];
    *out = sum;
  }
}

__global__ void neverRuns(int *flag) { *flag = 1; }

static void testTreeSum() {
  const int blocks = 300;
  std::vector<int> in(blocks * 256), out(blocks, -1);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = static_cast<int>((i * 7919) % 1001) - 500;
  for (int rep = 0; rep < 2; ++rep) { // the second launch starts on fibers
    axlLaunchKernelGGL(treeSum, dim3(blocks), dim3(256), 0, 0, in.data(),
                       out.data());
    EXEC_CHECK(axlDeviceSynchronize() == axlSuccess, "synchronize");
    for (int b = 0; b < blocks; ++b) {
      int want = 0;
      for (int t = 0; t < 256; ++t)
        want += in[b * 256 + t];
      EXEC_CHECK(out[b] == want, "treeSum rep %d block %d: got %d want %d",
                 rep, b, out[b], want);
    }
  }
  execSection("tree reduction");
}

static void testVotes() {
  const int blocks = 6;
  std::vector<int> out(blocks * 5, -1);
  axlLaunchKernelGGL(votes, dim3(blocks), dim3(20, 10), 0, 0, out.data());
  axlDeviceSynchronize();
  const int want[5] = {67, 1, 0, 1, 0}; // ceil(200 / 3) multiples of 3
  for (int b = 0; b < blocks; ++b)
    for (int k = 0; k < 5; ++k)
      EXEC_CHECK(out[b * 5 + k] == want[k], "votes block %d item %d: %d != %d",
                 b, k, out[b * 5 + k], want[k]);
  execSection("syncthreads count/and/or");
}

static void testLazySwitch() {
  const int blocks = 9;
  for (int rep = 0; rep < 2; ++rep) {
    std::vector<int> out(blocks * 128, 12345), counts(blocks, -1);
    axlLaunchKernelGGL(lazySwitch, dim3(blocks), dim3(128), 0, 0, out.data(),
                       counts.data());
    axlDeviceSynchronize();
    for (int b = 0; b < blocks; ++b) {
      EXEC_CHECK(counts[b] == 88, "lazy rep %d block %d: %d arrived, want 88",
                 rep, b, counts[b]);
      for (int t = 0; t < 128; ++t) {
        const int want = t < 40 ? -t : (167 - t) * 10 + b;
        EXEC_CHECK(out[b * 128 + t] == want,
                   "lazy rep %d block %d thread %d: %d != %d", rep, b, t,
                   out[b * 128 + t], want);
      }
    }
  }
  execSection("lazy switch to fibers");
}

static void testCoordinates() {
  const dim3 grid(3, 4, 5), block(4, 3, 2);
  const unsigned threads = 3 * 4 * 5 * 4 * 3 * 2;
  std::vector<unsigned> out(4 * threads, 0xdeadbeef);
  axlLaunchKernelGGL(coordinates, grid, block, 0, 0, out.data());
  axlDeviceSynchronize();
  unsigned i = 0;
  for (unsigned bz = 0; bz < 5; ++bz)
    for (unsigned by = 0; by < 4; ++by)
      for (unsigned bx = 0; bx < 3; ++bx)
        for (unsigned tz = 0; tz < 2; ++tz)
          for (unsigned ty = 0; ty < 3; ++ty)
            for (unsigned tx = 0; tx < 4; ++tx, ++i) {
              const unsigned want[4] = {tx | ty << 8 | tz << 16,
                                        bx | by << 8 | bz << 16,
                                        3 | 4 << 8 | 5 << 16,
                                        4 | 3 << 8 | 2 << 16};
              for (int k = 0; k < 4; ++k)
                EXEC_CHECK(out[4 * i + k] == want[k],
                           "coordinates thread %u item %d: %#x != %#x", i, k,
                           out[4 * i + k], want[k]);
            }
  execSection("3D grid and block coordinates");
}

static void testSharedMemory() {
  int errors = 0;
  const int words = 1000;
  axlLaunchKernelGGL(privateShared, dim3(64), dim3(64), words * sizeof(int), 0,
                     &errors, words);
  axlDeviceSynchronize();
  EXEC_CHECK(errors == 0, "%d shared-memory words changed by other blocks",
             errors);
  execSection("per-block shared memory");
}

static void testGlobalsAndArguments() {
  for (int i = 0; i < 4; ++i)
    coefficients[i] = float(i + 1);
  deviceCounter = 0;
  std::vector<float> out(64);
  axlLaunchKernelGGL(useGlobals, dim3(1), dim3(64), 0, 0, out.data());
  axlDeviceSynchronize();
  for (int t = 0; t < 64; ++t)
    EXEC_CHECK(out[t] == float(t % 4 + 1) * float(t), "globals thread %d", t);
  EXEC_CHECK(deviceCounter == 64, "__device__ counter %d", deviceCounter);

  float conv[2] = {0, 0};
  axlLaunchKernelGGL(converted, dim3(1), dim3(1), 0, 0, 0.5, 0, conv);
  axlDeviceSynchronize();
  EXEC_CHECK(conv[0] == 0.5f && conv[1] == -1.0f, "converted: %g %g", conv[0],
             conv[1]);

  std::vector<long long> filled(32);
  axlLaunchKernelGGL(AXL_KERNEL_NAME(fill<long long, 7>), dim3(1), dim3(32), 0,
                     0, filled.data());
  axlDeviceSynchronize();
  for (int t = 0; t < 32; ++t)
    EXEC_CHECK(filled[t] == 7 + t, "template kernel thread %d", t);
  execSection("globals, argument conversion, template kernels");
}

static void testConfigurationErrors() {
  int flag = 0;
  axlGetLastError();
  struct Case {
    dim3 Grid, Block;
    size_t Shared;
    axlError_t Want;
  } cases[] = {
      {dim3(1), dim3(1025), 0, axlErrorInvalidConfiguration},
      {dim3(1), dim3(0), 0, axlErrorInvalidConfiguration},
      {dim3(1), dim3(1, 1, 65), 0, axlErrorInvalidConfiguration},
      {dim3(1), dim3(2048, 1, 1), 0, axlErrorInvalidConfiguration},
      {dim3(1), dim3(64, 32), 0, axlErrorInvalidConfiguration},
      {dim3(0), dim3(32), 0, axlErrorInvalidConfiguration},
      {dim3(1, 65536), dim3(32), 0, axlErrorInvalidConfiguration},
      {dim3(1, 1, 65536), dim3(32), 0, axlErrorInvalidConfiguration},
      {dim3(0x80000000u), dim3(32), 0, axlErrorInvalidConfiguration},
      {dim3(1), dim3(32), 48 * 1024 + 1, axlErrorInvalidValue},
  };
  for (const Case &c : cases) {
    axlLaunchKernelGGL(neverRuns, c.Grid, c.Block, c.Shared, 0, &flag);
    axlError_t got = axlGetLastError();
    EXEC_CHECK(got == c.Want, "grid (%u,%u,%u) block (%u,%u,%u) shm %zu: %d",
               c.Grid.x, c.Grid.y, c.Grid.z, c.Block.x, c.Block.y, c.Block.z,
               c.Shared, int(got));
    EXEC_CHECK(axlGetLastError() == axlSuccess, "configuration errors are "
                                                "not sticky");
  }
  axlDeviceSynchronize();
  EXEC_CHECK(flag == 0, "a kernel with a bad configuration ran");

  // Limits that are valid: 1024 threads, 65535 blocks in y.
  axlLaunchKernelGGL(neverRuns, dim3(1, 65535), dim3(1024), 0, 0, &flag);
  axlDeviceSynchronize();
  EXEC_CHECK(axlGetLastError() == axlSuccess && flag == 1, "valid limits");

  // Raising the dynamic shared memory limit of one kernel.
  const int big = 100 * 1024;
  int sum = -1;
  int optin = 0;
  EXEC_CHECK(axlDeviceGetAttribute(&optin, axlDevAttrMaxSharedMemoryPerBlockOptin, 0) ==
                     axlSuccess &&
                 optin >= big,
             "opt-in shared memory limit %d", optin);
  EXEC_CHECK(axlFuncSetAttribute(touchAllShared, axlFuncAttributeMaxDynamicSharedMemorySize,
                                 big) == axlSuccess,
             "axlFuncSetAttribute(MaxDynamicSharedMemorySize)");
  EXEC_CHECK(axlFuncSetAttribute(touchAllShared, axlFuncAttributeMaxDynamicSharedMemorySize,
                                 optin + 1) == axlErrorInvalidValue,
             "axlFuncSetAttribute above the opt-in limit");
  (void)axlGetLastError(); // that error is recorded as the last one: cleared
  axlLaunchKernelGGL(touchAllShared, dim3(3), dim3(256), big, 0, &sum, big);
  axlDeviceSynchronize();
  EXEC_CHECK(axlGetLastError() == axlSuccess, "launch with raised limit");
  int want = 0;
  for (int i = 0; i < big; ++i)
    want += i & 0xff;
  EXEC_CHECK(sum == want, "raised dynamic shared memory: %d != %d", sum, want);
  execSection("launch configuration errors");
}

int main() {
  testTreeSum();
  testVotes();
  testLazySwitch();
  testCoordinates();
  testSharedMemory();
  testGlobalsAndArguments();
  testConfigurationErrors();
  return execResult();
}
