// What axlify cannot port is left in place, with a located warning and exit
// code 1 (review needed).
// RUN: not %axlify %s -o %t.cu 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=PORT --match-full-lines --input-file=%t.cu

__device__ unsigned lane() {
  unsigned id;
  // CHECK: unported.cu:[[@LINE+2]]:3: warning: inline PTX is left as is for the CUDA backend; axl-loops lowers it to C++ for the CPU backend (what it cannot lower traps if it runs) [axl-inline-asm]
  // PORT: asm("mov.u32 %0, %%laneid;" : "=r"(id));
  asm("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}
