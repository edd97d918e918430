// The HIP backend's CUDA warps on AMD wavefronts (axl/hip/warp_halves.h),
// run on the CPU backend: Warp32 over a wavefront policy whose wavefront is
// W consecutive threads of the block, exchanging through shared memory. A
// CPU-backend warp is 32 consecutive threads, so each 32-lane half of such a
// wavefront is exactly one of the backend's own warps, and every result of
// Warp32 must equal that of the backend's own CUDA warp functions on the same
// thread; each comparison counts as a check, and a difference as a failure.
// Besides, shuffled values carry their thread, so a read from the other half
// is counted; and each half prints its own results.
#include <axl/hip/warp_halves.h>

#include <cstdio>
#include <cstring>

constexpr unsigned MaxThreads = 128;

/// A wavefront of W lanes: threads W * k to W * k + W - 1 of the block.
/// Every thread of the block takes part in each read and ballot (Warp32's
/// trip counts are the same on every lane, so they all arrive).
template <unsigned W> struct CpuWave {
  static constexpr unsigned Width = W;
  static unsigned lane() { return threadIdx.x % W; }
  static unsigned first() { return threadIdx.x - lane(); }

  static unsigned long long ballot(bool Pred) {
    __shared__ bool Votes[MaxThreads];
    __syncthreads(); // the previous ballot has been read
    Votes[threadIdx.x] = Pred;
    __syncthreads();
    unsigned long long Lanes = 0;
    for (unsigned L = 0; L < W; ++L)
      if (Votes[first() + L])
        Lanes |= 1ull << L;
    return Lanes;
  }
  template <class T> static T read(T V, unsigned WaveLane) {
    static_assert(sizeof(T) <= 16, "");
    __shared__ unsigned char Slots[MaxThreads][16];
    __syncthreads(); // the previous read has been read
    std::memcpy(Slots[threadIdx.x], &V, sizeof(T));
    __syncthreads();
    T Out;
    std::memcpy(&Out, Slots[first() + WaveLane], sizeof(T));
    return Out;
  }
  static void barrier() { __syncthreads(); }
};

struct Triple {
  int A, B, C;
};

/// What each thread found.
struct Found {
  int Sum, Broadcast, UpAt0, DownAt31;
  unsigned Ballot;
  int Checks, Differ, OtherHalf;
};

constexpr int ShuffleWidths[] = {1, 2, 4, 8, 16, 32};
constexpr int ShuffleArgs[] = {0, 1, 2, 3, 5, 8, 13, 16, 31, 32, 37};

