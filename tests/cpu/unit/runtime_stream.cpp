// Streams: in-order asynchronous execution, dependencies through events, the
// legacy default stream's synchronisation with blocking streams (and not
// with non-blocking ones), per-thread default streams, queries, destruction
// with pending work, and invalid handles. Host functions that sleep and log
// make every wrong ordering observable.
#include "runtime_check.h"

#include <atomic>
#include <cstring>

static EventLog Log;

static void inOrderOnOneStream() {
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  constexpr int N = 200;
  int *Dev = nullptr;
  CHECK_OK(axlMalloc(&Dev, N * sizeof(int)));
  static int Host[N];
  for (int I = 0; I < N; ++I)
    Host[I] = I * 7 + 1;
  // memset, then alternately copy one element and check everything before it.
  CHECK_OK(axlMemsetAsync(Dev, 0, N * sizeof(int), S));
  struct Probe {
    int *Dev;
    int Upto;
    std::atomic<int> *Bad;
  };
  std::atomic<int> Bad{0};
  static Probe Probes[N];
  for (int I = 0; I < N; ++I) {
    CHECK_OK(axlMemcpyAsync(Dev + I, Host + I, sizeof(int), axlMemcpyHostToDevice, S));
    Probes[I] = Probe{Dev, I, &Bad};
    CHECK_OK(axlLaunchHostFunc(
        S,
        [](void *P) {
          auto *Pr = static_cast<Probe *>(P);
          for (int J = 0; J < N; ++J)
            if (Pr->Dev[J] != (J <= Pr->Upto ? J * 7 + 1 : 0))
              ++*Pr->Bad;
        },
        &Probes[I]));
  }
  int Out[N];
  CHECK_OK(axlMemcpyAsync(Out, Dev, sizeof(Out), axlMemcpyDeviceToHost, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Bad == 0);
  for (int I = 0; I < N; ++I)
    CHECK(Out[I] == I * 7 + 1);
  CHECK_OK(axlFree(Dev));
  CHECK_OK(axlStreamDestroy(S));
  std::printf("PASS in-order\n");
}

static void eventDependencies() {
  axlStream_t S1, S2, S3;
  CHECK_OK(axlStreamCreateWithFlags(&S1, axlStreamNonBlocking));
  CHECK_OK(axlStreamCreateWithFlags(&S2, axlStreamNonBlocking));
  CHECK_OK(axlStreamCreateWithFlags(&S3, axlStreamNonBlocking));
  axlEvent_t E;
  CHECK_OK(axlEventCreate(&E));
  // S2 waits for S1's slow step; S3 does not wait.
  Step Slow{&Log, 1, 150}, After{&Log, 2, 0}, Free{&Log, 3, 0};
  CHECK_OK(axlLaunchHostFunc(S1, runStep, &Slow));
  CHECK_OK(axlEventRecord(E, S1));
  CHECK_OK(axlStreamWaitEvent(S2, E, 0));
  CHECK_OK(axlLaunchHostFunc(S2, runStep, &After));
  CHECK_OK(axlLaunchHostFunc(S3, runStep, &Free));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {3, 1, 2}, "event dependency");

  // A wait is for the record that was latest when the wait was issued: a
  // later re-record of the event (here 300 ms later) is not waited for.
  Step First{&Log, 1, 100}, Waiter{&Log, 2, 0}, Late{&Log, 3, 300};
  CHECK_OK(axlLaunchHostFunc(S1, runStep, &First));
  CHECK_OK(axlEventRecord(E, S1));
  CHECK_OK(axlStreamWaitEvent(S2, E, 0));
  CHECK_OK(axlLaunchHostFunc(S3, runStep, &Late));
  CHECK_OK(axlEventRecord(E, S3));
  CHECK_OK(axlLaunchHostFunc(S2, runStep, &Waiter));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {1, 2, 3}, "wait on the record current at the call");

  // An event never recorded imposes no wait.
  axlEvent_t Fresh;
  CHECK_OK(axlEventCreate(&Fresh));
  Step Blocked{&Log, 4, 150}, NotBlocked{&Log, 5, 0};
  CHECK_OK(axlLaunchHostFunc(S1, runStep, &Blocked));
  CHECK_OK(axlStreamWaitEvent(S2, Fresh, 0));
  CHECK_OK(axlLaunchHostFunc(S2, runStep, &NotBlocked));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {5, 4}, "never-recorded event");

  CHECK_OK(axlEventDestroy(Fresh));
  CHECK_OK(axlEventDestroy(E));
  for (axlStream_t S : {S1, S2, S3})
    CHECK_OK(axlStreamDestroy(S));
  std::printf("PASS events\n");
}

