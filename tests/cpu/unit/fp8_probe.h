// Probes of the FP8/FP6/FP4 API for the tests that compare the CPU backend
// with CUDA's own host implementations. fp8_probe.inc lists the probes;
// fp8_probe_cuda.cpp runs them through CUDA's headers and fp8_probe_axl.cpp
// through the CPU backend's, so the two can be linked into one program (the
// backend's types live in namespace axl::cpu::num: no symbol clashes).
#pragma once
#include "fp8_probe.inc"
#include <cstdint>

namespace fp8probe {

/// What a probe's input holds (In.V[0..3]; floating-point values as bits).
enum class Kind {
  F32,     // a float
  F64,     // a double
  H16,     // a binary16
  B16,     // a bfloat16
  U8,      // an 8-bit code (FP4: low nibble)
  U16,     // a 16-bit x2 storage word
  Int,     // an integer, as the 64 bits of a long long
  F32x2,   // two floats
  F64x2,   // two doubles
  H16x2,   // two binary16
  B16x2,   // two bfloat16
  H16x4,   // four binary16 (two pairs)
  B16x4,   // four bfloat16 (two pairs)
  F32x4,   // four floats
  F64x4,   // four doubles
  QuadU16, // a 32-bit x4 storage word (two 16-bit pairs)
  QuadU8,  // a 16-bit x4 storage word of FP4 (two 8-bit pairs)
};

struct Input {
  std::uint64_t V[4];
};

/// A result as bits: integers widened, floating-point values and the raw
/// storage of the 16-bit types, one element per V[i].
struct Result {
  std::uint64_t V[4];
  bool operator==(const Result &O) const {
    return V[0] == O.V[0] && V[1] == O.V[1] && V[2] == O.V[2] && V[3] == O.V[3];
  }
};

enum Op : int {
#define AXL_PROBE_ENUM(Name, K, Expr) Name,
  AXL_PROBES(AXL_PROBE_ENUM)
#undef AXL_PROBE_ENUM
      NumOps
};

/// Float probes come first: they are the ones the float sweeps run.
enum : int {
#define AXL_PROBE_COUNT(Name, K, Expr) +1
  NumFloatOps = 0 AXL_PROBES_FROM_FLOAT(AXL_PROBE_COUNT)
#undef AXL_PROBE_COUNT
};

inline constexpr const char *OpNames[] = {
#define AXL_PROBE_NAME(Name, K, Expr) #Name,
    AXL_PROBES(AXL_PROBE_NAME)
#undef AXL_PROBE_NAME
};

inline constexpr Kind OpKinds[] = {
#define AXL_PROBE_KIND(Name, K, Expr) Kind::K,
    AXL_PROBES(AXL_PROBE_KIND)
#undef AXL_PROBE_KIND
};

enum : int {
#define AXL_PROBE_COUNT_TYPE(T) +1
  NumTypes = 0 AXL_PROBE_TYPES(AXL_PROBE_COUNT_TYPE)
#undef AXL_PROBE_COUNT_TYPE
};

namespace cuda {
/// sizeof and alignof of every AXL_PROBE_TYPES type, in turn.
void layouts(std::uint64_t Out[2 * NumTypes]);
Result probe(Op O, const Input &In);
/// Results of float probe O for the floats with bits First .. First+Count-1.
void sweepFloats(Op O, std::uint32_t First, std::uint32_t Count,
                 std::uint8_t *Out);
} // namespace cuda

namespace axl {
void layouts(std::uint64_t Out[2 * NumTypes]);
Result probe(Op O, const Input &In);
void sweepFloats(Op O, std::uint32_t First, std::uint32_t Count,
                 std::uint8_t *Out);
} // namespace axl

} // namespace fp8probe
