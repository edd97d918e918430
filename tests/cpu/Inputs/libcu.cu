// libcu++ in CUDA code, ported and run on the CPU backend: a block-scope
// cuda::barrier (init, arrive_and_wait, arrive and wait with a token,
// memcpy_async of a group), block-scope and thread-scope cuda::pipeline
// (producer/consumer acquire, commit, wait, release), and cuda::std names.
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/std/array>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cstdio>
namespace cg = cooperative_groups;

static_assert(cuda::std::is_same_v<cuda::std::uint32_t, unsigned>, "uint32_t");
static_assert(cuda::std::numeric_limits<int>::max() == 2147483647, "limits");

constexpr int Block = 64;

// out[t] = 2 * in[(t + 2) % Block], through shared memory and a barrier.
__global__ void barrierKernel(const int *in, int *out) {
  using Barrier = cuda::barrier<cuda::thread_scope_block>;
  __shared__ Barrier bar;
  __shared__ int s[Block];
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, s, in + blockIdx.x * Block, sizeof(int) * Block, bar);
  bar.arrive_and_wait();
  const int v = s[(threadIdx.x + 1) % Block];
  Barrier::arrival_token token = bar.arrive();
  bar.wait(cuda::std::move(token));
  s[threadIdx.x] = v * 2;
  bar.arrive_and_wait();
  out[blockIdx.x * Block + threadIdx.x] = s[(threadIdx.x + 1) % Block];
}

// Tiles streamed through Stages shared buffers: out[t] = the sum over the
// tiles of tile[(3 t) % Block].
template <int Stages>
__global__ void pipelineKernel(const int *in, int *out, int tiles) {
  __shared__ int buf[Stages][Block];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  const int *base = in + blockIdx.x * tiles * Block;
  int acc = 0, fetched = 0;
  for (int t = 0; t < tiles; ++t) {
    for (; fetched < tiles && fetched < t + Stages; ++fetched) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, buf[fetched % Stages], base + fetched * Block,
                         sizeof(int) * Block, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    acc += buf[t % Stages][(threadIdx.x * 3) % Block];
    pipe.consumer_release();
  }
  out[blockIdx.x * Block + threadIdx.x] = acc;
}

// Half the block copies the tiles (producers), the other half sums them
// (consumers): out[t] = the sum over the tiles of tile[(3 t) % Block].
__global__ void rolesKernel(const int *in, int *out, int tiles) {
  constexpr int Stages = 2, Half = Block / 2;
  __shared__ int buf[Stages][Block];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  auto block = cg::this_thread_block();
  const bool producer = block.thread_rank() < Half;
  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(
      block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
  const int *base = in + blockIdx.x * tiles * Block;
  int acc = 0;
  for (int t = 0; t < tiles; ++t) {
    if (producer) {
      pipe.producer_acquire();
      cuda::memcpy_async(&buf[t % Stages][2 * threadIdx.x], base + t * Block + 2 * threadIdx.x,
                         sizeof(int) * 2, pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      acc += buf[t % Stages][(threadIdx.x * 3) % Block];
      pipe.consumer_release();
    }
  }
  if (!producer)
    out[blockIdx.x * Block + threadIdx.x] = acc;
}

// A thread's own pipeline: out[i] = in[4i] + ... + in[4i + 3].
__global__ void threadPipeline(const int *in, int *out) {
  auto pipe = cuda::make_pipeline();
  const int i = blockIdx.x * Block + threadIdx.x;
  alignas(16) int local[4];
  pipe.producer_acquire();
  cuda::memcpy_async(local, in + 4 * i, cuda::aligned_size_t<16>(sizeof(local)), pipe);
  pipe.producer_commit();
  cuda::pipeline_consumer_wait_prior<0>(pipe);
  cuda::std::array<int, 4> a{local[0], local[1], local[2], local[3]};
  cuda::std::pair<int, int> p{a[0] + a[1], a[2] + a[3]};
  out[i] = p.first + p.second;
  pipe.consumer_release();
}

int main() {
  const int Blocks = 3, Tiles = 5, N = Blocks * Block * Tiles;
  int *in, *out;
  cudaMallocManaged(&in, N * sizeof(int));
  cudaMallocManaged(&out, Blocks * Block * sizeof(int));
  for (int i = 0; i < N; ++i)
    in[i] = (i * 37) % 101;

  barrierKernel<<<Blocks, Block>>>(in, out);
  cudaDeviceSynchronize();
  bool ok = true;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < Block; ++t)
      ok &= out[b * Block + t] == 2 * in[b * Block + (t + 2) % Block];
  std::printf("barrier: %s\n", ok ? "ok" : "WRONG");

  pipelineKernel<2><<<Blocks, Block>>>(in, out, Tiles);
  cudaDeviceSynchronize();
  ok = true;
  for (int b = 0; b < Blocks; ++b)
    for (int t = 0; t < Block; ++t) {
      int want = 0;
      for (int k = 0; k < Tiles; ++k)
        want += in[(b * Tiles + k) * Block + (t * 3) % Block];
      ok &= out[b * Block + t] == want;
    }
  std::printf("block pipeline: %s\n", ok ? "ok" : "WRONG");

  rolesKernel<<<Blocks, Block>>>(in, out, Tiles);
  cudaDeviceSynchronize();
  ok = true;
  for (int b = 0; b < Blocks; ++b)
    for (int t = Block / 2; t < Block; ++t) {
      int want = 0;
      for (int k = 0; k < Tiles; ++k)
        want += in[(b * Tiles + k) * Block + (t * 3) % Block];
      ok &= out[b * Block + t] == want;
    }
  std::printf("producer/consumer pipeline: %s\n", ok ? "ok" : "WRONG");

  threadPipeline<<<Blocks, Block>>>(in, out);
  cudaDeviceSynchronize();
  ok = true;
  for (int i = 0; i < Blocks * Block; ++i)
    ok &= out[i] == in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
  std::printf("thread pipeline: %s\n", ok ? "ok" : "WRONG");
  return 0;
}
