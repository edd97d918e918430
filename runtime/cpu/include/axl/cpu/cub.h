// CPU backend of <axl/cub.h>: CUB in the dialect namespace axlcub, written
// for the CPU backend. The block primitives keep their TempStorage in
// __shared__ memory and meet at the backend's __syncthreads; the warp ones
// are warp collectives of the engine; the device-wide ones keep CUB's
// two-call temporary-storage protocol and run in stream order on the
// stream's executor (device memory is host memory). Every <axl/cub/...>
// header of a port resolves to this umbrella on the CPU backend. Primitives
// not listed here (BlockShuffle, BlockRunLengthDecode,
// WarpLoad/Store/Exchange/MergeSort, DeviceCopy, DeviceMemcpy, DeviceSpmv,
// DeviceTransform's tuple forms, the multi-channel histograms,
// DeviceSegmentedSort's DoubleBuffer forms, ...) are not implemented: a use
// does not compile.
#pragma once
#include <axl/cpu/cub/util.h>
#include <axl/cpu/cub/iterator.h>
#include <axl/cpu/cub/numeric_traits.h>
#include <axl/cpu/cub/thread_warp_util.h>
#include <axl/cpu/cub/util_allocator.h>
#include <axl/cpu/cub/block_load_store.h>
#include <axl/cpu/cub/block_adjacent.h>
#include <axl/cpu/cub/block_discontinuity.h>
#include <axl/cpu/cub/block_exchange.h>
#include <axl/cpu/cub/block_histogram.h>
#include <axl/cpu/cub/block_reduce.h>
#include <axl/cpu/cub/block_scan.h>
#include <axl/cpu/cub/block_radix_sort.h>
#include <axl/cpu/cub/warp.h>
#include <axl/cpu/cub/device_reduce.h>
#include <axl/cpu/cub/device_scan.h>
#include <axl/cpu/cub/device_for.h>
#include <axl/cpu/cub/device_merge_sort.h>
#include <axl/cpu/cub/device_radix_sort.h>
#include <axl/cpu/cub/device_run_length.h>
#include <axl/cpu/cub/device_select.h>
#include <axl/cpu/cub/device_histogram.h>
