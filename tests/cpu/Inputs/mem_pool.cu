// Stream-ordered allocation through memory pools: a block freed on a stream
// comes back to the next allocation of that stream; the release threshold
// decides what a synchronisation gives back (measured with the pool's
// reserved bytes); the high watermarks reset to the current value;
// cudaMemPoolTrimTo; reuse across streams with a wait the pool inserts
// (checked against a slow writer whose results must survive); a pool of our
// own with cudaMallocFromPoolAsync and a maximum size; the device's default
// and current pools; cudaFree of pool memory; CUDA's error codes.
#include <cstdint>
#include <cstdio>
#include <unistd.h>

static int Failures = 0;

#define EXPECT(call, want)                                                     \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != (want)) {                                                        \
      printf("FAIL line %d: %s gave %s, expected %s\n", __LINE__, #call,       \
             cudaGetErrorName(e_), cudaGetErrorName(want));                    \
      ++Failures;                                                              \
    }                                                                          \
    (void)cudaGetLastError();                                                  \
  } while (0)
#define OK(call) EXPECT(call, cudaSuccess)
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL line %d: %s\n", __LINE__, #cond);                           \
      ++Failures;                                                              \
    }                                                                          \
  } while (0)

constexpr size_t MiB = size_t(1) << 20;
constexpr int N = int(MiB / sizeof(int)); // ints in a MiB

__global__ void iota(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = base + i;
}

__global__ void scale(int *p, int n, int by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= by;
}

static void launchIota(int *p, int n, int base, cudaStream_t s) {
  iota<<<(n + 255) / 256, 256, 0, s>>>(p, n, base);
}

static uint64_t attr(cudaMemPool_t pool, cudaMemPoolAttr a) {
  uint64_t v = ~uint64_t(0);
  OK(cudaMemPoolGetAttribute(pool, a, &v));
  return v;
}

static void setAttr(cudaMemPool_t pool, cudaMemPoolAttr a, uint64_t v) {
  OK(cudaMemPoolSetAttribute(pool, a, &v));
}

static void setFlag(cudaMemPool_t pool, cudaMemPoolAttr a, int v) {
  OK(cudaMemPoolSetAttribute(pool, a, &v));
}

static double mib(uint64_t bytes) { return double(bytes) / double(MiB); }

/// Counts the elements of h that are not base + i * by.
static int wrong(const int *h, int n, int base, int by) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != (base + i) * by;
  return bad;
}

static void sleepMs(void *ms) { usleep(1000u * (unsigned)(uintptr_t)ms); }

static int *Host;

