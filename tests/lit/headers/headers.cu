// headers: every supported header rule, angled and quoted (quoted ones come out
// angled); unsupported and unknown vendor headers are reported and left.
// RUN: sh -c '%axlify %s -o %t.cu 2>%t.err; echo "exit code $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit code 1
// RUN: FileCheck %s --match-full-lines --input-file=%t.cu
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --input-file=%t.err
// RUN: %nvcc-backend -I%S -c %t.cu -o %t.o
// Idempotence: porting the port changes nothing (and still reports what is left).
// RUN: not %axlify %t.cu -o %t.again.cu -- %backend-flags -I%S
// RUN: diff %t.cu %t.again.cu

// Runtime headers: all map to <axl/runtime.h>.
// CHECK: #include <axl/runtime.h>
#include <cuda_runtime.h>
// CHECK: #include <axl/runtime.h>
#include "cuda_runtime_api.h"
// CHECK: #include <axl/runtime.h>
#include <driver_types.h>
// CHECK: #include <axl/runtime.h>
#include "vector_types.h"
// CHECK: #include <axl/runtime.h>
#include <library_types.h>
// CHECK: #include <axl/runtime.h>
#include <device_launch_parameters.h>
// CHECK: #include <axl/runtime.h>
#include "builtin_types.h"
// CHECK: #include <axl/runtime.h>
#include <device_types.h>
// CHECK: #include <axl/runtime.h>
#include <driver_functions.h>
// CHECK: #include <axl/runtime.h>
#include <vector_functions.h>
// CHECK: #include <axl/runtime.h>
#include "channel_descriptor.h"
// CHECK: #include <axl/runtime.h>
#include <texture_types.h>
// CHECK: #include <axl/runtime.h>
#include <surface_types.h>
// CHECK: #include <axl/runtime.h>
#include <cuda_device_runtime_api.h>
// Number formats.
// CHECK: #include <axl/fp8.h>
#include <cuda_fp8.h>
// CHECK: #include <axl/fp8.h>
#include "cuda_fp8.hpp"
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.h>
// CHECK: #include <axl/bf16.h>
#include <cuda_bf16.hpp>
// CHECK: #include <axl/fp16.h>
#include "cuda_fp16.h"
// CHECK: #include <axl/fp16.h>
#include <cuda_fp16.hpp>
// Cooperative groups.
// CHECK: #include <axl/cooperative_groups.h>
#include <cooperative_groups.h>
// CHECK: #include <axl/cooperative_groups/reduce.h>
#include <cooperative_groups/reduce.h>
// CHECK: #include <axl/cooperative_groups/scan.h>
#include "cooperative_groups/scan.h"
// CHECK: #include <axl/cooperative_groups/memcpy_async.h>
#include <cooperative_groups/memcpy_async.h>
// Spacing and trailing comments survive.
// CHECK: #  include   <axl/runtime.h>   // again, indented
#  include   <cuda_runtime.h>   // again, indented
// CHECK: #include<axl/fp16.h>
#include<cuda_fp16.h>
// Unsupported (the legacy cuBLAS API): reported and left as is.
// DIAG: headers.cu:[[@LINE+2]]:10: warning: header 'cublas.h' is not supported by axl: legacy cuBLAS API (cublas.h); port to the cublas_v2.h API; left as is [axl-unsupported]
// CHECK: #include <cublas.h>
#include <cublas.h>
// DIAG: headers.cu:[[@LINE+2]]:10: warning: header 'cublas.h' is not supported by axl: legacy cuBLAS API (cublas.h); port to the cublas_v2.h API; left as is [axl-unsupported]
// CHECK: #include "cublas.h"
#include "cublas.h"
// A header of a library axl has no rules for: reported, naming the library,
// and left; quoted too, when the parse finds it in the toolkit (a project's
// own file of that name is left silently: tests/lit/real_code).
// DIAG: headers.cu:[[@LINE+2]]:10: warning: 'cupti.h' belongs to CUPTI, a library axl has no rules for; left as is [axl-unknown-library]
// CHECK: #include <cupti.h>
#include <cupti.h>
// Not CUDA headers: untouched.
// CHECK: #include <vector>
#include <vector>
// CHECK: #include <cstdio>
#include <cstdio>
// CHECK: #include "Inputs/cuda_helpers_local.h"
#include "Inputs/cuda_helpers_local.h"

namespace cg = cooperative_groups;

__global__ void sum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float v = cg::reduce(warp, in[block.thread_rank()], cg::plus<float>());
  if (warp.thread_rank() == 0)
    atomicAdd(out, v);
}

// DIAG: axlify: 1 file ported (1 changed): {{[0-9]+}} references ported (26 renamed, 0 launches rewritten), 3 left; 3 warnings
