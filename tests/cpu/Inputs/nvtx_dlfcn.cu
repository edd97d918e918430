// Code that uses dlsym, dlopen and pthreads having included only NVTX (and
// the runtime), as NVTX3 includes <dlfcn.h> and <pthread.h> itself on POSIX
// systems. Prints one line.
#include <nvtx3/nvToolsExt.h>
#include <cstdio>

int main() {
  nvtxRangePushA("lookup");
  void *self = dlopen(nullptr, RTLD_NOW);
  void *entry = dlsym(RTLD_DEFAULT, "cudaGetDriverEntryPoint");
  pthread_t thread = pthread_self();
  nvtxRangePop();
  std::printf("dlopen %s, cudaGetDriverEntryPoint %s, thread %s, pid %s\n",
              self ? "ok" : "failed", entry ? "found" : "missing",
              pthread_equal(thread, pthread_self()) ? "same" : "other",
              getpid() > 0 ? "positive" : "none");
  if (self)
    dlclose(self);
  return self && entry ? 0 : 1;
}
