// axlccl on the CPU: the communicator API (init, split, queries, user
// reduction operators, memory).
#include "comm.h"
#include "errors.h"
#include "transport.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <random>

using namespace axl::cpu::ccl;

namespace {

axlcclResult_t newComm(axlcclComm_t *Comm, std::shared_ptr<CommState> State) {
  *Comm = new (std::nothrow) axlcclComm{std::move(State)};
  return *Comm ? axlcclSuccess
               : fail(axlcclSystemError, "out of memory for a communicator");
}

axlcclResult_t initRank(const char *Name, axlcclComm_t *Comm, int NRanks,
                        const axlcclUniqueId &Id, int Rank) {
  if (!Comm)
    return fail(axlcclInvalidArgument, "%s: comm is NULL", Name);
  *Comm = nullptr;
  if (NRanks < 1)
    return fail(axlcclInvalidArgument, "%s: nranks is %d", Name, NRanks);
  if (Rank < 0 || Rank >= NRanks)
    return fail(axlcclInvalidArgument,
                "%s: rank %d is not in 0..%d (nranks %d)", Name, Rank,
                NRanks - 1, NRanks);
  auto State = std::make_shared<CommState>();
  State->Rank = Rank;
  State->NRanks = NRanks;
  if (NRanks > 1)
    if (axlcclResult_t R = mpiConnect(Id, NRanks, Rank, State->Mpi))
      return R;
  return newComm(Comm, std::move(State));
}

CommState *stateOf(axlcclComm_t Comm) {
  return Comm ? Comm->State.get() : nullptr;
}

} // namespace

