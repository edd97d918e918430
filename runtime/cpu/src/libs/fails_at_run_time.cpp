// CPU backend: axl::cpu::detail::failsAtRunTime, the one message per reason
// of the library functions that fail at run time.
#include <axl/cpu/detail/fails_at_run_time.h>

#include <cstdio>
#include <mutex>
#include <set>
#include <string>

void axl::cpu::detail::failsAtRunTime(const char *Function, const char *Reason,
                                      const char *Status) {
  static std::mutex M;
  static std::set<std::string> Said;
  std::lock_guard<std::mutex> G(M);
  if (!Said.insert(Reason).second)
    return;
  std::fprintf(stderr, "axl cpu backend: %s: the CPU backend %s; such calls return %s\n",
               Function, Reason, Status);
}
