// CPU backend runtime: texture and surface objects. An object is a heap
// descriptor whose first member is the view kernels read (detail/
// texture_fetch.h); the handle is that view's address. Creation checks the
// arguments as CUDA does and resolves everything a fetch needs (formats,
// effective address modes, strides), so fetches take no lock.
#include "array.h"
#include "state.h"
#include "texture_limits.h"

#include <axl/cpu/detail/exec.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace axl::cpu::detail {

namespace {

struct TextureObject {
  TextureView View; // first: the handle is its address
  std::vector<TextureView> Levels; ///< of a mipmapped array
  axlResourceDesc Res;
  axlTextureDesc Tex;
  axlResourceViewDesc ResView;
};

struct SurfaceObject {
  SurfaceView View;
  axlResourceDesc Res;
};

std::mutex ObjectM;
// Outlive exit-time destroys.
auto &Textures = *new std::unordered_map<unsigned long long, std::unique_ptr<TextureObject>>;
auto &Surfaces = *new std::unordered_map<unsigned long long, std::unique_ptr<SurfaceObject>>;

/// The format of a resource view (none: the resource's own), or false.
bool viewFormat(axlResourceViewFormat V, TexelFormat &F) {
  if (V == axlResViewFormatNone)
    return true;
  if (V > axlResViewFormatFloat4) {
    std::fprintf(stderr, "axl cpu backend: axlCreateTextureObject: block-compressed resource "
                         "view formats are not supported\n");
    unsupported("axlCreateTextureObject with a block-compressed view");
  }
  // Groups of three (1, 2, 4 channels): uchar, char, ushort, short, uint,
  // int, half, float.
  static const TexelFormat Groups[8] = {
      {1, 1, ChannelKind::Unsigned}, {1, 1, ChannelKind::Signed}, {1, 2, ChannelKind::Unsigned},
      {1, 2, ChannelKind::Signed},   {1, 4, ChannelKind::Unsigned}, {1, 4, ChannelKind::Signed},
      {1, 2, ChannelKind::Float},    {1, 4, ChannelKind::Float}};
  int I = V - axlResViewFormatUnsignedChar1;
  F = Groups[I / 3];
  F.Channels = static_cast<unsigned char>(I % 3 == 0 ? 1 : I % 3 == 1 ? 2 : 4);
  return true;
}

bool aligned(const void *P) {
  return reinterpret_cast<uintptr_t>(P) % TextureBaseAlignment == 0;
}

/// CUDA's largest 1-D linear texture (maxTexture1DLinear), in elements.
constexpr size_t MaxLinearElements =
    size_t(axl::cpu::detail::textureLimit(axlDevAttrMaxTexture1DLinearWidth));

/// The data and extent of array `A` in `V`.
void arrayExtent(const axlArray &A, TextureView &V) {
  bool Layered = A.Flags & (axlArrayLayered | axlArrayCubemap); // a cubemap's faces are layers
  V.Data = A.Data;
  V.Pitch = A.Pitch;
  V.SlicePitch = A.SlicePitch;
  V.Width = int(A.Extent.width);
  V.Height = int(A.Rows);
  V.Depth = V.Layers = 1;
  (Layered ? V.Layers : V.Depth) = int(A.Slices);
}

/// The view's data, extent and format for `Res` (and `ResView`), and
/// whether its channel kind always reads as normalized floats.
axlError_t resourceView(const axlResourceDesc &Res, const axlResourceViewDesc *ResView,
                        TextureView &V, bool &Normalized) {
  Normalized = false;
  V.Width = V.Height = V.Depth = V.Layers = 1;
  switch (Res.resType) {
  case axlResourceTypeMipmappedArray: {
    axlMipmappedArray *M = findMipmappedArray(Res.res.mipmap.mipmap);
    if (!M)
      return Res.res.mipmap.mipmap ? axlErrorInvalidResourceHandle : axlErrorInvalidValue;
    if (ResView)
      unsupported("axlCreateTextureObject with a resource view of a mipmapped array");
    arrayExtent(*M->Levels[0], V);
    V.Format = M->Levels[0]->Format;
    Normalized = alwaysNormalized(M->Desc.f);
    return axlSuccess;
  }
  case axlResourceTypeArray: {
    axlArray *A = findArray(Res.res.array.array);
    if (!A)
      return Res.res.array.array ? axlErrorInvalidResourceHandle : axlErrorInvalidValue;
    bool Layered = A->Flags & (axlArrayLayered | axlArrayCubemap);
    arrayExtent(*A, V);
    V.Format = A->Format;
    Normalized = alwaysNormalized(A->Desc.f);
    if (!ResView)
      return axlSuccess;
    const axlResourceViewDesc &RV = *ResView;
    TexelFormat F = V.Format;
    if (!viewFormat(RV.format, F) || F.size() != V.Format.size())
      return axlErrorInvalidValue;
    if (RV.format != axlResViewFormatNone) {
      V.Format = F;
      Normalized = false;
    }
    if (RV.width > size_t(V.Width) || RV.height > A->Extent.height ||
        RV.depth > (Layered ? 0 : A->Extent.depth) || RV.firstMipmapLevel || RV.lastMipmapLevel ||
        RV.firstLayer > RV.lastLayer || RV.lastLayer >= unsigned(V.Layers))
      return axlErrorInvalidValue;
    V.Width = RV.width ? int(RV.width) : V.Width;
    V.Height = RV.height ? int(RV.height) : V.Height;
    V.Depth = RV.depth ? int(RV.depth) : V.Depth;
    if (Layered) {
      V.Data += RV.firstLayer * V.SlicePitch;
      V.Layers = int(RV.lastLayer - RV.firstLayer + 1);
    }
    return axlSuccess;
  }
  case axlResourceTypeLinear: {
    const auto &L = Res.res.linear;
    if (!L.devPtr || !aligned(L.devPtr))
      return axlErrorInvalidValue;
    if (axlError_t E = texelFormat(L.desc, V.Format, "axlCreateTextureObject"))
      return E;
    size_t Elements = L.sizeInBytes / V.Format.size();
    if (Elements == 0 || Elements > MaxLinearElements)
      return axlErrorInvalidValue;
    V.Data = static_cast<const unsigned char *>(L.devPtr);
    V.Pitch = V.SlicePitch = L.sizeInBytes;
    V.Width = int(Elements);
    Normalized = alwaysNormalized(L.desc.f);
    return axlSuccess;
  }
  case axlResourceTypePitch2D: {
    const auto &P = Res.res.pitch2D;
    if (!P.devPtr || !aligned(P.devPtr))
      return axlErrorInvalidValue;
    if (axlError_t E = texelFormat(P.desc, V.Format, "axlCreateTextureObject"))
      return E;
    // CUDA's texturePitchAlignment and maxTexture2DLinear.
    using axl::cpu::detail::textureLimit;
    if (P.width == 0 || P.height == 0 ||
        P.width > size_t(textureLimit(axlDevAttrMaxTexture2DLinearWidth)) ||
        P.height > size_t(textureLimit(axlDevAttrMaxTexture2DLinearHeight)) ||
        P.pitchInBytes > size_t(textureLimit(axlDevAttrMaxTexture2DLinearPitch)) ||
        P.pitchInBytes % 32 != 0 || P.pitchInBytes < P.width * V.Format.size())
      return axlErrorInvalidValue;
    V.Data = static_cast<const unsigned char *>(P.devPtr);
    V.Pitch = P.pitchInBytes;
    V.SlicePitch = P.pitchInBytes * P.height;
    V.Width = int(P.width);
    V.Height = int(P.height);
    Normalized = alwaysNormalized(P.desc.f);
    return axlSuccess;
  }
  default:
    return axlErrorInvalidValue;
  }
}

template <class Map> auto *findObject(Map &M, unsigned long long Handle) {
  auto It = M.find(Handle);
  return It == M.end() ? nullptr : It->second.get();
}

} // namespace

