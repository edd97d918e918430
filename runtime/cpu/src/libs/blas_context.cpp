// The cuBLAS handle: creation, stream, modes, status strings; and the
// helpers that queue work on the handle's stream.
#include "blas_context.h"

#include <future>

namespace axl::cpu::libs {

axlblasStatus_t submit(axlblasHandle_t H, std::function<void()> Work) {
  if (axl::cpu::detail::enqueue(H->Stream, std::move(Work)) != axlSuccess)
    return AXLBLAS_STATUS_EXECUTION_FAILED;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t submitAndWait(axlblasHandle_t H, std::function<void()> Work) {
  auto Done = std::make_shared<std::promise<void>>();
  std::future<void> Finished = Done->get_future();
  const axlblasStatus_t S = submit(H, [Work = std::move(Work), Done] {
    Work();
    Done->set_value();
  });
  if (S != AXLBLAS_STATUS_SUCCESS)
    return S;
  Finished.wait();
  return AXLBLAS_STATUS_SUCCESS;
}

} // namespace axl::cpu::libs

axlblasStatus_t axlblasCreate_v2(axlblasHandle_t *handle) {
  if (!handle)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *handle = new axlblasContext;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasDestroy_v2(axlblasHandle_t handle) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  delete handle;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasGetVersion_v2(axlblasHandle_t handle, int *version) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!version)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *version = AXLBLAS_VERSION;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasGetProperty(libraryPropertyType type, int *value) {
  if (!value)
    return AXLBLAS_STATUS_INVALID_VALUE;
  switch (type) {
  case MAJOR_VERSION:
    *value = AXLBLAS_VER_MAJOR;
    return AXLBLAS_STATUS_SUCCESS;
  case MINOR_VERSION:
    *value = AXLBLAS_VER_MINOR;
    return AXLBLAS_STATUS_SUCCESS;
  case PATCH_LEVEL:
    *value = AXLBLAS_VER_PATCH;
    return AXLBLAS_STATUS_SUCCESS;
  }
  return AXLBLAS_STATUS_INVALID_VALUE;
}

size_t axlblasGetCudartVersion(void) { return 13000; }

axlblasStatus_t axlblasSetWorkspace_v2(axlblasHandle_t handle, void *workspace,
                                       size_t workspaceSizeInBytes) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  handle->Workspace = workspace;
  handle->WorkspaceBytes = workspaceSizeInBytes;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasSetStream_v2(axlblasHandle_t handle,
                                    axlStream_t streamId) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  handle->Stream = streamId;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasGetStream_v2(axlblasHandle_t handle,
                                    axlStream_t *streamId) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!streamId)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *streamId = handle->Stream;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasGetPointerMode_v2(axlblasHandle_t handle,
                                         axlblasPointerMode_t *mode) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!mode)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *mode = handle->PointerMode;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasSetPointerMode_v2(axlblasHandle_t handle,
                                         axlblasPointerMode_t mode) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (mode != AXLBLAS_POINTER_MODE_HOST && mode != AXLBLAS_POINTER_MODE_DEVICE)
    return AXLBLAS_STATUS_INVALID_VALUE;
  handle->PointerMode = mode;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasGetMathMode(axlblasHandle_t handle,
                                   axlblasMath_t *mode) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  if (!mode)
    return AXLBLAS_STATUS_INVALID_VALUE;
  *mode = handle->MathMode;
  return AXLBLAS_STATUS_SUCCESS;
}

axlblasStatus_t axlblasSetMathMode(axlblasHandle_t handle, axlblasMath_t mode) {
  if (!handle)
    return AXLBLAS_STATUS_NOT_INITIALIZED;
  handle->MathMode = mode;
  return AXLBLAS_STATUS_SUCCESS;
}

const char *axlblasGetStatusName(axlblasStatus_t status) {
  switch (status) {
  case AXLBLAS_STATUS_SUCCESS:
    return "AXLBLAS_STATUS_SUCCESS";
  case AXLBLAS_STATUS_NOT_INITIALIZED:
    return "AXLBLAS_STATUS_NOT_INITIALIZED";
  case AXLBLAS_STATUS_ALLOC_FAILED:
    return "AXLBLAS_STATUS_ALLOC_FAILED";
  case AXLBLAS_STATUS_INVALID_VALUE:
    return "AXLBLAS_STATUS_INVALID_VALUE";
  case AXLBLAS_STATUS_ARCH_MISMATCH:
    return "AXLBLAS_STATUS_ARCH_MISMATCH";
  case AXLBLAS_STATUS_MAPPING_ERROR:
    return "AXLBLAS_STATUS_MAPPING_ERROR";
  case AXLBLAS_STATUS_EXECUTION_FAILED:
    return "AXLBLAS_STATUS_EXECUTION_FAILED";
  case AXLBLAS_STATUS_INTERNAL_ERROR:
    return "AXLBLAS_STATUS_INTERNAL_ERROR";
  case AXLBLAS_STATUS_NOT_SUPPORTED:
    return "AXLBLAS_STATUS_NOT_SUPPORTED";
  case AXLBLAS_STATUS_LICENSE_ERROR:
    return "AXLBLAS_STATUS_LICENSE_ERROR";
  }
  return "AXLBLAS_STATUS_UNKNOWN";
}

const char *axlblasGetStatusString(axlblasStatus_t status) {
  switch (status) {
  case AXLBLAS_STATUS_SUCCESS:
    return "success";
  case AXLBLAS_STATUS_NOT_INITIALIZED:
    return "the library was not initialized";
  case AXLBLAS_STATUS_ALLOC_FAILED:
    return "the resource allocation failed";
  case AXLBLAS_STATUS_INVALID_VALUE:
    return "an invalid numeric value was used as an argument";
  case AXLBLAS_STATUS_ARCH_MISMATCH:
    return "an absent device architectural feature is required";
  case AXLBLAS_STATUS_MAPPING_ERROR:
    return "an access to GPU memory space failed";
  case AXLBLAS_STATUS_EXECUTION_FAILED:
    return "the GPU program failed to execute";
  case AXLBLAS_STATUS_INTERNAL_ERROR:
    return "an internal operation failed";
  case AXLBLAS_STATUS_NOT_SUPPORTED:
    return "the functionality requested is not supported";
  case AXLBLAS_STATUS_LICENSE_ERROR:
    return "error detected trying to check the license";
  }
  return "unknown error";
}
