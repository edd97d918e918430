// CPU backend runtime: arrays (axlArray_t) and channel formats, shared by the
// array copies (array.cpp) and texture/surface objects (texture.cpp).
// Internal to src/runtime.
#pragma once
#include <axl/cpu/runtime.h>

#include <cstddef>
#include <vector>

/// An array: rows packed at the element size, slices (3-D depth or layers)
/// packed after one another.
struct axlArray {
  axlChannelFormatDesc Desc;
  axl::cpu::detail::TexelFormat Format;
  axlExtent Extent; ///< as allocated (0 for absent dimensions)
  unsigned Flags;
  unsigned char *Data;
  size_t Pitch;      ///< Extent.width * element size
  size_t Rows;       ///< max(height, 1)
  size_t Slices;     ///< max(depth, 1)
  size_t SlicePitch; ///< Pitch * Rows
  const axlMipmappedArray *Owner; ///< the mipmapped array this is a level of, or null
};

/// A mipmapped array: its levels, each an array of half the size of the one
/// before (layers are not halved).
struct axlMipmappedArray {
  axlChannelFormatDesc Desc;
  axlExtent Extent;
  unsigned Flags;
  std::vector<axlArray *> Levels;
};

namespace axl::cpu::detail {

/// The storage of a channel descriptor: axlErrorInvalidChannelDescriptor for
/// one CUDA rejects (no channels, 3 channels, mixed or odd sizes, a half
/// that is not 16 bits). Block-compressed, NV12 and 10-10-10-2 formats are
/// not supported (reported, aborts).
axlError_t texelFormat(const axlChannelFormatDesc &Desc, TexelFormat &Format, const char *What);

/// Whether texture fetches of this kind always return normalized floats
/// (axlChannelFormatKind*Normalized*).
bool alwaysNormalized(axlChannelFormatKind Kind);

/// The live array `A` is, or null.
axlArray *findArray(const axlArray *A);
/// The live mipmapped array `M` is, or null.
axlMipmappedArray *findMipmappedArray(const axlMipmappedArray *M);

/// The alignment texture and surface data must have here: the runtime's
/// allocation alignment (CUDA requires textureAlignment, 512, which its
/// allocations meet; requiring 512 here would reject buffers CUDA accepts).
constexpr size_t TextureBaseAlignment = 256;

} // namespace axl::cpu::detail
