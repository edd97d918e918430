// Kernels with barriers and warp operations inside attributed statements:
// `#pragma unroll` loops and [[likely]]/[[unlikely]] branches. Built as it
// is (fibers) and rewritten (loops), the program must print the same lines.
#include <cstdio>

constexpr int Block = 128;

// A block reduction whose tree loop is unrolled.
__global__ void unrolledTree(const int *in, int *out) {
  __shared__ int s[Block];
  const unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * Block + t];
  __syncthreads();
#pragma unroll
  for (unsigned k = Block / 2; k > 0; k /= 2) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// A warp reduction whose shuffle loop is unrolled, and a barrier-free
// unrolled loop copied whole into a loop over the threads.
__global__ void unrolledWarp(const int *in, int *out) {
  const unsigned t = threadIdx.x;
  int v = 0;
#pragma unroll 4
  for (int i = 0; i < 4; ++i)
    v += in[(blockIdx.x * Block + t) * 4 + i];
#pragma unroll
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, d);
  if (t % 32 == 0)
    out[blockIdx.x * (Block / 32) + t / 32] = v;
}

// Attributed branches around barriers, and a barrier that is itself an
// attributed statement.
__global__ void likelyBranches(int *data, int flag) {
  __shared__ int s[Block];
  const unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * Block + t];
  if (flag > 0) [[likely]] {
    __syncthreads();
    const int m = s[Block - 1 - t];
    __syncthreads();
    s[t] += m;
  } else [[unlikely]] {
    s[t] = -s[t];
  }
  [[likely]] __syncthreads();
  data[blockIdx.x * Block + t] = s[(t + 1) % Block];
}

int main() {
  const int Blocks = 3;
  int *in, *out, *data;
  axlMallocManaged(&in, Blocks * Block * 4 * sizeof(int));
  axlMallocManaged(&out, Blocks * Block * sizeof(int));
  axlMallocManaged(&data, Blocks * Block * sizeof(int));
  for (int i = 0; i < Blocks * Block * 4; ++i)
    in[i] = i * 7 % 13;

  axlLaunchKernelGGL(unrolledTree, dim3(Blocks), dim3(Block), 0, 0, in, out);
  axlDeviceSynchronize();
  bool ok = true;
  for (int b = 0; b < Blocks; ++b) {
    int s = 0;
    for (int i = 0; i < Block; ++i)
      s += in[b * Block + i];
    ok &= out[b] == s;
  }
  std::printf("unrolledTree: %s\n", ok ? "ok" : "WRONG");

  axlLaunchKernelGGL(unrolledWarp, dim3(Blocks), dim3(Block), 0, 0, in, out);
  axlDeviceSynchronize();
  ok = true;
  for (int w = 0; w < Blocks * Block / 32; ++w) {
    int s = 0;
    for (int i = 0; i < 32 * 4; ++i)
      s += in[w * 32 * 4 + i];
    ok &= out[w] == s;
  }
  std::printf("unrolledWarp: %s\n", ok ? "ok" : "WRONG");

  for (int flag : {1, 0}) {
    for (int i = 0; i < Blocks * Block; ++i)
      data[i] = i;
    axlLaunchKernelGGL(likelyBranches, dim3(Blocks), dim3(Block), 0, 0, data, flag);
    axlDeviceSynchronize();
    ok = true;
    for (int b = 0; b < Blocks; ++b)
      for (int t = 0; t < Block; ++t) {
        const int u = (t + 1) % Block, x = b * Block + u;
        const int want = flag > 0 ? x + (b * Block + Block - 1 - u) : -x;
        ok &= data[b * Block + t] == want;
      }
    std::printf("likelyBranches(%d): %s\n", flag, ok ? "ok" : "WRONG");
  }
  std::printf("fiber switches: %s\n",
              ::axl::cpu::detail::fiberSwitchCount() ? "some" : "none");
}
