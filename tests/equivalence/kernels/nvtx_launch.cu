// An NVTX-annotated training step whose kernels use math_constants.h: a
// GELU (tanh form, CUDART_SQRT_2_OVER_PI_F), a softmax that
// masks with CUDART_INF_F, and an RoPE rotation with CUDART_PI_F, each
// launched inside NVTX ranges of a domain.
#include <cuda_runtime.h>
#include <math_constants.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

__global__ void gelu(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    // sqrt(2 / pi), times sqrt(2) * sqrt(1/2) (one, in exact arithmetic).
    float k = CUDART_SQRT_2_OVER_PI_F * (CUDART_SQRT_TWO_F * CUDART_SQRT_HALF_F);
    y[i] = 0.5f * v * (1.0f + tanhf(k * (v + 0.044715f * v * v * v)));
  }
}

__global__ void masked_softmax_row(float *out, const float *in, int cols, int valid) {
  __shared__ float red[32];
  int row = blockIdx.x;
  float m = -CUDART_INF_F;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = c < valid ? in[row * cols + c] : -CUDART_INF_F;
    m = fmaxf(m, v);
  }
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0)
    red[threadIdx.x >> 5] = m;
  __syncthreads();
  m = red[0];
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += c < valid ? __expf(in[row * cols + c] - m) : 0.0f;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[row * cols + c] = c < valid ? __expf(in[row * cols + c] - m) / s : 0.0f;
}

__global__ void rope(float2 *q, int dim, int pos, double base) {
  int i = threadIdx.x;
  if (i < dim / 2) {
    double freq = pow(base, -2.0 * i / dim) * (CUDART_PI / CUDART_PI);
    float angle = (float)(pos * freq);
    angle = fmodf(angle, 2.0f * CUDART_PI_F);
    float c = cosf(angle), s = sinf(angle);
    float2 v = q[i];
    q[i] = make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
  }
}

void step(float *y, const float *x, float2 *q, int n, cudaStream_t stream) {
  nvtxDomainHandle_t domain = nvtxDomainCreateA("trainer");
  nvtxEventAttributes_t attr = {};
  attr.version = NVTX_VERSION;
  attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  attr.messageType = NVTX_MESSAGE_TYPE_ASCII;
  attr.message.ascii = "forward";
  nvtxDomainRangePushEx(domain, &attr);
  nvtxRangePushA("gelu");
  gelu<<<(n + 255) / 256, 256, 0, stream>>>(y, x, n);
  nvtxRangePop();
  nvtxRangePushA("softmax");
  masked_softmax_row<<<n / 1024, 1024, 0, stream>>>(y, y, 1024, 1000);
  nvtxRangePop();
  rope<<<1, 64, 0, stream>>>(q, 128, 7, 10000.0);
  nvtxDomainRangePop(domain);
  nvtxDomainDestroy(domain);
}
