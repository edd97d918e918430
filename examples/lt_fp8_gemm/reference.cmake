# CPU reference and checkers of lt_fp8_gemm: bin/lt_fp8_gemm_reference_test.
axl_reference_test(lt_fp8_gemm reference_test.cpp reference.cpp)
