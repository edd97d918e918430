# FP8/FP6/FP4 numerics of the CPU backend, proven against CUDA's own host
# implementations (cuda_fp8.hpp, cuda_fp6.hpp, cuda_fp4.hpp compiled by the
# host compiler). Only where the toolkit's headers are present; lit marks the
# tests REQUIRES: cuda-headers.
if(EXISTS ${AXL_CUDA_PATH}/include/cuda_fp8.h)
  # The probes, run through CUDA's headers (the reference) and through the
  # CPU backend's; only the CUDA side sees the toolkit's include directory.
  add_library(cpu_fp8_probes STATIC
    ${CMAKE_CURRENT_SOURCE_DIR}/unit/fp8_probe_cuda.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/unit/fp8_probe_axl.cpp)
  set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/unit/fp8_probe_cuda.cpp
    PROPERTIES INCLUDE_DIRECTORIES ${AXL_CUDA_PATH}/include)
  target_link_libraries(cpu_fp8_probes PUBLIC axl::cpu)
  foreach(T fp8_float_sweep fp8_inputs)
    axl_cpu_test(${T})
    target_link_libraries(cpu_${T} PRIVATE cpu_fp8_probes)
  endforeach()
endif()
axl_cpu_test(fp8_errors)
