// Data-parallel gradient reduction overlapped with compute, shaped like
// llm.c's multi-GPU training step (its llmc/zero.cuh and train_gpt2.cu), run
// under mpirun on N ranks (N a power of two, dividing C):
//
//   backward, layer by layer on the compute stream: a kernel accumulates the
//   layer's gradients (several tensors, strided per layer in one allocation);
//   then eventRecord(compute), streamWaitEvent(ccl stream), and one group of
//   in-place averaging all-reduces (ZeRO-0) or reduce-scatters (ZeRO-1) of
//   the layer's tensors on the ccl stream, while the compute stream goes on
//   with the next layer (and rank 0's kernels are slower, so that the ranks
//   drift apart);
//   the loss: a 4-element all-reduce of a 1-float allocation on the compute
//   stream (llm.c passes sizeof(float) as the count), then the group of the
//   other tensors;
//   axlDeviceSynchronize, the squared norm of the gradients (ZeRO-1: of this
//   rank's shards, then summed over the ranks) by a kernel on the compute
//   stream; the update of this rank's part of the parameters, and (ZeRO-1)
//   an event and one group of in-place all-gathers per tensor.
//
// Every value is a small multiple of a power of two, so that each average,
// update and norm is exact: each is compared with ==. Three steps per stage.
// Then groups on two streams, called in one order and reached in another
// (runOrder).
// Each rank prints "rank R of N: zero-S: K checks passed" or the failures.
#include <axl/ccl.h>
#include <axl/runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

int Me = 0, N = 1, Checks = 0, Failures = 0;