void surfaceTrap(const char *What, long long X, int Y, int Z, const SurfaceView &S) {
  std::fprintf(stderr,
               "axl cpu backend: %s at byte %lld, row %d, slice %d is outside the surface "
               "(%lld bytes x %d rows x %d slices) with axlBoundaryModeTrap",
               What, X, Y, Z, S.WidthBytes, S.Height, S.Slices);
  if (const ThreadContext *T = CurrentThread)
    std::fprintf(stderr, ", block (%u,%u,%u), thread (%u,%u,%u)", T->BlockIdx.x, T->BlockIdx.y,
                 T->BlockIdx.z, axlCpuThreadIdx.x, axlCpuThreadIdx.y, axlCpuThreadIdx.z);
  std::fprintf(stderr, "\n");
  std::fflush(stderr);
  std::abort();
}

} // namespace axl::cpu::detail

using namespace axl::cpu::detail;

axlError_t axlDeviceGetTexture1DLinearMaxWidth(size_t *MaxWidth,
                                               const struct axlChannelFormatDesc *FmtDesc,
                                               int Device) {
  TexelFormat F;
  if (!MaxWidth || !FmtDesc ||
      texelFormat(*FmtDesc, F, "axlDeviceGetTexture1DLinearMaxWidth") != axlSuccess)
    return fail(axlErrorInvalidValue);
  if (Device != 0)
    return fail(axlErrorInvalidDevice);
  *MaxWidth = MaxLinearElements;
  return axlSuccess;
}

