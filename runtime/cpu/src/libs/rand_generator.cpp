// cuRAND's host API on the CPU (see <axl/cpu/rand.h> for the sequences).
// Work is cut into fixed chunks of the word stream, each started at its own
// position (Philox: its counter; XORWOW: a jump), so the numbers are the same
// whatever the number of threads that fill the chunks.
#include <axl/cpu/detail/rand_core.h>
#include <axl/cpu/rand.h>

#include <algorithm>
#include <functional>
#include <thread>
#include <vector>

namespace r = axl::cpu::detail::rand;

struct axlrandGenerator_st {
  enum Kind { Philox, Xorwow } Engine;
  bool OnHost;
  axlStream_t Stream = nullptr;
  unsigned long long Seed = 0;
  unsigned long long Offset = 0;
  /// Words consumed since the generator was last (re)seeded.
  unsigned long long Position = 0;
};

namespace {

/// The words of one generator's stream from a given position on.
class WordStream {
public:
  WordStream(axlrandGenerator_st::Kind Engine, unsigned long long Seed,
             unsigned long long Pos)
      : Engine(Engine) {
    if (Engine == axlrandGenerator_st::Philox) {
      K0 = uint32_t(Seed);
      K1 = uint32_t(Seed >> 32);
      r::philoxAdd(Ctr, Pos / 4);
      Index = unsigned(Pos % 4);
      r::philox4x32_10(Ctr, K0, K1, Out);
    } else {
      r::xorwowSeed(Seed, V, D);
      r::xorwowJump(V, Pos, /*Sequence=*/false);
      D += 362437u * uint32_t(Pos);
    }
  }

