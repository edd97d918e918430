// CPU backend: the run-time failure of a library function that the CPU
// backend defines so that code built on it compiles, though it cannot do
// the work (cuDNN's graph API: <axl/cpu/dnn.h>). The function returns the
// library's "not supported" status after this says why, once per reason
// for the whole process, on stderr: a program that falls back or reports
// the status goes on, and its log says what happened.
#pragma once

namespace axl::cpu::detail {

/// Prints "axl cpu backend: <Function>: the CPU backend <Reason>; such
/// calls return <Status>" the first time Reason is given (thread-safe).
/// Defined in libaxl_cpu.
void failsAtRunTime(const char *Function, const char *Reason, const char *Status);

} // namespace axl::cpu::detail
