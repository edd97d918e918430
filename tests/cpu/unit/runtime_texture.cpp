// Texture objects, fetched by kernels: each address mode (with and without
// normalized coordinates), point and linear filtering against the CUDA
// Programming Guide's formulas (9-bit weights: the hand-computed values
// differ from exact interpolation), read modes (element type, normalized
// 8/16-bit, 32-bit integers not promoted, half, sRGB), layered and 3-D
// textures, linear and pitch-2D resources, resource views, descriptor
// queries, channel descriptors and the errors of bad arguments.
#include "runtime_check.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

struct Sample {
  float X = 0, Y = 0, Z = 0;
  int Layer = 0;
};
enum Shape {
  S1D,
  S2D,
  S3D,
  S1DLayered,
  S2DLayered,
  SFetch,
  SGather,
  SCube,
  SCubeLayered,
  S2DLod, // level Z
  S2DGrad, // gradients (Z, 0) and (0, Z / 2)
  SCubeLod // level Layer
};

template <class T>
__global__ void sampleKernel(axlTextureObject_t Tex, int Kind, const Sample *S, T *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  const Sample P = S[I];
  switch (Kind) {
  case S1D:
    Out[I] = tex1D<T>(Tex, P.X);
    break;
  case S2D:
    Out[I] = tex2D<T>(Tex, P.X, P.Y);
    break;
  case S3D:
    Out[I] = tex3D<T>(Tex, P.X, P.Y, P.Z);
    break;
  case S1DLayered:
    Out[I] = tex1DLayered<T>(Tex, P.X, P.Layer);
    break;
  case S2DLayered:
    Out[I] = tex2DLayered<T>(Tex, P.X, P.Y, P.Layer);
    break;
  case SFetch:
    tex1Dfetch(&Out[I], Tex, int(P.X));
    break; // the out-parameter form
  case SGather:
    Out[I] = tex2Dgather<T>(Tex, P.X, P.Y, P.Layer);
    break;
  case SCube:
    Out[I] = texCubemap<T>(Tex, P.X, P.Y, P.Z);
    break;
  case SCubeLayered:
    Out[I] = texCubemapLayered<T>(Tex, P.X, P.Y, P.Z, P.Layer);
    break;
  case S2DLod:
    Out[I] = tex2DLod<T>(Tex, P.X, P.Y, P.Z);
    break;
  case S2DGrad:
    Out[I] = tex2DGrad<T>(Tex, P.X, P.Y, make_float2(P.Z, 0), make_float2(0, P.Z / 2));
    break;
  case SCubeLod:
    Out[I] = texCubemapLod<T>(Tex, P.X, P.Y, P.Z, float(P.Layer));
    break;
  }
}

/// Fetches `S` from `Tex` in a kernel.
template <class T>
std::vector<T> sample(axlTextureObject_t Tex, Shape Kind, std::vector<Sample> S) {
  int N = int(S.size());
  Sample *DevS;
  T *DevOut;
  CHECK_OK(axlMalloc(&DevS, N * sizeof(Sample)));
  CHECK_OK(axlMalloc(&DevOut, N * sizeof(T)));
  CHECK_OK(axlMemcpy(DevS, S.data(), N * sizeof(Sample), axlMemcpyHostToDevice));
  axlLaunchKernelGGL(sampleKernel<T>, dim3((N + 63) / 64), dim3(64), 0, 0, Tex, int(Kind), DevS,
                     DevOut, N);
  CHECK_OK(axlGetLastError());
  std::vector<T> Out(N);
  CHECK_OK(axlMemcpy(Out.data(), DevOut, N * sizeof(T), axlMemcpyDeviceToHost));
  CHECK_OK(axlFree(DevS));
  CHECK_OK(axlFree(DevOut));
  return Out;
}

/// An array of W x H x D elements (H, D 0 where absent) holding `Host`.
template <class T>
axlArray_t makeArray(const T *Host, size_t W, size_t H, size_t D, unsigned Flags = 0,
                     axlChannelFormatDesc Desc = axlCreateChannelDesc<T>()) {
  axlArray_t A;
  CHECK_OK(axlMalloc3DArray(&A, &Desc, make_axlExtent(W, H, D), Flags));
  axlMemcpy3DParms P{};
  P.srcPtr = make_axlPitchedPtr(const_cast<T *>(Host), W * sizeof(T), W, H ? H : 1);
  P.dstArray = A;
  P.extent = make_axlExtent(W, H ? H : 1, D ? D : 1);
  P.kind = axlMemcpyHostToDevice;
  CHECK_OK(axlMemcpy3D(&P));
  return A;
}

