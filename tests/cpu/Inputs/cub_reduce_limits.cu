// cub::DeviceReduce::Min/Max/ArgMin/ArgMax and DeviceSegmentedReduce::Min/Max
// over __half and __nv_bfloat16 (float as the control), on all-positive and
// all-negative data and on no items: CUB seeds Min with
// numeric_limits<T>::max() and Max with lowest(), and writes them for an
// empty input or segment, so a wrong max() or lowest() shows in the results.
// Then every member of cuda::std::numeric_limits for the narrow
// floating-point types, values as their bits. With the argument "limits" it
// prints the limits only, which needs no GPU: built with nvcc, it gives the
// reference.
#include <cub/cub.cuh>
#include <cuda/std/limits>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp6.h>
#include <cuda_fp8.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

// Constant expressions, as in CUDA.
constexpr __half kHalfMax = cuda::std::numeric_limits<__half>::max();
constexpr __nv_bfloat16 kBf16Lowest =
    cuda::std::numeric_limits<__nv_bfloat16>::lowest();
constexpr __nv_fp8_e4m3 kE4m3Max =
    cuda::std::numeric_limits<__nv_fp8_e4m3>::max();
static_assert(cuda::std::numeric_limits<__half>::is_specialized, "__half");
static_assert(cuda::std::numeric_limits<__nv_bfloat16>::digits == 8,
              "bfloat16");
static_assert(!cuda::std::numeric_limits<__nv_fp8_e4m3>::has_infinity, "E4M3");

/// " Name 0x<V's bits>", two hex digits a byte.
template <class T> void printBits(const char *Name, T V) {
  unsigned B = 0;
  std::memcpy(&B, static_cast<const void *>(&V), sizeof V);
  std::printf(" %s 0x%0*x", Name, int(2 * sizeof V), B);
}

/// Runs Call(temp, bytes) twice, as CUB's two-call protocol asks.
template <class F> bool twoCalls(F Call) {
  size_t Bytes = 0;
  if (Call(nullptr, Bytes) != cudaSuccess)
    return false;
  void *Temp = nullptr;
  if (cudaMalloc(&Temp, Bytes ? Bytes : 1) != cudaSuccess)
    return false;
  bool Ok = Call(Temp, Bytes) == cudaSuccess &&
            cudaDeviceSynchronize() == cudaSuccess;
  cudaFree(Temp);
  return Ok;
}

template <class T> T fromDevice(const T *D) {
  T H;
  cudaMemcpy(&H, D, sizeof H, cudaMemcpyDeviceToHost);
  return H;
}

template <class T>
void printValue(const char *Type, const char *Data, const char *Op, T V) {
  std::printf("%s %s %s %g", Type, Data, Op, double(float(V)));
  printBits("bits", V);
  std::printf("\n");
}

template <class T>
void printArg(const char *Type, const char *Data, const char *Op,
              long long Index, T V) {
  std::printf("%s %s %s [%lld] %g", Type, Data, Op, Index, double(float(V)));
  printBits("bits", V);
  std::printf("\n");
}

/// Every reduction over Values (and ArgMin/ArgMax, segments, over none).
template <class T>
bool reduce(const char *Type, const char *Data,
            const std::vector<float> &Values) {
  const int N = int(Values.size());
  std::vector<T> H(Values.begin(), Values.end());
  T *In, *Out, *Ext;
  cub::KeyValuePair<int, T> *Pair;
  std::int64_t *Index;
  int *Offsets;
  const int HostOffsets[3] = {0, N, N}; // segments [0, N) and [N, N)
  cudaMalloc(&In, N * sizeof(T));
  cudaMalloc(&Out, 2 * sizeof(T));
  cudaMalloc(&Ext, sizeof(T));
  cudaMalloc(&Pair, sizeof *Pair);
  cudaMalloc(&Index, sizeof *Index);
  cudaMalloc(&Offsets, sizeof HostOffsets);
  cudaMemcpy(In, H.data(), N * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(Offsets, HostOffsets, sizeof HostOffsets, cudaMemcpyHostToDevice);

  bool Ok = true;
  auto value = [&](const char *Op, auto Call) {
    Ok = Ok && twoCalls(Call);
    printValue(Type, Data, Op, fromDevice(Out));
  };
  auto pair = [&](const char *D, const char *Op, auto Call) {
    Ok = Ok && twoCalls(Call);
    cub::KeyValuePair<int, T> P = fromDevice(Pair);
    printArg(Type, D, Op, P.key, P.value);
  };
  auto split = [&](const char *D, const char *Op, auto Call) {
    Ok = Ok && twoCalls(Call);
    printArg(Type, D, Op, (long long)fromDevice(Index), fromDevice(Ext));
  };
  auto segments = [&](const char *Op, auto Call) {
    Ok = Ok && twoCalls(Call);
    printValue(Type, Data, Op, fromDevice(Out));
    printValue(Type, "none", Op, fromDevice(Out + 1));
  };

  value("Min", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::Min(Tmp, B, In, Out, N);
  });
  value("Max", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::Max(Tmp, B, In, Out, N);
  });
  pair(Data, "ArgMinPair", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMin(Tmp, B, In, Pair, N);
  });
  pair(Data, "ArgMaxPair", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMax(Tmp, B, In, Pair, N);
  });
  split(Data, "ArgMin", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMin(Tmp, B, In, Ext, Index, std::int64_t(N));
  });
  split(Data, "ArgMax", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMax(Tmp, B, In, Ext, Index, std::int64_t(N));
  });
  segments("SegmentedMin", [&](void *Tmp, size_t &B) {
    return cub::DeviceSegmentedReduce::Min(Tmp, B, In, Out, 2, Offsets,
                                           Offsets + 1);
  });
  segments("SegmentedMax", [&](void *Tmp, size_t &B) {
    return cub::DeviceSegmentedReduce::Max(Tmp, B, In, Out, 2, Offsets,
                                           Offsets + 1);
  });
  // No items: {1, max()} and {1, lowest()}.
  pair("none", "ArgMinPair", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMin(Tmp, B, In, Pair, 0);
  });
  pair("none", "ArgMaxPair", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMax(Tmp, B, In, Pair, 0);
  });
  split("none", "ArgMin", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMin(Tmp, B, In, Ext, Index, std::int64_t(0));
  });
  split("none", "ArgMax", [&](void *Tmp, size_t &B) {
    return cub::DeviceReduce::ArgMax(Tmp, B, In, Ext, Index, std::int64_t(0));
  });

  cudaFree(In);
  cudaFree(Out);
  cudaFree(Ext);
  cudaFree(Pair);
  cudaFree(Index);
  cudaFree(Offsets);
  if (!Ok)
    std::printf("FAIL %s %s\n", Type, Data);
  return Ok;
}

