// axlccl on the CPU: the MPI transport. One rank per MPI process; each
// communicator owns two MPI communicators: Data, used by operations on
// stream executors (started in order under the communicator's PostMutex),
// and Control, used by host calls (split), so that the two never interleave
// differently on different ranks.
#include "errors.h"
#include "transport.h"

#if defined(AXL_CPU_HAVE_MPI)
// The C API only: not the deprecated C++ bindings.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <utility>

namespace axl::cpu::ccl {

struct MpiComm {
  MPI_Comm Data = MPI_COMM_NULL, Control = MPI_COMM_NULL;
  ~MpiComm() {
    int Finalized = 0;
    MPI_Finalized(&Finalized);
    if (Finalized)
      return;
    if (Data != MPI_COMM_NULL)
      MPI_Comm_free(&Data);
    if (Control != MPI_COMM_NULL)
      MPI_Comm_free(&Control);
  }
};

namespace {

// Serialises this process's host-side MPI calls (init, connect, split):
// collectives on one communicator must not run concurrently.
std::mutex HostMutex;

constexpr int NumCombines = 4;
MPI_Op Ops[axlcclNumTypes][NumCombines];

// The MPI reduction of one (type, combine) pair.
template <int Type, int Kind>
void reduceFn(void *In, void *InOut, int *Len, MPI_Datatype *) {
  combine(axlcclDataType_t(Type), Combine(Kind), In, InOut, size_t(*Len));
}

template <size_t... I>
constexpr std::array<MPI_User_function *, sizeof...(I)>
reduceFns(std::index_sequence<I...>) {
  return {&reduceFn<int(I / NumCombines), int(I % NumCombines)>...};
}

std::string mpiMessage(int Code) {
  char Text[MPI_MAX_ERROR_STRING];
  int Length = 0;
  MPI_Error_string(Code, Text, &Length);
  return std::string(Text, size_t(Length));
}

const char *threadLevelName(int Level) {
  switch (Level) {
  case MPI_THREAD_SINGLE:
    return "MPI_THREAD_SINGLE";
  case MPI_THREAD_FUNNELED:
    return "MPI_THREAD_FUNNELED";
  case MPI_THREAD_SERIALIZED:
    return "MPI_THREAD_SERIALIZED";
  default:
    return "MPI_THREAD_MULTIPLE";
  }
}

void finalizeAtExit() {
  int Finalized = 0;
  MPI_Finalized(&Finalized);
  if (!Finalized)
    MPI_Finalize();
}

// Starts MPI if the application has not (and finalizes it at exit), checks
// the thread level, makes the reduction operators. HostMutex held.
axlcclResult_t ensureMpi() {
  static bool Ready = false;
  if (Ready)
    return axlcclSuccess;
  int Initialized = 0, Finalized = 0;
  MPI_Initialized(&Initialized);
  MPI_Finalized(&Finalized);
  if (Finalized)
    return fail(axlcclInvalidUsage,
                "MPI has been finalized: no communicator of several ranks "
                "can be made");
  if (!Initialized) {
    int Provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &Provided) !=
        MPI_SUCCESS)
      return fail(axlcclSystemError, "MPI_Init_thread failed");
    std::atexit(finalizeAtExit);
  }
  int Level = 0;
  MPI_Query_thread(&Level);
  if (Level < MPI_THREAD_MULTIPLE)
    return fail(axlcclInvalidUsage,
                "MPI runs at thread level %s, but axlccl makes MPI calls "
                "on stream threads and needs MPI_THREAD_MULTIPLE: start MPI "
                "with MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, "
                "&provided)",
                threadLevelName(Level));
  static constexpr auto Fns = reduceFns(
      std::make_index_sequence<size_t(axlcclNumTypes) * NumCombines>());
  for (int T = 0; T < axlcclNumTypes; ++T)
    for (int K = 0; K < NumCombines; ++K)
      MPI_Op_create(Fns[size_t(T * NumCombines + K)], /*commute=*/1,
                    &Ops[T][K]);
  Ready = true;
  return axlcclSuccess;
}

// FNV-1a of the id, as a non-negative MPI_Comm_split color.
int colorOf(const axlcclUniqueId &Id) {
  uint64_t Hash = 1469598103934665603ull;
  for (char C : Id.internal)
    Hash = (Hash ^ uint8_t(C)) * 1099511628211ull;
  return int((Hash ^ (Hash >> 32)) & 0x7fffffff);
}

// Finishes a new MPI communicator: errors are returned, not fatal, and
// host calls get a communicator of their own.
std::shared_ptr<MpiComm> adopt(MPI_Comm Data) {
  auto Result = std::make_shared<MpiComm>();
  Result->Data = Data;
  MPI_Comm_set_errhandler(Data, MPI_ERRORS_RETURN);
  MPI_Comm_dup(Data, &Result->Control);
  return Result;
}

