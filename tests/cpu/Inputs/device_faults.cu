// Device-side faults as CUDA reports them: a failed assert or __trap() stops
// the kernel, the error is sticky (every later call returns it until the
// device is reset), and the program goes on to check it and exit by itself.
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__device__ void check(int v, int bad) { assert(v != bad); }

// No barrier: the threads run one after the other, or as one loop.
__global__ void plain(int *out, int bad) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i != bad);
  out[i] = i;
}

// Barriers around the assert: the threads run on fibers, or as loops; the
// faulting thread stops while others wait at the second barrier.
__global__ void barriers(int *out, int bad) {
  __shared__ int s[64];
  s[threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x;
  __syncthreads();
  check(s[threadIdx.x], bad);
  __syncthreads();
  out[s[63 - threadIdx.x]] = 1;
}

// A member function with barriers: as loops, its call runs on fibers.
struct Checker {
  int bad;
  __device__ void check(int v) {
    __syncthreads();
    assert(v != bad);
    __syncthreads();
  }
};
__global__ void member(int *out, int bad) {
  Checker c{bad};
  c.check(blockIdx.x * blockDim.x + threadIdx.x);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void traps(int *out, int bad) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  __syncthreads();
  if (i == bad)
    __trap();
  out[i] = i;
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  const int bad = argc > 2 ? std::atoi(argv[2]) : -1;
  int *out;
  cudaMalloc(&out, 256 * sizeof(int));
  if (!std::strcmp(what, "plain"))
    plain<<<4, 64>>>(out, bad);
  else if (!std::strcmp(what, "barriers"))
    barriers<<<4, 64>>>(out, bad);
  else if (!std::strcmp(what, "member"))
    member<<<4, 64>>>(out, bad);
  else if (!std::strcmp(what, "trap"))
    traps<<<4, 64>>>(out, bad);
  printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("again: %s\n", cudaGetErrorName(cudaGetLastError()));
  int *more = nullptr;
  printf("malloc: %s\n", cudaGetErrorName(cudaMalloc(&more, 16)));
  plain<<<1, 32>>>(out, -1);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("reset: %s\n", cudaGetErrorName(cudaDeviceReset()));
  cudaMalloc(&out, 256 * sizeof(int));
  plain<<<4, 64>>>(out, -1);
  printf("after reset: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
