// Warp-aggregated atomics with cooperative groups: the lanes that reach an
// append together elect a leader (rank 0 of coalesced_threads()), which
// reserves room for all of them with one atomicAdd; the others get the base
// by a shuffle. Then the same per label (labeled_partition, which needs
// __match_any_sync, sm_70: the kernels select their bodies with
// __CUDA_ARCH__ as real code does, and the host launches them when the
// device says 7.0 or later), a maximum per label (reduce over a labeled
// group), and binary_partition of a tile with its meta ranks.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

constexpr int N = 5000;      // elements
constexpr int Labels = 3;    // buckets
constexpr int Threads = 80;  // a partial third warp
constexpr int Blocks = 7;    // fewer threads than elements: a strided loop

__device__ int appendSlot(int *count) {
  cg::coalesced_group active = cg::coalesced_threads();
  int base = 0;
  if (active.thread_rank() == 0)
    base = atomicAdd(count, (int)active.size());
  base = active.shfl(base, 0);
  return base + active.thread_rank();
}

// Keeps the values of `in` that are odd, in any order.
__global__ void compactOdd(const int *in, int n, int *out, int *count) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    if (in[i] % 2)
      out[appendSlot(count)] = in[i];
}

#if __CUDA_ARCH__ >= 700
__device__ int appendToLabel(int label, int *next) {
  cg::coalesced_group active = cg::coalesced_threads();
  auto same = cg::labeled_partition(active, label);
  int base = 0;
  if (same.thread_rank() == 0)
    base = atomicAdd(&next[label], (int)same.size());
  return same.shfl(base, 0) + same.thread_rank();
}

__device__ void maxOfLabel(int label, int value, int *best) {
  cg::coalesced_group active = cg::coalesced_threads();
  auto same = cg::labeled_partition(active, label);
  const int m = cg::reduce(same, value, cg::greater<int>());
  if (same.thread_rank() == 0)
    atomicMax(&best[label], m);
}
#endif

// Puts the index of each element into its label's range of `slots`
// (next[l] starts at l * n).
__global__ void byLabel(const int *labels, int n, int *slots, int *next) {
#if __CUDA_ARCH__ >= 700
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    if (labels[i] < Labels)
      slots[appendToLabel(labels[i], next)] = i;
#endif
}

__global__ void maxByLabel(const int *labels, const int *values, int n,
                           int *best) {
#if __CUDA_ARCH__ >= 700
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    if (labels[i] < Labels)
      maxOfLabel(labels[i], values[i], best);
#endif
}

// Per thread: size, rank, meta rank and meta size of its binary partition
// of a 32-thread tile (pred: lane % 3 == 0) and of its labeled partition of
// the same tile (label: lane % 5, 5 groups).
__global__ void partitionShapes(int *out) {
#if __CUDA_ARCH__ >= 700
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int lane = warp.thread_rank();
  cg::coalesced_group b = cg::binary_partition(warp, lane % 3 == 0);
  cg::coalesced_group l = cg::labeled_partition(warp, lane % 5);
  int *o = out + 8 * threadIdx.x;
  o[0] = b.size();
  o[1] = b.thread_rank();
  o[2] = b.meta_group_rank();
  o[3] = b.meta_group_size();
  o[4] = l.size();
  o[5] = l.thread_rank();
  o[6] = l.meta_group_rank();
  o[7] = l.meta_group_size();
#endif
}

static int *toDevice(const std::vector<int> &h) {
  int *d;
  cudaMalloc(&d, h.size() * sizeof(int));
  cudaMemcpy(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice);
  return d;
}
static std::vector<int> toHost(const int *d, size_t n) {
  std::vector<int> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  return h;
}

