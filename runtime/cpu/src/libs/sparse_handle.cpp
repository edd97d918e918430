// The cuSPARSE handle: creation, version, stream, pointer mode, status
// names and strings.
#include "sparse_context.h"

axlsparseStatus_t axlsparseCreate(axlsparseHandle_t *handle) {
  if (!handle)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  *handle = new axlsparseContext;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseDestroy(axlsparseHandle_t handle) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  delete handle;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseGetVersion(axlsparseHandle_t handle, int *version) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (!version)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  *version = AXLSPARSE_VERSION;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseGetProperty(libraryPropertyType type, int *value) {
  if (!value)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  switch (type) {
  case MAJOR_VERSION:
    *value = AXLSPARSE_VER_MAJOR;
    return AXLSPARSE_STATUS_SUCCESS;
  case MINOR_VERSION:
    *value = AXLSPARSE_VER_MINOR;
    return AXLSPARSE_STATUS_SUCCESS;
  case PATCH_LEVEL:
    *value = AXLSPARSE_VER_PATCH;
    return AXLSPARSE_STATUS_SUCCESS;
  }
  return AXLSPARSE_STATUS_INVALID_VALUE;
}

axlsparseStatus_t axlsparseSetStream(axlsparseHandle_t handle,
                                     axlStream_t streamId) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  handle->Stream = streamId;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseGetStream(axlsparseHandle_t handle,
                                     axlStream_t *streamId) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (!streamId)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  *streamId = handle->Stream;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseGetPointerMode(axlsparseHandle_t handle,
                                          axlsparsePointerMode_t *mode) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (!mode)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  *mode = handle->PointerMode;
  return AXLSPARSE_STATUS_SUCCESS;
}

axlsparseStatus_t axlsparseSetPointerMode(axlsparseHandle_t handle,
                                          axlsparsePointerMode_t mode) {
  if (!handle)
    return AXLSPARSE_STATUS_NOT_INITIALIZED;
  if (mode != AXLSPARSE_POINTER_MODE_HOST &&
      mode != AXLSPARSE_POINTER_MODE_DEVICE)
    return AXLSPARSE_STATUS_INVALID_VALUE;
  handle->PointerMode = mode;
  return AXLSPARSE_STATUS_SUCCESS;
}

namespace {

struct StatusText {
  axlsparseStatus_t Status;
  const char *Name, *Text;
};

const StatusText Statuses[] = {
    {AXLSPARSE_STATUS_SUCCESS, "AXLSPARSE_STATUS_SUCCESS", "success"},
    {AXLSPARSE_STATUS_NOT_INITIALIZED, "AXLSPARSE_STATUS_NOT_INITIALIZED",
     "initialization error"},
    {AXLSPARSE_STATUS_ALLOC_FAILED, "AXLSPARSE_STATUS_ALLOC_FAILED",
     "out of memory"},
    {AXLSPARSE_STATUS_INVALID_VALUE, "AXLSPARSE_STATUS_INVALID_VALUE",
     "invalid value"},
    {AXLSPARSE_STATUS_ARCH_MISMATCH, "AXLSPARSE_STATUS_ARCH_MISMATCH",
     "architecture mismatch"},
    {AXLSPARSE_STATUS_MAPPING_ERROR, "AXLSPARSE_STATUS_MAPPING_ERROR",
     "mapping error"},
    {AXLSPARSE_STATUS_EXECUTION_FAILED, "AXLSPARSE_STATUS_EXECUTION_FAILED",
     "execution failed"},
    {AXLSPARSE_STATUS_INTERNAL_ERROR, "AXLSPARSE_STATUS_INTERNAL_ERROR",
     "internal operation failed"},
    {AXLSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED,
     "AXLSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "matrix type not supported"},
    {AXLSPARSE_STATUS_ZERO_PIVOT, "AXLSPARSE_STATUS_ZERO_PIVOT", "zero pivot"},
    {AXLSPARSE_STATUS_NOT_SUPPORTED, "AXLSPARSE_STATUS_NOT_SUPPORTED",
     "operation not supported"},
    {AXLSPARSE_STATUS_INSUFFICIENT_RESOURCES,
     "AXLSPARSE_STATUS_INSUFFICIENT_RESOURCES",
     "insufficient resources to execute the operation"},
};

const StatusText *find(axlsparseStatus_t S) {
  for (const StatusText &T : Statuses)
    if (T.Status == S)
      return &T;
  return nullptr;
}

} // namespace

const char *axlsparseGetErrorName(axlsparseStatus_t status) {
  const StatusText *T = find(status);
  return T ? T->Name : "AXLSPARSE_STATUS_UNKNOWN";
}

const char *axlsparseGetErrorString(axlsparseStatus_t status) {
  const StatusText *T = find(status);
  return T ? T->Text : "unknown error";
}