MPI_Datatype elementType(axlcclDataType_t Type) {
  switch (typeSize(Type)) {
  case 1:
    return MPI_UINT8_T;
  case 2:
    return MPI_UINT16_T;
  case 4:
    return MPI_UINT32_T;
  default:
    return MPI_UINT64_T;
  }
}

// Largest piece of a contiguous operation: MPI counts are ints.
constexpr size_t Piece = size_t(1) << 30;

bool isContiguous(OpKind Kind) {
  return Kind == OpKind::AllReduce || Kind == OpKind::Reduce ||
         Kind == OpKind::Broadcast || Kind == OpKind::Send ||
         Kind == OpKind::Recv;
}

// Runs one operation: Blocking, with MPI's blocking calls (a batch of one:
// Open MPI's are about twice as fast); otherwise starts its nonblocking
// forms and keeps their requests. Returns the first MPI error code.
int start(const Prepared &P, bool Blocking,
          std::vector<MPI_Request> &Requests) {
  const Op &C = *P.Call;
  MPI_Comm Comm = C.Comm->Mpi->Data;
  MPI_Datatype T = elementType(C.Type);
  MPI_Op Red = Ops[C.Type][int(C.Red.Op)];
  int Root = C.Root, Tag = 0;
  bool IsRoot = C.Comm->Rank == Root;
  MPI_Request R = MPI_REQUEST_NULL;
  int Rc = MPI_SUCCESS;
  auto Add = [&](int Code) {
    if (Code != MPI_SUCCESS)
      Rc = Rc == MPI_SUCCESS ? Code : Rc;
    else if (!Blocking)
      Requests.push_back(R);
  };
  if (isContiguous(C.Kind)) {
    size_t Elem = typeSize(C.Type), At = 0;
    auto *Src = static_cast<const unsigned char *>(P.In);
    auto *Dst = static_cast<unsigned char *>(P.Out);
    do { // once at least: a point-to-point message may be empty
      int Len = int(std::min(Piece, C.Count - At));
      size_t Off = At * Elem;
      const void *In = P.InPlace ? MPI_IN_PLACE : Src ? Src + Off : nullptr;
      void *Out = Dst ? Dst + Off : nullptr;
      switch (C.Kind) {
      case OpKind::AllReduce:
        Add(Blocking ? MPI_Allreduce(In, Out, Len, T, Red, Comm)
                     : MPI_Iallreduce(In, Out, Len, T, Red, Comm, &R));
        break;
      case OpKind::Reduce:
        Add(Blocking ? MPI_Reduce(In, Out, Len, T, Red, Root, Comm)
                     : MPI_Ireduce(In, Out, Len, T, Red, Root, Comm, &R));
        break;
      case OpKind::Broadcast:
        Add(Blocking ? MPI_Bcast(Out, Len, T, Root, Comm)
                     : MPI_Ibcast(Out, Len, T, Root, Comm, &R));
        break;
      case OpKind::Send:
        Add(Blocking ? MPI_Send(In, Len, T, Root, Tag, Comm)
                     : MPI_Isend(In, Len, T, Root, Tag, Comm, &R));
        break;
      default: // Recv
        Add(Blocking ? MPI_Recv(Out, Len, T, Root, Tag, Comm, MPI_STATUS_IGNORE)
                     : MPI_Irecv(Out, Len, T, Root, Tag, Comm, &R));
        break;
      }
      At += size_t(Len);
    } while (At < C.Count);
    return Rc;
  }
  int N = int(C.Count); // fitsTransport() was checked by the call
  const void *In = P.InPlace ? MPI_IN_PLACE : P.In;
  switch (C.Kind) {
  case OpKind::ReduceScatter:
    Add(Blocking ? MPI_Reduce_scatter_block(P.In, P.Out, N, T, Red, Comm)
                 : MPI_Ireduce_scatter_block(P.In, P.Out, N, T, Red, Comm, &R));
    break;
  case OpKind::AllGather:
    Add(Blocking ? MPI_Allgather(In, N, T, P.Out, N, T, Comm)
                 : MPI_Iallgather(In, N, T, P.Out, N, T, Comm, &R));
    break;
  case OpKind::AlltoAll:
    Add(Blocking ? MPI_Alltoall(P.In, N, T, P.Out, N, T, Comm)
                 : MPI_Ialltoall(P.In, N, T, P.Out, N, T, Comm, &R));
    break;
  case OpKind::Gather: {
    int RecvN = IsRoot ? N : 0;
    Add(Blocking ? MPI_Gather(In, N, T, P.Out, RecvN, T, Root, Comm)
                 : MPI_Igather(In, N, T, P.Out, RecvN, T, Root, Comm, &R));
    break;
  }
  default: { // Scatter: in place, the root keeps its block where it is
    int SendN = IsRoot ? N : 0;
    void *Out = P.InPlace ? MPI_IN_PLACE : P.Out;
    Add(Blocking ? MPI_Scatter(P.In, SendN, T, Out, N, T, Root, Comm)
                 : MPI_Iscatter(P.In, SendN, T, Out, N, T, Root, Comm, &R));
    break;
  }
  }
  return Rc;
}

} // namespace

