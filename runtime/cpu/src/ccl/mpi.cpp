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
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace axl::cpu::ccl {

using Clock = std::chrono::steady_clock;

namespace {

// AXL_CCL_MONITOR: unset, empty or 0: off; "on": windows of 100 calls; N:
// windows of N calls. Read when the library loads; anything else stops the
// program (status 2).
unsigned long monitorWindow() {
  const char *V = std::getenv("AXL_CCL_MONITOR");
  if (!V || !*V || std::strcmp(V, "0") == 0)
    return 0;
  if (std::strcmp(V, "on") == 0)
    return 100;
  char *End = nullptr;
  unsigned long N = std::strtoul(V, &End, 10);
  if (*End || *V < '0' || *V > '9' || N > 100000000) {
    std::fprintf(stderr,
                 "axlccl (CPU backend): AXL_CCL_MONITOR=%s: expected on, 0 or "
                 "a number of collective calls per report (1..100000000)\n",
                 V);
    std::fflush(stderr);
    std::_Exit(2);
  }
  return N;
}

const unsigned long MonitorWindow = monitorWindow();

// In-flight straggler detection. For every call that moves data each rank
// records the time since its previous call on this communicator ended (its
// own work between collectives, "before") and the time the call took
// ("inside": mostly waiting for the last rank to arrive). Every Window calls
// the ranks gather them on rank 0, over a communicator of the monitor's own,
// and rank 0 reports the rank the others wait for: call by call, the rank
// that waited least inside the call came last to it, and a straggler comes
// last to most calls (LastShare of them) while the others wait for it. Call
// by call, not sums or medians: one call the OS delayed (a rank
// descheduled on a busy machine, a page fault) moves a sum as much as a
// slow rank does, and a program whose collectives follow work of different
// lengths (a big step, then a small one) has a median of the small ones;
// who comes last to each call sees through both. A window of more than
// MaxSamples calls is sampled every ceil(Window / MaxSamples)-th call, so
// memory stays bounded; the figures reported are means over every call.
class Monitor {
public:
  Monitor(MPI_Comm Data, unsigned long Window)
      : Window(Window), Stride((Window + MaxSamples - 1) / MaxSamples) {
    Mine.reserve(2 + 2 * std::min<unsigned long>(Window, MaxSamples));
    MPI_Comm_dup(Data, &Comm);
    MPI_Comm_rank(Comm, &Rank);
    MPI_Comm_size(Comm, &Size);
  }
  ~Monitor() {
    int Finalized = 0;
    MPI_Finalized(&Finalized);
    if (!Finalized)
      MPI_Comm_free(&Comm);
  }

  /// Adds one call. When it ends a window, starts the window's gather and
  /// returns true: then finish() must follow. (Nonblocking, so that the
  /// windows of several communicators ending in one batch cannot deadlock
  /// whatever order each rank starts them in.)
  bool record(Clock::time_point Start, Clock::time_point End) {
    std::lock_guard<std::mutex> Lock(M);
    if (Mine.empty())
      Mine.assign(2, 0.0); // the sums of before and inside
    const double Inside = seconds(End - Start);
    Mine[1] += Inside;
    // The first call has no previous one: no work before it to measure
    // (on every rank: the ranks sample the same calls).
    if (HaveLast) {
      const double Before = seconds(Start - LastEnd);
      Mine[0] += Before;
      if ((Calls - First + 1) % Stride == 0) {
        Mine.push_back(Before);
        Mine.push_back(Inside);
      }
    }
    LastEnd = End;
    HaveLast = true;
    if (++Calls % Window)
      return false;
    Send = std::move(Mine);
    Mine.clear();
    All.assign(Rank == 0 ? Send.size() * size_t(Size) : 0, 0.0);
    Started = MPI_Igather(Send.data(), int(Send.size()), MPI_DOUBLE,
                          All.data(), int(Send.size()), MPI_DOUBLE, 0, Comm,
                          &Gather) == MPI_SUCCESS;
    return true;
  }

  /// Completes the window's gather; rank 0 reports.
  void finish() {
    std::lock_guard<std::mutex> Lock(M);
    if (Started && MPI_Wait(&Gather, MPI_STATUS_IGNORE) == MPI_SUCCESS &&
        Rank == 0)
      report(Send.size());
    Started = false;
    First = Calls + 1;
  }

private:
  using Seconds = std::chrono::duration<double>;
  static double seconds(Clock::duration D) { return Seconds(D).count(); }

  static double median(std::vector<double> V) {
    if (V.empty())
      return 0;
    std::sort(V.begin(), V.end());
    size_t H = V.size() / 2;
    return V.size() % 2 ? V[H] : (V[H - 1] + V[H]) / 2;
  }

  // From All: per rank, PerRank doubles: the window's sums of before and
  // inside (seconds), then (before, inside) of each sampled call.
  void report(size_t PerRank) const {
    const double PerCall = 1e3 / double(Calls - First + 1); // -> ms per call
    const size_t Samples = (PerRank - 2) / 2;
    std::vector<double> Work, Wait;
    for (int R = 0; R < Size; ++R) {
      Work.push_back(All[PerRank * size_t(R)] * PerCall);
      Wait.push_back(All[PerRank * size_t(R) + 1] * PerCall);
    }
    // Call by call: the rank that waited least inside came last.
    std::vector<size_t> Last(size_t(Size), 0);
    for (size_t I = 0; I < Samples; ++I) {
      int Latest = 0;
      for (int R = 1; R < Size; ++R)
        if (All[PerRank * size_t(R) + 3 + 2 * I] <
            All[PerRank * size_t(Latest) + 3 + 2 * I])
          Latest = R;
      ++Last[size_t(Latest)];
    }
    const int S = int(std::max_element(Last.begin(), Last.end()) - Last.begin());
    std::vector<double> OtherWork, OtherWait;
    for (int R = 0; R < Size; ++R)
      if (R != S) {
        OtherWork.push_back(Work[size_t(R)]);
        OtherWait.push_back(Wait[size_t(R)]);
      }
    const double MedWork = median(OtherWork), MedWait = median(OtherWait);
    // A straggler came last to LastShare of the calls, and the others
    // waited for it: 0.05 ms a call more than it did.
    if (Samples && double(Last[size_t(S)]) >= LastShare * double(Samples) &&
        MedWait - Wait[size_t(S)] >= 0.05) {
      std::fprintf(stderr,
                   "axlccl monitor: calls %lu-%lu, %d ranks: rank %d makes the "
                   "others wait: %.3f ms/call of work before each collective "
                   "(the others' median %.3f), %.3f ms/call inside them (the "
                   "others wait %.3f); it came last to %zu of %zu calls\n",
                   First, Calls, Size, S, Work[size_t(S)], MedWork,
                   Wait[size_t(S)], MedWait, Last[size_t(S)], Samples);
    } else {
      auto [WorkLo, WorkHi] = std::minmax_element(Work.begin(), Work.end());
      auto [WaitLo, WaitHi] = std::minmax_element(Wait.begin(), Wait.end());
      std::fprintf(stderr,
                   "axlccl monitor: calls %lu-%lu, %d ranks: no rank makes the "
                   "others wait (work before each collective %.3f-%.3f "
                   "ms/call, inside %.3f-%.3f ms/call; the most calls one rank "
                   "came last to: %zu of %zu)\n",
                   First, Calls, Size, *WorkLo, *WorkHi, *WaitLo, *WaitHi,
                   Last[size_t(S)], Samples);
    }
    std::fflush(stderr);
  }

  static constexpr double LastShare = 0.75;
  static constexpr unsigned long MaxSamples = 4096;
  const unsigned long Window, Stride;
  MPI_Comm Comm = MPI_COMM_NULL;
  int Rank = 0, Size = 1;
  std::mutex M;
  /// This window so far: the sums of before and inside, then the sampled
  /// calls' (before, inside); Send: the last window's, being gathered.
  std::vector<double> Mine, Send;
  std::vector<double> All; ///< rank 0: every rank's Send
  MPI_Request Gather = MPI_REQUEST_NULL;
  bool Started = false;
  unsigned long Calls = 0, First = 1;
  bool HaveLast = false;
  Clock::time_point LastEnd;
};

} // namespace

struct MpiComm {
  MPI_Comm Data = MPI_COMM_NULL, Control = MPI_COMM_NULL;
  std::unique_ptr<Monitor> Watch; ///< null unless AXL_CCL_MONITOR is on
  ~MpiComm() {
    int Finalized = 0;
    MPI_Finalized(&Finalized);
    if (Finalized) {
      (void)Watch.release(); // its communicator is gone with MPI
      return;
    }
    Watch.reset();
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
  if (MonitorWindow)
    Result->Watch = std::make_unique<Monitor>(Data, MonitorWindow);
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
  const Clock::time_point Start = MonitorWindow ? Clock::now() : Clock::time_point();
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
  if (MonitorWindow) {
    const Clock::time_point End = Clock::now();
    std::vector<Monitor *> Ending;
    for (CommState *C : Comms)
      if (C->Mpi->Watch && C->Mpi->Watch->record(Start, End))
        Ending.push_back(C->Mpi->Watch.get());
    for (Monitor *W : Ending)
      W->finish();
  }
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
