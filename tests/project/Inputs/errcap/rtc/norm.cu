// Compiled at run time from this file (NVRTC): no TU includes it.
__global__ void norm(float *p) { p[threadIdx.x] = __expf(p[threadIdx.x]); }
__device__ float half_of(float x) { return __half2float(__float2half(x)) / 2.f; }
// A local variable named like a (deprecated) CUDA function is its own.
__device__ inline int count(bool p) {
  unsigned int ballot = __ballot_sync(0xffffffff, p);
  return __popc(ballot);
}
