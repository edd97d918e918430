// CPU backend of CUB's DeviceRadixSort (SortKeys, SortPairs and their
// Descending forms, pointer and DoubleBuffer forms, begin/end bit) and
// DeviceSegmentedRadixSort, with CUB's two-call temporary-storage protocol
// (device_common.h). The sort
// orders the keys' bits [begin_bit, end_bit) (radix_traits.h) and is stable,
// as a radix sort is: it sorts (digits, position) pairs (on TBB's threads),
// so that equal keys keep their order in both directions. The pointer forms ask for scratch
// memory as CUB's do (room for the keys and values); the DoubleBuffer forms
// write the alternate buffer and flip the selector, as CUB may.
#pragma once
#include <axl/cpu/cub/device_common.h>
#include <axl/cpu/cub/radix_traits.h>

#include <oneapi/tbb/parallel_sort.h>

#include <algorithm>
#include <vector>

namespace axlcub {
namespace detail {

template <class Key, class Value>
void radixSort(const Key *KeysIn, Key *KeysOut, const Value *ValuesIn, Value *ValuesOut,
               long long N, int Begin, int End, bool Descending) {
  using Traits = RadixTraits<Key>;
  using Bits = typename Traits::Bits;
  std::vector<std::pair<Bits, long long>> Order(static_cast<size_t>(N));
  for (long long I = 0; I < N; ++I) {
    Bits D = Traits::digits(KeysIn[I], Begin, End);
    // Descending: inverting the digits keeps positions ascending among equals.
    Order[I] = {Descending ? Bits(~D) : D, I};
  }
  // (digits, position) pairs are all distinct: any sort gives the one
  // stable order, so TBB's parallel one may sort them.
  ::tbb::parallel_sort(Order.begin(), Order.end());
  for (long long I = 0; I < N; ++I) {
    KeysOut[I] = KeysIn[Order[I].second];
    if (ValuesIn)
      ValuesOut[I] = ValuesIn[Order[I].second];
  }
}

} // namespace detail

struct DeviceRadixSort {
  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                              const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,
                              ValueT *d_values_out, NumItemsT num_items, int begin_bit = 0,
                              int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return sortPointers(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                        d_values_out, num_items, begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        const KeyT *d_keys_in, KeyT *d_keys_out,
                                        const ValueT *d_values_in, ValueT *d_values_out,
                                        NumItemsT num_items, int begin_bit = 0,
                                        int end_bit = int(sizeof(KeyT) * 8),
                                        axlStream_t stream = 0) {
    return sortPointers(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                        d_values_out, num_items, begin_bit, end_bit, true, stream);
  }
  template <class KeyT, class NumItemsT>
  static axlError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                             const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items,
                             int begin_bit = 0, int end_bit = int(sizeof(KeyT) * 8),
                             axlStream_t stream = 0) {
    return sortPointers(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                        static_cast<const NullType *>(nullptr), static_cast<NullType *>(nullptr),
                        num_items, begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class NumItemsT>
  static axlError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                       const KeyT *d_keys_in, KeyT *d_keys_out,
                                       NumItemsT num_items, int begin_bit = 0,
                                       int end_bit = int(sizeof(KeyT) * 8),
                                       axlStream_t stream = 0) {
    return sortPointers(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                        static_cast<const NullType *>(nullptr), static_cast<NullType *>(nullptr),
                        num_items, begin_bit, end_bit, true, stream);
  }

  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                              DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                              NumItemsT num_items, int begin_bit = 0,
                              int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return sortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items,
                       begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        DoubleBuffer<KeyT> &d_keys,
                                        DoubleBuffer<ValueT> &d_values, NumItemsT num_items,
                                        int begin_bit = 0, int end_bit = int(sizeof(KeyT) * 8),
                                        axlStream_t stream = 0) {
    return sortBuffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items,
                       begin_bit, end_bit, true, stream);
  }
  template <class KeyT, class NumItemsT>
  static axlError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                             DoubleBuffer<KeyT> &d_keys, NumItemsT num_items, int begin_bit = 0,
                             int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return sortBuffers(d_temp_storage, temp_storage_bytes, d_keys,
                       static_cast<DoubleBuffer<NullType> *>(nullptr), num_items, begin_bit,
                       end_bit, false, stream);
  }
  template <class KeyT, class NumItemsT>
  static axlError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                       DoubleBuffer<KeyT> &d_keys, NumItemsT num_items,
                                       int begin_bit = 0, int end_bit = int(sizeof(KeyT) * 8),
                                       axlStream_t stream = 0) {
    return sortBuffers(d_temp_storage, temp_storage_bytes, d_keys,
                       static_cast<DoubleBuffer<NullType> *>(nullptr), num_items, begin_bit,
                       end_bit, true, stream);
  }

