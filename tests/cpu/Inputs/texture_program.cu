// Texture and surface objects as the CUDA samples use them: a bilinear
// resize of an RGBA image (a cudaArray texture of uchar4 read as normalized
// floats with normalized coordinates, written through a surface), a 3x3 box
// filter over a pitched float image (a pitch-2D texture, point sampled with
// clamping), and a layered array scaled through a layered surface (with
// cudaMemcpy3D both ways), each checked against a host reference that
// follows the programming guide's formulas (8-bit fractional filter weights).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));                        \
      return 1;                                                                                    \
    }                                                                                              \
  } while (0)

__global__ void resize(cudaTextureObject_t src, cudaSurfaceObject_t dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float4 c = tex2D<float4>(src, (x + 0.5f) / w, (y + 0.5f) / h);
  uchar4 out =
      make_uchar4((unsigned char)(c.x * 255.0f + 0.5f), (unsigned char)(c.y * 255.0f + 0.5f),
                  (unsigned char)(c.z * 255.0f + 0.5f), (unsigned char)(c.w * 255.0f + 0.5f));
  surf2Dwrite(out, dst, x * (int)sizeof(uchar4), y);
}

__global__ void boxFilter(cudaTextureObject_t src, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float sum = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += tex2D<float>(src, x + dx + 0.5f, y + dy + 0.5f);
  out[y * w + x] = sum / 9.0f;
}

// The host's bilinear sample of channel k at normalized (u, v), clamped.
static float bilinear(const std::vector<uchar4> &img, int w, int h, float u, float v, int k) {
  float xb = u * w - 0.5f, yb = v * h - 0.5f;
  float fx = std::floor(xb), fy = std::floor(yb);
  float a = std::floor((xb - fx) * 256.0f + 0.5f) / 256.0f;
  float b = std::floor((yb - fy) * 256.0f + 0.5f) / 256.0f;
  auto at = [&](int x, int y) {
    x = x < 0 ? 0 : x >= w ? w - 1 : x;
    y = y < 0 ? 0 : y >= h ? h - 1 : y;
    const unsigned char *p = &img[y * w + x].x;
    return p[k] / 255.0f;
  };
  int i = (int)fx, j = (int)fy;
  return (1 - a) * (1 - b) * at(i, j) + a * (1 - b) * at(i + 1, j) + (1 - a) * b * at(i, j + 1) +
         a * b * at(i + 1, j + 1);
}

