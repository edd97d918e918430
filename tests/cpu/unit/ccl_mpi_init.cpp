// How llm.c's `-pi mpi` starts (llmc/zero.cuh): MPI_Init, the process's
// rank among those of its node as its device (axlSetDevice(local rank)),
// rank 0's unique id broadcast over MPI, axlcclCommInitRank, an all-reduce.
// On the CPU backend that needs AXL_CPU_DEVICES (one device otherwise) and
// libaxl_cpu_mpi_thread (MPI_Init gives MPI_THREAD_SINGLE, and axlccl needs
// MPI_THREAD_MULTIPLE). Each rank prints how far it got; run under mpirun
// on one node.
#include <axl/ccl.h>
#include <axl/runtime.h>

#include <mpi.h>

#include <cstdio>

int main(int Argc, char **Argv) {
  MPI_Init(&Argc, &Argv);
  int Me = 0, N = 1, Level = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &Me);
  MPI_Comm_size(MPI_COMM_WORLD, &N);
  MPI_Query_thread(&Level);
  std::printf("rank %d of %d: thread level %s\n", Me, N,
              Level == MPI_THREAD_MULTIPLE ? "multiple" : "below multiple");
  // One node: the local rank is the rank.
  axlError_t Set = axlSetDevice(Me);
  int Ok = Set == axlSuccess, AllOk = 0;
  std::printf("rank %d of %d: axlSetDevice(%d): %s\n", Me, N, Me,
              Ok ? "ok" : axlGetErrorName(Set));
  MPI_Allreduce(&Ok, &AllOk, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
  if (AllOk) {
    axlcclUniqueId Id;
    if (Me == 0)
      axlcclGetUniqueId(&Id);
    MPI_Bcast(&Id, sizeof Id, MPI_BYTE, 0, MPI_COMM_WORLD);
    axlcclComm_t Comm = nullptr;
    axlcclResult_t R = axlcclCommInitRank(&Comm, N, Id, Me);
    if (R != axlcclSuccess) {
      std::printf("rank %d of %d: axlcclCommInitRank: %s\n", Me, N,
                  axlcclGetErrorString(R));
    } else {
      int Device = -1;
      axlcclCommCuDevice(Comm, &Device);
      float *X = nullptr;
      axlMalloc(&X, sizeof(float));
      float V = float(Me + 1), Got = 0;
      axlMemcpy(X, &V, sizeof V, axlMemcpyHostToDevice);
      axlcclAllReduce(X, X, 1, axlcclFloat, axlcclSum, Comm, nullptr);
      axlMemcpy(&Got, X, sizeof Got, axlMemcpyDeviceToHost);
      std::printf("rank %d of %d: all-reduce %s\n", Me, N,
                  Got == float(N * (N + 1) / 2) ? "ok" : "WRONG");
      axlFree(X);
      axlcclCommDestroy(Comm);
    }
  }
  std::fflush(stdout);
  MPI_Finalize();
  return 0;
}
