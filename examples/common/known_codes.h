// FP8 codes worked out by hand from the formats (E4M3: bias 7, max 0x7e =
// 448; E5M2: bias 15, max 0x7b = 57344). An example's reference_test.cpp
// checks that its own API (its Fp8Format, its encoder and decoder) gives
// them; examples/common/fp8_reference_test.cpp checks the table itself, and
// the shared codec on every BF16 value, against cuda_fp8.h. Plain C++17,
// header only.
#pragma once

#include "check.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>

namespace reference_check {

struct KnownCode {
  float x;
  bool e5m2;
  uint8_t code; // encode(x), round to nearest even, satfinite
  const char *what;
};

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

constexpr KnownCode kKnownCodes[] = {
    {1.0f, false, 0x38, "e4m3(1) = 0x38"},
    {-1.5f, false, 0xbc, "e4m3(-1.5) = 0xbc"},
    {448.0f, false, 0x7e, "e4m3(448) = 0x7e (max)"},
    {470.0f, false, 0x7e, "e4m3(470) saturates to 0x7e"},
    {kInf, false, 0x7e, "e4m3(inf) saturates to 0x7e"},
    {-kInf, false, 0xfe, "e4m3(-inf) saturates to 0xfe"},
    {0x1p-9f, false, 0x01, "e4m3(2^-9) = 0x01 (min subnormal)"},
    {0x1p-10f, false, 0x00, "e4m3(2^-10) ties to even 0x00"},
    {1.0625f, false, 0x38, "e4m3(1 + 1/16) ties to even 0x38"},
    {1.1875f, false, 0x3a, "e4m3(1 + 3/16) ties to even 0x3a"},
    {-0.0f, false, 0x80, "e4m3(-0) = 0x80"},
    {kNaN, false, 0x7f, "e4m3(NaN) = 0x7f"},
    {-kNaN, false, 0x7f, "e4m3(-NaN) = 0x7f (sign dropped)"},
    {1.0f, true, 0x3c, "e5m2(1) = 0x3c"},
    {-1.5f, true, 0xbe, "e5m2(-1.5) = 0xbe"},
    {57344.0f, true, 0x7b, "e5m2(57344) = 0x7b (max)"},
    {1e9f, true, 0x7b, "e5m2(1e9) saturates to 0x7b"},
    {-kInf, true, 0xfb, "e5m2(-inf) saturates to 0xfb"},
    {0x1p-16f, true, 0x01, "e5m2(2^-16) = 0x01 (min subnormal)"},
    {1.125f, true, 0x3c, "e5m2(1 + 1/8) ties to even 0x3c"},
    {1.375f, true, 0x3e, "e5m2(1 + 3/8) ties to even 0x3e"},
    {kNaN, true, 0x7f, "e5m2(NaN) = 0x7f"},
};

struct KnownValue {
  uint8_t code;
  bool e5m2;
  float value; // decode(code); NaN: any NaN
  const char *what;
};

constexpr KnownValue kKnownValues[] = {
    {0x38, false, 1.0f, "e4m3 0x38 -> 1"},
    {0xbc, false, -1.5f, "e4m3 0xbc -> -1.5"},
    {0x7e, false, 448.0f, "e4m3 0x7e -> 448"},
    {0x01, false, 0x1p-9f, "e4m3 0x01 -> 2^-9"},
    {0x08, false, 0x1p-6f, "e4m3 0x08 -> 2^-6 (min normal)"},
    {0x80, false, -0.0f, "e4m3 0x80 -> -0"},
    {0x7f, false, kNaN, "e4m3 0x7f -> NaN"},
    {0xff, false, kNaN, "e4m3 0xff -> NaN"},
    {0x3c, true, 1.0f, "e5m2 0x3c -> 1"},
    {0x7b, true, 57344.0f, "e5m2 0x7b -> 57344"},
    {0x01, true, 0x1p-16f, "e5m2 0x01 -> 2^-16"},
    {0x7c, true, kInf, "e5m2 0x7c -> inf"},
    {0xfc, true, -kInf, "e5m2 0xfc -> -inf"},
    {0x7d, true, kNaN, "e5m2 0x7d -> NaN"},
};

// encode(x, format) gives every known code; `api` names it in the lines.
template <class Fp8Format, class Encode>
void expect_known_codes(const char *api, Encode encode) {
  for (const KnownCode &c : kKnownCodes) {
    char what[160];
    std::snprintf(what, sizeof what, "%s: %s", api, c.what);
    expect(encode(c.x, c.e5m2 ? Fp8Format::E5M2 : Fp8Format::E4M3) == c.code,
           what);
  }
}

// decode(code, format) gives every known value, bit for bit (NaN: a NaN).
template <class Fp8Format, class Decode>
void expect_known_values(const char *api, Decode decode) {
  for (const KnownValue &v : kKnownValues) {
    char what[160];
    std::snprintf(what, sizeof what, "%s: %s", api, v.what);
    const float got =
        decode(v.code, v.e5m2 ? Fp8Format::E5M2 : Fp8Format::E4M3);
    expect(std::isnan(v.value) ? std::isnan(got) : same_bits(got, v.value),
           what);
  }
}

// fp8_max(format) and format_name(format): 448 / "e4m3", 57344 / "e5m2".
template <class Fp8Format, class Max, class Name>
void expect_format_constants(Max fp8_max, Name format_name) {
  expect(fp8_max(Fp8Format::E4M3) == 448.0f &&
             fp8_max(Fp8Format::E5M2) == 57344.0f &&
             std::strcmp(format_name(Fp8Format::E4M3), "e4m3") == 0 &&
             std::strcmp(format_name(Fp8Format::E5M2), "e5m2") == 0,
         "fp8_max: 448, 57344; format_name: e4m3, e5m2");
}

// BF16 -> float on a few codes.
template <class Bf16ToFloat> void expect_known_bf16(Bf16ToFloat bf16_to_float) {
  expect(same_bits(bf16_to_float(0x3f80), 1.0f) &&
             same_bits(bf16_to_float(0xc2c8), -100.0f) &&
             same_bits(bf16_to_float(0x8000), -0.0f) &&
             same_bits(bf16_to_float(0x0001), 0x1p-133f) &&
             bf16_to_float(0xff80) == -kInf &&
             std::isnan(bf16_to_float(0x7fc1)),
         "bf16_to_float: 0x3f80 -> 1, 0xc2c8 -> -100, 0x8000 -> -0, 0x0001 -> "
         "2^-133, 0xff80 -> -inf, 0x7fc1 -> NaN");
}

// float -> BF16, round to nearest even, on a few non-NaN values (the
// examples differ in what a NaN becomes).
template <class FloatToBf16>
void expect_known_bf16_roundings(FloatToBf16 float_to_bf16) {
  expect(float_to_bf16(1.0f) == 0x3f80 &&
             float_to_bf16(1.0f + 0x1p-8f) == 0x3f80 &&
             float_to_bf16(1.0f + 0x3p-8f) == 0x3f82 &&
             float_to_bf16(1.0f + 0x1p-8f + 0x1p-23f) == 0x3f81 &&
             float_to_bf16(-100.0f) == 0xc2c8 &&
             float_to_bf16(0x1p-133f) == 0x0001 &&
             float_to_bf16(3.4e38f) == 0x7f80 && float_to_bf16(-kInf) == 0xff80,
         "float_to_bf16: 1, ties to even (1 + 2^-8 -> 0x3f80, 1 + 3 2^-8 -> "
         "0x3f82), -100, 2^-133, overflow to inf, -inf");
}

} // namespace reference_check
