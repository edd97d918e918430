# CPU backend libraries: BLAS and BLAS-Lt (FP8 subset), cuRAND-compatible
# generators, complex numbers. blaslt_fp8 also runs examples/lt_fp8_gemm's
# CPU checker (its reference.cpp) on the CPU matmul.
foreach(T blas_gemm rand_device rand_host complex)
  axl_cpu_test(${T})
endforeach()
axl_cpu_test(blaslt_fp8 ../../../examples/lt_fp8_gemm/reference.cpp)