private:
  static bool badBits(int Begin, int End, int KeyBits) {
    return Begin < 0 || End > KeyBits || Begin > End;
  }

  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t sortPointers(void *d_temp_storage, size_t &temp_storage_bytes,
                                 const KeyT *KeysIn, KeyT *KeysOut, const ValueT *ValuesIn,
                                 ValueT *ValuesOut, NumItemsT num_items, int Begin, int End,
                                 bool Descending, axlStream_t stream) {
    constexpr bool KeysOnly = std::is_same<ValueT, NullType>::value;
    long long N = static_cast<long long>(num_items);
    void *Ptrs[2];
    const size_t Sizes[2] = {size_t(N) * sizeof(KeyT), KeysOnly ? 0 : size_t(N) * sizeof(ValueT)};
    if (axlError_t E = detail::aliasTemporaries(d_temp_storage, temp_storage_bytes, Ptrs, Sizes);
        E != axlSuccess || !d_temp_storage)
      return E;
    if (badBits(Begin, End, int(sizeof(KeyT) * 8)))
      return axlErrorInvalidValue;
    return detail::launch(stream, [=] {
      if constexpr (KeysOnly)
        detail::radixSort<KeyT, int>(KeysIn, KeysOut, nullptr, nullptr, N, Begin, End,
                                     Descending);
      else
        detail::radixSort(KeysIn, KeysOut, ValuesIn, ValuesOut, N, Begin, End, Descending);
    });
  }

  template <class KeyT, class ValueT, class NumItemsT>
  static axlError_t sortBuffers(void *d_temp_storage, size_t &temp_storage_bytes,
                                DoubleBuffer<KeyT> &Keys, DoubleBuffer<ValueT> *Values,
                                NumItemsT num_items, int Begin, int End, bool Descending,
                                axlStream_t stream) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    if (badBits(Begin, End, int(sizeof(KeyT) * 8)))
      return axlErrorInvalidValue;
    long long N = static_cast<long long>(num_items);
    // No bits to sort: CUB leaves the data where it is.
    if (Begin == End || N <= 0)
      return axlSuccess;
    KeyT *KeysIn = Keys.Current(), *KeysOut = Keys.Alternate();
    Keys.selector ^= 1;
    if constexpr (std::is_same<ValueT, NullType>::value) {
      return detail::launch(stream, [=] {
        detail::radixSort<KeyT, int>(KeysIn, KeysOut, nullptr, nullptr, N, Begin, End,
                                     Descending);
      });
    } else {
      ValueT *ValuesIn = Values->Current(), *ValuesOut = Values->Alternate();
      Values->selector ^= 1;
      return detail::launch(stream, [=] {
        detail::radixSort(KeysIn, KeysOut, ValuesIn, ValuesOut, N, Begin, End, Descending);
      });
    }
  }
};

