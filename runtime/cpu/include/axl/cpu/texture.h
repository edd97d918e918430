// CPU backend of CUDA 13's arrays, texture objects and surface objects
// (driver_types.h, texture_types.h, surface_types.h, channel_descriptor.h and
// the array, 3-D copy and texture/surface object calls of
// cuda_runtime_api.h), under dialect names and with CUDA's values.
//
// An array is host memory with its rows packed (pitch = width * element
// size) and its slices (3-D depth or layers) packed after one another. A
// texture or surface object is the address of an immutable descriptor
// (detail/texture_sample.h) that kernels read without a lock.
//
// Not provided (a compile error where used): block-compressed and NV12
// formats, sparse array properties; sparse and deferred-mapping arrays,
// seamless filtering of cubemaps and resource views of mipmapped arrays
// fail at run time. Mipmapped textures
// take the level of detail of the Lod forms, or of the Grad forms
// (isotropically: the longer gradient), and read level 0 (after the bias
// and clamps) otherwise, as a kernel has no derivatives to derive one from.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/runtime_types.h>
#include <axl/cpu/vector_types.h>

#include <cstddef>

#define axlArrayDefault 0x00
#define axlArrayLayered 0x01
#define axlArraySurfaceLoadStore 0x02
#define axlArrayCubemap 0x04
#define axlArrayTextureGather 0x08
#define axlArrayColorAttachment 0x20
#define axlArraySparse 0x40
#define axlArrayDeferredMapping 0x80

#define axlTextureType1D 0x01
#define axlTextureType2D 0x02
#define axlTextureType3D 0x03
#define axlTextureTypeCubemap 0x0C
#define axlTextureType1DLayered 0xF1
#define axlTextureType2DLayered 0xF2
#define axlTextureTypeCubemapLayered 0xFC
#define axlSurfaceType1D 0x01
#define axlSurfaceType2D 0x02
#define axlSurfaceType3D 0x03
#define axlSurfaceTypeCubemap 0x0C
#define axlSurfaceType1DLayered 0xF1
#define axlSurfaceType2DLayered 0xF2
#define axlSurfaceTypeCubemapLayered 0xFC

enum axlChannelFormatKind {
  axlChannelFormatKindSigned = 0,
  axlChannelFormatKindUnsigned = 1,
  axlChannelFormatKindFloat = 2,
  axlChannelFormatKindNone = 3,
  axlChannelFormatKindNV12 = 4,
  axlChannelFormatKindUnsignedNormalized8X1 = 5,
  axlChannelFormatKindUnsignedNormalized8X2 = 6,
  axlChannelFormatKindUnsignedNormalized8X4 = 7,
  axlChannelFormatKindUnsignedNormalized16X1 = 8,
  axlChannelFormatKindUnsignedNormalized16X2 = 9,
  axlChannelFormatKindUnsignedNormalized16X4 = 10,
  axlChannelFormatKindSignedNormalized8X1 = 11,
  axlChannelFormatKindSignedNormalized8X2 = 12,
  axlChannelFormatKindSignedNormalized8X4 = 13,
  axlChannelFormatKindSignedNormalized16X1 = 14,
  axlChannelFormatKindSignedNormalized16X2 = 15,
  axlChannelFormatKindSignedNormalized16X4 = 16,
  axlChannelFormatKindUnsignedBlockCompressed1 = 17,
  axlChannelFormatKindUnsignedBlockCompressed1SRGB = 18,
  axlChannelFormatKindUnsignedBlockCompressed2 = 19,
  axlChannelFormatKindUnsignedBlockCompressed2SRGB = 20,
  axlChannelFormatKindUnsignedBlockCompressed3 = 21,
  axlChannelFormatKindUnsignedBlockCompressed3SRGB = 22,
  axlChannelFormatKindUnsignedBlockCompressed4 = 23,
  axlChannelFormatKindSignedBlockCompressed4 = 24,
  axlChannelFormatKindUnsignedBlockCompressed5 = 25,
  axlChannelFormatKindSignedBlockCompressed5 = 26,
  axlChannelFormatKindUnsignedBlockCompressed6H = 27,
  axlChannelFormatKindSignedBlockCompressed6H = 28,
  axlChannelFormatKindUnsignedBlockCompressed7 = 29,
  axlChannelFormatKindUnsignedBlockCompressed7SRGB = 30,
  axlChannelFormatKindUnsignedNormalized1010102 = 31
};

