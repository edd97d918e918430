// Kernels whose plans axl-loops --print-plan prints (tests/loops/print_plan.test).
__device__ float blockSum(float v, float *s) {
  s[threadIdx.x] = v;
  __syncthreads();
  float t = 0.f;
  for (unsigned i = 0; i < blockDim.x; ++i)
    t += s[i];
  __syncthreads();
  return t;
}

__global__ void phases(float *out, const float *in, int n) {
  __shared__ float s[256];
  const int base = blockIdx.x * blockDim.x;
  const unsigned tid = threadIdx.x;
  const unsigned warp = threadIdx.x / 32;
  float acc = in[base + tid];
  s[tid] = acc;
  __syncthreads();
  if (n > 1) {
    acc += s[(tid + 1) % blockDim.x];
    __syncthreads();
  }
  if (acc > 0.f) {
    acc = __shfl_xor_sync(0xffffffffu, acc, 1);
  }
  out[base + tid] = acc + warp;
}

__global__ void early(float *out, int n) {
  __shared__ float s[256];
  if (threadIdx.x >= n)
    return;
  s[threadIdx.x] = 1.f;
  float t = blockSum(s[threadIdx.x], s);
  out[threadIdx.x] = t;
}

#define BODY { out[threadIdx.x] = 0; }
__global__ void macroBody(float *out) BODY