axlcclResult_t mpiConnect(const axlcclUniqueId &Id, int NRanks, int Rank,
                          std::shared_ptr<MpiComm> &Out) {
  std::lock_guard<std::mutex> Lock(HostMutex);
  if (axlcclResult_t R = ensureMpi())
    return R;
  int WorldSize = 0;
  MPI_Comm_size(MPI_COMM_WORLD, &WorldSize);
  if (WorldSize < NRanks)
    return fail(axlcclInvalidUsage,
                "a communicator of %d ranks needs %d MPI processes; this "
                "process's MPI world has %d (run under mpirun -np %d)",
                NRanks, NRanks, WorldSize, NRanks);
  MPI_Comm C = MPI_COMM_NULL;
  MPI_Comm_split(MPI_COMM_WORLD, colorOf(Id), Rank, &C);
  int Size = 0, Got = -1;
  MPI_Comm_size(C, &Size);
  MPI_Comm_rank(C, &Got);
  // Every member learns whether all agree, so that all fail together.
  int Ok = Size == NRanks && Got == Rank;
  MPI_Allreduce(MPI_IN_PLACE, &Ok, 1, MPI_INT, MPI_LAND, C);
  if (!Ok) {
    MPI_Comm_free(&C);
    return fail(axlcclInvalidUsage,
                "axlcclCommInitRank(nranks=%d, rank=%d): the %d processes "
                "that passed this id do not hold ranks 0..%d once each with "
                "the same nranks",
                NRanks, Rank, Size, NRanks - 1);
  }
  Out = adopt(C);
  return axlcclSuccess;
}

axlcclResult_t mpiSplit(const MpiComm &Parent, int Color, int Key,
                        std::shared_ptr<MpiComm> &Out, int &Rank, int &NRanks) {
  std::lock_guard<std::mutex> Lock(HostMutex);
  MPI_Comm C = MPI_COMM_NULL;
  int Rc = MPI_Comm_split(Parent.Control, Color < 0 ? MPI_UNDEFINED : Color,
                          Key, &C);
  if (Rc != MPI_SUCCESS)
    return fail(axlcclSystemError, "axlcclCommSplit: MPI_Comm_split failed: %s",
                mpiMessage(Rc).c_str());
  if (C == MPI_COMM_NULL)
    return axlcclSuccess;
  MPI_Comm_rank(C, &Rank);
  MPI_Comm_size(C, &NRanks);
  Out = adopt(C);
  return axlcclSuccess;
}

std::string mpiRun(const std::vector<Prepared *> &Batch) {
  std::vector<CommState *> Comms;
  for (const Prepared *P : Batch)
    Comms.push_back(P->Call->Comm.get());
  std::sort(Comms.begin(), Comms.end()); // one locking order for all
  Comms.erase(std::unique(Comms.begin(), Comms.end()), Comms.end());

  // A batch of one runs blocking; a group starts everything, then waits,
  // so that its sends and receives progress together.
  bool Blocking = Batch.size() == 1;
  std::vector<MPI_Request> Requests;
  int Rc = MPI_SUCCESS;
  {
    std::vector<std::unique_lock<std::mutex>> Locks;
    for (CommState *C : Comms)
      Locks.emplace_back(C->PostMutex);
    for (const Prepared *P : Batch)
      if ((Rc = start(*P, Blocking, Requests)) != MPI_SUCCESS)
        break; // what was started cannot be cancelled
  }
  if (Rc == MPI_SUCCESS && !Requests.empty()) {
    std::vector<MPI_Status> Statuses(Requests.size());
    Rc = MPI_Waitall(int(Requests.size()), Requests.data(), Statuses.data());
    if (Rc == MPI_ERR_IN_STATUS)
      for (const MPI_Status &S : Statuses)
        if (S.MPI_ERROR != MPI_SUCCESS) {
          Rc = S.MPI_ERROR;
          break;
        }
  }
  if (Rc != MPI_SUCCESS)
    return "an MPI operation failed: " + mpiMessage(Rc);
  return "";
}

} // namespace axl::cpu::ccl

#else // no MPI: only 1-rank communicators exist.

namespace axl::cpu::ccl {

struct MpiComm {};

axlcclResult_t mpiConnect(const axlcclUniqueId &, int NRanks, int,
                          std::shared_ptr<MpiComm> &) {
  return fail(axlcclInvalidUsage,
              "a communicator of %d ranks needs MPI, and this axl was built "
              "without it: only 1-rank communicators work",
              NRanks);
}

axlcclResult_t mpiSplit(const MpiComm &, int, int, std::shared_ptr<MpiComm> &,
                        int &, int &) {
  return fail(axlcclInternalError, "no MPI communicator can exist here");
}

std::string mpiRun(const std::vector<Prepared *> &) {
  return "no MPI communicator can exist here";
}

} // namespace axl::cpu::ccl
#endif
