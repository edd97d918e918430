// CPU backend: the kernel side of texture and surface objects, CUDA's
// texture_indirect_functions.h and surface_indirect_functions.h (sampling in
// detail/texture_sample.h). Included by <axl/cpu/texture.h>.
#pragma once
#include <axl/cpu/detail/texture_sample.h>

// Texture fetches. A texture without mipmaps has only level 0, which the Lod
// and Grad forms then read, as on a GPU.
template <class T> inline T tex1Dfetch(axlTextureObject_t t, int x) {
  using namespace axl::cpu::detail;
  const TextureView &View = textureView(t);
  int I = addressIndex(x, View.Width, View.Address[0]);
  Texel V;
  if (I < 0)
    borderTexel(View, V);
  else
    loadTexel(View, I, 0, 0, V);
  return texelAs<T>(View, V);
}
template <class T> inline T tex1D(axlTextureObject_t t, float x) {
  return axl::cpu::detail::texFetch<T, 1>(t, x, 0, 0, 0);
}
template <class T> inline T tex2D(axlTextureObject_t t, float x, float y) {
  return axl::cpu::detail::texFetch<T, 2>(t, x, y, 0, 0);
}
template <class T> inline T tex2D(axlTextureObject_t t, float x, float y, bool *isResident) {
  if (isResident)
    *isResident = true;
  return tex2D<T>(t, x, y);
}
template <class T> inline T tex3D(axlTextureObject_t t, float x, float y, float z) {
  return axl::cpu::detail::texFetch<T, 3>(t, x, y, z, 0);
}
template <class T>
inline T tex3D(axlTextureObject_t t, float x, float y, float z, bool *isResident) {
  if (isResident)
    *isResident = true;
  return tex3D<T>(t, x, y, z);
}
template <class T> inline T tex1DLayered(axlTextureObject_t t, float x, int layer) {
  return axl::cpu::detail::texFetch<T, 1>(t, x, 0, 0, layer);
}
template <class T> inline T tex2DLayered(axlTextureObject_t t, float x, float y, int layer) {
  return axl::cpu::detail::texFetch<T, 2>(t, x, y, 0, layer);
}
template <class T>
inline T tex2DLayered(axlTextureObject_t t, float x, float y, int layer, bool *isResident) {
  if (isResident)
    *isResident = true;
  return tex2DLayered<T>(t, x, y, layer);
}
template <class T> inline T tex2Dgather(axlTextureObject_t t, float x, float y, int comp = 0) {
  return axl::cpu::detail::texGather<T>(t, x, y, comp);
}
template <class T> inline T tex1DLod(axlTextureObject_t t, float x, float level) {
  return axl::cpu::detail::texFetchLod<T, 1>(t, x, 0, 0, 0, level);
}
template <class T> inline T tex2DLod(axlTextureObject_t t, float x, float y, float level) {
  return axl::cpu::detail::texFetchLod<T, 2>(t, x, y, 0, 0, level);
}
template <class T>
inline T tex3DLod(axlTextureObject_t t, float x, float y, float z, float level) {
  return axl::cpu::detail::texFetchLod<T, 3>(t, x, y, z, 0, level);
}
template <class T>
inline T tex1DLayeredLod(axlTextureObject_t t, float x, int layer, float level) {
  return axl::cpu::detail::texFetchLod<T, 1>(t, x, 0, 0, layer, level);
}
template <class T>
inline T tex2DLayeredLod(axlTextureObject_t t, float x, float y, int layer, float level) {
  return axl::cpu::detail::texFetchLod<T, 2>(t, x, y, 0, layer, level);
}
template <class T> inline T tex1DGrad(axlTextureObject_t t, float x, float dx, float dy) {
  return tex1DLod<T>(t, x, axl::cpu::detail::gradientLod(t, 1, &dx, &dy));
}
template <class T>
inline T tex2DGrad(axlTextureObject_t t, float x, float y, float2 dx, float2 dy) {
  const float DX[2] = {dx.x, dx.y}, DY[2] = {dy.x, dy.y};
  return tex2DLod<T>(t, x, y, axl::cpu::detail::gradientLod(t, 2, DX, DY));
}
template <class T>
inline T tex3DGrad(axlTextureObject_t t, float x, float y, float z, float4 dx, float4 dy) {
  const float DX[3] = {dx.x, dx.y, dx.z}, DY[3] = {dy.x, dy.y, dy.z};
  return tex3DLod<T>(t, x, y, z, axl::cpu::detail::gradientLod(t, 3, DX, DY));
}
template <class T>
inline T tex1DLayeredGrad(axlTextureObject_t t, float x, int layer, float dx, float dy) {
  return tex1DLayeredLod<T>(t, x, layer, axl::cpu::detail::gradientLod(t, 1, &dx, &dy));
}
template <class T>
inline T tex2DLayeredGrad(axlTextureObject_t t, float x, float y, int layer, float2 dx,
                          float2 dy) {
  const float DX[2] = {dx.x, dx.y}, DY[2] = {dy.x, dy.y};
  return tex2DLayeredLod<T>(t, x, y, layer, axl::cpu::detail::gradientLod(t, 2, DX, DY));
}

