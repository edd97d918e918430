// CPU backend runtime: channel descriptors, arrays, mipmapped arrays,
// pitched 3-D allocations and the copies between arrays and linear memory
// (2-D, the deprecated 1-D forms, axlMemcpy3D). Every copy is one 3-D region copy; synchronous
// ones run on the legacy default stream, as axlMemcpy does.
#include "array.h"
#include "state.h"
#include "../fault/fault.h"

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

/// A 3-D region of memory: where element (0, 0, 0) is, and the strides.
struct Region {
  unsigned char *Base;
  size_t Pitch, SlicePitch;
};

void copy3D(Region Dst, Region Src, size_t RowBytes, size_t Rows, size_t Slices) {
  for (size_t Z = 0; Z < Slices; ++Z)
    for (size_t Y = 0; Y < Rows; ++Y)
      std::memmove(Dst.Base + Z * Dst.SlicePitch + Y * Dst.Pitch,
                   Src.Base + Z * Src.SlicePitch + Y * Src.Pitch, RowBytes);
}

/// Runs a copy on the legacy default stream (Stream null and Sync) or
/// enqueues it on `Stream`.
axlError_t submit(bool Sync, axlStream_t Stream, Task T,
                  axlGraphNodeType Type = axlGraphNodeTypeMemcpy) {
  if (Sync)
    return runSynchronously(std::move(T));
  if (axlError_t E = stickyError())
    return E;
  Lock L(runtime().M);
  auto S = resolveStream(Stream, L);
  if (!S)
    return fail(axlErrorInvalidResourceHandle);
  return fail(enqueueLocked(*S, axl::cpu::fault::slowed(std::move(T)), L, Type));
}

/// The region of array `A` from element (X, Y, Z), after checking that
/// `RowBytes` x `Rows` x `Slices` from there fit.
axlError_t arrayRegion(const axlArray *Handle, size_t XBytes, size_t Y, size_t Z,
                       size_t RowBytes, size_t Rows, size_t Slices, Region &R) {
  axlArray *A = findArray(Handle);
  if (!A)
    return Handle ? axlErrorInvalidResourceHandle : axlErrorInvalidValue;
  if (XBytes > A->Pitch || RowBytes > A->Pitch - XBytes || Y > A->Rows || Rows > A->Rows - Y ||
      Z > A->Slices || Slices > A->Slices - Z)
    return axlErrorInvalidValue;
  R = Region{A->Data + Z * A->SlicePitch + Y * A->Pitch + XBytes, A->Pitch, A->SlicePitch};
  return axlSuccess;
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

// 2-D copies: wOffset and width in bytes.
static axlError_t toArray(bool Sync, axlArray_t Dst, size_t WOffset, size_t HOffset,
                          const void *Src, size_t SPitch, size_t Width, size_t Height,
                          axlMemcpyKind Kind, axlStream_t Stream) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  if (Height > 1 && Width > SPitch)
    return fail(axlErrorInvalidPitchValue);
  Region D;
  if (axlError_t E = arrayRegion(Dst, WOffset, HOffset, 0, Width, Height, 1, D))
    return fail(E);
  if (!Width || !Height)
    return axlSuccess;
  if (!Src)
    return fail(axlErrorInvalidValue);
  Region S{static_cast<unsigned char *>(const_cast<void *>(Src)), SPitch, 0};
  return submit(Sync, Stream, [=] { copy3D(D, S, Width, Height, 1); });
}

static axlError_t fromArray(bool Sync, void *Dst, size_t DPitch, axlArray_const_t Src,
                            size_t WOffset, size_t HOffset, size_t Width, size_t Height,
                            axlMemcpyKind Kind, axlStream_t Stream) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  if (Height > 1 && Width > DPitch)
    return fail(axlErrorInvalidPitchValue);
  Region S;
  if (axlError_t E = arrayRegion(Src, WOffset, HOffset, 0, Width, Height, 1, S))
    return fail(E);
  if (!Width || !Height)
    return axlSuccess;
  if (!Dst)
    return fail(axlErrorInvalidValue);
  Region D{static_cast<unsigned char *>(Dst), DPitch, 0};
  return submit(Sync, Stream, [=] { copy3D(D, S, Width, Height, 1); });
}

axlError_t axlMemcpy2DToArray(axlArray_t Dst, size_t WOffset, size_t HOffset, const void *Src,
                              size_t SPitch, size_t Width, size_t Height,
                              enum axlMemcpyKind Kind) {
  return toArray(true, Dst, WOffset, HOffset, Src, SPitch, Width, Height, Kind, nullptr);
}

axlError_t axlMemcpy2DToArrayAsync(axlArray_t Dst, size_t WOffset, size_t HOffset,
                                   const void *Src, size_t SPitch, size_t Width, size_t Height,
                                   enum axlMemcpyKind Kind, axlStream_t Stream) {
  return toArray(false, Dst, WOffset, HOffset, Src, SPitch, Width, Height, Kind, Stream);
}