/// Each segment [d_begin_offsets[i], d_end_offsets[i]) sorted on its own, as
/// DeviceRadixSort sorts (stable, bits [begin_bit, end_bit)); items outside
/// every segment are not written.
struct DeviceSegmentedRadixSort {
  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                              const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,
                              ValueT *d_values_out, NumItemsT num_items,
                              NumSegmentsT num_segments, BeginIt d_begin_offsets,
                              EndIt d_end_offsets, int begin_bit = 0,
                              int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                d_values_out, num_items, num_segments, d_begin_offsets, d_end_offsets,
                begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        const KeyT *d_keys_in, KeyT *d_keys_out,
                                        const ValueT *d_values_in, ValueT *d_values_out,
                                        NumItemsT num_items, NumSegmentsT num_segments,
                                        BeginIt d_begin_offsets, EndIt d_end_offsets,
                                        int begin_bit = 0, int end_bit = int(sizeof(KeyT) * 8),
                                        axlStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                d_values_out, num_items, num_segments, d_begin_offsets, d_end_offsets,
                begin_bit, end_bit, true, stream);
  }
  template <class KeyT, class NumItemsT, class NumSegmentsT, class BeginIt, class EndIt>
  static axlError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                             const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items,
                             NumSegmentsT num_segments, BeginIt d_begin_offsets,
                             EndIt d_end_offsets, int begin_bit = 0,
                             int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                static_cast<const NullType *>(nullptr), static_cast<NullType *>(nullptr),
                num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit,
                false, stream);
  }
  template <class KeyT, class NumItemsT, class NumSegmentsT, class BeginIt, class EndIt>
  static axlError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                       const KeyT *d_keys_in, KeyT *d_keys_out,
                                       NumItemsT num_items, NumSegmentsT num_segments,
                                       BeginIt d_begin_offsets, EndIt d_end_offsets,
                                       int begin_bit = 0, int end_bit = int(sizeof(KeyT) * 8),
                                       axlStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                static_cast<const NullType *>(nullptr), static_cast<NullType *>(nullptr),
                num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit,
                true, stream);
  }

  // DoubleBuffer forms: each segment sorted from Current() into Alternate(),
  // then the selectors flipped (items outside every segment are undefined in
  // the new Current(), as in CUB).
  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                              DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                              NumItemsT num_items, NumSegmentsT num_segments,
                              BeginIt d_begin_offsets, EndIt d_end_offsets, int begin_bit = 0,
                              int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return buffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items,
                   num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        DoubleBuffer<KeyT> &d_keys,
                                        DoubleBuffer<ValueT> &d_values, NumItemsT num_items,
                                        NumSegmentsT num_segments, BeginIt d_begin_offsets,
                                        EndIt d_end_offsets, int begin_bit = 0,
                                        int end_bit = int(sizeof(KeyT) * 8),
                                        axlStream_t stream = 0) {
    return buffers(d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items,
                   num_segments, d_begin_offsets, d_end_offsets, begin_bit, end_bit, true, stream);
  }
  template <class KeyT, class NumItemsT, class NumSegmentsT, class BeginIt, class EndIt>
  static axlError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                             DoubleBuffer<KeyT> &d_keys, NumItemsT num_items,
                             NumSegmentsT num_segments, BeginIt d_begin_offsets,
                             EndIt d_end_offsets, int begin_bit = 0,
                             int end_bit = int(sizeof(KeyT) * 8), axlStream_t stream = 0) {
    return buffers(d_temp_storage, temp_storage_bytes, d_keys,
                   static_cast<DoubleBuffer<NullType> *>(nullptr), num_items, num_segments,
                   d_begin_offsets, d_end_offsets, begin_bit, end_bit, false, stream);
  }
  template <class KeyT, class NumItemsT, class NumSegmentsT, class BeginIt, class EndIt>
  static axlError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                       DoubleBuffer<KeyT> &d_keys, NumItemsT num_items,
                                       NumSegmentsT num_segments, BeginIt d_begin_offsets,
                                       EndIt d_end_offsets, int begin_bit = 0,
                                       int end_bit = int(sizeof(KeyT) * 8),
                                       axlStream_t stream = 0) {
    return buffers(d_temp_storage, temp_storage_bytes, d_keys,
                   static_cast<DoubleBuffer<NullType> *>(nullptr), num_items, num_segments,
                   d_begin_offsets, d_end_offsets, begin_bit, end_bit, true, stream);
  }

