# axl_enable_cuda(WHO): enables CUDA in the calling directory when a CUDA
# compiler exists (sm_90 unless CMAKE_CUDA_ARCHITECTURES says otherwise,
# C++17), finds the toolkit's libraries (CUDA::cublasLt, CUDA::curand, ...)
# and NCCL, which ships with the toolkit but has no imported target in every
# CMake (NCCL_LIBRARY). Sets AXL_HAVE_CUDA; without a compiler, says so for
# WHO. A macro: enable_language() must run at directory scope.
include(CheckLanguage)
macro(axl_enable_cuda WHO)
  check_language(CUDA)
  if(NOT CMAKE_CUDA_COMPILER)
    message(STATUS "${WHO}: no CUDA compiler; not built")
    set(AXL_HAVE_CUDA OFF)
  else()
    if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
      set(CMAKE_CUDA_ARCHITECTURES 90)
    endif()
    enable_language(CUDA)
    set(CMAKE_CUDA_STANDARD 17)
    find_package(CUDAToolkit REQUIRED)
    find_library(NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR}
                 PATHS /usr/local/cuda/lib64 REQUIRED)
    set(AXL_HAVE_CUDA ON)
  endif()
endmacro()
