// CPU backend numerics: the C API of CUDA 13's cuda_fp8.h under dialect
// names: storage types, the saturation and interpretation enums, axlRoundMode
// (CUDA's cudaRoundMode) and the __axl_cvt_* conversions of E4M3, E5M2 and
// E8M0, with CUDA's results bit for bit. Not a dialect header: include
// <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/core.h>
#include <axl/cpu/detail/num_bf16_types.h>
#include <axl/cpu/detail/num_minifloat.h>
#include <axl/cpu/vector_types.h>
#include <string>

namespace axl::cpu::num {
#include <axl/cpu/detail/num_fp8_api_types.inc>
} // namespace axl::cpu::num

namespace axl::cpu::num_detail {

inline const MiniFormat &fp8Format(num::__axl_fp8_interpretation_t I) {
  return I == num::__AXL_E5M2 ? E5M2 : E4M3;
}

/// The E8M0 conversions round toward zero or toward +inf only; CUDA asserts
/// on other modes (or returns 0 or rounds toward zero, depending on the
/// target), so they are refused here.
inline bool e8m0RoundsUp(num::axlRoundMode Mode, const char *Function) {
  if (Mode != num::axlRoundZero && Mode != num::axlRoundPosInf)
    axl::cpu::detail::unsupported(
        (std::string(Function) +
         " with a rounding mode other than axlRoundZero or axlRoundPosInf")
            .c_str());
  return Mode == num::axlRoundPosInf;
}

/// Two 8-bit codes as the x2 forms store them: x in the low byte.
constexpr unsigned short packBytes(unsigned Lo, unsigned Hi) {
  return static_cast<unsigned short>((Hi & 0xFFu) << 8 | (Lo & 0xFFu));
}

/// binary16 raw structs from their bits (for num_fp8_api.inc).
inline num::__half_raw halfRaw(unsigned short Bits) {
  return num::__half_raw{Bits};
}
inline num::__half2_raw half2Raw(unsigned short X, unsigned short Y) {
  return num::__half2_raw{X, Y};
}

} // namespace axl::cpu::num_detail

namespace axl::cpu::num {
// The conversions, shared with the HIP backend (axl/hip/num_fp8.h).
#include <axl/cpu/detail/num_fp8_api.inc>
} // namespace axl::cpu::num