extern "C" {

axlcclResult_t axlcclGetVersion(int *Version) {
  if (!Version)
    return fail(axlcclInvalidArgument, "axlcclGetVersion: version is NULL");
  *Version = AXLCCL_VERSION_CODE;
  return axlcclSuccess;
}

axlcclResult_t axlcclGetUniqueId(axlcclUniqueId *Id) {
  if (!Id)
    return fail(axlcclInvalidArgument, "axlcclGetUniqueId: uniqueId is NULL");
  std::random_device Random;
  for (char &C : Id->internal)
    C = char(Random());
  return axlcclSuccess;
}

axlcclResult_t axlcclCommInitRank(axlcclComm_t *Comm, int NRanks,
                                  axlcclUniqueId Id, int Rank) {
  return initRank("axlcclCommInitRank", Comm, NRanks, Id, Rank);
}

axlcclResult_t axlcclCommInitRankConfig(axlcclComm_t *Comm, int NRanks,
                                        axlcclUniqueId Id, int Rank,
                                        axlcclConfig_t *Config) {
  if (Config &&
      (Config->magic != 0xcafebeef || Config->size < sizeof(axlcclConfig_t)))
    return fail(axlcclInvalidArgument,
                "axlcclCommInitRankConfig: config was not initialised with "
                "AXLCCL_CONFIG_INITIALIZER");
  return initRank("axlcclCommInitRankConfig", Comm, NRanks, Id, Rank);
}

axlcclResult_t axlcclCommInitAll(axlcclComm_t *Comms, int NDev,
                                 const int *DevList) {
  if (!Comms)
    return fail(axlcclInvalidArgument, "axlcclCommInitAll: comm is NULL");
  if (NDev != 1)
    return fail(axlcclInvalidArgument,
                "axlcclCommInitAll: ndev is %d, but the CPU backend has one "
                "device: ndev must be 1 (for several ranks, run one process "
                "per rank under mpirun and call axlcclCommInitRank)",
                NDev);
  if (DevList && DevList[0] != 0)
    return fail(axlcclInvalidArgument,
                "axlcclCommInitAll: device %d does not exist (the CPU backend "
                "has device 0 only)",
                DevList[0]);
  axlcclUniqueId Unused{};
  return initRank("axlcclCommInitAll", Comms, 1, Unused, 0);
}

axlcclResult_t axlcclCommSplit(axlcclComm_t Comm, int Color, int Key,
                               axlcclComm_t *NewComm, axlcclConfig_t *Config) {
  CommState *Parent = stateOf(Comm);
  if (!Parent || !NewComm)
    return fail(axlcclInvalidArgument, "axlcclCommSplit: %s is NULL",
                Parent ? "newcomm" : "comm");
  *NewComm = nullptr;
  if (Color < AXLCCL_SPLIT_NOCOLOR)
    return fail(axlcclInvalidArgument,
                "axlcclCommSplit: color %d is negative and not "
                "AXLCCL_SPLIT_NOCOLOR",
                Color);
  if (Config && Config->magic != 0xcafebeef)
    return fail(axlcclInvalidArgument,
                "axlcclCommSplit: config was not initialised with "
                "AXLCCL_CONFIG_INITIALIZER");
  auto State = std::make_shared<CommState>();
  if (Parent->Mpi) {
    if (axlcclResult_t R = mpiSplit(*Parent->Mpi, Color, Key, State->Mpi,
                                    State->Rank, State->NRanks))
      return R;
    if (!State->Mpi)
      return axlcclSuccess; // AXLCCL_SPLIT_NOCOLOR
  } else if (Color == AXLCCL_SPLIT_NOCOLOR) {
    return axlcclSuccess;
  }
  return newComm(NewComm, std::move(State));
}

axlcclResult_t axlcclCommFinalize(axlcclComm_t Comm) {
  CommState *State = stateOf(Comm);
  if (!State)
    return fail(axlcclInvalidArgument, "axlcclCommFinalize: comm is NULL");
  State->Finalized = true;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommDestroy(axlcclComm_t Comm) {
  delete Comm; // NULL is fine, as in NCCL
  return axlcclSuccess;
}

axlcclResult_t axlcclCommAbort(axlcclComm_t Comm) {
  delete Comm;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommGetAsyncError(axlcclComm_t Comm,
                                       axlcclResult_t *AsyncError) {
  CommState *State = stateOf(Comm);
  if (!State || !AsyncError)
    return fail(axlcclInvalidArgument, "axlcclCommGetAsyncError: %s is NULL",
                State ? "asyncError" : "comm");
  *AsyncError = axlcclResult_t(State->AsyncError.load());
  return axlcclSuccess;
}

axlcclResult_t axlcclCommCount(const axlcclComm_t Comm, int *Count) {
  CommState *State = stateOf(Comm);
  if (!State || !Count)
    return fail(axlcclInvalidArgument, "axlcclCommCount: %s is NULL",
                State ? "count" : "comm");
  *Count = State->NRanks;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommCuDevice(const axlcclComm_t Comm, int *Device) {
  if (!Comm || !Device)
    return fail(axlcclInvalidArgument, "axlcclCommCuDevice: %s is NULL",
                Comm ? "device" : "comm");
  *Device = 0;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommUserRank(const axlcclComm_t Comm, int *Rank) {
  CommState *State = stateOf(Comm);
  if (!State || !Rank)
    return fail(axlcclInvalidArgument, "axlcclCommUserRank: %s is NULL",
                State ? "rank" : "comm");
  *Rank = State->Rank;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommRegister(const axlcclComm_t Comm, void *Buff, size_t,
                                  void **Handle) {
  if (!Comm || !Handle)
    return fail(axlcclInvalidArgument, "axlcclCommRegister: %s is NULL",
                Comm ? "handle" : "comm");
  *Handle = Buff;
  return axlcclSuccess;
}

axlcclResult_t axlcclCommDeregister(const axlcclComm_t Comm, void *) {
  if (!Comm)
    return fail(axlcclInvalidArgument, "axlcclCommDeregister: comm is NULL");
  return axlcclSuccess;
}

axlcclResult_t axlcclMemAlloc(void **Ptr, size_t Size) {
  if (!Ptr)
    return fail(axlcclInvalidArgument, "axlcclMemAlloc: ptr is NULL");
  *Ptr = nullptr;
  if (Size == 0)
    return axlcclSuccess;
  constexpr size_t Align = 4096;
  *Ptr = std::aligned_alloc(Align, (Size + Align - 1) / Align * Align);
  return *Ptr ? axlcclSuccess
              : fail(axlcclSystemError,
                     "axlcclMemAlloc: out of memory for "
                     "%zu bytes",
                     Size);
}

axlcclResult_t axlcclMemFree(void *Ptr) {
  std::free(Ptr);
  return axlcclSuccess;
}

axlcclResult_t axlcclRedOpCreatePreMulSum(axlcclRedOp_t *Op, void *Scalar,
                                          axlcclDataType_t Type,
                                          axlcclScalarResidence_t Residence,
                                          axlcclComm_t Comm) {
  CommState *State = stateOf(Comm);
  if (!State || !Op || !Scalar)
    return fail(axlcclInvalidArgument, "axlcclRedOpCreatePreMulSum: %s is NULL",
                !State ? "comm"
                : !Op  ? "op"
                       : "scalar");
  if (!isValidType(Type))
    return fail(axlcclInvalidArgument,
                "axlcclRedOpCreatePreMulSum: invalid data type %d", int(Type));
  if (Residence != axlcclScalarDevice && Residence != axlcclScalarHostImmediate)
    return fail(axlcclInvalidArgument,
                "axlcclRedOpCreatePreMulSum: invalid residence %d",
                int(Residence));
  UserOp New;
  New.Live = true;
  New.Type = Type;
  if (Residence == axlcclScalarHostImmediate)
    std::memcpy(&New.Scalar, Scalar, typeSize(Type));
  else
    New.ScalarPtr = Scalar;
  std::lock_guard<std::mutex> Lock(State->UserOpsMutex);
  size_t Slot = 0;
  while (Slot < State->UserOps.size() && State->UserOps[Slot].Live)
    ++Slot;
  if (Slot == State->UserOps.size())
    State->UserOps.push_back(New);
  else
    State->UserOps[Slot] = New;
  *Op = axlcclRedOp_t(axlcclNumOps + int(Slot));
  return axlcclSuccess;
}

axlcclResult_t axlcclRedOpDestroy(axlcclRedOp_t Op, axlcclComm_t Comm) {
  CommState *State = stateOf(Comm);
  if (!State)
    return fail(axlcclInvalidArgument, "axlcclRedOpDestroy: comm is NULL");
  std::lock_guard<std::mutex> Lock(State->UserOpsMutex);
  size_t Slot = size_t(int(Op) - axlcclNumOps);
  if (int(Op) < axlcclNumOps || Slot >= State->UserOps.size() ||
      !State->UserOps[Slot].Live)
    return fail(axlcclInvalidArgument,
                "axlcclRedOpDestroy: %d is not an operator created on this "
                "communicator",
                int(Op));
  State->UserOps[Slot].Live = false;
  return axlcclSuccess;
}

} // extern "C"
