// CPU backend, execution engine: what the warp collectives compute once all
// their lanes have arrived.
#include <axl/cpu/detail/exec.h>

#include <cstring>

namespace axl::cpu::detail {

// A source out of the lane's segment leaves it its own value (PTX); a source
// lane that takes no part (outside the mask, diverged, exited or beyond the
// block: undefined in CUDA) gives zero, as NVIDIA GPUs do.
static void shuffle(ShuffleMode Mode, unsigned Mask, LaneIO *const *Lanes) {
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    if (!(Mask >> Lane & 1))
      continue;
    LaneIO &IO = *Lanes[Lane];
    int J = shuffleSource(Mode, Lane, IO.Arg, IO.Width);
    if (J < 0)
      J = static_cast<int>(Lane);
    if (Mask >> J & 1)
      std::memcpy(IO.Out, Lanes[J]->In, IO.Size);
    else
      std::memset(IO.Out, 0, IO.Size);
  }
}

void computeShuffleIdx(unsigned Mask, LaneIO *const *Lanes) {
  shuffle(ShuffleMode::Idx, Mask, Lanes);
}
void computeShuffleUp(unsigned Mask, LaneIO *const *Lanes) {
  shuffle(ShuffleMode::Up, Mask, Lanes);
}
void computeShuffleDown(unsigned Mask, LaneIO *const *Lanes) {
  shuffle(ShuffleMode::Down, Mask, Lanes);
}
void computeShuffleXor(unsigned Mask, LaneIO *const *Lanes) {
  shuffle(ShuffleMode::Xor, Mask, Lanes);
}

static bool nonZero(const LaneIO &IO) {
  for (unsigned I = 0; I < IO.Size; ++I)
    if (IO.In[I])
      return true;
  return false;
}

static void setResult(LaneIO &IO, unsigned Value) {
  std::memcpy(IO.Out, &Value, sizeof Value);
}

// Mask: the lanes that take part (those of the caller's mask that are in
// the block and have not exited), which __all_sync and __uni_sync compare
// the votes with.
void computeBallot(unsigned Mask, LaneIO *const *Lanes) {
  unsigned Votes = 0;
  for (unsigned L = 0; L < 32; ++L)
    if ((Mask >> L & 1) && nonZero(*Lanes[L]))
      Votes |= 1u << L;
  const unsigned Result[2] = {Votes, Mask};
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      std::memcpy(Lanes[L]->Out, Result, sizeof Result);
}

static unsigned lanesEqualTo(unsigned Mask, LaneIO *const *Lanes,
                             unsigned Lane) {
  unsigned Equal = 0;
  for (unsigned L = 0; L < 32; ++L)
    if ((Mask >> L & 1) &&
        std::memcmp(Lanes[L]->In, Lanes[Lane]->In, Lanes[Lane]->Size) == 0)
      Equal |= 1u << L;
  return Equal;
}

void computeMatchAny(unsigned Mask, LaneIO *const *Lanes) {
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      setResult(*Lanes[L], lanesEqualTo(Mask, Lanes, L));
}

void computeMatchAll(unsigned Mask, LaneIO *const *Lanes) {
  unsigned First = static_cast<unsigned>(__builtin_ctz(Mask));
  unsigned Result = lanesEqualTo(Mask, Lanes, First) == Mask ? Mask : 0;
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      setResult(*Lanes[L], Result);
}

} // namespace axl::cpu::detail
