// CPU backend: the mark of a function a dialect header declares but the CPU
// backend does not implement. A call that is compiled fails with this
// message (GCC's and Clang's `error` attribute), at the call; a header that
// only declares it, and code that never calls it, build.
#pragma once
#define AXL_CPU_NOT_PROVIDED(Name)                                             \
  __attribute__((error("axl cpu backend: " Name                                \
                       " is not provided by the CPU backend")))
