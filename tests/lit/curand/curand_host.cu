// curand host API: Philox, XORWOW (host generator) and Sobol generators, seed/offset/ordering,
// stream, normal/uniform/log-normal/double/raw generation, status checks.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments (CURAND_CALL is the program's own macro).
// RUN: grep -v '^ *//' %t.cu | sed 's/CURAND_CALL//g' | not grep -E '(^|[^_[:alnum:]])(curand|CURAND_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags 2>%t.again.err
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck %s --check-prefix=AGAIN --implicit-check-not=warning: --input-file=%t.again.err

#include <cstdio>
#include <cstdlib>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/rand.h>
#include <curand.h>

// CHECK: axlrandStatus_t st_ = (x); {{\\}}
// CHECK: if (st_ != AXLRAND_STATUS_SUCCESS) { {{\\}}
#define CURAND_CALL(x)                                                         \
  do {                                                                         \
    curandStatus_t st_ = (x);                                                  \
    if (st_ != CURAND_STATUS_SUCCESS) {                                        \
      std::fprintf(stderr, "cuRAND error %d at %s:%d\n", (int)st_, __FILE__,   \
                   __LINE__);                                                  \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// CHECK: static const char *status_name(axlrandStatus_t s) {
static const char *status_name(curandStatus_t s) {
  switch (s) {
  // CHECK: case AXLRAND_STATUS_SUCCESS:
  case CURAND_STATUS_SUCCESS:
    return "success";
  // CHECK: case AXLRAND_STATUS_NOT_INITIALIZED:
  case CURAND_STATUS_NOT_INITIALIZED:
    return "not initialized";
  // CHECK: case AXLRAND_STATUS_LENGTH_NOT_MULTIPLE:
  case CURAND_STATUS_LENGTH_NOT_MULTIPLE:
    return "length not multiple";
  // CHECK: case AXLRAND_STATUS_LAUNCH_FAILURE:
  case CURAND_STATUS_LAUNCH_FAILURE:
    return "launch failure";
  default:
    return "other";
  }
}

int main() {
  const size_t n = 1 << 20; // even: normal generation produces pairs
  float *noise = nullptr, *uniform = nullptr;
  double *dnoise = nullptr;
  unsigned int *bits = nullptr;
  // CHECK: axlMalloc(&noise, n * sizeof(float));
  cudaMalloc(&noise, n * sizeof(float));
  // CHECK: axlMalloc(&uniform, n * sizeof(float));
  cudaMalloc(&uniform, n * sizeof(float));
  // CHECK: axlMalloc(&dnoise, n * sizeof(double));
  cudaMalloc(&dnoise, n * sizeof(double));
  // CHECK: axlMalloc(&bits, n * sizeof(unsigned int));
  cudaMalloc(&bits, n * sizeof(unsigned int));
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  // CHECK: axlStreamCreate(&stream);
  cudaStreamCreate(&stream);

  int version = 0;
  // CHECK: CURAND_CALL(axlrandGetVersion(&version));
  CURAND_CALL(curandGetVersion(&version));
  // CHECK: std::printf("cuRAND %d (header %d)\n", version, AXLRAND_VERSION);
  std::printf("cuRAND %d (header %d)\n", version, CURAND_VERSION);

  // Philox generator on the device, seeded and offset for dropout masks.
  // CHECK: axlrandGenerator_t gen;
  curandGenerator_t gen;
  // CHECK: CURAND_CALL(axlrandCreateGenerator(&gen, AXLRAND_RNG_PSEUDO_PHILOX4_32_10));
  CURAND_CALL(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  // CHECK: CURAND_CALL(axlrandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  CURAND_CALL(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  // CHECK: CURAND_CALL(axlrandSetGeneratorOffset(gen, 0));
  CURAND_CALL(curandSetGeneratorOffset(gen, 0));
  // CHECK: CURAND_CALL(axlrandSetGeneratorOrdering(gen, AXLRAND_ORDERING_PSEUDO_DEFAULT));
  CURAND_CALL(curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_DEFAULT));
  // CHECK: CURAND_CALL(axlrandSetStream(gen, stream));
  CURAND_CALL(curandSetStream(gen, stream));
  // CHECK: CURAND_CALL(axlrandGenerateNormal(gen, noise, n, 0.0f, 0.02f));
  CURAND_CALL(curandGenerateNormal(gen, noise, n, 0.0f, 0.02f));
  // CHECK: CURAND_CALL(axlrandGenerateUniform(gen, uniform, n));
  CURAND_CALL(curandGenerateUniform(gen, uniform, n));
  // CHECK: CURAND_CALL(axlrandGenerateNormalDouble(gen, dnoise, n, 0.0, 1.0));
  CURAND_CALL(curandGenerateNormalDouble(gen, dnoise, n, 0.0, 1.0));
  // CHECK: CURAND_CALL(axlrandGenerateLogNormal(gen, noise, n, 0.0f, 0.5f));
  CURAND_CALL(curandGenerateLogNormal(gen, noise, n, 0.0f, 0.5f));
  // CHECK: CURAND_CALL(axlrandGenerate(gen, bits, n));
  CURAND_CALL(curandGenerate(gen, bits, n));
  // CHECK: axlrandStatus_t odd = axlrandGenerateNormal(gen, noise, 3, 0.0f, 1.0f);
  curandStatus_t odd = curandGenerateNormal(gen, noise, 3, 0.0f, 1.0f);
  // CHECK: if (odd == AXLRAND_STATUS_LENGTH_NOT_MULTIPLE)
  if (odd == CURAND_STATUS_LENGTH_NOT_MULTIPLE)
    std::fprintf(stderr, "odd count rejected: %s\n", status_name(odd));
  // CHECK: CURAND_CALL(axlrandDestroyGenerator(gen));
  CURAND_CALL(curandDestroyGenerator(gen));

  // Host generator (XORWOW) for reproducible initialization on the CPU.
  float host[64];
  // CHECK: axlrandGenerator_t hgen;
  curandGenerator_t hgen;
  // CHECK: CURAND_CALL(axlrandCreateGeneratorHost(&hgen, AXLRAND_RNG_PSEUDO_XORWOW));
  CURAND_CALL(curandCreateGeneratorHost(&hgen, CURAND_RNG_PSEUDO_XORWOW));
  // CHECK: CURAND_CALL(axlrandSetPseudoRandomGeneratorSeed(hgen, 42ULL));
  CURAND_CALL(curandSetPseudoRandomGeneratorSeed(hgen, 42ULL));
  // CHECK: CURAND_CALL(axlrandGenerateUniform(hgen, host, 64));
  CURAND_CALL(curandGenerateUniform(hgen, host, 64));
  // CHECK: CURAND_CALL(axlrandDestroyGenerator(hgen));
  CURAND_CALL(curandDestroyGenerator(hgen));

  // Quasi-random Sobol sequence.
  // CHECK: axlrandGenerator_t qgen;
  curandGenerator_t qgen;
  // CHECK: axlrandRngType_t qtype = AXLRAND_RNG_QUASI_SOBOL32;
  curandRngType_t qtype = CURAND_RNG_QUASI_SOBOL32;
  // CHECK: CURAND_CALL(axlrandCreateGenerator(&qgen, qtype));
  CURAND_CALL(curandCreateGenerator(&qgen, qtype));
  // CHECK: CURAND_CALL(axlrandSetQuasiRandomGeneratorDimensions(qgen, 4));
  CURAND_CALL(curandSetQuasiRandomGeneratorDimensions(qgen, 4));
  // CHECK: CURAND_CALL(axlrandGenerateUniform(qgen, uniform, n));
  CURAND_CALL(curandGenerateUniform(qgen, uniform, n));
  // CHECK: CURAND_CALL(axlrandDestroyGenerator(qgen));
  CURAND_CALL(curandDestroyGenerator(qgen));

  // CHECK: axlStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: axlStreamDestroy(stream);
  cudaStreamDestroy(stream);
  // CHECK: axlFree(bits);
  cudaFree(bits);
  // CHECK: axlFree(dnoise);
  cudaFree(dnoise);
  // CHECK: axlFree(uniform);
  cudaFree(uniform);
  // CHECK: axlFree(noise);
  cudaFree(noise);
  std::printf("%f\n", host[0]);
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (53 renamed, 0 launches rewritten), 0 left; 0 warnings
// AGAIN: axlify: 1 file ported (0 changed): {{[0-9]+}} references ported (0 renamed, 0 launches rewritten), 0 left; 0 warnings
