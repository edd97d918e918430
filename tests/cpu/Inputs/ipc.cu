// CUDA IPC between two processes: the program forks before it uses CUDA.
// The parent allocates device memory, fills it with a kernel behind a slow
// host function, records an interprocess event after it and sends the
// memory and event handles over a socket. The child opens both, makes its
// stream wait on the event, checks the values with a kernel and doubles
// them, then records the same event; the parent synchronizes on it and
// checks the doubled values. Then a pool made for export: the parent sends
// the pool's file descriptor (SCM_RIGHTS) and a pointer's export data, the
// child imports both, checks the values and negates them, and the parent
// checks. The child sends its counts back; the parent prints every line.
// CUDA's errors on both sides.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int Failures = 0;

#define EXPECT(call, want)                                                     \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != (want)) {                                                        \
      printf("FAIL %s line %d: %s gave %s, expected %s\n", Side, __LINE__,     \
             #call, cudaGetErrorName(e_), cudaGetErrorName(want));             \
      ++Failures;                                                              \
    }                                                                          \
    (void)cudaGetLastError();                                                  \
  } while (0)
#define OK(call) EXPECT(call, cudaSuccess)
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s line %d: %s\n", Side, __LINE__, #cond);                  \
      ++Failures;                                                              \
    }                                                                          \
  } while (0)

static const char *Side = "parent";
constexpr int N = 100000;
constexpr int PoolN = 5000;

__global__ void fill(int *p, int n, int mul, int add) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i * mul + add;
}

// Counts the values that are not i * mul + add, and doubles each.
__global__ void checkAndDouble(int *p, int n, int mul, int add, int *errors) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if (p[i] != i * mul + add)
      atomicAdd(errors, 1);
    p[i] *= 2;
  }
}

static void sleepMs(void *ms) { usleep(1000u * (unsigned)(uintptr_t)ms); }

static void sendAll(int fd, const void *data, size_t size) {
  const char *p = (const char *)data;
  while (size) {
    ssize_t n = write(fd, p, size);
    if (n <= 0) {
      perror("write");
      _exit(3);
    }
    p += n;
    size -= (size_t)n;
  }
}

static void recvAll(int fd, void *data, size_t size) {
  char *p = (char *)data;
  while (size) {
    ssize_t n = read(fd, p, size);
    if (n <= 0) {
      perror("read");
      _exit(3);
    }
    p += n;
    size -= (size_t)n;
  }
}

static void sendFd(int sock, int fd) {
  char byte = 'F';
  iovec iov = {&byte, 1};
  char control[CMSG_SPACE(sizeof(int))] = {};
  msghdr msg = {};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  cmsghdr *c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(c), &fd, sizeof fd);
  if (sendmsg(sock, &msg, 0) != 1) {
    perror("sendmsg");
    _exit(3);
  }
}

static int recvFd(int sock) {
  char byte = 0;
  iovec iov = {&byte, 1};
  char control[CMSG_SPACE(sizeof(int))] = {};
  msghdr msg = {};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  if (recvmsg(sock, &msg, 0) != 1)
    return -1;
  cmsghdr *c = CMSG_FIRSTHDR(&msg);
  if (!c || c->cmsg_type != SCM_RIGHTS)
    return -1;
  int fd;
  memcpy(&fd, CMSG_DATA(c), sizeof fd);
  return fd;
}

/// What the child reports.
struct ChildReport {
  int waitedWrong;   // values wrong when its stream ran after the event
  int reopenedSame;  // opening the handle twice gave one mapping
  int poolWrong;     // values of the imported pool pointer that were wrong
  int errorsChecked; // error cases checked
  int failures;
};

