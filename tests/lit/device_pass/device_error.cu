// A preprocessor error that only the device side meets (#error under
// __CUDA_ARCH__) makes auto parse the device side, so it is reported as with
// --device-pass=always. Under --strict the device side is always parsed.
// RUN: not %axlify %s -o %t.cu --report %t.json 2>%t.err
// RUN: FileCheck %s --input-file=%t.err
// CHECK: device_error.cu:[[@LINE+6]]:2: warning: clang device pass: "device side only" [axl-clang-error]
// RUN: FileCheck %s --input-file=%t.json --check-prefix=JSON
// JSON: "device_pass": "parsed"
// RUN: not %axlify %s -o %t.strict.cu --strict --report %t.strict.json 2>%t.strict.err
// RUN: FileCheck %s --input-file=%t.strict.json --check-prefix=JSON
#if defined(__CUDA_ARCH__)
#error "device side only"
#endif
#include <cuda_runtime.h>
cudaError_t f() { return cudaDeviceSynchronize(); }
