// Headers of libraries that merely start with "cu" (libcurl) are not CUDA
// headers: no warning, nothing left, exit code 0.
// RUN: %axlify %s -o %t.cu 2>%t.err -- -isystem %S/Inputs
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err

// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <curl/curl.h>
#include <curl/curl.h>

int main() {
  void *p = nullptr;
  // CHECK: axlMalloc(&p, curl_version_number());
  cudaMalloc(&p, curl_version_number());
  return 0;
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (2 renamed, 0 launches rewritten), 0 left; 0 warnings
