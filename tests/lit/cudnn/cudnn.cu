// cudnn: a convolution layer with the cuDNN 9 API as training code writes it:
// a status-checking macro of the program's own, version tests, the backend
// (graph) descriptors, the legacy convolution API that cuDNN 9 deprecates
// (ported, each name warned once with cuDNN's version) and a name cuDNN 8
// removed in a branch for older releases (reported, left).
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// No cuDNN or CUDA spelling is left outside comments but the removed call.
// RUN: grep -v '^ *//' %t.cu | grep -v -e cudnnGetConvolutionForwardAlgorithm -e CUDNN_CONVOLUTION_FWD_PREFER_FASTEST | not grep -E '(^|[^_[:alnum:]])(cudnn[A-Z]|CUDNN_|cuda[A-Z])'
// RUN: %nvcc-backend -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing.
// RUN: not %axlify %t.cu -o %t.again.cu -- %backend-flags
// RUN: diff %t.cu %t.again.cu

#include <cstdio>
#include <cstdlib>
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/dnn.h>
#include <cudnn.h>

// The program's own checking macro: its name stays, the API inside is ported.
// CHECK: #define CHECK_CUDNN(call) {{\\}}
// CHECK-NEXT: do { {{\\}}
// CHECK-NEXT: axldnnStatus_t status_ = (call); {{\\}}
// CHECK-NEXT: if (status_ != AXLDNN_STATUS_SUCCESS) { {{\\}}
// CHECK-NEXT: std::fprintf(stderr, "cuDNN error %s at %s:%d\n", axldnnGetErrorString(status_), {{\\}}
#define CHECK_CUDNN(call)                                                      \
  do {                                                                         \
    cudnnStatus_t status_ = (call);                                            \
    if (status_ != CUDNN_STATUS_SUCCESS) {                                     \
      std::fprintf(stderr, "cuDNN error %s at %s:%d\n", cudnnGetErrorString(status_), \
                   __FILE__, __LINE__);                                        \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// CHECK: #if AXLDNN_MAJOR >= 9 && AXLDNN_VERSION >= 90000
#if CUDNN_MAJOR >= 9 && CUDNN_VERSION >= 90000
#define HAVE_CUDNN9 1
#endif

// Backend (graph) API: descriptors, attributes and their enums.
// CHECK: axldnnBackendDescriptor_t makeTensor(int64_t uid, const int64_t *dims, const int64_t *strides) {
cudnnBackendDescriptor_t makeTensor(int64_t uid, const int64_t *dims, const int64_t *strides) {
  // CHECK: axldnnBackendDescriptor_t t = nullptr;
  cudnnBackendDescriptor_t t = nullptr;
  // CHECK: CHECK_CUDNN(axldnnBackendCreateDescriptor(AXLDNN_BACKEND_TENSOR_DESCRIPTOR, &t));
  CHECK_CUDNN(cudnnBackendCreateDescriptor(CUDNN_BACKEND_TENSOR_DESCRIPTOR, &t));
  // CHECK: axldnnDataType_t type = AXLDNN_DATA_FP8_E4M3;
  cudnnDataType_t type = CUDNN_DATA_FP8_E4M3;
  // CHECK: CHECK_CUDNN(axldnnBackendSetAttribute(t, AXLDNN_ATTR_TENSOR_DATA_TYPE, AXLDNN_TYPE_DATA_TYPE, 1, &type));
  CHECK_CUDNN(cudnnBackendSetAttribute(t, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type));
  // CHECK: CHECK_CUDNN(axldnnBackendSetAttribute(t, AXLDNN_ATTR_TENSOR_DIMENSIONS, AXLDNN_TYPE_INT64, 4, dims));
  CHECK_CUDNN(cudnnBackendSetAttribute(t, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dims));
  CHECK_CUDNN(cudnnBackendSetAttribute(t, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, 4, strides));
  CHECK_CUDNN(cudnnBackendSetAttribute(t, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid));
  int64_t alignment = 16;
  CHECK_CUDNN(cudnnBackendSetAttribute(t, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &alignment));
  // CHECK: CHECK_CUDNN(axldnnBackendFinalize(t));
  CHECK_CUDNN(cudnnBackendFinalize(t));
  return t;
}

// The legacy API: deprecated by cuDNN 9, ported, each name warned once.
// CHECK: void convForward(axldnnHandle_t handle, const float *x, const float *w, float *y, void *ws, size_t wsBytes) {
void convForward(cudnnHandle_t handle, const float *x, const float *w, float *y, void *ws, size_t wsBytes) {
  // CHECK: axldnnTensorDescriptor_t xDesc, yDesc;
  cudnnTensorDescriptor_t xDesc, yDesc;
  // CHECK: axldnnFilterDescriptor_t wDesc;
  cudnnFilterDescriptor_t wDesc;
  // DIAG: cudnn.cu:[[@LINE+2]]:3: warning: 'cudnnConvolutionDescriptor_t' is deprecated since cuDNN 9.0.0; ported to 'axldnnConvolutionDescriptor_t' [axl-deprecated]
  // CHECK: axldnnConvolutionDescriptor_t conv;
  cudnnConvolutionDescriptor_t conv;
  // CHECK: CHECK_CUDNN(axldnnCreateTensorDescriptor(&xDesc));
  CHECK_CUDNN(cudnnCreateTensorDescriptor(&xDesc));
  CHECK_CUDNN(cudnnCreateTensorDescriptor(&yDesc));
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnCreateFilterDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnCreateFilterDescriptor' [axl-deprecated]
  CHECK_CUDNN(cudnnCreateFilterDescriptor(&wDesc));
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnCreateConvolutionDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnCreateConvolutionDescriptor' [axl-deprecated]
  CHECK_CUDNN(cudnnCreateConvolutionDescriptor(&conv));
  // CHECK: CHECK_CUDNN(axldnnSetTensor4dDescriptor(xDesc, AXLDNN_TENSOR_NCHW, AXLDNN_DATA_FLOAT, 8, 3, 32, 32));
  CHECK_CUDNN(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 8, 3, 32, 32));
  CHECK_CUDNN(cudnnSetTensor4dDescriptor(yDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 8, 16, 32, 32));
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnSetFilter4dDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnSetFilter4dDescriptor' [axl-deprecated]
  CHECK_CUDNN(cudnnSetFilter4dDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 16, 3, 3, 3));
  // DIAG: cudnn.cu:[[@LINE+3]]:15: warning: 'cudnnSetConvolution2dDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnSetConvolution2dDescriptor' [axl-deprecated]
  // DIAG: cudnn.cu:[[@LINE+2]]:71: warning: 'CUDNN_CROSS_CORRELATION' is deprecated since cuDNN 9.0.0; ported to 'AXLDNN_CROSS_CORRELATION' [axl-deprecated]
  // CHECK: CHECK_CUDNN(axldnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, AXLDNN_CROSS_CORRELATION, AXLDNN_DATA_FLOAT));
  CHECK_CUDNN(cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnSetConvolutionMathType' is deprecated since cuDNN 9.0.0; ported to 'axldnnSetConvolutionMathType' [axl-deprecated]
  CHECK_CUDNN(cudnnSetConvolutionMathType(conv, CUDNN_TENSOR_OP_MATH));
  const float one = 1.0f, zero = 0.0f;
  // DIAG: cudnn.cu:[[@LINE+2]]:15: warning: 'cudnnConvolutionForward' is deprecated since cuDNN 9.0.0; ported to 'axldnnConvolutionForward' [axl-deprecated]
  // CHECK: CHECK_CUDNN(axldnnConvolutionForward(handle, &one, xDesc, x, wDesc, w, conv,
  CHECK_CUDNN(cudnnConvolutionForward(handle, &one, xDesc, x, wDesc, w, conv,
                                      // CHECK: AXLDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM, ws, wsBytes,
                                      CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM, ws, wsBytes,
                                      &zero, yDesc, y));
#if CUDNN_MAJOR < 8
  // Removed by cuDNN 8: reported where it is written, left (no replacement
  // with the same signature).
  // DIAG: cudnn.cu:[[@LINE+3]]:3: warning: 'cudnnGetConvolutionForwardAlgorithm' was removed in cuDNN 8.0.1: not declared by the installed headers (cuDNN 9.19.0); left as is [axl-removed]
  // DIAG: cudnn.cu:[[@LINE+3]]:39: warning: 'CUDNN_CONVOLUTION_FWD_PREFER_FASTEST' was removed in cuDNN 8.0.1: not declared by the installed headers (cuDNN 9.19.0); left as is [axl-removed]
  // CHECK: cudnnGetConvolutionForwardAlgorithm(handle, xDesc, wDesc, conv, yDesc,
  cudnnGetConvolutionForwardAlgorithm(handle, xDesc, wDesc, conv, yDesc,
                                      CUDNN_CONVOLUTION_FWD_PREFER_FASTEST, 0, nullptr);
#endif
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnDestroyConvolutionDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnDestroyConvolutionDescriptor' [axl-deprecated]
  CHECK_CUDNN(cudnnDestroyConvolutionDescriptor(conv));
  // DIAG: cudnn.cu:[[@LINE+1]]:15: warning: 'cudnnDestroyFilterDescriptor' is deprecated since cuDNN 9.0.0; ported to 'axldnnDestroyFilterDescriptor' [axl-deprecated]
  CHECK_CUDNN(cudnnDestroyFilterDescriptor(wDesc));
  CHECK_CUDNN(cudnnDestroyTensorDescriptor(xDesc));
  CHECK_CUDNN(cudnnDestroyTensorDescriptor(yDesc));
}

int main() {
  // CHECK: axldnnHandle_t handle;
  cudnnHandle_t handle;
  // CHECK: CHECK_CUDNN(axldnnCreate(&handle));
  CHECK_CUDNN(cudnnCreate(&handle));
  // CHECK: axlStream_t stream;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: CHECK_CUDNN(axldnnSetStream(handle, stream));
  CHECK_CUDNN(cudnnSetStream(handle, stream));
  // CHECK: std::printf("cuDNN %zu (built with %d)\n", axldnnGetVersion(), AXLDNN_VERSION);
  std::printf("cuDNN %zu (built with %d)\n", cudnnGetVersion(), CUDNN_VERSION);
  CHECK_CUDNN(cudnnDestroy(handle));
  return 0;
}
// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported ({{.*}}), 2 left; 12 warnings (review needed)
