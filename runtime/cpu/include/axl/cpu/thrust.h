// CPU backend: Thrust (Debian's libthrust-dev) with TBB as its device system
// (THRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_TBB, set by axl-config and the
// axl::cpu target), so device_vector, device_ptr over axlMalloc'd memory
// (host memory here) and the algorithms run on TBB's threads.
//
// Ported code keeps Thrust's names, thrust::cuda::par.on(stream) included:
// here thrust::cuda names the device system. `par` is its parallel policy;
// `par.on(stream)` (and par_nosync.on) first waits for the work enqueued on
// the stream, then runs the algorithm on the calling thread, which orders it
// after that work as CUDA orders it on the stream (CUDA's Thrust returns
// after the algorithm too for those that return values).
//
// Thrust calls without a policy wait for the legacy default stream
// (thrust_order.h).
#pragma once
#include <axl/cpu/runtime.h>

#include <thrust/execution_policy.h>
#include <thrust/system/tbb/detail/execution_policy.h>
#include <axl/cpu/thrust_order.h>

#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_TBB
#error "axl cpu backend: Thrust's device system must be TBB (THRUST_DEVICE_SYSTEM_TBB, which axl-config --backend cpu --cflags and the axl::cpu target set)"
#endif

namespace thrust {
namespace cuda {
namespace axl_detail {
/// The device system's policy that waits for a stream's work first.
struct stream_wait_t {
  thrust::detail::device_t on(axlStream_t Stream) const {
    ::axl::cpu::detail::thrustWaitFor(Stream,
                                      "thrust::cuda::par.on(stream): the stream's work failed");
    return thrust::detail::device_t();
  }
};
} // namespace axl_detail

struct par_t : thrust::detail::device_t, axl_detail::stream_wait_t {};
struct par_nosync_t : thrust::detail::device_t, axl_detail::stream_wait_t {};
THRUST_INLINE_CONSTANT par_t par;
THRUST_INLINE_CONSTANT par_nosync_t par_nosync;
using tag = thrust::device_system_tag;
} // namespace cuda
namespace system {
namespace cuda {
using thrust::cuda::par;
using thrust::cuda::par_nosync;
using thrust::cuda::tag;
} // namespace cuda
} // namespace system
} // namespace thrust
