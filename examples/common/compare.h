// The checkers the examples' CPU references share: compare what a kernel
// wrote with what the reference computed, report the first few mismatches on
// stderr under a name, and return how many elements differ. Plain C++17,
// header only; an example's reference.cpp includes it by its relative path.
#pragma once

#include "fp8_reference.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace fp8_reference {

constexpr size_t kMaxReported = 5;

// The i < n where same(i) is false: report(i) prints the first kMaxReported
// (its line starts "  what[i]: "), then a total when there are more.
template <class Same, class Report>
size_t count_mismatches(const char *what, size_t n, Same same, Report report) {
  size_t mismatches = 0;
  for (size_t i = 0; i < n; ++i) {
    if (same(i))
      continue;
    if (mismatches++ < kMaxReported) {
      std::fprintf(stderr, "  %s[%zu]: ", what, i);
      report(i);
    }
  }
  if (mismatches > kMaxReported)
    std::fprintf(stderr, "  %s: %zu mismatches in all\n", what, mismatches);
  return mismatches;
}

// "expected %a (0x%08x), got %a (0x%08x)".
inline void report_floats(float expected, float actual) {
  std::fprintf(stderr, "expected %a (0x%08x), got %a (0x%08x)\n",
               double(expected), float_bits(expected), double(actual),
               float_bits(actual));
}

// Bit for bit: -0 is not +0, and NaNs must have the same payload.
inline size_t compare_float_bits(const char *what, const float *expected,
                                 const float *actual, size_t n) {
  return count_mismatches(
      what, n,
      [&](size_t i) {
        return float_bits(expected[i]) == float_bits(actual[i]);
      },
      [&](size_t i) { report_floats(expected[i], actual[i]); });
}

inline size_t compare_bytes(const char *what, const uint8_t *expected,
                            const uint8_t *actual, size_t n) {
  return count_mismatches(
      what, n, [&](size_t i) { return expected[i] == actual[i]; },
      [&](size_t i) {
        std::fprintf(stderr, "expected 0x%02x, got 0x%02x\n", expected[i],
                     actual[i]);
      });
}

} // namespace fp8_reference
