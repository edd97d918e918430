// axlccl on the CPU: running a batch of operations (one call, or a group) on
// a stream's executor: prepare the buffers, move the data (locally for 1-rank
// communicators, over MPI otherwise), finish integer averages.
#include "comm.h"
#include "errors.h"
#include "transport.h"

#include <algorithm>
#include <climits>
#include <cstring>
#include <exception>
#include <string>

namespace axl::cpu::ccl {
namespace {

bool overlaps(const void *A, size_t ABytes, const void *B, size_t BBytes) {
  auto *P = static_cast<const unsigned char *>(A);
  auto *Q = static_cast<const unsigned char *>(B);
  return P && Q && P < Q + BBytes && Q < P + ABytes;
}

const unsigned char *bytes(const void *P) {
  return static_cast<const unsigned char *>(P);
}

void prepare(const Op &C, Prepared &P) {
  P.Call = &C;
  const CommState &Comm = *C.Comm;
  size_t Elem = typeSize(C.Type);
  size_t Block = C.Count * Elem, All = Block * size_t(Comm.NRanks);
  bool IsRoot = Comm.Rank == C.Root;
  size_t InBytes = 0, OutBytes = 0;
  // Where the input sits in the output when the call is in place.
  size_t InPlaceAt = SIZE_MAX;
  switch (C.Kind) {
  case OpKind::AllReduce:
    P.In = C.Send, InBytes = Block, P.Out = C.Recv, OutBytes = Block;
    InPlaceAt = 0;
    break;
  case OpKind::Reduce:
    P.In = C.Send, InBytes = Block;
    if (IsRoot)
      P.Out = C.Recv, OutBytes = Block, InPlaceAt = 0;
    break;
  case OpKind::ReduceScatter: // in place (recv = send + rank * count) is no
                              // MPI form: the input gets copied
    P.In = C.Send, InBytes = All, P.Out = C.Recv, OutBytes = Block;
    break;
  case OpKind::Broadcast: // the root's data goes out of its output buffer
    P.Out = C.Recv, OutBytes = Block;
    if (IsRoot && C.Send != C.Recv)
      std::memmove(C.Recv, C.Send, Block);
    break;
  case OpKind::AllGather:
    P.In = C.Send, InBytes = Block, P.Out = C.Recv, OutBytes = All;
    InPlaceAt = size_t(Comm.Rank) * Block;
    break;
  case OpKind::AlltoAll:
    P.In = C.Send, InBytes = All, P.Out = C.Recv, OutBytes = All;
    break;
  case OpKind::Gather:
    P.In = C.Send, InBytes = Block;
    if (IsRoot)
      P.Out = C.Recv, OutBytes = All, InPlaceAt = size_t(C.Root) * Block;
    break;
  case OpKind::Scatter: // in place: the output is the root's block of input
    P.Out = C.Recv, OutBytes = Block;
    if (IsRoot) {
      P.In = C.Send, InBytes = All;
      P.InPlace = bytes(C.Recv) == bytes(C.Send) + size_t(C.Root) * Block;
    }
    break;
  case OpKind::Send:
    P.In = C.Send, InBytes = Block;
    break;
  case OpKind::Recv:
    P.Out = C.Recv, OutBytes = Block;
    break;
  }
  if (P.In && P.Out && InPlaceAt != SIZE_MAX)
    P.InPlace = bytes(P.In) == bytes(P.Out) + InPlaceAt;

  if (C.Red.PreScale && P.In) {
    uint64_t Scalar = C.Red.Scalar;
    if (C.Red.ScalarPtr) { // axlcclScalarDevice: read now, in stream order
      Scalar = 0;
      std::memcpy(&Scalar, C.Red.ScalarPtr, Elem);
    }
    P.InCopy.resize(InBytes);
    scale(C.Type, P.In, P.InCopy.data(), InBytes / Elem, Scalar);
    P.In = P.InCopy.data();
    P.InPlace = false;
  } else if (!P.InPlace && overlaps(P.In, InBytes, P.Out, OutBytes)) {
    P.InCopy.assign(bytes(P.In), bytes(P.In) + InBytes);
    P.In = P.InCopy.data();
  }
}

// 1-rank communicators: every collective is a copy (the reduction of one
// input is the input, pre-scaled already); sends to self meet receives from
// self in call order.
std::string runLocal(const std::vector<Prepared *> &Ops) {
  std::vector<Prepared *> Sends, Recvs;
  for (Prepared *P : Ops) {
    const Op &C = *P->Call;
    if (C.Kind == OpKind::Send)
      Sends.push_back(P);
    else if (C.Kind == OpKind::Recv)
      Recvs.push_back(P);
    else if (P->In && P->Out && P->In != P->Out)
      std::memmove(P->Out, P->In, C.Count * typeSize(C.Type));
  }
  for (Prepared *R : Recvs) {
    auto S = Sends.begin();
    while (S != Sends.end() && (*S)->Call->Comm != R->Call->Comm)
      ++S;
    if (S == Sends.end())
      return "axlcclRecv from self has no axlcclSend to self in its group";
    size_t SendBytes = (*S)->Call->Count * typeSize((*S)->Call->Type);
    size_t RecvBytes = R->Call->Count * typeSize(R->Call->Type);
    if (SendBytes != RecvBytes)
      return "axlcclSend to self of " + std::to_string(SendBytes) +
             " bytes meets an axlcclRecv of " + std::to_string(RecvBytes);
    std::memmove(R->Out, (*S)->In, RecvBytes);
    Sends.erase(S);
  }
  if (!Sends.empty())
    return "axlcclSend to self has no axlcclRecv from self in its group";
  return "";
}

void finish(const Prepared &P) {
  const Op &C = *P.Call;
  if (C.Red.PostDivisor && P.Out)
    divide(C.Type, P.Out, C.Count, C.Red.PostDivisor);
}

// The distinct (communicator, turn) pairs of a batch, by communicator.
std::vector<std::pair<CommState *, uint64_t>>
turnsOf(const std::vector<Op> &Ops) {
  std::vector<std::pair<CommState *, uint64_t>> Turns;
  for (const Op &C : Ops)
    if (C.Turn != Op::NoTurn)
      Turns.emplace_back(C.Comm.get(), C.Turn);
  std::sort(Turns.begin(), Turns.end());
  Turns.erase(std::unique(Turns.begin(), Turns.end()), Turns.end());
  return Turns;
}

// Ends a batch's turns when it leaves execute(), however it leaves.
struct TurnGuard {
  const std::vector<Op> &Ops;
  ~TurnGuard() { endTurns(Ops); }
};

} // namespace

void waitTurns(const std::vector<Op> &Ops) {
  for (auto [Comm, Turn] : turnsOf(Ops)) {
    std::unique_lock<std::mutex> Lock(Comm->TurnMutex);
    Comm->TurnChanged.wait(Lock, [&, T = Turn] { return Comm->Turn == T; });
  }
}

void endTurns(const std::vector<Op> &Ops) {
  for (auto [Comm, Turn] : turnsOf(Ops)) {
    std::lock_guard<std::mutex> Lock(Comm->TurnMutex);
    if (Comm->Turn != Turn) { // never ran: skip it when it comes
      Comm->Abandoned.push_back(Turn);
      continue;
    }
    ++Comm->Turn;
    for (auto It = Comm->Abandoned.begin(); It != Comm->Abandoned.end();)
      if (*It == Comm->Turn) {
        ++Comm->Turn;
        Comm->Abandoned.erase(It);
        It = Comm->Abandoned.begin();
      } else {
        ++It;
      }
    Comm->TurnChanged.notify_all();
  }
}

bool fitsTransport(OpKind Kind, size_t Count) {
  switch (Kind) {
  case OpKind::AllReduce:
  case OpKind::Reduce:
  case OpKind::Broadcast:
  case OpKind::Send:
  case OpKind::Recv:
    return true; // contiguous: sent in pieces
  default:
    return Count <= size_t(INT_MAX);
  }
}

void execute(const std::vector<Op> &Ops) {
  axlcclResult_t Code = axlcclSuccess;
  std::string Error;
  waitTurns(Ops);
  TurnGuard Turns{Ops};
  try {
    std::vector<Prepared> Ready(Ops.size());
    std::vector<Prepared *> Local, Remote;
    for (size_t I = 0; I < Ops.size(); ++I) {
      prepare(Ops[I], Ready[I]);
      (Ops[I].Comm->Mpi ? Remote : Local).push_back(&Ready[I]);
    }
    Error = runLocal(Local);
    Code = axlcclInvalidUsage;
    if (Error.empty() && !Remote.empty()) {
      Error = mpiRun(Remote);
      Code = axlcclSystemError;
    }
    if (Error.empty())
      for (const Prepared &P : Ready)
        finish(P);
  } catch (const std::exception &E) { // scratch buffers
    Code = axlcclSystemError;
    Error =
        std::string("out of memory for a collective's buffers: ") + E.what();
  }
  if (Error.empty())
    return;
  fail(Code, "%s", Error.c_str());
  for (const Op &C : Ops)
    C.Comm->AsyncError = Code;
}

} // namespace axl::cpu::ccl
