// Namespaced C++ libraries: cub:: maps to axlcub:: as a whole (qualifiers,
// `using namespace`, namespace aliases, a `namespace cub { }` block that
// adds the program's own helper to it), each CUB header to its
// own dialect header, the CUB_ macros to AXLCUB_; NVTX3's C++ wrappers
// (nvtx3:: to axltx3::, NVTX3_ macros); Thrust kept as it is. A variable or
// member named like a namespace is the program's own.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: grep -v '^ *//' %t.cu | not grep -E '(^|[^_[:alnum:]])(cub::|CUB_|nvtx3::|NVTX3_|<cub/|<nvtx3/)'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/cub/block/block_reduce.cuh>
#include <cub/block/block_reduce.cuh>
// CHECK: #include <axl/cub/device/device_reduce.cuh>
#include "cub/device/device_reduce.cuh"
// CHECK: #include <axl/cub/util_type.cuh>
#include <cub/util_type.cuh>
// CHECK: #include <axl/tx.hpp>
#include <nvtx3/nvtx3.hpp>
// CHECK: #include <thrust/device_ptr.h>
#include <thrust/device_ptr.h>

struct Fixed16 {
  short bits;
};

// CHECK: namespace axlcub {
namespace cub {
__host__ __device__ inline float to_float(Fixed16 v) { return v.bits / 256.f; }
} // namespace cub

// CHECK: namespace c = axlcub;
namespace c = cub;

// CHECK: #if AXLCUB_VERSION >= 200000
#if CUB_VERSION >= 200000
#define HAVE_CUB2 1
#endif

struct Config {
  int cub; // a member named like the namespace
};

template <int Threads> __global__ void block_sum(const float *x, float *out) {
  // CHECK: using namespace axlcub;
  using namespace cub;
  // CHECK: using R = axlcub::BlockReduce<float, Threads>;
  using R = cub::BlockReduce<float, Threads>;
  __shared__ typename R::TempStorage temp;
  // CHECK: float s = R(temp).Sum(x[threadIdx.x] + axlcub::to_float(Fixed16{256}));
  float s = R(temp).Sum(x[threadIdx.x] + cub::to_float(Fixed16{256}));
  if (threadIdx.x == 0)
    *out = s;
}

// CHECK: size_t scratch(const float *in, float *out, int n, axlStream_t stream, Config cfg) {
size_t scratch(const float *in, float *out, int n, cudaStream_t stream, Config cfg) {
  // CHECK: AXLTX3_FUNC_RANGE();
  NVTX3_FUNC_RANGE();
  // CHECK: axltx3::scoped_range r{"scratch"};
  nvtx3::scoped_range r{"scratch"};
  size_t bytes = 0;
  // CHECK: ::axlcub::DeviceReduce::Sum(nullptr, bytes, in, out, n, stream);
  ::cub::DeviceReduce::Sum(nullptr, bytes, in, out, n, stream);
  // CHECK: c::DeviceReduce::Max(nullptr, bytes, in, out, n, stream);
  c::DeviceReduce::Max(nullptr, bytes, in, out, n, stream);
  // CHECK: thrust::device_ptr<const float> p(in);
  thrust::device_ptr<const float> p(in);
  int cub = cfg.cub;
  // CHECK: return bytes + cub + (p.get() != nullptr);
  return bytes + cub + (p.get() != nullptr);
}

template __global__ void block_sum<128>(const float *, float *);
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 0 left; 0 warnings
