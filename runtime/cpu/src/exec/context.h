// CPU backend, execution engine: switching between fiber stacks. On x86-64
// a switch saves only the callee-saved integer registers (the fibers of a
// block share their OS thread's floating-point environment, so MXCSR and the
// x87 control word are not switched: boost.context's jump_fcontext spends a
// third of its time on them); elsewhere boost.context's fcontext is used.
#pragma once
#include <cstddef>

namespace axl::cpu::detail::fiber {

/// What a resumed context receives: the context that switched to it (to
/// resume that one later) and the pointer it passed.
struct Transfer {
  void *From;
  void *Data;
};

/// Suspends the running context and resumes `To`, passing `Data`.
Transfer jump(void *To, void *Data);

/// A context that, when first resumed, calls Entry on the stack ending at
/// Top (Size bytes). Entry must never return.
void *make(void *Top, size_t Size, void (*Entry)(Transfer));

} // namespace axl::cpu::detail::fiber
