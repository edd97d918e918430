// cuDNN found by name with dlsym, as a library loading it dynamically does
// (a handle of null, the program's global scope; the name stringified by
// a macro that also names the wrapper whose type the pointer takes): the
// version, a handle on a stream, an error string, then a graph descriptor,
// whose status it reports; a function the backend lacks is not found.
// Prints one line per part.
#include <cudnn.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <cstdio>

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);          \
      return 1;                                                                \
    }                                                                          \
  } while (0)

void *library = nullptr; // dlsym's null handle: the global scope

#define CALL_BY_NAME(wrapper, symbol, ...)                                     \
  static void *fptr = dlsym(library, #symbol);                                 \
  if (!fptr) {                                                                 \
    std::printf("not found: %s\n", #symbol);                                   \
    return CUDNN_STATUS_NOT_INITIALIZED;                                       \
  }                                                                            \
  return reinterpret_cast<decltype(wrapper) *>(fptr)(__VA_ARGS__);

size_t get_version() {
  static void *fptr = dlsym(library, "cudnnGetVersion");
  return fptr ? reinterpret_cast<decltype(get_version) *>(fptr)() : 0;
}
cudnnStatus_t create(cudnnHandle_t *handle) { CALL_BY_NAME(create, cudnnCreate, handle); }
cudnnStatus_t destroy(cudnnHandle_t handle) { CALL_BY_NAME(destroy, cudnnDestroy, handle); }
cudnnStatus_t set_stream(cudnnHandle_t handle, cudaStream_t stream) {
  CALL_BY_NAME(set_stream, cudnnSetStream, handle, stream);
}
cudnnStatus_t get_stream(cudnnHandle_t handle, cudaStream_t *stream) {
  CALL_BY_NAME(get_stream, cudnnGetStream, handle, stream);
}
const char *error_string(cudnnStatus_t status) {
  static void *fptr = dlsym(library, "cudnnGetErrorString");
  return fptr ? reinterpret_cast<decltype(error_string) *>(fptr)(status) : "not found";
}
cudnnStatus_t create_descriptor(cudnnBackendDescriptorType_t type,
                                cudnnBackendDescriptor_t *desc) {
  CALL_BY_NAME(create_descriptor, cudnnBackendCreateDescriptor, type, desc);
}
cudnnStatus_t create_tensor(cudnnTensorDescriptor_t *desc) {
  CALL_BY_NAME(create_tensor, cudnnCreateTensorDescriptor, desc);
}

int main() {
  CHECK(get_version() == size_t(CUDNN_VERSION));
  std::printf("version: %s\n", get_version() == CUDNN_VERSION ? "the header's" : "other");

  cudnnHandle_t handle = nullptr;
  CHECK(create(&handle) == CUDNN_STATUS_SUCCESS && handle);
  cudaStream_t stream = nullptr, got = nullptr;
  CHECK(cudaStreamCreate(&stream) == cudaSuccess);
  CHECK(set_stream(handle, stream) == CUDNN_STATUS_SUCCESS);
  CHECK(get_stream(handle, &got) == CUDNN_STATUS_SUCCESS);
  std::printf("handle: stream %s; %s\n", got == stream ? "kept" : "lost",
              error_string(CUDNN_STATUS_BAD_PARAM));

  cudnnBackendDescriptor_t desc = nullptr;
  std::printf("graph: %s\n",
              error_string(create_descriptor(CUDNN_BACKEND_TENSOR_DESCRIPTOR, &desc)));
  cudnnTensorDescriptor_t tensor = nullptr;
  cudnnStatus_t legacy = create_tensor(&tensor);
  std::printf("legacy: %s\n", error_string(legacy));

  CHECK(destroy(handle) == CUDNN_STATUS_SUCCESS);
  CHECK(cudaStreamDestroy(stream) == cudaSuccess);
  return 0;
}
