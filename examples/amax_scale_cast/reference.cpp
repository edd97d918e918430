// CPU reference for amax_scale_cast.cu; see reference.h. Plain C++17.
// Compiled with the example (nvcc ... reference.cpp) or alone with
//   g++ -std=c++17 -O2 -c reference.cpp
#include "reference.h"

#include "../common/compare.h"
#include "../common/fp8_reference.h"

#include <cstdio>

namespace asc_ref {

// The FP8 and BF16 conversions and the checkers are the ones the examples
// share (examples/common/).
namespace fp8 = fp8_reference;

float fp8_max(Fp8Format format) {
  return fp8::max_finite(fp8::format_of(format));
}

const char *format_name(Fp8Format format) {
  return fp8::name(fp8::format_of(format));
}

float bf16_to_float(uint16_t bits) { return fp8::bf16_to_float(bits); }

uint8_t float_to_fp8(float x, Fp8Format format) {
  return fp8::encode(x, fp8::format_of(format));
}

float amax(const uint16_t *x, size_t n) { return fp8::bf16_amax(x, n); }

Scale compute_scale(float amax, float fp8_max, float eps) {
  const float scale = fp8::current_scale(amax, fp8_max, eps);
  return {scale, 1.0f / scale};
}

void cast(const uint16_t *x, size_t n, float scale, Fp8Format format,
          uint8_t *y) {
  for (size_t i = 0; i < n; ++i)
    y[i] = float_to_fp8(bf16_to_float(x[i]) * scale, format);
}

void cast_transpose(const uint16_t *x, int rows, int cols, float scale,
                    Fp8Format format, uint8_t *y, uint8_t *yt) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const uint8_t q =
          float_to_fp8(bf16_to_float(x[size_t(r) * cols + c]) * scale, format);
      y[size_t(r) * cols + c] = q;
      yt[size_t(c) * rows + r] = q;
    }
  }
}

size_t compare_bytes(const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t n) {
  return fp8::compare_bytes(what, expected, actual, n);
}

size_t compare_float_bits(const char *what, float expected, float actual) {
  if (fp8::float_bits(expected) == fp8::float_bits(actual))
    return 0;
  std::fprintf(stderr, "  %s: ", what);
  fp8::report_floats(expected, actual);
  return 1;
}

} // namespace asc_ref
