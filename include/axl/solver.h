// The axl dialect: <axl/solver.h>. Declarations come from the selected backend.
#pragma once
#include <axl/detail/backend.h>
// What <cusolverDn.h> and <cusolverSp.h> bring in.
#include <axl/runtime.h>
#include <axl/complex.h>
#include <axl/blas.h>
#include <axl/sparse.h>
#if defined(AXL_BACKEND_CUDA)
#include <axl/cuda/solver.h>
#elif defined(AXL_BACKEND_CPU)
#include <axl/cpu/solver.h>
#elif defined(AXL_BACKEND_HIP)
#include <axl/hip/solver.h>
#endif
