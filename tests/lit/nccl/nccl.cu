// nccl: a data-parallel step: unique id, communicator init (blocking, or non-blocking with
// ncclConfig_t on NCCL >= 2.19, selected with NCCL_VERSION_CODE), grouped BF16 all-reduce and FP32
// reduce-scatter, all-gather, broadcast, reduce, send/recv ring, async errors, finalize/destroy/abort.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments (NCCLCHECK and HAVE_NCCL_CONFIG are the program's own).
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(nccl|NCCL_|cuda[A-Z]|__nv_|nv_bfloat)'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

#include <cstdio>
#include <cstdlib>
#include <vector>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/ccl.h>
#include <nccl.h>

// CHECK: axlcclResult_t res_ = (cmd); {{\\}}
// CHECK: if (res_ != axlcclSuccess) { {{\\}}
// CHECK: axlcclGetErrorString(res_)); {{\\}}
#define NCCLCHECK(cmd)                                                         \
  do {                                                                         \
    ncclResult_t res_ = (cmd);                                                  \
    if (res_ != ncclSuccess) {                                                 \
      std::fprintf(stderr, "NCCL failure %s:%d '%s'\n", __FILE__, __LINE__,    \
                   ncclGetErrorString(res_));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// CHECK: #if AXLCCL_VERSION_CODE >= AXLCCL_VERSION(2, 19, 0)
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 19, 0)
#define HAVE_NCCL_CONFIG 1
#endif

struct Rank {
  // CHECK: axlcclComm_t comm = nullptr;
  ncclComm_t comm = nullptr;
  // CHECK: axlStream_t stream = nullptr;
  cudaStream_t stream = nullptr;
  // CHECK: __axl_bfloat16 *grads = nullptr;
  __nv_bfloat16 *grads = nullptr;
  float *shard = nullptr, *full = nullptr, *recv = nullptr;
};

// Data-parallel step on one process: rank `rank` of `nranks`; `id` comes from rank 0
// (passed out of band, e.g. through MPI_Bcast).
// CHECK: static void step(const axlcclUniqueId &id, int rank, int nranks, size_t count) {
static void step(const ncclUniqueId &id, int rank, int nranks, size_t count) {
  Rank r;
  // CHECK: axlSetDevice(rank);
  cudaSetDevice(rank);
  // CHECK: axlStreamCreateWithFlags(&r.stream, axlStreamNonBlocking);
  cudaStreamCreateWithFlags(&r.stream, cudaStreamNonBlocking);
  // CHECK: axlMalloc(&r.grads, count * sizeof(__axl_bfloat16));
  cudaMalloc(&r.grads, count * sizeof(__nv_bfloat16));
  // CHECK: axlMalloc(&r.shard, count / nranks * sizeof(float));
  cudaMalloc(&r.shard, count / nranks * sizeof(float));
  // CHECK: axlMalloc(&r.full, count * sizeof(float));
  cudaMalloc(&r.full, count * sizeof(float));
  // CHECK: axlMalloc(&r.recv, count * sizeof(float));
  cudaMalloc(&r.recv, count * sizeof(float));

#ifdef HAVE_NCCL_CONFIG
  // CHECK: axlcclConfig_t config = AXLCCL_CONFIG_INITIALIZER;
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  // CHECK: NCCLCHECK(axlcclCommInitRankConfig(&r.comm, nranks, id, rank, &config));
  NCCLCHECK(ncclCommInitRankConfig(&r.comm, nranks, id, rank, &config));
  // CHECK: axlcclResult_t state = axlcclInProgress;
  ncclResult_t state = ncclInProgress;
  do {
    // CHECK: NCCLCHECK(axlcclCommGetAsyncError(r.comm, &state));
    NCCLCHECK(ncclCommGetAsyncError(r.comm, &state));
  // CHECK: } while (state == axlcclInProgress);
  } while (state == ncclInProgress);
#else
  // CHECK: NCCLCHECK(axlcclCommInitRank(&r.comm, nranks, id, rank));
  NCCLCHECK(ncclCommInitRank(&r.comm, nranks, id, rank));
#endif
  int commRank = -1, commSize = 0;
  // CHECK: NCCLCHECK(axlcclCommCount(r.comm, &commSize));
  NCCLCHECK(ncclCommCount(r.comm, &commSize));
  // CHECK: NCCLCHECK(axlcclCommUserRank(r.comm, &commRank));
  NCCLCHECK(ncclCommUserRank(r.comm, &commRank));

  // Gradient all-reduce in BF16 and a ZeRO-style reduce-scatter / all-gather in FP32.
  // CHECK: NCCLCHECK(axlcclGroupStart());
  NCCLCHECK(ncclGroupStart());
  // CHECK: NCCLCHECK(axlcclAllReduce(r.grads, r.grads, count, axlcclBfloat16, axlcclSum, r.comm, r.stream));
  NCCLCHECK(ncclAllReduce(r.grads, r.grads, count, ncclBfloat16, ncclSum, r.comm, r.stream));
  // CHECK: NCCLCHECK(axlcclReduceScatter(r.full, r.shard, count / nranks, axlcclFloat, axlcclAvg, r.comm,
  NCCLCHECK(ncclReduceScatter(r.full, r.shard, count / nranks, ncclFloat, ncclAvg, r.comm,
                              r.stream));
  // CHECK: NCCLCHECK(axlcclGroupEnd());
  NCCLCHECK(ncclGroupEnd());
  // CHECK: NCCLCHECK(axlcclAllGather(r.shard, r.full, count / nranks, axlcclFloat32, r.comm, r.stream));
  NCCLCHECK(ncclAllGather(r.shard, r.full, count / nranks, ncclFloat32, r.comm, r.stream));
  // CHECK: NCCLCHECK(axlcclBroadcast(r.full, r.full, count, axlcclFloat, /*root=*/0, r.comm, r.stream));
  NCCLCHECK(ncclBroadcast(r.full, r.full, count, ncclFloat, /*root=*/0, r.comm, r.stream));
  // CHECK: NCCLCHECK(axlcclReduce(r.full, r.recv, count, axlcclFloat, axlcclMax, 0, r.comm, r.stream));
  NCCLCHECK(ncclReduce(r.full, r.recv, count, ncclFloat, ncclMax, 0, r.comm, r.stream));

  // Ring exchange with point-to-point calls.
  const int next = (commRank + 1) % commSize, prev = (commRank + commSize - 1) % commSize;
  // CHECK: NCCLCHECK(axlcclGroupStart());
  NCCLCHECK(ncclGroupStart());
  // CHECK: NCCLCHECK(axlcclSend(r.full, count, axlcclFloat, next, r.comm, r.stream));
  NCCLCHECK(ncclSend(r.full, count, ncclFloat, next, r.comm, r.stream));
  // CHECK: NCCLCHECK(axlcclRecv(r.recv, count, axlcclFloat, prev, r.comm, r.stream));
  NCCLCHECK(ncclRecv(r.recv, count, ncclFloat, prev, r.comm, r.stream));
  // CHECK: NCCLCHECK(axlcclGroupEnd());
  NCCLCHECK(ncclGroupEnd());

  // CHECK: axlStreamSynchronize(r.stream);
  cudaStreamSynchronize(r.stream);
  // CHECK: axlcclResult_t async = axlcclSuccess;
  ncclResult_t async = ncclSuccess;
  // CHECK: NCCLCHECK(axlcclCommGetAsyncError(r.comm, &async));
  NCCLCHECK(ncclCommGetAsyncError(r.comm, &async));
  // CHECK: if (async != axlcclSuccess) {
  if (async != ncclSuccess) {
    // CHECK: std::fprintf(stderr, "rank %d: %s (%s)\n", rank, axlcclGetErrorString(async),
    std::fprintf(stderr, "rank %d: %s (%s)\n", rank, ncclGetErrorString(async),
                 // CHECK: axlcclGetLastError(r.comm));
                 ncclGetLastError(r.comm));
    // CHECK: NCCLCHECK(axlcclCommAbort(r.comm));
    NCCLCHECK(ncclCommAbort(r.comm));
  } else {
    // CHECK: NCCLCHECK(axlcclCommFinalize(r.comm));
    NCCLCHECK(ncclCommFinalize(r.comm));
    // CHECK: NCCLCHECK(axlcclCommDestroy(r.comm));
    NCCLCHECK(ncclCommDestroy(r.comm));
  }
  // CHECK: axlFree(r.recv);
  cudaFree(r.recv);
  // CHECK: axlFree(r.full);
  cudaFree(r.full);
  // CHECK: axlFree(r.shard);
  cudaFree(r.shard);
  // CHECK: axlFree(r.grads);
  cudaFree(r.grads);
  // CHECK: axlStreamDestroy(r.stream);
  cudaStreamDestroy(r.stream);
}

int main(int argc, char **argv) {
  const int rank = argc > 1 ? std::atoi(argv[1]) : 0;
  const int nranks = argc > 2 ? std::atoi(argv[2]) : 1;
  int version = 0;
  // CHECK: NCCLCHECK(axlcclGetVersion(&version));
  NCCLCHECK(ncclGetVersion(&version));
  // CHECK: std::printf("NCCL %d.%d.%d (runtime %d)\n", AXLCCL_MAJOR, AXLCCL_MINOR, AXLCCL_PATCH, version);
  std::printf("NCCL %d.%d.%d (runtime %d)\n", NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH, version);
  // CHECK: if (version < AXLCCL_VERSION_CODE)
  if (version < NCCL_VERSION_CODE)
    std::fprintf(stderr, "warning: NCCL runtime older than the headers\n");
  // CHECK: axlcclUniqueId id;
  ncclUniqueId id;
  if (rank == 0)
    // CHECK: NCCLCHECK(axlcclGetUniqueId(&id));
    NCCLCHECK(ncclGetUniqueId(&id));
  // CHECK: static_assert(sizeof(id.internal) == AXLCCL_UNIQUE_ID_BYTES, "unique id size");
  static_assert(sizeof(id.internal) == NCCL_UNIQUE_ID_BYTES, "unique id size");
  step(id, rank, nranks, 1 << 20);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (74 renamed, 0 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
