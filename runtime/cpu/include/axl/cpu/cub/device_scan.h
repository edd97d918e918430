// CPU backend of CUB's DeviceScan (ExclusiveSum, ExclusiveScan, InclusiveSum,
// InclusiveScan, InclusiveScanInit and the ByKey forms), with CUB's two-call
// temporary-storage protocol (device_common.h). The scan runs in order over
// the input; the accumulator is the input's value type, or the initial
// value's type for the forms that take one, as in CUB. d_out may be d_in (in
// place).
#pragma once
#include <axl/cpu/cub/device_common.h>

namespace axlcub {
namespace detail {
template <class Acc, class In, class Out, class Op>
void scanRange(In First, Out Result, long long N, Op &F, const Acc *Init, bool Inclusive) {
  if (N <= 0)
    return;
  if (Inclusive) {
    Acc Run = Init ? Acc(F(*Init, First[0])) : Acc(First[0]);
    Result[0] = Run;
    for (long long I = 1; I < N; ++I) {
      Run = F(Run, First[I]);
      Result[I] = Run;
    }
    return;
  }
  Acc Run = *Init;
  for (long long I = 0; I < N; ++I) {
    Acc V = First[I]; // read before the write: in place is allowed
    Result[I] = Run;
    Run = F(Run, V);
  }
}
} // namespace detail

struct DeviceScan {
  template <class InputIt, class OutputIt, class NumItemsT>
  static axlError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                 InputIt d_in, OutputIt d_out, NumItemsT num_items,
                                 axlStream_t stream = 0) {
    using Acc = detail::value_t<InputIt>;
    return ExclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, axlcub::Sum(), Acc{},
                         num_items, stream);
  }
  template <class InputIt, class OutputIt, class ScanOp, class InitT, class NumItemsT>
  static axlError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                  InputIt d_in, OutputIt d_out, ScanOp scan_op, InitT init_value,
                                  NumItemsT num_items, axlStream_t stream = 0) {
    return run<InitT>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, &init_value,
                      false, num_items, stream);
  }
  template <class InputIt, class OutputIt, class NumItemsT>
  static axlError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                 InputIt d_in, OutputIt d_out, NumItemsT num_items,
                                 axlStream_t stream = 0) {
    return InclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, axlcub::Sum(),
                         num_items, stream);
  }
  template <class InputIt, class OutputIt, class ScanOp, class NumItemsT>
  static axlError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                  InputIt d_in, OutputIt d_out, ScanOp scan_op,
                                  NumItemsT num_items, axlStream_t stream = 0) {
    using Acc = detail::value_t<InputIt>;
    return run<Acc>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op,
                    static_cast<const Acc *>(nullptr), true, num_items, stream);
  }
  template <class InputIt, class OutputIt, class ScanOp, class InitT, class NumItemsT>
  static axlError_t InclusiveScanInit(void *d_temp_storage, size_t &temp_storage_bytes,
                                      InputIt d_in, OutputIt d_out, ScanOp scan_op,
                                      InitT init_value, NumItemsT num_items,
                                      axlStream_t stream = 0) {
    return run<InitT>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, &init_value,
                      true, num_items, stream);
  }

  // Scans by key: each run of equal consecutive keys (==, or equality_op)
  // is scanned on its own.
  template <class KeysIt, class ValuesIt, class OutputIt, class NumItemsT,
            class EqualityOp = Equality>
  static axlError_t ExclusiveSumByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                      KeysIt d_keys_in, ValuesIt d_values_in,
                                      OutputIt d_values_out, NumItemsT num_items,
                                      EqualityOp equality_op = EqualityOp(),
                                      axlStream_t stream = 0) {
    using Acc = detail::value_t<ValuesIt>;
    return byKey<Acc>(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out,
                      axlcub::Sum(), Acc{}, true, num_items, equality_op, stream);
  }
  template <class KeysIt, class ValuesIt, class OutputIt, class ScanOp, class InitT,
            class NumItemsT, class EqualityOp = Equality>
  static axlError_t ExclusiveScanByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                       KeysIt d_keys_in, ValuesIt d_values_in,
                                       OutputIt d_values_out, ScanOp scan_op, InitT init_value,
                                       NumItemsT num_items, EqualityOp equality_op = EqualityOp(),
                                       axlStream_t stream = 0) {
    return byKey<InitT>(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in,
                        d_values_out, scan_op, init_value, true, num_items, equality_op,
                        stream);
  }
  template <class KeysIt, class ValuesIt, class OutputIt, class NumItemsT,
            class EqualityOp = Equality>
  static axlError_t InclusiveSumByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                      KeysIt d_keys_in, ValuesIt d_values_in,
                                      OutputIt d_values_out, NumItemsT num_items,
                                      EqualityOp equality_op = EqualityOp(),
                                      axlStream_t stream = 0) {
    using Acc = detail::value_t<ValuesIt>;
    return byKey<Acc>(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out,
                      axlcub::Sum(), Acc{}, false, num_items, equality_op, stream);
  }
  template <class KeysIt, class ValuesIt, class OutputIt, class ScanOp, class NumItemsT,
            class EqualityOp = Equality>
  static axlError_t InclusiveScanByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                       KeysIt d_keys_in, ValuesIt d_values_in,
                                       OutputIt d_values_out, ScanOp scan_op,
                                       NumItemsT num_items, EqualityOp equality_op = EqualityOp(),
                                       axlStream_t stream = 0) {
    using Acc = detail::value_t<ValuesIt>;
    return byKey<Acc>(d_temp_storage, temp_storage_bytes, d_keys_in, d_values_in, d_values_out,
                      scan_op, Acc{}, false, num_items, equality_op, stream);
  }

private:
  /// Exclusive: each run starts from Init; inclusive: from its first value.
  template <class Acc, class KeysIt, class ValuesIt, class OutputIt, class ScanOp,
            class NumItemsT, class EqualityOp>
  static axlError_t byKey(void *d_temp_storage, size_t &temp_storage_bytes, KeysIt d_keys_in,
                          ValuesIt d_values_in, OutputIt d_values_out, ScanOp scan_op, Acc Init,
                          bool Exclusive, NumItemsT num_items, EqualityOp equality_op,
                          axlStream_t stream) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      using Key = detail::value_t<KeysIt>;
      for (long long Start = 0; Start < N;) {
        Key K = d_keys_in[Start];
        long long End = Start + 1;
        while (End < N && equality_op(K, Key(d_keys_in[End])))
          ++End;
        detail::scanRange<Acc>(d_values_in + Start, d_values_out + Start, End - Start, scan_op,
                               Exclusive ? &Init : nullptr, !Exclusive);
        Start = End;
      }
    });
  }

  template <class Acc, class InputIt, class OutputIt, class ScanOp, class NumItemsT>
  static axlError_t run(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, ScanOp scan_op, const Acc *Init, bool Inclusive,
                        NumItemsT num_items, axlStream_t stream) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    bool HasInit = Init != nullptr;
    Acc InitValue = HasInit ? *Init : Acc{};
    return detail::launch(stream, [=]() mutable {
      detail::scanRange<Acc>(d_in, d_out, N, scan_op, HasInit ? &InitValue : nullptr,
                             Inclusive);
    });
  }
};

} // namespace axlcub
