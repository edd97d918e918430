// A CUDA program using CUB and Thrust as real code does: a kernel with
// cub::BlockReduce, cub::DeviceReduce::Sum and cub::DeviceRadixSort::SortPairs
// with the two-call temporary-storage protocol on a stream, and
// thrust::sort / thrust::reduce / thrust::transform over device memory, with
// thrust::cuda::par.on(stream). It checks every result against the host and
// prints PASS.
#include <cub/cub.cuh>
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("FAIL %s: %s\n", #x, cudaGetErrorString(e_));                \
      return 1;                                                                \
    }                                                                          \
  } while (0)
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      std::printf("FAIL line %d: %s\n", __LINE__, #c);                         \
      return 1;                                                                \
    }                                                                          \
  } while (0)

constexpr int kBlock = 128;

// Each block sums its 4 * kBlock items (the last block partially filled).
__global__ void blockSums(const int *in, int n, int *out) {
  typedef cub::BlockReduce<int, kBlock> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp;
  int items[4];
  int base = blockIdx.x * kBlock * 4;
  for (int i = 0; i < 4; ++i) {
    int idx = base + threadIdx.x * 4 + i;
    items[i] = idx < n ? in[idx] : 0;
  }
  int sum = BlockReduceT(temp).Sum(items);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
  const int n = 3001;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7919) % 1000 - 500;
  long long want = std::accumulate(h.begin(), h.end(), 0LL);

  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  int *d_in, *d_out, *d_blocks;
  const int blocks = (n + kBlock * 4 - 1) / (kBlock * 4);
  CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CHECK(cudaMalloc(&d_out, sizeof(int)));
  CHECK(cudaMalloc(&d_blocks, blocks * sizeof(int)));
  CHECK(cudaMemcpyAsync(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice, stream));

  blockSums<<<blocks, kBlock, 0, stream>>>(d_in, n, d_blocks);
  CHECK(cudaGetLastError());
  std::vector<int> hb(blocks);
  CHECK(cudaMemcpyAsync(hb.data(), d_blocks, blocks * sizeof(int), cudaMemcpyDeviceToHost,
                        stream));
  CHECK(cudaStreamSynchronize(stream));
  EXPECT(std::accumulate(hb.begin(), hb.end(), 0LL) == want);
  for (int b = 0; b < blocks; ++b) {
    int s = 0;
    for (int i = b * kBlock * 4; i < std::min(n, (b + 1) * kBlock * 4); ++i)
      s += h[i];
    EXPECT(hb[b] == s);
  }

  // DeviceReduce::Sum: the size query, then the work on the stream.
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream));
  EXPECT(temp_bytes > 0);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n, stream));
  int sum = 0;
  CHECK(cudaMemcpyAsync(&sum, d_out, sizeof(int), cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  EXPECT(sum == want);
  CHECK(cudaFree(d_temp));

  // DeviceRadixSort::SortPairs: keys with their positions.
  int *d_keys_out, *d_vals_in, *d_vals_out;
  CHECK(cudaMalloc(&d_keys_out, n * sizeof(int)));
  CHECK(cudaMalloc(&d_vals_in, n * sizeof(int)));
  CHECK(cudaMalloc(&d_vals_out, n * sizeof(int)));
  std::vector<int> pos(n);
  std::iota(pos.begin(), pos.end(), 0);
  CHECK(cudaMemcpy(d_vals_in, pos.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  d_temp = nullptr;
  temp_bytes = 0;
  CHECK(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_in, d_keys_out, d_vals_in,
                                        d_vals_out, n, 0, 32, stream));
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_in, d_keys_out, d_vals_in,
                                        d_vals_out, n, 0, 32, stream));
  std::vector<int> keys(n), vals(n);
  CHECK(cudaMemcpyAsync(keys.data(), d_keys_out, n * sizeof(int), cudaMemcpyDeviceToHost,
                        stream));
  CHECK(cudaMemcpyAsync(vals.data(), d_vals_out, n * sizeof(int), cudaMemcpyDeviceToHost,
                        stream));
  CHECK(cudaStreamSynchronize(stream));
  std::stable_sort(pos.begin(), pos.end(), [&](int a, int b) { return h[a] < h[b]; });
  for (int i = 0; i < n; ++i)
    EXPECT(vals[i] == pos[i] && keys[i] == h[pos[i]]);
  CHECK(cudaFree(d_temp));

  // Thrust over the same device memory, ordered on the stream.
  thrust::device_ptr<int> p = thrust::device_pointer_cast(d_in);
  thrust::sort(thrust::cuda::par.on(stream), p, p + n);
  int total = thrust::reduce(thrust::cuda::par.on(stream), p, p + n, 0);
  EXPECT(total == want);
  std::vector<int> sorted(n);
  CHECK(cudaMemcpy(sorted.data(), thrust::raw_pointer_cast(p), n * sizeof(int),
                   cudaMemcpyDeviceToHost));
  EXPECT(std::is_sorted(sorted.begin(), sorted.end()) && sorted.front() == keys.front());
  thrust::device_vector<float> v(h.begin(), h.end());
  thrust::transform(v.begin(), v.end(), v.begin(), square());
  double sq = thrust::reduce(v.begin(), v.end(), 0.0);
  double wantSq = 0;
  for (int x : h)
    wantSq += double(x) * x;
  EXPECT(sq == wantSq);

  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_blocks));
  CHECK(cudaFree(d_keys_out));
  CHECK(cudaFree(d_vals_in));
  CHECK(cudaFree(d_vals_out));
  CHECK(cudaStreamDestroy(stream));
  std::printf("PASS cub_program\n");
  return 0;
}
