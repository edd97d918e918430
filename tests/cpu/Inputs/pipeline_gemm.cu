// A matrix product whose tiles reach shared memory by asynchronous copies,
// double-buffered as GEMMs on GPUs with asynchronous copies do: the next
// tile's copy is issued before the current one is used. Two kernels: one
// with libcu++'s block-scope cuda::pipeline and cuda::memcpy_async, one
// with the per-thread primitives (__pipeline_memcpy_async of 16 bytes,
// __pipeline_commit, __pipeline_wait_prior). Both are checked against a
// product in double on the host.
#include <cooperative_groups.h>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;
constexpr int Tile = 16;

// C = A * B, all N x N row-major, N a multiple of Tile; a block of
// Tile x Tile threads computes one tile of C.
__global__ void gemmPipeline(const float *A, const float *B, float *C, int N) {
  __shared__ float As[2][Tile][Tile], Bs[2][Tile][Tile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> State;
  cg::thread_block Block = cg::this_thread_block();
  cuda::pipeline<cuda::thread_scope_block> Pipe = cuda::make_pipeline(Block, &State);
  const int Tx = threadIdx.x, Ty = threadIdx.y;
  const int Row = blockIdx.y * Tile + Ty, Col = blockIdx.x * Tile + Tx;
  const int Steps = N / Tile;
  // Stage 0 holds step 0; each step fetches the next into the other stage.
  Pipe.producer_acquire();
  cuda::memcpy_async(&As[0][Ty][Tx], &A[Row * N + Tx], sizeof(float), Pipe);
  cuda::memcpy_async(&Bs[0][Ty][Tx], &B[Ty * N + Col], sizeof(float), Pipe);
  Pipe.producer_commit();
  float Sum = 0.0f;
  for (int Step = 0; Step < Steps; ++Step) {
    const int Cur = Step % 2, Next = 1 - Cur;
    if (Step + 1 < Steps) {
      const int K = (Step + 1) * Tile;
      Pipe.producer_acquire();
      cuda::memcpy_async(&As[Next][Ty][Tx], &A[Row * N + K + Tx], sizeof(float), Pipe);
      cuda::memcpy_async(&Bs[Next][Ty][Tx], &B[(K + Ty) * N + Col], sizeof(float), Pipe);
      Pipe.producer_commit();
    }
    Pipe.consumer_wait();
    __syncthreads();
    for (int K = 0; K < Tile; ++K)
      Sum += As[Cur][Ty][K] * Bs[Cur][K][Tx];
    __syncthreads();
    Pipe.consumer_release();
  }
  C[Row * N + Col] = Sum;
}

// The same product; each thread of the first Tile / 4 columns copies four
// floats (16 bytes) of a row of each tile with the primitives.
__global__ void gemmPrimitives(const float *A, const float *B, float *C, int N) {
  __shared__ __align__(16) float As[2][Tile][Tile];
  __shared__ __align__(16) float Bs[2][Tile][Tile];
  const int Tx = threadIdx.x, Ty = threadIdx.y;
  const int Row = blockIdx.y * Tile + Ty, Col = blockIdx.x * Tile + Tx;
  const int Steps = N / Tile;
  auto fetch = [&](int Stage, int Step) {
    if (Tx < Tile / 4) {
      const int K = Step * Tile;
      __pipeline_memcpy_async(&As[Stage][Ty][4 * Tx], &A[Row * N + K + 4 * Tx], 16);
      __pipeline_memcpy_async(&Bs[Stage][Ty][4 * Tx],
                              &B[(K + Ty) * N + blockIdx.x * Tile + 4 * Tx], 16);
    }
    __pipeline_commit();
  };
  fetch(0, 0);
  float Sum = 0.0f;
  for (int Step = 0; Step < Steps; ++Step) {
    const int Cur = Step % 2;
    if (Step + 1 < Steps) {
      fetch(1 - Cur, Step + 1);
      __pipeline_wait_prior(1); // all but the newest batch are done
    } else {
      __pipeline_wait_prior(0);
    }
    __syncthreads();
    for (int K = 0; K < Tile; ++K)
      Sum += As[Cur][Ty][K] * Bs[Cur][K][Tx];
    __syncthreads();
  }
  C[Row * N + Col] = Sum;
}

static double maxRelativeError(const std::vector<float> &A, const std::vector<float> &B,
                               const std::vector<float> &C, int N) {
  double Worst = 0;
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J) {
      double Want = 0, Scale = 0;
      for (int K = 0; K < N; ++K) {
        Want += double(A[I * N + K]) * B[K * N + J];
        Scale += std::fabs(double(A[I * N + K]) * B[K * N + J]);
      }
      Worst = std::fmax(Worst, std::fabs(C[I * N + J] - Want) / Scale);
    }
  return Worst;
}

int main() {
  const int N = 128;
  std::vector<float> A(N * N), B(N * N), C(N * N);
  for (int I = 0; I < N * N; ++I) {
    A[I] = float((I * 37) % 101) / 101.0f - 0.5f;
    B[I] = float((I * 53) % 89) / 89.0f - 0.5f;
  }
  float *DA, *DB, *DC;
  cudaMalloc(&DA, N * N * sizeof(float));
  cudaMalloc(&DB, N * N * sizeof(float));
  cudaMalloc(&DC, N * N * sizeof(float));
  cudaMemcpy(DA, A.data(), N * N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(DB, B.data(), N * N * sizeof(float), cudaMemcpyHostToDevice);
  int Failures = 0;
  const dim3 Grid(N / Tile, N / Tile), Threads(Tile, Tile);
  for (int Kernel = 0; Kernel < 2; ++Kernel) {
    cudaMemset(DC, 0, N * N * sizeof(float));
    if (Kernel == 0)
      gemmPipeline<<<Grid, Threads>>>(DA, DB, DC, N);
    else
      gemmPrimitives<<<Grid, Threads>>>(DA, DB, DC, N);
    cudaError_t E = cudaMemcpy(C.data(), DC, N * N * sizeof(float), cudaMemcpyDeviceToHost);
    const double Err = maxRelativeError(A, B, C, N);
    const bool Ok = E == cudaSuccess && Err < 1e-5;
    std::printf("%s: %s (relative error %s 1e-5)\n",
                Kernel == 0 ? "cuda::pipeline GEMM" : "__pipeline_memcpy_async GEMM",
                Ok ? "right" : "WRONG", Err < 1e-5 ? "below" : "above");
    Failures += !Ok;
  }
  cudaFree(DA);
  cudaFree(DB);
  cudaFree(DC);
  std::printf("%s\n", Failures ? "FAILED" : "PASSED");
  return Failures ? 1 : 0;
}