struct axlChannelFormatDesc {
  int x;
  int y;
  int z;
  int w;
  enum axlChannelFormatKind f;
};

typedef struct axlArray *axlArray_t;
typedef const struct axlArray *axlArray_const_t;
typedef struct axlMipmappedArray *axlMipmappedArray_t;
typedef const struct axlMipmappedArray *axlMipmappedArray_const_t;

struct axlPitchedPtr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
};

struct axlExtent {
  size_t width;
  size_t height;
  size_t depth;
};

struct axlPos {
  size_t x;
  size_t y;
  size_t z;
};

struct axlMemcpy3DParms {
  axlArray_t srcArray;
  struct axlPos srcPos;
  struct axlPitchedPtr srcPtr;
  axlArray_t dstArray;
  struct axlPos dstPos;
  struct axlPitchedPtr dstPtr;
  struct axlExtent extent;
  enum axlMemcpyKind kind;
};

enum axlResourceType {
  axlResourceTypeArray = 0x00,
  axlResourceTypeMipmappedArray = 0x01,
  axlResourceTypeLinear = 0x02,
  axlResourceTypePitch2D = 0x03
};

enum axlResourceViewFormat {
  axlResViewFormatNone = 0x00,
  axlResViewFormatUnsignedChar1 = 0x01,
  axlResViewFormatUnsignedChar2 = 0x02,
  axlResViewFormatUnsignedChar4 = 0x03,
  axlResViewFormatSignedChar1 = 0x04,
  axlResViewFormatSignedChar2 = 0x05,
  axlResViewFormatSignedChar4 = 0x06,
  axlResViewFormatUnsignedShort1 = 0x07,
  axlResViewFormatUnsignedShort2 = 0x08,
  axlResViewFormatUnsignedShort4 = 0x09,
  axlResViewFormatSignedShort1 = 0x0a,
  axlResViewFormatSignedShort2 = 0x0b,
  axlResViewFormatSignedShort4 = 0x0c,
  axlResViewFormatUnsignedInt1 = 0x0d,
  axlResViewFormatUnsignedInt2 = 0x0e,
  axlResViewFormatUnsignedInt4 = 0x0f,
  axlResViewFormatSignedInt1 = 0x10,
  axlResViewFormatSignedInt2 = 0x11,
  axlResViewFormatSignedInt4 = 0x12,
  axlResViewFormatHalf1 = 0x13,
  axlResViewFormatHalf2 = 0x14,
  axlResViewFormatHalf4 = 0x15,
  axlResViewFormatFloat1 = 0x16,
  axlResViewFormatFloat2 = 0x17,
  axlResViewFormatFloat4 = 0x18,
  axlResViewFormatUnsignedBlockCompressed1 = 0x19,
  axlResViewFormatUnsignedBlockCompressed2 = 0x1a,
  axlResViewFormatUnsignedBlockCompressed3 = 0x1b,
  axlResViewFormatUnsignedBlockCompressed4 = 0x1c,
  axlResViewFormatSignedBlockCompressed4 = 0x1d,
  axlResViewFormatUnsignedBlockCompressed5 = 0x1e,
  axlResViewFormatSignedBlockCompressed5 = 0x1f,
  axlResViewFormatUnsignedBlockCompressed6H = 0x20,
  axlResViewFormatSignedBlockCompressed6H = 0x21,
  axlResViewFormatUnsignedBlockCompressed7 = 0x22
};

