// Assertions shared by the runtime unit tests: each prints where and what
// failed, and exits non-zero.
#pragma once
#include <axl/runtime.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

#define CHECK(Cond)                                                                            \
  do {                                                                                         \
    if (!(Cond)) {                                                                             \
      std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #Cond);           \
      std::exit(1);                                                                            \
    }                                                                                          \
  } while (0)

#define CHECK_ERR(Call, Expected)                                                              \
  do {                                                                                         \
    axlError_t Got_ = (Call);                                                                  \
    if (Got_ != (Expected)) {                                                                  \
      std::fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, #Call,  \
                   axlGetErrorName(Got_), axlGetErrorName(Expected));                          \
      std::exit(1);                                                                            \
    }                                                                                          \
  } while (0)

#define CHECK_OK(Call) CHECK_ERR(Call, axlSuccess)

/// An ordered record of what host functions did, for ordering checks.
struct EventLog {
  std::mutex M;
  std::vector<int> Entries;
  void add(int V) {
    std::lock_guard<std::mutex> G(M);
    Entries.push_back(V);
  }
  std::vector<int> take() {
    std::lock_guard<std::mutex> G(M);
    std::vector<int> R;
    R.swap(Entries);
    return R;
  }
};

inline void expectLog(EventLog &Log, std::vector<int> Expected, const char *What) {
  std::vector<int> Got = Log.take();
  if (Got != Expected) {
    std::fprintf(stderr, "%s: log is", What);
    for (int V : Got)
      std::fprintf(stderr, " %d", V);
    std::fprintf(stderr, ", expected");
    for (int V : Expected)
      std::fprintf(stderr, " %d", V);
    std::fprintf(stderr, "\n");
    std::exit(1);
  }
}

/// A host function argument: sleep, then append a value to a log.
struct Step {
  EventLog *Log;
  int Value;
  int SleepMs;
};

inline void AXLRT_CB runStep(void *P) {
  auto *S = static_cast<Step *>(P);
  if (S->SleepMs)
    std::this_thread::sleep_for(std::chrono::milliseconds(S->SleepMs));
  S->Log->add(S->Value);
}
