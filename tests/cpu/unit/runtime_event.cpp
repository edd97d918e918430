// Events: completion queries (not ready, then ready), synchronisation,
// elapsed time measured on a steady clock (at least a slept duration), and
// CUDA's error codes for events never recorded, without timing, destroyed,
// or created with invalid flags.
#include "runtime_check.h"

#include <atomic>

static std::atomic<bool> Gate{false};

static void AXLRT_CB waitForGate(void *) {
  while (!Gate)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

static void AXLRT_CB sleep60(void *) {
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
}

int main() {
  axlStream_t S;
  CHECK_OK(axlStreamCreate(&S));
  axlEvent_t E, Start, End, NoTiming;
  CHECK_OK(axlEventCreate(&E));
  CHECK_OK(axlEventCreateWithFlags(&Start, axlEventBlockingSync));
  CHECK_OK(axlEventCreate(&End, axlEventDefault));
  CHECK_OK(axlEventCreateWithFlags(&NoTiming, axlEventDisableTiming));

  // An event never recorded is complete.
  CHECK_OK(axlEventQuery(E));
  CHECK_OK(axlEventSynchronize(E));

  // Not ready while the work before its record is blocked; then ready.
  CHECK_OK(axlLaunchHostFunc(S, waitForGate, nullptr));
  CHECK_OK(axlEventRecord(E, S));
  CHECK_ERR(axlEventQuery(E), axlErrorNotReady);
  CHECK_ERR(axlPeekAtLastError(), axlSuccess);
  CHECK_OK(axlEventRecord(End, S));
  CHECK_OK(axlEventRecord(Start, 0));
  float Ms = 0;
  // End not complete: not ready (Start's record on the null stream waits
  // for the blocking stream S too).
  CHECK_ERR(axlEventElapsedTime(&Ms, Start, End), axlErrorNotReady);
  Gate = true;
  CHECK_OK(axlEventSynchronize(E));
  CHECK_OK(axlEventQuery(E));
  CHECK_OK(axlStreamSynchronize(0));
  std::printf("PASS query\n");

  // Elapsed time covers a 60 ms host function between the records.
  CHECK_OK(axlEventRecord(Start, S));
  CHECK_OK(axlLaunchHostFunc(S, sleep60, nullptr));
  CHECK_OK(axlEventRecordWithFlags(End, S, axlEventRecordDefault));
  CHECK_OK(axlEventSynchronize(End));
  CHECK_OK(axlEventElapsedTime(&Ms, Start, End));
  CHECK(Ms >= 60.0f && Ms < 5000.0f);
  float Back = 0;
  CHECK_OK(axlEventElapsedTime(&Back, End, Start));
  CHECK(Back == -Ms);
  std::printf("PASS timing %s\n", Ms >= 60.0f ? ">= 60 ms" : "too short");

  // Errors.
  axlEvent_t Never;
  CHECK_OK(axlEventCreate(&Never));
  CHECK_ERR(axlEventElapsedTime(&Ms, Start, Never), axlErrorInvalidResourceHandle);
  CHECK_OK(axlEventRecord(NoTiming, S));
  CHECK_OK(axlStreamSynchronize(S));
  CHECK_ERR(axlEventElapsedTime(&Ms, Start, NoTiming), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlEventElapsedTime(nullptr, Start, End), axlErrorInvalidValue);
  CHECK_ERR(axlEventCreateWithFlags(&Never, 0x40), axlErrorInvalidValue);
  CHECK_ERR(axlEventCreateWithFlags(&Never, axlEventInterprocess), axlErrorInvalidValue);
  CHECK_ERR(axlEventCreate(nullptr), axlErrorInvalidValue);
  CHECK_ERR(axlEventRecordWithFlags(E, S, 4), axlErrorInvalidValue);
  CHECK_ERR(axlStreamWaitEvent(S, E, 2), axlErrorInvalidValue);
  CHECK_OK(axlEventDestroy(Never));
  CHECK_ERR(axlEventDestroy(Never), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlEventQuery(Never), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlEventRecord(Never, S), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlGetLastError(), axlErrorInvalidResourceHandle);
  CHECK_ERR(axlGetLastError(), axlSuccess);

  // An event destroyed with its record pending: the record still completes
  // and the stream is unaffected.
  Gate = false;
  CHECK_OK(axlLaunchHostFunc(S, waitForGate, nullptr));
  CHECK_OK(axlEventRecord(E, S));
  CHECK_OK(axlStreamWaitEvent(0, E, 0));
  CHECK_OK(axlEventDestroy(E));
  Gate = true;
  CHECK_OK(axlDeviceSynchronize());
  std::printf("PASS errors\n");

  for (axlEvent_t X : {Start, End, NoTiming})
    CHECK_OK(axlEventDestroy(X));
  CHECK_OK(axlStreamDestroy(S));
  return 0;
}
