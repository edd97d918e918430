// A launch inside a lambda of a kernel template whose template arguments are
// constexpr locals of the enclosing function, the lambda capturing by
// reference (a persistent-kernel launcher written once for two layouts).
#include <cstdio>

template <int M, int K> __global__ void tiles(const int *in, int *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (in ? in[i] : 0) + M * K;
}

int run(const int *in, int *out, int n) {
  constexpr int TileM = 128;
  constexpr int TileK = 4;
  const dim3 blocks((n + 31) / 32);
  auto launch = [&](bool rowwise) {
    const int *from = rowwise ? in : nullptr;
    axlLaunchKernelGGL(AXL_KERNEL_NAME(tiles<TileM, TileK>), dim3(blocks), dim3(32), 0, 0, from,
                       out, n);
    return axlGetLastError();
  };
  if (launch(false) != axlSuccess || launch(true) != axlSuccess)
    return 1;
  return axlDeviceSynchronize() != axlSuccess;
}

int main() {
  const int n = 100;
  int *in, *out;
  axlMallocManaged(&in, n * sizeof(int));
  axlMallocManaged(&out, n * sizeof(int));
  for (int i = 0; i < n; ++i)
    in[i] = i;
  int wrong = run(in, out, n);
  for (int i = 0; i < n; ++i)
    wrong += out[i] != i + 512;
  std::printf("launch in a lambda: %d wrong\n", wrong);
  axlFree(in);
  axlFree(out);
  return wrong != 0;
}