static void legacyStream() {
  axlStream_t Blocking, NonBlocking;
  CHECK_OK(axlStreamCreate(&Blocking));
  CHECK_OK(axlStreamCreateWithFlags(&NonBlocking, axlStreamNonBlocking));
  unsigned Flags = 99;
  CHECK_OK(axlStreamGetFlags(NonBlocking, &Flags));
  CHECK(Flags == axlStreamNonBlocking);
  CHECK_OK(axlStreamGetFlags(0, &Flags));
  CHECK(Flags == axlStreamDefault);

  // Null stream work waits for prior work of a blocking stream...
  Step SlowB{&Log, 1, 150}, Null{&Log, 2, 0};
  CHECK_OK(axlLaunchHostFunc(Blocking, runStep, &SlowB));
  CHECK_OK(axlLaunchHostFunc(0, runStep, &Null));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {1, 2}, "null stream after blocking stream");
  // ...and blocking stream work waits for prior null stream work.
  Step SlowNull{&Log, 1, 150}, B{&Log, 2, 0};
  CHECK_OK(axlLaunchHostFunc(axlStreamLegacy, runStep, &SlowNull));
  CHECK_OK(axlLaunchHostFunc(Blocking, runStep, &B));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {1, 2}, "blocking stream after null stream");
  // A non-blocking stream does neither.
  Step SlowNB{&Log, 1, 150}, Null2{&Log, 2, 0};
  CHECK_OK(axlLaunchHostFunc(NonBlocking, runStep, &SlowNB));
  CHECK_OK(axlLaunchHostFunc(0, runStep, &Null2));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {2, 1}, "null stream vs non-blocking stream");
  Step SlowNull2{&Log, 1, 150}, NB{&Log, 2, 0};
  CHECK_OK(axlLaunchHostFunc(0, runStep, &SlowNull2));
  CHECK_OK(axlLaunchHostFunc(NonBlocking, runStep, &NB));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {2, 1}, "non-blocking stream vs null stream");
  // The synchronous axlMemcpy is null-stream work: it waits for the blocking
  // stream's pending write.
  static int Value = 0;
  int Copy = -1;
  CHECK_OK(axlLaunchHostFunc(
      Blocking,
      [](void *) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        Value = 42;
      },
      nullptr));
  CHECK_OK(axlMemcpy(&Copy, &Value, sizeof(int), axlMemcpyDeviceToHost));
  CHECK(Copy == 42);

  // The per-thread default stream is a blocking stream.
  Step PerThread{&Log, 1, 150}, Null3{&Log, 2, 0};
  std::thread([&] { CHECK_OK(axlLaunchHostFunc(axlStreamPerThread, runStep, &PerThread)); })
      .join();
  CHECK_OK(axlLaunchHostFunc(0, runStep, &Null3));
  CHECK_OK(axlDeviceSynchronize());
  expectLog(Log, {1, 2}, "null stream after per-thread stream");

  CHECK_OK(axlStreamDestroy(Blocking));
  CHECK_OK(axlStreamDestroy(NonBlocking));
  std::printf("PASS legacy\n");
}

