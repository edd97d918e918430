// A block sum whose last step reduces the warps' partial sums with
// __shfl_down_sync under the mask of the lanes that hold one (a ballot of
// tid < warps): lanes 1..31 of the first warp take no part, and a shuffle
// from one of them is undefined in CUDA; NVIDIA GPUs give zero, so the
// lanes outside the mask add nothing (a toolkit sample's reduction relies
// on it). The CPU backend gives zero too, on fibers and as loops; with one
// warp per block the old answer (the reader's own value) was 32 times the sum.
#include <cstdio>

template <class T> __device__ T warpSum(unsigned mask, T v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(mask, v, offset);
  return v;
}

template <class T> __global__ void blockSum(const T *in, T *out) {
  AXL_DYNAMIC_SHARED(unsigned char, raw);
  T *partial = reinterpret_cast<T *>(raw);
  const unsigned tid = threadIdx.x, warps = (blockDim.x + 31) / 32;
  T v = warpSum<T>(0xffffffffu, in[blockIdx.x * blockDim.x + tid]);
  if (tid % 32 == 0)
    partial[tid / 32] = v;
  __syncthreads();
  const unsigned holders = __ballot_sync(0xffffffffu, tid < warps);
  if (tid < warps)
    v = warpSum<T>(holders, partial[tid]);
  if (tid == 0)
    out[blockIdx.x] = v;
}

template <class T> static bool run(unsigned threads) {
  const unsigned blocks = 3, n = blocks * threads;
  T *in, *out;
  axlMallocManaged(&in, n * sizeof(T));
  axlMallocManaged(&out, blocks * sizeof(T));
  for (unsigned i = 0; i < n; ++i)
    in[i] = T(i % 7 + 1);
  axlLaunchKernelGGL(blockSum<T>, dim3(blocks), dim3(threads), 32 * sizeof(T), 0, in, out);
  axlDeviceSynchronize();
  bool ok = true;
  for (unsigned b = 0; b < blocks; ++b) {
    T want = 0;
    for (unsigned i = 0; i < threads; ++i)
      want += in[b * threads + i];
    ok &= out[b] == want;
    if (out[b] != want)
      std::printf("block %u of %u threads: %g, want %g\n", b, threads, double(out[b]),
                  double(want));
  }
  axlFree(in);
  axlFree(out);
  return ok;
}

int main() {
  bool ok = true;
  for (unsigned threads : {32u, 64u, 256u, 1024u})
    ok &= run<float>(threads) && run<double>(threads) && run<int>(threads);
  std::printf("partial-mask reduction: %s\n", ok ? "ok" : "WRONG");
  return 0;
}
