// Every FP8/FP6/FP4 probe other than the float sweeps, CUDA's host
// implementation against the CPU backend's, bit for bit:
//   - every 8-bit code and 16-bit word (decoders, conversion operators of
//     every class, x2 storage words, FP4 x4 words),
//   - every binary16 and bfloat16 input (halfraw/bfloat16raw conversions,
//     class constructors),
//   - doubles: every value of every format, the midpoints between
//     neighbours and one double ulp around both, powers of two and their
//     neighbours across the whole double range, NaNs, infinities, zeros,
//     subnormals, and 2^21 random doubles (fixed seed),
//   - integers: -70000..70000, 2^k-3..2^k+3 for every k, each type's limits,
//     and random integers of every width,
//   - floats (class constructors): a 256-float run out of every 2^16 floats,
//   - pairs and quads: all combinations of the special values and random
//     tuples;
// and (fp8) the sizes and alignments of all the types of the three headers.
//   cpu_fp8_inputs fp8|fp6|fp4   probes of E4M3/E5M2/E8M0, E2M3/E3M2, E2M1
// Exits 1 on any mismatch.
#include "fp8_check.h"
#include <cmath>
#include <limits>
#include <map>
#include <random>
#include <string>

using namespace fp8probe;

namespace {

template <class To, class From> To bitsAs(From V) {
  To R;
  std::memcpy(&R, &V, sizeof(R));
  return R;
}

std::mt19937_64 Rng(20250101); // fixed seed: the same inputs every run

// binary16 bits -> double, exactly.
double halfValue(std::uint64_t H) {
  const int Exp = int(H >> 10) & 0x1F;
  const double Frac = double(H & 0x3FF);
  return Exp ? std::ldexp(1024 + Frac, Exp - 25) : std::ldexp(Frac, -24);
}

// The nonnegative finite values of each format, ascending, from CUDA's own
// decoders, plus one step past the largest (its midpoint is where overflow
// starts).
std::vector<std::vector<double>> formatValues() {
  std::vector<std::vector<double>> All;
  for (Op Decode : {CvtE4M3ToHalf, CvtE5M2ToHalf, CvtE2M3ToHalf, CvtE3M2ToHalf,
                    CvtE2M1ToHalf}) {
    std::vector<double> V;
    for (std::uint64_t Code = 0; Code < 0x80; ++Code) {
      const std::uint64_t H = cuda::probe(Decode, Input{{Code}}).V[0];
      if ((H & 0x7C00) != 0x7C00 && !(H & 0x8000))
        V.push_back(halfValue(H));
    }
    std::sort(V.begin(), V.end());
    V.erase(std::unique(V.begin(), V.end()), V.end());
    V.push_back(2 * V.back() - V[V.size() - 2]);
    All.push_back(V);
  }
  return All;
}

// The doubles at which conversions change their result, one double ulp on
// either side, and the special values; both signs.
std::vector<double> edgeDoubles() {
  std::vector<double> E;
  auto Around = [&](double D) {
    E.push_back(D);
    E.push_back(std::nextafter(D, 0.0));
    E.push_back(std::nextafter(D, HUGE_VAL));
  };
  for (const std::vector<double> &V : formatValues())
    for (std::size_t I = 0; I < V.size(); ++I) {
      Around(V[I]);
      if (I + 1 < V.size())
        Around((V[I] + V[I + 1]) / 2);
    }
  for (int K = -1080; K <= 1030; ++K) // E8M0's edges and beyond
    Around(std::ldexp(1.0, K));
  for (double D : {double(std::numeric_limits<float>::max()),
                   double(std::numeric_limits<float>::denorm_min()),
                   std::numeric_limits<double>::max(),
                   std::numeric_limits<double>::denorm_min(), 0.0, HUGE_VAL})
    Around(D);
  for (std::uint64_t NaN :
       {0x7FF8000000000000u, 0x7FF0000000000001u, 0x7FF4000000000000u,
        0x7FFC000000000000u, 0x7FFA5A5A5A5A5A5Au, 0x7FFFFFFFFFFFFFFFu})
    E.push_back(bitsAs<double>(NaN));
  const std::size_t Positive = E.size();
  for (std::size_t I = 0; I < Positive; ++I)
    E.push_back(-E[I]);
  return E;
}

std::vector<float> edgeFloats() {
  std::vector<float> F;
  for (double D : edgeDoubles()) {
    const float X = float(D);
    if (double(X) == D || D != D)
      for (float Y : {X, std::nextafter(X, 0.0f), std::nextafter(X, HUGE_VALF)})
        F.push_back(Y);
  }
  for (std::uint32_t NaN : {0x7FC00000u, 0x7F800001u, 0x7FA00000u, 0x7FFFFFFFu,
                            0xFFC00000u, 0xFF800001u, 0xFFFFFFFFu})
    F.push_back(bitsAs<float>(NaN));
  return F;
}

// A 256-float run out of every 2^16 floats: every exponent, both signs,
// NaN payloads.
std::vector<std::uint64_t> floatSample() {
  std::vector<std::uint64_t> S;
  for (std::uint64_t Region = 0; Region < (1u << 16); ++Region)
    for (std::uint64_t I = 0; I < 256; ++I)
      S.push_back((Region << 16) | ((Region * 0x9E37u) & 0xFF00u) | I);
  for (float F : edgeFloats())
    S.push_back(bitsAs<std::uint32_t>(F));
  return S;
}

std::vector<std::uint64_t> doubleSample() {
  std::vector<std::uint64_t> S;
  for (double D : edgeDoubles())
    S.push_back(bitsAs<std::uint64_t>(D));
  for (int I = 0; I < (1 << 21); ++I) {
    // Mostly exponents where the formats live, with trailing zeros of
    // random length so that ties come up.
    const std::uint64_t R = Rng();
    const std::uint64_t Exp =
        (R & 7) == 0 ? (R >> 3) & 0x7FF : 1023 - 160 + ((R >> 3) % 300);
    const unsigned Zeros = unsigned(Rng() % 53);
    const std::uint64_t Frac =
        (Rng() & ((std::uint64_t(1) << 52) - 1)) >> Zeros << Zeros;
    S.push_back((R & 0x8000000000000000u) | Exp << 52 | Frac);
  }
  return S;
}

std::vector<std::uint64_t> intSample() {
  std::vector<std::uint64_t> S;
  for (long long V = -70000; V <= 70000; ++V)
    S.push_back(std::uint64_t(V));
  for (int K = 0; K < 64; ++K)
    for (int D = -3; D <= 3; ++D) {
      S.push_back((std::uint64_t(1) << K) + std::uint64_t(D));
      S.push_back(std::uint64_t(0) - (std::uint64_t(1) << K) +
                  std::uint64_t(D));
    }
  for (int I = 0; I < (1 << 20); ++I)
    S.push_back(Rng() >> (Rng() % 64));
  return S;
}

std::vector<std::uint64_t> allOf(std::uint64_t N) {
  std::vector<std::uint64_t> S(N);
  for (std::uint64_t I = 0; I < N; ++I)
    S[I] = I;
  return S;
}

// Tuples of Width elements drawn from Pool: each element next to a
// shuffled partner, then random tuples.
std::vector<Input> tuples(const std::vector<std::uint64_t> &Pool, int Width,
                          std::size_t Random) {
  std::vector<Input> T;
  std::vector<std::uint64_t> Shuffled = Pool;
  std::shuffle(Shuffled.begin(), Shuffled.end(), Rng);
  for (std::size_t I = 0; I < Pool.size(); ++I) {
    Input In{{Pool[I]}};
    for (int K = 1; K < Width; ++K)
      In.V[K] = Shuffled[(I * K + K) % Pool.size()];
    T.push_back(In);
  }
  for (std::size_t I = 0; I < Random; ++I) {
    Input In{};
    for (int K = 0; K < Width; ++K)
      In.V[K] = Pool[Rng() % Pool.size()];
    T.push_back(In);
  }
  return T;
}

std::vector<Input> singles(const std::vector<std::uint64_t> &Pool) {
  std::vector<Input> T;
  for (std::uint64_t V : Pool)
    T.push_back(Input{{V}});
  return T;
}

// The inputs of each kind, built on first use.
const std::vector<Input> &inputs(Kind K) {
  static std::map<Kind, std::vector<Input>> Cache;
  auto It = Cache.find(K);
  if (It != Cache.end())
    return It->second;
  std::vector<Input> In;
  switch (K) {
  case Kind::F32:
    In = singles(floatSample());
    break;
  case Kind::F64:
    In = singles(doubleSample());
    break;
  case Kind::H16:
  case Kind::B16:
  case Kind::U16:
  case Kind::QuadU8:
    In = singles(allOf(1 << 16));
    break;
  case Kind::U8:
    In = singles(allOf(1 << 8));
    break;
  case Kind::Int:
    In = singles(intSample());
    break;
  case Kind::F32x2:
  case Kind::F32x4: {
    std::vector<std::uint64_t> Pool;
    for (float F : edgeFloats())
      Pool.push_back(bitsAs<std::uint32_t>(F));
    In = tuples(Pool, K == Kind::F32x2 ? 2 : 4, 1 << 16);
    break;
  }
  case Kind::F64x2:
  case Kind::F64x4: {
    std::vector<std::uint64_t> Pool;
    for (double D : edgeDoubles())
      Pool.push_back(bitsAs<std::uint64_t>(D));
    In = tuples(Pool, K == Kind::F64x2 ? 2 : 4, 1 << 16);
    break;
  }
  case Kind::H16x2:
  case Kind::B16x2:
    In = tuples(allOf(1 << 16), 2, 1 << 16);
    break;
  case Kind::H16x4:
  case Kind::B16x4:
    In = tuples(allOf(1 << 16), 4, 1 << 16);
    break;
  case Kind::QuadU16: {
    std::vector<std::uint64_t> Words;
    for (std::uint64_t I = 0; I < (1 << 16); ++I)
      Words.push_back(I | (Rng() & 0xFFFF0000u));
    for (int I = 0; I < (1 << 16); ++I)
      Words.push_back(Rng() & 0xFFFFFFFFu);
    In = singles(Words);
    break;
  }
  }
  return Cache.emplace(K, std::move(In)).first->second;
}

bool check(Op O) {
  const std::vector<Input> &In = inputs(OpKinds[O]);
  Mismatches Bad(O);
  parallelChunks(In.size(), 4096, [&](std::uint64_t Begin, std::uint64_t End) {
    for (std::uint64_t I = Begin; I < End; ++I) {
      const Result Expected = cuda::probe(O, In[I]);
      const Result Got = axl::probe(O, In[I]);
      if (!(Expected == Got))
        Bad.add(In[I], Expected, Got);
    }
  });
  std::printf("%s: %zu inputs, %" PRIu64 " mismatches\n", OpNames[O], In.size(),
              Bad.count());
  return Bad.count() == 0;
}

// Whether probe Name belongs to Family (by the formats it names).
bool inFamily(const std::string &Family, const std::string &Name) {
  auto Has = [&](const char *Format) {
    return Name.find(Format) != std::string::npos;
  };
  if (Family == "fp8")
    return Has("E4M3") || Has("E5M2") || Has("E8M0");
  if (Family == "fp6")
    return Has("E2M3") || Has("E3M2");
  return Family == "fp4" && Has("E2M1");
}

} // namespace

int main(int Argc, char **Argv) {
  const std::string Family = Argc == 2 ? Argv[1] : "";
  Stopwatch Clock;
  bool Ok = true;
  int Checked = 0;
  for (int O = NumFloatOps; O < NumOps; ++O) {
    if (!inFamily(Family, OpNames[O]))
      continue;
    Ok = check(Op(O)) && Ok;
    ++Checked;
  }
  if (Checked == 0) {
    std::fprintf(stderr, "usage: %s fp8|fp6|fp4\n", Argv[0]);
    return 2;
  }
  if (Family == "fp8") {
    std::uint64_t Expected[2 * NumTypes], Got[2 * NumTypes];
    cuda::layouts(Expected);
    axl::layouts(Got);
    const bool Same = std::equal(Expected, Expected + 2 * NumTypes, Got);
    std::printf("sizes and alignments of %d types: %s\n", int(NumTypes),
                Same ? "same" : "MISMATCH");
    Ok = Same && Ok;
  }
  std::printf("%d probes checked, %s (%.1f s, %.1f s CPU)\n", Checked,
              Ok ? "all match" : "MISMATCHES", Clock.seconds(),
              Clock.cpuSeconds());
  return Ok ? 0 : 1;
}
