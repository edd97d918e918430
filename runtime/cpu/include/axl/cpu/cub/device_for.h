// CPU backend of CUB's DeviceAdjacentDifference (SubtractLeft/Right, in place
// and Copy, with CUB's two-call temporary-storage protocol), DeviceFor
// (ForEach, ForEachN, ForEachCopy, ForEachCopyN, Bulk) and DeviceTransform's
// one-input Transform, enqueued on the stream (device_common.h).
#pragma once
#include <axl/cpu/cub/device_common.h>

namespace axlcub {

struct DeviceAdjacentDifference {
  /// d_output[0] = d_input[0]; d_output[i] = op(d_input[i], d_input[i-1]).
  template <class InputIt, class OutputIt, class NumItemsT, class DifferenceOp = Difference>
  static axlError_t SubtractLeftCopy(void *d_temp_storage, size_t &temp_storage_bytes,
                                     InputIt d_input, OutputIt d_output, NumItemsT num_items,
                                     DifferenceOp difference_op = {}, axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=]() mutable {
      long long N = static_cast<long long>(num_items);
      if (N <= 0)
        return;
      detail::value_t<InputIt> Prev = d_input[0];
      d_output[0] = Prev;
      for (long long I = 1; I < N; ++I) {
        detail::value_t<InputIt> Cur = d_input[I];
        d_output[I] = difference_op(Cur, Prev);
        Prev = Cur;
      }
    });
  }
  template <class It, class NumItemsT, class DifferenceOp = Difference>
  static axlError_t SubtractLeft(void *d_temp_storage, size_t &temp_storage_bytes, It d_input,
                                 NumItemsT num_items, DifferenceOp difference_op = {},
                                 axlStream_t stream = 0) {
    return SubtractLeftCopy(d_temp_storage, temp_storage_bytes, d_input, d_input, num_items,
                            difference_op, stream);
  }
  /// d_output[i] = op(d_input[i], d_input[i+1]); the last item is copied.
  template <class InputIt, class OutputIt, class NumItemsT, class DifferenceOp = Difference>
  static axlError_t SubtractRightCopy(void *d_temp_storage, size_t &temp_storage_bytes,
                                      InputIt d_input, OutputIt d_output, NumItemsT num_items,
                                      DifferenceOp difference_op = {}, axlStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=]() mutable {
      long long N = static_cast<long long>(num_items);
      for (long long I = 0; I < N; ++I) {
        detail::value_t<InputIt> Cur = d_input[I];
        d_output[I] = I + 1 < N ? difference_op(Cur, d_input[I + 1]) : Cur;
      }
    });
  }
  template <class It, class NumItemsT, class DifferenceOp = Difference>
  static axlError_t SubtractRight(void *d_temp_storage, size_t &temp_storage_bytes, It d_input,
                                  NumItemsT num_items, DifferenceOp difference_op = {},
                                  axlStream_t stream = 0) {
    return SubtractRightCopy(d_temp_storage, temp_storage_bytes, d_input, d_input, num_items,
                             difference_op, stream);
  }

private:
  template <class Work>
  static axlError_t run(void *d_temp_storage, size_t &temp_storage_bytes, axlStream_t stream,
                        Work W) {
    if (axlError_t E = detail::noTemporaries(d_temp_storage, temp_storage_bytes);
        E != axlSuccess || !d_temp_storage)
      return E;
    return detail::launch(stream, std::move(W));
  }
};

/// No temporary storage: each call enqueues its work at once.
struct DeviceFor {
  /// op(element) for each element (a reference into the sequence).
  template <class It, class NumItemsT, class OpT>
  static axlError_t ForEachN(It first, NumItemsT num_items, OpT op, axlStream_t stream = 0) {
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      for (long long I = 0; I < N; ++I)
        op(first[I]);
    });
  }
  template <class It, class OpT>
  static axlError_t ForEach(It first, It last, OpT op, axlStream_t stream = 0) {
    return ForEachN(first, last - first, op, stream);
  }
  /// op(copy of element).
  template <class It, class NumItemsT, class OpT>
  static axlError_t ForEachCopyN(It first, NumItemsT num_items, OpT op, axlStream_t stream = 0) {
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      for (long long I = 0; I < N; ++I)
        op(detail::value_t<It>(first[I]));
    });
  }
  template <class It, class OpT>
  static axlError_t ForEachCopy(It first, It last, OpT op, axlStream_t stream = 0) {
    return ForEachCopyN(first, last - first, op, stream);
  }
  /// op(i) for i in [0, shape).
  template <class ShapeT, class OpT>
  static axlError_t Bulk(ShapeT shape, OpT op, axlStream_t stream = 0) {
    return detail::launch(stream, [=]() mutable {
      for (ShapeT I = 0; I < shape; ++I)
        op(I);
    });
  }
};

struct DeviceTransform {
  /// output[i] = transform_op(input[i]).
  template <class InputIt, class OutputIt, class NumItemsT, class TransformOp>
  static axlError_t Transform(InputIt input, OutputIt output, NumItemsT num_items,
                              TransformOp transform_op, axlStream_t stream = 0) {
    long long N = static_cast<long long>(num_items);
    return detail::launch(stream, [=]() mutable {
      for (long long I = 0; I < N; ++I)
        output[I] = transform_op(input[I]);
    });
  }
};

} // namespace axlcub