static int resizeTest() {
  const int sw = 13, sh = 9, dw = 32, dh = 20;
  std::vector<uchar4> img(sw * sh);
  for (int i = 0; i < sw * sh; ++i)
    img[i] = make_uchar4((unsigned char)(i * 7), (unsigned char)(i * 13 + 5),
                         (unsigned char)(255 - i), 255);
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
  cudaArray_t srcArray, dstArray;
  CHECK(cudaMallocArray(&srcArray, &desc, sw, sh));
  CHECK(cudaMallocArray(&dstArray, &desc, dw, dh, cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(srcArray, 0, 0, img.data(), sw * sizeof(uchar4), sw * sizeof(uchar4),
                            sh, cudaMemcpyHostToDevice));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = srcArray;
  cudaTextureDesc tex = {};
  tex.addressMode[0] = cudaAddressModeClamp;
  tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModeLinear;
  tex.readMode = cudaReadModeNormalizedFloat;
  tex.normalizedCoords = 1;
  cudaTextureObject_t texObj = 0;
  CHECK(cudaCreateTextureObject(&texObj, &res, &tex, nullptr));
  cudaResourceDesc surfRes = {};
  surfRes.resType = cudaResourceTypeArray;
  surfRes.res.array.array = dstArray;
  cudaSurfaceObject_t surfObj = 0;
  CHECK(cudaCreateSurfaceObject(&surfObj, &surfRes));

  dim3 block(16, 8);
  dim3 grid((dw + block.x - 1) / block.x, (dh + block.y - 1) / block.y);
  resize<<<grid, block>>>(texObj, surfObj, dw, dh);
  CHECK(cudaGetLastError());
  std::vector<uchar4> out(dw * dh);
  CHECK(cudaMemcpy2DFromArray(out.data(), dw * sizeof(uchar4), dstArray, 0, 0, dw * sizeof(uchar4),
                              dh, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < dh; ++y)
    for (int x = 0; x < dw; ++x)
      for (int k = 0; k < 4; ++k) {
        float want = bilinear(img, sw, sh, (x + 0.5f) / dw, (y + 0.5f) / dh, k) * 255.0f + 0.5f;
        int got = (&out[y * dw + x].x)[k];
        if (std::abs(got - (int)want) > 1)
          ++bad;
      }
  std::printf("resize %dx%d -> %dx%d: %s (%d mismatches)\n", sw, sh, dw, dh, bad ? "FAIL" : "PASS",
              bad);
  CHECK(cudaDestroySurfaceObject(surfObj));
  CHECK(cudaDestroyTextureObject(texObj));
  CHECK(cudaFreeArray(srcArray));
  CHECK(cudaFreeArray(dstArray));
  return bad != 0;
}

static int boxFilterTest() {
  const int w = 37, h = 23;
  std::vector<float> img(w * h);
  for (int i = 0; i < w * h; ++i)
    img[i] = (float)((i * 37) % 101) * 0.25f;
  float *dev = nullptr, *out = nullptr;
  size_t pitch = 0;
  CHECK(cudaMallocPitch((void **)&dev, &pitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dev, pitch, img.data(), w * sizeof(float), w * sizeof(float), h,
                     cudaMemcpyHostToDevice));
  CHECK(cudaMalloc((void **)&out, w * h * sizeof(float)));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = dev;
  res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  res.res.pitch2D.width = w;
  res.res.pitch2D.height = h;
  res.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc tex = {};
  tex.addressMode[0] = cudaAddressModeClamp;
  tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModePoint;
  tex.readMode = cudaReadModeElementType;
  cudaTextureObject_t texObj = 0;
  CHECK(cudaCreateTextureObject(&texObj, &res, &tex, nullptr));

  dim3 block(16, 16);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  boxFilter<<<grid, block>>>(texObj, out, w, h);
  CHECK(cudaGetLastError());
  std::vector<float> got(w * h);
  CHECK(cudaMemcpy(got.data(), out, w * h * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float sum = 0;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          int sx = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
          int sy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
          sum += img[sy * w + sx];
        }
      if (std::fabs(got[y * w + x] - sum / 9.0f) > 1e-4f)
        ++bad;
    }
  std::printf("box filter %dx%d: %s (%d mismatches)\n", w, h, bad ? "FAIL" : "PASS", bad);
  CHECK(cudaDestroyTextureObject(texObj));
  CHECK(cudaFree(dev));
  CHECK(cudaFree(out));
  return bad != 0;
}

// Layered: each layer of a float layered array, uploaded with cudaMemcpy3D,
// is read with tex2DLayered and written, scaled by its layer, through a
// layered surface; cudaMemcpy3D brings the result back.
__global__ void scaleLayers(cudaTextureObject_t src, cudaSurfaceObject_t dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  int layer = blockIdx.z;
  if (x < w && y < h)
    surf2DLayeredwrite(tex2DLayered<float>(src, x + 0.5f, y + 0.5f, layer) * (layer + 1), dst,
                       x * (int)sizeof(float), y, layer);
}

static int layeredTest() {
  const int w = 19, h = 7, layers = 3;
  std::vector<float> host(w * h * layers), back(w * h * layers);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = (float)(i % 97) - 40.0f;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t src, dst;
  CHECK(cudaMalloc3DArray(&src, &desc, make_cudaExtent(w, h, layers), cudaArrayLayered));
  CHECK(cudaMalloc3DArray(&dst, &desc, make_cudaExtent(w, h, layers),
                          cudaArrayLayered | cudaArraySurfaceLoadStore));
  cudaMemcpy3DParms up = {};
  up.srcPtr = make_cudaPitchedPtr(host.data(), w * sizeof(float), w, h);
  up.dstArray = src;
  up.extent = make_cudaExtent(w, h, layers);
  up.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&up));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = src;
  cudaTextureDesc tex = {};
  tex.addressMode[0] = cudaAddressModeClamp;
  tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModePoint;
  tex.readMode = cudaReadModeElementType;
  cudaTextureObject_t texObj = 0;
  CHECK(cudaCreateTextureObject(&texObj, &res, &tex, nullptr));
  res.res.array.array = dst;
  cudaSurfaceObject_t surfObj = 0;
  CHECK(cudaCreateSurfaceObject(&surfObj, &res));

  dim3 block(8, 8);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y, layers);
  scaleLayers<<<grid, block>>>(texObj, surfObj, w, h);
  CHECK(cudaGetLastError());
  cudaMemcpy3DParms down = {};
  down.srcArray = dst;
  down.dstPtr = make_cudaPitchedPtr(back.data(), w * sizeof(float), w, h);
  down.extent = make_cudaExtent(w, h, layers);
  down.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&down));
  int bad = 0;
  for (size_t i = 0; i < host.size(); ++i)
    if (back[i] != host[i] * (float)(i / (w * h) + 1))
      ++bad;
  std::printf("layered %dx%dx%d: %s (%d mismatches)\n", w, h, layers, bad ? "FAIL" : "PASS", bad);
  CHECK(cudaDestroySurfaceObject(surfObj));
  CHECK(cudaDestroyTextureObject(texObj));
  CHECK(cudaFreeArray(src));
  CHECK(cudaFreeArray(dst));
  return bad != 0;
}

int main() {
  int failed = resizeTest();
  failed |= boxFilterTest();
  failed |= layeredTest();
  std::printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
