// A kernel from scripts/loopsfuzz.py (seed 300009, kernel 47, reduced)
// whose rewritten program did not link: g++ folded a constant offset of an
// index of a __shared__ array into the array's local-exec TLS relocation,
// which overflowed (R_X86_64_TPOFF32). __shared__ is initial-exec in an
// executable now.
#include <axl/axl.h>
#include <cstdio>
#include <cstddef>

// kernel k47: seed 300009, statements 1-67, block (4, 4, 4), grid (1, 2, 1)
struct k47_Prm { unsigned a; unsigned b; };
constexpr unsigned k47_NV = 23u;
__global__ void k47(unsigned *out, const unsigned *in, unsigned *acc, unsigned p0, unsigned p1, k47_Prm prm) {
  __shared__ unsigned s0[64u];
  __shared__ unsigned s1[64u];
  const unsigned tid = (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z));
  const unsigned nt = blockDim.x * blockDim.y * blockDim.z;
  const unsigned lane = tid % 32u, warp = tid / 32u;
  const unsigned wm = nt - warp * 32u >= 32u ? 0xffffffffu : (1u << (nt - warp * 32u)) - 1u;
  const unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned *const o = out + ((size_t)bid * nt + tid) * k47_NV;
  s0[tid] = tid * 2654435761u ^ p0;
  s1[tid] = tid * 2654435761u ^ p0;
  __syncthreads();
  p1 -= (p1);  // s39
  const unsigned long long v17 = ((warp * 16u + 1023u) + prm.a);  // s40
  for (int i18 = (int)(((100u * 255u + 2654435769u)) % 4u) - 1; i18 >= 0; --i18) {  // s41
    switch (((unsigned)(p1 == (tid * 3u + 1u))) % 3u) {  // s42
    case 0u:
      {
        s0[tid] = (unsigned)(signed char)((12345u - s1[(__brev((unsigned)i18)) % nt]));  // s44
      }
      break;
    case 1u:
      {
        p1 = (tid * 2u + 4294967295u);  // s45
      }
      break;
    case 2u:
      switch (((((unsigned)(v17 ^ (v17 >> 33)) | 12345u) & (tid / 32u))) % 5u) {  // s56
      case 0u:
        {
        }
        break;
      case 1u:
        break;
      case 2u:
        {
        }
        break;
      case 4u:
        {
        }
        break;
      default:
        break;
      }
      break;
    default:
      {
      }
      break;
    }
  }
  o[0] = (unsigned)p1;
  o[17] = (unsigned)(v17 ^ (v17 >> 16));
  o[21] = s0[tid];
  o[22] = s1[tid];
}


static unsigned *out, *in, *acc;
static bool dumpAll, skipLoose;

// Runs a kernel and prints its line. Loose kernels name lanes in their warp
// masks that have exited or that a partial warp lacks (as CUDA allows),
// which AXL_CPU_LOOPS_CHECK=1 reports: `noexits` skips them.
template <class Launch> static void run(const char *name, size_t n, bool loose, Launch launch) {
  if (loose && skipLoose)
    return;
  for (size_t i = 0; i < n; ++i)
    out[i] = 0xdeadbeefu;
  for (int i = 0; i < 8; ++i)
    acc[i] = 0;
  launch();
  axlError_t e = axlGetLastError();
  if (e == axlSuccess)
    e = axlDeviceSynchronize();
  unsigned h = 2166136261u;
  size_t written = 0;
  for (size_t i = 0; i < n; ++i) {
    h = (h ^ out[i]) * 16777619u;
    written += out[i] != 0xdeadbeefu;
  }
  for (int i = 0; i < 8; ++i)
    h = (h ^ acc[i]) * 16777619u;
  std::printf("%s: %08x %zu%s%s\n", name, h, written, e == axlSuccess ? "" : " error ",
              e == axlSuccess ? "" : axlGetErrorName(e));
  if (dumpAll) {
    for (size_t i = 0; i < n; ++i)
      std::printf("%s out[%zu] = %u\n", name, i, out[i]);
    for (int i = 0; i < 8; ++i)
      std::printf("%s acc[%d] = %u\n", name, i, acc[i]);
  }
}

int main(int argc, char **argv) {
  dumpAll = argc > 1 && argv[1][0] == 'd';
  skipLoose = argc > 1 && argv[1][0] == 'n';
  axlMallocManaged(&out, 2944 * sizeof(unsigned));
  axlMallocManaged(&in, 64 * sizeof(unsigned));
  axlMallocManaged(&acc, 8 * sizeof(unsigned));
  for (unsigned i = 0; i < 64u; ++i)
    in[i] = i * 2654435761u ^ 300009u;
  run("k47", 2944, false, [&] { axlLaunchKernelGGL(k47, dim3(1, 2, 1), dim3(4, 4, 4), 0, 0, out, in, acc, 3178785881u, 848718857u, k47_Prm{48076u, 1536154623u}); });
  return 0;
}
