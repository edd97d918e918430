// CPU backend of CUB's DeviceMergeSort (SortPairs, SortKeys, their Copy and
// Stable forms, with a comparison operator) and DeviceSegmentedSort (the
// pointer forms: SortPairs, SortKeys, Descending and Stable), with CUB's
// two-call temporary-storage protocol (device_common.h). Every form is
// stable here (CUB's unstable ones may be: a stable order is one of theirs).
// DeviceSegmentedSort orders keys as the radix sorts do (radix_traits.h).
#pragma once
#include <axl/cpu/cub/device_radix_sort.h>

#include <algorithm>
#include <numeric>
#include <vector>

namespace axlcub {
namespace detail {

/// Sorts N keys (and items) from In to Out, stably by Less; Out may be In.
template <class KeyIn, class ItemIn, class KeyOut, class ItemOut, class Less>
void mergeSort(KeyIn Keys, ItemIn Items, KeyOut KeysOut, ItemOut ItemsOut, long long N,
               Less &Compare, bool WithItems) {
  using Key = value_t<KeyIn>;
  std::vector<Key> K(static_cast<size_t>(N));
  for (long long I = 0; I < N; ++I)
    K[I] = Keys[I];
  std::vector<long long> Order(static_cast<size_t>(N));
  std::iota(Order.begin(), Order.end(), 0LL);
  std::stable_sort(Order.begin(), Order.end(),
                   [&](long long A, long long B) { return Compare(K[A], K[B]); });
  if constexpr (!std::is_same<ItemIn, NullType *>::value) {
    if (WithItems) {
      using Item = value_t<ItemIn>;
      std::vector<Item> V(static_cast<size_t>(N));
      for (long long I = 0; I < N; ++I)
        V[I] = Items[Order[I]];
      for (long long I = 0; I < N; ++I)
        ItemsOut[I] = V[I];
    }
  }
  for (long long I = 0; I < N; ++I)
    KeysOut[I] = K[Order[I]];
}

} // namespace detail

struct DeviceMergeSort {
  template <class KeyIt, class ValueIt, class OffsetT, class CompareOpT>
  static axlError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes, KeyIt d_keys,
                              ValueIt d_items, OffsetT num_items, CompareOpT compare_op,
                              axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, d_keys, d_items, d_keys, d_items, num_items,
               compare_op, true, stream);
  }
  template <class KeyIt, class ValueIt, class OffsetT, class CompareOpT>
  static axlError_t StableSortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                                    KeyIt d_keys, ValueIt d_items, OffsetT num_items,
                                    CompareOpT compare_op, axlStream_t stream = 0) {
    return SortPairs(d_temp_storage, temp_storage_bytes, d_keys, d_items, num_items, compare_op,
                     stream);
  }
  template <class KeyInIt, class ValueInIt, class KeyIt, class ValueIt, class OffsetT,
            class CompareOpT>
  static axlError_t SortPairsCopy(void *d_temp_storage, size_t &temp_storage_bytes,
                                  KeyInIt d_input_keys, ValueInIt d_input_items,
                                  KeyIt d_output_keys, ValueIt d_output_items, OffsetT num_items,
                                  CompareOpT compare_op, axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, d_input_keys, d_input_items, d_output_keys,
               d_output_items, num_items, compare_op, true, stream);
  }
  template <class KeyIt, class OffsetT, class CompareOpT>
  static axlError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes, KeyIt d_keys,
                             OffsetT num_items, CompareOpT compare_op, axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, d_keys, (NullType *)nullptr, d_keys,
               (NullType *)nullptr, num_items, compare_op, false, stream);
  }
  template <class KeyIt, class OffsetT, class CompareOpT>
  static axlError_t StableSortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                                   KeyIt d_keys, OffsetT num_items, CompareOpT compare_op,
                                   axlStream_t stream = 0) {
    return SortKeys(d_temp_storage, temp_storage_bytes, d_keys, num_items, compare_op, stream);
  }
  template <class KeyInIt, class KeyIt, class OffsetT, class CompareOpT>
  static axlError_t SortKeysCopy(void *d_temp_storage, size_t &temp_storage_bytes,
                                 KeyInIt d_input_keys, KeyIt d_output_keys, OffsetT num_items,
                                 CompareOpT compare_op, axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, d_input_keys, (NullType *)nullptr,
               d_output_keys, (NullType *)nullptr, num_items, compare_op, false, stream);
  }
  template <class KeyInIt, class KeyIt, class OffsetT, class CompareOpT>
  static axlError_t StableSortKeysCopy(void *d_temp_storage, size_t &temp_storage_bytes,
                                       KeyInIt d_input_keys, KeyIt d_output_keys,
                                       OffsetT num_items, CompareOpT compare_op,
                                       axlStream_t stream = 0) {
    return SortKeysCopy(d_temp_storage, temp_storage_bytes, d_input_keys, d_output_keys,
                        num_items, compare_op, stream);
  }

