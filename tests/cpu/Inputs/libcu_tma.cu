// A transaction-count barrier call (TMA) on the CPU backend: a compile error
// naming it.
#include <cuda/barrier>
void arrive(cuda::barrier<cuda::thread_scope_block> &bar) {
  (void)cuda::device::barrier_arrive_tx(bar, 1, 128);
}
