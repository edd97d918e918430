// Kernels axl-loops leaves on fibers, each with its reason.
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

__global__ void voteAround(int *out) {
  if (__any_sync(0xffffffff, out[threadIdx.x] > 0)) {
    __syncwarp();
    out[threadIdx.x] = 1;
  }
}