axlError_t axlCreateTextureObject(axlTextureObject_t *PTexObject,
                                  const struct axlResourceDesc *PResDesc,
                                  const struct axlTextureDesc *PTexDesc,
                                  const struct axlResourceViewDesc *PResViewDesc) {
  if (!PTexObject || !PResDesc || !PTexDesc || PResDesc->flags != 0)
    return fail(axlErrorInvalidValue);
  // A view only for arrays.
  if (PResViewDesc && PResDesc->resType != axlResourceTypeArray &&
      PResDesc->resType != axlResourceTypeMipmappedArray)
    return fail(axlErrorInvalidValue);
  const axlTextureDesc &Tex = *PTexDesc;
  for (axlTextureAddressMode M : Tex.addressMode)
    if (M < axlAddressModeWrap || M > axlAddressModeBorder)
      return fail(axlErrorInvalidValue);
  if ((Tex.filterMode != axlFilterModePoint && Tex.filterMode != axlFilterModeLinear) ||
      (Tex.readMode != axlReadModeElementType && Tex.readMode != axlReadModeNormalizedFloat))
    return fail(axlErrorInvalidValue);
  // Mipmapped textures need normalized coordinates.
  if (PResDesc->resType == axlResourceTypeMipmappedArray && !Tex.normalizedCoords)
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  auto Obj = std::make_unique<TextureObject>();
  TextureView &V = Obj->View;
  bool Normalized = false;
  if (axlError_t E = resourceView(*PResDesc, PResViewDesc, V, Normalized))
    return fail(E);
  const TexelFormat &F = V.Format;
  // Floats are returned for float formats and for 8/16-bit integers read
  // normalized; 32-bit integers are never promoted.
  V.FloatResult = F.Kind == ChannelKind::Float || Normalized ||
                  (Tex.readMode == axlReadModeNormalizedFloat && F.Bytes < 4);
  // Integers cannot be filtered: those fetches take the nearest texel.
  V.LinearFilter = Tex.filterMode == axlFilterModeLinear;
  V.NormalizedCoords = Tex.normalizedCoords != 0;
  V.SRGB = Tex.sRGB != 0;
  bool Linear = PResDesc->resType == axlResourceTypeLinear;
  axlArray *A = PResDesc->resType == axlResourceTypeArray ? findArray(PResDesc->res.array.array)
                                                          : nullptr;
  axlMipmappedArray *MA = PResDesc->resType == axlResourceTypeMipmappedArray
                              ? findMipmappedArray(PResDesc->res.mipmap.mipmap)
                              : nullptr;
  bool Cubemap = (A && (A->Flags & axlArrayCubemap)) || (MA && (MA->Flags & axlArrayCubemap));
  if (Cubemap && Tex.seamlessCubemap && V.LinearFilter)
    unsupported("axlCreateTextureObject with seamlessCubemap and linear filtering (faces are "
                "filtered on their own)");
  for (int D = 0; D < 3; ++D) {
    axlTextureAddressMode M = Tex.addressMode[D];
    // A cubemap face clamps to its edges.
    if (Cubemap ||
        (!V.NormalizedCoords && (M == axlAddressModeWrap || M == axlAddressModeMirror)))
      M = axlAddressModeClamp;
    // A linear resource ignores the modes: outside its range it reads zero.
    V.Address[D] = Linear ? axlAddressModeBorder : M;
  }
  for (int C = 0; C < 4; ++C)
    V.Border[C] = Linear ? 0.0f : Tex.borderColor[C];
  if (Linear) {
    V.LinearFilter = false;
    V.NormalizedCoords = false;
  }
  V.Levels = nullptr;
  V.NumLevels = 1;
  if (MA) {
    // Each level samples as level 0 does, over its own data.
    for (const axlArray *Level : MA->Levels) {
      TextureView LV = V;
      arrayExtent(*Level, LV);
      Obj->Levels.push_back(LV);
    }
    V.Levels = Obj->Levels.data();
    V.NumLevels = int(Obj->Levels.size());
    V.LodBias = Tex.mipmapLevelBias;
    V.MinLod = Tex.minMipmapLevelClamp;
    V.MaxLod = Tex.maxMipmapLevelClamp;
    V.MipLinear = Tex.mipmapFilterMode == axlFilterModeLinear;
  }
  Obj->Res = *PResDesc;
  Obj->Tex = Tex;
  Obj->ResView = PResViewDesc ? *PResViewDesc : axlResourceViewDesc{};
  auto Handle = static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(&Obj->View));
  std::lock_guard<std::mutex> G(ObjectM);
  Textures.emplace(Handle, std::move(Obj));
  *PTexObject = Handle;
  return axlSuccess;
}

