// Arrays and surfaces: 2-D copies into and out of arrays at offsets
// (synchronous, on a stream, captured in a graph; and the deprecated 1-D
// forms that run across rows), axlMemcpy3D between host, pitched and array
// memory, axlMalloc3D and axlMemset3D, array queries; surface writes and
// reads from kernels with x in bytes, in 1-D, 2-D, 3-D, layered and cubemap
// arrays, with the zero and clamp boundary modes; CUDA's errors for bad
// arguments. `trap` runs a kernel that writes outside a surface in the
// default (trap) mode, which aborts.
#include "runtime_check.h"

#include <cstring>
#include <string>
#include <vector>

static void arrays2D() {
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  axlArray_t A;
  CHECK_OK(axlMallocArray(&A, &F, 5, 3, axlArraySurfaceLoadStore));
  axlChannelFormatDesc D{};
  axlExtent E{};
  unsigned Flags = 0;
  CHECK_OK(axlArrayGetInfo(&D, &E, &Flags, A));
  CHECK(D.x == 32 && D.y == 0 && D.f == axlChannelFormatKindFloat);
  CHECK(E.width == 5 && E.height == 3 && E.depth == 0 && Flags == axlArraySurfaceLoadStore);
  CHECK_OK(axlGetChannelDesc(&D, A));
  CHECK(D.x == 32);
  // Rows of 8 floats on the host; copy 5 x 3 in, then 2 x 2 from (2, 1) out.
  float Host[24];
  for (int I = 0; I < 24; ++I)
    Host[I] = float(I);
  CHECK_OK(axlMemcpy2DToArray(A, 0, 0, Host, 8 * sizeof(float), 5 * sizeof(float), 3,
                              axlMemcpyHostToDevice));
  float Out[6] = {};
  CHECK_OK(axlMemcpy2DFromArray(Out, 3 * sizeof(float), A, 2 * sizeof(float), 1, 2 * sizeof(float),
                                2, axlMemcpyDeviceToHost));
  CHECK(Out[0] == 10 && Out[1] == 11 && Out[2] == 0 && Out[3] == 18 && Out[4] == 19);
  // Array to array, then the deprecated 1-D forms across rows: 7 floats from
  // (3, 0) are row 0's last two and row 1's five.
  axlArray_t B;
  CHECK_OK(axlMallocArray(&B, &F, 5, 3));
  CHECK_OK(axlMemcpy2DArrayToArray(B, 0, 0, A, 0, 0, 5 * sizeof(float), 3));
  float Line[7];
  CHECK_OK(axlMemcpyFromArray(Line, B, 3 * sizeof(float), 0, sizeof(Line), axlMemcpyDeviceToHost));
  CHECK(Line[0] == 3 && Line[1] == 4 && Line[2] == 8 && Line[6] == 12);
  const float Nines[3] = {9, 9, 9};
  CHECK_OK(axlMemcpyToArray(B, 4 * sizeof(float), 1, Nines, sizeof(Nines), axlMemcpyHostToDevice));
  CHECK_OK(axlMemcpy2DFromArray(Out, 5 * sizeof(float), B, 0, 1, 5 * sizeof(float), 1,
                                axlMemcpyDeviceToHost));
  CHECK(Out[3] == 11 && Out[4] == 9);
  CHECK_OK(axlMemcpyFromArray(Line, B, 0, 2, 2 * sizeof(float), axlMemcpyDeviceToHost));
  CHECK(Line[0] == 9 && Line[1] == 9);
  // B's elements 9..11 (the nines) to A's 10..12, row 2's first three.
  CHECK_OK(axlMemcpyArrayToArray(A, 0, 2, B, 4 * sizeof(float), 1, 3 * sizeof(float)));
  CHECK_OK(axlMemcpy2DFromArray(Out, 5 * sizeof(float), A, 0, 2, 5 * sizeof(float), 1,
                                axlMemcpyDeviceToHost));
  CHECK(Out[0] == 9 && Out[2] == 9 && Out[3] == 19 && Out[4] == 20);
  // The same on a stream.
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  float Twice[15];
  for (float &V : Twice)
    V = 2;
  CHECK_OK(axlMemcpy2DToArrayAsync(B, 0, 0, Twice, 5 * sizeof(float), 5 * sizeof(float), 3,
                                   axlMemcpyHostToDevice, S));
  float Back[15] = {};
  CHECK_OK(axlMemcpy2DFromArrayAsync(Back, 5 * sizeof(float), B, 0, 0, 5 * sizeof(float), 3,
                                     axlMemcpyDeviceToHost, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Back[0] == 2 && Back[14] == 2);
  // Captured into a graph: the copies run at each launch, not at capture.
  axlGraph_t G;
  CHECK_OK(axlStreamBeginCapture(S, axlStreamCaptureModeGlobal));
  CHECK_OK(axlMemcpy2DToArrayAsync(B, 0, 0, Twice, 5 * sizeof(float), 5 * sizeof(float), 3,
                                   axlMemcpyHostToDevice, S));
  CHECK_OK(axlMemcpy2DFromArrayAsync(Back, 5 * sizeof(float), B, 0, 0, 5 * sizeof(float), 3,
                                     axlMemcpyDeviceToHost, S));
  CHECK_OK(axlStreamEndCapture(S, &G));
  axlGraphExec_t Exec;
  CHECK_OK(axlGraphInstantiate(&Exec, G, 0));
  for (float V : {3.0f, 4.0f}) {
    for (float &X : Twice)
      X = V;
    CHECK(Back[7] == V - 1);
    CHECK_OK(axlGraphLaunch(Exec, S));
    CHECK_OK(axlStreamSynchronize(S));
    CHECK(Back[0] == V && Back[14] == V);
  }
  CHECK_OK(axlGraphExecDestroy(Exec));
  CHECK_OK(axlGraphDestroy(G));
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlFreeArray(A));
  CHECK_OK(axlFreeArray(B));
  std::printf("PASS arrays 2d\n");
}