// One stream: a free followed by an allocation of the same size gives the
// same block back; the data the second allocation's kernels write is right.
static void sameStream(cudaMemPool_t def, cudaStream_t s) {
  int *a = nullptr, *b = nullptr;
  OK(cudaMallocAsync(&a, MiB, s));
  launchIota(a, N, 7, s);
  OK(cudaFreeAsync(a, s));
  OK(cudaMallocAsync(&b, MiB, s));
  launchIota(b, N, 11, s);
  scale<<<(N + 255) / 256, 256, 0, s>>>(b, N, 3);
  OK(cudaMemcpyAsync(Host, b, MiB, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  int bad = wrong(Host, N, 11, 3);
  printf("same stream: %s block back, %d of %d values wrong\n", a == b ? "same" : "another",
         bad, N);
  CHECK(a == b && bad == 0);
  uint64_t reserved = attr(def, cudaMemPoolAttrReservedMemCurrent);
  uint64_t used = attr(def, cudaMemPoolAttrUsedMemCurrent);
  printf("one live MiB: reserved %.2f MiB, used %.2f MiB\n", mib(reserved), mib(used));
  CHECK(reserved == MiB && used == MiB);
  OK(cudaFreeAsync(b, s));
  uint64_t beforeSync = attr(def, cudaMemPoolAttrReservedMemCurrent);
  OK(cudaStreamSynchronize(s));
  uint64_t afterSync = attr(def, cudaMemPoolAttrReservedMemCurrent);
  printf("threshold 0: reserved %.2f MiB before the sync, %.2f MiB after, used %.2f MiB\n",
         mib(beforeSync), mib(afterSync), mib(attr(def, cudaMemPoolAttrUsedMemCurrent)));
  CHECK(beforeSync == MiB && afterSync == 0 && attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
}

// The release threshold keeps memory over synchronisations; another stream
// reuses a completed free; the watermarks; cudaMemPoolTrimTo.
static void thresholdAndTrim(cudaMemPool_t def, cudaStream_t s, cudaStream_t s2) {
  setAttr(def, cudaMemPoolAttrReleaseThreshold, 4 * MiB);
  int *p[4];
  for (int i = 0; i < 3; ++i)
    OK(cudaMallocAsync(&p[i], MiB, s));
  for (int i = 0; i < 3; ++i)
    OK(cudaFreeAsync(p[i], s));
  OK(cudaDeviceSynchronize());
  uint64_t kept = attr(def, cudaMemPoolAttrReservedMemCurrent);
  printf("threshold 4 MiB: %.2f MiB reserved after 3 MiB freed and a device sync\n", mib(kept));
  CHECK(kept == 3 * MiB);
  setAttr(def, cudaMemPoolAttrReleaseThreshold, MiB);
  cudaEvent_t e;
  OK(cudaEventCreate(&e));
  OK(cudaEventRecord(e, s));
  OK(cudaEventSynchronize(e));
  kept = attr(def, cudaMemPoolAttrReservedMemCurrent);
  printf("threshold 1 MiB: %.2f MiB reserved after an event sync\n", mib(kept));
  CHECK(kept == MiB);
  // The block left is one of the three; its free has completed: another
  // stream takes it.
  int *q = nullptr;
  OK(cudaMallocAsync(&q, MiB, s2));
  bool reused = q == p[0] || q == p[1] || q == p[2];
  printf("other stream after the sync: %s block, reserved %.2f MiB\n",
         reused ? "a kept" : "a new", mib(attr(def, cudaMemPoolAttrReservedMemCurrent)));
  CHECK(reused && attr(def, cudaMemPoolAttrReservedMemCurrent) == MiB);

  // Watermarks: used peaked at 3 MiB; a reset restarts them from now.
  uint64_t usedHigh = attr(def, cudaMemPoolAttrUsedMemHigh);
  uint64_t reservedHigh = attr(def, cudaMemPoolAttrReservedMemHigh);
  setAttr(def, cudaMemPoolAttrUsedMemHigh, 0);
  setAttr(def, cudaMemPoolAttrReservedMemHigh, 0);
  uint64_t usedHighNow = attr(def, cudaMemPoolAttrUsedMemHigh);
  uint64_t reservedHighNow = attr(def, cudaMemPoolAttrReservedMemHigh);
  printf("high watermarks: used %.2f MiB, reserved %.2f MiB; after reset %.2f, %.2f MiB\n",
         mib(usedHigh), mib(reservedHigh), mib(usedHighNow), mib(reservedHighNow));
  CHECK(usedHigh == 3 * MiB && reservedHigh == 3 * MiB && usedHighNow == MiB &&
        reservedHighNow == MiB);
  uint64_t one = 1;
  EXPECT(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &one), cudaErrorInvalidValue);
  EXPECT(cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemCurrent, &one),
         cudaErrorInvalidValue);
  EXPECT(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemCurrent, &one),
         cudaErrorInvalidValue);
  OK(cudaFreeAsync(q, s2));

  // TrimTo: never below what was asked to keep, and only unused memory.
  setAttr(def, cudaMemPoolAttrReleaseThreshold, UINT64_MAX);
  for (int i = 0; i < 4; ++i)
    OK(cudaMallocAsync(&p[i], MiB, s));
  OK(cudaFreeAsync(p[3], s));
  OK(cudaFreeAsync(p[2], s));
  OK(cudaFreeAsync(p[1], s));
  OK(cudaStreamSynchronize(s));
  OK(cudaStreamSynchronize(s2));
  uint64_t before = attr(def, cudaMemPoolAttrReservedMemCurrent);
  OK(cudaMemPoolTrimTo(def, 5 * MiB / 2));
  uint64_t toHalf = attr(def, cudaMemPoolAttrReservedMemCurrent);
  OK(cudaMemPoolTrimTo(def, 0));
  uint64_t toZero = attr(def, cudaMemPoolAttrReservedMemCurrent);
  printf("trim: %.2f MiB reserved, to 2.5 MiB: %.2f MiB, to 0: %.2f MiB (1 MiB live)\n",
         mib(before), mib(toHalf), mib(toZero));
  CHECK(before == 4 * MiB && toHalf == 3 * MiB && toZero == MiB);
  // cudaFree of pool memory waits for the device and gives the block back.
  OK(cudaFree(p[0]));
  printf("cudaFree: used %.2f MiB\n", mib(attr(def, cudaMemPoolAttrUsedMemCurrent)));
  CHECK(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
  EXPECT(cudaFreeAsync(p[0], s), cudaErrorInvalidValue); // freed already
  OK(cudaMemPoolTrimTo(def, 0));
  setAttr(def, cudaMemPoolAttrReleaseThreshold, 0);
  OK(cudaEventDestroy(e));
}

// Across streams: a free that has not run yet is reused by another stream
// only after it (the pool inserts the wait); without that permission, and
// without opportunistic reuse, the other stream gets new memory.
static void acrossStreams(cudaMemPool_t def, cudaStream_t s, cudaStream_t s2) {
  int *a = nullptr, *b = nullptr;
  OK(cudaMallocAsync(&a, MiB, s));
  OK(cudaLaunchHostFunc(s, sleepMs, (void *)(uintptr_t)50)); // a slow producer
  launchIota(a, N, 5, s);
  OK(cudaMemcpyAsync(Host, a, MiB, cudaMemcpyDeviceToHost, s));
  OK(cudaFreeAsync(a, s));
  OK(cudaMallocAsync(&b, MiB, s2));
  launchIota(b, N, 9, s2); // would overwrite a's values before the copy
  OK(cudaDeviceSynchronize());
  int bad = wrong(Host, N, 5, 1);
  printf("pending free, other stream: %s block, %d values of the first stream lost\n",
         a == b ? "same" : "another", bad);
  CHECK(a == b && bad == 0);
  OK(cudaFreeAsync(b, s2));
  OK(cudaDeviceSynchronize());

  setFlag(def, cudaMemPoolReuseAllowInternalDependencies, 0);
  setFlag(def, cudaMemPoolReuseAllowOpportunistic, 0);
  setAttr(def, cudaMemPoolAttrReleaseThreshold, UINT64_MAX);
  OK(cudaMallocAsync(&a, MiB, s));
  OK(cudaFreeAsync(a, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMallocAsync(&b, MiB, s2));
  int internal = -1, opportunistic = -1;
  OK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowInternalDependencies, &internal));
  OK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &opportunistic));
  printf("no reuse across streams (flags %d %d): %s block, reserved %.2f MiB\n", internal,
         opportunistic, a == b ? "same" : "another",
         mib(attr(def, cudaMemPoolAttrReservedMemCurrent)));
  CHECK(a != b && internal == 0 && opportunistic == 0 &&
        attr(def, cudaMemPoolAttrReservedMemCurrent) == 2 * MiB);
  OK(cudaFreeAsync(b, s2));
  OK(cudaStreamSynchronize(s2));
  setFlag(def, cudaMemPoolReuseAllowInternalDependencies, 1);
  setFlag(def, cudaMemPoolReuseAllowOpportunistic, 1);
  setAttr(def, cudaMemPoolAttrReleaseThreshold, 0);
  OK(cudaDeviceSynchronize());
  CHECK(attr(def, cudaMemPoolAttrReservedMemCurrent) == 0);
}