#define CHECK(Call)                                                            \
  do {                                                                         \
    if ((Call) != 0) {                                                         \
      std::printf("rank %d of %d: %s failed\n", Me, N, #Call);                 \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

void expect(bool Ok, const char *What, size_t At, double Got, double Want) {
  ++Checks;
  if (Ok)
    return;
  if (++Failures <= 10)
    std::printf("rank %d of %d: FAIL %s [%zu]: %g, expected %g\n", Me, N, What,
                At, Got, Want);
}

constexpr int L = 3, C = 8, V = 64, T = 16, Steps = 3;
constexpr int PerLayer = 12, Other = 4;

// A tensor: Layers slices of Size floats at Offset + l * Size.
struct Tensor {
  size_t Offset, Size;
  int Layers;
};

// The gradient this rank's backward adds at element J of tensor I, layer Lyr
// (step S): a small integer times (Me + 1). Its average over the ranks is
// Base * (N + 1) / 2, exact for N a power of two.
__host__ __device__ float base(int I, int Lyr, size_t J, int S) {
  return float((I * 7 + Lyr * 3 + int(J % 11) + S) % 5 + 1);
}

// Layer Lyr's backward: accumulates the gradients of its tensors.
__global__ void backward(float *Grads, const Tensor *Ts, int NT, int Lyr,
                         int Rank, int Step, unsigned SleepNs) {
  if (threadIdx.x == 0 && SleepNs)
    __nanosleep(SleepNs);
  for (int I = 0; I < NT; ++I)
    for (size_t J = threadIdx.x; J < Ts[I].Size; J += blockDim.x)
      Grads[Ts[I].Offset + size_t(Lyr) * Ts[I].Size + J] +=
          base(I, Lyr, J, Step) * float(Rank + 1);
}

__global__ void lossKernel(float *Loss, int Rank) { *Loss = float(Rank + 1); }

// Sum of squares of N floats at Base + l * Stride + [0, Count), in order.
__global__ void squaredNorm(float *Out, const float *Grads, size_t Count,
                            size_t Stride, int Slices, int Accumulate) {
  float Sum = Accumulate ? *Out : 0.0f;
  for (int S = 0; S < Slices; ++S)
    for (size_t J = 0; J < Count; ++J) {
      float G = Grads[size_t(S) * Stride + J];
      Sum += G * G;
    }
  *Out = Sum;
}

// P -= G over Count elements of Slices slices.
__global__ void update(float *P, const float *G, size_t Count, size_t Stride,
                       int Slices) {
  for (int S = 0; S < Slices; ++S)
    for (size_t J = threadIdx.x; J < Count; J += blockDim.x)
      P[size_t(S) * Stride + J] -= G[size_t(S) * Stride + J];
}

float initialParam(size_t At) { return float(1000 + At % 97); }

void runStage(int Zero, axlcclComm_t Comm) {
  // llm.c's layout: per-layer tensors first (each holding all layers), then
  // the others; sizes of a GPT-2 block with C channels.
  const size_t Sizes[PerLayer] = {C, C, 3 * C * C, 3 * C, C * C,     C,
                                  C, C, 4 * C * C, 4 * C, 4 * C * C, C};
  const size_t OtherSizes[Other] = {V * C, T * C, C, C};
  std::vector<Tensor> Host;
  size_t Total = 0;
  for (size_t S : Sizes)
    Host.push_back({Total, S, L}), Total += S * L;
  for (size_t S : OtherSizes)
    Host.push_back({Total, S, 1}), Total += S;

  axlStream_t Main, Ccl;
  axlEvent_t Ev;
  CHECK(axlStreamCreate(&Main));
  CHECK(axlStreamCreate(&Ccl));
  CHECK(axlEventCreateWithFlags(&Ev, axlEventDisableTiming));
  float *Grads, *Params, *Loss, *Canary, *Norm;
  Tensor *Ts;
  CHECK(axlMalloc(&Grads, Total * sizeof(float)));
  CHECK(axlMalloc(&Params, Total * sizeof(float)));
  CHECK(axlMalloc(&Loss, sizeof(float)));   // one float, all-reduced as 4
  CHECK(axlMalloc(&Canary, sizeof(float))); // the next allocation
  CHECK(axlMalloc(&Norm, sizeof(float)));
  CHECK(axlMalloc(&Ts, Host.size() * sizeof(Tensor)));
  CHECK(axlMemcpy(Ts, Host.data(), Host.size() * sizeof(Tensor),
                  axlMemcpyHostToDevice));
  std::vector<float> P(Total);
  for (size_t I = 0; I < Total; ++I)
    P[I] = initialParam(I);
  CHECK(axlMemcpy(Params, P.data(), Total * sizeof(float),
                  axlMemcpyHostToDevice));
  const float CanaryValue = 12345.0f;
  CHECK(axlMemcpy(Canary, &CanaryValue, sizeof(float), axlMemcpyHostToDevice));

  // The ccl stream waits for the compute stream, then reduces a group.
  auto Reduce = [&](size_t First, size_t Count, int Lyr) {
    CHECK(axlEventRecord(Ev, Main));
    CHECK(axlStreamWaitEvent(Ccl, Ev, 0));
    CHECK(axlcclGroupStart());
    for (size_t I = First; I < First + Count; ++I) {
      float *G = Grads + Host[I].Offset + size_t(Lyr) * Host[I].Size;
      size_t Shard = Host[I].Size / size_t(N);
      if (Zero == 0)
        CHECK(axlcclAllReduce(G, G, Host[I].Size, axlcclFloat, axlcclAvg, Comm,
                              Ccl));
      else
        CHECK(axlcclReduceScatter(G, G + Shard * size_t(Me), Shard, axlcclFloat,
                                  axlcclAvg, Comm, Ccl));
    }
    CHECK(axlcclGroupEnd());
  };
  // Whether element J of slice Lyr of tensor I is reduced on this rank.
  auto Mine = [&](size_t I, size_t J) {
    size_t Shard = Host[I].Size / size_t(N);
    return Zero == 0 || (J >= Shard * size_t(Me) && J < Shard * size_t(Me + 1));
  };

  for (int Step = 0; Step < Steps; ++Step) {
    CHECK(axlMemsetAsync(Grads, 0, Total * sizeof(float), Main));
    for (int Lyr = L - 1; Lyr >= 0; --Lyr) {
      axlLaunchKernelGGL(backward, dim3(1), dim3(64), 0, Main, Grads, Ts,
                         PerLayer, Lyr, Me, Step, Me == 0 ? 2000000u : 0u);
      Reduce(0, PerLayer, Lyr);
    }
    axlLaunchKernelGGL(backward, dim3(1), dim3(64), 0, Main, Grads,
                       Ts + PerLayer, Other, 0, Me, Step, 0u);
    axlLaunchKernelGGL(lossKernel, dim3(1), dim3(1), 0, Main, Loss, Me);
    CHECK(axlcclAllReduce(Loss, Loss, sizeof(float), axlcclFloat, axlcclAvg,
                          Comm, Main));
    Reduce(PerLayer, Other, 0);
    CHECK(axlDeviceSynchronize());

    // The reduced gradients, the loss, and the allocation after the loss.
    std::vector<float> G(Total);
    CHECK(axlMemcpy(G.data(), Grads, Total * sizeof(float),
                    axlMemcpyDeviceToHost));
    double Want = 0;
    for (size_t I = 0; I < Host.size(); ++I)
      for (int Lyr = 0; Lyr < Host[I].Layers; ++Lyr)
        for (size_t J = 0; J < Host[I].Size; ++J) {
          size_t At = Host[I].Offset + size_t(Lyr) * Host[I].Size + J;
          int Layer = I < PerLayer ? Lyr : 0;
          size_t Idx = I < PerLayer ? I : I - PerLayer;
          float B = base(int(Idx), Layer, J, Step);
          float Avg = B * float(N + 1) / 2.0f, Own = B * float(Me + 1);
          float Expected = Mine(I, J) ? Avg : Own;
          expect(G[At] == Expected, "gradient", At, G[At], Expected);
          if (Mine(I, J))
            Want += double(Avg) * Avg;
        }
    float L0 = 0, Can = 0;
    CHECK(axlMemcpy(&L0, Loss, sizeof(float), axlMemcpyDeviceToHost));
    CHECK(axlMemcpy(&Can, Canary, sizeof(float), axlMemcpyDeviceToHost));
    expect(L0 == float(N + 1) / 2.0f, "loss", 0, L0, float(N + 1) / 2.0f);
    expect(Can == CanaryValue, "allocation after the loss", 0, Can,
           CanaryValue);

    // The squared norm on the compute stream (ZeRO-1: this rank's shards,
    // then summed over the ranks), as llm.c computes it.
    bool First = true;
    for (size_t I = 0; I < Host.size(); ++I) {
      size_t Count = Zero ? Host[I].Size / size_t(N) : Host[I].Size;
      const float *At =
          Grads + Host[I].Offset + (Zero ? Count * size_t(Me) : 0);
      axlLaunchKernelGGL(squaredNorm, dim3(1), dim3(1), 0, Main, Norm, At,
                         Count, Host[I].Size, Host[I].Layers, First ? 0 : 1);
      First = false;
    }
    if (Zero)
      CHECK(axlcclAllReduce(Norm, Norm, 1, axlcclFloat, axlcclSum, Comm, Main));
    float Got = 0;
    CHECK(axlMemcpy(&Got, Norm, sizeof(float), axlMemcpyDeviceToHost));
    if (Zero) { // the others' shards: the same formula
      Want = 0;
      for (size_t I = 0; I < Host.size(); ++I)
        for (int Lyr = 0; Lyr < Host[I].Layers; ++Lyr)
          for (size_t J = 0; J < Host[I].Size; ++J) {
            float B = base(int(I < PerLayer ? I : I - PerLayer),
                           I < PerLayer ? Lyr : 0, J, Step);
            float Avg = B * float(N + 1) / 2.0f;
            Want += double(Avg) * Avg;
          }
    }
    expect(Got == float(Want), "squared norm", 0, Got, Want);

    // The update of this rank's part, then (ZeRO-1) the all-gathers of the
    // updated shards, behind an event as the reductions are.
    for (size_t I = 0; I < Host.size(); ++I) {
      size_t Count = Zero ? Host[I].Size / size_t(N) : Host[I].Size;
      size_t Off = Host[I].Offset + (Zero ? Count * size_t(Me) : 0);
      axlLaunchKernelGGL(update, dim3(1), dim3(64), 0, Main, Params + Off,
                         Grads + Off, Count, Host[I].Size, Host[I].Layers);
      if (!Zero)
        continue;
      CHECK(axlEventRecord(Ev, Main));
      CHECK(axlStreamWaitEvent(Ccl, Ev, 0));
      CHECK(axlcclGroupStart());
      for (int Lyr = 0; Lyr < Host[I].Layers; ++Lyr) {
        float *Slice = Params + Host[I].Offset + size_t(Lyr) * Host[I].Size;
        CHECK(axlcclAllGather(Slice + Count * size_t(Me), Slice, Count,
                              axlcclFloat, Comm, Ccl));
      }
      CHECK(axlcclGroupEnd());
    }
    CHECK(axlDeviceSynchronize());
    std::vector<float> Now(Total);
    CHECK(axlMemcpy(Now.data(), Params, Total * sizeof(float),
                    axlMemcpyDeviceToHost));
    for (size_t I = 0; I < Host.size(); ++I)
      for (int Lyr = 0; Lyr < Host[I].Layers; ++Lyr)
        for (size_t J = 0; J < Host[I].Size; ++J) {
          size_t At = Host[I].Offset + size_t(Lyr) * Host[I].Size + J;
          float B = base(int(I < PerLayer ? I : I - PerLayer),
                         I < PerLayer ? Lyr : 0, J, Step);
          P[At] -= B * float(N + 1) / 2.0f;
          expect(Now[At] == P[At], "parameter", At, Now[At], P[At]);
        }
  }
  CHECK(axlEventDestroy(Ev));
  CHECK(axlStreamDestroy(Main));
  CHECK(axlStreamDestroy(Ccl));
  for (void *Ptr : {(void *)Grads, (void *)Params, (void *)Loss, (void *)Canary,
                    (void *)Norm, (void *)Ts})
    CHECK(axlFree(Ptr));
}

__global__ void nap(unsigned Ns) { __nanosleep(Ns); }

// Call order across streams (llm.c all-reduces its loss on the compute
// stream while the ccl stream reduces gradients): a group of all-reduces on
// stream A, then one on stream B, the same calls on every rank; rank 0's
// stream A and the other ranks' stream B start late, so each rank's
// streams reach their groups in another order. NCCL runs a communicator's
// operations in call order; so must axlccl, or MPI matches one rank's A
// with another's B.
void runOrder(axlcclComm_t Comm) {
  axlStream_t A, B;
  CHECK(axlStreamCreate(&A));
  CHECK(axlStreamCreate(&B));
  constexpr int Count = 4, Buffers = 4;
  float *X;
  CHECK(axlMallocManaged(&X, Count * Buffers * sizeof(float)));
  auto Value = [](int I) {
    return float((I / Count + 1) * (I < 2 * Count ? 1 : 100));
  };
  for (int Round = 0; Round < Steps; ++Round) {
    for (int I = 0; I < Count * Buffers; ++I)
      X[I] = Value(I) * float(Me + 1);
    axlLaunchKernelGGL(nap, dim3(1), dim3(1), 0, Me == 0 ? A : B, 20000000u);
    for (int G = 0; G < 2; ++G) {
      CHECK(axlcclGroupStart());
      for (int K = 0; K < 2; ++K) {
        float *P = X + (2 * G + K) * Count;
        CHECK(axlcclAllReduce(P, P, Count, axlcclFloat, axlcclSum, Comm,
                              G ? B : A));
      }
      CHECK(axlcclGroupEnd());
    }
    CHECK(axlDeviceSynchronize());
    for (int I = 0; I < Count * Buffers; ++I) {
      float Want = Value(I) * float(N * (N + 1) / 2);
      expect(X[I] == Want, "all-reduce in call order", size_t(I), X[I], Want);
    }
  }
  CHECK(axlFree(X));
  CHECK(axlStreamDestroy(A));
  CHECK(axlStreamDestroy(B));
}

int envInt(const char *Name) {
  const char *V = std::getenv(Name);
  return V ? std::atoi(V) : -1;
}

} // namespace

int main() {
  Me = envInt("OMPI_COMM_WORLD_RANK");
  N = envInt("OMPI_COMM_WORLD_SIZE");
  if (Me < 0 || N < 1 || C % N || (N & (N - 1))) {
    std::fprintf(stderr, "usage: mpirun -np N %s (N a power of two, <= %d)\n",
                 "cpu_ccl_overlap", C);
    return 2;
  }
  axlcclUniqueId Id;
  std::memset(&Id, 0, sizeof Id);
  std::strcpy(Id.internal, "cpu_ccl_overlap");
  axlcclComm_t Comm = nullptr;
  CHECK(axlcclCommInitRank(&Comm, N, Id, Me));
  for (int Zero = 0; Zero <= 1; ++Zero) {
    Checks = Failures = 0;
    runStage(Zero, Comm);
    if (Failures)
      std::printf("rank %d of %d: zero-%d: %d of %d checks failed\n", Me, N,
                  Zero, Failures, Checks);
    else
      std::printf("rank %d of %d: zero-%d: %d checks passed\n", Me, N, Zero,
                  Checks);
  }
  Checks = Failures = 0;
  runOrder(Comm);
  if (Failures)
    std::printf("rank %d of %d: call order: %d of %d checks failed\n", Me, N,
                Failures, Checks);
  else
    std::printf("rank %d of %d: call order: %d checks passed\n", Me, N, Checks);
  CHECK(axlcclCommDestroy(Comm));
  return 0;
}
