// Ported code on the HIP backend: dialect names HIP 5.2 maps, and one of each
// kind that it cannot (compiled with -DUSE_* by names.test).
#include <axl/blaslt.h>

__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

int main() {
  float *p = nullptr;
  if (axlMalloc(&p, 64 * sizeof(float)) != axlSuccess)
    return 1;
  // The warp size the runtime answers is the kernels' (axl/hip/device.h).
  axlDeviceProp prop;
  int warp = 0;
  if (axlGetDeviceProperties(&prop, 0) != axlSuccess ||
      axlDeviceGetAttribute(&warp, axlDevAttrWarpSize, 0) != axlSuccess ||
      prop.warpSize != warpSize || warp != 32)
    return 77;
  axlStream_t stream;
  axlStreamCreate(&stream);
  axlLaunchKernelGGL(scale, dim3(1), dim3(64), 0, stream, p, 2.0f);
  axlStreamSynchronize(stream);
#if defined(USE_NEWER)
  axlGraphExec_t exec;
  axlGraphInstantiateWithParams(&exec, nullptr, nullptr);
#endif
#if defined(USE_LIBRARY)
  axlblasLtHandle_t lt;
  axlblasLtCreate(&lt);
#endif
#if defined(USE_NONE)
  axlDataType_t fp4 = AXL_R_4F_E2M1;
#endif
  return axlFree(p) == axlSuccess ? 0 : 1;
}