axlTextureObject_t makeTexture(axlArray_t A, axlTextureAddressMode Mode, axlTextureFilterMode F,
                               axlTextureReadMode R = axlReadModeElementType, bool Norm = false,
                               float Border = 0, int SRGB = 0) {
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeArray;
  Res.res.array.array = A;
  axlTextureDesc Tex{};
  Tex.addressMode[0] = Tex.addressMode[1] = Tex.addressMode[2] = Mode;
  Tex.filterMode = F;
  Tex.readMode = R;
  Tex.normalizedCoords = Norm;
  Tex.sRGB = SRGB;
  for (float &C : Tex.borderColor)
    C = Border;
  axlTextureObject_t T = 0;
  CHECK_OK(axlCreateTextureObject(&T, &Res, &Tex, nullptr));
  CHECK(T != 0);
  return T;
}

static bool near(float A, float B) {
  return std::fabs(A - B) <= 1e-6f * std::fmax(1.0f, std::fabs(B));
}

#define CHECK_VALUES(Got, ...)                                                                     \
  do {                                                                                             \
    std::vector<float> Want_ = __VA_ARGS__;                                                        \
    for (size_t I_ = 0; I_ < Want_.size(); ++I_)                                                   \
      if (!near(Got[I_], Want_[I_])) {                                                             \
        std::fprintf(stderr, "%s:%d: sample %zu is %.9g, expected %.9g\n", __FILE__, __LINE__, I_, \
                     double(Got[I_]), double(Want_[I_]));                                          \
        std::exit(1);                                                                              \
      }                                                                                            \
  } while (0)

// Texel (x, y) of the 4 x 3 texture is 10 y + x.
static void addressModes() {
  float Host[12];
  for (int I = 0; I < 12; ++I)
    Host[I] = float(I / 4 * 10 + I % 4);
  axlArray_t A = makeArray(Host, 4, 3, 0);
  auto Clamp = makeTexture(A, axlAddressModeClamp, axlFilterModePoint);
  CHECK_VALUES(sample<float>(Clamp, S2D, {{-1.5f, 0.5f}, {4.7f, 2.2f}, {1.9f, 1.1f}, {2, 9}}),
               {0, 23, 11, 22});
  auto Border =
      makeTexture(A, axlAddressModeBorder, axlFilterModePoint, axlReadModeElementType, false, -1);
  CHECK_VALUES(sample<float>(Border, S2D, {{-0.1f, 0.5f}, {3.9f, 2.9f}, {4.0f, 0.0f}}),
               {-1, 23, -1});
  // Normalized: x * 4, y * 3. Wrap: 1.25 -> texel 5 -> 1; -0.2 -> -0.6 -> -1 -> 2.
  auto Wrap = makeTexture(A, axlAddressModeWrap, axlFilterModePoint, axlReadModeElementType, true);
  CHECK_VALUES(sample<float>(Wrap, S2D, {{1.25f, -0.2f}, {0.5f, 0.5f}, {-0.01f, 1.0f}}),
               {21, 12, 3});
  // Mirror: 1.1 -> 4.4 -> texel 4 -> 3; -0.1 -> -0.3 -> -1 -> 0; 1.5 -> 6 -> 1.
  auto Mirror =
      makeTexture(A, axlAddressModeMirror, axlFilterModePoint, axlReadModeElementType, true);
  CHECK_VALUES(sample<float>(Mirror, S2D, {{1.1f, -0.1f}, {1.5f, 0.4f}}), {3, 11});
  // Without normalized coordinates wrap and mirror clamp, as on a GPU.
  auto Unnorm = makeTexture(A, axlAddressModeWrap, axlFilterModePoint);
  CHECK_VALUES(sample<float>(Unnorm, S2D, {{5.5f, -3}, {-2, 7}}), {3, 20});
  for (auto T : {Clamp, Border, Wrap, Mirror, Unnorm})
    CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlFreeArray(A));
  std::printf("PASS address modes\n");
}

/// CUDA's linear filter of a 1-D texture (Programming Guide, "Linear
/// Filtering"), clamped.
static float linear1D(const float *T, int N, float X) {
  float XB = X - 0.5f;
  float I = std::floor(XB);
  float Alpha = std::round((XB - I) * 256.0f) / 256.0f;
  auto At = [&](float K) { return T[K < 0 ? 0 : K >= N ? N - 1 : int(K)]; };
  return (1 - Alpha) * At(I) + Alpha * At(I + 1);
}

