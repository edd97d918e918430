// Backend selection for the axl dialect headers. The flags come from
// `axl-config --backend <name> --cflags` or the CMake targets axl::cuda /
// axl::cpu / axl::hip.
#pragma once
#if !defined(AXL_BACKEND_CUDA) && !defined(AXL_BACKEND_CPU) && !defined(AXL_BACKEND_HIP)
#if defined(__NVCC__)
#define AXL_BACKEND_CUDA 1
#else
#error "axl: no backend selected; compile with the flags of `axl-config --backend cuda --cflags` (or --backend cpu, --backend hip)"
#endif
#endif
#if (defined(AXL_BACKEND_CUDA) + defined(AXL_BACKEND_CPU) + defined(AXL_BACKEND_HIP)) > 1
#error "axl: more than one of AXL_BACKEND_CUDA, AXL_BACKEND_CPU and AXL_BACKEND_HIP is defined; select one backend"
#endif