axlError_t axlDestroyTextureObject(axlTextureObject_t TexObject) {
  if (!TexObject)
    return axlSuccess;
  std::lock_guard<std::mutex> G(ObjectM);
  if (!Textures.erase(TexObject))
    return fail(axlErrorInvalidValue);
  return axlSuccess;
}

axlError_t axlGetTextureObjectResourceDesc(struct axlResourceDesc *PResDesc,
                                           axlTextureObject_t TexObject) {
  std::lock_guard<std::mutex> G(ObjectM);
  TextureObject *Obj = findObject(Textures, TexObject);
  if (!PResDesc || !Obj)
    return fail(axlErrorInvalidValue);
  *PResDesc = Obj->Res;
  return axlSuccess;
}

axlError_t axlGetTextureObjectTextureDesc(struct axlTextureDesc *PTexDesc,
                                          axlTextureObject_t TexObject) {
  std::lock_guard<std::mutex> G(ObjectM);
  TextureObject *Obj = findObject(Textures, TexObject);
  if (!PTexDesc || !Obj)
    return fail(axlErrorInvalidValue);
  *PTexDesc = Obj->Tex;
  return axlSuccess;
}

axlError_t axlGetTextureObjectResourceViewDesc(struct axlResourceViewDesc *PResViewDesc,
                                               axlTextureObject_t TexObject) {
  std::lock_guard<std::mutex> G(ObjectM);
  TextureObject *Obj = findObject(Textures, TexObject);
  if (!PResViewDesc || !Obj)
    return fail(axlErrorInvalidValue);
  *PResViewDesc = Obj->ResView;
  return axlSuccess;
}

axlError_t axlCreateSurfaceObject(axlSurfaceObject_t *PSurfObject,
                                  const struct axlResourceDesc *PResDesc) {
  if (!PSurfObject || !PResDesc || PResDesc->resType != axlResourceTypeArray ||
      !PResDesc->res.array.array)
    return fail(axlErrorInvalidValue);
  axlArray *A = findArray(PResDesc->res.array.array);
  if (!A)
    return fail(axlErrorInvalidResourceHandle);
  // Surfaces need arrays made for load/store.
  if (!(A->Flags & axlArraySurfaceLoadStore))
    return fail(axlErrorInvalidValue);
  if (axlError_t E = stickyError())
    return E;
  auto Obj = std::make_unique<SurfaceObject>();
  Obj->View = SurfaceView{A->Data, A->Pitch, A->SlicePitch, static_cast<long long>(A->Pitch),
                          int(A->Rows), int(A->Slices)};
  Obj->Res = *PResDesc;
  auto Handle = static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(&Obj->View));
  std::lock_guard<std::mutex> G(ObjectM);
  Surfaces.emplace(Handle, std::move(Obj));
  *PSurfObject = Handle;
  return axlSuccess;
}

axlError_t axlDestroySurfaceObject(axlSurfaceObject_t SurfObject) {
  if (!SurfObject)
    return axlSuccess;
  std::lock_guard<std::mutex> G(ObjectM);
  if (!Surfaces.erase(SurfObject))
    return fail(axlErrorInvalidValue);
  return axlSuccess;
}

axlError_t axlGetSurfaceObjectResourceDesc(struct axlResourceDesc *PResDesc,
                                           axlSurfaceObject_t SurfObject) {
  std::lock_guard<std::mutex> G(ObjectM);
  SurfaceObject *Obj = findObject(Surfaces, SurfObject);
  if (!PResDesc || !Obj)
    return fail(axlErrorInvalidValue);
  *PResDesc = Obj->Res;
  return axlSuccess;
}
