//===- Reference.h - preflight's own numerics oracle -----------*- C++ -*-===//
//
// The known answers of axl-preflight's conversion and GEMM tests, computed
// on the host in plain C++ and independently of every backend: an FP8 or
// BF16 encoding is the nearest of the format's values found by search (ties
// to the even code), not a copy of any library's bit tricks. selfCheck()
// pins the oracle itself to hard-coded pairs from the format definitions.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace axl::preflight {

enum class Fp8Format { E4M3, E5M2 };

/// The value of an FP8 code (NaN for NaN codes, +-inf for E5M2 infinities).
double decodeFp8(Fp8Format F, uint8_t Code);
/// Float -> FP8, round to nearest even, saturating to the largest finite
/// value (CUDA's __NV_SATFINITE, infinities included). A NaN input gives
/// the format's NaN 0x7F; the conversion test accepts any NaN code there.
uint8_t encodeFp8(Fp8Format F, float X);
bool isFp8NaN(Fp8Format F, uint8_t Code);

/// BF16 bits -> float.
float decodeBf16(uint16_t Bits);
/// Float -> BF16, round to nearest even, overflowing to infinity (IEEE).
uint16_t encodeBf16(float X);

/// An empty string, or what is wrong with the oracle (a bug in preflight).
std::string selfCheck();

/// The conversion test's float inputs: zeros, ones, the formats' largest
/// values and the values just past them, ties, subnormals of each format,
/// infinities, NaNs and a spread of pseudo-random magnitudes.
std::vector<float> conversionInputs();
/// The BF16 codes whose decoding is tested (every FP8 code is).
std::vector<uint16_t> bf16DecodeCodes();

/// The GEMM test: D = ScaleA * ScaleB * A^T B with A (K x M) and B (K x N)
/// column-major E4M3 codes of small integers and power-of-two scales, so
/// every product and partial sum is exact in float: D is the same bit for
/// bit whatever the order of the sums.
struct GemmKat {
  int M = 64, N = 64, K = 64;
  float ScaleA = 0.5f, ScaleB = 4.0f;
  std::vector<uint8_t> A, B; ///< E4M3 codes, leading dimension K
  std::vector<float> D;      ///< M x N, leading dimension M
};
GemmKat makeGemmKat();

} // namespace axl::preflight
