# lt_fp8_gemm: cuBLASLt FP8 GEMM, built as the original and as its port.
axl_example(lt_fp8_gemm CUDA lt_fp8_gemm.cu CXX reference.cpp)
target_link_libraries(lt_fp8_gemm_original PRIVATE CUDA::cublasLt)
target_link_libraries(lt_fp8_gemm_port PRIVATE CUDA::cublasLt)
