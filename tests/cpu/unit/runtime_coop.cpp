// Cooperative launches: every block resident at once, each on its own OS
// thread (its own __shared__ variables), grid.sync() a barrier over all of
// them (replays of a captured cooperative launch too); grid_group's ranks
// and sizes; is_valid() only in a cooperative launch; the occupancy API and
// axlDevAttrCooperativeLaunch agree with the largest grid that launches, one
// block more gives axlErrorCooperativeLaunchTooLarge; blocks of a row that meet
// at a barrier in global memory, the grid sized from the occupancy. Run with
// AXL_CPU_THREADS=4.
#include "runtime_check.h"

#include <axl/cooperative_groups.h>

#include <cstring>

namespace cg = cooperative_groups;

constexpr int Threads = 64;

// Two-phase reduction: each block sums its slice into Partial[block], the
// grid synchronises, then block 0 sums the partials.
__global__ void reduce(const int *In, int N, int *Partial, long long *Out) {
  cg::grid_group Grid = cg::this_grid();
  __shared__ int Sum;
  if (threadIdx.x == 0)
    Sum = 0;
  __syncthreads();
  for (unsigned long long I = Grid.thread_rank(); I < unsigned(N); I += Grid.size())
    atomicAdd(&Sum, In[I]);
  __syncthreads();
  if (threadIdx.x == 0)
    Partial[blockIdx.x] = Sum;
  Grid.sync();
  if (Grid.block_rank() == 0 && threadIdx.x == 0) {
    long long Total = 0;
    for (unsigned B = 0; B < Grid.num_blocks(); ++B)
      Total += Partial[B];
    *Out = Total;
  }
}

// Rounds of grid-wide barriers: in round R every thread adds 1 to Counter,
// then after the barrier every thread must see R + 1 full rounds; a block's
// __shared__ variable keeps its block's value across the barriers.
__global__ void rounds(int *Counter, int Rounds, int *Errors) {
  cg::grid_group Grid = cg::this_grid();
  __shared__ unsigned Mine;
  if (threadIdx.x == 0)
    Mine = blockIdx.x;
  for (int R = 0; R < Rounds; ++R) {
    atomicAdd(Counter, 1);
    Grid.sync();
    if (atomicAdd(Counter, 0) != int((R + 1) * Grid.size()))
      atomicAdd(Errors, 1);
    Grid.sync(); // nobody adds for the next round before all have checked
  }
  if (Mine != blockIdx.x)
    atomicAdd(Errors, 1000);
}

__global__ void describe(int *Valid, unsigned long long *Ranks, unsigned long long *Info) {
  cg::grid_group Grid = cg::this_grid();
  const unsigned long long Rank = Grid.thread_rank();
  Valid[Rank] = Grid.is_valid() ? 1 : 0;
  Ranks[Rank] = Grid.block_rank() * 1000 + cg::this_thread_block().thread_rank();
  if (Rank == 0) {
    Info[0] = Grid.size();
    Info[1] = Grid.num_blocks();
    Info[2] = Grid.dim_blocks().x;
    Info[3] = Grid.num_threads();
  }
}

// Rows summed by CtasPerRow blocks each, which meet at a barrier of their own
// in global memory (a counter per group of blocks, spun on), as multi-block
// normalization kernels do; the grid is multiprocessors x occupancy /
// CtasPerRow blocks, launched cooperatively so that all are resident.
constexpr int CtasPerRow = 8;

__global__ void rowSums(const int *In, int Rows, int Cols, int *Partial, int *Barrier,
                        long long *Out) {
  const int Group = blockIdx.x / CtasPerRow, Part = blockIdx.x % CtasPerRow;
  const int Groups = gridDim.x / CtasPerRow, Per = Cols / CtasPerRow;
  __shared__ int Sum;
  int Round = 0;
  for (int Row = Group; Row < Rows; Row += Groups, ++Round) {
    if (threadIdx.x == 0)
      Sum = 0;
    __syncthreads();
    int Mine = 0;
    for (int C = Part * Per + threadIdx.x; C < (Part + 1) * Per; C += blockDim.x)
      Mine += In[Row * Cols + C];
    atomicAdd(&Sum, Mine);
    __syncthreads();
    if (threadIdx.x == 0) {
      Partial[Row * CtasPerRow + Part] = Sum;
      __threadfence();
      atomicAdd(&Barrier[Group], 1);
      while (atomicAdd(&Barrier[Group], 0) < (Round + 1) * CtasPerRow) {
      }
      long long Total = 0;
      for (int P = 0; P < CtasPerRow; ++P)
        Total += atomicAdd(&Partial[Row * CtasPerRow + P], 0);
      if (Part == 0)
        Out[Row] = Total;
    }
    __syncthreads();
  }
}

