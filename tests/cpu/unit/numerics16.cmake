# binary16/bfloat16 and device math numerics (fp16.h, bf16.h, math.h).
axl_cpu_test(fp16_api)
axl_cpu_test(math_intrinsics)
axl_cpu_test(math_minmax)

# Comparison with CUDA's own host implementations: one translation unit sees
# CUDA's headers, the others the CPU backend's.
if(EXISTS ${AXL_CUDA_PATH}/include/cuda_bf16.h)
  axl_cpu_test(fp16_exhaustive fp16_probe_axl.cpp fp16_probe_cuda.cpp)
  set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/unit/fp16_probe_cuda.cpp
    PROPERTIES COMPILE_OPTIONS "-isystem;${AXL_CUDA_PATH}/include")
endif()
