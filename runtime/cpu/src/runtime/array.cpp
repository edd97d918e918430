// CPU backend runtime: channel descriptors, arrays, mipmapped arrays and
// pitched 3-D allocations (copies: array_copy.cpp).
#include "array.h"
#include "state.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_set>

namespace axl::cpu::detail {

namespace {

std::mutex ArrayM;
std::unordered_set<const axlArray *> &arrays() {
  static auto *Set = new std::unordered_set<const axlArray *>; // outlives exit-time frees
  return *Set;
}
std::unordered_set<const axlMipmappedArray *> &mipmappedArrays() {
  static auto *Set = new std::unordered_set<const axlMipmappedArray *>;
  return *Set;
}

axlError_t allocateArray(axlArray_t *Array, const axlChannelFormatDesc *Desc, axlExtent Extent,
                         unsigned Flags, const char *What) {
  if (!Array || !Desc)
    return fail(axlErrorInvalidValue);
  *Array = nullptr;
  if (Flags & (axlArraySparse | axlArrayDeferredMapping | axlArrayColorAttachment)) {
    std::fprintf(stderr, "axl cpu backend: %s: sparse, deferred-mapping and "
                         "color-attachment arrays are not supported\n", What);
    unsupported(What);
  }
  if (Flags & ~unsigned(axlArrayLayered | axlArraySurfaceLoadStore | axlArrayTextureGather |
                        axlArrayCubemap))
    return fail(axlErrorInvalidValue);
  bool Layered = Flags & axlArrayLayered;
  // CUDA's shapes: (w), (w, h), (w, h, d); layered: (w, 0, layers), (w, h, layers);
  // cubemaps: (w, w, 6), layered (w, w, 6 n).
  if (Extent.width == 0 || (Layered && Extent.depth == 0) ||
      (!Layered && Extent.height == 0 && Extent.depth != 0))
    return fail(axlErrorInvalidValue);
  if ((Flags & axlArrayCubemap) &&
      (Extent.height != Extent.width || Extent.depth == 0 || Extent.depth % 6 != 0 ||
       (!Layered && Extent.depth != 6)))
    return fail(axlErrorInvalidValue);
  TexelFormat Format;
  if (axlError_t E = texelFormat(*Desc, Format, What))
    return fail(E);
  if (axlError_t E = stickyError())
    return E;
  auto *A = new axlArray{};
  A->Desc = *Desc;
  A->Format = Format;
  A->Extent = Extent;
  A->Flags = Flags;
  A->Rows = Extent.height ? Extent.height : 1;
  A->Slices = Extent.depth ? Extent.depth : 1;
  A->Pitch = Extent.width * Format.size();
  size_t Limit = size_t(1) << 46; // far beyond any device, and no overflow below
  if (Extent.width > Limit / Format.size() || A->Rows > Limit / A->Pitch ||
      A->Slices > Limit / (A->Pitch * A->Rows)) {
    delete A;
    return fail(axlErrorMemoryAllocation);
  }
  A->SlicePitch = A->Pitch * A->Rows;
  size_t Bytes = (A->SlicePitch * A->Slices + 511) / 512 * 512;
  A->Data = static_cast<unsigned char *>(std::aligned_alloc(512, Bytes));
  if (!A->Data) {
    delete A;
    return fail(axlErrorMemoryAllocation);
  }
  std::memset(A->Data, 0, Bytes);
  std::lock_guard<std::mutex> G(ArrayM);
  arrays().insert(A);
  *Array = A;
  return axlSuccess;
}

void destroyArray(axlArray *A) {
  std::free(A->Data);
  delete A;
}

} // namespace

axlMipmappedArray *findMipmappedArray(const axlMipmappedArray *M) {
  std::lock_guard<std::mutex> G(ArrayM);
  return M && mipmappedArrays().count(M) ? const_cast<axlMipmappedArray *>(M) : nullptr;
}

axlArray *findArray(const axlArray *A) {
  std::lock_guard<std::mutex> G(ArrayM);
  return A && arrays().count(A) ? const_cast<axlArray *>(A) : nullptr;
}

bool alwaysNormalized(axlChannelFormatKind Kind) {
  return Kind >= axlChannelFormatKindUnsignedNormalized8X1 &&
         Kind <= axlChannelFormatKindSignedNormalized16X4;
}

axlError_t texelFormat(const axlChannelFormatDesc &D, TexelFormat &F, const char *What) {
  int Bits = D.x;
  int Channels = D.y == 0 ? 1 : D.z == 0 ? 2 : 4;
  switch (D.f) {
  case axlChannelFormatKindSigned:
  case axlChannelFormatKindUnsigned:
  case axlChannelFormatKindFloat:
    F.Kind = D.f == axlChannelFormatKindSigned     ? ChannelKind::Signed
             : D.f == axlChannelFormatKindUnsigned ? ChannelKind::Unsigned
                                                   : ChannelKind::Float;
    break;
  default:
    if (!alwaysNormalized(D.f)) {
      if (D.f == axlChannelFormatKindNone)
        return axlErrorInvalidChannelDescriptor;
      std::fprintf(stderr, "axl cpu backend: %s: block-compressed, NV12 and 10-10-10-2 "
                           "channel formats are not supported\n", What);
      unsupported(What);
    }
    // The kind names the layout: 8 or 16 bits, 1, 2 or 4 channels.
    int K = D.f - axlChannelFormatKindUnsignedNormalized8X1;
    F.Kind = K < 6 ? ChannelKind::Unsigned : ChannelKind::Signed;
    int Expected = K % 6 < 3 ? 8 : 16, ExpectedChannels = K % 3 == 0 ? 1 : K % 3 == 1 ? 2 : 4;
    if (Bits != Expected || Channels != ExpectedChannels)
      return axlErrorInvalidChannelDescriptor;
    break;
  }
  bool SizeOk = F.Kind == ChannelKind::Float ? (Bits == 16 || Bits == 32)
                                             : (Bits == 8 || Bits == 16 || Bits == 32);
  // Channels are x, xy or xyzw, all of one size.
  bool ShapeOk = Channels == 1   ? D.z == 0 && D.w == 0
                 : Channels == 2 ? D.y == Bits && D.w == 0
                                 : D.y == Bits && D.z == Bits && D.w == Bits;
  if (!SizeOk || !ShapeOk)
    return axlErrorInvalidChannelDescriptor;
  F.Channels = static_cast<unsigned char>(Channels);
  F.Bytes = static_cast<unsigned char>(Bits / 8);
  return axlSuccess;
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlChannelFormatDesc axlCreateChannelDesc(int X, int Y, int Z, int W, enum axlChannelFormatKind F) {
  return axlChannelFormatDesc{X, Y, Z, W, F};
}

axlError_t axlGetChannelDesc(struct axlChannelFormatDesc *Desc, axlArray_const_t Array) {
  if (!Desc)
    return fail(axlErrorInvalidValue);
  axlArray *A = findArray(Array);
  if (!A)
    return fail(Array ? axlErrorInvalidResourceHandle : axlErrorInvalidValue);
  *Desc = A->Desc;
  return axlSuccess;
}

axlError_t axlMallocArray(axlArray_t *Array, const struct axlChannelFormatDesc *Desc, size_t Width,
                          size_t Height, unsigned int Flags) {
  if (Flags & axlArrayLayered) // a 3-D array's flag
    return fail(axlErrorInvalidValue);
  return allocateArray(Array, Desc, axlExtent{Width, Height, 0}, Flags, "axlMallocArray");
}

axlError_t axlMalloc3DArray(axlArray_t *Array, const struct axlChannelFormatDesc *Desc,
                            struct axlExtent Extent, unsigned int Flags) {
  return allocateArray(Array, Desc, Extent, Flags, "axlMalloc3DArray");
}

axlError_t axlFreeArray(axlArray_t Array) {
  if (!Array)
    return axlSuccess;
  if (axlError_t E = stickyError())
    return E;
  axlArray *A = findArray(Array);
  if (!A)
    return fail(axlErrorInvalidResourceHandle);
  if (A->Owner) // a level belongs to its mipmapped array
    return fail(axlErrorInvalidValue);
  if (axlError_t E = axlDeviceSynchronize()) // as CUDA's, the free waits for the device
    return E;
  {
    std::lock_guard<std::mutex> G(ArrayM);
    if (!arrays().erase(Array)) // freed by another thread meanwhile
      return fail(axlErrorInvalidResourceHandle);
  }
  destroyArray(Array);
  return axlSuccess;
}

axlError_t axlMallocMipmappedArray(axlMipmappedArray_t *Mipmap,
                                   const struct axlChannelFormatDesc *Desc,
                                   struct axlExtent Extent, unsigned int NumLevels,
                                   unsigned int Flags) {
  if (!Mipmap)
    return fail(axlErrorInvalidValue);
  *Mipmap = nullptr;
  bool Layered = Flags & (axlArrayLayered | axlArrayCubemap);
  // CUDA clamps the count to [1, 1 + floor(log2(largest halved dimension))].
  size_t Largest = std::max(Extent.width, Extent.height);
  if (!Layered)
    Largest = std::max(Largest, Extent.depth);
  unsigned MaxLevels = 1;
  while (Largest >> MaxLevels)
    ++MaxLevels;
  NumLevels = std::min(std::max(NumLevels, 1u), MaxLevels);
  auto *M = new axlMipmappedArray{};
  for (unsigned L = 0; L < NumLevels; ++L) {
    auto Half = [L](size_t N) { return N ? std::max<size_t>(N >> L, 1) : 0; };
    axlExtent LE{Half(Extent.width), Half(Extent.height),
                 Layered ? Extent.depth : Half(Extent.depth)};
    axlArray_t A = nullptr;
    axlError_t E = allocateArray(&A, Desc, LE, Flags, "axlMallocMipmappedArray");
    if (E != axlSuccess) {
      for (axlArray *Level : M->Levels) {
        {
          std::lock_guard<std::mutex> G(ArrayM);
          arrays().erase(Level);
        }
        destroyArray(Level);
      }
      delete M;
      return E;
    }
    A->Owner = M;
    M->Levels.push_back(A);
  }
  M->Desc = *Desc;
  M->Extent = Extent;
  M->Flags = Flags;
  std::lock_guard<std::mutex> G(ArrayM);
  mipmappedArrays().insert(M);
  *Mipmap = M;
  return axlSuccess;
}

axlError_t axlGetMipmappedArrayLevel(axlArray_t *LevelArray, axlMipmappedArray_const_t Mipmap,
                                     unsigned int Level) {
  if (!LevelArray)
    return fail(axlErrorInvalidValue);
  axlMipmappedArray *M = findMipmappedArray(Mipmap);
  if (!M)
    return fail(Mipmap ? axlErrorInvalidResourceHandle : axlErrorInvalidValue);
  if (Level >= M->Levels.size())
    return fail(axlErrorInvalidValue);
  *LevelArray = M->Levels[Level];
  return axlSuccess;
}

axlError_t axlFreeMipmappedArray(axlMipmappedArray_t Mipmap) {
  if (!Mipmap)
    return axlSuccess;
  if (axlError_t E = stickyError())
    return E;
  if (!findMipmappedArray(Mipmap))
    return fail(axlErrorInvalidResourceHandle);
  if (axlError_t E = axlDeviceSynchronize())
    return E;
  {
    std::lock_guard<std::mutex> G(ArrayM);
    if (!mipmappedArrays().erase(Mipmap))
      return fail(axlErrorInvalidResourceHandle);
    for (axlArray *Level : Mipmap->Levels)
      arrays().erase(Level);
  }
  for (axlArray *Level : Mipmap->Levels)
    destroyArray(Level);
  delete Mipmap;
  return axlSuccess;
}

axlError_t axlArrayGetInfo(struct axlChannelFormatDesc *Desc, struct axlExtent *Extent,
                           unsigned int *Flags, axlArray_t Array) {
  axlArray *A = findArray(Array);
  if (!A)
    return fail(Array ? axlErrorInvalidResourceHandle : axlErrorInvalidValue);
  if (Desc)
    *Desc = A->Desc;
  if (Extent)
    *Extent = A->Extent;
  if (Flags)
    *Flags = A->Flags;
  return axlSuccess;
}

axlError_t axlMalloc3D(struct axlPitchedPtr *Pitched, struct axlExtent Extent) {
  if (!Pitched)
    return fail(axlErrorInvalidValue);
  size_t Height = Extent.height ? Extent.height : 1, Depth = Extent.depth ? Extent.depth : 1;
  if (Height > SIZE_MAX / Depth)
    return fail(axlErrorMemoryAllocation);
  void *Ptr = nullptr;
  size_t Pitch = 0;
  if (axlError_t E = axlMallocPitch(&Ptr, &Pitch, Extent.width, Height * Depth))
    return E;
  *Pitched = axlPitchedPtr{Ptr, Pitch, Extent.width, Extent.height};
  return axlSuccess;
}
