// A data-parallel loop for the reliability features of the CPU backend:
// every iteration each rank runs a kernel of fixed work, then all-reduces
// its result (axlccl over MPI). Run under mpirun with
//   AXL_FAULT_INJECT=slow@R   rank R's kernels take about 3x as long
//   AXL_CCL_MONITOR=N         rank 0 reports every N collective calls which
//                             rank the others wait for
//   AXL_FAULT_INJECT=kill@R:N rank R dies at its N-th collective call
//
//   cpu_ccl_straggler [ITERATIONS]   (default 60)
// Every rank checks each all-reduced value (the sum of the ranks' identical
// results) and prints "rank R of N: I iterations ok" or what went wrong.
#include <axl/ccl.h>
#include <axl/runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// A fixed amount of work per rank: some arithmetic (the same result on every
// rank), then a 3 ms __nanosleep, which the CPU backend sleeps: the kernel
// takes about as long however busy the machine's cores are, so balanced
// ranks stay balanced in a shared test run.
__global__ void work(float *Out, int Steps) {
  float X = 1.0f;
  for (int I = 0; I < Steps; ++I)
    X = X * 0.999999f + 1e-7f;
  __nanosleep(3000000);
  *Out = X;
}

int envInt(const char *Name) {
  const char *V = std::getenv(Name);
  return V ? std::atoi(V) : -1;
}

#define CHECK(Call, What)                                                      \
  do {                                                                         \
    if ((Call) != 0) {                                                         \
      std::printf("rank %d: %s failed\n", Me, What);                           \
      return 1;                                                                \
    }                                                                          \
  } while (0)

} // namespace

int main(int Argc, char **Argv) {
  const int Iterations = Argc > 1 ? std::atoi(Argv[1]) : 60;
  const int Me = envInt("OMPI_COMM_WORLD_RANK"),
            N = envInt("OMPI_COMM_WORLD_SIZE");
  if (Me < 0 || N < 1 || Iterations < 1) {
    std::fprintf(stderr, "usage: mpirun -np N %s [ITERATIONS]\n", Argv[0]);
    return 2;
  }
  axlcclUniqueId Id;
  std::memset(&Id, 0, sizeof Id);
  std::strcpy(Id.internal, "cpu_ccl_straggler");
  axlcclComm_t Comm = nullptr;
  CHECK(axlcclCommInitRank(&Comm, N, Id, Me), "axlcclCommInitRank");
  axlStream_t Stream = nullptr;
  CHECK(axlStreamCreate(&Stream), "axlStreamCreate");
  float *Value = nullptr;
  CHECK(axlMallocManaged(&Value, sizeof(float)), "axlMallocManaged");
  float Expected = 0.0f;
  for (int I = 0; I < Iterations; ++I) {
    axlLaunchKernelGGL(work, dim3(1), dim3(1), 0, Stream, Value, 10000);
    CHECK(axlcclAllReduce(Value, Value, 1, axlcclFloat, axlcclSum, Comm, Stream),
          "axlcclAllReduce");
    CHECK(axlStreamSynchronize(Stream), "axlStreamSynchronize");
    if (I == 0)
      Expected = *Value;
    if (*Value != Expected || !(Expected > 0.0f)) {
      std::printf("rank %d: iteration %d: all-reduced %g, expected %g\n", Me, I,
                  double(*Value), double(Expected));
      return 1;
    }
  }
  CHECK(axlcclCommDestroy(Comm), "axlcclCommDestroy");
  CHECK(axlFree(Value), "axlFree");
  std::printf("rank %d of %d: %d iterations ok\n", Me, N, Iterations);
  return 0;
}
