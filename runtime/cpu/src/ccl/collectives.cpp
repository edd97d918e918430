// axlccl on the CPU: collectives, point-to-point and groups. A call is
// checked as NCCL checks it, then enqueued on its stream (or kept until
// axlcclGroupEnd); the MPI work happens in the stream task (execute.cpp).
#include "comm.h"
#include "errors.h"
#include "../fault/fault.h"

#include <algorithm>
#include <condition_variable>
#include <cstdint>

using namespace axl::cpu::ccl;

namespace {

// Calls between axlcclGroupStart and axlcclGroupEnd, per thread.
struct GroupState {
  int Depth = 0;
  std::vector<Op> Ops;
  axlcclResult_t Error = axlcclSuccess; // the first failed call's
};
thread_local GroupState Group;

axlcclResult_t noteGroupError(axlcclResult_t R) {
  if (R != axlcclSuccess && Group.Depth > 0 && Group.Error == axlcclSuccess)
    Group.Error = R;
  return R;
}

// A batch on several streams, joined as NCCL joins them with events: every
// other stream marks its arrival, the first stream waits for all arrivals
// and runs the batch, the other streams wait for it to finish. (A task that
// blocks in the first stream's place could deadlock against the legacy
// default stream's implicit waits; these cannot.) Counted in rounds, so that
// a graph that captured the tasks can replay them.
class StreamJoin {
public:
  StreamJoin(size_t Others, std::shared_ptr<const std::vector<Op>> Batch)
      : Others(Others), Batch(std::move(Batch)), Waits(Others) {}

  void arrive() {
    std::lock_guard<std::mutex> Lock(Mutex);
    ++Arrivals;
    Changed.notify_all();
  }

  void run() {
    std::unique_lock<std::mutex> Lock(Mutex);
    Changed.wait(Lock, [&] { return Arrivals >= (Rounds + 1) * Others; });
    Lock.unlock();
    execute(*Batch);
    Lock.lock();
    ++Rounds;
    Changed.notify_all();
  }

