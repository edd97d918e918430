// The harness of the examples' reference unit tests (examples/<name>/
// reference_test.cpp): named checks that print "[ok]" or "[FAIL]", and a
// closing line with the exit status. Plain C++17, header only.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace reference_check {

inline int &failures() {
  static int n = 0;
  return n;
}

inline void expect(bool ok, const char *what) {
  std::printf("  [%s] %s\n", ok ? "ok" : "FAIL", what);
  if (!ok)
    ++failures();
}

inline bool same_bits(float a, float b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

inline float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

// "NAME: PASSED (0 failures)" or "FAILED (N failures)"; the exit status.
inline int finish(const char *name) {
  const int n = failures();
  std::printf("%s: %s (%d failure%s)\n", name, n ? "FAILED" : "PASSED", n,
              n == 1 ? "" : "s");
  return n ? 1 : 0;
}

} // namespace reference_check
