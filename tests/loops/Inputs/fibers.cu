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

__device__ void helperBarrier() { __syncthreads(); }
__global__ void callsBarrier(int *out) {
  out[threadIdx.x] = 1;
  helperBarrier();
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

__global__ void countVote(int *out) {
  int c = __syncthreads_count(threadIdx.x & 1);
  out[threadIdx.x] = c;
}
