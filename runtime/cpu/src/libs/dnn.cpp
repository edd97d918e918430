// CPU backend: the part of cuDNN that programs use around graphs (handles,
// streams, versions, error strings), declared by the generated
// <axl/cpu/dnn.h>; the graph API itself is defined there to fail at run
// time with AXLDNN_STATUS_NOT_SUPPORTED.
#include <axl/dnn.h>

#include <cstring>

struct axldnnContext {
  axlStream_t Stream = nullptr;
};

extern "C" {

size_t axldnnGetVersion(void) { return AXLDNN_VERSION; }

size_t axldnnGetMaxDeviceVersion(void) { return AXLDNN_MAX_DEVICE_VERSION; }

/// The runtime the library was built against: the CPU runtime's version.
size_t axldnnGetCudartVersion(void) { return AXLRT_VERSION; }

/// cuDNN's texts are the enumerators' names; here, the dialect's.
const char *axldnnGetErrorString(axldnnStatus_t Status) {
  struct Name {
    axldnnStatus_t Status;
    const char *Text;
  };
  // Deprecated aliases come last in the header: the first name wins.
#define AXL_NAME(S) {S, #S},
  static const Name Names[] = {AXL_CPU_DNN_STATUSES(AXL_NAME)};
#undef AXL_NAME
  for (const Name &N : Names)
    if (N.Status == Status)
      return N.Text;
  return "AXLDNN_UNKNOWN_STATUS_FOUND";
}

/// No call of the backend's records an error message.
void axldnnGetLastErrorString(char *Message, size_t MaxSize) {
  if (Message && MaxSize)
    Message[0] = '\0';
}

axldnnStatus_t axldnnGetProperty(libraryPropertyType Type, int *Value) {
  if (!Value)
    return AXLDNN_STATUS_BAD_PARAM_NULL_POINTER;
  switch (Type) {
  case MAJOR_VERSION:
    *Value = AXLDNN_MAJOR;
    return AXLDNN_STATUS_SUCCESS;
  case MINOR_VERSION:
    *Value = AXLDNN_MINOR;
    return AXLDNN_STATUS_SUCCESS;
  case PATCH_LEVEL:
    *Value = AXLDNN_PATCHLEVEL;
    return AXLDNN_STATUS_SUCCESS;
  }
  return AXLDNN_STATUS_BAD_PARAM;
}

axldnnStatus_t axldnnCreate(axldnnHandle_t *Handle) {
  if (!Handle)
    return AXLDNN_STATUS_BAD_PARAM_NULL_POINTER;
  *Handle = new axldnnContext;
  return AXLDNN_STATUS_SUCCESS;
}

axldnnStatus_t axldnnDestroy(axldnnHandle_t Handle) {
  if (!Handle)
    return AXLDNN_STATUS_BAD_PARAM_NULL_POINTER;
  delete Handle;
  return AXLDNN_STATUS_SUCCESS;
}

axldnnStatus_t axldnnSetStream(axldnnHandle_t Handle, axlStream_t Stream) {
  if (!Handle)
    return AXLDNN_STATUS_BAD_PARAM_NULL_POINTER;
  Handle->Stream = Stream;
  return AXLDNN_STATUS_SUCCESS;
}

axldnnStatus_t axldnnGetStream(axldnnHandle_t Handle, axlStream_t *Stream) {
  if (!Handle || !Stream)
    return AXLDNN_STATUS_BAD_PARAM_NULL_POINTER;
  *Stream = Handle->Stream;
  return AXLDNN_STATUS_SUCCESS;
}

} // extern "C"

// cuDNN's names for the functions above and for the graph API's failing
// ones, exported with C linkage: programs that find the library with
// dlsym(handle or RTLD_DEFAULT, "cudnnGetVersion") rather than through a
// declaration (the cuDNN frontend with NV_CUDNN_FRONTEND_USE_DYNAMIC_LOADING,
// as TransformerEngine builds it) get the backend's. Ported code never names
// them (its calls are renamed); no header declares them.
extern "C" {
#define AXL_EXPORT(Cuda, Axl, Result, Params, Args)                            \
  __attribute__((visibility("default"))) Result Cuda Params { return Axl Args; }
AXL_CPU_DNN_CUDA_NAMES(AXL_EXPORT)
#undef AXL_EXPORT
} // extern "C"