// A pool of our own: cudaMallocFromPoolAsync (and the C++ cudaMallocAsync
// with a pool), its own counters, its maximum size; made the device's
// current pool, cudaMallocAsync allocates from it; destroying it makes the
// default pool current again.
static void ownPool(cudaMemPool_t def, cudaStream_t s) {
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypeNone;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  props.maxSize = 2 * MiB;
  cudaMemPool_t pool;
  OK(cudaMemPoolCreate(&pool, &props));
  int *a = nullptr, *b = nullptr, *c = nullptr;
  OK(cudaMallocFromPoolAsync((void **)&a, MiB, pool, s));
  OK(cudaMallocAsync(&b, MiB, pool, s));
  launchIota(a, N, 1, s);
  launchIota(b, N, 2, s);
  scale<<<(N + 255) / 256, 256, 0, s>>>(b, N, 2);
  OK(cudaMemcpyAsync(Host, b, MiB, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  int bad = wrong(Host, N, 2, 2);
  EXPECT(cudaMallocFromPoolAsync(&c, MiB, pool, s), cudaErrorMemoryAllocation); // over maxSize
  printf("own pool: used %.2f MiB (default pool %.2f MiB), %d values wrong, a third MiB "
         "refused\n",
         mib(attr(pool, cudaMemPoolAttrUsedMemCurrent)),
         mib(attr(def, cudaMemPoolAttrUsedMemCurrent)), bad);
  CHECK(attr(pool, cudaMemPoolAttrUsedMemCurrent) == 2 * MiB &&
        attr(def, cudaMemPoolAttrUsedMemCurrent) == 0 && bad == 0);
  OK(cudaFreeAsync(b, s));
  OK(cudaMallocFromPoolAsync(&c, MiB, pool, s)); // b's block, in stream order
  CHECK(c == b);
  OK(cudaFreeAsync(a, s));
  OK(cudaFreeAsync(c, s));

  cudaMemPool_t got = nullptr, defaultGot = nullptr;
  OK(cudaDeviceGetMemPool(&got, 0));
  CHECK(got == def);
  OK(cudaDeviceSetMemPool(0, pool));
  OK(cudaDeviceGetMemPool(&got, 0));
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  cudaMemPool_t current = nullptr;
  OK(cudaMemGetMemPool(&current, &loc, cudaMemAllocationTypePinned));
  OK(cudaMemGetDefaultMemPool(&defaultGot, &loc, cudaMemAllocationTypePinned));
  int *d = nullptr;
  OK(cudaMallocAsync(&d, MiB, s)); // from the current pool
  uint64_t fromPool = attr(pool, cudaMemPoolAttrUsedMemCurrent);
  printf("current pool: %s, %s; cudaMallocAsync took %.2f MiB of it\n",
         got == pool && current == pool ? "ours" : "not ours",
         defaultGot == def ? "default unchanged" : "default changed", mib(fromPool));
  CHECK(got == pool && current == pool && defaultGot == def && fromPool == MiB);
  OK(cudaFreeAsync(d, s));
  OK(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, def));
  OK(cudaDeviceGetMemPool(&got, 0));
  CHECK(got == def);
  OK(cudaDeviceSetMemPool(0, pool));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemPoolDestroy(pool));
  OK(cudaDeviceGetMemPool(&got, 0));
  printf("destroyed the current pool: the default is current: %s\n", got == def ? "yes" : "no");
  CHECK(got == def);
  EXPECT(cudaMallocFromPoolAsync(&a, MiB, pool, s), cudaErrorInvalidValue);
  EXPECT(cudaMemPoolDestroy(pool), cudaErrorInvalidValue);

  // Access: the pool's device reads and writes it.
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  OK(cudaMemPoolGetAccess(&flags, def, &loc));
  cudaMemAccessDesc desc = {};
  desc.location = loc;
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  OK(cudaMemPoolSetAccess(def, &desc, 1));
  CHECK(flags == cudaMemAccessFlagsProtReadWrite);
}