static void linearFiltering() {
  const float Host[4] = {0, 10, 20, 30};
  axlArray_t A = makeArray(Host, 4, 0, 0);
  auto Clamp = makeTexture(A, axlAddressModeClamp, axlFilterModeLinear);
  // 1.3: xB 0.8, weight 205/256 (not 0.8): 8.0078125. 0 and 4: clamped.
  CHECK_VALUES(sample<float>(Clamp, S1D, {{1.3f}, {0.0f}, {4.0f}, {2.5f}, {1.0f}}),
               {8.0078125f, 0, 30, 20, 5});
  std::vector<Sample> Many;
  for (int I = 0; I < 200; ++I)
    Many.push_back({-1.0f + I * 0.0317f});
  auto Got = sample<float>(Clamp, S1D, Many);
  for (int I = 0; I < 200; ++I)
    CHECK(near(Got[I], linear1D(Host, 4, Many[I].X)));
  // Border 100: at 0.25 the left texel is the border, weight 1 - 192/256.
  auto Border =
      makeTexture(A, axlAddressModeBorder, axlFilterModeLinear, axlReadModeElementType, false, 100);
  CHECK_VALUES(sample<float>(Border, S1D, {{0.25f}, {4.5f}}), {25, 100});
  // Wrap with normalized coordinates blends the last texel with the first:
  // x 1.0 -> 4 - 0.5 = 3.5: half of texel 3 and half of texel 0.
  auto Wrap = makeTexture(A, axlAddressModeWrap, axlFilterModeLinear, axlReadModeElementType, true);
  CHECK_VALUES(sample<float>(Wrap, S1D, {{1.0f}, {0.0f}, {0.5f}}), {15, 15, 15});

  // 2-D: texel (x, y) = x + 2 y on 2 x 2; bilinear at the centre is 1.5, and
  // at (0.8, 1.2) the weights are 77/256 and 179/256.
  const float Quad[4] = {0, 1, 2, 3};
  axlArray_t B = makeArray(Quad, 2, 2, 0);
  auto Bilinear = makeTexture(B, axlAddressModeClamp, axlFilterModeLinear);
  float A77 = 77 / 256.0f, B179 = 179 / 256.0f;
  float Expected = (1 - A77) * B179 * 2 + A77 * B179 * 3 + A77 * (1 - B179) * 1;
  CHECK_VALUES(sample<float>(Bilinear, S2D, {{1.0f, 1.0f}, {0.8f, 1.2f}}), {1.5f, Expected});
  // Gather: the footprint at the centre, in CUDA's order.
  float4 G = sample<float4>(Bilinear, SGather, {{1.0f, 1.0f, 0, 0}}).front();
  CHECK(G.x == 2 && G.y == 3 && G.z == 1 && G.w == 0);
  for (auto T : {Clamp, Border, Wrap, Bilinear})
    CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlFreeArray(A));
  CHECK_OK(axlFreeArray(B));
  std::printf("PASS linear filtering\n");
}

