// XORWOW jump-ahead: the xorshift part of XORWOW is linear over GF(2), one
// step is a 160 x 160 bit matrix M, and skipping N steps multiplies the state
// by M^N. cuRAND ships precomputed powers; this computes M^(2^k) for every k
// it needs on first use (about 10 ms) and applies those of N's set bits.
// The products are the same linear maps, so the states are bit-identical.
#include <axl/cpu/detail/rand_core.h>

#include <array>
#include <mutex>
#include <vector>

namespace axl::cpu::detail::rand {
namespace {

constexpr int Words = 5;
constexpr int Bits = 32 * Words;
/// Offsets use 2^0 .. 2^63; subsequences 2^67 .. 2^130.
constexpr int SequenceShift = 67;
constexpr int Powers = SequenceShift + 64;

using Vector = std::array<uint32_t, Words>;
/// Column I is the image of basis vector I.
using Matrix = std::array<Vector, Bits>;

Vector multiply(const Matrix &M, const Vector &V) {
  Vector R{};
  for (int I = 0; I < Bits; ++I)
    if ((V[I / 32] >> (I % 32)) & 1u)
      for (int W = 0; W < Words; ++W)
        R[W] ^= M[I][W];
  return R;
}

Matrix square(const Matrix &M) {
  Matrix R;
  for (int I = 0; I < Bits; ++I)
    R[I] = multiply(M, M[I]);
  return R;
}

Matrix stepMatrix() {
  Matrix M;
  for (int I = 0; I < Bits; ++I) {
    uint32_t V[Words] = {};
    V[I / 32] = 1u << (I % 32);
    uint32_t Weyl = 0;
    xorwowNext(V, Weyl);
    for (int W = 0; W < Words; ++W)
      M[I][W] = V[W];
  }
  return M;
}

/// Table[K] = M^(2^K).
const std::vector<Matrix> &powerTable() {
  static std::vector<Matrix> Table;
  static std::once_flag Once;
  std::call_once(Once, [] {
    Table.reserve(Powers);
    Table.push_back(stepMatrix());
    for (int K = 1; K < Powers; ++K)
      Table.push_back(square(Table.back()));
  });
  return Table;
}

} // namespace

void xorwowJump(uint32_t V[5], uint64_t N, bool Sequence) {
  if (N == 0)
    return;
  const std::vector<Matrix> &Table = powerTable();
  Vector State;
  for (int W = 0; W < Words; ++W)
    State[W] = V[W];
  const int Base = Sequence ? SequenceShift : 0;
  for (int B = 0; B < 64; ++B)
    if ((N >> B) & 1u)
      State = multiply(Table[Base + B], State);
  for (int W = 0; W < Words; ++W)
    V[W] = State[W];
}

} // namespace axl::cpu::detail::rand