template <class Wave> __global__ void halves(Found *Out) {
  using Warp = axl::hip::Warp32<Wave>;
  using axl::detail::ShuffleMode;
  const unsigned T = threadIdx.x, Half = T / 32;
  Found &F = Out[T];
  auto same = [&](bool Same) {
    ++F.Checks;
    F.Differ += !Same;
  };
  // Values that name their thread: a read from the other half shows.
  auto fromOtherHalf = [&](int V) {
    return (unsigned(V) - 1) / 10 / 32 != Half;
  };
  const int Mine = int(T) * 10 + 1;

  same(Warp::laneId() == T % 32);

  // (1) A 32-lane butterfly reduction: each half its own sum.
  int V = int(T) + 1, N = V;
  for (int O = 16; O; O >>= 1) {
    V += Warp::shflXor(0xffffffffu, V, O);
    N += __shfl_xor_sync(0xffffffffu, N, O);
  }
  F.Sum = V;
  same(V == N);

  // (2) A ballot: each half its own 32-bit mask.
  const bool Pred = T % 3 == 0;
  F.Ballot = Warp::ballot(0xffffffffu, Pred);
  same(F.Ballot == __ballot_sync(0xffffffffu, Pred));

  // (3) A broadcast of lane 0: wave lanes 0 and 32.
  F.Broadcast = Warp::shfl(0xffffffffu, Mine, 0);
  same(F.Broadcast == __shfl_sync(0xffffffffu, Mine, 0));

  // (4) shfl_up and shfl_down at the ends of the half keep the own value.
  const int Up = Warp::shflUp(0xffffffffu, Mine, 1);
  const int Down = Warp::shflDown(0xffffffffu, Mine, 1);
  same(Up == __shfl_up_sync(0xffffffffu, Mine, 1));
  same(Down == __shfl_down_sync(0xffffffffu, Mine, 1));
  if (T % 32 == 0)
    F.UpAt0 = Up;
  if (T % 32 == 31)
    F.DownAt31 = Down;

  // (5) Every mode, width and lane or delta, against the backend's own.
  for (int Width : ShuffleWidths)
    for (int Arg : ShuffleArgs) {
      const int Got[] = {
          Warp::shfl(0xffffffffu, Mine, Arg, Width),
          Warp::shflUp(0xffffffffu, Mine, unsigned(Arg), Width),
          Warp::shflDown(0xffffffffu, Mine, unsigned(Arg), Width),
          Warp::shflXor(0xffffffffu, Mine, Arg, Width)};
      const int Want[] = {
          __shfl_sync(0xffffffffu, Mine, Arg, Width),
          __shfl_up_sync(0xffffffffu, Mine, unsigned(Arg), Width),
          __shfl_down_sync(0xffffffffu, Mine, unsigned(Arg), Width),
          __shfl_xor_sync(0xffffffffu, Mine, Arg, Width)};
      for (int M = 0; M < 4; ++M) {
        same(Got[M] == Want[M]);
        F.OtherHalf += fromOtherHalf(Got[M]);
      }
    }

  // Types of 8 and 12 bytes cross whole.
  const double D = Mine * 0.5;
  same(Warp::shflXor(0xffffffffu, D, 5) == __shfl_xor_sync(0xffffffffu, D, 5));
  const Triple Tr{Mine, -Mine, Mine * 3};
  const Triple Got = Warp::shflDown(0xffffffffu, Tr, 3, 16);
  const Triple Want{__shfl_down_sync(0xffffffffu, Tr.A, 3, 16),
                    __shfl_down_sync(0xffffffffu, Tr.B, 3, 16),
                    __shfl_down_sync(0xffffffffu, Tr.C, 3, 16)};
  same(Got.A == Want.A && Got.B == Want.B && Got.C == Want.C);

  // Votes, each half on its own: the first half all true, one lane of the
  // second true.
  const bool Most = T < 32 || T % 7 != 3, One = T == 40;
  same(Warp::all(0xffffffffu, Most) == bool(__all_sync(0xffffffffu, Most)));
  same(Warp::any(0xffffffffu, One) == bool(__any_sync(0xffffffffu, One)));
  same(Warp::uni(0xffffffffu, Most) == bool(__uni_sync(0xffffffffu, Most)));
  same(Warp::activeMask() == __activemask());

  // Matches.
  const unsigned Key = T * T % 5;
  same(Warp::matchAny(0xffffffffu, Key) == __match_any_sync(0xffffffffu, Key));
  for (unsigned Group : {T / 32, T / 16}) {
    int P = -1, Q = -1;
    const unsigned A = Warp::matchAll(0xffffffffu, Group, &P);
    const unsigned B = __match_all_sync(0xffffffffu, Group, &Q);
    same(A == B && P == Q);
  }

  // Reductions over the whole half and over some of its lanes (every lane
  // runs the emulation, as a wavefront does; the backend's own reduction
  // takes the lanes of the mask only).
  const unsigned U = T * 2654435761u >> 7;
  const int I = int(U) - (1 << 24);
  for (unsigned Mask : {0xffffffffu, 0x0f0f0f0fu}) {
    const unsigned Got[] = {
        Warp::reduce(Mask, U, [](unsigned A, unsigned B) { return A + B; }),
        Warp::reduce(Mask, U,
                     [](unsigned A, unsigned B) { return B < A ? B : A; }),
        Warp::reduce(Mask, U, [](unsigned A, unsigned B) { return A ^ B; }),
        unsigned(
            Warp::reduce(Mask, I, [](int A, int B) { return B > A ? B : A; })),
        unsigned(Warp::reduce(Mask, I, [](int A, int B) { return A + B; }))};
    const unsigned Votes = Warp::ballot(Mask, Pred);
    if (Mask >> (T % 32) & 1) {
      const unsigned Want[] = {
          __reduce_add_sync(Mask, U), __reduce_min_sync(Mask, U),
          __reduce_xor_sync(Mask, U), unsigned(__reduce_max_sync(Mask, I)),
          unsigned(__reduce_add_sync(Mask, I))};
      for (int K = 0; K < 5; ++K)
        same(Got[K] == Want[K]);
      same(Votes == __ballot_sync(Mask, Pred));
    }
  }

  // __syncwarp orders the half's shared-memory writes.
  __shared__ int Exchange[MaxThreads];
  Exchange[T] = Mine;
  Warp::sync(0xffffffffu);
  same(Exchange[T ^ 1] == int(T ^ 1) * 10 + 1);
}

template <class Wave> static void run(const char *Name, unsigned Threads) {
  Found *Out;
  axlMallocManaged(&Out, Threads * sizeof(Found));
  std::memset(Out, 0, Threads * sizeof(Found));
  axlLaunchKernelGGL(halves<Wave>, dim3(1), dim3(Threads), 0, 0, Out);
  if (axlDeviceSynchronize() != axlSuccess) {
    printf("%s: launch failed\n", Name);
    return;
  }
  int Checks = 0, Differ = 0, OtherHalf = 0;
  for (unsigned T = 0; T < Threads; ++T) {
    Checks += Out[T].Checks;
    Differ += Out[T].Differ;
    OtherHalf += Out[T].OtherHalf;
    if (Out[T].Sum != Out[T - T % 32].Sum ||
        Out[T].Ballot != Out[T - T % 32].Ballot ||
        Out[T].Broadcast != Out[T - T % 32].Broadcast)
      ++Differ;
  }
  for (unsigned H = 0; H < Threads / 32; ++H)
    printf("%s, %u threads, warp %u: sum %d ballot %#010x lane 0 %d, up at 0 "
           "%d, down at 31 %d\n",
           Name, Threads, H, Out[32 * H].Sum, Out[32 * H].Ballot,
           Out[32 * H].Broadcast, Out[32 * H].UpAt0, Out[32 * H + 31].DownAt31);
  printf("%s, %u threads: %d checks, %d differ from the CPU backend's warp "
         "functions, "
         "%d reads from the other half\n",
         Name, Threads, Checks, Differ, OtherHalf);
  axlFree(Out);
}

int main() {
  run<CpuWave<64>>("wave64", 64);
  run<CpuWave<64>>("wave64", 128);
  run<CpuWave<32>>("wave32", 32);
  run<CpuWave<32>>("wave32", 64);
}
