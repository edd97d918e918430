// The FP8/FP6/FP4 conversions refuse the rounding modes CUDA does not
// support (CUDA asserts), naming the function, instead of guessing.
//   cpu_fp8_errors e8m0|fp6|fp4|ok
#include <axl/fp4.h>
#include <cstdio>
#include <cstring>

int main(int Argc, char **Argv) {
  const char *What = Argc == 2 ? Argv[1] : "";
  if (!std::strcmp(What, "e8m0"))
    __axl_cvt_float_to_e8m0(3.0f, __AXL_SATFINITE, axlRoundNearest);
  else if (!std::strcmp(What, "fp6"))
    __axl_cvt_double_to_fp6(3.0, __AXL_E3M2, axlRoundPosInf);
  else if (!std::strcmp(What, "fp4"))
    __axl_cvt_halfraw2_to_fp4x2(__half2_raw{0x3c00, 0x4000}, __AXL_E2M1,
                                axlRoundMinInf);
  else if (!std::strcmp(What, "ok")) {
    // The supported modes of the same functions run and return.
    std::printf("%#x %#x %#x\n",
                __axl_cvt_float_to_e8m0(3.0f, __AXL_SATFINITE, axlRoundZero),
                __axl_cvt_double_to_fp6(3.0, __AXL_E3M2, axlRoundNearest),
                __axl_cvt_halfraw2_to_fp4x2(__half2_raw{0x3c00, 0x4000},
                                            __AXL_E2M1, axlRoundZero));
    return 0;
  }
  std::printf("returned\n");
  return 1;
}