struct axlResourceDesc {
  enum axlResourceType resType;
  union {
    struct {
      axlArray_t array;
    } array;
    struct {
      axlMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void *devPtr;
      struct axlChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct axlChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
    struct {
      int reserved[32];
    } reserved;
  } res;
  unsigned int flags;
};

struct axlResourceViewDesc {
  enum axlResourceViewFormat format;
  size_t width;
  size_t height;
  size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
  unsigned int reserved[16];
};

enum axlTextureAddressMode {
  axlAddressModeWrap = 0,
  axlAddressModeClamp = 1,
  axlAddressModeMirror = 2,
  axlAddressModeBorder = 3
};

enum axlTextureFilterMode { axlFilterModePoint = 0, axlFilterModeLinear = 1 };

enum axlTextureReadMode { axlReadModeElementType = 0, axlReadModeNormalizedFloat = 1 };

struct axlTextureDesc {
  enum axlTextureAddressMode addressMode[3];
  enum axlTextureFilterMode filterMode;
  enum axlTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum axlTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};

typedef unsigned long long axlTextureObject_t;

enum axlSurfaceBoundaryMode {
  axlBoundaryModeZero = 0,
  axlBoundaryModeClamp = 1,
  axlBoundaryModeTrap = 2
};

enum axlSurfaceFormatMode { axlFormatModeForced = 0, axlFormatModeAuto = 1 };

typedef unsigned long long axlSurfaceObject_t;

extern "C" {

struct axlChannelFormatDesc axlCreateChannelDesc(int x, int y, int z, int w,
                                                 enum axlChannelFormatKind f);
axlError_t axlGetChannelDesc(struct axlChannelFormatDesc *desc, axlArray_const_t array);

// Arrays (extent in elements; a 1-D array has height 0, a 2-D one depth 0;
// a layered array's depth is its number of layers).
axlError_t axlMallocArray(axlArray_t *array, const struct axlChannelFormatDesc *desc,
                          size_t width, size_t height = 0, unsigned int flags = 0);
axlError_t axlMalloc3DArray(axlArray_t *array, const struct axlChannelFormatDesc *desc,
                            struct axlExtent extent, unsigned int flags = 0);
axlError_t axlFreeArray(axlArray_t array);
axlError_t axlArrayGetInfo(struct axlChannelFormatDesc *desc, struct axlExtent *extent,
                           unsigned int *flags, axlArray_t array);
axlError_t axlMalloc3D(struct axlPitchedPtr *pitchedDevPtr, struct axlExtent extent);
// Mipmapped arrays: level l is max(1, extent >> l) (layers are not halved);
// numLevels is clamped to [1, 1 + floor(log2(largest dimension))].
axlError_t axlMallocMipmappedArray(axlMipmappedArray_t *mipmappedArray,
                                   const struct axlChannelFormatDesc *desc,
                                   struct axlExtent extent, unsigned int numLevels,
                                   unsigned int flags = 0);
axlError_t axlGetMipmappedArrayLevel(axlArray_t *levelArray,
                                     axlMipmappedArray_const_t mipmappedArray,
                                     unsigned int level);
axlError_t axlFreeMipmappedArray(axlMipmappedArray_t mipmappedArray);

// Copies to and from arrays: wOffset and width in bytes, hOffset and height
// in rows.
axlError_t axlMemcpy2DToArray(axlArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t spitch, size_t width, size_t height,
                              enum axlMemcpyKind kind);
axlError_t axlMemcpy2DFromArray(void *dst, size_t dpitch, axlArray_const_t src, size_t wOffset,
                                size_t hOffset, size_t width, size_t height,
                                enum axlMemcpyKind kind);
axlError_t axlMemcpy2DArrayToArray(axlArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   axlArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t width, size_t height,
                                   enum axlMemcpyKind kind = axlMemcpyDeviceToDevice);
axlError_t axlMemcpy2DToArrayAsync(axlArray_t dst, size_t wOffset, size_t hOffset,
                                   const void *src, size_t spitch, size_t width, size_t height,
                                   enum axlMemcpyKind kind, axlStream_t stream = 0);
axlError_t axlMemcpy2DFromArrayAsync(void *dst, size_t dpitch, axlArray_const_t src,
                                     size_t wOffset, size_t hOffset, size_t width, size_t height,
                                     enum axlMemcpyKind kind, axlStream_t stream = 0);
// Deprecated in CUDA, still declared: `count` bytes from (wOffset, hOffset)
// on, across rows.
axlError_t axlMemcpyToArray(axlArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                            size_t count, enum axlMemcpyKind kind);
axlError_t axlMemcpyFromArray(void *dst, axlArray_const_t src, size_t wOffset, size_t hOffset,
                              size_t count, enum axlMemcpyKind kind);
axlError_t axlMemcpyToArrayAsync(axlArray_t dst, size_t wOffset, size_t hOffset,
                                 const void *src, size_t count, enum axlMemcpyKind kind,
                                 axlStream_t stream = 0);
axlError_t axlMemcpyFromArrayAsync(void *dst, axlArray_const_t src, size_t wOffset,
                                   size_t hOffset, size_t count, enum axlMemcpyKind kind,
                                   axlStream_t stream = 0);
axlError_t axlMemcpyArrayToArray(axlArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                 axlArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                 size_t count, enum axlMemcpyKind kind = axlMemcpyDeviceToDevice);
axlError_t axlMemcpy3D(const struct axlMemcpy3DParms *p);
axlError_t axlMemcpy3DAsync(const struct axlMemcpy3DParms *p, axlStream_t stream = 0);
axlError_t axlMemset3D(struct axlPitchedPtr pitchedDevPtr, int value, struct axlExtent extent);
axlError_t axlMemset3DAsync(struct axlPitchedPtr pitchedDevPtr, int value,
                            struct axlExtent extent, axlStream_t stream = 0);

// Texture and surface objects.
axlError_t axlDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements,
                                               const struct axlChannelFormatDesc *fmtDesc,
                                               int device);
axlError_t axlCreateTextureObject(axlTextureObject_t *pTexObject,
                                  const struct axlResourceDesc *pResDesc,
                                  const struct axlTextureDesc *pTexDesc,
                                  const struct axlResourceViewDesc *pResViewDesc);
axlError_t axlDestroyTextureObject(axlTextureObject_t texObject);
axlError_t axlGetTextureObjectResourceDesc(struct axlResourceDesc *pResDesc,
                                           axlTextureObject_t texObject);
axlError_t axlGetTextureObjectTextureDesc(struct axlTextureDesc *pTexDesc,
                                          axlTextureObject_t texObject);
axlError_t axlGetTextureObjectResourceViewDesc(struct axlResourceViewDesc *pResViewDesc,
                                               axlTextureObject_t texObject);
axlError_t axlCreateSurfaceObject(axlSurfaceObject_t *pSurfObject,
                                  const struct axlResourceDesc *pResDesc);
axlError_t axlDestroySurfaceObject(axlSurfaceObject_t surfObject);
axlError_t axlGetSurfaceObjectResourceDesc(struct axlResourceDesc *pResDesc,
                                           axlSurfaceObject_t surfObject);

} // extern "C"

