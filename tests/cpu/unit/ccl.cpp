// axlccl on the CPU backend: every collective, several types and operators
// with expectations computed here (narrow floating types: bit patterns
// worked out by hand), in place, point-to-point in groups, stream order,
// user operators, split, and the error paths.
//
// Modes (argv[1]):
//   mpi-app     under mpirun: the program starts MPI itself
//               (MPI_THREAD_MULTIPLE) and broadcasts rank 0's unique id
//   mpi-lib     under mpirun: no MPI call here; axlccl starts MPI; every
//               rank passes the same fixed id (it only has to be shared)
//   one-rank    no mpirun: 1-rank communicators, no MPI at all
//   errors      no mpirun: argument and usage errors
//   mismatch    no mpirun: nranks = 2 with one MPI process
//   thread-level no mpirun: the program started MPI without
//               MPI_THREAD_MULTIPLE, then asks for 2 ranks
//   rank-clash  under mpirun: every process claims rank 0
//   async-error under mpirun -np 2: a receive shorter than its send
// Each rank prints "rank R of N: K checks passed" or the failures.
#include <axl/ccl.h>

#include <mpi.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace {

int Me = 0, N = 1;
int Checks = 0, Failures = 0;

#define EXPECT(Cond, ...)                                                      \
  do {                                                                         \
    ++Checks;                                                                  \
    if (!(Cond)) {                                                             \
      ++Failures;                                                              \
      std::printf("rank %d of %d: FAIL line %d: ", Me, N, __LINE__);           \
      std::printf(__VA_ARGS__);                                                \
      std::printf("\n");                                                       \
    }                                                                          \
  } while (0)

