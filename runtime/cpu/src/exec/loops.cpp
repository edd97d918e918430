// CPU backend, execution engine: the per-thread storage of kernels rewritten
// into loops (axl/cpu/loops.h). Each OS thread has an arena of chunks that
// are never moved (pointers into them stay valid while the block runs) and
// kept between blocks; a Frame gives back what it took when it ends.
#include "block.h"

#include <axl/cpu/loops.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace axl::cpu::loops {
namespace {

struct Arena {
  struct Block {
    std::unique_ptr<unsigned char[]> Data;
    size_t Size;
  };
  std::vector<Block> Chunks;
  size_t Chunk = 0, Used = 0; // the chunk being filled, and its used bytes
};

thread_local Arena ThisThread;

constexpr size_t MinChunk = size_t(1) << 20;

} // namespace

void notUniform(const char *Function, const char *Parameter) {
  std::fprintf(stderr,
               "axl cpu backend: %s, rewritten into loops over its threads, "
               "was called with different values of '%s' by the threads of a "
               "block, which decides a barrier or warp operation (CUDA "
               "requires one value); AXL_CPU_LOOPS=0 runs the original code\n",
               Function, Parameter);
  std::fflush(stderr);
  std::abort();
}

bool checkingConditions() {
  static const bool On = [] {
    const char *Env = std::getenv("AXL_CPU_LOOPS_CHECK");
    return Env && *Env && std::strcmp(Env, "0") != 0;
  }();
  return On;
}

void divergentBarrier(const char *Kernel, const char *Where) {
  const uint3 B = blockIdx;
  std::fprintf(stderr,
               "axl cpu backend: kernel %s, block (%u,%u,%u): the threads disagree "
               "on the condition around the barrier at %s (CUDA requires the same "
               "value in every thread of the block); AXL_CPU_LOOPS=0 runs the "
               "original kernel\n",
               Kernel, B.x, B.y, B.z, Where);
  std::fflush(stderr);
  std::abort();
}

void lockstepRace(const char *Where, unsigned W, unsigned Reader, unsigned Writer) {
  static std::mutex Lock;
  static std::set<std::string> Reported;
  {
    std::lock_guard<std::mutex> Hold(Lock);
    if (!Reported.insert(Where).second)
      return;
  }
  const unsigned T = W * 32 + Reader;
  const dim3 B = blockDim;
  const uint3 Thread = B.y == 1 && B.z == 1 ? uint3{T, 0, 0}
                                            : uint3{T % B.x, T / B.x % B.y, T / (B.x * B.y)};
  detail::BlockRunner *R = detail::BlockRunner::running();
  if (!R)
    return;
  R->report(Thread,
            "%s: lanes of a warp read a shared-memory slot another lane writes in "
            "the same statement with no __syncwarp between (lane %u reads what lane "
            "%u writes): the result depends on the warp running in lockstep (CUDA "
            "programming guide, warp-synchronous programming); the loops give the "
            "lockstep result (every lane's reads before any lane's write), "
            "AXL_CPU_LOOPS=0 runs the lanes one after another",
            Where, Reader, Writer);
}

const bool StrictMasks = [] {
  for (const char *Name : {"AXL_CPU_STRICT_WARP", "AXL_CPU_LOOPS_CHECK"})
    if (const char *Env = std::getenv(Name); Env && *Env && std::strcmp(Env, "0") != 0)
      return true;
  return false;
}();

void maskError(const char *What, const unsigned *Masks, unsigned Mask,
               unsigned Arrived, unsigned W, unsigned Lanes) {
  char Message[256];
  for (unsigned L = 0; L < 32; ++L) {
    if (!(Arrived >> L & 1))
      continue;
    const unsigned M = Masks ? Masks[L] : Mask;
    // The thread the engine names: the calling lane.
    const unsigned T = W * 32 + L;
    const dim3 B = blockDim;
    ::axlCpuThreadIdx = B.y == 1 && B.z == 1 ? uint3{T, 0, 0}
                                             : uint3{T % B.x, T / B.x % B.y, T / (B.x * B.y)};
    if (!(M >> L & 1)) {
      std::snprintf(Message, sizeof Message, "%s: mask %#x does not include the calling lane %u",
                    What, M, L);
      detail::kernelFail(Message);
    }
    if (const unsigned Missing = M & ~Arrived) {
      const unsigned J = static_cast<unsigned>(__builtin_ctz(Missing));
      if (J >= Lanes)
        std::snprintf(Message, sizeof Message,
                      "%s: mask %#x names lane %u, which is outside the block of %u threads",
                      What, M, J, B.x * B.y * B.z);
      else
        std::snprintf(Message, sizeof Message,
                      "%s: mask %#x names lane %u, which has exited or is on another branch "
                      "(the block runs as loops)",
                      What, M, J);
      detail::kernelFail(Message);
    }
  }
  detail::kernelFail("a warp operation's mask was reported without a fault");
}

ArenaMark arenaMark() { return {ThisThread.Chunk, ThisThread.Used}; }

void arenaRewind(ArenaMark Mark) {
  ThisThread.Chunk = Mark.Chunk;
  ThisThread.Used = Mark.Used;
}

Frame::Frame() : Chunk(ThisThread.Chunk), Used(ThisThread.Used) {}

Frame::~Frame() { arenaRewind({Chunk, Used}); }

void *Frame::allocate(size_t Bytes, size_t Align) {
  Arena &A = ThisThread;
  Align = std::max<size_t>(Align, 64); // a cache line: loops vectorise
  for (;;) {
    if (A.Chunk < A.Chunks.size()) {
      Arena::Block &B = A.Chunks[A.Chunk];
      const uintptr_t Base = reinterpret_cast<uintptr_t>(B.Data.get());
      const size_t Start = ((Base + A.Used + Align - 1) & ~(Align - 1)) - Base;
      if (Start + Bytes <= B.Size) {
        A.Used = Start + Bytes;
        return B.Data.get() + Start;
      }
      if (A.Chunk + 1 < A.Chunks.size()) {
        ++A.Chunk;
        A.Used = 0;
        continue;
      }
    }
    const size_t Size = std::max(MinChunk, Bytes + Align);
    A.Chunks.push_back({std::unique_ptr<unsigned char[]>(new unsigned char[Size]), Size});
    A.Chunk = A.Chunks.size() - 1;
    A.Used = 0;
  }
}

} // namespace axl::cpu::loops