static void readModes() {
  const uchar4 Pixels[2] = {{0, 51, 255, 128}, {255, 255, 255, 255}};
  axlArray_t A = makeArray(Pixels, 2, 0, 0);
  auto Norm = makeTexture(A, axlAddressModeClamp, axlFilterModePoint, axlReadModeNormalizedFloat);
  float4 F = sample<float4>(Norm, S1D, {{0.5f}}).front();
  CHECK(F.x == 0 && near(F.y, 0.2f) && F.z == 1 && near(F.w, 128 / 255.0f));
  // Linear filtering of normalized integers: halfway between texels.
  auto NormLinear =
      makeTexture(A, axlAddressModeClamp, axlFilterModeLinear, axlReadModeNormalizedFloat);
  F = sample<float4>(NormLinear, S1D, {{1.0f}}).front();
  CHECK(near(F.x, 0.5f) && near(F.y, (0.2f + 1) / 2) && F.z == 1);
  auto Raw = makeTexture(A, axlAddressModeClamp, axlFilterModePoint);
  uchar4 U = sample<uchar4>(Raw, S1D, {{0.5f}}).front();
  CHECK(U.x == 0 && U.y == 51 && U.z == 255 && U.w == 128);
  // Integers are not filtered: the nearest texel.
  auto RawLinear = makeTexture(A, axlAddressModeClamp, axlFilterModeLinear);
  CHECK(sample<uchar4>(RawLinear, S1D, {{1.2f}}).front().y == 255);
  // sRGB: 51/255 = 0.2 -> ((0.2 + 0.055) / 1.055)^2.4; alpha stays linear.
  auto Srgb = makeTexture(A, axlAddressModeClamp, axlFilterModePoint, axlReadModeNormalizedFloat,
                          false, 0, 1);
  F = sample<float4>(Srgb, S1D, {{0.5f}}).front();
  CHECK(near(F.y, std::pow((0.2f + 0.055f) / 1.055f, 2.4f)) && near(F.w, 128 / 255.0f));

  // Signed 8 and 16 bits: -128 clamps to -1.
  const signed char S8[4] = {-128, -127, 127, 64};
  axlArray_t B = makeArray(S8, 4, 0, 0);
  auto SNorm = makeTexture(B, axlAddressModeClamp, axlFilterModePoint, axlReadModeNormalizedFloat);
  CHECK_VALUES(sample<float>(SNorm, S1D, {{0.5f}, {1.5f}, {2.5f}, {3.5f}}),
               {-1, -1, 1, 64 / 127.0f});
  const unsigned short U16[2] = {65535, 13107};
  axlArray_t C = makeArray(U16, 2, 0, 0);
  auto UNorm16 =
      makeTexture(C, axlAddressModeClamp, axlFilterModePoint, axlReadModeNormalizedFloat);
  CHECK_VALUES(sample<float>(UNorm16, S1D, {{0.5f}, {1.5f}}), {1, 0.2f});
  // 32-bit integers are not promoted in the normalized read mode.
  const int I32[2] = {-7, 123456789};
  axlArray_t D = makeArray(I32, 2, 0, 0);
  auto Int = makeTexture(D, axlAddressModeClamp, axlFilterModePoint, axlReadModeNormalizedFloat);
  auto Ints = sample<int>(Int, S1D, {{0.5f}, {1.5f}});
  CHECK(Ints[0] == -7 && Ints[1] == 123456789);
  // Half: 1.5 and -0.25; a 1-channel texture read as float4 gives (v, 0, 0, 1).
  const unsigned short Half[2] = {0x3e00, 0xb400};
  axlArray_t E = makeArray(Half, 2, 0, 0, 0, axlCreateChannelDescHalf());
  auto H = makeTexture(E, axlAddressModeClamp, axlFilterModeLinear);
  auto HF = sample<float4>(H, S1D, {{0.5f}, {1.5f}, {1.0f}});
  CHECK(HF[0].x == 1.5f && HF[0].y == 0 && HF[0].z == 0 && HF[0].w == 1);
  CHECK(HF[1].x == -0.25f && near(HF[2].x, 0.625f));
  for (auto T : {Norm, NormLinear, Raw, RawLinear, Srgb, SNorm, UNorm16, Int, H})
    CHECK_OK(axlDestroyTextureObject(T));
  for (auto X : {A, B, C, D, E})
    CHECK_OK(axlFreeArray(X));
  std::printf("PASS read modes\n");
}

static void layeredAnd3D() {
  // 2 x 2 x 3 layers: layer l, texel (x, y) = 100 l + 10 y + x.
  float Host[12];
  for (int I = 0; I < 12; ++I)
    Host[I] = float(I / 4 * 100 + I % 4 / 2 * 10 + I % 2);
  axlArray_t L2 = makeArray(Host, 2, 2, 3, axlArrayLayered);
  auto T2 = makeTexture(L2, axlAddressModeClamp, axlFilterModeLinear);
  // Filtering stays within the layer; layers out of range clamp.
  CHECK_VALUES(
      sample<float>(
          T2, S2DLayered,
          {{0.5f, 0.5f, 0, 1}, {1.0f, 1.0f, 0, 2}, {1.5f, 0.5f, 0, 7}, {1.5f, 1.5f, 0, -1}}),
      {100, 205.5f, 201, 11});
  // 1-D layered: 4 x 2 layers.
  axlArray_t L1 = makeArray(Host, 4, 0, 2, axlArrayLayered);
  auto T1 = makeTexture(L1, axlAddressModeClamp, axlFilterModePoint);
  CHECK_VALUES(sample<float>(T1, S1DLayered, {{2.5f, 0, 0, 0}, {0.5f, 0, 0, 1}}), {10, 100});
  // 3-D 2 x 2 x 3 (texel = 100 z + 10 y + x): the centre of the first two
  // slices is the mean of their eight texels; a point in the last slice.
  axlArray_t V = makeArray(Host, 2, 2, 3);
  auto T3 = makeTexture(V, axlAddressModeClamp, axlFilterModeLinear);
  CHECK_VALUES(sample<float>(T3, S3D, {{1.0f, 1.0f, 1.0f}, {0.5f, 1.5f, 2.5f}}), {55.5f, 210});
  // A view of layers 1..2 of the layered array.
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeArray;
  Res.res.array.array = L2;
  axlTextureDesc Tex{};
  Tex.addressMode[0] = Tex.addressMode[1] = axlAddressModeClamp;
  axlResourceViewDesc View{};
  View.format = axlResViewFormatNone;
  View.firstLayer = 1;
  View.lastLayer = 2;
  axlTextureObject_t TV;
  CHECK_OK(axlCreateTextureObject(&TV, &Res, &Tex, &View));
  CHECK_VALUES(sample<float>(TV, S2DLayered, {{0.5f, 0.5f, 0, 0}, {1.5f, 1.5f, 0, 5}}), {100, 211});
  axlResourceViewDesc Back{};
  CHECK_OK(axlGetTextureObjectResourceViewDesc(&Back, TV));
  CHECK(Back.firstLayer == 1 && Back.lastLayer == 2);
  for (auto T : {T2, T1, T3, TV})
    CHECK_OK(axlDestroyTextureObject(T));
  for (auto X : {L2, L1, V})
    CHECK_OK(axlFreeArray(X));
  std::printf("PASS layered and 3d\n");
}

