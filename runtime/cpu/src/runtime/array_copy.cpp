// CPU backend runtime: the copies between arrays and linear memory (2-D,
// the deprecated 1-D forms, axlMemcpy3D) and axlMemset3D. Every copy is one
// 3-D region copy; synchronous ones run on the legacy default stream, as
// axlMemcpy does.
#include "array.h"
#include "state.h"
#include "../fault/fault.h"

#include <cstring>

namespace axl::cpu::detail {

namespace {

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

/// Runs a copy synchronously on the legacy default stream (Sync), or
/// enqueues it on `Stream`.
axlError_t submit(bool Sync, axlStream_t Stream, Task T,
                  axlGraphNodeType Type = axlGraphNodeTypeMemcpy) {
  return Sync ? runSynchronously(std::move(T)) : enqueueAs(Stream, std::move(T), Type);
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

} // namespace

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

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
