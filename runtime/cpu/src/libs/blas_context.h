// The cuBLAS handle on the CPU, shared by the BLAS sources. Private.
#pragma once
#include <axl/cpu/blas.h>

#include <functional>

struct axlblasContext {
  axlStream_t Stream = nullptr;
  axlblasPointerMode_t PointerMode = AXLBLAS_POINTER_MODE_HOST;
  axlblasMath_t MathMode = AXLBLAS_DEFAULT_MATH;
  void *Workspace = nullptr;
  size_t WorkspaceBytes = 0;
};

namespace axl::cpu::libs {

/// Runs Work in the order of the handle's stream.
axlblasStatus_t submit(axlblasHandle_t H, std::function<void()> Work);

/// Runs Work in stream order and waits for it: for results written through
/// host pointers.
axlblasStatus_t submitAndWait(axlblasHandle_t H, std::function<void()> Work);

/// A scalar argument: read now from a host pointer, later (when the work
/// runs) from a device pointer.
template <class T> class Scalar {
public:
  Scalar(axlblasHandle_t H, const T *Ptr)
      : Device(H->PointerMode == AXLBLAS_POINTER_MODE_DEVICE), Ptr(Ptr),
        Value(Device ? T() : *Ptr) {}
  T get() const { return Device ? *Ptr : Value; }

private:
  bool Device;
  const T *Ptr;
  T Value;
};

} // namespace axl::cpu::libs
