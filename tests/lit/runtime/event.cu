// runtime-event: timing and cross-stream synchronisation with events.
// RUN: %axlify %s -o %t.cu 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No CUDA spelling is left outside comments.
// RUN: grep -v '^ *//' %t.cu | not grep -E 'cuda[A-Z]'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
#include <cstdio>

__global__ void spin(int *p, int n) {
  for (int i = 0; i < n; ++i)
    atomicAdd(p, 1);
}

int main() {
  int *d = nullptr;
  // CHECK: axlMalloc(&d, sizeof(int));
  cudaMalloc(&d, sizeof(int));
  // CHECK: axlStream_t producer, consumer;
  cudaStream_t producer, consumer;
  // CHECK: axlStreamCreate(&producer);
  cudaStreamCreate(&producer);
  // CHECK: axlStreamCreate(&consumer);
  cudaStreamCreate(&consumer);

  // CHECK: axlEvent_t start, stop, ready;
  cudaEvent_t start, stop, ready;
  // CHECK: axlEventCreate(&start);
  cudaEventCreate(&start);
  // CHECK: axlEventCreateWithFlags(&stop, axlEventBlockingSync);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  // CHECK: axlEventCreateWithFlags(&ready, axlEventDisableTiming);
  cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);

  // CHECK: axlEventRecord(start, producer);
  cudaEventRecord(start, producer);
  // CHECK: axlLaunchKernelGGL(spin, dim3(1), dim3(32), 0, producer, d, 1000);
  spin<<<1, 32, 0, producer>>>(d, 1000);
  // CHECK: axlEventRecordWithFlags(ready, producer, axlEventRecordDefault);
  cudaEventRecordWithFlags(ready, producer, cudaEventRecordDefault);
  // CHECK: axlStreamWaitEvent(consumer, ready, axlEventWaitDefault);
  cudaStreamWaitEvent(consumer, ready, cudaEventWaitDefault);
  // CHECK: axlLaunchKernelGGL(spin, dim3(1), dim3(32), 0, consumer, d, 10);
  spin<<<1, 32, 0, consumer>>>(d, 10);
  // CHECK: axlEventRecord(stop, consumer);
  cudaEventRecord(stop, consumer);

  // CHECK: if (axlEventQuery(stop) == axlErrorNotReady)
  if (cudaEventQuery(stop) == cudaErrorNotReady)
    // CHECK: axlEventSynchronize(stop);
    cudaEventSynchronize(stop);
  float ms = 0.0f;
  // CHECK: axlEventElapsedTime(&ms, start, stop);
  cudaEventElapsedTime(&ms, start, stop);
  std::printf("%.3f ms\n", ms);

  // CHECK: axlEventDestroy(ready);
  cudaEventDestroy(ready);
  // CHECK: axlEventDestroy(stop);
  cudaEventDestroy(stop);
  // CHECK: axlEventDestroy(start);
  cudaEventDestroy(start);
  // CHECK: axlStreamDestroy(consumer);
  cudaStreamDestroy(consumer);
  // CHECK: axlStreamDestroy(producer);
  cudaStreamDestroy(producer);
  // CHECK: axlFree(d);
  cudaFree(d);
  return 0;
}

// The summary counts identity names as ported but not renamed.
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (27 renamed, 2 launches rewritten), 0 left; 0 warnings
