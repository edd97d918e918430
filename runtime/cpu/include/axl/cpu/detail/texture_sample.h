// CPU backend: what texture and surface objects are to kernels, and how a
// fetch samples one. Internal to <axl/cpu/detail/texture_fetch.h> (the
// tex*() and surf*() functions) and to the runtime that fills the views.
//
// A texture object is the address of a TextureView that the runtime filled
// in at axlCreateTextureObject and never changes, so a fetch reads it without
// a lock. Fetches follow the CUDA Programming Guide's texture fetching
// appendix: point sampling takes texel floor(x); linear filtering takes
// xB = x - 0.5 and weights frac(xB) rounded to 9-bit fixed point with 8
// fractional bits, as the hardware stores them, so results match a GPU's.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstring>

namespace axl::cpu::detail {

enum class ChannelKind : unsigned char { Signed, Unsigned, Float };

/// How the channels of one element are stored.
struct TexelFormat {
  unsigned char Channels; ///< 1, 2 or 4
  unsigned char Bytes;    ///< per channel: 1, 2 or 4 (2 for a Float kind: half)
  ChannelKind Kind;
  unsigned size() const { return unsigned(Channels) * Bytes; }
};

/// What a texture fetch reads (fixed when the object is created).
struct TextureView {
  const unsigned char *Data;
  size_t Pitch;      ///< bytes from one row to the next
  size_t SlicePitch; ///< bytes from one 3-D slice or layer to the next
  int Width, Height, Depth, Layers; ///< each at least 1
  TexelFormat Format;
  /// The address modes fetches apply: wrap and mirror become clamp without
  /// normalized coordinates (as on a GPU); a linear resource reads zero
  /// outside its range (border with a zero border colour).
  axlTextureAddressMode Address[3];
  bool LinearFilter;     ///< only where fetches return floats
  bool NormalizedCoords;
  bool FloatResult; ///< float formats, and normalized reads of 8/16-bit integers
  bool SRGB;
  float Border[4];
  /// A mipmapped texture's levels (each a view like this one; level 0 is
  /// this view's own data), else null and 1.
  const TextureView *Levels;
  int NumLevels;
  float LodBias, MinLod, MaxLod;
  bool MipLinear; ///< blend the two nearest levels
};

/// What a surface access reads and writes.
struct SurfaceView {
  unsigned char *Data;
  size_t Pitch, SlicePitch;
  long long WidthBytes;
  int Height, Slices; ///< rows; 3-D slices or layers (at least 1 each)
};

/// Reports an access outside a surface in axlBoundaryModeTrap (a GPU faults)
/// and aborts.
[[noreturn]] void surfaceTrap(const char *What, long long X, int Y, int Z,
                              const SurfaceView &S);

/// The element types CUDA's tex*() and surf*() take, by scalar and count.
template <class T> struct TexelType; // others: a compile error, as in CUDA
#define AXL_CPU_TEXEL_TYPE(T, S, N)                                            \
  template <> struct TexelType<T> {                                            \
    using Scalar = S;                                                          \
    static constexpr int Count = N;                                            \
  };
#define AXL_CPU_TEXEL_TYPES(S, V)                                              \
  AXL_CPU_TEXEL_TYPE(V##1, S, 1)                                               \
  AXL_CPU_TEXEL_TYPE(V##2, S, 2) AXL_CPU_TEXEL_TYPE(V##4, S, 4)
AXL_CPU_TEXEL_TYPE(char, char, 1)
AXL_CPU_TEXEL_TYPE(signed char, signed char, 1)
AXL_CPU_TEXEL_TYPE(unsigned char, unsigned char, 1)
AXL_CPU_TEXEL_TYPE(short, short, 1)
AXL_CPU_TEXEL_TYPE(unsigned short, unsigned short, 1)
AXL_CPU_TEXEL_TYPE(int, int, 1)
AXL_CPU_TEXEL_TYPE(unsigned int, unsigned int, 1)
AXL_CPU_TEXEL_TYPE(long long, long long, 1)
AXL_CPU_TEXEL_TYPE(unsigned long long, unsigned long long, 1)
AXL_CPU_TEXEL_TYPE(float, float, 1)
AXL_CPU_TEXEL_TYPES(signed char, char)
AXL_CPU_TEXEL_TYPES(unsigned char, uchar)
AXL_CPU_TEXEL_TYPES(short, short)
AXL_CPU_TEXEL_TYPES(unsigned short, ushort)
AXL_CPU_TEXEL_TYPES(int, int)
AXL_CPU_TEXEL_TYPES(unsigned int, uint)
AXL_CPU_TEXEL_TYPES(float, float)
AXL_CPU_TEXEL_TYPE(longlong1, long long, 1)
AXL_CPU_TEXEL_TYPE(longlong2, long long, 2)
AXL_CPU_TEXEL_TYPE(ulonglong1, unsigned long long, 1)
AXL_CPU_TEXEL_TYPE(ulonglong2, unsigned long long, 2)
#undef AXL_CPU_TEXEL_TYPES
#undef AXL_CPU_TEXEL_TYPE

inline const TextureView &textureView(axlTextureObject_t Obj) {
  return *reinterpret_cast<const TextureView *>(static_cast<uintptr_t>(Obj));
}

inline float halfToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000u) << 16;
  uint32_t Exp = (H >> 10) & 0x1fu, Man = H & 0x3ffu;
  if (Exp == 0) {
    float V = std::ldexp(float(Man), -24);
    return Sign ? -V : V;
  }
  uint32_t Bits = Sign | (Exp == 31 ? 0x7f800000u : (Exp + 112) << 23) | (Man << 13);
  float F;
  std::memcpy(&F, &Bits, 4);
  return F;
}

/// A channel as the fetch returns it when it returns floats: float and half
/// as they are, 8/16-bit integers normalized to [0, 1] or [-1, 1].
inline float channelFloat(const unsigned char *P, const TexelFormat &F) {
  switch (F.Kind) {
  case ChannelKind::Float: {
    if (F.Bytes == 2) {
      uint16_t H;
      std::memcpy(&H, P, 2);
      return halfToFloat(H);
    }
    float V;
    std::memcpy(&V, P, 4);
    return V;
  }
  case ChannelKind::Unsigned: {
    if (F.Bytes == 1)
      return float(P[0]) / 255.0f;
    uint16_t V;
    std::memcpy(&V, P, 2);
    return float(V) / 65535.0f;
  }
  case ChannelKind::Signed:
  default: {
    if (F.Bytes == 1)
      return std::fmax(float(int8_t(P[0])) / 127.0f, -1.0f);
    int16_t V;
    std::memcpy(&V, P, 2);
    return std::fmax(float(V) / 32767.0f, -1.0f);
  }
  }
}

/// A channel as the fetch returns it when it returns integers (its bits,
/// signed ones sign-extended).
inline uint32_t channelBits(const unsigned char *P, const TexelFormat &F) {
  bool Signed = F.Kind == ChannelKind::Signed;
  switch (F.Bytes) {
  case 1:
    return Signed ? uint32_t(int32_t(int8_t(P[0]))) : P[0];
  case 2: {
    uint16_t V;
    std::memcpy(&V, P, 2);
    return Signed ? uint32_t(int32_t(int16_t(V))) : V;
  }
  default: {
    uint32_t V;
    std::memcpy(&V, P, 4);
    return V;
  }
  }
}

inline float srgbToLinear(float C) {
  return C <= 0.04045f ? C / 12.92f : std::pow((C + 0.055f) / 1.055f, 2.4f);
}

/// A fetched value: four floats or four integers; channels the format lacks
/// read as (0, 0, 0, 1).
struct Texel {
  float F[4] = {0, 0, 0, 1};
  uint32_t I[4] = {0, 0, 0, 1};
};

inline void loadTexel(const TextureView &T, int X, int Y, int Slice, Texel &Out) {
  const TexelFormat &F = T.Format;
  const unsigned char *P = T.Data + size_t(Slice) * T.SlicePitch + size_t(Y) * T.Pitch +
                           size_t(X) * F.size();
  for (int C = 0; C < F.Channels; ++C) {
    if (T.FloatResult) {
      float V = channelFloat(P + C * F.Bytes, F);
      bool Srgb = T.SRGB && C < 3 && F.Kind == ChannelKind::Unsigned && F.Bytes == 1;
      Out.F[C] = Srgb ? srgbToLinear(V) : V;
    } else {
      Out.I[C] = channelBits(P + C * F.Bytes, F);
    }
  }
}

inline void borderTexel(const TextureView &T, Texel &Out) {
  for (int C = 0; C < 4; ++C) {
    Out.F[C] = T.Border[C];
    Out.I[C] = T.Format.Kind == ChannelKind::Signed ? uint32_t(int32_t(T.Border[C]))
                                                    : uint32_t(T.Border[C]);
  }
}

/// Texel index `I` of an axis of `N` texels under `Mode`; -1 for a border
/// texel.
inline int addressIndex(long long I, int N, axlTextureAddressMode Mode) {
  switch (Mode) {
  case axlAddressModeWrap: {
    long long R = I % N;
    return int(R < 0 ? R + N : R);
  }
  case axlAddressModeMirror: {
    long long P = I % (2LL * N);
    if (P < 0)
      P += 2LL * N;
    return int(P < N ? P : 2LL * N - 1 - P);
  }
  case axlAddressModeBorder:
    return I >= 0 && I < N ? int(I) : -1;
  default:
    return int(I < 0 ? 0 : I >= N ? N - 1 : I);
  }
}

/// floor(U) as an index (NaN reads texel 0; huge values saturate). Plain
/// comparisons and a truncation: std::floor is a library call without
/// SSE4.1, and fetches are hot.
inline long long floorIndex(float U) {
  if (!(U > -1e12f))
    return U == U ? -1000000000000LL : 0;
  if (U > 1e12f)
    return 1000000000000LL;
  long long I = static_cast<long long>(U);
  return static_cast<float>(I) > U ? I - 1 : I;
}

/// Samples a Dims-dimensional texture (layer `Layer` of a layered one) at
/// `Coord`, normalized or in texels.
template <int Dims>
inline Texel sampleTexture(const TextureView &T, const float (&Coord)[3], int Layer,
                           bool Normalized) {
  const int Size[3] = {T.Width, T.Height, T.Depth};
  int Slice = Layer < 0 ? 0 : Layer >= T.Layers ? T.Layers - 1 : Layer;
  Texel Out;
  if (!(T.LinearFilter && T.FloatResult)) {
    int Index[3] = {0, 0, Slice};
    for (int D = 0; D < Dims; ++D) {
      float U = Normalized ? Coord[D] * float(Size[D]) : Coord[D];
      Index[D] = addressIndex(floorIndex(U), Size[D], T.Address[D]);
      if (Index[D] < 0) {
        borderTexel(T, Out);
        return Out;
      }
    }
    loadTexel(T, Index[0], Index[1], Dims == 3 ? Index[2] : Slice, Out);
    return Out;
  }
  // Linear filtering: the 2^Dims texels around xB = x - 0.5, weighted by
  // frac(xB) in 1/256 steps.
  int Lo[3] = {0, 0, Slice}, Hi[3] = {0, 0, Slice};
  float Alpha[3] = {0, 0, 0};
  for (int D = 0; D < Dims; ++D) {
    float U = (Normalized ? Coord[D] * float(Size[D]) : Coord[D]) - 0.5f;
    long long I = floorIndex(U);
    float Frac = U - static_cast<float>(I);
    if (!(Frac >= 0.0f && Frac < 1.0f)) // NaN and saturated coordinates
      Frac = 0.0f;
    // Frac is in [0, 1): truncation is the floor.
    Alpha[D] = static_cast<float>(static_cast<int>(Frac * 256.0f + 0.5f)) * (1.0f / 256.0f);
    Lo[D] = addressIndex(I, Size[D], T.Address[D]);
    Hi[D] = addressIndex(I + 1, Size[D], T.Address[D]);
  }
  float Sum[4] = {0, 0, 0, 0};
#pragma GCC unroll 8
  for (int Corner = 0; Corner < (1 << Dims); ++Corner) {
    float W = 1.0f;
    int At[3] = {0, 0, Slice};
    bool Border = false;
    for (int D = 0; D < Dims; ++D) {
      bool Up = Corner >> D & 1;
      W *= Up ? Alpha[D] : 1.0f - Alpha[D];
      At[D] = Up ? Hi[D] : Lo[D];
      Border |= At[D] < 0;
    }
    if (Border) {
      for (int C = 0; C < 4; ++C)
        Sum[C] += W * T.Border[C];
      continue;
    }
    const TexelFormat &F = T.Format;
    const unsigned char *P = T.Data + size_t(Dims == 3 ? At[2] : Slice) * T.SlicePitch +
                             size_t(At[1]) * T.Pitch + size_t(At[0]) * F.size();
    float V[4] = {0, 0, 0, 1};
    if (F.Kind == ChannelKind::Float && F.Bytes == 4) { // the common case, kept cheap
      if (F.Channels == 1)
        std::memcpy(V, P, 4);
      else if (F.Channels == 2)
        std::memcpy(V, P, 8);
      else
        std::memcpy(V, P, 16);
    } else {
      for (int C = 0; C < F.Channels; ++C) {
        V[C] = channelFloat(P + C * F.Bytes, F);
        if (T.SRGB && C < 3 && F.Kind == ChannelKind::Unsigned && F.Bytes == 1)
          V[C] = srgbToLinear(V[C]);
      }
    }
    for (int C = 0; C < 4; ++C)
      Sum[C] += W * V[C];
  }
  for (int C = 0; C < 4; ++C)
    Out.F[C] = Sum[C];
  return Out;
}

/// The fetch result as the caller's type: its first components.
template <class T> inline T texelAs(const TextureView &View, const Texel &V) {
  using S = typename TexelType<T>::Scalar;
  T R{};
  S *C = reinterpret_cast<S *>(&R);
  for (int I = 0; I < TexelType<T>::Count; ++I) {
    if (View.FloatResult)
      C[I] = static_cast<S>(V.F[I]);
    else if (View.Format.Kind == ChannelKind::Signed)
      C[I] = static_cast<S>(int32_t(V.I[I]));
    else
      C[I] = static_cast<S>(V.I[I]);
  }
  return R;
}

/// A fetch at level of detail `Lod` (with the texture's bias and clamps):
/// the nearest level, or with linear mipmap filtering the two around it
/// weighted by the fraction.
template <int Dims>
inline Texel sampleLevels(const TextureView &View, const float (&Coord)[3], int Layer,
                          float Lod) {
  float L = Lod + View.LodBias;
  L = L < View.MinLod ? View.MinLod : L > View.MaxLod ? View.MaxLod : L;
  float Last = float(View.NumLevels - 1);
  L = !(L > 0.0f) ? 0.0f : L > Last ? Last : L;
  int I = static_cast<int>(L);
  float Frac = L - float(I);
  if (!View.MipLinear || !View.FloatResult || Frac == 0.0f) {
    const TextureView &Level = View.Levels[View.MipLinear ? I : static_cast<int>(L + 0.5f)];
    return sampleTexture<Dims>(Level, Coord, Layer, true);
  }
  Texel A = sampleTexture<Dims>(View.Levels[I], Coord, Layer, true);
  Texel B = sampleTexture<Dims>(View.Levels[I + 1], Coord, Layer, true);
  for (int C = 0; C < 4; ++C)
    A.F[C] = (1.0f - Frac) * A.F[C] + Frac * B.F[C];
  return A;
}

template <class T, int Dims>
inline T texFetchLod(axlTextureObject_t Obj, float X, float Y, float Z, int Layer, float Lod) {
  const TextureView &View = textureView(Obj);
  const float Coord[3] = {X, Y, Z};
  if (View.NumLevels > 1)
    return texelAs<T>(View, sampleLevels<Dims>(View, Coord, Layer, Lod));
  return texelAs<T>(View, sampleTexture<Dims>(View, Coord, Layer, View.NormalizedCoords));
}

/// Without a level of detail (none can be derived in a kernel) a fetch
/// reads level 0, after the bias and clamps.
template <class T, int Dims>
inline T texFetch(axlTextureObject_t Obj, float X, float Y, float Z, int Layer) {
  return texFetchLod<T, Dims>(Obj, X, Y, Z, Layer, 0.0f);
}

/// The level of detail of gradients (in normalized coordinates): log2 of
/// the longer one in level-0 texels (isotropic filtering).
inline float gradientLod(axlTextureObject_t Obj, int Dims, const float *DX, const float *DY) {
  const TextureView &View = textureView(Obj);
  const float Size[3] = {float(View.Width), float(View.Height), float(View.Depth)};
  float LX = 0, LY = 0;
  for (int D = 0; D < Dims; ++D) {
    LX += DX[D] * Size[D] * DX[D] * Size[D];
    LY += DY[D] * Size[D] * DY[D] * Size[D];
  }
  float Longest = LX > LY ? LX : LY;
  return Longest > 0 ? 0.5f * std::log2(Longest) : 0.0f;
}

/// A cubemap fetch: the face of the direction's major axis and the face's
/// normalized (s/m + 1) / 2, (t/m + 1) / 2, per the Programming Guide's
/// cubemap table; faces are filtered on their own (not seamlessly).
template <class T>
inline T texCubemapFetch(axlTextureObject_t Obj, float X, float Y, float Z, int Cube,
                         float Lod = 0.0f) {
  const TextureView &View = textureView(Obj);
  float AX = std::fabs(X), AY = std::fabs(Y), AZ = std::fabs(Z), M, S, Tc;
  int Face;
  if (AX >= AY && AX >= AZ) {
    Face = X >= 0 ? 0 : 1;
    M = AX;
    S = X >= 0 ? -Z : Z;
    Tc = -Y;
  } else if (AY >= AZ) {
    Face = Y >= 0 ? 2 : 3;
    M = AY;
    S = X;
    Tc = Y >= 0 ? Z : -Z;
  } else {
    Face = Z >= 0 ? 4 : 5;
    M = AZ;
    S = Z >= 0 ? X : -X;
    Tc = -Y;
  }
  const float Coord[3] = {(S / M + 1) * 0.5f, (Tc / M + 1) * 0.5f, 0};
  int Cubes = View.Layers / 6;
  Cube = Cube < 0 ? 0 : Cube >= Cubes ? Cubes - 1 : Cube;
  if (View.NumLevels > 1)
    return texelAs<T>(View, sampleLevels<2>(View, Coord, Cube * 6 + Face, Lod));
  return texelAs<T>(View, sampleTexture<2>(View, Coord, Cube * 6 + Face, true));
}

/// tex2Dgather: component `Comp` of the four texels that bilinear filtering
/// at (x, y) would weight, in CUDA's order (i0,j1) (i1,j1) (i1,j0) (i0,j0).
template <class T> inline T texGather(axlTextureObject_t Obj, float X, float Y, int Comp) {
  const TextureView &View = textureView(Obj);
  int Lo[2], Hi[2];
  const int Size[2] = {View.Width, View.Height};
  const float Coord[2] = {X, Y};
  for (int D = 0; D < 2; ++D) {
    float U = (View.NormalizedCoords ? Coord[D] * float(Size[D]) : Coord[D]) - 0.5f;
    long long I = floorIndex(U);
    Lo[D] = addressIndex(I, Size[D], View.Address[D]);
    Hi[D] = addressIndex(I + 1, Size[D], View.Address[D]);
  }
  const int Order[4][2] = {{Lo[0], Hi[1]}, {Hi[0], Hi[1]}, {Hi[0], Lo[1]}, {Lo[0], Lo[1]}};
  Texel Out;
  Comp = Comp < 0 || Comp > 3 ? 0 : Comp;
  for (int K = 0; K < 4; ++K) {
    Texel V;
    if (Order[K][0] < 0 || Order[K][1] < 0)
      borderTexel(View, V);
    else
      loadTexel(View, Order[K][0], Order[K][1], 0, V);
    Out.F[K] = V.F[Comp];
    Out.I[K] = V.I[Comp];
  }
  return texelAs<T>(View, Out);
}

/// The address of the element a surface access of `Size` bytes at byte `X`,
/// row `Y`, slice or layer `Z` touches, or null (axlBoundaryModeZero outside:
/// reads give zero, writes are dropped).
inline unsigned char *surfaceAddress(axlSurfaceObject_t Obj, long long X, int Y, int Z,
                                     size_t Size, axlSurfaceBoundaryMode Mode,
                                     const char *What) {
  const SurfaceView &S = *reinterpret_cast<const SurfaceView *>(static_cast<uintptr_t>(Obj));
  long long LastX = S.WidthBytes - static_cast<long long>(Size);
  bool Inside = X >= 0 && X <= LastX && Y >= 0 && Y < S.Height && Z >= 0 && Z < S.Slices;
  if (!Inside) {
    if (Mode != axlBoundaryModeZero && Mode != axlBoundaryModeClamp)
      surfaceTrap(What, X, Y, Z, S);
    if (Mode == axlBoundaryModeZero || LastX < 0)
      return nullptr;
    X = X < 0 ? 0 : X > LastX ? LastX : X;
    Y = Y < 0 ? 0 : Y >= S.Height ? S.Height - 1 : Y;
    Z = Z < 0 ? 0 : Z >= S.Slices ? S.Slices - 1 : Z;
  }
  return S.Data + size_t(Z) * S.SlicePitch + size_t(Y) * S.Pitch + size_t(X);
}

template <class T>
inline T surfRead(axlSurfaceObject_t Obj, long long X, int Y, int Z,
                  axlSurfaceBoundaryMode Mode, const char *What) {
  (void)sizeof(TexelType<T>); // only CUDA's surface element types
  T V{};
  if (const unsigned char *P = surfaceAddress(Obj, X, Y, Z, sizeof(T), Mode, What))
    std::memcpy(&V, P, sizeof(T));
  return V;
}

template <class T>
inline void surfWrite(const T &V, axlSurfaceObject_t Obj, long long X, int Y, int Z,
                      axlSurfaceBoundaryMode Mode, const char *What) {
  (void)sizeof(TexelType<T>);
  if (unsigned char *P = surfaceAddress(Obj, X, Y, Z, sizeof(T), Mode, What))
    std::memcpy(P, &V, sizeof(T));
}

} // namespace axl::cpu::detail
