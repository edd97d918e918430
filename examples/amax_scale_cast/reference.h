// CPU reference for amax_scale_cast.cu: per-tensor current scaling of a BF16
// tensor to FP8 (E4M3 / E5M2), computed bit for bit as the GPU does it.
//
// Plain C++17, no CUDA headers, so it also serves the CPU backend and the
// unit test. Built as part of the example:
//   nvcc -std=c++17 -arch=sm_90 amax_scale_cast.cu reference.cpp -o asc
//   g++ -std=c++17 -I/usr/local/cuda/include reference_test.cpp reference.cpp
#pragma once

#include <cstddef>
#include <cstdint>

namespace asc_ref {

enum class Fp8Format { E4M3, E5M2 };

// Largest finite values: E4M3 0x7e, E5M2 0x7b.
constexpr float kE4M3Max = 448.0f;
constexpr float kE5M2Max = 57344.0f;

// amax below this is clamped before the division, so a tensor of tiny values
// gets a large but finite scale (57344 / 1e-12 is far below FLT_MAX).
constexpr float kAmaxEpsilon = 1.0e-12f;

float fp8_max(Fp8Format format);
const char *format_name(Fp8Format format);

// BF16 bits -> float (exact: BF16 is the top half of a float).
float bf16_to_float(uint16_t bits);

// float -> FP8 bits, round to nearest even, saturating to the largest finite
// value (CUDA's __NV_SATFINITE, what the __nv_fp8_* constructors do):
//   |x| beyond the largest finite value, and +-inf -> +-max (0x7e / 0x7b);
//   NaN (any sign, any payload) -> 0x7f, CUDA's canonical NaN in both formats;
//   -0 and values that round to zero keep their sign (0x80).
uint8_t float_to_fp8(float x, Fp8Format format);

// max |x| over the tensor. NaN elements are ignored, exactly as the kernel's
// fmaxf does; +-inf counts. Starts from +0, so an empty or all-NaN tensor
// gives 0.
float amax(const uint16_t *x, size_t n);

struct Scale {
  float scale;
  float scale_inv;
};

// scale = fp8_max / max(amax, eps), correctly rounded (__fdiv_rn);
// amax 0, inf or NaN -> scale 1; an infinite quotient -> FLT_MAX.
// scale_inv = 1 / scale, correctly rounded (__frcp_rn).
Scale compute_scale(float amax, float fp8_max, float eps = kAmaxEpsilon);

// y[i] = fp8(bf16_to_float(x[i]) * scale), the product rounded to float first.
void cast(const uint16_t *x, size_t n, float scale, Fp8Format format,
          uint8_t *y);

// x is rows x cols, row-major. y = cast(x) (rows x cols), yt its transpose
// (cols x rows).
void cast_transpose(const uint16_t *x, int rows, int cols, float scale,
                    Fp8Format format, uint8_t *y, uint8_t *yt);

// Checkers used by the example: report up to a few mismatches on stderr
// under the name `what` and return the number of mismatching elements.
size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n);
size_t compare_float_bits(const char *what, float expected, float actual);

} // namespace asc_ref
