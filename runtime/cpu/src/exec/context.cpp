// CPU backend, execution engine: fiber context switches.
#include "context.h"

#include <cstdint>

#if defined(__x86_64__) && defined(__linux__)

// axl_cpu_jump(to, data): pushes the callee-saved registers, saves the stack
// pointer as the suspended context (returned in rax), switches to `to`, pops
// its registers and returns there with rax = our context, rdx = data: a
// Transfer in the System V return registers.
// axl_cpu_fiber_start: where a new context first "returns" to: r12 holds the
// entry function, which receives the Transfer.
asm(R"(
  .text
  .p2align 4
  .type axl_cpu_jump,@function
axl_cpu_jump:
  pushq %rbp
  pushq %rbx
  pushq %r15
  pushq %r14
  pushq %r13
  pushq %r12
  movq %rsp, %rax
  movq %rdi, %rsp
  popq %r12
  popq %r13
  popq %r14
  popq %r15
  popq %rbx
  popq %rbp
  movq %rsi, %rdx
  ret
  .size axl_cpu_jump, .-axl_cpu_jump

  .p2align 4
  .type axl_cpu_fiber_start,@function
axl_cpu_fiber_start:
  movq %rax, %rdi
  movq %rdx, %rsi
  callq *%r12
  ud2
  .size axl_cpu_fiber_start, .-axl_cpu_fiber_start
)");

extern "C" axl::cpu::detail::fiber::Transfer axl_cpu_jump(void *To,
                                                          void *Data);
extern "C" void axl_cpu_fiber_start();

namespace axl::cpu::detail::fiber {

Transfer jump(void *To, void *Data) { return axl_cpu_jump(To, Data); }

void *make(void *Top, size_t, void (*Entry)(Transfer)) {
  // Six saved registers and the return address; after the `ret` the stack
  // pointer is 16-byte aligned, as the entry call needs.
  auto Aligned = reinterpret_cast<uintptr_t>(Top) & ~uintptr_t(15);
  auto *Frame = reinterpret_cast<void **>(Aligned - 72);
  Frame[0] = reinterpret_cast<void *>(Entry); // r12
  for (int I = 1; I < 6; ++I)
    Frame[I] = nullptr; // r13, r14, r15, rbx, rbp
  Frame[6] = reinterpret_cast<void *>(&axl_cpu_fiber_start);
  return Frame;
}

} // namespace axl::cpu::detail::fiber

#else

#include <boost/context/detail/fcontext.hpp>

namespace axl::cpu::detail::fiber {

namespace ctx = boost::context::detail;

Transfer jump(void *To, void *Data) {
  ctx::transfer_t T = ctx::jump_fcontext(To, Data);
  return {T.fctx, T.data};
}

// fcontext entries take a transfer_t: adapt, with the entry kept in a
// thread-local slot between make() and the first jump (the engine passes
// the same entry for every fiber).
static thread_local void (*PendingEntry)(Transfer);
static void start(ctx::transfer_t T) { PendingEntry({T.fctx, T.data}); }

void *make(void *Top, size_t Size, void (*Entry)(Transfer)) {
  PendingEntry = Entry;
  return ctx::make_fcontext(Top, Size, &start);
}

} // namespace axl::cpu::detail::fiber

#endif
