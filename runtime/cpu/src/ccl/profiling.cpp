// axlccl on the CPU: the p-prefixed entry points (NCCL's profiling
// interface, pncclX), each the same as its axlcclX.
#include <axl/cpu/ccl.h>

extern "C" {

axlcclResult_t paxlcclMemAlloc(void **ptr, size_t size) {
  return axlcclMemAlloc(ptr, size);
}

axlcclResult_t paxlcclMemFree(void *ptr) { return axlcclMemFree(ptr); }

axlcclResult_t paxlcclGetVersion(int *version) {
  return axlcclGetVersion(version);
}

axlcclResult_t paxlcclGetUniqueId(axlcclUniqueId *uniqueId) {
  return axlcclGetUniqueId(uniqueId);
}

axlcclResult_t paxlcclCommInitRankConfig(axlcclComm_t *comm, int nranks,
                                         axlcclUniqueId commId, int rank,
                                         axlcclConfig_t *config) {
  return axlcclCommInitRankConfig(comm, nranks, commId, rank, config);
}

axlcclResult_t paxlcclCommInitRank(axlcclComm_t *comm, int nranks,
                                   axlcclUniqueId commId, int rank) {
  return axlcclCommInitRank(comm, nranks, commId, rank);
}

axlcclResult_t paxlcclCommInitAll(axlcclComm_t *comm, int ndev,
                                  const int *devlist) {
  return axlcclCommInitAll(comm, ndev, devlist);
}

axlcclResult_t paxlcclCommFinalize(axlcclComm_t comm) {
  return axlcclCommFinalize(comm);
}

axlcclResult_t paxlcclCommDestroy(axlcclComm_t comm) {
  return axlcclCommDestroy(comm);
}

axlcclResult_t paxlcclCommAbort(axlcclComm_t comm) {
  return axlcclCommAbort(comm);
}

axlcclResult_t paxlcclCommSplit(axlcclComm_t comm, int color, int key,
                                axlcclComm_t *newcomm, axlcclConfig_t *config) {
  return axlcclCommSplit(comm, color, key, newcomm, config);
}

const char *paxlcclGetErrorString(axlcclResult_t result) {
  return axlcclGetErrorString(result);
}

const char *paxlcclGetLastError(axlcclComm_t comm) {
  return axlcclGetLastError(comm);
}

axlcclResult_t paxlcclCommGetAsyncError(axlcclComm_t comm,
                                        axlcclResult_t *asyncError) {
  return axlcclCommGetAsyncError(comm, asyncError);
}

axlcclResult_t paxlcclCommCount(const axlcclComm_t comm, int *count) {
  return axlcclCommCount(comm, count);
}

axlcclResult_t paxlcclCommCuDevice(const axlcclComm_t comm, int *device) {
  return axlcclCommCuDevice(comm, device);
}

axlcclResult_t paxlcclCommUserRank(const axlcclComm_t comm, int *rank) {
  return axlcclCommUserRank(comm, rank);
}

axlcclResult_t paxlcclCommRegister(const axlcclComm_t comm, void *buff,
                                   size_t size, void **handle) {
  return axlcclCommRegister(comm, buff, size, handle);
}

axlcclResult_t paxlcclCommDeregister(const axlcclComm_t comm, void *handle) {
  return axlcclCommDeregister(comm, handle);
}

axlcclResult_t paxlcclRedOpCreatePreMulSum(axlcclRedOp_t *op, void *scalar,
                                           axlcclDataType_t datatype,
                                           axlcclScalarResidence_t residence,
                                           axlcclComm_t comm) {
  return axlcclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm);
}

axlcclResult_t paxlcclRedOpDestroy(axlcclRedOp_t op, axlcclComm_t comm) {
  return axlcclRedOpDestroy(op, comm);
}

axlcclResult_t paxlcclReduce(const void *sendbuff, void *recvbuff, size_t count,
                             axlcclDataType_t datatype, axlcclRedOp_t op,
                             int root, axlcclComm_t comm, axlStream_t stream) {
  return axlcclReduce(sendbuff, recvbuff, count, datatype, op, root, comm,
                      stream);
}

axlcclResult_t paxlcclBcast(void *buff, size_t count, axlcclDataType_t datatype,
                            int root, axlcclComm_t comm, axlStream_t stream) {
  return axlcclBcast(buff, count, datatype, root, comm, stream);
}

axlcclResult_t paxlcclBroadcast(const void *sendbuff, void *recvbuff,
                                size_t count, axlcclDataType_t datatype,
                                int root, axlcclComm_t comm,
                                axlStream_t stream) {
  return axlcclBroadcast(sendbuff, recvbuff, count, datatype, root, comm,
                         stream);
}

axlcclResult_t paxlcclAllReduce(const void *sendbuff, void *recvbuff,
                                size_t count, axlcclDataType_t datatype,
                                axlcclRedOp_t op, axlcclComm_t comm,
                                axlStream_t stream) {
  return axlcclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream);
}

axlcclResult_t paxlcclReduceScatter(const void *sendbuff, void *recvbuff,
                                    size_t recvcount, axlcclDataType_t datatype,
                                    axlcclRedOp_t op, axlcclComm_t comm,
                                    axlStream_t stream) {
  return axlcclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm,
                             stream);
}

axlcclResult_t paxlcclAllGather(const void *sendbuff, void *recvbuff,
                                size_t sendcount, axlcclDataType_t datatype,
                                axlcclComm_t comm, axlStream_t stream) {
  return axlcclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream);
}

axlcclResult_t paxlcclAlltoAll(const void *sendbuff, void *recvbuff,
                               size_t count, axlcclDataType_t datatype,
                               axlcclComm_t comm, axlStream_t stream) {
  return axlcclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream);
}

axlcclResult_t paxlcclGather(const void *sendbuff, void *recvbuff, size_t count,
                             axlcclDataType_t datatype, int root,
                             axlcclComm_t comm, axlStream_t stream) {
  return axlcclGather(sendbuff, recvbuff, count, datatype, root, comm, stream);
}

axlcclResult_t paxlcclScatter(const void *sendbuff, void *recvbuff,
                              size_t count, axlcclDataType_t datatype, int root,
                              axlcclComm_t comm, axlStream_t stream) {
  return axlcclScatter(sendbuff, recvbuff, count, datatype, root, comm, stream);
}

axlcclResult_t paxlcclSend(const void *sendbuff, size_t count,
                           axlcclDataType_t datatype, int peer,
                           axlcclComm_t comm, axlStream_t stream) {
  return axlcclSend(sendbuff, count, datatype, peer, comm, stream);
}

axlcclResult_t paxlcclRecv(void *recvbuff, size_t count,
                           axlcclDataType_t datatype, int peer,
                           axlcclComm_t comm, axlStream_t stream) {
  return axlcclRecv(recvbuff, count, datatype, peer, comm, stream);
}

axlcclResult_t paxlcclGroupStart() { return axlcclGroupStart(); }

axlcclResult_t paxlcclGroupEnd() { return axlcclGroupEnd(); }

} // extern "C"
