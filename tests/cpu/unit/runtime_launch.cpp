// Launches of every kernel shape: overloaded kernels resolved from the
// arguments as CUDA resolves k<<<...>>>(args), template kernels with deduced
// arguments, function pointers (one chosen at run time), axlLaunchKernel in
// its typed and `const void *` forms (a kernel named at a launch site is
// known from the start; one never seen typed fails with
// axlErrorInvalidDeviceFunction), axlLaunchKernelEx/ExC with attributes.
#include "runtime_check.h"

#include <cstring>

constexpr int N = 256;

__global__ void fill(float *P) { P[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }
__global__ void fill(double *P) { P[blockIdx.x * blockDim.x + threadIdx.x] = 2.0; }
__global__ void fill(int *P, int V) { P[blockIdx.x * blockDim.x + threadIdx.x] = V; }
// Overloads reached only through a conversion (float * -> const float *).
__global__ void sum(const float *P, float *Out) { atomicAdd(Out, P[threadIdx.x]); }
__global__ void sum(const double *P, double *Out) { atomicAdd(Out, P[threadIdx.x] * 10); }
template <class T> __global__ void scale(T *P, T By) { P[threadIdx.x] *= By; }
__global__ void add(int *P, int V) { P[blockIdx.x * blockDim.x + threadIdx.x] += V; }
__global__ void sub(int *P, int V) { P[blockIdx.x * blockDim.x + threadIdx.x] -= V; }
__global__ void neverTyped(int *P) { P[0] = 99; }
__global__ void launchedLater(int *P, int V) { P[threadIdx.x] = V; }
struct Pair {
  int A;
  double B;
};
__global__ void takePair(Pair Value, int *Out) { Out[threadIdx.x] = Value.A + int(Value.B); }

template <class T> static void expectAll(const T *P, int Count, T V, const char *What) {
  for (int I = 0; I < Count; ++I)
    if (P[I] != V) {
      std::fprintf(stderr, "%s: element %d is %g, expected %g\n", What, I, double(P[I]),
                   double(V));
      std::exit(1);
    }
}

int main(int Argc, char **) {
  float *F;
  double *D;
  int *I;
  CHECK_OK(axlMallocManaged(&F, N * sizeof(float)));
  CHECK_OK(axlMallocManaged(&D, N * sizeof(double)));
  CHECK_OK(axlMallocManaged(&I, N * sizeof(int)));

  // Overloads: the arguments choose, exactly or through conversions.
  axlLaunchKernelGGL(fill, dim3(2), dim3(N / 2), 0, 0, F);
  axlLaunchKernelGGL(fill, dim3(2), dim3(N / 2), 0, 0, D);
  axlLaunchKernelGGL(fill, dim3(2), dim3(N / 2), 0, 0, I, 7);
  CHECK_OK(axlDeviceSynchronize());
  expectAll(F, N, 1.0f, "fill(float *)");
  expectAll(D, N, 2.0, "fill(double *)");
  expectAll(I, N, 7, "fill(int *, int)");
  float *FSum;
  double *DSum;
  CHECK_OK(axlMallocManaged(&FSum, sizeof(float)));
  CHECK_OK(axlMallocManaged(&DSum, sizeof(double)));
  *FSum = 0;
  *DSum = 0;
  axlLaunchKernelGGL(sum, dim3(1), dim3(N), 0, 0, F, FSum);
  axlLaunchKernelGGL(sum, dim3(1), dim3(N), 0, 0, D, DSum);
  CHECK_OK(axlDeviceSynchronize());
  CHECK(*FSum == float(N) && *DSum == 20.0 * N);
  // A template deduced from the arguments, and named.
  axlLaunchKernelGGL(scale, dim3(1), dim3(N), 0, 0, F, 3.0f);
  axlLaunchKernelGGL(scale<double>, dim3(1), dim3(N), 0, 0, D, 0.5);
  CHECK_OK(axlDeviceSynchronize());
  expectAll(F, N, 3.0f, "scale(float *)");
  expectAll(D, N, 1.0, "scale<double>");
  std::printf("PASS overloads\n");

  // Function pointers: initialised from an overload set, and chosen at run
  // time (Argc is 1).
  void (*FillF)(float *) = fill;
  axlLaunchKernelGGL(FillF, dim3(2), dim3(N / 2), 0, 0, F);
  void (*Op)(int *, int) = Argc > 5 ? sub : add;
  axlLaunchKernelGGL(Op, dim3(2), dim3(N / 2), 0, 0, I, 5);
  Op = Argc > 5 ? add : sub;
  axlLaunchKernelGGL(Op, dim3(2), dim3(N / 2), 0, 0, I, 2);
  CHECK_OK(axlDeviceSynchronize());
  expectAll(F, N, 1.0f, "fill through a pointer");
  expectAll(I, N, 10, "add then sub through one pointer");
  std::printf("PASS function pointers\n");

  // axlLaunchKernel: typed (the template registers the kernel), then by
  // address as CUDA code writes it, `(void *)k`.
  int Five = 5;
  void *Args[] = {&I, &Five};
  CHECK_OK(axlLaunchKernel(add, dim3(2), dim3(N / 2), Args, 0, 0));
  CHECK_OK(axlLaunchKernel((const void *)sub, dim3(2), dim3(N / 2), Args, 0, 0)); // seen above
  CHECK_OK(axlLaunchKernel((void *)add, dim3(2), dim3(N / 2), Args, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  expectAll(I, N, 15, "axlLaunchKernel");
  // The arguments are copied at the launch.
  Five = 1000;
  CHECK_OK(axlLaunchKernel((void *)add, dim3(2), dim3(N / 2), Args, 0, 0));
  Five = 0;
  CHECK_OK(axlDeviceSynchronize());
  expectAll(I, N, 1015, "arguments copied at launch");
  Pair Value{3, 4.5};
  void *PairArgs[] = {&Value, &I};
  CHECK_OK(axlLaunchKernel(takePair, dim3(1), dim3(N), PairArgs));
  CHECK_OK(axlDeviceSynchronize());
  expectAll(I, N, 7, "a struct parameter");
  // Never seen typed: CUDA's error for an unknown function, and a message.
  void *One[] = {&I};
  CHECK_ERR(axlLaunchKernel((const void *)neverTyped, dim3(1), dim3(1), One, 0, 0),
            axlErrorInvalidDeviceFunction);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidDeviceFunction);
  CHECK_ERR(axlLaunchKernel((const void *)nullptr, dim3(1), dim3(1), One, 0, 0),
            axlErrorInvalidDeviceFunction);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidDeviceFunction);
  // A bad configuration is returned and reported once.
  CHECK_ERR(axlLaunchKernel(add, dim3(1), dim3(2048), Args, 0, 0), axlErrorInvalidConfiguration);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidConfiguration);
  CHECK_OK(axlGetLastError());
  CHECK_ERR(axlLaunchKernel(add, dim3(0), dim3(32), Args, 0, 0), axlErrorInvalidConfiguration);
  CHECK_ERR(axlLaunchKernel(add, dim3(1), dim3(32), Args, 64 * 1024, 0), axlErrorInvalidValue);
  CHECK_OK(axlFuncSetAttribute(add, axlFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
  CHECK_OK(axlLaunchKernel(add, dim3(1), dim3(32), Args, 64 * 1024, 0));
  (void)axlGetLastError();
  // A kernel named at a launch site anywhere in the program is known from
  // the start, before that launch site runs (here it never does).
  int Eleven = 11;
  void *LaterArgs[] = {&I, &Eleven};
  CHECK_OK(axlLaunchKernel((const void *)launchedLater, dim3(1), dim3(N), LaterArgs, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  expectAll(I, N, 11, "a kernel known before its launch site runs");
  if (Argc > 5)
    axlLaunchKernelGGL(launchedLater, dim3(1), dim3(N), 0, 0, I, 0);
  // axlCpuRegisterKernel makes a kernel launchable by address alone.
  axlCpuRegisterKernel(neverTyped);
  CHECK_OK(axlLaunchKernel((const void *)neverTyped, dim3(1), dim3(1), One, 0, 0));
  CHECK_OK(axlDeviceSynchronize());
  CHECK(I[0] == 99);
  std::printf("PASS axlLaunchKernel\n");

  // axlLaunchKernelEx: typed arguments converted to the parameters' types
  // (a double for an int), attributes honoured or ignored.
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  axlLaunchAttribute Attrs[3];
  std::memset(Attrs, 0, sizeof Attrs);
  Attrs[0].id = axlLaunchAttributePriority;
  Attrs[0].val.priority = -1;
  Attrs[1].id = axlLaunchAttributeProgrammaticStreamSerialization;
  Attrs[1].val.programmaticStreamSerializationAllowed = 1;
  Attrs[2].id = axlLaunchAttributeClusterDimension;
  Attrs[2].val.clusterDim = {1, 1, 1};
  axlLaunchConfig_t Config{};
  Config.gridDim = dim3(2);
  Config.blockDim = dim3(N / 2);
  Config.stream = S;
  Config.attrs = Attrs;
  Config.numAttrs = 3;
  CHECK_OK(axlMemsetAsync(I, 0, N * sizeof(int), S));
  CHECK_OK(axlLaunchKernelEx(&Config, add, I, 4.0));
  CHECK_OK(axlLaunchKernelEx(&Config, add, I, 2)); // ordered after the first, in S
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(I, N, 6, "axlLaunchKernelEx");
  void *ExArgs[] = {&I, &Five};
  Five = 3;
  CHECK_OK(axlLaunchKernelExC(&Config, (const void *)add, ExArgs));
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(I, N, 9, "axlLaunchKernelExC");
  // Events recorded by the launch: after the grid here.
  axlEvent_t Done;
  CHECK_OK(axlEventCreateWithFlags(&Done, axlEventDisableTiming));
  Attrs[0].id = axlLaunchAttributeLaunchCompletionEvent;
  Attrs[0].val.launchCompletionEvent.event = Done;
  Attrs[0].val.launchCompletionEvent.flags = 0;
  CHECK_OK(axlLaunchKernelExC(&Config, (const void *)add, ExArgs));
  CHECK_OK(axlEventSynchronize(Done));
  expectAll(I, N, 12, "launch completion event");
  // Rejected as CUDA rejects them.
  Attrs[2].val.clusterDim = {2, 1, 1};
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)add, ExArgs), axlErrorNotSupported);
  Attrs[2].val.clusterDim = {3, 1, 1};
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)add, ExArgs), axlErrorInvalidClusterSize);
  Attrs[2].val.clusterDim = {0, 1, 1};
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)add, ExArgs), axlErrorInvalidValue);
  Attrs[2].id = static_cast<axlLaunchAttributeID>(15);
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)add, ExArgs), axlErrorInvalidValue);
  Attrs[2].id = static_cast<axlLaunchAttributeID>(1000);
  CHECK_ERR(axlLaunchKernelExC(&Config, (const void *)add, ExArgs), axlErrorInvalidValue);
  CHECK_ERR(axlLaunchKernelExC(nullptr, (const void *)add, ExArgs), axlErrorInvalidValue);
  Config.numAttrs = 0;
  Config.blockDim = dim3(1025);
  CHECK_ERR(axlLaunchKernelEx(&Config, add, I, 1), axlErrorInvalidConfiguration);
  (void)axlGetLastError();
  CHECK_OK(axlStreamSynchronize(S));
  expectAll(I, N, 12, "rejected launches ran nothing");
  std::printf("PASS axlLaunchKernelEx\n");

  CHECK_OK(axlEventDestroy(Done));
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlFree(F));
  CHECK_OK(axlFree(D));
  CHECK_OK(axlFree(I));
  CHECK_OK(axlFree(FSum));
  CHECK_OK(axlFree(DSum));
  return 0;
}