template <class T> inline T texCubemap(axlTextureObject_t t, float x, float y, float z) {
  return axl::cpu::detail::texCubemapFetch<T>(t, x, y, z, 0);
}
template <class T>
inline T texCubemapLayered(axlTextureObject_t t, float x, float y, float z, int layer) {
  return axl::cpu::detail::texCubemapFetch<T>(t, x, y, z, layer);
}
template <class T>
inline T texCubemapLod(axlTextureObject_t t, float x, float y, float z, float level) {
  return axl::cpu::detail::texCubemapFetch<T>(t, x, y, z, 0, level);
}
template <class T>
inline T texCubemapLayeredLod(axlTextureObject_t t, float x, float y, float z, int layer,
                              float level) {
  return axl::cpu::detail::texCubemapFetch<T>(t, x, y, z, layer, level);
}

// The forms that store the result through a pointer.
template <class T> inline void tex1Dfetch(T *ptr, axlTextureObject_t t, int x) {
  *ptr = tex1Dfetch<T>(t, x);
}
template <class T> inline void tex1D(T *ptr, axlTextureObject_t t, float x) {
  *ptr = tex1D<T>(t, x);
}
template <class T> inline void tex2D(T *ptr, axlTextureObject_t t, float x, float y) {
  *ptr = tex2D<T>(t, x, y);
}
template <class T> inline void tex3D(T *ptr, axlTextureObject_t t, float x, float y, float z) {
  *ptr = tex3D<T>(t, x, y, z);
}
template <class T> inline void tex1DLayered(T *ptr, axlTextureObject_t t, float x, int layer) {
  *ptr = tex1DLayered<T>(t, x, layer);
}
template <class T>
inline void tex2DLayered(T *ptr, axlTextureObject_t t, float x, float y, int layer) {
  *ptr = tex2DLayered<T>(t, x, y, layer);
}
template <class T> inline void texCubemap(T *ptr, axlTextureObject_t t, float x, float y, float z) {
  *ptr = texCubemap<T>(t, x, y, z);
}
template <class T>
inline void texCubemapLayered(T *ptr, axlTextureObject_t t, float x, float y, float z, int layer) {
  *ptr = texCubemapLayered<T>(t, x, y, z, layer);
}

// Surface accesses: x in bytes; out of range, axlBoundaryModeTrap faults
// (here: reports and aborts), Clamp uses the nearest element, Zero reads
// zero and drops writes.
#define AXL_CPU_SURF_FUNCTIONS(NAME, PARAMS, ARGS, X, Y, Z)                    \
  template <class T>                                                           \
  inline T NAME##read(axlSurfaceObject_t s, PARAMS,                            \
                      axlSurfaceBoundaryMode mode = axlBoundaryModeTrap) {     \
    return axl::cpu::detail::surfRead<T>(s, X, Y, Z, mode, #NAME "read");      \
  }                                                                            \
  template <class T>                                                           \
  inline void NAME##read(T *ptr, axlSurfaceObject_t s, PARAMS,                 \
                         axlSurfaceBoundaryMode mode = axlBoundaryModeTrap) {  \
    *ptr = NAME##read<T>(s, ARGS, mode);                                       \
  }                                                                            \
  template <class T>                                                           \
  inline void NAME##write(T val, axlSurfaceObject_t s, PARAMS,                 \
                          axlSurfaceBoundaryMode mode = axlBoundaryModeTrap) { \
    axl::cpu::detail::surfWrite(val, s, X, Y, Z, mode, #NAME "write");        \
  }
#define AXL_CPU_COMMA ,
AXL_CPU_SURF_FUNCTIONS(surf1D, int x, x, x, 0, 0)
AXL_CPU_SURF_FUNCTIONS(surf2D, int x AXL_CPU_COMMA int y, x AXL_CPU_COMMA y, x, y, 0)
AXL_CPU_SURF_FUNCTIONS(surf3D, int x AXL_CPU_COMMA int y AXL_CPU_COMMA int z,
                       x AXL_CPU_COMMA y AXL_CPU_COMMA z, x, y, z)
AXL_CPU_SURF_FUNCTIONS(surf1DLayered, int x AXL_CPU_COMMA int layer, x AXL_CPU_COMMA layer, x,
                       0, layer)
AXL_CPU_SURF_FUNCTIONS(surf2DLayered, int x AXL_CPU_COMMA int y AXL_CPU_COMMA int layer,
                       x AXL_CPU_COMMA y AXL_CPU_COMMA layer, x, y, layer)
// A cubemap surface is its six faces as layers (layerFace = 6 cube + face).
AXL_CPU_SURF_FUNCTIONS(surfCubemap, int x AXL_CPU_COMMA int y AXL_CPU_COMMA int face,
                       x AXL_CPU_COMMA y AXL_CPU_COMMA face, x, y, face)
AXL_CPU_SURF_FUNCTIONS(surfCubemapLayered,
                       int x AXL_CPU_COMMA int y AXL_CPU_COMMA int layerFace,
                       x AXL_CPU_COMMA y AXL_CPU_COMMA layerFace, x, y, layerFace)
#undef AXL_CPU_COMMA
#undef AXL_CPU_SURF_FUNCTIONS