  void waitFor(size_t Other) {
    std::unique_lock<std::mutex> Lock(Mutex);
    uint64_t Round = ++Waits[Other];
    Changed.wait(Lock, [&] { return Rounds >= Round; });
  }

private:
  const uint64_t Others;
  const std::shared_ptr<const std::vector<Op>> Batch;
  std::mutex Mutex;
  std::condition_variable Changed;
  uint64_t Arrivals = 0, Rounds = 0;
  std::vector<uint64_t> Waits; // per other stream: its rounds so far
};

axlcclResult_t enqueueFailed(axlStream_t Stream, axlError_t Error) {
  return fail(axlcclUnhandledCudaError,
              "could not enqueue on stream %p (runtime error %d)",
              static_cast<void *>(Stream), int(Error));
}

// Gives the batch its turn on each communicator with an MPI transport, in
// call order; one lock for all communicators, so that the turns of batches
// that share several are in one order on all of them. A batch captured into
// a graph runs once per launch of the graph, in no call order: no turn.
void takeTurns(std::vector<Op> &Ops, const std::vector<axlStream_t> &Streams) {
  for (axlStream_t S : Streams) {
    axlStreamCaptureStatus Status = axlStreamCaptureStatusNone;
    if (axlStreamIsCapturing(S, &Status) == axlSuccess &&
        Status != axlStreamCaptureStatusNone)
      return;
  }
  static std::mutex TurnsMutex;
  std::lock_guard<std::mutex> Lock(TurnsMutex);
  std::vector<std::pair<CommState *, uint64_t>> Taken;
  for (Op &C : Ops) {
    if (!C.Comm->Mpi)
      continue;
    auto It = std::find_if(Taken.begin(), Taken.end(), [&](const auto &T) {
      return T.first == C.Comm.get();
    });
    if (It == Taken.end()) {
      std::lock_guard<std::mutex> G(C.Comm->TurnMutex);
      Taken.emplace_back(C.Comm.get(), C.Comm->NextTurn++);
      It = Taken.end() - 1;
    }
    C.Turn = It->second;
  }
}

axlcclResult_t launch(std::vector<Op> Ops) {
  std::vector<axlStream_t> Streams;
  for (const Op &C : Ops)
    if (std::find(Streams.begin(), Streams.end(), C.Stream) == Streams.end())
      Streams.push_back(C.Stream);
  takeTurns(Ops, Streams);
  auto Batch = std::make_shared<const std::vector<Op>>(std::move(Ops));
  using axl::cpu::detail::enqueue;
  if (Streams.size() == 1) {
    axlError_t E = enqueue(Streams[0], [Batch] { execute(*Batch); }, false);
    if (E == axlSuccess)
      return axlcclSuccess;
    endTurns(*Batch); // never runs: the next batches must not wait for it
    return enqueueFailed(Streams[0], E);
  }
  // Every stream must take its tasks, or the others would wait forever:
  // check them all with an empty task first.
  for (axlStream_t S : Streams)
    if (axlError_t E = enqueue(S, [] {}, false); E != axlSuccess) {
      endTurns(*Batch);
      return enqueueFailed(S, E);
    }
  auto Join = std::make_shared<StreamJoin>(Streams.size() - 1, Batch);
  for (size_t I = 1; I < Streams.size(); ++I)
    enqueue(Streams[I], [Join] { Join->arrive(); }, false);
  enqueue(Streams[0], [Join] { Join->run(); }, false);
  for (size_t I = 1; I < Streams.size(); ++I)
    enqueue(Streams[I], [Join, I] { Join->waitFor(I - 1); }, false);
  return axlcclSuccess;
}

bool hasRoot(OpKind Kind) {
  return Kind == OpKind::Broadcast || Kind == OpKind::Reduce ||
         Kind == OpKind::Gather || Kind == OpKind::Scatter ||
         Kind == OpKind::Send || Kind == OpKind::Recv;
}

bool reduces(OpKind Kind) {
  return Kind == OpKind::AllReduce || Kind == OpKind::Reduce ||
         Kind == OpKind::ReduceScatter;
}

// Resolves a reduction operator for Type on Comm, or fails.
axlcclResult_t resolve(const char *Name, int RedOp, axlcclDataType_t Type,
                       CommState &Comm, Reduction &Red) {
  switch (RedOp) {
  case axlcclSum:
    Red.Op = Combine::Sum;
    return axlcclSuccess;
  case axlcclProd:
    Red.Op = Combine::Prod;
    return axlcclSuccess;
  case axlcclMax:
    Red.Op = Combine::Max;
    return axlcclSuccess;
  case axlcclMin:
    Red.Op = Combine::Min;
    return axlcclSuccess;
  case axlcclAvg:
    // As NCCL: integers sum then divide; floating types pre-multiply each
    // input by 1/nranks rounded to the type.
    Red.Op = Combine::Sum;
    if (isInteger(Type)) {
      Red.PostDivisor = uint64_t(Comm.NRanks);
    } else {
      Red.PreScale = true;
      Red.Scalar = reciprocal(Type, Comm.NRanks);
    }
    return axlcclSuccess;
  default:
    break;
  }
  std::lock_guard<std::mutex> Lock(Comm.UserOpsMutex);
  size_t Slot = size_t(RedOp - axlcclNumOps);
  if (RedOp < axlcclNumOps || Slot >= Comm.UserOps.size() ||
      !Comm.UserOps[Slot].Live)
    return fail(axlcclInvalidArgument, "%s: invalid reduction operator %d",
                Name, RedOp);
  const UserOp &User = Comm.UserOps[Slot];
  if (User.Type != Type)
    return fail(axlcclInvalidArgument,
                "%s: the operator was created for data type %d, not %d", Name,
                int(User.Type), int(Type));
  Red.Op = Combine::Sum;
  Red.PreScale = true;
  Red.Scalar = User.Scalar;
  Red.ScalarPtr = User.ScalarPtr;
  return axlcclSuccess;
}

// Checks a call as NCCL does, then enqueues it (or adds it to the group).
axlcclResult_t submit(const char *Name, OpKind Kind, const void *Send,
                      void *Recv, size_t Count, int Type, int RedOp, int Root,
                      axlcclComm_t Comm, axlStream_t Stream) {
  axl::cpu::fault::collectiveCall();
  if (!Comm)
    return fail(axlcclInvalidArgument, "%s: comm is NULL", Name);
  CommState &State = *Comm->State;
  if (State.Finalized)
    return fail(axlcclInvalidUsage,
                "%s: the communicator was finalized (axlcclCommFinalize)",
                Name);
  if (!isValidType(Type))
    return fail(axlcclInvalidArgument, "%s: invalid data type %d", Name, Type);
  bool P2p = Kind == OpKind::Send || Kind == OpKind::Recv;
  if (hasRoot(Kind) && (Root < 0 || Root >= State.NRanks))
    return fail(axlcclInvalidArgument,
                "%s: %s %d is not a rank of this %d-rank communicator", Name,
                P2p ? "peer" : "root", Root, State.NRanks);
  Op C{Kind,
       Comm->State,
       Stream,
       Send,
       Recv,
       Count,
       axlcclDataType_t(Type),
       Reduction{},
       Root};
  if (reduces(Kind))
    if (axlcclResult_t R = resolve(Name, RedOp, C.Type, State, C.Red))
      return R;
  if (Count == 0 && !P2p)
    return axlcclSuccess; // empty collectives are dropped, as in NCCL
  bool IsRoot = State.Rank == Root;
  bool NeedsSend =
      Kind != OpKind::Recv &&
      ((Kind != OpKind::Broadcast && Kind != OpKind::Scatter) || IsRoot);
  bool NeedsRecv =
      Kind != OpKind::Send &&
      ((Kind != OpKind::Reduce && Kind != OpKind::Gather) || IsRoot);
  if (Count > 0 && ((NeedsSend && !Send) || (NeedsRecv && !Recv)))
    return fail(axlcclInvalidArgument, "%s: %s is NULL", Name,
                NeedsSend && !Send ? "sendbuff" : "recvbuff");
  if (State.Mpi && !fitsTransport(Kind, Count))
    return fail(axlcclInvalidArgument,
                "%s: %zu elements per rank is more than the CPU backend's "
                "MPI transport moves in one operation (2^31-1)",
                Name, Count);
  if (Group.Depth > 0) {
    Group.Ops.push_back(std::move(C));
    return axlcclSuccess;
  }
  std::vector<Op> One;
  One.push_back(std::move(C));
  return launch(std::move(One));
}

} // namespace

