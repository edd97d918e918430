// CPU backend runtime: the texture and surface size limits the device
// reports, CUDA's for compute capability 9.0 (H100/H200). Internal to
// src/runtime.
//
// The backend's arrays live in host memory and take larger sizes, but a
// program sized from these attributes must fit on the GPU it was written
// for, so the attributes say what the GPU says. Linear and pitch-2D texture
// objects are checked against them, as CUDA checks them. 2-D gathers are
// not provided (tex2Dgather does not compile), so their limits are 0.
#pragma once
#include <axl/cpu/runtime.h>

#include <cstddef>

namespace axl::cpu::detail {

struct TextureLimit {
  axlDeviceAttr Attr;
  int Value;
};

inline constexpr TextureLimit TextureLimits[] = {
    {axlDevAttrMaxTexture1DWidth, 131072},
    {axlDevAttrMaxTexture2DWidth, 131072},
    {axlDevAttrMaxTexture2DHeight, 65536},
    {axlDevAttrMaxTexture3DWidth, 16384},
    {axlDevAttrMaxTexture3DHeight, 16384},
    {axlDevAttrMaxTexture3DDepth, 16384},
    {axlDevAttrMaxTexture3DWidthAlt, 8192},
    {axlDevAttrMaxTexture3DHeightAlt, 8192},
    {axlDevAttrMaxTexture3DDepthAlt, 32768},
    {axlDevAttrMaxTexture2DLayeredWidth, 32768},
    {axlDevAttrMaxTexture2DLayeredHeight, 32768},
    {axlDevAttrMaxTexture2DLayeredLayers, 2048},
    {axlDevAttrMaxTexture1DLayeredWidth, 32768},
    {axlDevAttrMaxTexture1DLayeredLayers, 2048},
    {axlDevAttrMaxTexture2DGatherWidth, 0},
    {axlDevAttrMaxTexture2DGatherHeight, 0},
    {axlDevAttrMaxTextureCubemapWidth, 32768},
    {axlDevAttrMaxTextureCubemapLayeredWidth, 32768},
    {axlDevAttrMaxTextureCubemapLayeredLayers, 2046},
    {axlDevAttrMaxTexture1DLinearWidth, 1 << 28},
    {axlDevAttrMaxTexture2DLinearWidth, 131072},
    {axlDevAttrMaxTexture2DLinearHeight, 65000},
    {axlDevAttrMaxTexture2DLinearPitch, 2097120},
    {axlDevAttrMaxTexture2DMipmappedWidth, 32768},
    {axlDevAttrMaxTexture2DMipmappedHeight, 32768},
    {axlDevAttrMaxTexture1DMipmappedWidth, 32768},
    {axlDevAttrMaxSurface1DWidth, 32768},
    {axlDevAttrMaxSurface2DWidth, 131072},
    {axlDevAttrMaxSurface2DHeight, 65536},
    {axlDevAttrMaxSurface3DWidth, 16384},
    {axlDevAttrMaxSurface3DHeight, 16384},
    {axlDevAttrMaxSurface3DDepth, 16384},
    {axlDevAttrMaxSurface1DLayeredWidth, 32768},
    {axlDevAttrMaxSurface1DLayeredLayers, 2048},
    {axlDevAttrMaxSurface2DLayeredWidth, 32768},
    {axlDevAttrMaxSurface2DLayeredHeight, 32768},
    {axlDevAttrMaxSurface2DLayeredLayers, 2048},
    {axlDevAttrMaxSurfaceCubemapWidth, 32768},
    {axlDevAttrMaxSurfaceCubemapLayeredWidth, 32768},
    {axlDevAttrMaxSurfaceCubemapLayeredLayers, 2046},
};

/// The limit for Attr; -1 when Attr is not a texture or surface size.
constexpr int textureLimit(axlDeviceAttr Attr) {
  for (const TextureLimit &L : TextureLimits)
    if (L.Attr == Attr)
      return L.Value;
  return -1;
}

} // namespace axl::cpu::detail