// Two cubemaps of 2 x 2 faces: texel (x, y) of face f of cube c is
// 100 c + 10 f + 2 y + x. Directions pick faces by their major axis.
static void cubemaps() {
  float Host[48];
  for (int I = 0; I < 48; ++I)
    Host[I] = float(I / 24 * 100 + I % 24 / 4 * 10 + I % 4);
  axlArray_t One = makeArray(Host, 2, 2, 6, axlArrayCubemap);
  auto T = makeTexture(One, axlAddressModeWrap, axlFilterModePoint, axlReadModeElementType, true);
  CHECK_VALUES(sample<float>(T, SCube,
                             {{1, 0.5f, -0.5f},
                              {-1, 0.5f, 0.5f},
                              {0.2f, 1, -0.6f},
                              {0.2f, -1, -0.6f},
                              {-0.5f, 0.3f, 2},
                              {-0.5f, 0.3f, -2}}),
               {1, 11, 21, 33, 40, 51});
  axlArray_t Two = makeArray(Host, 2, 2, 12, axlArrayCubemap | axlArrayLayered);
  auto TL =
      makeTexture(Two, axlAddressModeClamp, axlFilterModeLinear, axlReadModeElementType, true);
  // Cube 1, face 5 at its centre: the mean of its four texels.
  CHECK_VALUES(sample<float>(TL, SCubeLayered, {{0, 0, -1, 1}, {1, 0.5f, -0.5f, 0}}), {151.5f, 1});
  CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlDestroyTextureObject(TL));
  CHECK_OK(axlFreeArray(One));
  CHECK_OK(axlFreeArray(Two));
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  axlArray_t A;
  CHECK_ERR(axlMalloc3DArray(&A, &F, make_axlExtent(2, 3, 6), axlArrayCubemap),
            axlErrorInvalidValue);
  CHECK_ERR(axlMalloc3DArray(&A, &F, make_axlExtent(2, 2, 12), axlArrayCubemap),
            axlErrorInvalidValue);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidValue);
  std::printf("PASS cubemaps\n");
}

