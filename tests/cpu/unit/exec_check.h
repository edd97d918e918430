// Checks shared by the CPU backend's execution tests: each failed check
// prints what was expected and what came out; the test exits 1 at the end if
// any failed.
#pragma once
#include <cstdio>
#include <cstdlib>

inline int &execFailures() {
  static int Failures = 0;
  return Failures;
}

#define EXEC_CHECK(COND, ...)                                                  \
  do {                                                                         \
    if (!(COND)) {                                                             \
      std::printf("FAIL %s:%d: ", __FILE__, __LINE__);                         \
      std::printf(__VA_ARGS__);                                                \
      std::printf("\n");                                                       \
      if (++execFailures() > 50) {                                             \
        std::printf("too many failures\n");                                   \
        std::exit(1);                                                          \
      }                                                                        \
    }                                                                          \
  } while (0)

/// Prints "<name>: ok" when no check failed since the last call (the lit
/// tests match these lines), else "<name>: FAILED".
inline void execSection(const char *Name) {
  static int Reported = 0;
  std::printf("%s: %s\n", Name, execFailures() == Reported ? "ok" : "FAILED");
  Reported = execFailures();
}

inline int execResult() {
  if (execFailures()) {
    std::printf("%d check(s) failed\n", execFailures());
    return 1;
  }
  return 0;
}
