// CUDA backend: the reliability variables that only the CPU backend
// implements. AXL_FAULT_INJECT (injected faults) and AXL_CCL_MONITOR (the
// collective monitor) change nothing in a CUDA build, so a program that
// includes the dialect stops at start-up, exit status 2, rather than run a
// fault drill without its faults or a monitored job without its monitor.
// One getenv per variable, once per program; no device code.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace axl::cuda::detail {

inline bool refuseCpuOnlyVariables() {
  for (const char *Name : {"AXL_FAULT_INJECT", "AXL_CCL_MONITOR"}) {
    const char *Value = std::getenv(Name);
    if (!Value || !*Value || std::strcmp(Value, "0") == 0)
      continue;
    std::fprintf(stderr,
                 "axl cuda backend: %s=%s is implemented by the CPU backend "
                 "only; unset it for a CUDA build\n",
                 Name, Value);
    std::fflush(stderr);
    std::exit(2);
  }
  return true;
}

/// Checked during static initialisation, before main.
inline const bool CpuOnlyVariablesChecked = refuseCpuOnlyVariables();

} // namespace axl::cuda::detail
