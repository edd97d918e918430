// Hints a program gives the device about memory, as such programs give
// them: an access policy window on a stream sized from the device's
// persisting L2 (the limit set, the window read back and copied to another
// stream, the lines reset), managed memory attached to a stream, to the
// host and globally around kernels that use it, and CUDA's errors for bad
// hints. The results must not depend on the hints.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#define CHECK(X)                                                               \
  do {                                                                         \
    cudaError_t E_ = (X);                                                      \
    if (E_ != cudaSuccess) {                                                   \
      std::printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #X,                   \
                  cudaGetErrorString(E_));                                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

static int Failures = 0;
static void expect(bool Ok, const char *What) {
  if (!Ok) {
    std::printf("FAILED: %s\n", What);
    ++Failures;
  }
}

__global__ void saxpy(float A, const float *X, float *Y, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Y[I] = A * X[I] + Y[I];
}

int main() {
  cudaDeviceProp Prop;
  CHECK(cudaGetDeviceProperties(&Prop, 0));
  const int N = 1 << 16;
  float *X, *Y;
  CHECK(cudaMallocManaged(&X, N * sizeof(float)));
  CHECK(cudaMallocManaged(&Y, N * sizeof(float)));
  for (int I = 0; I < N; ++I) {
    X[I] = float(I);
    Y[I] = 1.0f;
  }
  cudaStream_t S, T;
  CHECK(cudaStreamCreate(&S));
  CHECK(cudaStreamCreate(&T));

  // The persisting L2: as much as the device allows, a window over X.
  size_t Persisting = std::min<size_t>(Prop.l2CacheSize * 3 / 4, Prop.persistingL2CacheMaxSize);
  CHECK(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, Persisting));
  size_t Limit = 1;
  CHECK(cudaDeviceGetLimit(&Limit, cudaLimitPersistingL2CacheSize));
  cudaStreamAttrValue Attr = {};
  Attr.accessPolicyWindow.base_ptr = X;
  Attr.accessPolicyWindow.num_bytes =
      std::min<size_t>(N * sizeof(float), Prop.accessPolicyMaxWindowSize);
  Attr.accessPolicyWindow.hitRatio = 0.6f;
  Attr.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  Attr.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  CHECK(cudaStreamSetAttribute(S, cudaStreamAttributeAccessPolicyWindow, &Attr));
  cudaStreamAttrValue Back = {};
  CHECK(cudaStreamGetAttribute(S, cudaStreamAttributeAccessPolicyWindow, &Back));
  expect(Back.accessPolicyWindow.base_ptr == X && Back.accessPolicyWindow.hitRatio == 0.6f &&
             Back.accessPolicyWindow.hitProp == cudaAccessPropertyPersisting &&
             Back.accessPolicyWindow.num_bytes == Attr.accessPolicyWindow.num_bytes,
         "the window reads back as set");
  CHECK(cudaStreamCopyAttributes(T, S));
  cudaStreamAttrValue Copied = {};
  CHECK(cudaStreamGetAttribute(T, cudaStreamAttributeAccessPolicyWindow, &Copied));
  expect(Copied.accessPolicyWindow.base_ptr == X && Copied.accessPolicyWindow.hitRatio == 0.6f,
         "the window is copied to another stream");
  cudaStreamAttrValue Sync = {};
  Sync.syncPolicy = cudaSyncPolicyYield;
  CHECK(cudaStreamSetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &Sync));
  CHECK(cudaStreamGetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &Back));
  expect(Back.syncPolicy == cudaSyncPolicyYield, "the synchronisation policy reads back");
  std::printf("persisting L2: limit %zu of %d bytes, window %zu bytes\n", Limit,
              Prop.persistingL2CacheMaxSize, (size_t)Attr.accessPolicyWindow.num_bytes);

  // Managed memory attached to the stream that uses it, then to the host.
  CHECK(cudaStreamAttachMemAsync(S, X, 0, cudaMemAttachSingle));
  CHECK(cudaStreamAttachMemAsync(S, Y));
  saxpy<<<(N + 255) / 256, 256, 0, S>>>(2.0f, X, Y, N);
  CHECK(cudaStreamAttachMemAsync(S, Y, 0, cudaMemAttachHost));
  CHECK(cudaStreamSynchronize(S));
  bool Right = true;
  for (int I = 0; I < N; ++I)
    Right &= Y[I] == 2.0f * float(I) + 1.0f;
  CHECK(cudaStreamAttachMemAsync(T, Y, 0, cudaMemAttachGlobal));
  saxpy<<<(N + 255) / 256, 256, 0, T>>>(-2.0f, X, Y, N);
  CHECK(cudaStreamSynchronize(T));
  for (int I = 0; I < N; ++I)
    Right &= Y[I] == 1.0f;
  std::printf("saxpy on attached managed memory: %s\n", Right ? "right" : "wrong");
  expect(Right, "results do not depend on the hints");

  // Resetting the persisting lines, and a window of no bytes.
  CHECK(cudaCtxResetPersistingL2Cache());
  Attr.accessPolicyWindow.num_bytes = 0;
  CHECK(cudaStreamSetAttribute(S, cudaStreamAttributeAccessPolicyWindow, &Attr));

  // CUDA's errors.
  cudaStreamAttrValue Bad = Attr;
  Bad.accessPolicyWindow.hitRatio = 1.5f;
  expect(cudaStreamSetAttribute(S, cudaStreamAttributeAccessPolicyWindow, &Bad) ==
             cudaErrorInvalidValue,
         "a hit ratio above 1");
  Bad = Attr;
  Bad.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
  expect(cudaStreamSetAttribute(S, cudaStreamAttributeAccessPolicyWindow, &Bad) ==
             cudaErrorInvalidValue,
         "misses that persist");
  float *Plain;
  CHECK(cudaMalloc(&Plain, 64));
  expect(cudaStreamAttachMemAsync(S, Plain, 0, cudaMemAttachSingle) == cudaErrorInvalidValue,
         "attaching memory that is not managed");
  expect(cudaStreamAttachMemAsync(S, Y, 0, 0x10) == cudaErrorInvalidValue, "unknown flags");
  (void)cudaGetLastError();
  CHECK(cudaFree(Plain));
  CHECK(cudaStreamDestroy(S));
  CHECK(cudaStreamDestroy(T));
  CHECK(cudaFree(X));
  CHECK(cudaFree(Y));
  std::printf("%s (%d failed)\n", Failures ? "FAILED" : "PASSED", Failures);
  return Failures ? 1 : 0;
}
