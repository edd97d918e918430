// axlccl on the CPU: communicators and the operations enqueued on streams.
#pragma once
#include "reduce.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace axl::cpu::ccl {

/// A communicator's MPI side (defined in mpi.cpp); null for 1-rank
/// communicators, which need no MPI.
struct MpiComm;

/// A reduction operator made by axlcclRedOpCreatePreMulSum.
struct UserOp {
  bool Live = false;
  axlcclDataType_t Type = axlcclFloat32;
  uint64_t Scalar = 0;             // axlcclScalarHostImmediate: its bits
  const void *ScalarPtr = nullptr; // axlcclScalarDevice: read at run time
};

struct CommState {
  int Rank = 0, NRanks = 1;
  std::shared_ptr<MpiComm> Mpi;
  /// Held while a batch starts this communicator's MPI operations (or runs
  /// its one operation), so that each batch's operations start together,
  /// in order.
  std::mutex PostMutex;
  /// Call order, as NCCL keeps it: each batch that uses this communicator's
  /// MPI transport takes a turn when it is called (NextTurn), and starts its
  /// MPI operations only when Turn has come to it, whatever stream runs it;
  /// so all ranks start a communicator's operations in the same order, as
  /// MPI's matching needs. Batches captured into a graph take no turn.
  std::mutex TurnMutex;
  std::condition_variable TurnChanged;
  uint64_t NextTurn = 0, Turn = 0;
  std::vector<uint64_t> Abandoned; // turns of batches that never ran
  std::atomic<int> AsyncError{axlcclSuccess};
  std::atomic<bool> Finalized{false};
  std::mutex UserOpsMutex;
  std::vector<UserOp> UserOps; // operator axlcclNumOps + I is UserOps[I]
};

/// A reduction, resolved when the call is made (a user operator may be
/// destroyed as soon as the call returns).
struct Reduction {
  Combine Op = Combine::Sum;
  bool PreScale = false;           // multiply each input by the scalar
  uint64_t Scalar = 0;             //   its bits, or
  const void *ScalarPtr = nullptr; //   where to read them when it runs
  uint64_t PostDivisor = 0;        // integers' average: divide the result
};

enum class OpKind {
  AllReduce,
  Broadcast,
  Reduce,
  AllGather,
  ReduceScatter,
  AlltoAll,
  Gather,
  Scatter,
  Send,
  Recv
};

/// One call. Count is per rank (NCCL's count / sendcount / recvcount); Root
/// is the root or the peer.
struct Op {
  OpKind Kind;
  std::shared_ptr<CommState> Comm;
  axlStream_t Stream;
  const void *Send;
  void *Recv;
  size_t Count;
  axlcclDataType_t Type;
  Reduction Red;
  int Root;
  /// The batch's turn on Comm (see CommState::Turn), or NoTurn.
  uint64_t Turn = NoTurn;
  static constexpr uint64_t NoTurn = UINT64_MAX;
};

/// An operation ready for the transport: its input (the user's buffer, or a
/// copy when it was pre-scaled or overlaps the output other than in place)
/// and its output; null where this rank has none.
struct Prepared {
  const Op *Call = nullptr;
  const void *In = nullptr;
  void *Out = nullptr;
  bool InPlace = false; // MPI_IN_PLACE form: In is this rank's block of Out
  std::vector<unsigned char> InCopy;
};

/// Waits until each communicator of the batch has come to the batch's turn.
void waitTurns(const std::vector<Op> &Ops);

/// Ends the batch's turns: the next batches may start (also for a batch
/// that will never run, whose turns are then skipped when they come).
void endTurns(const std::vector<Op> &Ops);

/// Runs a batch (one call, or a group) to completion on the calling thread:
/// the body of the task enqueued on the stream. Failures become the
/// communicators' asynchronous errors.
void execute(const std::vector<Op> &Ops);

/// Whether an operation with Count elements per rank fits the transport
/// (MPI counts are ints; contiguous operations are sent in pieces).
bool fitsTransport(OpKind Kind, size_t Count);

} // namespace axl::cpu::ccl

/// The opaque handle behind axlcclComm_t; destroying it leaves operations
/// already enqueued the state they hold.
struct axlcclComm {
  std::shared_ptr<axl::cpu::ccl::CommState> State;
};
