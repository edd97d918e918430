// Compiles kernels at run time with NVRTC: one read from a file of the
// project, one given as a string.
#include <cuda.h>
#include <nvrtc.h>
#include <fstream>
#include <sstream>
#include <string>

static std::string readSource(const char *path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

static const char *kInline = "extern \"C\" __global__ void twice(float *x) { x[threadIdx.x] *= 2.f; }";

int compile(CUmodule *module) {
  std::string src = readSource("kernels/rope.cu");
  nvrtcProgram prog;
  if (nvrtcCreateProgram(&prog, src.c_str(), "rope.cu", 0, nullptr, nullptr) != NVRTC_SUCCESS)
    return 1;
  const char *opts[] = {"--gpu-architecture=sm_90", "-default-device"};
  nvrtcResult r = nvrtcCompileProgram(prog, 2, opts);
  size_t ptxSize = 0;
  nvrtcGetPTXSize(prog, &ptxSize);
  std::string ptx(ptxSize, '\0');
  nvrtcGetPTX(prog, &ptx[0]);
  nvrtcDestroyProgram(&prog);
  nvrtcProgram other;
  nvrtcCreateProgram(&other, kInline, "twice.cu", 0, nullptr, nullptr);
  nvrtcDestroyProgram(&other);
  return r == NVRTC_SUCCESS && cuModuleLoadData(module, ptx.c_str()) == CUDA_SUCCESS ? 0 : 1;
}