template <class T> bool reduceBoth(const char *Type) {
  return reduce<T>(Type, "positive", {3.0f, 1.5f, 2.0f, 5.0f, 4.0f}) &&
         reduce<T>(Type, "negative", {-3.0f, -1.5f, -2.0f, -5.0f, -4.0f});
}

/// Every member of cuda::std::numeric_limits<T>; values as their bits.
template <class T> void printLimits(const char *Type) {
  using L = cuda::std::numeric_limits<T>;
  std::printf("limits %s:", Type);
  printBits("min", L::min());
  printBits("max", L::max());
  printBits("lowest", L::lowest());
  printBits("epsilon", L::epsilon());
  printBits("round_error", L::round_error());
  printBits("infinity", L::infinity());
  printBits("quiet_NaN", L::quiet_NaN());
  printBits("signaling_NaN", L::signaling_NaN());
  printBits("denorm_min", L::denorm_min());
  std::printf("\n");
  std::printf(
      "limits %s: specialized %d signed %d integer %d exact %d radix %d digits "
      "%d "
      "digits10 %d max_digits10 %d min_exponent %d min_exponent10 %d "
      "max_exponent %d "
      "max_exponent10 %d has_infinity %d has_quiet_NaN %d has_signaling_NaN %d "
      "has_denorm %d has_denorm_loss %d iec559 %d bounded %d modulo %d traps "
      "%d "
      "tinyness_before %d round_style %d\n",
      Type, L::is_specialized, L::is_signed, L::is_integer, L::is_exact,
      L::radix, L::digits, L::digits10, L::max_digits10, L::min_exponent,
      L::min_exponent10, L::max_exponent, L::max_exponent10, L::has_infinity,
      L::has_quiet_NaN, L::has_signaling_NaN, int(L::has_denorm),
      L::has_denorm_loss, L::is_iec559, L::is_bounded, L::is_modulo, L::traps,
      L::tinyness_before, int(L::round_style));
}

int main(int argc, char **argv) {
  const bool LimitsOnly = argc > 1 && std::strcmp(argv[1], "limits") == 0;
  if (!LimitsOnly) {
    if (!reduceBoth<float>("float") || !reduceBoth<__half>("half") ||
        !reduceBoth<__nv_bfloat16>("bfloat16"))
      return 1;
  }
  std::printf("constexpr:");
  printBits("half_max", kHalfMax);
  printBits("bfloat16_lowest", kBf16Lowest);
  printBits("e4m3_max", kE4m3Max);
  std::printf("\n");
  printLimits<__half>("half");
  printLimits<__nv_bfloat16>("bfloat16");
  printLimits<__nv_fp8_e4m3>("fp8_e4m3");
  printLimits<__nv_fp8_e5m2>("fp8_e5m2");
  printLimits<__nv_fp8_e8m0>("fp8_e8m0");
  printLimits<__nv_fp6_e2m3>("fp6_e2m3");
  printLimits<__nv_fp6_e3m2>("fp6_e3m2");
  printLimits<__nv_fp4_e2m1>("fp4_e2m1");
  return 0;
}
