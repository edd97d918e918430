// The HIP backend's cooperative groups (runtime/hip/include/axl/hip/groups.h)
// run on the CPU backend, in a namespace of their own (hipcg), each result
// compared with the CPU backend's own cooperative groups (cooperative_groups):
// tile reductions, scans, votes and meta groups for tiles of 32, 16, 8 and 4
// threads, and a coalesced group of a divergent branch; blocks of 64 threads
// and of 48 (a last warp of 16 lanes).
#define AXL_HIP_CG_NAMESPACE hipcg
#include <axl/cooperative_groups.h>
#include <axl/cooperative_groups/reduce.h>
#include <axl/cooperative_groups/scan.h>
#include <axl/hip/groups.h>

#include <cstdio>

namespace cg = cooperative_groups;

enum Check { Reduce32, Reduce16, Max8, Reduce4, Meta32, Meta8, Scan16, ExScan16, Votes8,
             Coalesced, Generic8, Copy, Checks };
const char *Names[Checks] = {"reduce tile32", "reduce tile16", "greater tile8",
                             "reduce tile4", "meta tile32", "meta tile8", "inclusive_scan tile16",
                             "exclusive_scan tile16", "ballot/any/all tile8",
                             "coalesced group", "thread_group tile8", "memcpy_async"};

template <unsigned N> __device__ void tiles(int *differ, int *done) {
  cg::thread_block block = cg::this_thread_block();
  hipcg::thread_block hblock = hipcg::this_thread_block();
  auto t = cg::tiled_partition<N>(block);
  auto h = hipcg::tiled_partition<N>(hblock);
  const int v = static_cast<int>(threadIdx.x * 7 % 13) - 4;
  const int c = N == 32 ? Reduce32 : N == 16 ? Reduce16 : N == 8 ? Max8 : Reduce4;
  int want = N == 8 ? cg::reduce(t, v, cg::greater<int>()) : cg::reduce(t, v, cg::plus<int>());
  int got = N == 8 ? hipcg::reduce(h, v, hipcg::greater<int>())
                   : hipcg::reduce(h, v, hipcg::plus<int>());
  atomicAdd(&differ[c], want != got);
  atomicAdd(&done[c], 1);
  if (N == 32 || N == 8) {
    const int m = N == 32 ? Meta32 : Meta8;
    atomicAdd(&differ[m], t.meta_group_rank() != h.meta_group_rank() ||
                              t.meta_group_size() != h.meta_group_size() ||
                              t.thread_rank() != h.thread_rank() || t.size() != h.size());
    atomicAdd(&done[m], 1);
  }
  if (N == 16) {
    atomicAdd(&differ[Scan16], cg::inclusive_scan(t, v) != hipcg::inclusive_scan(h, v));
    atomicAdd(&differ[ExScan16], cg::exclusive_scan(t, v) != hipcg::exclusive_scan(h, v));
    atomicAdd(&done[Scan16], 1);
    atomicAdd(&done[ExScan16], 1);
  }
  if (N == 8) {
    const int p = v > 0;
    atomicAdd(&differ[Votes8], t.ballot(p) != h.ballot(p) || t.any(p) != h.any(p) ||
                                   t.all(p) != h.all(p) || t.all(1) != h.all(1));
    atomicAdd(&done[Votes8], 1);
  }
}

__global__ void compare(int *differ, int *done) {
  tiles<32>(differ, done);
  tiles<16>(differ, done);
  tiles<8>(differ, done);
  tiles<4>(differ, done);
  {
    cg::thread_group a = cg::tiled_partition(cg::this_thread_block(), 8);
    hipcg::thread_group b = hipcg::tiled_partition(hipcg::this_thread_block(), 8);
    atomicAdd(&differ[Generic8],
              a.thread_rank() != b.thread_rank() || a.num_threads() != b.num_threads());
    atomicAdd(&done[Generic8], 1);
  }
  {
    __shared__ int staged[64];
    __shared__ int source[64];
    for (unsigned i = threadIdx.x; i < 64; i += blockDim.x)
      source[i] = int(i * 5 + blockIdx.x);
    __syncthreads();
    hipcg::thread_block block = hipcg::this_thread_block();
    hipcg::memcpy_async(block, staged, source, sizeof(staged));
    hipcg::wait(block);
    for (unsigned i = threadIdx.x; i < 64; i += blockDim.x)
      atomicAdd(&differ[Copy], staged[i] != source[i]);
    atomicAdd(&done[Copy], 1);
    __syncthreads();
  }
  if (threadIdx.x % 3 != 0) {
    cg::coalesced_group a = cg::coalesced_threads();
    hipcg::coalesced_group b = hipcg::coalesced_threads();
    const float x = threadIdx.x * 0.5f;
    atomicAdd(&differ[Coalesced],
              a.size() != b.size() || a.thread_rank() != b.thread_rank() ||
                  cg::reduce(a, x, cg::plus<float>()) != hipcg::reduce(b, x, hipcg::plus<float>()) ||
                  a.shfl(x, 2) != b.shfl(x, 2) || a.ballot(x > 8) != b.ballot(x > 8));
    atomicAdd(&done[Coalesced], 1);
  }
}

int main() {
  int *differ, *done;
  axlMallocManaged(&differ, Checks * sizeof(int));
  axlMallocManaged(&done, Checks * sizeof(int));
  for (unsigned threads : {64u, 48u}) {
    for (int c = 0; c < Checks; ++c)
      differ[c] = done[c] = 0;
    axlLaunchKernelGGL(compare, dim3(2), dim3(threads), 0, 0, differ, done);
    if (axlDeviceSynchronize() != axlSuccess)
      return 1;
    for (int c = 0; c < Checks; ++c)
      std::printf("%u threads: %s: %d checks, %d differ\n", threads, Names[c], done[c],
                  differ[c]);
  }
  return 0;
}