// A mipmapped 8 x 4 array: levels 8 x 4, 4 x 2, 2 x 1, 1 x 1 (10 asked,
// clamped to 4), each texel of level l holding 100 l + x.
static void mipmaps() {
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  axlMipmappedArray_t M;
  CHECK_OK(axlMallocMipmappedArray(&M, &F, make_axlExtent(8, 4, 0), 10));
  for (unsigned L = 0; L < 4; ++L) {
    axlArray_t Level;
    CHECK_OK(axlGetMipmappedArrayLevel(&Level, M, L));
    axlExtent E;
    CHECK_OK(axlArrayGetInfo(nullptr, &E, nullptr, Level));
    CHECK(E.width == (8u >> L) && E.height == std::max(4u >> L, 1u) && E.depth == 0);
    std::vector<float> Host(E.width * E.height);
    for (size_t I = 0; I < Host.size(); ++I)
      Host[I] = float(100 * L + I % E.width);
    CHECK_OK(axlMemcpy2DToArray(Level, 0, 0, Host.data(), E.width * 4, E.width * 4, E.height,
                                axlMemcpyHostToDevice));
    CHECK_ERR(axlFreeArray(Level), axlErrorInvalidValue); // it belongs to the mipmap
  }
  axlArray_t Level;
  CHECK_ERR(axlGetMipmappedArrayLevel(&Level, M, 4), axlErrorInvalidValue);
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeMipmappedArray;
  Res.res.mipmap.mipmap = M;
  axlTextureDesc Tex{};
  Tex.addressMode[0] = Tex.addressMode[1] = axlAddressModeClamp;
  Tex.filterMode = axlFilterModePoint;
  Tex.mipmapFilterMode = axlFilterModePoint;
  Tex.maxMipmapLevelClamp = 3;
  axlTextureObject_t T;
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, nullptr), axlErrorInvalidValue); // unnormalized
  CHECK_ERR(axlGetLastError(), axlErrorInvalidValue);
  Tex.normalizedCoords = 1;
  CHECK_OK(axlCreateTextureObject(&T, &Res, &Tex, nullptr));
  // u 0.6: texel 4 of level 0, 2 of level 1, 1 of level 2, 0 of level 3;
  // level 0.6 rounds to 1, 7 clamps to 3; tex2D reads level 0.
  CHECK_VALUES(sample<float>(T, S2DLod, {{0.6f, 0.5f, 0}, {0.6f, 0.5f, 1}, {0.6f, 0.5f, 0.6f},
                                         {0.6f, 0.5f, 2}, {0.6f, 0.5f, 7}, {0.6f, 0.5f, -2}}),
               {4, 102, 102, 201, 300, 4});
  CHECK_VALUES(sample<float>(T, S2D, {{0.6f, 0.5f}}), {4});
  // Gradients of 1/8 and 4/8 of the width: 1 and 4 level-0 texels, levels 0 and 2.
  CHECK_VALUES(sample<float>(T, S2DGrad, {{0.6f, 0.5f, 0.125f}, {0.6f, 0.5f, 0.5f}}), {4, 201});
  CHECK_OK(axlDestroyTextureObject(T));
  // Linear between levels, a bias and a lower maximum level.
  Tex.mipmapFilterMode = axlFilterModeLinear;
  Tex.mipmapLevelBias = 0.25f;
  Tex.maxMipmapLevelClamp = 1;
  CHECK_OK(axlCreateTextureObject(&T, &Res, &Tex, nullptr));
  CHECK_VALUES(sample<float>(T, S2DLod, {{0.6f, 0.5f, 0.25f}, {0.6f, 0.5f, 3}}),
               {0.5f * 4 + 0.5f * 102, 102});
  CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlFreeMipmappedArray(M));
  CHECK_ERR(axlFreeMipmappedArray(M), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidResourceHandle);

  // A mipmapped cubemap: levels of 2 x 2 and 1 x 1 faces; face f of level l
  // holds 100 l + f.
  CHECK_OK(axlMallocMipmappedArray(&M, &F, make_axlExtent(2, 2, 6), 5, axlArrayCubemap));
  for (unsigned L = 0; L < 2; ++L) {
    CHECK_OK(axlGetMipmappedArrayLevel(&Level, M, L));
    size_t Side = 2 >> L;
    std::vector<float> Host(Side * Side * 6);
    for (size_t I = 0; I < Host.size(); ++I)
      Host[I] = float(100 * L + I / (Side * Side));
    CHECK_OK(axlMemcpyToArray(Level, 0, 0, Host.data(), Host.size() * 4, axlMemcpyHostToDevice));
  }
  CHECK_ERR(axlGetMipmappedArrayLevel(&Level, M, 2), axlErrorInvalidValue);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidValue);
  Res.res.mipmap.mipmap = M;
  Tex.mipmapFilterMode = axlFilterModePoint;
  Tex.mipmapLevelBias = 0;
  CHECK_OK(axlCreateTextureObject(&T, &Res, &Tex, nullptr));
  CHECK_VALUES(sample<float>(T, SCubeLod, {{0, 0, -1, 0}, {0, 0, -1, 1}, {0, 1, 0, 1}}),
               {5, 105, 102});
  CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlFreeMipmappedArray(M));
  std::printf("PASS mipmaps\n");
}

