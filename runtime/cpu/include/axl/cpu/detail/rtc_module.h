// CPU backend: what a module compiled by the backend's NVRTC (axlrtc,
// src/libs/rtc.cpp) exports to the driver's module loader. The generated
// module source includes the ported program and then lists, with
// AXL_CPU_RTC_SYMBOL, every kernel axl-loops found that is not a template
// and every name expression given to axlrtcAddNameExpression. Each entry is
// made when the module is loaded (dlopen runs the initialisers): a kernel's
// signature is registered then, so axlLaunchKernel and axlDrvLaunchKernel can
// launch it by address. Not a dialect header.
#pragma once
#include <axl/cpu/detail/kernel_launch.h>

#include <cstddef>
#include <type_traits>

namespace axl::cpu::rtc {

/// One exported name: a kernel or a __device__ variable.
struct ModuleSymbol {
  const char *Name;    ///< as the program wrote it (a name expression, or
                       ///< the kernel's qualified name)
  const void *Address; ///< the function or the variable
  size_t Size;         ///< a variable's size; 0 for a kernel
  bool Kernel;
};

template <class T> ModuleSymbol moduleSymbol(const char *Name, T *Address) {
  if constexpr (std::is_function<T>::value) {
    ::axl::cpu::detail::noteKernel<T>(reinterpret_cast<const void *>(Address), Name);
    return {Name, reinterpret_cast<const void *>(Address), 0, true};
  } else {
    return {Name, static_cast<const void *>(Address), sizeof(T), false};
  }
}

} // namespace axl::cpu::rtc

/// The table's symbol in each module (C linkage, looked up with dlsym), and
/// its number of entries.
#define AXL_CPU_RTC_TABLE axl_cpu_rtc_symbols
#define AXL_CPU_RTC_TABLE_SIZE axl_cpu_rtc_symbol_count
namespace axl::cpu::rtc {
inline constexpr char TableSymbol[] = "axl_cpu_rtc_symbols";
inline constexpr char TableSizeSymbol[] = "axl_cpu_rtc_symbol_count";
} // namespace axl::cpu::rtc
#define AXL_CPU_RTC_SYMBOL(Name, ...)                                          \
  ::axl::cpu::rtc::moduleSymbol(Name, &(__VA_ARGS__))
