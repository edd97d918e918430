// Cooperative groups partitioned at run time: tiles of 16 of a block of 64
// reducing through shared memory in a function that takes a thread_group,
// tiles of 8 of a run-time tile of 32, and a coalesced group (the odd lanes
// of a warp) tiled by rank into coalesced groups of 4 with their sizes,
// ranks, meta ranks and shuffles, as CUDA defines them.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <cstdio>

namespace cg = cooperative_groups;

__device__ int sumInGroup(cg::thread_group G, int *Scratch, int Value) {
  const int Rank = G.thread_rank();
  for (int Half = G.size() / 2; Half > 0; Half /= 2) {
    Scratch[Rank] = Value;
    G.sync();
    if (Rank < Half)
      Value += Scratch[Rank + Half];
    G.sync();
  }
  return Rank == 0 ? Value : -1;
}

__global__ void tileSums(int *Sums) {
  __shared__ int Scratch[64];
  cg::thread_block Block = cg::this_thread_block();
  cg::thread_group Tile = cg::tiled_partition(Block, 16);
  const int First = Block.thread_rank() - Tile.thread_rank();
  const int Sum = sumInGroup(Tile, Scratch + First, Block.thread_rank());
  if (Tile.thread_rank() == 0)
    Sums[Block.thread_rank() / 16] = Sum;
}

__global__ void tilesOfTiles(int *Shape) {
  cg::thread_block Block = cg::this_thread_block();
  cg::thread_group Warp = cg::tiled_partition(Block, 32);
  cg::thread_group Eight = cg::tiled_partition(Warp, 8);
  const int T = Block.thread_rank();
  Shape[T] = int(Eight.size()) * 100 + int(Eight.thread_rank());
}

__global__ void coalescedTiles(int *Out) {
  const int Lane = threadIdx.x;
  if (Lane % 2 == 1) {
    cg::coalesced_group Odd = cg::coalesced_threads();
    cg::coalesced_group Four = cg::tiled_partition(Odd, 4);
    const int Leader = Four.shfl(Lane, 0);
    Out[Lane] = int(Four.size()) * 1000000 + int(Four.thread_rank()) * 10000 +
                int(Four.meta_group_rank()) * 1000 + int(Four.meta_group_size()) * 100 + Leader;
  } else {
    Out[Lane] = -1;
  }
}

int main() {
  int *Sums, *Shape, *Coalesced;
  cudaMallocManaged(&Sums, 4 * sizeof(int));
  cudaMallocManaged(&Shape, 64 * sizeof(int));
  cudaMallocManaged(&Coalesced, 32 * sizeof(int));
  tileSums<<<1, 64>>>(Sums);
  tilesOfTiles<<<1, 64>>>(Shape);
  coalescedTiles<<<1, 32>>>(Coalesced);
  cudaError_t E = cudaDeviceSynchronize();
  int Failures = E != cudaSuccess;
  for (int T = 0; T < 4; ++T) {
    const int Want = 16 * 16 * T + 120; // the ranks 16T .. 16T + 15
    std::printf("tile %d of 16: sum %d%s\n", T, Sums[T], Sums[T] == Want ? "" : " WRONG");
    Failures += Sums[T] != Want;
  }
  int BadShape = 0;
  for (int T = 0; T < 64; ++T)
    BadShape += Shape[T] != 800 + T % 8;
  std::printf("tiles of 8 of a tile of 32: %s\n", BadShape ? "WRONG" : "sizes and ranks right");
  Failures += BadShape;
  int BadCoalesced = 0;
  for (int Lane = 0; Lane < 32; ++Lane) {
    const int Rank = Lane / 2; // the odd lanes' ranks
    const int Want = Lane % 2 == 0
                         ? -1
                         : 4 * 1000000 + (Rank % 4) * 10000 + (Rank / 4) * 1000 + 4 * 100 +
                               (Rank / 4) * 8 + 1;
    BadCoalesced += Coalesced[Lane] != Want;
  }
  std::printf("coalesced odd lanes in tiles of 4: %s\n",
              BadCoalesced ? "WRONG" : "sizes, ranks, meta ranks and leaders right");
  Failures += BadCoalesced;
  std::printf("%s\n", Failures ? "FAILED" : "PASSED");
  return Failures ? 1 : 0;
}