static void linearResources() {
  unsigned char *Dev;
  CHECK_OK(axlMalloc(&Dev, 1024));
  for (int I = 0; I < 16; ++I)
    Dev[I] = static_cast<unsigned char>(I * 17);
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeLinear;
  Res.res.linear.devPtr = Dev;
  Res.res.linear.desc = axlCreateChannelDesc<unsigned char>();
  Res.res.linear.sizeInBytes = 16;
  axlTextureDesc Tex{};
  Tex.readMode = axlReadModeNormalizedFloat;
  Tex.addressMode[0] = axlAddressModeClamp; // ignored: outside reads zero
  axlTextureObject_t T;
  CHECK_OK(axlCreateTextureObject(&T, &Res, &Tex, nullptr));
  CHECK_VALUES(sample<float>(T, SFetch, {{0}, {15}, {16}, {-1}, {5}}), {0, 1, 0, 0, 85 / 255.0f});
  // Pitch 2D over axlMallocPitch rows: texel (x, y) = 100 y + x.
  float *Pitched;
  size_t Pitch;
  CHECK_OK(axlMallocPitch(&Pitched, &Pitch, 5 * sizeof(float), 3));
  for (int Y = 0; Y < 3; ++Y)
    for (int X = 0; X < 5; ++X)
      reinterpret_cast<float *>(reinterpret_cast<char *>(Pitched) + Y * Pitch)[X] =
          float(100 * Y + X);
  axlResourceDesc Res2{};
  Res2.resType = axlResourceTypePitch2D;
  Res2.res.pitch2D.devPtr = Pitched;
  Res2.res.pitch2D.desc = axlCreateChannelDesc<float>();
  Res2.res.pitch2D.width = 5;
  Res2.res.pitch2D.height = 3;
  Res2.res.pitch2D.pitchInBytes = Pitch;
  axlTextureDesc Tex2{};
  Tex2.addressMode[0] = Tex2.addressMode[1] = axlAddressModeClamp;
  Tex2.filterMode = axlFilterModeLinear;
  axlTextureObject_t T2;
  CHECK_OK(axlCreateTextureObject(&T2, &Res2, &Tex2, nullptr));
  CHECK_VALUES(sample<float>(T2, S2D, {{4.5f, 2.5f}, {1.0f, 2.0f}, {9, -4}}), {204, 150.5f, 4});
  // The descriptors come back as given.
  axlResourceDesc R{};
  axlTextureDesc D{};
  CHECK_OK(axlGetTextureObjectResourceDesc(&R, T2));
  CHECK_OK(axlGetTextureObjectTextureDesc(&D, T2));
  CHECK(R.resType == axlResourceTypePitch2D && R.res.pitch2D.pitchInBytes == Pitch &&
        R.res.pitch2D.devPtr == Pitched && D.filterMode == axlFilterModeLinear);
  CHECK_OK(axlDestroyTextureObject(T));
  CHECK_OK(axlDestroyTextureObject(T2));
  CHECK_ERR(axlDestroyTextureObject(T2), axlErrorInvalidValue);
  CHECK_ERR(axlGetTextureObjectTextureDesc(&D, T2), axlErrorInvalidValue);
  CHECK_OK(axlDestroyTextureObject(0));
  CHECK_OK(axlFree(Dev));
  CHECK_OK(axlFree(Pitched));
  std::printf("PASS linear resources\n");
}

static bool same(axlChannelFormatDesc A, axlChannelFormatDesc B) {
  return A.x == B.x && A.y == B.y && A.z == B.z && A.w == B.w && A.f == B.f;
}

