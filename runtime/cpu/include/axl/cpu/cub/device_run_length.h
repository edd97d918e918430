// CPU backend of CUB's DeviceRunLengthEncode (Encode, NonTrivialRuns) and
// DevicePartition (If, Flagged), with CUB's two-call temporary-storage
// protocol (device_common.h). A run is a maximal stretch of equal
// consecutive items (==). DevicePartition puts the selected items first, in
// input order, and the rejected ones after them in reverse input order, as
// CUB does; *d_num_selected_out counts the selected.
#pragma once
#include <axl/cpu/cub/device_common.h>

namespace axlcub {

struct DeviceRunLengthEncode {
  template <class InputIt, class UniqueIt, class LengthsIt, class NumRunsIt, class NumItemsT>
  static axlError_t Encode(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           UniqueIt d_unique_out, LengthsIt d_counts_out,
                           NumRunsIt d_num_runs_out, NumItemsT num_items,
                           axlStream_t stream = 0) {
    return runs(d_temp_storage, temp_storage_bytes, d_in, num_items, stream,
                [=](long long Run, long long Start, long long Length, auto Value) mutable {
                  d_unique_out[Run] = Value;
                  d_counts_out[Run] = Length;
                  (void)Start;
                },
                false, d_num_runs_out);
  }
  /// Runs longer than one item: the offset of each one's first item and its
  /// length.
  template <class InputIt, class OffsetsIt, class LengthsIt, class NumRunsIt, class NumItemsT>
  static axlError_t NonTrivialRuns(void *d_temp_storage, size_t &temp_storage_bytes,
                                   InputIt d_in, OffsetsIt d_offsets_out,
                                   LengthsIt d_lengths_out, NumRunsIt d_num_runs_out,
                                   NumItemsT num_items, axlStream_t stream = 0) {
    return runs(d_temp_storage, temp_storage_bytes, d_in, num_items, stream,
                [=](long long Run, long long Start, long long Length, auto) mutable {
                  d_offsets_out[Run] = Start;
                  d_lengths_out[Run] = Length;
                },
                true, d_num_runs_out);
  }

private:
  template <class InputIt, class NumItemsT, class Emit, class NumRunsIt>
  static axlError_t runs(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                         NumItemsT num_items, axlStream_t stream, Emit E, bool NonTrivial,
                         NumRunsIt d_num_runs_out) {
    if (axlError_t Err = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        Err != axlSuccess || !d_temp_storage)
      return Err;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      using V = detail::value_t<InputIt>;
      long long Runs = 0;
      for (long long Start = 0; Start < N;) {
        V First = d_in[Start];
        long long End = Start + 1;
        while (End < N && V(d_in[End]) == First)
          ++End;
        if (!NonTrivial || End - Start > 1)
          E(Runs++, Start, End - Start, First);
        Start = End;
      }
      *d_num_runs_out = Runs;
    });
  }
};

struct DevicePartition {
  template <class InputIt, class OutputIt, class NumSelectedIt, class NumItemsT, class SelectOp>
  static axlError_t If(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                       OutputIt d_out, NumSelectedIt d_num_selected_out, NumItemsT num_items,
                       SelectOp select_op, axlStream_t stream = 0) {
    return partition(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num_selected_out,
                     num_items, stream, [=](long long, const auto &V) { return bool(select_op(V)); });
  }
  template <class InputIt, class FlagIt, class OutputIt, class NumSelectedIt, class NumItemsT>
  static axlError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                            FlagIt d_flags, OutputIt d_out, NumSelectedIt d_num_selected_out,
                            NumItemsT num_items, axlStream_t stream = 0) {
    return partition(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num_selected_out,
                     num_items, stream, [=](long long I, const auto &) { return bool(d_flags[I]); });
  }

private:
  template <class InputIt, class OutputIt, class NumSelectedIt, class NumItemsT, class Pred>
  static axlError_t partition(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                              OutputIt d_out, NumSelectedIt d_num_selected_out,
                              NumItemsT num_items, axlStream_t stream, Pred Selected) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      long long Front = 0, Back = N;
      for (long long I = 0; I < N; ++I) {
        detail::value_t<InputIt> V = d_in[I];
        if (Selected(I, V))
          d_out[Front++] = V;
        else
          d_out[--Back] = V;
      }
      *d_num_selected_out = Front;
    });
  }
};

} // namespace axlcub