static int child(int sock) {
  Side = "child";
  ChildReport report = {};
  cudaIpcMemHandle_t memHandle;
  cudaIpcEventHandle_t eventHandle;
  recvAll(sock, &memHandle, sizeof memHandle);
  recvAll(sock, &eventHandle, sizeof eventHandle);
  int *buf = nullptr, *again = nullptr, *errors = nullptr;
  cudaEvent_t ev;
  OK(cudaIpcOpenMemHandle((void **)&buf, memHandle, cudaIpcMemLazyEnablePeerAccess));
  OK(cudaIpcOpenMemHandle((void **)&again, memHandle, cudaIpcMemLazyEnablePeerAccess));
  report.reopenedSame = buf == again;
  OK(cudaIpcOpenEventHandle(&ev, eventHandle));
  OK(cudaMalloc(&errors, sizeof(int)));
  OK(cudaMemset(errors, 0, sizeof(int)));
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  // After the parent's fill: the wait is all that orders them.
  OK(cudaStreamWaitEvent(s, ev, 0));
  checkAndDouble<<<(N + 255) / 256, 256, 0, s>>>(buf, N, 3, 1, errors);
  OK(cudaLaunchHostFunc(s, sleepMs, (void *)(uintptr_t)100));
  OK(cudaEventRecord(ev, s)); // the parent synchronizes on it
  char recorded = 'R';
  sendAll(sock, &recorded, 1);
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(&report.waitedWrong, errors, sizeof(int), cudaMemcpyDeviceToHost));
  OK(cudaIpcCloseMemHandle(again));
  OK(cudaIpcCloseMemHandle(buf));
  EXPECT(cudaIpcCloseMemHandle(buf), cudaErrorInvalidValue); // closed twice

  // The exported pool and one of its pointers.
  int poolFd = recvFd(sock);
  cudaMemPoolPtrExportData data;
  recvAll(sock, &data, sizeof data);
  CHECK(poolFd >= 0);
  cudaMemPool_t imported;
  OK(cudaMemPoolImportFromShareableHandle(&imported, (void *)(uintptr_t)poolFd,
                                          cudaMemHandleTypePosixFileDescriptor, 0));
  close(poolFd);
  int *shared = nullptr;
  OK(cudaMemPoolImportPointer((void **)&shared, imported, &data));
  static int host[PoolN];
  OK(cudaMemcpy(host, shared, sizeof host, cudaMemcpyDeviceToHost));
  for (int i = 0; i < PoolN; ++i) {
    report.poolWrong += host[i] != 7 * i;
    host[i] = -host[i];
  }
  OK(cudaMemcpy(shared, host, sizeof host, cudaMemcpyHostToDevice));
  OK(cudaFree(shared));

  // Errors.
  cudaMemPoolPtrExportData junk = {};
  EXPECT(cudaMemPoolImportPointer((void **)&shared, imported, &junk), cudaErrorInvalidValue);
  EXPECT(cudaMallocFromPoolAsync((void **)&shared, 256, imported, s), cudaErrorInvalidValue);
  EXPECT(cudaDeviceSetMemPool(0, imported), cudaErrorInvalidValue);
  OK(cudaMemPoolDestroy(imported));
  cudaIpcMemHandle_t zero = {};
  EXPECT(cudaIpcOpenMemHandle((void **)&again, zero, cudaIpcMemLazyEnablePeerAccess),
         cudaErrorMapBufferObjectFailed);
  cudaIpcEventHandle_t zeroEvent = {};
  EXPECT(cudaIpcOpenEventHandle(&ev, zeroEvent), cudaErrorMapBufferObjectFailed);
  report.errorsChecked = 6;
  OK(cudaStreamDestroy(s));
  OK(cudaFree(errors));
  report.failures = Failures;
  sendAll(sock, &report, sizeof report);
  fflush(stdout);
  return Failures != 0;
}

