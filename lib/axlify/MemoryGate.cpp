//===- MemoryGate.cpp - Admit parses while memory allows ------------------===//
#include "axlify/MemoryGate.h"

#include <algorithm>
#include <cstdio>
#include <malloc.h>
#include <unistd.h>

namespace axl {

uint64_t MemoryGate::heapInUse() {
  // The heap, not the resident set: freed memory that malloc keeps for the
  // next parse is resident but available.
  struct mallinfo2 MI = mallinfo2();
  if (uint64_t Heap = MI.uordblks + MI.hblkhd)
    return Heap;
  // An allocator that does not report (the sanitizers' answers 0): the
  // resident set, which only overestimates.
  unsigned long long Size = 0, Resident = 0;
  if (FILE *F = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(F, "%llu %llu", &Size, &Resident) != 2)
      Resident = 0;
    std::fclose(F);
  }
  const long PageSize = sysconf(_SC_PAGE_SIZE);
  return PageSize > 0 ? Resident * uint64_t(PageSize) : 0;
}

uint64_t MemoryGate::defaultLimit() {
  long Pages = sysconf(_SC_PHYS_PAGES), PageSize = sysconf(_SC_PAGE_SIZE);
  return Pages > 0 && PageSize > 0 ? uint64_t(Pages) * uint64_t(PageSize) / 2
                                   : 0;
}

uint64_t MemoryGate::enter() {
  std::unique_lock<std::mutex> L(M);
  bool Counted = false;
  while (Limit && Running > 0 && heapInUse() + PerParse > Limit) {
    Waited += !Counted;
    Counted = true;
    CV.wait(L);
  }
  ++Running;
  MaxRunning = std::max(MaxRunning, Running);
  return heapInUse();
}

void MemoryGate::peak(uint64_t AtStart) {
  uint64_t Now = heapInUse();
  std::lock_guard<std::mutex> L(M);
  // With parses in parallel the growth counts theirs too: an overestimate,
  // which only admits fewer.
  if (Now > AtStart)
    PerParse = std::max(PerParse, Now - AtStart);
}

void MemoryGate::leave() {
  {
    std::lock_guard<std::mutex> L(M);
    --Running;
  }
  CV.notify_all();
}

} // namespace axl