static void channelDescsAndErrors() {
  CHECK(same(axlCreateChannelDesc<float4>(), {32, 32, 32, 32, axlChannelFormatKindFloat}));
  CHECK(same(axlCreateChannelDesc<uchar2>(), {8, 8, 0, 0, axlChannelFormatKindUnsigned}));
  CHECK(same(axlCreateChannelDesc<short>(), {16, 0, 0, 0, axlChannelFormatKindSigned}));
  CHECK(same(axlCreateChannelDesc<double>(), {0, 0, 0, 0, axlChannelFormatKindNone}));
  CHECK(same(axlCreateChannelDesc<axlChannelFormatKindUnsignedNormalized8X4>(),
             {8, 8, 8, 8, axlChannelFormatKindUnsignedNormalized8X4}));
  CHECK(same(axlCreateChannelDesc<axlChannelFormatKindSignedNormalized16X2>(),
             {16, 16, 0, 0, axlChannelFormatKindSignedNormalized16X2}));
  CHECK(same(axlCreateChannelDescHalf2(), {16, 16, 0, 0, axlChannelFormatKindFloat}));

  axlArray_t A;
  axlChannelFormatDesc Bad[] = {{32, 32, 32, 0, axlChannelFormatKindFloat},
                                {12, 0, 0, 0, axlChannelFormatKindUnsigned},
                                {8, 16, 0, 0, axlChannelFormatKindUnsigned},
                                {8, 0, 0, 0, axlChannelFormatKindFloat},
                                {0, 0, 0, 0, axlChannelFormatKindNone},
                                {16, 0, 0, 0, axlChannelFormatKindUnsignedNormalized8X1}};
  for (auto &D : Bad)
    CHECK_ERR(axlMallocArray(&A, &D, 4, 4), axlErrorInvalidChannelDescriptor);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidChannelDescriptor);
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  size_t MaxWidth = 0;
  CHECK_OK(axlDeviceGetTexture1DLinearMaxWidth(&MaxWidth, &F, 0));
  CHECK(MaxWidth == size_t(1) << 28);
  CHECK_ERR(axlDeviceGetTexture1DLinearMaxWidth(&MaxWidth, &F, 1), axlErrorInvalidDevice);
  CHECK_ERR(axlDeviceGetTexture1DLinearMaxWidth(&MaxWidth, &Bad[0], 0), axlErrorInvalidValue);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidValue);
  // A normalized-kind array reads as floats in either read mode.
  axlChannelFormatDesc UN8 = axlCreateChannelDesc<axlChannelFormatKindUnsignedNormalized8X1>();
  const unsigned char Two[2] = {0, 255};
  axlArray_t N = makeArray(Two, 2, 0, 0, 0, UN8);
  auto TN = makeTexture(N, axlAddressModeClamp, axlFilterModeLinear);
  CHECK_VALUES(sample<float>(TN, S1D, {{1.0f}}), {0.5f});
  CHECK_OK(axlDestroyTextureObject(TN));
  CHECK_OK(axlFreeArray(N));

  CHECK_OK(axlMallocArray(&A, &F, 8, 8));
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeArray;
  Res.res.array.array = A;
  axlTextureDesc Tex{};
  axlTextureObject_t T;
  CHECK_ERR(axlCreateTextureObject(nullptr, &Res, &Tex, nullptr), axlErrorInvalidValue);
  CHECK_ERR(axlCreateTextureObject(&T, nullptr, &Tex, nullptr), axlErrorInvalidValue);
  CHECK_ERR(axlCreateTextureObject(&T, &Res, nullptr, nullptr), axlErrorInvalidValue);
  Res.flags = 1;
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, nullptr), axlErrorInvalidValue);
  Res.flags = 0;
  Tex.addressMode[1] = static_cast<axlTextureAddressMode>(7);
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, nullptr), axlErrorInvalidValue);
  Tex.addressMode[1] = axlAddressModeClamp;
  axlResourceViewDesc View{};
  View.format = axlResViewFormatUnsignedChar2; // 2 bytes for a 4-byte element
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, &View), axlErrorInvalidValue);
  View.format = axlResViewFormatUnsignedChar4;
  View.lastLayer = 1; // not layered: one layer
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, &View), axlErrorInvalidValue);
  Res.res.array.array = nullptr;
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, nullptr), axlErrorInvalidValue);

  void *Dev;
  CHECK_OK(axlMalloc(&Dev, 4096));
  axlResourceDesc Lin{};
  Lin.resType = axlResourceTypeLinear;
  Lin.res.linear.devPtr = static_cast<char *>(Dev) + 4; // not aligned
  Lin.res.linear.desc = F;
  Lin.res.linear.sizeInBytes = 64;
  CHECK_ERR(axlCreateTextureObject(&T, &Lin, &Tex, nullptr), axlErrorInvalidValue);
  Lin.res.linear.devPtr = Dev;
  CHECK_ERR(axlCreateTextureObject(&T, &Lin, &Tex, &View), axlErrorInvalidValue); // view
  Lin.res.linear.sizeInBytes = 2; // less than one element
  CHECK_ERR(axlCreateTextureObject(&T, &Lin, &Tex, nullptr), axlErrorInvalidValue);
  Lin.res.linear.sizeInBytes = 64;
  Lin.res.linear.desc = axlChannelFormatDesc{32, 32, 32, 0, axlChannelFormatKindFloat};
  CHECK_ERR(axlCreateTextureObject(&T, &Lin, &Tex, nullptr), axlErrorInvalidChannelDescriptor);
  axlResourceDesc P2{};
  P2.resType = axlResourceTypePitch2D;
  P2.res.pitch2D.devPtr = Dev;
  P2.res.pitch2D.desc = F;
  P2.res.pitch2D.width = 8;
  P2.res.pitch2D.height = 4;
  P2.res.pitch2D.pitchInBytes = 40; // not a multiple of 32
  CHECK_ERR(axlCreateTextureObject(&T, &P2, &Tex, nullptr), axlErrorInvalidValue);
  P2.res.pitch2D.pitchInBytes = 0; // less than a row
  CHECK_ERR(axlCreateTextureObject(&T, &P2, &Tex, nullptr), axlErrorInvalidValue);
  // Over maxTexture2DLinear's pitch (2097120), also when the rows fit.
  P2.res.pitch2D.height = 1;
  P2.res.pitch2D.pitchInBytes = 2097120 + 32;
  CHECK_ERR(axlCreateTextureObject(&T, &P2, &Tex, nullptr), axlErrorInvalidValue);
  P2.res.pitch2D.pitchInBytes = 2097120;
  CHECK_OK(axlCreateTextureObject(&T, &P2, &Tex, nullptr));
  CHECK_OK(axlDestroyTextureObject(T));
  // A freed array is no longer a resource.
  CHECK_OK(axlFreeArray(A));
  Res.res.array.array = A;
  CHECK_ERR(axlCreateTextureObject(&T, &Res, &Tex, nullptr), axlErrorInvalidResourceHandle);
  CHECK_OK(axlFree(Dev));
  // Errors of bad arguments are not sticky: reported once.
  CHECK_ERR(axlGetLastError(), axlErrorInvalidResourceHandle);
  CHECK_OK(axlGetLastError());
  std::printf("PASS channel descs and errors\n");
}

int main() {
  addressModes();
  linearFiltering();
  readModes();
  layeredAnd3D();
  cubemaps();
  mipmaps();
  linearResources();
  channelDescsAndErrors();
  return 0;
}
