// Kernels axl-loops leaves on fibers, each with its reason.
__global__ void halfWarp(float *out) {
  float v = threadIdx.x;
  if (threadIdx.x < 16)
    v += __shfl_xor_sync(0xffff, v, 1);
  out[threadIdx.x] = v;
}

__global__ void divergent(int *out) {
  if (threadIdx.x < 32) {
    out[threadIdx.x] = 1;
    __syncthreads();
  }
}

__global__ void perThreadTrips(int *out, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    out[i] = i;
    __syncthreads();
  }
}

__device__ float warpMax(float v) { return fmaxf(v, __shfl_xor_sync(0xffffffff, v, 1)); }
__global__ void callsThroughPointer(float *out) {
  float (*reduce)(float) = warpMax;
  out[threadIdx.x] = reduce(out[threadIdx.x]);
}

__global__ void breaksOut(int *out, int n) {
  for (int k = 0; k < n; ++k) {
    if (out[k] < 0)
      break;
    __syncthreads();
  }
}

__global__ void keepsReference(int *out) {
  int &r = out[threadIdx.x];
  __syncthreads();
  r = 1;
}

__global__ void spins(volatile int *flag) {
  while (*flag == 0)
    __nanosleep(100);
}

__device__ int laterBarrier(int v);
__global__ void callsLater(int *out) {
  out[threadIdx.x] = laterBarrier(out[threadIdx.x]);
}
__device__ int laterBarrier(int v) {
  __syncthreads();
  return v;
}
