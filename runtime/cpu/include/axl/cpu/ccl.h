// CPU backend of <axl/ccl.h>: NCCL 2.28.9's host API under its dialect names,
// with MPI processes as ranks (one rank per process; see
// runtime/cpu/src/ccl/). Same types, values and semantics as nccl.h.
//
// Not provided (not declared, so a use fails to compile): ncclCommRevoke,
// ncclCommShrink, ncclCommInitRankScalable, ncclCommWindowRegister /
// Deregister (and ncclWindow_t), ncclGroupSimulateEnd (and ncclSimInfo_t),
// the deprecated ncclResetDebugInit and the device API of nccl_device.h.
#pragma once
#include <axl/cpu/detail/core.h>

#include <limits.h>
#include <stddef.h>

#define AXLCCL_MAJOR 2
#define AXLCCL_MINOR 28
#define AXLCCL_PATCH 9
#define AXLCCL_SUFFIX ""

#define AXLCCL_VERSION_CODE 22809
#define AXLCCL_VERSION(X, Y, Z)                                                \
  (((X) <= 2 && (Y) <= 8) ? (X)*1000 + (Y)*100 + (Z)                           \
                          : (X)*10000 + (Y)*100 + (Z))

extern "C" {

/// A communicator: one rank of a clique whose other ranks are other
/// processes of the same MPI job.
typedef struct axlcclComm *axlcclComm_t;
#define AXLCCL_COMM_NULL NULL

#define AXLCCL_UNIQUE_ID_BYTES 128
typedef struct {
  char internal[AXLCCL_UNIQUE_ID_BYTES];
} axlcclUniqueId;

typedef enum {
  axlcclSuccess = 0,
  axlcclUnhandledCudaError = 1,
  axlcclSystemError = 2,
  axlcclInternalError = 3,
  axlcclInvalidArgument = 4,
  axlcclInvalidUsage = 5,
  axlcclRemoteError = 6,
  axlcclInProgress = 7,
  axlcclNumResults = 8
} axlcclResult_t;

#define AXLCCL_CONFIG_UNDEF_INT INT_MIN
#define AXLCCL_CONFIG_UNDEF_PTR NULL
#define AXLCCL_SPLIT_NOCOLOR -1
#define AXLCCL_UNDEF_FLOAT -1.0f

/* Performance policies (hints; the CPU backend accepts and ignores them). */
#define AXLCCL_CTA_POLICY_DEFAULT 0x00
#define AXLCCL_CTA_POLICY_EFFICIENCY 0x01
#define AXLCCL_CTA_POLICY_ZERO 0x02

/// Communicator configuration, layout of ncclConfig_v22800. The CPU backend
/// checks size/magic/version and honours nothing else: every field is a
/// performance hint except `blocking`, and initialisation always completes
/// before the call returns.
typedef struct axlcclConfig_v22800 {
  size_t size;
  unsigned int magic;
  unsigned int version;
  int blocking;
  int cgaClusterSize;
  int minCTAs;
  int maxCTAs;
  const char *netName;
  int splitShare;
  int trafficClass;
  const char *commName;
  int collnetEnable;
  int CTAPolicy;
  int shrinkShare;
  int nvlsCTAs;
  int nChannelsPerNetPeer;
  int nvlinkCentricSched;
} axlcclConfig_t;

#define AXLCCL_CONFIG_INITIALIZER                                              \
  {                                                                            \
    sizeof(axlcclConfig_t), /* size */                                         \
        0xcafebeef,         /* magic */                                        \
        AXLCCL_VERSION(AXLCCL_MAJOR, AXLCCL_MINOR, AXLCCL_PATCH),              \
        AXLCCL_CONFIG_UNDEF_INT, /* blocking */                                \
        AXLCCL_CONFIG_UNDEF_INT, /* cgaClusterSize */                          \
        AXLCCL_CONFIG_UNDEF_INT, /* minCTAs */                                 \
        AXLCCL_CONFIG_UNDEF_INT, /* maxCTAs */                                 \
        AXLCCL_CONFIG_UNDEF_PTR, /* netName */                                 \
        AXLCCL_CONFIG_UNDEF_INT, /* splitShare */                              \
        AXLCCL_CONFIG_UNDEF_INT, /* trafficClass */                            \
        AXLCCL_CONFIG_UNDEF_PTR, /* commName */                                \
        AXLCCL_CONFIG_UNDEF_INT, /* collnetEnable */                           \
        AXLCCL_CONFIG_UNDEF_INT, /* CTAPolicy */                               \
        AXLCCL_CONFIG_UNDEF_INT, /* shrinkShare */                             \
        AXLCCL_CONFIG_UNDEF_INT, /* nvlsCTAs */                                \
        AXLCCL_CONFIG_UNDEF_INT, /* nChannelsPerNetPeer */                     \
        AXLCCL_CONFIG_UNDEF_INT, /* nvlinkCentricSched */                      \
  }

/* Buffers for collectives; on the CPU backend, 4096-byte aligned host memory
 * (registration brings nothing, but the API works). */
axlcclResult_t axlcclMemAlloc(void **ptr, size_t size);
axlcclResult_t paxlcclMemAlloc(void **ptr, size_t size);
axlcclResult_t axlcclMemFree(void *ptr);
axlcclResult_t paxlcclMemFree(void *ptr);

axlcclResult_t axlcclGetVersion(int *version);
axlcclResult_t paxlcclGetVersion(int *version);

/// Random bytes; like NCCL's id, it travels to the other ranks out of band
/// (typically MPI_Bcast).
axlcclResult_t axlcclGetUniqueId(axlcclUniqueId *uniqueId);
axlcclResult_t paxlcclGetUniqueId(axlcclUniqueId *uniqueId);

/// With nranks > 1: collective over the whole MPI world (every process calls
/// it, communicators in the same order), which is split by id; the processes
/// that passed the same id must be exactly nranks, ranks 0..nranks-1. Starts
/// MPI (MPI_THREAD_MULTIPLE) if the application has not; an application that
/// started MPI itself must have asked for MPI_THREAD_MULTIPLE. nranks == 1
/// needs neither MPI nor mpirun.
axlcclResult_t axlcclCommInitRankConfig(axlcclComm_t *comm, int nranks,
                                        axlcclUniqueId commId, int rank,
                                        axlcclConfig_t *config);
axlcclResult_t paxlcclCommInitRankConfig(axlcclComm_t *comm, int nranks,
                                         axlcclUniqueId commId, int rank,
                                         axlcclConfig_t *config);
axlcclResult_t axlcclCommInitRank(axlcclComm_t *comm, int nranks,
                                  axlcclUniqueId commId, int rank);
axlcclResult_t paxlcclCommInitRank(axlcclComm_t *comm, int nranks,
                                   axlcclUniqueId commId, int rank);
/// The CPU backend has one device: ndev must be 1 (devlist NULL or {0}).
axlcclResult_t axlcclCommInitAll(axlcclComm_t *comm, int ndev,
                                 const int *devlist);
axlcclResult_t paxlcclCommInitAll(axlcclComm_t *comm, int ndev,
                                  const int *devlist);
/// Operations already enqueued complete in stream order; the communicator
/// then accepts no new operation.
axlcclResult_t axlcclCommFinalize(axlcclComm_t comm);
axlcclResult_t paxlcclCommFinalize(axlcclComm_t comm);
/// Releases the handle; operations already enqueued still complete (they
/// keep what they need alive).
axlcclResult_t axlcclCommDestroy(axlcclComm_t comm);
axlcclResult_t paxlcclCommDestroy(axlcclComm_t comm);
/// As axlcclCommDestroy: an MPI operation under way cannot be cancelled.
axlcclResult_t axlcclCommAbort(axlcclComm_t comm);
axlcclResult_t paxlcclCommAbort(axlcclComm_t comm);
/// MPI_Comm_split of comm's ranks (collective over comm).
axlcclResult_t axlcclCommSplit(axlcclComm_t comm, int color, int key,
                               axlcclComm_t *newcomm, axlcclConfig_t *config);
axlcclResult_t paxlcclCommSplit(axlcclComm_t comm, int color, int key,
                                axlcclComm_t *newcomm, axlcclConfig_t *config);

const char *axlcclGetErrorString(axlcclResult_t result);
const char *paxlcclGetErrorString(axlcclResult_t result);
/// The message of the last error any axlccl call reported.
const char *axlcclGetLastError(axlcclComm_t comm);
const char *paxlcclGetLastError(axlcclComm_t comm);

/// axlcclRemoteError or axlcclSystemError once an operation of comm failed
/// in MPI (the message is in axlcclGetLastError).
axlcclResult_t axlcclCommGetAsyncError(axlcclComm_t comm,
                                       axlcclResult_t *asyncError);
axlcclResult_t paxlcclCommGetAsyncError(axlcclComm_t comm,
                                        axlcclResult_t *asyncError);
axlcclResult_t axlcclCommCount(const axlcclComm_t comm, int *count);
axlcclResult_t paxlcclCommCount(const axlcclComm_t comm, int *count);
/// Always device 0, the CPU backend's one device.
axlcclResult_t axlcclCommCuDevice(const axlcclComm_t comm, int *device);
axlcclResult_t paxlcclCommCuDevice(const axlcclComm_t comm, int *device);
axlcclResult_t axlcclCommUserRank(const axlcclComm_t comm, int *rank);
axlcclResult_t paxlcclCommUserRank(const axlcclComm_t comm, int *rank);

/* Buffer registration only speeds NCCL up: accepted, no effect here. */
axlcclResult_t axlcclCommRegister(const axlcclComm_t comm, void *buff,
                                  size_t size, void **handle);
axlcclResult_t paxlcclCommRegister(const axlcclComm_t comm, void *buff,
                                   size_t size, void **handle);
axlcclResult_t axlcclCommDeregister(const axlcclComm_t comm, void *handle);
axlcclResult_t paxlcclCommDeregister(const axlcclComm_t comm, void *handle);

typedef enum { axlcclNumOps_dummy = 5 } axlcclRedOp_dummy_t;
typedef enum {
  axlcclSum = 0,
  axlcclProd = 1,
  axlcclMax = 2,
  axlcclMin = 3,
  axlcclAvg = 4,
  axlcclNumOps = 5,
  axlcclMaxRedOp = 0x7fffffff >> (32 - 8 * sizeof(axlcclRedOp_dummy_t))
} axlcclRedOp_t;

typedef enum {
  axlcclInt8 = 0,
  axlcclChar = 0,
  axlcclUint8 = 1,
  axlcclInt32 = 2,
  axlcclInt = 2,
  axlcclUint32 = 3,
  axlcclInt64 = 4,
  axlcclUint64 = 5,
  axlcclFloat16 = 6,
  axlcclHalf = 6,
  axlcclFloat32 = 7,
  axlcclFloat = 7,
  axlcclFloat64 = 8,
  axlcclDouble = 8,
  axlcclBfloat16 = 9,
  axlcclFloat8e4m3 = 10,
  axlcclFloat8e5m2 = 11,
  axlcclNumTypes = 12
} axlcclDataType_t;

typedef enum {
  axlcclScalarDevice = 0,
  axlcclScalarHostImmediate = 1
} axlcclScalarResidence_t;

/// Multiplies each rank's input by *scalar (of type datatype) before the sum.
/// axlcclScalarDevice: read when the collective runs; HostImmediate: now.
axlcclResult_t axlcclRedOpCreatePreMulSum(axlcclRedOp_t *op, void *scalar,
                                          axlcclDataType_t datatype,
                                          axlcclScalarResidence_t residence,
                                          axlcclComm_t comm);
axlcclResult_t paxlcclRedOpCreatePreMulSum(axlcclRedOp_t *op, void *scalar,
                                           axlcclDataType_t datatype,
                                           axlcclScalarResidence_t residence,
                                           axlcclComm_t comm);
axlcclResult_t axlcclRedOpDestroy(axlcclRedOp_t op, axlcclComm_t comm);
axlcclResult_t paxlcclRedOpDestroy(axlcclRedOp_t op, axlcclComm_t comm);

/* Collectives and point-to-point operations: enqueued on `stream`, they run
 * in stream order (the MPI call happens on the stream's executor). In place
 * as in NCCL. Half, bfloat16 and FP8 reductions combine through float with
 * one rounding per step (FP8: saturating to the largest finite value). */
axlcclResult_t axlcclReduce(const void *sendbuff, void *recvbuff, size_t count,
                            axlcclDataType_t datatype, axlcclRedOp_t op,
                            int root, axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclReduce(const void *sendbuff, void *recvbuff, size_t count,
                             axlcclDataType_t datatype, axlcclRedOp_t op,
                             int root, axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclBcast(void *buff, size_t count, axlcclDataType_t datatype,
                           int root, axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclBcast(void *buff, size_t count, axlcclDataType_t datatype,
                            int root, axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclBroadcast(const void *sendbuff, void *recvbuff,
                               size_t count, axlcclDataType_t datatype,
                               int root, axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclBroadcast(const void *sendbuff, void *recvbuff,
                                size_t count, axlcclDataType_t datatype,
                                int root, axlcclComm_t comm,
                                axlStream_t stream);
axlcclResult_t axlcclAllReduce(const void *sendbuff, void *recvbuff,
                               size_t count, axlcclDataType_t datatype,
                               axlcclRedOp_t op, axlcclComm_t comm,
                               axlStream_t stream);
axlcclResult_t paxlcclAllReduce(const void *sendbuff, void *recvbuff,
                                size_t count, axlcclDataType_t datatype,
                                axlcclRedOp_t op, axlcclComm_t comm,
                                axlStream_t stream);
axlcclResult_t axlcclReduceScatter(const void *sendbuff, void *recvbuff,
                                   size_t recvcount, axlcclDataType_t datatype,
                                   axlcclRedOp_t op, axlcclComm_t comm,
                                   axlStream_t stream);
axlcclResult_t paxlcclReduceScatter(const void *sendbuff, void *recvbuff,
                                    size_t recvcount, axlcclDataType_t datatype,
                                    axlcclRedOp_t op, axlcclComm_t comm,
                                    axlStream_t stream);
axlcclResult_t axlcclAllGather(const void *sendbuff, void *recvbuff,
                               size_t sendcount, axlcclDataType_t datatype,
                               axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclAllGather(const void *sendbuff, void *recvbuff,
                                size_t sendcount, axlcclDataType_t datatype,
                                axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclAlltoAll(const void *sendbuff, void *recvbuff,
                              size_t count, axlcclDataType_t datatype,
                              axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclAlltoAll(const void *sendbuff, void *recvbuff,
                               size_t count, axlcclDataType_t datatype,
                               axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclGather(const void *sendbuff, void *recvbuff, size_t count,
                            axlcclDataType_t datatype, int root,
                            axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclGather(const void *sendbuff, void *recvbuff, size_t count,
                             axlcclDataType_t datatype, int root,
                             axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclScatter(const void *sendbuff, void *recvbuff, size_t count,
                             axlcclDataType_t datatype, int root,
                             axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclScatter(const void *sendbuff, void *recvbuff,
                              size_t count, axlcclDataType_t datatype, int root,
                              axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclSend(const void *sendbuff, size_t count,
                          axlcclDataType_t datatype, int peer,
                          axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclSend(const void *sendbuff, size_t count,
                           axlcclDataType_t datatype, int peer,
                           axlcclComm_t comm, axlStream_t stream);
axlcclResult_t axlcclRecv(void *recvbuff, size_t count,
                          axlcclDataType_t datatype, int peer,
                          axlcclComm_t comm, axlStream_t stream);
axlcclResult_t paxlcclRecv(void *recvbuff, size_t count,
                           axlcclDataType_t datatype, int peer,
                           axlcclComm_t comm, axlStream_t stream);

/// Calls between GroupStart and GroupEnd (per thread, nestable) are fused:
/// GroupEnd enqueues them as one operation whose sends and receives progress
/// together, on every stream they name (those streams wait for each other).
axlcclResult_t axlcclGroupStart();
axlcclResult_t paxlcclGroupStart();
axlcclResult_t axlcclGroupEnd();
axlcclResult_t paxlcclGroupEnd();

} // extern "C"

// The include guards of the CUDA headers <axl/ccl.h> stands for, which code tests
// (rules/include_guards.yaml).
#define AXLCCL_H_ // nccl.h
