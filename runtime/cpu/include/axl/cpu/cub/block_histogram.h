// CPU backend of CUB's BlockHistogram: counts the block's items into BINS
// counters (each item is its bin). InitHistogram zeroes them (the block's
// threads share the work, as in CUB); Composite adds the items' counts with
// atomicAdd, so the histogram may be __shared__ or in global memory;
// Histogram is InitHistogram, __syncthreads, Composite. The algorithm
// parameter (sort or atomic) has no effect here.
#pragma once
#include <axl/cpu/cub/util.h>

namespace axlcub {

enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage : Uninitialized<unsigned char> {};
  BlockHistogram() : Tid(tid()) {}
  explicit BlockHistogram(TempStorage &) : Tid(tid()) {}

  template <class CounterT> void InitHistogram(CounterT Histogram[BINS]) {
    for (int B = Tid; B < BINS; B += BLOCK_THREADS)
      Histogram[B] = CounterT(0);
  }
  template <class CounterT>
  void Histogram(T (&Items)[ITEMS_PER_THREAD], CounterT Histogram[BINS]) {
    InitHistogram(Histogram);
    __syncthreads();
    Composite(Items, Histogram);
  }
  template <class CounterT>
  void Composite(T (&Items)[ITEMS_PER_THREAD], CounterT Histogram[BINS]) {
    for (int I = 0; I < ITEMS_PER_THREAD; ++I)
      atomicAdd(&Histogram[static_cast<int>(Items[I])], CounterT(1));
  }

private:
  static int tid() {
    return detail::blockTid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>(
        "axlcub::BlockHistogram in a block larger than its BLOCK_DIM_X * BLOCK_DIM_Y * "
        "BLOCK_DIM_Z");
  }
  int Tid;
};

} // namespace axlcub