axlError_t axlMemcpy2DFromArray(void *Dst, size_t DPitch, axlArray_const_t Src, size_t WOffset,
                                size_t HOffset, size_t Width, size_t Height,
                                enum axlMemcpyKind Kind) {
  return fromArray(true, Dst, DPitch, Src, WOffset, HOffset, Width, Height, Kind, nullptr);
}

axlError_t axlMemcpy2DFromArrayAsync(void *Dst, size_t DPitch, axlArray_const_t Src,
                                     size_t WOffset, size_t HOffset, size_t Width, size_t Height,
                                     enum axlMemcpyKind Kind, axlStream_t Stream) {
  return fromArray(false, Dst, DPitch, Src, WOffset, HOffset, Width, Height, Kind, Stream);
}

axlError_t axlMemcpy2DArrayToArray(axlArray_t Dst, size_t WOffsetDst, size_t HOffsetDst,
                                   axlArray_const_t Src, size_t WOffsetSrc, size_t HOffsetSrc,
                                   size_t Width, size_t Height, enum axlMemcpyKind Kind) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  Region D, S;
  if (axlError_t E = arrayRegion(Dst, WOffsetDst, HOffsetDst, 0, Width, Height, 1, D))
    return fail(E);
  if (axlError_t E = arrayRegion(Src, WOffsetSrc, HOffsetSrc, 0, Width, Height, 1, S))
    return fail(E);
  if (!Width || !Height)
    return axlSuccess;
  return submit(true, nullptr, [=] { copy3D(D, S, Width, Height, 1); });
}

// The deprecated 1-D forms: `Count` bytes from (wOffset, hOffset) on, which
// run on across rows (an array's rows are packed).
static axlError_t linearRange(axlArray_const_t Handle, size_t WOffset, size_t HOffset,
                              size_t Count, Region &R) {
  axlArray *A = findArray(Handle);
  if (!A)
    return Handle ? axlErrorInvalidResourceHandle : axlErrorInvalidValue;
  size_t Total = A->SlicePitch * A->Slices;
  if (WOffset >= A->Pitch || HOffset >= A->Rows * A->Slices)
    return axlErrorInvalidValue;
  size_t Offset = HOffset * A->Pitch + WOffset;
  if (Count > Total - Offset)
    return axlErrorInvalidValue;
  R = Region{A->Data + Offset, 0, 0};
  return axlSuccess;
}

static axlError_t toArray1D(bool Sync, axlArray_t Dst, size_t WOffset, size_t HOffset,
                            const void *Src, size_t Count, axlMemcpyKind Kind,
                            axlStream_t Stream) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  Region D;
  if (axlError_t E = linearRange(Dst, WOffset, HOffset, Count, D))
    return fail(E);
  if (!Count)
    return axlSuccess;
  if (!Src)
    return fail(axlErrorInvalidValue);
  return submit(Sync, Stream, [=] { std::memmove(D.Base, Src, Count); });
}

static axlError_t fromArray1D(bool Sync, void *Dst, axlArray_const_t Src, size_t WOffset,
                              size_t HOffset, size_t Count, axlMemcpyKind Kind,
                              axlStream_t Stream) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  Region S;
  if (axlError_t E = linearRange(Src, WOffset, HOffset, Count, S))
    return fail(E);
  if (!Count)
    return axlSuccess;
  if (!Dst)
    return fail(axlErrorInvalidValue);
  return submit(Sync, Stream, [=] { std::memmove(Dst, S.Base, Count); });
}

axlError_t axlMemcpyToArray(axlArray_t Dst, size_t WOffset, size_t HOffset, const void *Src,
                            size_t Count, enum axlMemcpyKind Kind) {
  return toArray1D(true, Dst, WOffset, HOffset, Src, Count, Kind, nullptr);
}

axlError_t axlMemcpyToArrayAsync(axlArray_t Dst, size_t WOffset, size_t HOffset,
                                 const void *Src, size_t Count, enum axlMemcpyKind Kind,
                                 axlStream_t Stream) {
  return toArray1D(false, Dst, WOffset, HOffset, Src, Count, Kind, Stream);
}

axlError_t axlMemcpyFromArray(void *Dst, axlArray_const_t Src, size_t WOffset, size_t HOffset,
                              size_t Count, enum axlMemcpyKind Kind) {
  return fromArray1D(true, Dst, Src, WOffset, HOffset, Count, Kind, nullptr);
}

axlError_t axlMemcpyFromArrayAsync(void *Dst, axlArray_const_t Src, size_t WOffset,
                                   size_t HOffset, size_t Count, enum axlMemcpyKind Kind,
                                   axlStream_t Stream) {
  return fromArray1D(false, Dst, Src, WOffset, HOffset, Count, Kind, Stream);
}