static void queryDestroyAndCallbacks() {
  axlStream_t S;
  CHECK_OK(axlStreamCreateWithPriority(&S, axlStreamDefault, -3));
  int Least = 1, Greatest = 1, Priority = 1;
  CHECK_OK(axlDeviceGetStreamPriorityRange(&Least, &Greatest));
  CHECK_OK(axlStreamGetPriority(S, &Priority));
  CHECK(Priority >= Greatest && Priority <= Least); // clamped into the range

  static std::atomic<bool> Gate{false};
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        while (!Gate)
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
      },
      nullptr));
  CHECK_ERR(axlStreamQuery(S), axlErrorNotReady);
  CHECK_ERR(axlGetLastError(), axlSuccess); // not-ready is a status, not an error
  Gate = true;
  CHECK_OK(axlStreamSynchronize(S));
  CHECK_OK(axlStreamQuery(S));

  // A callback gets its stream and the device status.
  struct Seen {
    axlStream_t Stream;
    axlError_t Status;
  };
  static Seen Got{nullptr, axlErrorUnknown};
  CHECK_OK(axlStreamAddCallback(
      S, [](axlStream_t St, axlError_t Status, void *) { Got = Seen{St, Status}; }, nullptr,
      0));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Got.Stream == S && Got.Status == axlSuccess);
  CHECK_ERR(axlStreamAddCallback(S, [](axlStream_t, axlError_t, void *) {}, nullptr, 1),
            axlErrorInvalidValue);

  // Runtime calls that block are not permitted in host functions.
  static axlError_t Inside = axlSuccess;
  static axlStream_t Self;
  Self = S;
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        Inside = axlStreamSynchronize(Self);
      },
      nullptr));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK(Inside == axlErrorNotPermitted);
  axlGetLastError();

  // Destroying a stream lets its pending work finish.
  static std::atomic<bool> Done{false};
  CHECK_OK(axlLaunchHostFunc(
      S,
      [](void *) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        Done = true;
      },
      nullptr));
  CHECK_OK(axlStreamDestroy(S));
  CHECK_OK(axlDeviceSynchronize());
  CHECK(Done);

  // Invalid handles and arguments.
  CHECK_ERR(axlLaunchHostFunc(S, runStep, nullptr), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlStreamDestroy(S), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlStreamDestroy(0), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlStreamSynchronize(S), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlStreamCreate(nullptr), axlErrorInvalidValue);
  axlStream_t T;
  CHECK_ERR(axlStreamCreateWithFlags(&T, 2), axlErrorInvalidValue);
  CHECK_ERR(axlLaunchHostFunc(0, nullptr, nullptr), axlErrorInvalidValue);
  axlGetLastError();

  // Many streams run concurrently: four 200 ms steps take far less than 800.
  axlStream_t Many[4];
  Step Steps[4];
  auto Start = std::chrono::steady_clock::now();
  for (int I = 0; I < 4; ++I) {
    CHECK_OK(axlStreamCreateWithFlags(&Many[I], axlStreamNonBlocking));
    Steps[I] = Step{&Log, I, 200};
    CHECK_OK(axlLaunchHostFunc(Many[I], runStep, &Steps[I]));
  }
  CHECK_OK(axlDeviceSynchronize());
  double Ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start)
                  .count();
  CHECK(Log.take().size() == 4);
  CHECK(Ms < 700);
  for (axlStream_t M : Many)
    CHECK_OK(axlStreamDestroy(M));
  unsigned long long Id1 = 0, Id2 = 0;
  CHECK_OK(axlStreamGetId(0, &Id1));
  CHECK_OK(axlStreamGetId(axlStreamPerThread, &Id2));
  CHECK(Id1 != Id2);
  std::printf("PASS query-destroy-callbacks\n");
}

int main() {
  inOrderOnOneStream();
  eventDependencies();
  legacyStream();
  queryDestroyAndCallbacks();
  return 0;
}