static int parent(int sock, pid_t pid) {
  int *buf = nullptr;
  OK(cudaMalloc(&buf, N * sizeof(int)));
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cudaEvent_t ev;
  OK(cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming));
  cudaIpcMemHandle_t memHandle;
  cudaIpcEventHandle_t eventHandle;
  OK(cudaIpcGetMemHandle(&memHandle, buf));
  OK(cudaIpcGetEventHandle(&eventHandle, ev));
  // The values come late: the child sees them only through the event.
  OK(cudaLaunchHostFunc(s, sleepMs, (void *)(uintptr_t)200));
  fill<<<(N + 255) / 256, 256, 0, s>>>(buf, N, 3, 1);
  OK(cudaEventRecord(ev, s));
  sendAll(sock, &memHandle, sizeof memHandle);
  sendAll(sock, &eventHandle, sizeof eventHandle);

  // The child records the event after its kernel; synchronizing on it here
  // waits for that record.
  char recorded = 0;
  recvAll(sock, &recorded, 1);
  OK(cudaEventSynchronize(ev));
  OK(cudaEventQuery(ev));
  static int host[N];
  OK(cudaMemcpy(host, buf, sizeof host, cudaMemcpyDeviceToHost));
  int doubledWrong = 0;
  for (int i = 0; i < N; ++i)
    doubledWrong += host[i] != 2 * (i * 3 + 1);

  // A pool for export, and a pointer of it.
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t pool;
  OK(cudaMemPoolCreate(&pool, &props));
  int *shared = nullptr;
  OK(cudaMallocFromPoolAsync((void **)&shared, PoolN * sizeof(int), pool, s));
  fill<<<(PoolN + 255) / 256, 256, 0, s>>>(shared, PoolN, 7, 0);
  OK(cudaStreamSynchronize(s)); // the allocation and values exist before the import
  int poolFd = -1;
  OK(cudaMemPoolExportToShareableHandle(&poolFd, pool, cudaMemHandleTypePosixFileDescriptor, 0));
  cudaMemPoolPtrExportData data;
  OK(cudaMemPoolExportPointer(&data, shared));
  sendFd(sock, poolFd);
  close(poolFd);
  sendAll(sock, &data, sizeof data);

  ChildReport report;
  recvAll(sock, &report, sizeof report);
  static int poolHost[PoolN];
  OK(cudaMemcpy(poolHost, shared, sizeof poolHost, cudaMemcpyDeviceToHost));
  int negatedWrong = 0;
  for (int i = 0; i < PoolN; ++i)
    negatedWrong += poolHost[i] != -7 * i;
  int status = 0;
  waitpid(pid, &status, 0);

  printf("child: waited on the parent's event, %d of %d values wrong; one mapping for two "
         "opens: %s\n",
         report.waitedWrong, N, report.reopenedSame ? "yes" : "no");
  printf("parent: synchronized on the child's record, %d of %d values not doubled\n",
         doubledWrong, N);
  printf("pool pointer: child read %d of %d wrong, parent read %d of %d not negated\n",
         report.poolWrong, PoolN, negatedWrong, PoolN);
  CHECK(report.waitedWrong == 0 && report.reopenedSame && doubledWrong == 0 &&
        report.poolWrong == 0 && negatedWrong == 0);

  // Errors.
  void *p = nullptr;
  EXPECT(cudaIpcOpenMemHandle(&p, memHandle, cudaIpcMemLazyEnablePeerAccess),
         cudaErrorDeviceUninitialized); // its own handle
  EXPECT(cudaIpcOpenMemHandle(&p, memHandle, 2), cudaErrorInvalidValue);
  EXPECT(cudaIpcOpenMemHandle(nullptr, memHandle, cudaIpcMemLazyEnablePeerAccess),
         cudaErrorInvalidValue);
  EXPECT(cudaIpcGetMemHandle(nullptr, buf), cudaErrorInvalidValue);
  EXPECT(cudaIpcGetMemHandle(&memHandle, shared), cudaErrorInvalidValue); // pool memory
  EXPECT(cudaIpcCloseMemHandle(buf), cudaErrorInvalidValue); // not opened
  cudaEvent_t plain;
  OK(cudaEventCreate(&plain));
  EXPECT(cudaIpcGetEventHandle(&eventHandle, plain), cudaErrorInvalidResourceHandle);
  EXPECT(cudaEventCreateWithFlags(&plain, cudaEventInterprocess), cudaErrorInvalidValue);
  cudaMemPool_t def;
  OK(cudaDeviceGetDefaultMemPool(&def, 0));
  EXPECT(cudaMemPoolExportToShareableHandle(&poolFd, def, cudaMemHandleTypePosixFileDescriptor,
                                            0),
         cudaErrorInvalidValue); // not made for export
  EXPECT(cudaMemPoolExportToShareableHandle(&poolFd, pool, cudaMemHandleTypePosixFileDescriptor,
                                            1),
         cudaErrorInvalidValue);
  OK(cudaFreeAsync(shared, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemPoolDestroy(pool));
  OK(cudaEventDestroy(ev));
  OK(cudaFree(buf));
  OK(cudaStreamDestroy(s));
  bool childOk = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  printf("errors: %d checked in the child, 10 in the parent\n", report.errorsChecked);
  printf("child exit: %s, %d failures; parent: %d failures\n", childOk ? "ok" : "failed",
         report.failures, Failures);
  return !childOk || Failures != 0;
}

int main() {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
    perror("socketpair");
    return 2;
  }
  fflush(stdout);
  pid_t pid = fork(); // before any CUDA call, as CUDA requires
  if (pid < 0) {
    perror("fork");
    return 2;
  }
  if (pid == 0) {
    close(sv[0]);
    return child(sv[1]);
  }
  close(sv[1]);
  return parent(sv[0], pid);
}
