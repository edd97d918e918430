// Kernels whose parameters are cv-qualified, as CUDA accepts them: pointers
// to volatile (and to const volatile), const and volatile by-value
// parameters, volatile pointers, a struct with volatile members, and
// template kernels that deduce their types from such arguments, launched
// with <<<>>>, through a function pointer, with cudaLaunchKernel's void **
// arguments and with cudaLaunchKernelEx.
#include <cstdint>
#include <cstdio>

__global__ void setFlag(volatile int *flag, const int n) {
  if (threadIdx.x == 0)
    *flag = n;
}

struct Flags {
  volatile int *p;
  volatile int bias;
};

__global__ void mixed(const volatile int *in, int *volatile out, volatile int m,
                      const volatile float s, const Flags f) {
  __shared__ int t[32];
  t[threadIdx.x] = in[threadIdx.x] + m + int(s);
  __syncthreads();
  out[threadIdx.x] = t[31 - threadIdx.x];
  if (threadIdx.x == 0)
    *f.p = f.bias;
}

template <class T> __global__ void setTyped(volatile T *flag, const T n) {
  if (threadIdx.x == 0)
    *flag = n;
}

// The shape of TransformerEngine's multi_tensor_apply_kernel.
struct AddChunk {
  __device__ void operator()(int64_t chunk, volatile int *noop, int extra) {
    if (threadIdx.x == 0)
      *noop = int(chunk) + extra;
  }
};
template <typename U, typename... ArgTypes>
__global__ void applyKernel(int64_t chunk, volatile int *noop, U callable,
                            ArgTypes... args) {
  callable(chunk, noop, args...);
}
template <typename U, typename... ArgTypes>
void apply(int64_t chunk, void *noop, U callable, ArgTypes... args) {
  applyKernel<<<1, 32>>>(chunk, reinterpret_cast<int *>(noop), callable, args...);
}

static int read(const int *d) {
  int h = 0;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  return h;
}

int main() {
  int *d;
  cudaMalloc(&d, 128 * sizeof(int));
  cudaMemset(d, 0, 128 * sizeof(int));
  volatile int *vd = d;
  const int n = 3;
  setFlag<<<1, 32>>>(d, 1);
  printf("chevrons: %d\n", read(d));
  setFlag<<<1, 32>>>(vd, n);
  printf("volatile argument: %d\n", read(d));
  void (*fp)(volatile int *, const int) = setFlag;
  fp<<<1, 32>>>(d, 4);
  printf("function pointer: %d\n", read(d));
  const int five = 5;
  void *args[] = {&d, (void *)&five};
  cudaLaunchKernel((const void *)setFlag, dim3(1), dim3(32), args, 0, 0);
  printf("void ** arguments: %d\n", read(d));
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(1);
  config.blockDim = dim3(32);
  cudaLaunchKernelEx(&config, setFlag, vd, 6);
  printf("launch ex: %d\n", read(d));
  setTyped<<<1, 32>>>(vd, 7);
  printf("deduced template: %d\n", read(d));
  volatile int m = 2;
  mixed<<<1, 32>>>(d, d + 32, m, 1.0f, Flags{d + 64, 9});
  printf("mixed: %d %d\n", read(d + 32), read(d + 64));
  apply(10, d, AddChunk{}, 1);
  printf("variadic template: %d\n", read(d));
  printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