#define CCL(Call)                                                              \
  do {                                                                         \
    axlcclResult_t R_ = (Call);                                                \
    if (R_ != axlcclSuccess) {                                                 \
      std::printf("rank %d of %d: %s failed: %s: %s\n", Me, N, #Call,          \
                  axlcclGetErrorString(R_), axlcclGetLastError(nullptr));      \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define RT(Call)                                                               \
  do {                                                                         \
    if ((Call) != axlSuccess) {                                                \
      std::printf("rank %d of %d: %s failed\n", Me, N, #Call);                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

axlcclComm_t Comm;
axlStream_t Stream;

void sync() { RT(axlStreamSynchronize(Stream)); }

template <typename T> axlcclDataType_t typeOf() {
  if (std::is_same_v<T, int8_t>)
    return axlcclInt8;
  if (std::is_same_v<T, uint8_t>)
    return axlcclUint8;
  if (std::is_same_v<T, int32_t>)
    return axlcclInt32;
  if (std::is_same_v<T, uint32_t>)
    return axlcclUint32;
  if (std::is_same_v<T, int64_t>)
    return axlcclInt64;
  if (std::is_same_v<T, uint64_t>)
    return axlcclUint64;
  if (std::is_same_v<T, float>)
    return axlcclFloat32;
  return axlcclFloat64;
}

const char *OpNames[] = {"sum", "prod", "max", "min", "avg"};

// Integers and float/double: the value rank R holds at element I, and the
// expected all-reduce, both computed in int64 / double.
template <typename T> T valueAt(int R, int I, axlcclRedOp_t Op) {
  if (std::is_floating_point_v<T>) {
    // Averages: multiples of 3, so that x * fl(1/3) rounds to x / 3 and
    // every order of summation is exact.
    double Base = Op == axlcclAvg ? 3.0 * (R + I + 1) : R + 0.5 * I + 1;
    return T(I % 2 && Op != axlcclAvg ? -Base : Base);
  }
  int64_t Base = R * 3 + I + 1;
  return T(std::is_signed_v<T> && I % 2 ? -Base : Base);
}

template <typename T> T expected(int I, axlcclRedOp_t Op) {
  if constexpr (std::is_floating_point_v<T>) {
    T Scale = std::is_same_v<T, float> ? T(float(1.0 / N)) : T(1.0 / N);
    T Acc = valueAt<T>(0, I, Op);
    if (Op == axlcclAvg)
      Acc = Acc * Scale;
    for (int R = 1; R < N; ++R) {
      T V = valueAt<T>(R, I, Op);
      switch (Op) {
      case axlcclSum:
        Acc += V;
        break;
      case axlcclProd:
        Acc *= V;
        break;
      case axlcclMax:
        Acc = std::fmax(Acc, V);
        break;
      case axlcclMin:
        Acc = std::fmin(Acc, V);
        break;
      default:
        Acc += T(V * Scale);
        break;
      }
    }
    return Acc;
  } else {
    int64_t Acc = int64_t(valueAt<T>(0, I, Op));
    for (int R = 1; R < N; ++R) {
      int64_t V = int64_t(valueAt<T>(R, I, Op));
      switch (Op) {
      case axlcclProd:
        Acc *= V;
        break;
      case axlcclMax:
        Acc = Acc < V ? V : Acc;
        break;
      case axlcclMin:
        Acc = V < Acc ? V : Acc;
        break;
      default:
        Acc += V;
        break;
      }
    }
    if (Op == axlcclAvg) // the wrapped sum, divided as a T
      return T(T(uint64_t(Acc)) / T(N));
    return T(uint64_t(Acc)); // products of int8 wrap around
  }
}

template <typename T> void allReduceTyped() {
  constexpr int Count = 6;
  for (int O = axlcclSum; O <= axlcclAvg; ++O) {
    axlcclRedOp_t Op = axlcclRedOp_t(O);
    for (bool InPlace : {false, true}) {
      std::vector<T> Send(Count), Recv(Count, T(99));
      for (int I = 0; I < Count; ++I)
        Send[I] = valueAt<T>(Me, I, Op);
      T *Out = InPlace ? Send.data() : Recv.data();
      CCL(axlcclAllReduce(Send.data(), Out, Count, typeOf<T>(), Op, Comm,
                          Stream));
      sync();
      for (int I = 0; I < Count; ++I)
        EXPECT(Out[I] == expected<T>(I, Op),
               "allreduce type %d %s%s [%d]: got %g, want %g", int(typeOf<T>()),
               OpNames[O], InPlace ? " in place" : "", I, double(Out[I]),
               double(expected<T>(I, Op)));
    }
  }
}

// Narrow floating types by their bits: rank 0's input, rank 1's, the other
// ranks', and the result for 1, 2 and 3 ranks.
struct Bits {
  uint16_t In[3];
  uint16_t Want[3];
};

void allReduceBits(axlcclDataType_t Type, axlcclRedOp_t Op, const char *Name,
                   std::vector<Bits> Cases) {
  size_t Size = Type == axlcclFloat16 || Type == axlcclBfloat16 ? 2 : 1;
  size_t Count = Cases.size();
  std::vector<unsigned char> Buf(Count * Size);
  for (size_t I = 0; I < Count; ++I) {
    uint16_t V = Cases[I].In[Me < 2 ? Me : 2];
    std::memcpy(&Buf[I * Size], &V, Size); // little endian: low byte first
  }
  CCL(axlcclAllReduce(Buf.data(), Buf.data(), Count, Type, Op, Comm, Stream));
  sync();
  for (size_t I = 0; I < Count; ++I) {
    uint16_t Got = 0;
    std::memcpy(&Got, &Buf[I * Size], Size);
    uint16_t Want = Cases[I].Want[N < 3 ? N - 1 : 2];
    EXPECT(Got == Want, "allreduce %s %s [%zu]: got 0x%x, want 0x%x", Name,
           OpNames[Op], I, Got, Want);
  }
}

void narrowTypes() {
  // half: 1 + 2^-11 and 1 + 3*2^-11 are ties (to even: 1, 1 + 2^-9);
  // 65504 + 65504 overflows to inf; -2.5 + 0.25 = -2.25.
  allReduceBits(axlcclFloat16, axlcclSum, "half",
                {{{0x3c00, 0x1000, 0x0000}, {0x3c00, 0x3c00, 0x3c00}},
                 {{0x3c01, 0x1000, 0x0000}, {0x3c01, 0x3c02, 0x3c02}},
                 {{0x7bff, 0x7bff, 0x0000}, {0x7bff, 0x7c00, 0x7c00}},
                 {{0xc100, 0x3400, 0x0000}, {0xc100, 0xc080, 0xc080}}});
  // (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20 rounds to 1 + 2^-9; 3 * -0.5 = -1.5.
  allReduceBits(axlcclFloat16, axlcclProd, "half",
                {{{0x3c01, 0x3c01, 0x3c00}, {0x3c01, 0x3c02, 0x3c02}},
                 {{0x4200, 0xb800, 0x3c00}, {0x4200, 0xbe00, 0xbe00}}});
  // NaN is ignored by max and min (one rank alone keeps its bits).
  allReduceBits(axlcclFloat16, axlcclMax, "half",
                {{{0x7e00, 0x4000, 0x3c00}, {0x7e00, 0x4000, 0x4000}},
                 {{0xb800, 0x3400, 0x0000}, {0xb800, 0x3400, 0x3400}}});
  allReduceBits(axlcclFloat16, axlcclMin, "half",
                {{{0x7e00, 0x4000, 0x3c00}, {0x7e00, 0x4000, 0x3c00}},
                 {{0xb800, 0x3400, 0x0000}, {0xb800, 0xb800, 0xb800}}});
  // avg of 2.0 everywhere: 2 * half(1/2) * 2 = 2; with 3 ranks
  // half(1/3) = 0x3555, 2 * 0x3555 = 0.66650390625, the sum 1.99951171875
  // is a tie that rounds to even: 2.0.
  allReduceBits(axlcclFloat16, axlcclAvg, "half",
                {{{0x4000, 0x4000, 0x4000}, {0x4000, 0x4000, 0x4000}}});
  // bfloat16: 1 + 2^-8 and 1 + 3*2^-8 are ties (1, 1 + 2^-6).
  allReduceBits(axlcclBfloat16, axlcclSum, "bfloat16",
                {{{0x3f80, 0x3b80, 0x0000}, {0x3f80, 0x3f80, 0x3f80}},
                 {{0x3f81, 0x3b80, 0x0000}, {0x3f81, 0x3f82, 0x3f82}},
                 {{0x7f7f, 0x7f7f, 0x0000}, {0x7f7f, 0x7f80, 0x7f80}}});
  allReduceBits(axlcclBfloat16, axlcclMax, "bfloat16",
                {{{0x7fc0, 0xbf80, 0xc000}, {0x7fc0, 0xbf80, 0xbf80}}});
  // e4m3: 1 + 2^-4 is a tie (to 1.0); 448 + 448 saturates to 448.
  allReduceBits(axlcclFloat8e4m3, axlcclSum, "e4m3",
                {{{0x38, 0x18, 0x00}, {0x38, 0x38, 0x38}},
                 {{0x7e, 0x7e, 0x00}, {0x7e, 0x7e, 0x7e}}});
  // avg of 2.0: e4m3(1/3) = 0.34375 (0x2b); 3 * 0.6875 = 2.0625 -> 2.0.
  allReduceBits(axlcclFloat8e4m3, axlcclAvg, "e4m3",
                {{{0x40, 0x40, 0x40}, {0x40, 0x40, 0x40}}});
  allReduceBits(axlcclFloat8e4m3, axlcclMin, "e4m3",
                {{{0x7f, 0x38, 0x40}, {0x7f, 0x38, 0x38}}});
  // e5m2: 1 + 2^-3 is a tie (to 1.0); 57344 + 57344 saturates; 1.5 * 1.5
  // = 2.25 rounds to 2.0 (ulp 0.5 there).
  allReduceBits(axlcclFloat8e5m2, axlcclSum, "e5m2",
                {{{0x3c, 0x30, 0x00}, {0x3c, 0x3c, 0x3c}},
                 {{0x7b, 0x7b, 0x00}, {0x7b, 0x7b, 0x7b}}});
  allReduceBits(axlcclFloat8e5m2, axlcclProd, "e5m2",
                {{{0x3e, 0x3e, 0x3c}, {0x3e, 0x40, 0x40}}});
}

// The other collectives, each out of place and in place, int32 values
// 1000 * rank + element.
int32_t v(int R, int I) { return 1000 * R + I; }

void broadcastReduce() {
  constexpr int C = 5;
  int Root = N - 1;
  std::vector<int32_t> Send(C), Recv(C, -1);
  for (int I = 0; I < C; ++I)
    Send[I] = v(Me, I);
  CCL(axlcclBroadcast(Send.data(), Recv.data(), C, axlcclInt32, Root, Comm,
                      Stream));
  std::vector<int32_t> Buf(Send);
  CCL(axlcclBcast(Buf.data(), C, axlcclInt32, 0, Comm, Stream));
  sync();
  for (int I = 0; I < C; ++I) {
    EXPECT(Recv[I] == v(Root, I), "broadcast [%d]: %d", I, Recv[I]);
    EXPECT(Buf[I] == v(0, I), "bcast in place [%d]: %d", I, Buf[I]);
  }

  // Reduce to rank 1 % N; other ranks pass no output buffer.
  int RRoot = 1 % N;
  std::vector<int32_t> Out(C, -1), InPlace(Send);
  CCL(axlcclReduce(Send.data(), Me == RRoot ? Out.data() : nullptr, C,
                   axlcclInt32, axlcclSum, RRoot, Comm, Stream));
  CCL(axlcclReduce(InPlace.data(), InPlace.data(), C, axlcclInt32, axlcclMax,
                   RRoot, Comm, Stream));
  sync();
  if (Me == RRoot)
    for (int I = 0; I < C; ++I) {
      int32_t Sum = 0;
      for (int R = 0; R < N; ++R)
        Sum += v(R, I);
      EXPECT(Out[I] == Sum, "reduce [%d]: %d, want %d", I, Out[I], Sum);
      EXPECT(InPlace[I] == v(N - 1, I), "reduce in place [%d]: %d", I,
             InPlace[I]);
    }
}

void gatherScatter() {
  constexpr int C = 3;
  std::vector<int32_t> Mine(C), All(size_t(C) * N, -1);
  for (int I = 0; I < C; ++I)
    Mine[I] = v(Me, I);
  CCL(axlcclAllGather(Mine.data(), All.data(), C, axlcclInt32, Comm, Stream));
  // In place: this rank's block already sits in the output.
  std::vector<int32_t> AllInPlace(size_t(C) * N, -1);
  for (int I = 0; I < C; ++I)
    AllInPlace[size_t(Me) * C + I] = v(Me, I);
  CCL(axlcclAllGather(AllInPlace.data() + size_t(Me) * C, AllInPlace.data(), C,
                      axlcclInt32, Comm, Stream));
  sync();
  for (int R = 0; R < N; ++R)
    for (int I = 0; I < C; ++I) {
      EXPECT(All[size_t(R) * C + I] == v(R, I), "allgather [%d][%d]", R, I);
      EXPECT(AllInPlace[size_t(R) * C + I] == v(R, I),
             "allgather in place [%d][%d]", R, I);
    }

  // ReduceScatter: rank R gets block R of the element-wise sum; in place
  // (recvbuff = sendbuff + rank * count) with max over uint64.
  std::vector<int32_t> Blocks(size_t(C) * N), Mine2(C, -1);
  std::vector<uint64_t> Wide(size_t(C) * N);
  for (size_t J = 0; J < Blocks.size(); ++J) {
    Blocks[J] = v(Me, int(J));
    Wide[J] = uint64_t(Me) << 40 | J;
  }
  CCL(axlcclReduceScatter(Blocks.data(), Mine2.data(), C, axlcclInt32,
                          axlcclSum, Comm, Stream));
  CCL(axlcclReduceScatter(Wide.data(), Wide.data() + size_t(Me) * C, C,
                          axlcclUint64, axlcclMax, Comm, Stream));
  sync();
  for (int I = 0; I < C; ++I) {
    int J = Me * C + I;
    int32_t Sum = 0;
    for (int R = 0; R < N; ++R)
      Sum += v(R, J);
    EXPECT(Mine2[I] == Sum, "reducescatter [%d]: %d, want %d", I, Mine2[I],
           Sum);
    uint64_t Max = uint64_t(N - 1) << 40 | uint64_t(J);
    EXPECT(Wide[size_t(J)] == Max, "reducescatter in place [%d]", I);
  }

  // AlltoAll: block J of rank R goes to rank J's block R.
  std::vector<int32_t> To(size_t(C) * N), From(size_t(C) * N, -1);
  for (int J = 0; J < N; ++J)
    for (int I = 0; I < C; ++I)
      To[size_t(J) * C + I] = v(Me, J * 10 + I);
  CCL(axlcclAlltoAll(To.data(), From.data(), C, axlcclInt32, Comm, Stream));
  sync();
  for (int R = 0; R < N; ++R)
    for (int I = 0; I < C; ++I)
      EXPECT(From[size_t(R) * C + I] == v(R, Me * 10 + I), "alltoall [%d][%d]",
             R, I);

  // Gather to the last rank, Scatter from rank 0, then both in place.
  int GRoot = N - 1;
  std::vector<int32_t> Gathered(size_t(C) * N, -1);
  CCL(axlcclGather(Mine.data(), Me == GRoot ? Gathered.data() : nullptr, C,
                   axlcclInt32, GRoot, Comm, Stream));
  std::vector<int32_t> Spread(size_t(C) * N), Piece(C, -1);
  for (size_t J = 0; J < Spread.size(); ++J)
    Spread[J] = v(Me, 100 + int(J));
  CCL(axlcclScatter(Spread.data(), Piece.data(), C, axlcclInt32, 0, Comm,
                    Stream));
  // In place: the root's own block already sits in its output (gather) or
  // its output is its block of the input (scatter).
  std::vector<int32_t> GatherIn(size_t(C) * N, -1), ScatterIn(Spread),
      Piece2(C, -1);
  for (int I = 0; I < C; ++I)
    GatherIn[size_t(Me) * C + I] = v(Me, I);
  CCL(axlcclGather(GatherIn.data() + size_t(Me) * C, GatherIn.data(), C,
                   axlcclInt32, GRoot, Comm, Stream));
  CCL(axlcclScatter(ScatterIn.data(),
                    Me == 0 ? ScatterIn.data() : Piece2.data(), C, axlcclInt32,
                    0, Comm, Stream));
  sync();
  for (int I = 0; I < C; ++I) {
    EXPECT(Piece[I] == v(0, 100 + Me * C + I), "scatter [%d]", I);
    int32_t InPlace = Me == 0 ? ScatterIn[size_t(I)] : Piece2[size_t(I)];
    EXPECT(InPlace == v(0, 100 + Me * C + I), "scatter in place [%d]", I);
  }
  if (Me == GRoot)
    for (int R = 0; R < N; ++R)
      for (int I = 0; I < C; ++I) {
        EXPECT(Gathered[size_t(R) * C + I] == v(R, I), "gather [%d][%d]", R, I);
        EXPECT(GatherIn[size_t(R) * C + I] == v(R, I),
               "gather in place [%d][%d]", R, I);
      }
}

// Point-to-point: a ring, then every pair (self included), each in a group
// so that the sends and receives progress together.
void pointToPoint() {
  constexpr int C = 4;
  int Next = (Me + 1) % N, Prev = (Me + N - 1) % N;
  std::vector<int64_t> Out(C), In(C, -1);
  for (int I = 0; I < C; ++I)
    Out[I] = v(Me, I);
  CCL(axlcclGroupStart());
  CCL(axlcclSend(Out.data(), C, axlcclInt64, Next, Comm, Stream));
  CCL(axlcclRecv(In.data(), C, axlcclInt64, Prev, Comm, Stream));
  CCL(axlcclGroupEnd());
  std::vector<double> ToAll(size_t(C) * N), FromAll(size_t(C) * N, -1);
  for (size_t J = 0; J < ToAll.size(); ++J)
    ToAll[J] = Me + 0.25 * double(J);
  CCL(axlcclGroupStart());
  for (int P = 0; P < N; ++P) {
    CCL(axlcclSend(ToAll.data() + size_t(P) * C, C, axlcclDouble, P, Comm,
                   Stream));
    CCL(axlcclRecv(FromAll.data() + size_t(P) * C, C, axlcclDouble, P, Comm,
                   Stream));
  }
  CCL(axlcclGroupEnd());
  sync();
  for (int I = 0; I < C; ++I)
    EXPECT(In[I] == v(Prev, I), "ring recv [%d]: %lld", I, (long long)In[I]);
  for (int P = 0; P < N; ++P)
    for (int I = 0; I < C; ++I)
      EXPECT(FromAll[size_t(P) * C + I] == P + 0.25 * double(Me * C + I),
             "exchange from %d [%d]", P, I);
}

// Stream order: host functions enqueued between the collectives make and
// read the data in stream order.
void streamOrder() {
  constexpr int C = 4;
  static int32_t Buf[C], Snapshot[C];
  std::memset(Buf, 0, sizeof Buf);
  RT(axlLaunchHostFunc(
      Stream,
      [](void *Rank) {
        for (int I = 0; I < C; ++I)
          Buf[I] = *static_cast<int *>(Rank) + 1 + I;
      },
      &Me));
  CCL(axlcclAllReduce(Buf, Buf, C, axlcclInt32, axlcclSum, Comm, Stream));
  RT(axlLaunchHostFunc(
      Stream,
      [](void *) {
        for (int I = 0; I < C; ++I) {
          Snapshot[I] = Buf[I];
          Buf[I] *= 2;
        }
      },
      nullptr));
  CCL(axlcclAllReduce(Buf, Buf, C, axlcclInt32, axlcclSum, Comm, Stream));
  sync();
  for (int I = 0; I < C; ++I) {
    int32_t Sum = 0;
    for (int R = 0; R < N; ++R)
      Sum += R + 1 + I;
    EXPECT(Snapshot[I] == Sum, "stream order, first [%d]: %d, want %d", I,
           Snapshot[I], Sum);
    EXPECT(Buf[I] == 2 * Sum * N, "stream order, second [%d]: %d, want %d", I,
           Buf[I], 2 * Sum * N);
  }
}

// Groups of collectives on two streams: both streams wait for them.
void groupTwoStreams() {
  axlStream_t Other;
  RT(axlStreamCreate(&Other));
  float A[2] = {float(Me), 1.0f}, B[2] = {float(Me), 2.0f};
  CCL(axlcclGroupStart());
  CCL(axlcclAllReduce(A, A, 2, axlcclFloat, axlcclSum, Comm, Stream));
  CCL(axlcclAllReduce(B, B, 2, axlcclFloat, axlcclMax, Comm, Other));
  CCL(axlcclGroupEnd());
  RT(axlStreamSynchronize(Other));
  sync();
  EXPECT(A[0] == float(N * (N - 1) / 2) && A[1] == float(N),
         "group stream 1: %g %g", A[0], A[1]);
  EXPECT(B[0] == float(N - 1) && B[1] == 2.0f, "group stream 2: %g %g", B[0],
         B[1]);
  RT(axlStreamDestroy(Other));
  // With the legacy default stream, whose work waits for the blocking
  // streams' and the other way round: either one first.
  for (bool LegacyFirst : {true, false}) {
    int32_t L = Me + 1, S = Me + 1;
    CCL(axlcclGroupStart());
    if (LegacyFirst)
      CCL(axlcclAllReduce(&L, &L, 1, axlcclInt32, axlcclSum, Comm, nullptr));
    CCL(axlcclAllReduce(&S, &S, 1, axlcclInt32, axlcclProd, Comm, Stream));
    if (!LegacyFirst)
      CCL(axlcclAllReduce(&L, &L, 1, axlcclInt32, axlcclSum, Comm, nullptr));
    CCL(axlcclGroupEnd());
    RT(axlStreamSynchronize(nullptr));
    sync();
    int32_t Factorial = 1;
    for (int R = 1; R <= N; ++R)
      Factorial *= R;
    EXPECT(L == N * (N + 1) / 2 && S == Factorial,
           "group with the legacy stream: %d %d", L, S);
  }
}

// PreMulSum: each rank's own scalar, read at creation (host immediate) or
// when the collective runs (device residence).
void userOperators() {
  float Host = float(Me + 1);
  static double Device;
  Device = -1.0;
  axlcclRedOp_t HostOp, DeviceOp;
  CCL(axlcclRedOpCreatePreMulSum(&HostOp, &Host, axlcclFloat,
                                 axlcclScalarHostImmediate, Comm));
  CCL(axlcclRedOpCreatePreMulSum(&DeviceOp, &Device, axlcclDouble,
                                 axlcclScalarDevice, Comm));
  Host = 100.0f; // too late: the operator keeps the value it read
  float F[2] = {2.0f, 0.5f}, FOut[2];
  double D[1] = {3.0};
  CCL(axlcclAllReduce(F, FOut, 2, axlcclFloat, HostOp, Comm, Stream));
  RT(axlLaunchHostFunc(
      Stream, [](void *) { Device = 0.5; }, nullptr));
  CCL(axlcclAllReduce(D, D, 1, axlcclDouble, DeviceOp, Comm, Stream));
  sync();
  float Scalars = float(N * (N + 1) / 2);
  EXPECT(FOut[0] == 2.0f * Scalars && FOut[1] == 0.5f * Scalars,
         "premulsum host: %g %g", FOut[0], FOut[1]);
  EXPECT(D[0] == 1.5 * N, "premulsum device: %g, want %g", D[0], 1.5 * N);
  CCL(axlcclRedOpDestroy(HostOp, Comm));
  CCL(axlcclRedOpDestroy(DeviceOp, Comm));
  EXPECT(axlcclRedOpDestroy(HostOp, Comm) == axlcclInvalidArgument,
         "destroying an operator twice");
}

void queriesAndSplit() {
  int Count = -1, Rank = -1, Device = -1, Version = 0;
  axlcclResult_t Async = axlcclInternalError;
  CCL(axlcclCommCount(Comm, &Count));
  CCL(axlcclCommUserRank(Comm, &Rank));
  CCL(axlcclCommCuDevice(Comm, &Device));
  CCL(axlcclGetVersion(&Version));
  CCL(axlcclCommGetAsyncError(Comm, &Async));
  EXPECT(Count == N && Rank == Me && Device == 0, "count %d rank %d dev %d",
         Count, Rank, Device);
  EXPECT(Version == AXLCCL_VERSION_CODE && Version == 22809, "version %d",
         Version);
  EXPECT(Async == axlcclSuccess, "async error %d", int(Async));

  // Split with keys in reverse order; with 3 ranks, rank 1 opts out.
  bool Out = N == 3 && Me == 1;
  axlcclComm_t Sub;
  CCL(axlcclCommSplit(Comm, Out ? AXLCCL_SPLIT_NOCOLOR : 7, -Me, &Sub,
                      nullptr));
  if (Out) {
    EXPECT(Sub == nullptr, "no color gives no communicator");
    return;
  }
  int Members = 0, Above = 0, Last = -1;
  for (int R = 0; R < N; ++R)
    if (!(N == 3 && R == 1)) {
      ++Members, Last = R;
      Above += R > Me;
    }
  int SubCount = 0, SubRank = -1;
  CCL(axlcclCommCount(Sub, &SubCount));
  CCL(axlcclCommUserRank(Sub, &SubRank));
  EXPECT(SubCount == Members, "split count %d, want %d", SubCount, Members);
  // Key -rank: the highest rank comes first.
  EXPECT(SubRank == Above, "split rank %d, want %d", SubRank, Above);
  int32_t X = Me;
  CCL(axlcclAllReduce(&X, &X, 1, axlcclInt32, axlcclMax, Sub, Stream));
  sync();
  EXPECT(X == Last, "split allreduce %d, want %d", X, Last);
  CCL(axlcclCommDestroy(Sub));
}

void suite() {
  RT(axlStreamCreate(&Stream));
  allReduceTyped<int8_t>();
  allReduceTyped<uint8_t>();
  allReduceTyped<int32_t>();
  allReduceTyped<uint32_t>();
  allReduceTyped<int64_t>();
  allReduceTyped<uint64_t>();
  allReduceTyped<float>();
  allReduceTyped<double>();
  narrowTypes();
  broadcastReduce();
  gatherScatter();
  pointToPoint();
  streamOrder();
  groupTwoStreams();
  userOperators();
  queriesAndSplit();
  CCL(axlcclCommFinalize(Comm));
  CCL(axlcclCommDestroy(Comm));
  RT(axlStreamDestroy(Stream));
}

int report() {
  if (Failures)
    std::printf("rank %d of %d: %d of %d checks FAILED\n", Me, N, Failures,
                Checks);
  else
    std::printf("rank %d of %d: %d checks passed\n", Me, N, Checks);
  return Failures ? 1 : 0;
}

int envInt(const char *Name) {
  const char *V = std::getenv(Name);
  if (!V) {
    std::printf("%s is not set: run under mpirun\n", Name);
    std::exit(1);
  }
  return std::atoi(V);
}

// A call expected to fail with Want; its message goes to stderr.
#define EXPECT_FAIL(Want, Call)                                                \
  do {                                                                         \
    axlcclResult_t R_ = (Call);                                                \
    EXPECT(R_ == (Want), "%s returned %d, want %d", #Call, int(R_),            \
           int(Want));                                                         \
  } while (0)

void errors() {
  axlcclUniqueId Id;
  CCL(axlcclGetUniqueId(&Id));
  CCL(axlcclCommInitRank(&Comm, 1, Id, 0));
  RT(axlStreamCreate(&Stream));
  float X[4] = {};
  EXPECT_FAIL(
      axlcclInvalidArgument,
      axlcclAllReduce(X, X, 4, axlcclFloat, axlcclSum, nullptr, Stream));
  EXPECT_FAIL(
      axlcclInvalidArgument,
      axlcclAllReduce(X, X, 4, axlcclDataType_t(12), axlcclSum, Comm, Stream));
  EXPECT_FAIL(
      axlcclInvalidArgument,
      axlcclAllReduce(X, X, 4, axlcclFloat, axlcclRedOp_t(9), Comm, Stream));
  EXPECT_FAIL(axlcclInvalidArgument,
              axlcclBroadcast(X, X, 4, axlcclFloat, 1, Comm, Stream));
  EXPECT_FAIL(axlcclInvalidArgument, axlcclAllReduce(nullptr, X, 4, axlcclFloat,
                                                     axlcclSum, Comm, Stream));
  EXPECT_FAIL(axlcclInvalidArgument,
              axlcclSend(X, 4, axlcclFloat, -1, Comm, Stream));
  axlcclRedOp_t Op;
  float Two = 2.0f;
  CCL(axlcclRedOpCreatePreMulSum(&Op, &Two, axlcclFloat,
                                 axlcclScalarHostImmediate, Comm));
  EXPECT_FAIL(axlcclInvalidArgument,
              axlcclAllReduce(X, X, 2, axlcclDouble, Op, Comm, Stream));
  // A failed call inside a group fails the whole group, which runs nothing.
  X[0] = 1.0f;
  CCL(axlcclGroupStart());
  CCL(axlcclAllReduce(X, X, 1, axlcclFloat, Op, Comm, Stream));
  EXPECT_FAIL(axlcclInvalidArgument,
              axlcclReduce(X, X, 1, axlcclFloat, axlcclSum, 5, Comm, Stream));
  EXPECT_FAIL(axlcclInvalidArgument, axlcclGroupEnd());
  RT(axlStreamSynchronize(Stream));
  EXPECT(X[0] == 1.0f, "the failed group ran: %g", X[0]);
  EXPECT_FAIL(axlcclInvalidUsage, axlcclGroupEnd());
  // A send to self with no receive: found when the group runs.
  CCL(axlcclSend(X, 1, axlcclFloat, 0, Comm, Stream));
  RT(axlStreamSynchronize(Stream));
  axlcclResult_t Async = axlcclSuccess;
  CCL(axlcclCommGetAsyncError(Comm, &Async));
  EXPECT(Async == axlcclInvalidUsage, "async error %d", int(Async));
  EXPECT(std::string(axlcclGetLastError(Comm)).find("no axlcclRecv") !=
             std::string::npos,
         "last error: %s", axlcclGetLastError(Comm));
  axlcclComm_t All[2];
  EXPECT_FAIL(axlcclInvalidArgument, axlcclCommInitAll(All, 2, nullptr));
  int Dev1 = 1;
  EXPECT_FAIL(axlcclInvalidArgument, axlcclCommInitAll(All, 1, &Dev1));
  EXPECT_FAIL(axlcclInvalidArgument, axlcclCommInitRank(&All[0], 1, Id, 1));
  axlcclConfig_t Bad = AXLCCL_CONFIG_INITIALIZER;
  Bad.magic = 0;
  EXPECT_FAIL(axlcclInvalidArgument,
              axlcclCommInitRankConfig(&All[0], 1, Id, 0, &Bad));
  CCL(axlcclCommFinalize(Comm));
  EXPECT_FAIL(axlcclInvalidUsage,
              axlcclAllReduce(X, X, 1, axlcclFloat, axlcclSum, Comm, Stream));
  CCL(axlcclCommDestroy(Comm));
  RT(axlStreamDestroy(Stream));
}

} // namespace

int main(int Argc, char **Argv) {
  std::string Mode = Argc > 1 ? Argv[1] : "";
  axlcclUniqueId Id;
  std::memset(&Id, 0, sizeof Id);
  if (Mode == "mpi-app") {
    int Provided = 0;
    MPI_Init_thread(&Argc, &Argv, MPI_THREAD_MULTIPLE, &Provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &Me);
    MPI_Comm_size(MPI_COMM_WORLD, &N);
    if (Me == 0)
      CCL(axlcclGetUniqueId(&Id));
    MPI_Bcast(&Id, sizeof Id, MPI_BYTE, 0, MPI_COMM_WORLD);
    CCL(axlcclCommInitRank(&Comm, N, Id, Me));
    suite();
    int Code = report();
    MPI_Finalize();
    return Code;
  }
  if (Mode == "mpi-lib") {
    Me = envInt("OMPI_COMM_WORLD_RANK");
    N = envInt("OMPI_COMM_WORLD_SIZE");
    std::strcpy(Id.internal, "a fixed id shared out of band");
    axlcclConfig_t Config = AXLCCL_CONFIG_INITIALIZER;
    CCL(axlcclCommInitRankConfig(&Comm, N, Id, Me, &Config));
    suite();
    return report();
  }
  if (Mode == "one-rank") {
    CCL(axlcclGetUniqueId(&Id));
    CCL(axlcclCommInitRank(&Comm, 1, Id, 0));
    suite();
    CCL(axlcclCommInitAll(&Comm, 1, nullptr));
    suite();
    return report();
  }
  if (Mode == "errors") {
    errors();
    return report();
  }
  if (Mode == "mismatch" || Mode == "thread-level") {
    if (Mode == "thread-level")
      MPI_Init(&Argc, &Argv);
    axlcclResult_t R = axlcclCommInitRank(&Comm, 2, Id, 0);
    std::printf("result: %s\nlast error: %s\n", axlcclGetErrorString(R),
                axlcclGetLastError(nullptr));
    if (Mode == "thread-level")
      MPI_Finalize();
    return R == axlcclInvalidUsage ? 0 : 1;
  }
  if (Mode == "rank-clash" || Mode == "async-error") {
    Me = envInt("OMPI_COMM_WORLD_RANK");
    N = envInt("OMPI_COMM_WORLD_SIZE");
    std::strcpy(Id.internal, Mode.c_str());
    if (Mode == "rank-clash") { // every process claims rank 0
      axlcclResult_t R = axlcclCommInitRank(&Comm, N, Id, 0);
      std::printf("rank %d: %s\n", Me, axlcclGetErrorString(R));
      return R == axlcclInvalidUsage ? 0 : 1;
    }
    // Rank 1 receives fewer elements than rank 0 sends: MPI fails on the
    // stream, and the communicator reports it.
    CCL(axlcclCommInitRank(&Comm, N, Id, Me));
    RT(axlStreamCreate(&Stream));
    int32_t Buf[4] = {};
    if (Me == 0)
      CCL(axlcclSend(Buf, 4, axlcclInt32, 1, Comm, Stream));
    else if (Me == 1)
      CCL(axlcclRecv(Buf, 2, axlcclInt32, 0, Comm, Stream));
    sync();
    axlcclResult_t Async = axlcclInternalError;
    CCL(axlcclCommGetAsyncError(Comm, &Async));
    std::printf("rank %d: async error: %s\n", Me, axlcclGetErrorString(Async));
    return 0;
  }
  std::printf("usage: %s mpi-app|mpi-lib|one-rank|errors|mismatch|"
              "thread-level|rank-clash|async-error\n",
              Argv[0]);
  return 2;
}