private:
  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t buffers(void *d_temp_storage, size_t &temp_storage_bytes,
                            DoubleBuffer<KeyT> &Keys, DoubleBuffer<ValueT> *Values,
                            NumItemsT num_items, NumSegmentsT num_segments, BeginIt Begins,
                            EndIt Ends, int Begin, int End, bool Descending,
                            axlStream_t stream) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    const KeyT *KeysIn = Keys.Current();
    KeyT *KeysOut = Keys.Alternate();
    const ValueT *ValuesIn = nullptr;
    ValueT *ValuesOut = nullptr;
    if constexpr (!std::is_same<ValueT, NullType>::value) {
      ValuesIn = Values->Current();
      ValuesOut = Values->Alternate();
    }
    axlError_t E = sortWork(KeysIn, KeysOut, ValuesIn, ValuesOut, num_items, num_segments,
                            Begins, Ends, Begin, End, Descending, stream);
    if (E == axlSuccess) {
      Keys.selector ^= 1;
      if constexpr (!std::is_same<ValueT, NullType>::value)
        Values->selector ^= 1;
    }
    return E;
  }

  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t sort(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *KeysIn,
                         KeyT *KeysOut, const ValueT *ValuesIn, ValueT *ValuesOut,
                         NumItemsT num_items, NumSegmentsT num_segments, BeginIt Begins,
                         EndIt Ends, int Begin, int End, bool Descending, axlStream_t stream) {
    constexpr bool KeysOnly = std::is_same<ValueT, NullType>::value;
    long long N = static_cast<long long>(num_items);
    void *Ptrs[2];
    const size_t Sizes[2] = {size_t(N) * sizeof(KeyT), KeysOnly ? 0 : size_t(N) * sizeof(ValueT)};
    if (axlError_t E = detail::aliasTemporaries(d_temp_storage, temp_storage_bytes, Ptrs, Sizes);
        E != axlSuccess || !d_temp_storage)
      return E;
    return sortWork(KeysIn, KeysOut, ValuesIn, ValuesOut, num_items, num_segments, Begins, Ends,
                    Begin, End, Descending, stream);
  }

  template <class KeyT, class ValueT, class NumItemsT, class NumSegmentsT, class BeginIt,
            class EndIt>
  static axlError_t sortWork(const KeyT *KeysIn, KeyT *KeysOut, const ValueT *ValuesIn,
                             ValueT *ValuesOut, NumItemsT num_items, NumSegmentsT num_segments,
                             BeginIt Begins, EndIt Ends, int Begin, int End, bool Descending,
                             axlStream_t stream) {
    constexpr bool KeysOnly = std::is_same<ValueT, NullType>::value;
    (void)num_items;
    if (Begin < 0 || End > int(sizeof(KeyT) * 8) || Begin > End)
      return axlErrorInvalidValue;
    long long Segments = static_cast<long long>(num_segments);
    return detail::launch(stream, [=] {
      for (long long S = 0; S < Segments; ++S) {
        long long B = static_cast<long long>(Begins[S]), E = static_cast<long long>(Ends[S]);
        if (E <= B)
          continue;
        if constexpr (KeysOnly)
          detail::radixSort<KeyT, int>(KeysIn + B, KeysOut + B, nullptr, nullptr, E - B, Begin,
                                       End, Descending);
        else
          detail::radixSort(KeysIn + B, KeysOut + B, ValuesIn + B, ValuesOut + B, E - B, Begin,
                            End, Descending);
      }
    });
  }
};

} // namespace axlcub
