// Backend selection for the axl dialect headers. The flags come from
// `axl-config --backend <name> --cflags` or the CMake targets axl::cuda / axl::cpu.
#pragma once
#if !defined(AXL_BACKEND_CUDA) && !defined(AXL_BACKEND_CPU)
#if defined(__NVCC__)
#define AXL_BACKEND_CUDA 1
#else
#error "axl: no backend selected; compile with the flags of `axl-config --backend cuda --cflags` (or --backend cpu)"
#endif
#endif
#if defined(AXL_BACKEND_CUDA) && defined(AXL_BACKEND_CPU)
#error "axl: both AXL_BACKEND_CUDA and AXL_BACKEND_CPU are defined; select one backend"
#endif
