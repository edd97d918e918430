// CPU backend, execution engine: what the warp collectives compute once all
// their lanes have arrived.
#include <axl/cpu/detail/exec.h>

#include <cstring>

namespace axl::cpu::detail {

// PTX shfl.sync: c = ((32 - width) << 8) | clamp, where clamp is 0 for up and
// 0x1f otherwise; lanes are grouped in segments of `width`, and a source lane
// out of the segment (or out of range) leaves the lane its own value.
static void shuffle(ShuffleMode Mode, unsigned Mask, LaneIO *const *Lanes) {
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    if (!(Mask >> Lane & 1))
      continue;
    LaneIO &IO = *Lanes[Lane];
    const unsigned SegMask = (32u - static_cast<unsigned>(IO.Width)) & 0x1f;
    const unsigned Clamp = Mode == ShuffleMode::Up ? 0 : 0x1f;
    const unsigned MaxLane = (Lane & SegMask) | (Clamp & ~SegMask);
    const unsigned MinLane = Lane & SegMask;
    const int B = IO.Arg;
    int J = static_cast<int>(Lane);
    bool Valid = false;
    switch (Mode) {
    case ShuffleMode::Up:
      J = static_cast<int>(Lane) - B;
      Valid = J >= static_cast<int>(MaxLane);
      break;
    case ShuffleMode::Down:
      J = static_cast<int>(Lane) + B;
      Valid = J <= static_cast<int>(MaxLane);
      break;
    case ShuffleMode::Xor:
      J = static_cast<int>(Lane ^ static_cast<unsigned>(B));
      Valid = J <= static_cast<int>(MaxLane);
      break;
    case ShuffleMode::Idx:
      J = static_cast<int>(MinLane | (static_cast<unsigned>(B) & 0x1f & ~SegMask));
      Valid = J <= static_cast<int>(MaxLane);
      break;
    }
    // A source outside the mask is undefined in CUDA: keep the own value.
    if (!Valid || J < 0 || J > 31 || !(Mask >> J & 1))
      J = static_cast<int>(Lane);
    std::memcpy(IO.Out, Lanes[J]->In, IO.Size);
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

void computeBallot(unsigned Mask, LaneIO *const *Lanes) {
  unsigned Votes = 0;
  for (unsigned L = 0; L < 32; ++L)
    if ((Mask >> L & 1) && nonZero(*Lanes[L]))
      Votes |= 1u << L;
  for (unsigned L = 0; L < 32; ++L)
    if (Mask >> L & 1)
      setResult(*Lanes[L], Votes);
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
