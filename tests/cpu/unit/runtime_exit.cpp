// Process exit with work still queued: the executors finish it (user,
// destroyed, per-thread and legacy streams) before the process ends, and
// nothing crashes.
#include "runtime_check.h"

static void AXLRT_CB say(void *Text) {
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  std::printf("%s\n", static_cast<const char *>(Text));
  std::fflush(stdout);
}

int main() {
  axlStream_t S, Destroyed;
  CHECK_OK(axlStreamCreateWithFlags(&S, axlStreamNonBlocking));
  CHECK_OK(axlStreamCreate(&Destroyed));
  CHECK_OK(axlLaunchHostFunc(S, say, const_cast<char *>("user stream work ran")));
  CHECK_OK(axlLaunchHostFunc(Destroyed, say, const_cast<char *>("destroyed stream work ran")));
  CHECK_OK(axlStreamDestroy(Destroyed));
  std::thread([] {
    CHECK_OK(axlLaunchHostFunc(axlStreamPerThread, say,
                               const_cast<char *>("per-thread stream work ran")));
  }).join();
  CHECK_OK(axlLaunchHostFunc(0, say, const_cast<char *>("legacy stream work ran")));
  std::printf("main returns\n");
  std::fflush(stdout);
  return 0;
}
