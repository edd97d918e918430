// CPU backend: device-side assert, as CUDA reports it. A failed assert in a
// kernel prints CUDA's message ("file:line: function: block: [x,y,z],
// thread: [x,y,z] Assertion `condition` failed.") to stderr and stops the
// kernel with axlErrorAssert, the process going on (what stopping means:
// detail::trapKernel in detail/exec.h); in host code it is the C library's
// assert. NDEBUG turns it off as usual.
//
// The backend's include directory has an <assert.h> that includes the C
// library's and then this header, so that assert is this one however often
// a program includes <assert.h> or <cassert>. No include guard: like
// <assert.h>, it defines assert anew each time. The macro passes the calling
// thread's threadIdx, which a kernel rewritten into loops keeps in a
// variable of its own.
#ifdef __cplusplus
#ifndef AXL_CPU_ASSERT_DECLARED
#define AXL_CPU_ASSERT_DECLARED
struct uint3;
extern __thread uint3 axlCpuThreadIdx __attribute__((tls_model("initial-exec")));
namespace axl::cpu::detail {
[[noreturn]] void assertFailed(const char *Condition, const char *File,
                               unsigned Line, const char *Function,
                               const uint3 &Thread) noexcept;
} // namespace axl::cpu::detail
#endif

#ifndef NDEBUG
#undef assert
#define assert(expr)                                                           \
  (static_cast<bool>(expr)                                                     \
       ? void(0)                                                               \
       : ::axl::cpu::detail::assertFailed(#expr, __FILE__, __LINE__,           \
                                          __extension__ __PRETTY_FUNCTION__,   \
                                          axlCpuThreadIdx))
#endif
#endif
