// CPU backend of CUB's DeviceSelect (If, Flagged, Unique), with CUB's
// two-call temporary-storage protocol (device_common.h): the selected items
// are compacted in their input order to d_out and their number written to
// *d_num_selected_out. Unique keeps the first item of each run of equal
// consecutive items (compared with ==, or the given equality operator).
#pragma once
#include <axl/cpu/cub/device_common.h>

namespace axlcub {

struct DeviceSelect {
  template <class InputIt, class OutputIt, class NumSelectedIt, class NumItemsT, class SelectOp>
  static axlError_t If(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                       OutputIt d_out, NumSelectedIt d_num_selected_out, NumItemsT num_items,
                       SelectOp select_op, axlStream_t stream = 0) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      long long Kept = 0;
      for (long long I = 0; I < N; ++I) {
        detail::value_t<InputIt> V = d_in[I];
        if (select_op(V))
          d_out[Kept++] = V;
      }
      *d_num_selected_out = Kept;
    });
  }

  template <class InputIt, class FlagIt, class OutputIt, class NumSelectedIt, class NumItemsT>
  static axlError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                            FlagIt d_flags, OutputIt d_out, NumSelectedIt d_num_selected_out,
                            NumItemsT num_items, axlStream_t stream = 0) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      long long Kept = 0;
      for (long long I = 0; I < N; ++I)
        if (d_flags[I])
          d_out[Kept++] = d_in[I];
      *d_num_selected_out = Kept;
    });
  }

  template <class InputIt, class OutputIt, class NumSelectedIt, class NumItemsT,
            class EqualityOp = Equality>
  static axlError_t Unique(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                           OutputIt d_out, NumSelectedIt d_num_selected_out,
                           NumItemsT num_items, axlStream_t stream = 0,
                           EqualityOp equality_op = EqualityOp()) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      using V = detail::value_t<InputIt>;
      long long Kept = 0;
      for (long long I = 0; I < N; ++I) {
        V Item = d_in[I];
        if (I == 0 || !equality_op(V(d_in[I - 1]), Item))
          d_out[Kept++] = Item;
      }
      *d_num_selected_out = Kept;
    });
  }
};

} // namespace axlcub
