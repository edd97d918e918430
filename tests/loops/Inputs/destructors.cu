// Kernel templates that keep a value across a barrier whose type depends on
// the template: where an instantiation the file makes has a destructor, the
// kernel stays on fibers (the loops' per-thread storage would not run it at
// the end of its scope; it was a compile error, a static_assert of the
// storage); where none has, the kernel runs as loops. A function that
// synchronises and returns such a value is made on fibers too.
#include <axl/axl.h>
#include <cstdio>

__device__ unsigned destroyed;

// A loader with a destructor (one that counts, so that skipping it shows).
template <class T> struct Loader {
  T v;
  __device__ explicit Loader(const T *p) : v(*p) {}
  __device__ ~Loader() { atomicAdd(&destroyed, 1u); }
};
// Without one.
template <class T> struct Ptr {
  T v;
  __device__ explicit Ptr(const T *p) : v(*p) {}
};

// Each thread's value and its mirror's in the block, through shared memory.
template <class T> __global__ void reverseLoaded(const T *in, T *out) {
  __shared__ T tile[64];
  Loader<T> l(in + blockIdx.x * 64 + threadIdx.x);
  tile[threadIdx.x] = l.v;
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = tile[63 - threadIdx.x] + l.v;
}
template <class T> __global__ void reverseCopied(const T *in, T *out) {
  __shared__ T tile[64];
  Ptr<T> l(in + blockIdx.x * 64 + threadIdx.x);
  tile[threadIdx.x] = l.v;
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = tile[63 - threadIdx.x] + l.v;
}

// The block's largest value, returned in a box with a destructor.
template <class T> __device__ Loader<T> blockMax(T x) {
  __shared__ T best;
  if (threadIdx.x == 0)
    best = x;
  __syncthreads();
  for (unsigned t = 0; t < blockDim.x; ++t) {
    if (threadIdx.x == t && x > best)
      best = x;
    __syncthreads();
  }
  const T b = best;
  __syncthreads();
  return Loader<T>(&b);
}

template <class T> __global__ void maxOfBlock(const T *in, T *out) {
  const T m = blockMax(in[blockIdx.x * 64 + threadIdx.x]).v;
  out[blockIdx.x * 64 + threadIdx.x] = m;
}

int main() {
  float *in, *out;
  axlMallocManaged(&in, 128 * sizeof(float));
  axlMallocManaged(&out, 128 * sizeof(float));
  for (int i = 0; i < 128; ++i)
    in[i] = float(i * 7 % 128);
  auto check = [&](const char *what, bool count) {
    int wrong = 0;
    for (int i = 0; i < 128; ++i)
      wrong += out[i] != in[i / 64 * 64 + 63 - i % 64] + in[i];
    unsigned d = 0;
    axlMemcpyFromSymbol(&d, destroyed, sizeof d);
    std::printf("%s: %d wrong, %u destroyed\n", what, wrong, count ? d : 0u);
    d = 0;
    axlMemcpyToSymbol(destroyed, &d, sizeof d);
  };
  axlLaunchKernelGGL(reverseLoaded<float>, dim3(2), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  check("loader", true);
  axlLaunchKernelGGL(reverseCopied<float>, dim3(2), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  check("plain", true);
  axlLaunchKernelGGL(maxOfBlock<float>, dim3(2), dim3(64), 0, 0, in, out);
  axlDeviceSynchronize();
  int wrong = 0;
  for (int i = 0; i < 128; ++i) {
    float m = 0.f;
    for (int j = i / 64 * 64; j < i / 64 * 64 + 64; ++j)
      m = in[j] > m ? in[j] : m;
    wrong += out[i] != m;
  }
  unsigned d = 0;
  axlMemcpyFromSymbol(&d, destroyed, sizeof d);
  std::printf("blockMax: %d wrong, %u destroyed\n", wrong, d);
  return 0;
}