// driver_functions.h.
inline axlPitchedPtr make_axlPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
  return axlPitchedPtr{d, p, xsz, ysz};
}
inline axlPos make_axlPos(size_t x, size_t y, size_t z) { return axlPos{x, y, z}; }
inline axlExtent make_axlExtent(size_t w, size_t h, size_t d) { return axlExtent{w, h, d}; }

// channel_descriptor.h: the descriptor of an element type, or of a
// normalized format named by its kind; None for other types.
template <class T> inline axlChannelFormatDesc axlCreateChannelDesc() {
  return ::axlCreateChannelDesc(0, 0, 0, 0, axlChannelFormatKindNone);
}
#define AXL_CPU_CHANNEL_DESC(T, N, K)                                                          \
  template <> inline axlChannelFormatDesc axlCreateChannelDesc<T>() {                          \
    constexpr int E = int(sizeof(T) / N * 8);                                                  \
    return ::axlCreateChannelDesc(E, N > 1 ? E : 0, N > 2 ? E : 0, N > 3 ? E : 0, K);          \
  }
#define AXL_CPU_CHANNEL_DESCS(S, V, K)                                                         \
  AXL_CPU_CHANNEL_DESC(S, 1, K)                                                                \
  AXL_CPU_CHANNEL_DESC(V##1, 1, K)                                                             \
  AXL_CPU_CHANNEL_DESC(V##2, 2, K) AXL_CPU_CHANNEL_DESC(V##4, 4, K)
AXL_CPU_CHANNEL_DESC(char, 1,
                     char(-1) < 0 ? axlChannelFormatKindSigned : axlChannelFormatKindUnsigned)
AXL_CPU_CHANNEL_DESCS(signed char, char, axlChannelFormatKindSigned)
AXL_CPU_CHANNEL_DESCS(unsigned char, uchar, axlChannelFormatKindUnsigned)
AXL_CPU_CHANNEL_DESCS(short, short, axlChannelFormatKindSigned)
AXL_CPU_CHANNEL_DESCS(unsigned short, ushort, axlChannelFormatKindUnsigned)
AXL_CPU_CHANNEL_DESCS(int, int, axlChannelFormatKindSigned)
AXL_CPU_CHANNEL_DESCS(unsigned int, uint, axlChannelFormatKindUnsigned)
AXL_CPU_CHANNEL_DESCS(float, float, axlChannelFormatKindFloat)
#undef AXL_CPU_CHANNEL_DESCS
#undef AXL_CPU_CHANNEL_DESC

inline axlChannelFormatDesc axlCreateChannelDescHalf() {
  return ::axlCreateChannelDesc(16, 0, 0, 0, axlChannelFormatKindFloat);
}
inline axlChannelFormatDesc axlCreateChannelDescHalf1() { return axlCreateChannelDescHalf(); }
inline axlChannelFormatDesc axlCreateChannelDescHalf2() {
  return ::axlCreateChannelDesc(16, 16, 0, 0, axlChannelFormatKindFloat);
}
inline axlChannelFormatDesc axlCreateChannelDescHalf4() {
  return ::axlCreateChannelDesc(16, 16, 16, 16, axlChannelFormatKindFloat);
}

template <axlChannelFormatKind K> inline axlChannelFormatDesc axlCreateChannelDesc() {
  constexpr int Bits = K >= axlChannelFormatKindUnsignedNormalized16X1 &&
                                   K <= axlChannelFormatKindUnsignedNormalized16X4
                               ? 16
                           : K >= axlChannelFormatKindSignedNormalized16X1 &&
                                   K <= axlChannelFormatKindSignedNormalized16X4
                               ? 16
                               : 8;
  constexpr int Channels = (K == axlChannelFormatKindUnsignedNormalized8X1 ||
                            K == axlChannelFormatKindUnsignedNormalized16X1 ||
                            K == axlChannelFormatKindSignedNormalized8X1 ||
                            K == axlChannelFormatKindSignedNormalized16X1)
                               ? 1
                           : (K == axlChannelFormatKindUnsignedNormalized8X2 ||
                              K == axlChannelFormatKindUnsignedNormalized16X2 ||
                              K == axlChannelFormatKindSignedNormalized8X2 ||
                              K == axlChannelFormatKindSignedNormalized16X2)
                               ? 2
                           : (K == axlChannelFormatKindUnsignedNormalized8X4 ||
                              K == axlChannelFormatKindUnsignedNormalized16X4 ||
                              K == axlChannelFormatKindSignedNormalized8X4 ||
                              K == axlChannelFormatKindSignedNormalized16X4)
                               ? 4
                               : 0;
  if constexpr (Channels == 0)
    return ::axlCreateChannelDesc(0, 0, 0, 0, axlChannelFormatKindNone);
  else
    return ::axlCreateChannelDesc(Bits, Channels > 1 ? Bits : 0, Channels > 2 ? Bits : 0,
                                  Channels > 3 ? Bits : 0, K);
}

// The kernel side: tex*() and surf*().
#include <axl/cpu/detail/texture_fetch.h>