#define SUBMIT(...) noteGroupError(submit(__VA_ARGS__))

extern "C" {

axlcclResult_t axlcclAllReduce(const void *Send, void *Recv, size_t Count,
                               axlcclDataType_t Type, axlcclRedOp_t RedOp,
                               axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclAllReduce", OpKind::AllReduce, Send, Recv, Count, Type,
                RedOp, 0, Comm, Stream);
}

axlcclResult_t axlcclReduce(const void *Send, void *Recv, size_t Count,
                            axlcclDataType_t Type, axlcclRedOp_t RedOp,
                            int Root, axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclReduce", OpKind::Reduce, Send, Recv, Count, Type, RedOp,
                Root, Comm, Stream);
}

axlcclResult_t axlcclBroadcast(const void *Send, void *Recv, size_t Count,
                               axlcclDataType_t Type, int Root,
                               axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclBroadcast", OpKind::Broadcast, Send, Recv, Count, Type,
                axlcclSum, Root, Comm, Stream);
}

axlcclResult_t axlcclBcast(void *Buff, size_t Count, axlcclDataType_t Type,
                           int Root, axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclBcast", OpKind::Broadcast, Buff, Buff, Count, Type,
                axlcclSum, Root, Comm, Stream);
}

axlcclResult_t axlcclReduceScatter(const void *Send, void *Recv,
                                   size_t RecvCount, axlcclDataType_t Type,
                                   axlcclRedOp_t RedOp, axlcclComm_t Comm,
                                   axlStream_t Stream) {
  return SUBMIT("axlcclReduceScatter", OpKind::ReduceScatter, Send, Recv,
                RecvCount, Type, RedOp, 0, Comm, Stream);
}

axlcclResult_t axlcclAllGather(const void *Send, void *Recv, size_t SendCount,
                               axlcclDataType_t Type, axlcclComm_t Comm,
                               axlStream_t Stream) {
  return SUBMIT("axlcclAllGather", OpKind::AllGather, Send, Recv, SendCount,
                Type, axlcclSum, 0, Comm, Stream);
}

axlcclResult_t axlcclAlltoAll(const void *Send, void *Recv, size_t Count,
                              axlcclDataType_t Type, axlcclComm_t Comm,
                              axlStream_t Stream) {
  return SUBMIT("axlcclAlltoAll", OpKind::AlltoAll, Send, Recv, Count, Type,
                axlcclSum, 0, Comm, Stream);
}

axlcclResult_t axlcclGather(const void *Send, void *Recv, size_t Count,
                            axlcclDataType_t Type, int Root, axlcclComm_t Comm,
                            axlStream_t Stream) {
  return SUBMIT("axlcclGather", OpKind::Gather, Send, Recv, Count, Type,
                axlcclSum, Root, Comm, Stream);
}

axlcclResult_t axlcclScatter(const void *Send, void *Recv, size_t Count,
                             axlcclDataType_t Type, int Root, axlcclComm_t Comm,
                             axlStream_t Stream) {
  return SUBMIT("axlcclScatter", OpKind::Scatter, Send, Recv, Count, Type,
                axlcclSum, Root, Comm, Stream);
}

axlcclResult_t axlcclSend(const void *Send, size_t Count, axlcclDataType_t Type,
                          int Peer, axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclSend", OpKind::Send, Send, nullptr, Count, Type,
                axlcclSum, Peer, Comm, Stream);
}

axlcclResult_t axlcclRecv(void *Recv, size_t Count, axlcclDataType_t Type,
                          int Peer, axlcclComm_t Comm, axlStream_t Stream) {
  return SUBMIT("axlcclRecv", OpKind::Recv, nullptr, Recv, Count, Type,
                axlcclSum, Peer, Comm, Stream);
}

axlcclResult_t axlcclGroupStart() {
  ++Group.Depth;
  return axlcclSuccess;
}

axlcclResult_t axlcclGroupEnd() {
  if (Group.Depth == 0)
    return fail(axlcclInvalidUsage,
                "axlcclGroupEnd without a matching axlcclGroupStart");
  if (--Group.Depth > 0)
    return axlcclSuccess;
  std::vector<Op> Ops = std::move(Group.Ops);
  axlcclResult_t Error = Group.Error;
  Group.Ops.clear();
  Group.Error = axlcclSuccess;
  if (Error != axlcclSuccess)
    return Error; // a call of the group failed: nothing of it runs
  return Ops.empty() ? axlcclSuccess : launch(std::move(Ops));
}

} // extern "C"