int main() {
  std::vector<int> in(N), labels(N), values(N);
  unsigned s = 12345;
  for (int i = 0; i < N; ++i) {
    s = s * 1103515245u + 12345u;
    in[i] = (s >> 8) % 1000;
    labels[i] = (s >> 4) % (Labels + 1); // Labels: not counted
    values[i] = (s >> 12) % 100000;
  }

  // Compaction: the same multiset as the host's filter.
  std::vector<int> odd;
  for (int v : in)
    if (v % 2)
      odd.push_back(v);
  int *dIn = toDevice(in), *dOut = toDevice(std::vector<int>(N, -1)),
      *dCount = toDevice({0});
  compactOdd<<<Blocks, Threads>>>(dIn, N, dOut, dCount);
  int count = toHost(dCount, 1)[0];
  std::vector<int> got = toHost(dOut, N);
  got.resize(std::min(std::max(count, 0), N));
  std::sort(got.begin(), got.end());
  std::sort(odd.begin(), odd.end());
  printf("compact: %d of %d%s\n", count, (int)odd.size(),
         got == odd ? ", same values" : ", different values");

  int major = 0;
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
  if (major < 7) {
    printf("compute capability %d: no labeled partitions\n", major);
    return 1;
  }

  // Labeled appends: each label's range holds exactly its elements.
  std::vector<int> next0(Labels);
  for (int l = 0; l < Labels; ++l)
    next0[l] = l * N;
  int *dLabels = toDevice(labels), *dSlots = toDevice(std::vector<int>(Labels * N, -1)),
      *dNext = toDevice(next0);
  byLabel<<<Blocks, Threads>>>(dLabels, N, dSlots, dNext);
  std::vector<int> next = toHost(dNext, Labels), slots = toHost(dSlots, Labels * N);
  for (int l = 0; l < Labels; ++l) {
    std::vector<int> want, have;
    for (int i = 0; i < N; ++i)
      if (labels[i] == l)
        want.push_back(i);
    const int c = next[l] - l * N;
    for (int k = 0; k < c && k < N; ++k)
      have.push_back(slots[l * N + k]);
    std::sort(have.begin(), have.end());
    printf("label %d: %d of %d%s\n", l, c, (int)want.size(),
           have == want ? ", same indices" : ", different indices");
  }

  // Maximum per label.
  int *dValues = toDevice(values), *dBest = toDevice(std::vector<int>(Labels, -1));
  maxByLabel<<<Blocks, Threads>>>(dLabels, dValues, N, dBest);
  std::vector<int> best = toHost(dBest, Labels), want(Labels, -1);
  for (int i = 0; i < N; ++i)
    if (labels[i] < Labels)
      want[labels[i]] = std::max(want[labels[i]], values[i]);
  printf("max: %s\n", best == want ? "same" : "different");
  for (int l = 0; l < Labels; ++l)
    if (best[l] != want[l])
      printf("  label %d: %d, expected %d\n", l, best[l], want[l]);

  // Partition shapes of a 64-thread block (two full warps).
  int *dShapes = toDevice(std::vector<int>(64 * 8, -1));
  partitionShapes<<<1, 64>>>(dShapes);
  std::vector<int> shapes = toHost(dShapes, 64 * 8);
  int wrong = 0;
  for (int t = 0; t < 64; ++t) {
    const int lane = t % 32;
    const bool p = lane % 3 == 0;
    int bSize = 0, bRank = 0, lSize = 0, lRank = 0;
    for (int k = 0; k < 32; ++k) {
      bSize += (k % 3 == 0) == p;
      bRank += k < lane && (k % 3 == 0) == p;
      lSize += k % 5 == lane % 5;
      lRank += k < lane && k % 5 == lane % 5;
    }
    // Meta ranks: the true side is 1; labeled groups in order of first lane.
    const int expect[8] = {bSize, bRank, p ? 1 : 0, 2, lSize, lRank, lane % 5, 5};
    for (int f = 0; f < 8; ++f)
      if (shapes[8 * t + f] != expect[f] && wrong++ < 8)
        printf("  thread %d field %d: %d, expected %d\n", t, f, shapes[8 * t + f],
               expect[f]);
  }
  printf("partition shapes: %s\n", wrong ? "wrong" : "ok");
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
