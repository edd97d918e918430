// cuRAND's host API on the CPU backend: each generator writes the device
// API's stream for (seed, subsequence 0, offset) across calls and chunk
// boundaries, reproducibly; distributions are built from those words;
// statuses for unsupported generators, orderings and odd normal counts; the
// work runs in stream order.
#include "libs_check.h"

#include <axl/rand.h>
#include <axl/rand_kernel.h>
#include <axl/runtime.h>

#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

namespace {

template <class State>
std::vector<unsigned> deviceWords(uint64_t Seed, uint64_t Offset, size_t N) {
  State S;
  axlrand_init(Seed, 0, Offset, &S);
  std::vector<unsigned> W(N);
  for (unsigned &X : W)
    X = axlrand(&S);
  return W;
}

template <class State>
void sameAsDeviceStream(axlrandRngType_t Type, const char *Name) {
  axlrandGenerator_t G;
  LIBS_CHECK(axlrandCreateGeneratorHost(&G, Type) == AXLRAND_STATUS_SUCCESS,
             "create %s", Name);
  const uint64_t Seed = 0x5eed, Offset = 12345;
  axlrandSetPseudoRandomGeneratorSeed(G, Seed);
  axlrandSetGeneratorOffset(G, Offset);
  // Two calls, the second spanning several 2^16-value chunks (threads).
  const size_t N1 = 1001, N2 = 300007;
  std::vector<unsigned> Got(N1 + N2);
  axlrandGenerate(G, Got.data(), N1);
  axlrandGenerate(G, Got.data() + N1, N2);
  const std::vector<unsigned> Want = deviceWords<State>(Seed, Offset, N1 + N2);
  size_t Bad = 0;
  for (size_t I = 0; I < Want.size(); ++I)
    Bad += Got[I] != Want[I];
  LIBS_CHECK(Bad == 0, "%s: %zu of %zu words differ from the device stream",
             Name, Bad, Want.size());

  // Reseeding restarts the sequence.
  axlrandSetPseudoRandomGeneratorSeed(G, Seed);
  std::vector<unsigned> Again(N1);
  axlrandGenerate(G, Again.data(), N1);
  LIBS_CHECK(std::memcmp(Again.data(), Want.data(), N1 * 4) == 0,
             "%s: reseeded sequence", Name);

  // Normals: Box-Muller pairs on consecutive words = axlrand_normal2.
  axlrandSetPseudoRandomGeneratorSeed(G, Seed);
  std::vector<float> Normal(200000);
  axlrandGenerateNormal(G, Normal.data(), Normal.size(), 1.0f, 2.0f);
  State S;
  axlrand_init(Seed, 0, Offset, &S);
  Bad = 0;
  for (size_t I = 0; I < Normal.size(); I += 2) {
    const float2 V = axlrand_normal2(&S);
    Bad += Normal[I] != std::fma(2.0f, V.x, 1.0f) ||
           Normal[I + 1] != std::fma(2.0f, V.y, 1.0f);
  }
  LIBS_CHECK(Bad == 0, "%s: %zu normal pairs differ", Name, Bad);
  // Uniforms continue where the normals stopped.
  std::vector<float> Uniform(8);
  axlrandGenerateUniform(G, Uniform.data(), Uniform.size());
  for (float U : Uniform)
    LIBS_CHECK(U == axlrand_uniform(&S), "%s: uniform after normals", Name);
  LIBS_CHECK(axlrandGenerateNormal(G, Normal.data(), 3, 0.0f, 1.0f) ==
                 AXLRAND_STATUS_LENGTH_NOT_MULTIPLE,
             "%s: odd normal count", Name);
  axlrandDestroyGenerator(G);
}

void statuses() {
  axlrandGenerator_t G = nullptr;
  for (axlrandRngType_t T :
       {AXLRAND_RNG_PSEUDO_MRG32K3A, AXLRAND_RNG_PSEUDO_MTGP32,
        AXLRAND_RNG_PSEUDO_MT19937, AXLRAND_RNG_QUASI_SOBOL32})
    LIBS_CHECK(axlrandCreateGenerator(&G, T) == AXLRAND_STATUS_TYPE_ERROR,
               "type %d", int(T));
  LIBS_CHECK(axlrandCreateGenerator(&G, AXLRAND_RNG_PSEUDO_DEFAULT) ==
                 AXLRAND_STATUS_SUCCESS,
             "default generator");
  LIBS_CHECK(axlrandSetGeneratorOrdering(G, AXLRAND_ORDERING_QUASI_DEFAULT) ==
                 AXLRAND_STATUS_OUT_OF_RANGE,
             "quasi ordering on a pseudo generator");
  LIBS_CHECK(axlrandSetGeneratorOrdering(G, AXLRAND_ORDERING_PSEUDO_LEGACY) ==
                 AXLRAND_STATUS_SUCCESS,
             "legacy ordering");
  unsigned long long L;
  LIBS_CHECK(axlrandGenerateLongLong(G, &L, 1) == AXLRAND_STATUS_TYPE_ERROR,
             "64-bit words from a pseudo generator");
  LIBS_CHECK(axlrandDestroyGenerator(nullptr) == AXLRAND_STATUS_NOT_INITIALIZED,
             "destroy null");
  int V = 0;
  LIBS_CHECK(axlrandGetVersion(&V) == AXLRAND_STATUS_SUCCESS &&
                 V == AXLRAND_VERSION,
             "version %d", V);
  axlrandDestroyGenerator(G);
  libsSection("statuses");
}

/// Generation queued behind slow work on the same stream sees and leaves
/// the buffer in stream order; the seed in force at the call is used.
void streamOrder() {
  axlStream_t Stream;
  axlStreamCreate(&Stream);
  axlrandGenerator_t G;
  axlrandCreateGenerator(&G, AXLRAND_RNG_PSEUDO_PHILOX4_32_10);
  axlrandSetStream(G, Stream);
  axlrandSetPseudoRandomGeneratorSeed(G, 99);
  std::vector<unsigned> Buf(1000, 0);
  axl::cpu::detail::enqueue(Stream, [&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::fill(Buf.begin(), Buf.end(), 7u); // must be overwritten
  });
  axlrandGenerate(G, Buf.data(), Buf.size());
  axlrandSetPseudoRandomGeneratorSeed(G, 1); // after the call: no effect on it
  bool SeenFilled = false;
  axl::cpu::detail::enqueue(
      Stream, [&] { SeenFilled = Buf[0] != 7u && Buf[999] != 7u; });
  axlStreamSynchronize(Stream);
  const std::vector<unsigned> Want =
      deviceWords<axlrandStatePhilox4_32_10_t>(99, 0, Buf.size());
  LIBS_CHECK(Buf == Want, "stream-ordered generation");
  LIBS_CHECK(SeenFilled, "later work saw the numbers");
  axlrandDestroyGenerator(G);
  axlStreamDestroy(Stream);
  libsSection("stream order");
}

} // namespace

int main() {
  sameAsDeviceStream<axlrandStatePhilox4_32_10_t>(
      AXLRAND_RNG_PSEUDO_PHILOX4_32_10, "philox");
  libsSection("philox host generator");
  sameAsDeviceStream<axlrandStateXORWOW_t>(AXLRAND_RNG_PSEUDO_XORWOW, "xorwow");
  libsSection("xorwow host generator");
  statuses();
  streamOrder();
  return libsResult();
}