axlError_t axlMemcpyArrayToArray(axlArray_t Dst, size_t WOffsetDst, size_t HOffsetDst,
                                 axlArray_const_t Src, size_t WOffsetSrc, size_t HOffsetSrc,
                                 size_t Count, enum axlMemcpyKind Kind) {
  if (!validKind(Kind))
    return fail(axlErrorInvalidMemcpyDirection);
  Region D, S;
  if (axlError_t E = linearRange(Dst, WOffsetDst, HOffsetDst, Count, D))
    return fail(E);
  if (axlError_t E = linearRange(Src, WOffsetSrc, HOffsetSrc, Count, S))
    return fail(E);
  if (!Count)
    return axlSuccess;
  return submit(true, nullptr, [=] { std::memmove(D.Base, S.Base, Count); });
}

/// One side of axlMemcpy3D: an array (positions and the extent's width in
/// its elements) or a pitched pointer (positions in bytes and rows).
static axlError_t side3D(axlArray_t Array, axlPos Pos, axlPitchedPtr Ptr, size_t RowBytes,
                         size_t ElemBytes, axlExtent Ext, Region &R) {
  if (Array)
    return arrayRegion(Array, Pos.x * ElemBytes, Pos.y, Pos.z, RowBytes, Ext.height, Ext.depth,
                       R);
  if (Ext.height * Ext.depth > 1 && Pos.x + RowBytes > Ptr.pitch)
    return axlErrorInvalidPitchValue;
  // A slice is ysize rows: the region must fit in it when there are several.
  if (Ext.depth > 1 && Pos.y + Ext.height > Ptr.ysize)
    return axlErrorInvalidValue;
  size_t SlicePitch = Ptr.pitch * Ptr.ysize;
  R = Region{static_cast<unsigned char *>(Ptr.ptr) + Pos.z * SlicePitch + Pos.y * Ptr.pitch + Pos.x,
             Ptr.pitch, SlicePitch};
  return axlSuccess;
}

static axlError_t memcpy3D(bool Sync, const axlMemcpy3DParms *P, axlStream_t Stream) {
  if (!P)
    return fail(axlErrorInvalidValue);
  // Exactly one of array and pointer on each side.
  if (!P->srcArray == !P->srcPtr.ptr || !P->dstArray == !P->dstPtr.ptr)
    return fail(axlErrorInvalidValue);
  if (!validKind(P->kind))
    return fail(axlErrorInvalidMemcpyDirection);
  axlArray *SrcA = P->srcArray ? findArray(P->srcArray) : nullptr;
  axlArray *DstA = P->dstArray ? findArray(P->dstArray) : nullptr;
  if ((P->srcArray && !SrcA) || (P->dstArray && !DstA))
    return fail(axlErrorInvalidResourceHandle);
  if (SrcA && DstA && SrcA->Format.size() != DstA->Format.size())
    return fail(axlErrorInvalidValue);
  // The extent's width counts an array's elements when one takes part,
  // bytes otherwise.
  size_t Elem = SrcA ? SrcA->Format.size() : DstA ? DstA->Format.size() : 1;
  axlExtent Ext = P->extent;
  if (Ext.width > SIZE_MAX / Elem)
    return fail(axlErrorInvalidValue);
  size_t RowBytes = Ext.width * Elem;
  Region S, D;
  if (axlError_t E = side3D(P->srcArray, P->srcPos, P->srcPtr, RowBytes, Elem, Ext, S))
    return fail(E);
  if (axlError_t E = side3D(P->dstArray, P->dstPos, P->dstPtr, RowBytes, Elem, Ext, D))
    return fail(E);
  if (!RowBytes || !Ext.height || !Ext.depth)
    return axlSuccess;
  return submit(Sync, Stream, [=] { copy3D(D, S, RowBytes, Ext.height, Ext.depth); });
}

axlError_t axlMemcpy3D(const struct axlMemcpy3DParms *P) { return memcpy3D(true, P, nullptr); }

axlError_t axlMemcpy3DAsync(const struct axlMemcpy3DParms *P, axlStream_t Stream) {
  return memcpy3D(false, P, Stream);
}

static axlError_t memset3D(bool Sync, axlPitchedPtr Ptr, int Value, axlExtent Ext,
                           axlStream_t Stream) {
  bool Empty = !Ext.width || !Ext.height || !Ext.depth;
  if ((!Empty && !Ptr.ptr) || (Ext.height * Ext.depth > 1 && Ext.width > Ptr.pitch) ||
      (Ext.depth > 1 && Ext.height > Ptr.ysize))
    return fail(axlErrorInvalidValue);
  if (Empty)
    return axlSuccess;
  return submit(Sync, Stream, [=] {
    for (size_t Z = 0; Z < Ext.depth; ++Z)
      fill2D(static_cast<char *>(Ptr.ptr) + Z * Ptr.pitch * Ptr.ysize, Ptr.pitch,
             unsigned(Value), 1, Ext.width, Ext.height);
  }, axlGraphNodeTypeMemset);
}

axlError_t axlMemset3D(struct axlPitchedPtr Ptr, int Value, struct axlExtent Ext) {
  return memset3D(true, Ptr, Value, Ext, nullptr);
}

axlError_t axlMemset3DAsync(struct axlPitchedPtr Ptr, int Value, struct axlExtent Ext,
                            axlStream_t Stream) {
  return memset3D(false, Ptr, Value, Ext, Stream);
}