  uint32_t next() {
    if (Engine == axlrandGenerator_st::Xorwow)
      return r::xorwowNext(V, D);
    const uint32_t Word = Out[Index++];
    if (Index == 4) {
      r::philoxIncrement(Ctr);
      r::philox4x32_10(Ctr, K0, K1, Out);
      Index = 0;
    }
    return Word;
  }

private:
  axlrandGenerator_st::Kind Engine;
  uint32_t Ctr[4] = {0, 0, 0, 0}, Out[4] = {}, K0 = 0, K1 = 0;
  unsigned Index = 0;
  uint32_t V[5] = {}, D = 0;
};

/// Writes Count outputs, each made of WordsPer words by Make(stream, out),
/// starting at word Pos of the generator's stream.
template <class T, class MakeFn>
void fill(axlrandGenerator_st::Kind Engine, unsigned long long Seed,
          unsigned long long Pos, T *Out, size_t Count, unsigned WordsPer,
          unsigned OutputsPer, MakeFn Make) {
  constexpr size_t ChunkOutputs = size_t(1) << 16;
  const size_t Chunks = (Count + ChunkOutputs - 1) / ChunkOutputs;
  auto RunChunk = [&](size_t C) {
    const size_t First = C * ChunkOutputs;
    const size_t Last = std::min(Count, First + ChunkOutputs);
    WordStream Words(Engine, Seed, Pos + First / OutputsPer * WordsPer);
    for (size_t I = First; I < Last; I += OutputsPer)
      Make(Words, Out + I);
  };
  const size_t Threads = std::min<size_t>(
      Chunks, std::max(1u, std::thread::hardware_concurrency()));
  if (Threads <= 1) {
    for (size_t C = 0; C < Chunks; ++C)
      RunChunk(C);
    return;
  }
  std::vector<std::thread> Pool;
  for (size_t Worker = 0; Worker < Threads; ++Worker)
    Pool.emplace_back([&, Worker] {
      for (size_t C = Worker; C < Chunks; C += Threads)
        RunChunk(C);
    });
  for (std::thread &Th : Pool)
    Th.join();
}

/// Reserves the generator's next Words words and runs Work(start position)
/// in stream order (device generators) or now (host generators).
axlrandStatus_t launch(axlrandGenerator_t G, unsigned long long Words,
                       std::function<void(unsigned long long)> Work) {
  const unsigned long long Start = G->Offset + G->Position;
  G->Position += Words;
  if (G->OnHost) {
    Work(Start);
    return AXLRAND_STATUS_SUCCESS;
  }
  if (axl::cpu::detail::enqueue(G->Stream, [Work, Start] { Work(Start); }) !=
      axlSuccess)
    return AXLRAND_STATUS_LAUNCH_FAILURE;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t create(axlrandGenerator_t *Gen, axlrandRngType_t Type,
                       bool OnHost) {
  if (!Gen)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  axlrandGenerator_st::Kind Engine;
  switch (Type) {
  case AXLRAND_RNG_PSEUDO_DEFAULT:
  case AXLRAND_RNG_PSEUDO_XORWOW:
    Engine = axlrandGenerator_st::Xorwow;
    break;
  case AXLRAND_RNG_PSEUDO_PHILOX4_32_10:
    Engine = axlrandGenerator_st::Philox;
    break;
  default: // MRG32k3a, MTGP32, MT19937, quasirandom: not on the CPU backend
    return AXLRAND_STATUS_TYPE_ERROR;
  }
  *Gen = new axlrandGenerator_st{Engine, OnHost};
  return AXLRAND_STATUS_SUCCESS;
}

template <class T> T normalValue(T N, T Mean, T Stddev) {
  return std::fma(Stddev, N, Mean);
}

} // namespace

axlrandStatus_t axlrandCreateGenerator(axlrandGenerator_t *generator,
                                       axlrandRngType_t rng_type) {
  return create(generator, rng_type, /*OnHost=*/false);
}

axlrandStatus_t axlrandCreateGeneratorHost(axlrandGenerator_t *generator,
                                           axlrandRngType_t rng_type) {
  return create(generator, rng_type, /*OnHost=*/true);
}

axlrandStatus_t axlrandDestroyGenerator(axlrandGenerator_t generator) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  delete generator;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t axlrandGetVersion(int *version) {
  if (!version)
    return AXLRAND_STATUS_OUT_OF_RANGE;
  *version = AXLRAND_VERSION;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t axlrandGetProperty(libraryPropertyType type, int *value) {
  if (!value)
    return AXLRAND_STATUS_OUT_OF_RANGE;
  switch (type) {
  case MAJOR_VERSION:
    *value = AXLRAND_VER_MAJOR;
    return AXLRAND_STATUS_SUCCESS;
  case MINOR_VERSION:
    *value = AXLRAND_VER_MINOR;
    return AXLRAND_STATUS_SUCCESS;
  case PATCH_LEVEL:
    *value = AXLRAND_VER_PATCH;
    return AXLRAND_STATUS_SUCCESS;
  }
  return AXLRAND_STATUS_OUT_OF_RANGE;
}

axlrandStatus_t axlrandSetStream(axlrandGenerator_t generator,
                                 axlStream_t stream) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  generator->Stream = stream;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t
axlrandSetPseudoRandomGeneratorSeed(axlrandGenerator_t generator,
                                    unsigned long long seed) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  generator->Seed = seed;
  generator->Position = 0;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t axlrandSetGeneratorOffset(axlrandGenerator_t generator,
                                          unsigned long long offset) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  generator->Offset = offset;
  generator->Position = 0;
  return AXLRAND_STATUS_SUCCESS;
}

axlrandStatus_t axlrandSetGeneratorOrdering(axlrandGenerator_t generator,
                                            axlrandOrdering_t order) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  switch (order) {
  case AXLRAND_ORDERING_PSEUDO_BEST:
  case AXLRAND_ORDERING_PSEUDO_DEFAULT:
  case AXLRAND_ORDERING_PSEUDO_SEEDED:
  case AXLRAND_ORDERING_PSEUDO_LEGACY:
  case AXLRAND_ORDERING_PSEUDO_DYNAMIC:
    generator->Position = 0; // cuRAND restarts the sequence too
    return AXLRAND_STATUS_SUCCESS;
  default:
    return AXLRAND_STATUS_OUT_OF_RANGE;
  }
}

axlrandStatus_t axlrandGenerate(axlrandGenerator_t generator,
                                unsigned int *outputPtr, size_t num) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  const auto Engine = generator->Engine;
  const unsigned long long Seed = generator->Seed;
  return launch(generator, num, [=](unsigned long long Pos) {
    fill(Engine, Seed, Pos, outputPtr, num, 1, 1,
         [](WordStream &W, unsigned int *O) { *O = W.next(); });
  });
}