static void copies3D() {
  // Host volume 4 x 3 x 2 ints: value 100 z + 10 y + x.
  int Host[24];
  for (int I = 0; I < 24; ++I)
    Host[I] = I / 12 * 100 + I % 12 / 4 * 10 + I % 4;
  axlPitchedPtr Dev;
  CHECK_OK(axlMalloc3D(&Dev, make_axlExtent(4 * sizeof(int), 3, 2)));
  CHECK(Dev.ptr && Dev.pitch >= 4 * sizeof(int) && Dev.xsize == 16 && Dev.ysize == 3);
  CHECK_OK(axlMemset3D(Dev, 0xff, make_axlExtent(4 * sizeof(int), 3, 2)));
  axlMemcpy3DParms P{};
  P.srcPtr = make_axlPitchedPtr(Host, 4 * sizeof(int), 4, 3);
  P.dstPtr = Dev;
  P.extent = make_axlExtent(4 * sizeof(int), 3, 2); // bytes: no array takes part
  P.kind = axlMemcpyHostToDevice;
  CHECK_OK(axlMemcpy3D(&P));
  // Pitched memory to an array of 3 x 2 x 2 from (1, 1, 0): the array holds
  // elements (x + 1, y + 1, z).
  axlChannelFormatDesc F = axlCreateChannelDesc<int>();
  axlArray_t A;
  CHECK_OK(axlMalloc3DArray(&A, &F, make_axlExtent(3, 2, 2)));
  axlMemcpy3DParms Q{};
  Q.srcPtr = Dev;
  Q.srcPos = make_axlPos(1 * sizeof(int), 1, 0); // bytes for linear memory
  Q.dstArray = A;
  Q.extent = make_axlExtent(3, 2, 2); // the array's elements
  Q.kind = axlMemcpyDeviceToDevice;
  CHECK_OK(axlMemcpy3D(&Q));
  // Back to the host on a stream: element (2, 1, 1) of the array from (1, 0, 1).
  int Out[4] = {};
  axlMemcpy3DParms R{};
  R.srcArray = A;
  R.srcPos = make_axlPos(1, 0, 1); // elements for an array
  R.dstPtr = make_axlPitchedPtr(Out, 2 * sizeof(int), 2, 2);
  R.extent = make_axlExtent(2, 2, 1);
  R.kind = axlMemcpyDeviceToHost;
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  CHECK_OK(axlMemcpy3DAsync(&R, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Out[0] == 112 && Out[1] == 113 && Out[2] == 122 && Out[3] == 123);
  CHECK_OK(axlStreamDestroy(S));
  // Memset3D of a sub-box leaves the rest.
  CHECK_OK(axlMemset3D(Dev, 0, make_axlExtent(sizeof(int), 3, 2)));
  int Again[24];
  axlMemcpy3DParms T{};
  T.srcPtr = Dev;
  T.dstPtr = make_axlPitchedPtr(Again, 4 * sizeof(int), 4, 3);
  T.extent = make_axlExtent(4 * sizeof(int), 3, 2);
  T.kind = axlMemcpyDefault;
  CHECK_OK(axlMemcpy3D(&T));
  CHECK(Again[0] == 0 && Again[12] == 0 && Again[13] == 101 && Again[23] == 123);
  CHECK_OK(axlFreeArray(A));
  CHECK_OK(axlFree(Dev.ptr));
  std::printf("PASS memcpy 3d\n");
}

__global__ void writeSurface2D(axlSurfaceObject_t Surf, int W, int H) {
  int X = blockIdx.x * blockDim.x + threadIdx.x, Y = blockIdx.y;
  if (X < W && Y < H)
    surf2Dwrite(1000 * Y + X, Surf, X * int(sizeof(int)), Y);
}

__global__ void surfaceModes(axlSurfaceObject_t Surf, int *Out) {
  Out[0] = surf2Dread<int>(Surf, -4, 1, axlBoundaryModeZero);
  Out[1] = surf2Dread<int>(Surf, -4, 1, axlBoundaryModeClamp);    // element (0, 1)
  Out[2] = surf2Dread<int>(Surf, 100, 100, axlBoundaryModeClamp); // the last element
  surf2Dread(&Out[3], Surf, 2 * 4, 2);                            // in range: (2, 2)
  surf2Dwrite(-1, Surf, 4 * 5, 0, axlBoundaryModeZero);           // dropped
  surf2Dwrite(-2, Surf, 4 * 9, 0, axlBoundaryModeClamp);          // to (4, 0)
}

__global__ void otherShapes(axlSurfaceObject_t S1, axlSurfaceObject_t S3, axlSurfaceObject_t L,
                            int *Out) {
  surf1Dwrite(make_short2(7, 8), S1, 3 * 4);
  Out[0] = surf1Dread<short2>(S1, 3 * 4).y;
  surf3Dwrite(42.5f, S3, 1 * 4, 1, 1);
  Out[1] = int(surf3Dread<float>(S3, 1 * 4, 1, 1) * 2);
  surf2DLayeredwrite(make_uchar4(1, 2, 3, 4), L, 1 * 4, 0, 2);
  Out[2] = surf2DLayeredread<uchar4>(L, 1 * 4, 0, 2).w;
  Out[3] = surf2DLayeredread<uchar4>(L, 1 * 4, 0, 1).w; // another layer: untouched
  Out[4] = surf1DLayeredread<int>(L, 0, 0, axlBoundaryModeClamp);
}

__global__ void cubemapSurface(axlSurfaceObject_t Cube, float *Out) {
  surfCubemapwrite(5.5f, Cube, 1 * 4, 1, 3);
  surfCubemapLayeredwrite(6.5f, Cube, 0, 0, 5);
  Out[0] = surfCubemapread<float>(Cube, 1 * 4, 1, 3);
  Out[1] = surfCubemapLayeredread<float>(Cube, 0, 0, 5);
}

static axlSurfaceObject_t makeSurface(axlArray_t A) {
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeArray;
  Res.res.array.array = A;
  axlSurfaceObject_t S = 0;
  CHECK_OK(axlCreateSurfaceObject(&S, &Res));
  return S;
}

static void surfaces() {
  axlChannelFormatDesc F = axlCreateChannelDesc<int>();
  axlArray_t A;
  CHECK_OK(axlMallocArray(&A, &F, 5, 3, axlArraySurfaceLoadStore));
  axlSurfaceObject_t S = makeSurface(A);
  axlLaunchKernelGGL(writeSurface2D, dim3(1, 3), dim3(8), 0, 0, S, 5, 3);
  int *Dev;
  CHECK_OK(axlMalloc(&Dev, 8 * sizeof(int)));
  axlLaunchKernelGGL(surfaceModes, dim3(1), dim3(1), 0, 0, S, Dev);
  int Got[8];
  CHECK_OK(axlMemcpy(Got, Dev, sizeof(Got), axlMemcpyDeviceToHost));
  CHECK(Got[0] == 0 && Got[1] == 1000 && Got[2] == 2004 && Got[3] == 2002);
  int Host[15];
  CHECK_OK(axlMemcpy2DFromArray(Host, 5 * sizeof(int), A, 0, 0, 5 * sizeof(int), 3,
                                axlMemcpyDeviceToHost));
  CHECK(Host[0] == 0 && Host[3] == 3 && Host[4] == -2 && Host[5] == 1000 && Host[14] == 2004);
  axlResourceDesc Back{};
  CHECK_OK(axlGetSurfaceObjectResourceDesc(&Back, S));
  CHECK(Back.resType == axlResourceTypeArray && Back.res.array.array == A);

  axlChannelFormatDesc S2 = axlCreateChannelDesc<short2>(), FF = axlCreateChannelDesc<float>(),
                       U4 = axlCreateChannelDesc<uchar4>();
  axlArray_t A1, A3, AL;
  CHECK_OK(axlMallocArray(&A1, &S2, 8, 0, axlArraySurfaceLoadStore));
  CHECK_OK(axlMalloc3DArray(&A3, &FF, make_axlExtent(2, 2, 2), axlArraySurfaceLoadStore));
  CHECK_OK(axlMalloc3DArray(&AL, &U4, make_axlExtent(2, 1, 3),
                            axlArrayLayered | axlArraySurfaceLoadStore));
  // Arrays start undefined, as in CUDA: clear the two that are read back.
  static const char Zeros[64] = {};
  CHECK_OK(axlMemcpyToArray(A3, 0, 0, Zeros, 8 * sizeof(float), axlMemcpyHostToDevice));
  CHECK_OK(axlMemcpyToArray(AL, 0, 0, Zeros, 6 * sizeof(uchar4), axlMemcpyHostToDevice));
  axlSurfaceObject_t Sur1 = makeSurface(A1), Sur3 = makeSurface(A3), SurL = makeSurface(AL);
  axlLaunchKernelGGL(otherShapes, dim3(1), dim3(1), 0, 0, Sur1, Sur3, SurL, Dev);
  CHECK_OK(axlMemcpy(Got, Dev, sizeof(Got), axlMemcpyDeviceToHost));
  CHECK(Got[0] == 8 && Got[1] == 85 && Got[2] == 4 && Got[3] == 0 && Got[4] == 0);
  float Vol[8];
  axlMemcpy3DParms P{};
  P.srcArray = A3;
  P.dstPtr = make_axlPitchedPtr(Vol, 2 * sizeof(float), 2, 2);
  P.extent = make_axlExtent(2, 2, 2);
  P.kind = axlMemcpyDeviceToHost;
  CHECK_OK(axlMemcpy3D(&P));
  CHECK(Vol[7] == 42.5f && Vol[6] == 0);
  // A cubemap surface: faces are layers; face 3, element (1, 1) is element
  // 3 * 4 + 3 of the array.
  axlArray_t AC;
  CHECK_OK(axlMalloc3DArray(&AC, &FF, make_axlExtent(2, 2, 6),
                            axlArrayCubemap | axlArraySurfaceLoadStore));
  axlSurfaceObject_t SurC = makeSurface(AC);
  float *DevF = reinterpret_cast<float *>(Dev);
  axlLaunchKernelGGL(cubemapSurface, dim3(1), dim3(1), 0, 0, SurC, DevF);
  float GotF[2], Faces[24];
  CHECK_OK(axlMemcpy(GotF, DevF, sizeof(GotF), axlMemcpyDeviceToHost));
  CHECK_OK(axlMemcpyFromArray(Faces, AC, 0, 0, sizeof(Faces), axlMemcpyDeviceToHost));
  CHECK(GotF[0] == 5.5f && GotF[1] == 6.5f && Faces[15] == 5.5f && Faces[20] == 6.5f);
  CHECK_OK(axlDestroySurfaceObject(SurC));
  CHECK_OK(axlFreeArray(AC));
  for (auto X : {S, Sur1, Sur3, SurL})
    CHECK_OK(axlDestroySurfaceObject(X));
  CHECK_ERR(axlDestroySurfaceObject(S), axlErrorInvalidValue);
  for (auto X : {A, A1, A3, AL})
    CHECK_OK(axlFreeArray(X));
  CHECK_OK(axlFree(Dev));
  std::printf("PASS surfaces\n");
}

static void errors() {
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  axlArray_t A;
  CHECK_ERR(axlMallocArray(nullptr, &F, 4), axlErrorInvalidValue);
  CHECK_ERR(axlMallocArray(&A, nullptr, 4), axlErrorInvalidValue);
  CHECK_ERR(axlMallocArray(&A, &F, 0), axlErrorInvalidValue);
  CHECK_ERR(axlMallocArray(&A, &F, 4, 4, axlArrayLayered), axlErrorInvalidValue);
  CHECK_ERR(axlMallocArray(&A, &F, 4, 4, 0x100), axlErrorInvalidValue);
  CHECK_ERR(axlMalloc3DArray(&A, &F, make_axlExtent(4, 0, 3)), axlErrorInvalidValue); // no height
  CHECK_ERR(axlMalloc3DArray(&A, &F, make_axlExtent(4, 4, 0), axlArrayLayered),
            axlErrorInvalidValue); // no layers
  CHECK_OK(axlMallocArray(&A, &F, 4, 4));
  float Host[32] = {};
  // Outside the array, a pitch smaller than the width, a bad direction.
  CHECK_ERR(axlMemcpy2DToArray(A, 4, 0, Host, 16, 16, 1, axlMemcpyHostToDevice),
            axlErrorInvalidValue);
  CHECK_ERR(axlMemcpy2DToArray(A, 0, 1, Host, 16, 16, 4, axlMemcpyHostToDevice),
            axlErrorInvalidValue);
  CHECK_ERR(axlMemcpy2DToArray(A, 0, 0, Host, 8, 16, 2, axlMemcpyHostToDevice),
            axlErrorInvalidPitchValue);
  CHECK_ERR(axlMemcpy2DFromArray(Host, 16, A, 0, 0, 16, 4, static_cast<axlMemcpyKind>(9)),
            axlErrorInvalidMemcpyDirection);
  CHECK_ERR(axlMemcpyToArray(A, 0, 3, Host, 17, axlMemcpyHostToDevice), axlErrorInvalidValue);
  axlMemcpy3DParms P{};
  P.srcPtr = make_axlPitchedPtr(Host, 16, 4, 2);
  P.srcArray = A; // both an array and a pointer
  P.dstPtr = make_axlPitchedPtr(Host + 16, 16, 4, 2);
  P.extent = make_axlExtent(4, 2, 1);
  P.kind = axlMemcpyHostToHost;
  CHECK_ERR(axlMemcpy3D(&P), axlErrorInvalidValue);
  P.srcArray = nullptr;
  P.dstPtr.ptr = nullptr; // neither on the destination
  CHECK_ERR(axlMemcpy3D(&P), axlErrorInvalidValue);
  P.dstArray = A;
  P.dstPos = make_axlPos(0, 3, 0); // rows 3 and 4 of 4
  CHECK_ERR(axlMemcpy3D(&P), axlErrorInvalidValue);
  P.dstPos = make_axlPos(0, 0, 0);
  P.extent = make_axlExtent(4, 2, 2); // two slices of a 2-row source slice ...
  P.srcPtr.ysize = 1;                 // ... that has one row
  CHECK_ERR(axlMemcpy3D(&P), axlErrorInvalidValue);
  axlChannelFormatDesc I2 = axlCreateChannelDesc<int2>();
  axlArray_t B;
  CHECK_OK(axlMallocArray(&B, &I2, 4, 4));
  axlMemcpy3DParms Q{};
  Q.srcArray = A;
  Q.dstArray = B; // 4-byte and 8-byte elements
  Q.extent = make_axlExtent(1, 1, 1);
  Q.kind = axlMemcpyDeviceToDevice;
  CHECK_ERR(axlMemcpy3D(&Q), axlErrorInvalidValue);
  CHECK_ERR(axlMemcpy3D(nullptr), axlErrorInvalidValue);
  // Surfaces need an array made for load/store.
  axlResourceDesc Res{};
  Res.resType = axlResourceTypeArray;
  Res.res.array.array = A;
  axlSurfaceObject_t S;
  CHECK_ERR(axlCreateSurfaceObject(&S, &Res), axlErrorInvalidValue);
  Res.resType = axlResourceTypeLinear;
  CHECK_ERR(axlCreateSurfaceObject(&S, &Res), axlErrorInvalidValue);
  CHECK_OK(axlFreeArray(A));
  CHECK_OK(axlFreeArray(B));
  CHECK_ERR(axlFreeArray(A), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlArrayGetInfo(nullptr, nullptr, nullptr, A), axlErrorInvalidResourceHandle);
  CHECK_OK(axlFreeArray(nullptr));
  std::printf("PASS errors\n");
}

__global__ void writeOutside(axlSurfaceObject_t Surf) {
  if (threadIdx.x == 3)
    surf2Dwrite(1.0f, Surf, 4 * 4, 1); // x is in bytes: element 4 of 4
}

static void trap() {
  axlChannelFormatDesc F = axlCreateChannelDesc<float>();
  axlArray_t A;
  CHECK_OK(axlMallocArray(&A, &F, 4, 2, axlArraySurfaceLoadStore));
  axlSurfaceObject_t S = makeSurface(A);
  axlLaunchKernelGGL(writeOutside, dim3(1), dim3(4), 0, 0, S);
  CHECK_OK(axlDeviceSynchronize());
  std::printf("no trap\n");
}

int main(int Argc, char **Argv) {
  if (Argc > 1 && std::string(Argv[1]) == "trap") {
    trap();
    return 0;
  }
  arrays2D();
  copies3D();
  surfaces();
  errors();
  return 0;
}
