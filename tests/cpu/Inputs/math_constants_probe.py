"""Writes a program that prints the type and bit pattern of every constant of
math_constants.h named in rules/math_constants.yaml (each name without its
CUDART_ prefix, so original and port print the same lines).

  math_constants_probe.py RULES cuda  a CUDA program: a kernel reads the
                                      constants (CUDA defines some through
                                      device intrinsics)
  math_constants_probe.py RULES host  the same reads in a host function, for
                                      the host compiler over the toolkit's
                                      header
"""
import re
import sys

names = re.findall(r"- cuda: (CUDART_\w+)", open(sys.argv[1]).read())
cuda = sys.argv[2] == "cuda"
print("""#include <math_constants.h>
#include <cstdio>
#include <cstring>
%s
struct Entry { int type; unsigned long long bits; };
__device__ Entry entry(float v) { unsigned b; memcpy(&b, &v, 4); return Entry{0, b}; }
__device__ Entry entry(double v) { unsigned long long b; memcpy(&b, &v, 8); return Entry{1, b}; }
__device__ Entry entry(unsigned v) { return Entry{2, v}; }
__global__ void probe(Entry *out) {""" % ("" if cuda else "#define __device__\n#define __global__"))
for i, n in enumerate(names):
    print("  out[%d] = entry(%s);" % (i, n))
print("}")
print("static const char *const names[] = {%s};" % ", ".join('"%s"' % n[len("CUDART_"):] for n in names))
print("""int main() {
  const int n = %d;
  static Entry host[n];""" % len(names))
if cuda:
    print("""  Entry *dev;
  cudaMalloc(&dev, sizeof host);
  probe<<<1, 1>>>(dev);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);""")
else:
    print("  probe(host);")
print("""  static const char *const types[] = {"float", "double", "unsigned"};
  for (int i = 0; i < n; ++i)
    std::printf("%s %s %llx\\n", names[i], types[host[i].type], host[i].bits);
  return 0;
}""")