private:
  template <class KeyIn, class ItemIn, class KeyOut, class ItemOut, class OffsetT, class Less>
  static axlError_t run(void *d_temp_storage, size_t &temp_storage_bytes, KeyIn Keys,
                        ItemIn Items, KeyOut KeysOut, ItemOut ItemsOut, OffsetT num_items,
                        Less Compare, bool WithItems, axlStream_t stream) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      detail::mergeSort(Keys, Items, KeysOut, ItemsOut, N, Compare, WithItems);
    });
  }
};

/// DeviceSegmentedRadixSort over all the key bits, under CUB's names.
struct DeviceSegmentedSort {
#define AXLCUB_CPU_SEGMENTED_SORT(Name, Radix)                                 \
  template <class KeyT, class ValueT, class BeginIt, class EndIt>              \
  static axlError_t Name(void *d_temp_storage, size_t &temp_storage_bytes,     \
                         const KeyT *d_keys_in, KeyT *d_keys_out,              \
                         const ValueT *d_values_in, ValueT *d_values_out,      \
                         std::int64_t num_items, std::int64_t num_segments,    \
                         BeginIt d_begin_offsets, EndIt d_end_offsets,         \
                         axlStream_t stream = 0) {                             \
    return DeviceSegmentedRadixSort::Radix(                                    \
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,             \
        d_values_in, d_values_out, num_items, num_segments, d_begin_offsets,   \
        d_end_offsets, 0, int(sizeof(KeyT) * 8), stream);                      \
  }
  AXLCUB_CPU_SEGMENTED_SORT(SortPairs, SortPairs)
  AXLCUB_CPU_SEGMENTED_SORT(StableSortPairs, SortPairs)
  AXLCUB_CPU_SEGMENTED_SORT(SortPairsDescending, SortPairsDescending)
  AXLCUB_CPU_SEGMENTED_SORT(StableSortPairsDescending, SortPairsDescending)
#undef AXLCUB_CPU_SEGMENTED_SORT
#define AXLCUB_CPU_SEGMENTED_SORT(Name, Radix)                                 \
  template <class KeyT, class BeginIt, class EndIt>                            \
  static axlError_t Name(void *d_temp_storage, size_t &temp_storage_bytes,     \
                         const KeyT *d_keys_in, KeyT *d_keys_out,              \
                         std::int64_t num_items, std::int64_t num_segments,    \
                         BeginIt d_begin_offsets, EndIt d_end_offsets,         \
                         axlStream_t stream = 0) {                             \
    return DeviceSegmentedRadixSort::Radix(                                    \
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, num_items,  \
        num_segments, d_begin_offsets, d_end_offsets, 0,                       \
        int(sizeof(KeyT) * 8), stream);                                        \
  }
  AXLCUB_CPU_SEGMENTED_SORT(SortKeys, SortKeys)
  AXLCUB_CPU_SEGMENTED_SORT(StableSortKeys, SortKeys)
  AXLCUB_CPU_SEGMENTED_SORT(SortKeysDescending, SortKeysDescending)
  AXLCUB_CPU_SEGMENTED_SORT(StableSortKeysDescending, SortKeysDescending)
#undef AXLCUB_CPU_SEGMENTED_SORT
};

} // namespace axlcub
