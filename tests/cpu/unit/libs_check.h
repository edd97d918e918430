// Checks shared by the CPU backend's library tests (BLAS, BLAS-Lt, RAND,
// complex): a failed check prints where and what; each section prints
// "<name>: ok" or "<name>: FAILED" for lit; the test exits 1 if any failed.
#pragma once
#include <cstdio>
#include <cstdlib>

inline int &libsFailures() {
  static int Failures = 0;
  return Failures;
}

#define LIBS_CHECK(COND, ...)                                                  \
  do {                                                                         \
    if (!(COND)) {                                                             \
      std::printf("FAIL %s:%d: ", __FILE__, __LINE__);                         \
      std::printf(__VA_ARGS__);                                                \
      std::printf("\n");                                                       \
      if (++libsFailures() > 50) {                                             \
        std::printf("too many failures\n");                                    \
        std::exit(1);                                                          \
      }                                                                        \
    }                                                                          \
  } while (0)

inline void libsSection(const char *Name) {
  static int Reported = 0;
  std::printf("%s: %s\n", Name, libsFailures() == Reported ? "ok" : "FAILED");
  Reported = libsFailures();
}

inline int libsResult() {
  if (libsFailures()) {
    std::printf("%d check(s) failed\n", libsFailures());
    return 1;
  }
  return 0;
}