axlrandStatus_t axlrandGenerateLongLong(axlrandGenerator_t generator,
                                        unsigned long long *, size_t) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  return AXLRAND_STATUS_TYPE_ERROR;
}

axlrandStatus_t axlrandGenerateUniform(axlrandGenerator_t generator,
                                       float *outputPtr, size_t num) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  const auto Engine = generator->Engine;
  const unsigned long long Seed = generator->Seed;
  return launch(generator, num, [=](unsigned long long Pos) {
    fill(Engine, Seed, Pos, outputPtr, num, 1, 1,
         [](WordStream &W, float *O) { *O = r::uniformFloat(W.next()); });
  });
}

axlrandStatus_t axlrandGenerateUniformDouble(axlrandGenerator_t generator,
                                             double *outputPtr, size_t num) {
  if (!generator)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  const auto Engine = generator->Engine;
  const unsigned long long Seed = generator->Seed;
  return launch(generator, 2ull * num, [=](unsigned long long Pos) {
    fill(Engine, Seed, Pos, outputPtr, num, 2, 1, [](WordStream &W, double *O) {
      const uint32_t X = W.next();
      *O = r::uniformDouble53(X, W.next());
    });
  });
}

namespace {

/// Normal pairs: (First, Second) of one Box-Muller draw, mapped by Map.
template <class Map>
axlrandStatus_t normalFloats(axlrandGenerator_t G, float *Out, size_t N,
                             Map M) {
  if (!G)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  if (N % 2)
    return AXLRAND_STATUS_LENGTH_NOT_MULTIPLE;
  const auto Engine = G->Engine;
  const unsigned long long Seed = G->Seed;
  return launch(G, N, [=](unsigned long long Pos) {
    fill(Engine, Seed, Pos, Out, N, 2, 2, [M](WordStream &W, float *O) {
      const uint32_t X = W.next();
      float First, Second;
      r::boxMuller(X, W.next(), First, Second);
      O[0] = M(First);
      O[1] = M(Second);
    });
  });
}

template <class Map>
axlrandStatus_t normalDoubles(axlrandGenerator_t G, double *Out, size_t N,
                              Map M) {
  if (!G)
    return AXLRAND_STATUS_NOT_INITIALIZED;
  if (N % 2)
    return AXLRAND_STATUS_LENGTH_NOT_MULTIPLE;
  const auto Engine = G->Engine;
  const unsigned long long Seed = G->Seed;
  return launch(G, 2ull * N, [=](unsigned long long Pos) {
    fill(Engine, Seed, Pos, Out, N, 4, 2, [M](WordStream &W, double *O) {
      const uint32_t X0 = W.next(), X1 = W.next(), Y0 = W.next(), Y1 = W.next();
      double First, Second;
      r::boxMullerDouble(X0, X1, Y0, Y1, First, Second);
      O[0] = M(First);
      O[1] = M(Second);
    });
  });
}

} // namespace

axlrandStatus_t axlrandGenerateNormal(axlrandGenerator_t generator,
                                      float *outputPtr, size_t n, float mean,
                                      float stddev) {
  return normalFloats(generator, outputPtr, n,
                      [=](float V) { return normalValue(V, mean, stddev); });
}

axlrandStatus_t axlrandGenerateNormalDouble(axlrandGenerator_t generator,
                                            double *outputPtr, size_t n,
                                            double mean, double stddev) {
  return normalDoubles(generator, outputPtr, n,
                       [=](double V) { return normalValue(V, mean, stddev); });
}

axlrandStatus_t axlrandGenerateLogNormal(axlrandGenerator_t generator,
                                         float *outputPtr, size_t n, float mean,
                                         float stddev) {
  return normalFloats(generator, outputPtr, n,
                      [=](float V) { return r::logNormal(V, mean, stddev); });
}

axlrandStatus_t axlrandGenerateLogNormalDouble(axlrandGenerator_t generator,
                                               double *outputPtr, size_t n,
                                               double mean, double stddev) {
  return normalDoubles(generator, outputPtr, n,
                       [=](double V) { return r::logNormal(V, mean, stddev); });
}
