// Thrust on the CPU backend (Debian's libthrust-dev, TBB device system):
// device_vector, transform with a __host__ __device__ functor, reduce, sort,
// sort_by_key, inclusive/exclusive_scan, device_ptr over axlMalloc'd memory
// (device_pointer_cast, raw_pointer_cast), thrust::cuda::par.on(stream) as
// ports keep it, ordered after a kernel on that stream, and calls without a
// policy ordered after kernels on the legacy and blocking streams; each
// result checked against a host reference over several sizes.
#include "cub_check.h"

#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/transform.h>

#include <algorithm>
#include <numeric>

static_assert(THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_TBB,
              "the CPU backend's Thrust device system is TBB");

struct affine {
  int a, b;
  __host__ __device__ int operator()(int x) const { return a * x + b; }
};

__global__ void slowFill(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i % 13 + 1;
}

void testVectors(int n) {
  std::vector<int> h = randomInts(n, -1000, 1000, n);
  thrust::device_vector<int> v(h.begin(), h.end());
  thrust::transform(v.begin(), v.end(), v.begin(), affine{3, -2});
  std::vector<int> w(n);
  std::transform(h.begin(), h.end(), w.begin(), [](int x) { return 3 * x - 2; });
  CHECK(thrust::reduce(v.begin(), v.end()) == std::accumulate(w.begin(), w.end(), 0));
  CHECK(thrust::reduce(v.begin(), v.end(), 0, thrust::maximum<int>()) ==
        std::accumulate(w.begin(), w.end(), 0, [](int a, int b) { return std::max(a, b); }));

  thrust::device_vector<int> incl(n), excl(n);
  thrust::inclusive_scan(v.begin(), v.end(), incl.begin());
  thrust::exclusive_scan(v.begin(), v.end(), excl.begin(), 5);
  std::vector<int> wi(n), we(n);
  int run = 0;
  for (int i = 0; i < n; ++i) {
    we[i] = run + 5;
    wi[i] = run += w[i];
  }
  thrust::host_vector<int> gi = incl, ge = excl;
  expectEqual("thrust::inclusive_scan", n, std::vector<int>(gi.begin(), gi.end()), wi);
  expectEqual("thrust::exclusive_scan", n, std::vector<int>(ge.begin(), ge.end()), we);

  thrust::sort(v.begin(), v.end());
  std::sort(w.begin(), w.end());
  thrust::host_vector<int> gs = v;
  expectEqual("thrust::sort", n, std::vector<int>(gs.begin(), gs.end()), w);

  // sort_by_key: the keys sorted, each value still with its key.
  std::vector<int> keys = randomInts(n, 0, 50, n + 1), vals(n);
  for (int i = 0; i < n; ++i)
    vals[i] = keys[i] * 1000 + i % 1000;
  thrust::device_vector<int> dk(keys.begin(), keys.end()), dv(vals.begin(), vals.end());
  thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
  thrust::host_vector<int> gk = dk, gv = dv;
  std::sort(keys.begin(), keys.end());
  expectEqual("thrust::sort_by_key keys", n, std::vector<int>(gk.begin(), gk.end()), keys);
  std::vector<int> sortedVals(gv.begin(), gv.end()), allVals = vals;
  for (int i = 0; i < n; ++i)
    CHECK(sortedVals[i] / 1000 == gk[i]);
  std::sort(sortedVals.begin(), sortedVals.end());
  std::sort(allVals.begin(), allVals.end());
  expectEqual("thrust::sort_by_key values", n, sortedVals, allVals);
}

void testDevicePointers(int n) {
  axlStream_t s;
  CHECK_OK(axlStreamCreate(&s));
  int *raw = nullptr;
  CHECK_OK(axlMalloc(&raw, n * sizeof(int)));
  axlLaunchKernelGGL(slowFill, dim3((n + 127) / 128), dim3(128), 0, s, raw, n);
  thrust::device_ptr<int> p = thrust::device_pointer_cast(raw);
  CHECK(thrust::raw_pointer_cast(p) == raw);
  // par.on(s) orders the reduction after the kernel.
  long long want = 0;
  for (int i = 0; i < n; ++i)
    want += i % 13 + 1;
  CHECK(thrust::reduce(thrust::cuda::par.on(s), p, p + n, 0LL) == want);
  thrust::sort(thrust::cuda::par.on(s), p, p + n, thrust::greater<int>());
  std::vector<int> got(n);
  CHECK_OK(axlMemcpy(got.data(), raw, n * sizeof(int), axlMemcpyDeviceToHost));
  CHECK(std::is_sorted(got.begin(), got.end(), std::greater<int>()));
  CHECK(got.front() == std::min(n, 13) && got.back() == 1);
  // Raw device pointers with the device and thrust::cuda policies.
  thrust::sort(thrust::device, raw, raw + n);
  CHECK(thrust::is_sorted(thrust::cuda::par, raw, raw + n));
  CHECK(thrust::reduce(thrust::cuda::par_nosync.on(s), raw, raw + n, 0LL) == want);
  CHECK_OK(axlFree(raw));
  CHECK_OK(axlStreamDestroy(s));
}

// Long enough (barriers switch fibers) for a Thrust call that did not wait
// to read the buffer before the kernel writes it.
__global__ void slowWrite(int *out, int n, int value) {
  int acc = 0;
  for (int k = 0; k < 40; ++k) {
    acc += k;
    __syncthreads();
  }
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value + (acc == 780 ? 0 : 1000);
}

/// Calls without a policy run after the work enqueued before them on the
/// legacy default stream and on blocking streams, as on CUDA's legacy
/// stream.
void testLegacyOrder() {
  const int n = 1 << 15;
  thrust::device_vector<int> v(n, 0);
  int *raw = thrust::raw_pointer_cast(v.data());
  axlLaunchKernelGGL(slowWrite, dim3(n / 256), dim3(256), 0, 0, raw, n, 2);
  CHECK(thrust::reduce(v.begin(), v.end()) == 2 * n);
  axlStream_t blocking;
  CHECK_OK(axlStreamCreate(&blocking));
  axlLaunchKernelGGL(slowWrite, dim3(n / 256), dim3(256), 0, blocking, raw, n, 3);
  thrust::transform(v.begin(), v.end(), v.begin(), affine{2, 1});
  CHECK(thrust::reduce(v.begin(), v.end()) == 7 * n);
  CHECK_OK(axlStreamDestroy(blocking));
}

int main() {
  for (int n : {1, 17, 1000, 100003})
    testVectors(n);
  std::printf("PASS device_vector algorithms\n");
  for (int n : {1, 999, 65537})
    testDevicePointers(n);
  std::printf("PASS device_ptr and par.on(stream)\n");
  testLegacyOrder();
  std::printf("PASS legacy stream order\n");
}
