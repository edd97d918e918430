// What axlify cannot port is left in place, with a located warning and exit
// code 1 (review needed).
// RUN: not %axlify %s -o %t.cu 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=PORT --match-full-lines --input-file=%t.cu

__device__ unsigned lane() {
  unsigned id;
  // CHECK: unported.cu:[[@LINE+2]]:3: warning: inline assembly is vendor-specific and is left as is; port it by hand [axl-inline-asm]
  // PORT: asm("mov.u32 %0, %%laneid;" : "=r"(id));
  asm("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}
