"""Generates a larger CUDA project: gen_big.py DIR TUS HEADERS CALLS.

DIR/src/tNN.cu (TUS of them) each include HEADERS headers of their own,
DIR/include/tNN_hMM.cuh, and the shared DIR/include/common.cuh; every file
holds CALLS runtime calls and a few kernel launches (a few hundred lines).
Many files to write, few translation units to parse: a run takes a few
seconds, most of it parsing, then writes every file. Deterministic.
"""
import os
import sys

root, tus, headers, calls = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
os.makedirs(os.path.join(root, "include"), exist_ok=True)
os.makedirs(os.path.join(root, "src"), exist_ok=True)
with open(os.path.join(root, "include", "common.cuh"), "w") as f:
    f.write("""#pragma once
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) return e_; } while (0)
__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
""")
ops = [
    "  CHECK(cudaMalloc(&d[{i}], n * sizeof(float)));",
    "  CHECK(cudaMemsetAsync(d[{i}], 0, n * sizeof(float), s));",
    "  CHECK(cudaMemcpyAsync(h, d[{i}], n * sizeof(float), cudaMemcpyDeviceToHost, s));",
    "  CHECK(cudaStreamSynchronize(s));",
    "  CHECK(cudaEventRecord(ev, s));",
    "  CHECK(cudaFree(d[{i}]));",
]


def body(name, kernel, inline):
    lines = ["%scudaError_t %s(float *h, int n) {" % ("inline " if inline else "", name),
             "  float *d[8];",
             "  cudaStream_t s;",
             "  cudaEvent_t ev;",
             "  CHECK(cudaStreamCreate(&s));",
             "  CHECK(cudaEventCreate(&ev));"]
    for c in range(calls):
        lines.append(ops[c % len(ops)].format(i=c % 8))
        if c % 25 == 24:
            lines.append("  %s<<<(n + 127) / 128, 128, 0, s>>>(d[%d], n);" % (kernel, c % 8))
            lines.append("  fill<<<1, 32>>>(d[%d], 1.0f, n);" % (c % 8))
    return lines + ["  CHECK(cudaEventDestroy(ev));", "  CHECK(cudaStreamDestroy(s));",
                    "  return cudaGetLastError();", "}", ""]


def kernel(name, k):
    return ["__global__ void %s(float *p, int n) {" % name,
            "  int i = blockIdx.x * blockDim.x + threadIdx.x;",
            "  if (i < n)",
            "    p[i] = p[i] * %d.0f + __shfl_xor_sync(0xffffffffu, p[i], 1);" % (k + 1),
            "}", ""]


for t in range(tus):
    incs = []
    for h in range(headers):
        name = "t%02d_h%02d" % (t, h)
        incs.append('#include "%s.cuh"' % name)
        lines = ["// Generated: header %d of translation unit %d." % (h, t), "#pragma once",
                 '#include "common.cuh"', ""]
        lines += kernel("k_" + name, h) + body("run_" + name, "k_" + name, True)
        with open(os.path.join(root, "include", name + ".cuh"), "w") as f:
            f.write("\n".join(lines))
    lines = ["// Generated: translation unit %d of %d." % (t, tus), '#include "common.cuh"']
    lines += incs + [""] + kernel("k_t%02d" % t, t) + body("run_t%02d" % t, "k_t%02d" % t, False)
    with open(os.path.join(root, "src", "t%02d.cu" % t), "w") as f:
        f.write("\n".join(lines))
print("generated %d translation units, %d files" % (tus, tus * (headers + 1) + 1))
