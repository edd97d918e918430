// A ported all-reduce runs on the CPU backend with one rank per process under
// mpirun; the CPU backend's axlccl starts MPI itself, and the ranks share the
// communicator's id out of band (a fixed string; Open MPI gives the ranks).
// REQUIRES: mpi, axl-cpu
// RUN: %axlify %s -o %t.cu
// RUN: %axl-cpu-cxx -O2 %t.cu -o %t.exe -x none %axl-cpu-libs
// RUN: %mpirun -np 2 %t.exe | sort | FileCheck %s
// CHECK: rank 0 of 2: sum 3 3 3 3
// CHECK-NEXT: rank 1 of 2: sum 3 3 3 3

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nccl.h>

int main() {
  const char *rank_env = std::getenv("OMPI_COMM_WORLD_RANK");
  const char *size_env = std::getenv("OMPI_COMM_WORLD_SIZE");
  if (!rank_env || !size_env)
    return 2;
  int rank = std::atoi(rank_env), size = std::atoi(size_env);
  ncclUniqueId id;
  std::memset(&id, 0, sizeof id);
  std::strcpy(id.internal, "lit-consumer all-reduce");
  ncclComm_t comm;
  if (ncclCommInitRank(&comm, size, id, rank) != ncclSuccess)
    return 1;
  float host[4] = {1.0f * (rank + 1), 1.0f * (rank + 1), 1.0f * (rank + 1), 1.0f * (rank + 1)};
  float *buf;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaMalloc(&buf, sizeof host);
  cudaMemcpy(buf, host, sizeof host, cudaMemcpyHostToDevice);
  if (ncclAllReduce(buf, buf, 4, ncclFloat, ncclSum, comm, stream) != ncclSuccess)
    return 1;
  cudaStreamSynchronize(stream);
  cudaMemcpy(host, buf, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("rank %d of %d: sum %g %g %g %g\n", rank, size, host[0], host[1], host[2],
              host[3]);
  ncclCommDestroy(comm);
  cudaFree(buf);
  cudaStreamDestroy(stream);
  return 0;
}