int main() {
  int SMs = 0, Coop = 0, PerSM = 0;
  CHECK_OK(axlDeviceGetAttribute(&Coop, axlDevAttrCooperativeLaunch, 0));
  CHECK_OK(axlDeviceGetAttribute(&SMs, axlDevAttrMultiProcessorCount, 0));
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&PerSM, reduce, Threads, 0));
  axlDeviceProp Prop;
  CHECK_OK(axlGetDeviceProperties(&Prop, 0));
  CHECK(Coop == 1 && Prop.cooperativeLaunch == 1 && PerSM == 32 && SMs == 4);
  const int Blocks = PerSM * SMs; // the largest cooperative grid
  std::printf("cooperative grid: %d blocks\n", Blocks);

  constexpr int N = 100000;
  int *In, *Partial;
  long long *Out;
  CHECK_OK(axlMallocManaged(&In, N * sizeof(int)));
  CHECK_OK(axlMallocManaged(&Partial, Blocks * sizeof(int)));
  CHECK_OK(axlMallocManaged(&Out, sizeof(long long)));
  long long Expected = 0;
  for (int I = 0; I < N; ++I) {
    In[I] = I % 1000 - 300;
    Expected += In[I];
  }
  int NArg = N;
  void *Args[] = {&In, &NArg, &Partial, &Out};
  CHECK_OK(axlLaunchCooperativeKernel((void *)reduce, dim3(Blocks), dim3(Threads), Args, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  CHECK(*Out == Expected);
  // The typed form, and a stream.
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  *Out = 0;
  CHECK_OK(axlLaunchCooperativeKernel(reduce, dim3(Blocks), dim3(Threads), Args, 0, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(*Out == Expected);
  // Captured into a graph, the launch stays cooperative at each replay.
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_OK(axlLaunchCooperativeKernel(reduce, dim3(Blocks), dim3(Threads), Args, 0, S));
  axlGraph_t G;
  CHECK_OK(axlStreamEndCapture(S, &G));
  axlGraphExec_t E;
  CHECK_OK(axlGraphInstantiate(&E, G, 0));
  for (int Replay = 0; Replay < 3; ++Replay) {
    *Out = 0;
    In[Replay] += 1;
    ++Expected;
    CHECK_OK(axlGraphLaunch(E, S));
    CHECK_OK(axlStreamSynchronize(S));
    CHECK(*Out == Expected);
  }
  CHECK_OK(axlGraphExecDestroy(E));
  CHECK_OK(axlGraphDestroy(G));
  std::printf("PASS two-phase reduction\n");

  int *Counter, *Errors;
  CHECK_OK(axlMallocManaged(&Counter, sizeof(int)));
  CHECK_OK(axlMallocManaged(&Errors, sizeof(int)));
  *Counter = *Errors = 0;
  int Rounds = 50;
  void *RoundArgs[] = {&Counter, &Rounds, &Errors};
  // 2-D grids and blocks (typed: this also makes `rounds` known by address).
  CHECK_OK(axlLaunchCooperativeKernel(rounds, dim3(2, 2), dim3(8, 4), RoundArgs, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  CHECK(*Errors == 0 && *Counter == Rounds * 4 * 32);
  *Counter = 0;
  // Through axlLaunchKernelExC's cooperative attribute.
  axlLaunchAttribute Attr;
  std::memset(&Attr, 0, sizeof Attr);
  Attr.id = axlLaunchAttributeCooperative;
  Attr.val.cooperative = 1;
  axlLaunchConfig_t Config{};
  Config.gridDim = dim3(Blocks);
  Config.blockDim = dim3(Threads);
  Config.stream = S;
  Config.attrs = &Attr;
  Config.numAttrs = 1;
  CHECK_OK(axlLaunchKernelExC(&Config, (const void *)rounds, RoundArgs));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(*Errors == 0 && *Counter == Rounds * Blocks * Threads);
  std::printf("PASS grid barriers\n");

  const int Total = Blocks * Threads;
  int *Valid;
  unsigned long long *Ranks, *Info;
  CHECK_OK(axlMallocManaged(&Valid, Total * sizeof(int)));
  CHECK_OK(axlMallocManaged(&Ranks, Total * sizeof(unsigned long long)));
  CHECK_OK(axlMallocManaged(&Info, 4 * sizeof(unsigned long long)));
  void *DescribeArgs[] = {&Valid, &Ranks, &Info};
  CHECK_OK(axlLaunchCooperativeKernel(describe, dim3(Blocks), dim3(Threads), DescribeArgs, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  for (int R = 0; R < Total; ++R)
    CHECK(Valid[R] == 1 && Ranks[R] == (R / Threads) * 1000ull + R % Threads);
  CHECK(Info[0] == unsigned(Total) && Info[1] == unsigned(Blocks) &&
        Info[2] == unsigned(Blocks) && Info[3] == unsigned(Total));
  // Not cooperative: the group is not valid (its ranks still are).
  axlLaunchKernelGGL(describe, dim3(Blocks), dim3(Threads), 0, 0, Valid, Ranks, Info);
  CHECK_OK(axlDeviceSynchronize());
  for (int R = 0; R < Total; ++R)
    CHECK(Valid[R] == 0 && Ranks[R] == (R / Threads) * 1000ull + R % Threads);
  std::printf("PASS grid group\n");

  // Blocks per row from the occupancy: no empty grid, whatever the workers.
  int RowPerSM = 0;
  CHECK_OK(axlOccupancyMaxActiveBlocksPerMultiprocessor(&RowPerSM, rowSums, 128, 0));
  const int Groups = SMs * RowPerSM / CtasPerRow, Rows = 37, Cols = 1024;
  std::printf("row groups: %d of %d blocks\n", Groups, CtasPerRow);
  CHECK(Groups >= 1);
  int *Matrix, *RowPartial, *Barrier;
  long long *RowOut;
  CHECK_OK(axlMallocManaged(&Matrix, Rows * Cols * sizeof(int)));
  CHECK_OK(axlMallocManaged(&RowPartial, Rows * CtasPerRow * sizeof(int)));
  CHECK_OK(axlMallocManaged(&Barrier, Groups * sizeof(int)));
  CHECK_OK(axlMallocManaged(&RowOut, Rows * sizeof(long long)));
  for (int I = 0; I < Rows * Cols; ++I)
    Matrix[I] = (I * 7919) % 201 - 100;
  CHECK_OK(axlMemset(Barrier, 0, Groups * sizeof(int)));
  int RowsArg = Rows, ColsArg = Cols;
  void *RowArgs[] = {&Matrix, &RowsArg, &ColsArg, &RowPartial, &Barrier, &RowOut};
  CHECK_OK(axlLaunchCooperativeKernel(rowSums, dim3(Groups * CtasPerRow), dim3(128), RowArgs,
                                      0, 0));
  CHECK_OK(axlDeviceSynchronize());
  for (int R = 0; R < Rows; ++R) {
    long long Want = 0;
    for (int C = 0; C < Cols; ++C)
      Want += Matrix[R * Cols + C];
    CHECK(RowOut[R] == Want);
  }
  for (void *P : {(void *)Matrix, (void *)RowPartial, (void *)Barrier, (void *)RowOut})
    CHECK_OK(axlFree(P));
  std::printf("PASS multi-block rows\n");

  // One block more than can be resident.
  CHECK_ERR(axlLaunchCooperativeKernel(reduce, dim3(Blocks + 1), dim3(Threads), Args, 0, 0),
            axlErrorCooperativeLaunchTooLarge);
  CHECK_ERR(axlGetLastError(), axlErrorCooperativeLaunchTooLarge);
  CHECK_ERR(axlLaunchCooperativeKernel(reduce, dim3(1), dim3(2048), Args, 0, 0),
            axlErrorInvalidConfiguration);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidConfiguration);
  Config.gridDim = dim3(Blocks, 2);
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)rounds, RoundArgs),
            axlErrorCooperativeLaunchTooLarge);
  CHECK_ERR(axlGetLastError(), axlErrorCooperativeLaunchTooLarge);
  std::printf("PASS too large\n");

  CHECK_OK(axlStreamDestroy(S));
  for (void *P : {(void *)In, (void *)Partial, (void *)Out, (void *)Counter, (void *)Errors,
                  (void *)Valid, (void *)Ranks, (void *)Info})
    CHECK_OK(axlFree(P));
  return 0;
}