static void errors(cudaMemPool_t def, cudaStream_t s) {
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  cudaMemPool_t pool;
  EXPECT(cudaMemPoolCreate(nullptr, &props), cudaErrorInvalidValue);
  EXPECT(cudaMemPoolCreate(&pool, nullptr), cudaErrorInvalidValue);
  props.location.id = 7;
  EXPECT(cudaMemPoolCreate(&pool, &props), cudaErrorInvalidValue);
  props.location.id = 0;
  props.allocType = cudaMemAllocationTypeInvalid;
  EXPECT(cudaMemPoolCreate(&pool, &props), cudaErrorInvalidValue);
  props.allocType = cudaMemAllocationTypePinned;
  props.reserved[0] = 1;
  EXPECT(cudaMemPoolCreate(&pool, &props), cudaErrorInvalidValue);
  EXPECT(cudaMemPoolDestroy(def), cudaErrorInvalidValue); // the default pool stays
  EXPECT(cudaMemPoolGetAttribute(def, cudaMemPoolAttrUsedMemCurrent, nullptr),
         cudaErrorInvalidValue);
  EXPECT(cudaMemPoolTrimTo(nullptr, 0), cudaErrorInvalidValue);
  cudaMemPool_t got;
  EXPECT(cudaDeviceGetDefaultMemPool(&got, 1), cudaErrorInvalidDevice);
  EXPECT(cudaDeviceGetDefaultMemPool(nullptr, 0), cudaErrorInvalidValue);
  EXPECT(cudaDeviceSetMemPool(0, nullptr), cudaErrorInvalidValue);
  int *p = nullptr;
  EXPECT(cudaMallocAsync((void **)nullptr, MiB, s), cudaErrorInvalidValue);
  int host = 0;
  EXPECT(cudaFreeAsync(&host, s), cudaErrorInvalidValue); // not the runtime's memory
  printf("errors: checked\n");
}

int main() {
  cudaMemPool_t def;
  OK(cudaDeviceGetDefaultMemPool(&def, 0));
  OK(cudaMallocHost(&Host, MiB));
  cudaStream_t s, s2;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  uint64_t threshold = attr(def, cudaMemPoolAttrReleaseThreshold);
  int follow = 0;
  OK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseFollowEventDependencies, &follow));
  printf("default pool: release threshold %llu, follows event dependencies %d\n",
         (unsigned long long)threshold, follow);
  CHECK(threshold == 0 && follow == 1);
  sameStream(def, s);
  thresholdAndTrim(def, s, s2);
  acrossStreams(def, s, s2);
  ownPool(def, s);
  errors(def, s);
  OK(cudaStreamDestroy(s));
  OK(cudaStreamDestroy(s2));
  OK(cudaFreeHost(Host));
  printf("%d failures\n", Failures);
  return Failures != 0;
}
