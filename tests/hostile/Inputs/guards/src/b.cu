#include "once.cuh"
#include "guard.h"
#include "once.cuh"
void b() {
  void *p;
  guardAlloc(&p);
  onceSync();
}
