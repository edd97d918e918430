// CPU backend of CUB's DeviceHistogram (HistogramEven and HistogramRange,
// one channel, 1D and 2D row-strided forms), with CUB's two-call
// temporary-storage protocol (device_common.h). The histogram's num_levels-1
// bins are zeroed, then counted. Even bins: a sample s in [lower, upper) goes
// to bin (s - lower) * bins / (upper - lower), computed as CUB computes it
// (integers: exactly, in 64 bits; floating point: with the reciprocal of the
// bin width); samples outside are dropped. Range bins: d_levels[i] <= s <
// d_levels[i+1].
#pragma once
#include <axl/cpu/cub/device_common.h>

#include <algorithm>
#include <cstring>

namespace axlcub {
namespace detail {

template <class Sample, class Level> struct EvenBins {
  using Common = std::common_type_t<Level, Sample>;
  Common Lower, Upper, Reciprocal;
  int Bins;
  EvenBins(int NumLevels, Level L, Level U) : Lower(Common(L)), Upper(Common(U)), Bins(NumLevels - 1) {
    Reciprocal = std::is_floating_point<Common>::value
                     ? Common(Common(Bins) / Common(Upper - Lower))
                     : Common(0);
  }
  /// The bin of S, or -1.
  int operator()(Sample S) const {
    Common C = Common(S);
    if (!(C >= Lower && C < Upper))
      return -1;
    int Bin;
    if constexpr (std::is_floating_point<Common>::value)
      Bin = int((C - Lower) * Reciprocal);
    else
      Bin = int(uint64_t(C - Lower) * uint64_t(Bins) / uint64_t(Upper - Lower));
    return Bin < Bins ? Bin : Bins - 1;
  }
};

template <class Sample, class Level> struct RangeBins {
  const Level *Levels;
  int NumLevels;
  int operator()(Sample S) const {
    const Level *End = Levels + NumLevels;
    const Level *It = std::upper_bound(Levels, End, S, [](const Sample &A, const Level &B) {
      return A < B;
    });
    if (It == Levels || It == End)
      return -1;
    return int(It - Levels) - 1;
  }
};

template <class SampleIt, class Counter, class BinOf>
void histogramRows(SampleIt Samples, Counter *Histogram, int Bins, long long RowSamples,
                   long long Rows, size_t RowStrideBytes, const BinOf &Bin) {
  for (int B = 0; B < Bins; ++B)
    Histogram[B] = Counter(0);
  using Sample = value_t<SampleIt>;
  for (long long R = 0; R < Rows; ++R) {
    // The 2D forms step rows in bytes (a pitched allocation).
    SampleIt Row = Samples;
    if constexpr (std::is_pointer<SampleIt>::value)
      Row = reinterpret_cast<SampleIt>(reinterpret_cast<uintptr_t>(Samples) +
                                       uintptr_t(R) * RowStrideBytes);
    else
      Row = Samples + R * (RowStrideBytes / sizeof(Sample));
    for (long long I = 0; I < RowSamples; ++I) {
      int B = Bin(Sample(Row[I]));
      if (B >= 0)
        ++Histogram[B];
    }
  }
}

} // namespace detail

struct DeviceHistogram {
  template <class SampleIt, class CounterT, class LevelT, class OffsetT>
  static axlError_t HistogramEven(void *d_temp_storage, size_t &temp_storage_bytes,
                                  SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                  LevelT lower_level, LevelT upper_level, OffsetT num_samples,
                                  axlStream_t stream = 0) {
    using Sample = detail::value_t<SampleIt>;
    return HistogramEven(d_temp_storage, temp_storage_bytes, d_samples, d_histogram,
                         num_levels, lower_level, upper_level, num_samples, OffsetT(1),
                         size_t(num_samples) * sizeof(Sample), stream);
  }
  template <class SampleIt, class CounterT, class LevelT, class OffsetT>
  static axlError_t HistogramEven(void *d_temp_storage, size_t &temp_storage_bytes,
                                  SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                  LevelT lower_level, LevelT upper_level,
                                  OffsetT num_row_samples, OffsetT num_rows,
                                  size_t row_stride_bytes, axlStream_t stream = 0) {
    using Sample = detail::value_t<SampleIt>;
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    if (num_levels < 2 || !(lower_level < upper_level))
      return axlErrorInvalidValue;
    detail::EvenBins<Sample, LevelT> Bins(num_levels, lower_level, upper_level);
    long long RowSamples = static_cast<long long>(num_row_samples);
    long long Rows = static_cast<long long>(num_rows);
    return detail::launch(stream, [=] {
      detail::histogramRows(d_samples, d_histogram, num_levels - 1, RowSamples, Rows,
                            row_stride_bytes, Bins);
    });
  }
  template <class SampleIt, class CounterT, class LevelT, class OffsetT>
  static axlError_t HistogramRange(void *d_temp_storage, size_t &temp_storage_bytes,
                                   SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                   const LevelT *d_levels, OffsetT num_samples,
                                   axlStream_t stream = 0) {
    using Sample = detail::value_t<SampleIt>;
    return HistogramRange(d_temp_storage, temp_storage_bytes, d_samples, d_histogram,
                          num_levels, d_levels, num_samples, OffsetT(1),
                          size_t(num_samples) * sizeof(Sample), stream);
  }
  template <class SampleIt, class CounterT, class LevelT, class OffsetT>
  static axlError_t HistogramRange(void *d_temp_storage, size_t &temp_storage_bytes,
                                   SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                   const LevelT *d_levels, OffsetT num_row_samples,
                                   OffsetT num_rows, size_t row_stride_bytes,
                                   axlStream_t stream = 0) {
    using Sample = detail::value_t<SampleIt>;
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    if (num_levels < 2)
      return axlErrorInvalidValue;
    detail::RangeBins<Sample, LevelT> Bins{d_levels, num_levels};
    long long RowSamples = static_cast<long long>(num_row_samples);
    long long Rows = static_cast<long long>(num_rows);
    return detail::launch(stream, [=] {
      detail::histogramRows(d_samples, d_histogram, num_levels - 1, RowSamples, Rows,
                            row_stride_bytes, Bins);
    });
  }
};

} // namespace axlcub
