// CPU backend of CUB's DeviceReduce (Reduce, Sum, Min, Max, ArgMin, ArgMax,
// TransformReduce, ReduceByKey) and DeviceSegmentedReduce, with CUB's two-call
// temporary-storage protocol (device_common.h). The reduction folds the
// input in order, seeded with the initial value as CUB's is (Sum: 0; Min:
// numeric_limits::max(); Max: lowest(); CUDA's values for __half, bfloat16
// and FP8, see detail/num_limits.h); an empty input or segment gives the
// initial value (ArgMin/ArgMax: {1, max()} or {1, lowest()}, as CUB writes).
#pragma once
#include <axl/cpu/cub/device_common.h>
#include <axl/cpu/cub/iterator.h>

namespace axlcub {
namespace detail {

template <class Acc, class In, class Op, class Xform>
Acc foldRange(In First, long long N, Op &F, Acc Init, Xform &X) {
  Acc A = Init;
  for (long long I = 0; I < N; ++I)
    A = F(A, X(First[I]));
  return A;
}
struct Identity {
  template <class T> T operator()(const T &V) const { return V; }
};

/// ArgMin/ArgMax over [First, First+N): the extreme value and the offset of
/// its first occurrence, or Empty.
template <class Pair, bool Min, class In>
Pair argExtreme(In First, long long N, Pair Empty) {
  if (N <= 0)
    return Empty;
  using Key = typename Pair::KeyT;
  using Value = typename Pair::ValueT;
  Pair Best(Key(0), Value(First[0]));
  for (long long I = 1; I < N; ++I) {
    Value V = First[I];
    if (Min ? V < Best.value : Best.value < V)
      Best = Pair(Key(I), V);
  }
  return Best;
}

} // namespace detail

struct DeviceReduce {
  template <class InputIt, class OutputIt, class NumItemsT, class ReductionOp, class T>
  static axlError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, NumItemsT num_items, ReductionOp reduction_op,
                           T init, axlStream_t stream = 0) {
    return TransformReduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items,
                           reduction_op, detail::Identity(), init, stream);
  }

  template <class InputIt, class OutputIt, class NumItemsT, class ReductionOp,
            class TransformOp, class T>
  static axlError_t TransformReduce(void *d_temp_storage, size_t &temp_storage_bytes,
                                    InputIt d_in, OutputIt d_out, NumItemsT num_items,
                                    ReductionOp reduction_op, TransformOp transform_op, T init,
                                    axlStream_t stream = 0) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      *d_out = detail::foldRange<T>(d_in, N, reduction_op, init, transform_op);
    });
  }

  template <class InputIt, class OutputIt, class NumItemsT>
  static axlError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, NumItemsT num_items, axlStream_t stream = 0) {
    using Acc = detail::non_void_value_t<OutputIt, InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, axlcub::Sum(),
                  Acc{}, stream);
  }
  template <class InputIt, class OutputIt, class NumItemsT>
  static axlError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, NumItemsT num_items, axlStream_t stream = 0) {
    using In = detail::value_t<InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, axlcub::Min(),
                  std::numeric_limits<In>::max(), stream);
  }
  template <class InputIt, class OutputIt, class NumItemsT>
  static axlError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, NumItemsT num_items, axlStream_t stream = 0) {
    using In = detail::value_t<InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, axlcub::Max(),
                  std::numeric_limits<In>::lowest(), stream);
  }
  /// d_out: a KeyValuePair<offset, value> (the first minimum's offset). The
  /// parameter types are CUB's (int num_items here, int64_t in the
  /// two-output forms): they tell the forms apart.
  template <class InputIt, class OutputIt>
  static axlError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, int num_items, axlStream_t stream = 0) {
    return arg<true>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, stream);
  }
  template <class InputIt, class OutputIt>
  static axlError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, int num_items, axlStream_t stream = 0) {
    return arg<false>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, stream);
  }
  /// CUB 3's forms: the extremum to d_min_out / d_max_out, its offset (an
  /// int64_t) to d_index_out.
  template <class InputIt, class ExtremumIt, class IndexIt>
  static axlError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           ExtremumIt d_min_out, IndexIt d_index_out, std::int64_t num_items,
                           axlStream_t stream = 0) {
    return arg2<true>(d_temp_storage, temp_storage_bytes, d_in, d_min_out, d_index_out,
                      num_items, stream);
  }
  template <class InputIt, class ExtremumIt, class IndexIt>
  static axlError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           ExtremumIt d_max_out, IndexIt d_index_out, std::int64_t num_items,
                           axlStream_t stream = 0) {
    return arg2<false>(d_temp_storage, temp_storage_bytes, d_in, d_max_out, d_index_out,
                       num_items, stream);
  }

  /// One aggregate per run of equal consecutive keys (==, or equality_op):
  /// the run's key to d_unique_out, the reduction of its values to
  /// d_aggregates_out, the number of runs to *d_num_runs_out.
  template <class KeysIt, class UniqueIt, class ValuesIt, class AggregatesIt,
            class NumRunsIt, class ReductionOp, class NumItemsT, class EqualityOp = Equality>
  static axlError_t ReduceByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                KeysIt d_keys_in, UniqueIt d_unique_out, ValuesIt d_values_in,
                                AggregatesIt d_aggregates_out, NumRunsIt d_num_runs_out,
                                ReductionOp reduction_op, NumItemsT num_items,
                                axlStream_t stream = 0, EqualityOp equality_op = EqualityOp()) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      using Key = detail::value_t<KeysIt>;
      using Acc = detail::value_t<ValuesIt>;
      long long Runs = 0;
      for (long long Start = 0; Start < N;) {
        Key K = d_keys_in[Start];
        Acc A = d_values_in[Start];
        long long End = Start + 1;
        for (; End < N && equality_op(K, Key(d_keys_in[End])); ++End)
          A = reduction_op(A, d_values_in[End]);
        d_unique_out[Runs] = K;
        d_aggregates_out[Runs] = A;
        ++Runs;
        Start = End;
      }
      *d_num_runs_out = Runs;
    });
  }

private:
  template <bool IsMin, class InputIt, class ExtremumIt, class IndexIt>
  static axlError_t arg2(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                         ExtremumIt d_extremum_out, IndexIt d_index_out, std::int64_t N,
                         axlStream_t stream) {
    using Value = detail::value_t<InputIt>;
    using Pair = KeyValuePair<std::int64_t, Value>;
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    Pair Empty(1, IsMin ? std::numeric_limits<Value>::max() : std::numeric_limits<Value>::lowest());
    return detail::launch(stream, [=]() mutable {
      Pair P = detail::argExtreme<Pair, IsMin>(d_in, N, Empty);
      *d_extremum_out = P.value;
      *d_index_out = P.key;
    });
  }

  template <bool IsMin, class InputIt, class OutputIt, class NumItemsT>
  static axlError_t arg(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, NumItemsT num_items, axlStream_t stream) {
    using Pair = detail::value_t<OutputIt>;
    using Value = typename Pair::ValueT;
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    Pair Empty(typename Pair::KeyT(1), IsMin ? std::numeric_limits<Value>::max()
                                             : std::numeric_limits<Value>::lowest());
    return detail::launch(stream, [=] {
      *d_out = detail::argExtreme<Pair, IsMin>(d_in, N, Empty);
    });
  }
};

/// Segment i is [d_begin_offsets[i], d_end_offsets[i]) of d_in.
struct DeviceSegmentedReduce {
  template <class InputIt, class OutputIt, class BeginIt, class EndIt, class ReductionOp,
            class T>
  static axlError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                           EndIt d_end_offsets, ReductionOp reduction_op, T initial_value,
                           axlStream_t stream = 0) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    return detail::launch(stream, [=]() mutable {
      detail::Identity X;
      for (long long S = 0; S < num_segments; ++S) {
        long long Begin = static_cast<long long>(d_begin_offsets[S]);
        long long End = static_cast<long long>(d_end_offsets[S]);
        d_out[S] = detail::foldRange<T>(d_in + Begin, End - Begin, reduction_op,
                                        initial_value, X);
      }
    });
  }
  template <class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                        EndIt d_end_offsets, axlStream_t stream = 0) {
    using Acc = detail::non_void_value_t<OutputIt, InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                  d_begin_offsets, d_end_offsets, axlcub::Sum(), Acc{}, stream);
  }
  template <class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                        EndIt d_end_offsets, axlStream_t stream = 0) {
    using In = detail::value_t<InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                  d_begin_offsets, d_end_offsets, axlcub::Min(),
                  std::numeric_limits<In>::max(), stream);
  }
  template <class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                        EndIt d_end_offsets, axlStream_t stream = 0) {
    using In = detail::value_t<InputIt>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                  d_begin_offsets, d_end_offsets, axlcub::Max(),
                  std::numeric_limits<In>::lowest(), stream);
  }
  /// Offsets in the KeyValuePairs are relative to the segment's start.
  template <class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                           EndIt d_end_offsets, axlStream_t stream = 0) {
    return arg<true>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                     d_begin_offsets, d_end_offsets, stream);
  }
  template <class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                           EndIt d_end_offsets, axlStream_t stream = 0) {
    return arg<false>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments,
                      d_begin_offsets, d_end_offsets, stream);
  }

private:
  template <bool IsMin, class InputIt, class OutputIt, class BeginIt, class EndIt>
  static axlError_t arg(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, long long num_segments, BeginIt d_begin_offsets,
                        EndIt d_end_offsets, axlStream_t stream) {
    using Pair = detail::value_t<OutputIt>;
    using Value = typename Pair::ValueT;
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    Pair Empty(typename Pair::KeyT(1), IsMin ? std::numeric_limits<Value>::max()
                                             : std::numeric_limits<Value>::lowest());
    return detail::launch(stream, [=] {
      for (long long S = 0; S < num_segments; ++S) {
        long long Begin = static_cast<long long>(d_begin_offsets[S]);
        long long End = static_cast<long long>(d_end_offsets[S]);
        d_out[S] = detail::argExtreme<Pair, IsMin>(d_in + Begin, End - Begin, Empty);
      }
    });
  }
};

} // namespace axlcub
