// CPU backend NVRTC: compiling a program's CUDA source into a shared object
// that the driver's module loader dlopens (image.h).
//
// The source and the headers given to axlrtcCreateProgram are written into a
// temporary directory and go through the same port as files: axlify (the
// dialect's names), axl-loops (kernels as loops over their threads, inline
// PTX lowered to C++; it also lists the kernels), then the host compiler
// with the CPU backend's flags (axl-config --backend cpu --cflags, which
// force-includes <axl/runtime.h> as nvcc and NVRTC have CUDA's runtime in
// scope) and -shared -fPIC -O2. A generated file includes the result and
// lists its kernels and the name expressions (axl/cpu/detail/rtc_module.h).
// The tools are found next to libaxl_cpu (<lib>/../bin, in a build tree and
// an installed one alike) unless AXL_AXLIFY, AXL_LOOPS or AXL_CONFIG name
// them; the compiler is $AXL_CXX, else the one the backend was built with,
// else g++.
//
// The steps: findToolchain, plan (options, cache key), stage, port, build,
// store (compile.cpp); files and processes in process.h; the module's table
// of kernels in module_table.h.
// Results are cached under $AXL_RTC_CACHE_DIR, else $XDG_CACHE_HOME/axl-rtc,
// else ~/.cache/axl-rtc, keyed by a hash of everything that makes the object
// (source, headers, options, name expressions, the compiler, and the
// backend's library and tools as built).
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace axl::cpu::rtc {

struct Program {
  std::string Source;
  std::string Name; ///< the source's file name in messages
  std::vector<std::pair<std::string, std::string>> Headers; ///< include name, text
  std::vector<std::string> NameExpressions;
};

struct Compiled {
  bool Ok = false;
  std::string Log;          ///< the tools' and the compiler's messages
  std::string SharedObject; ///< its path in the cache
  std::map<std::string, std::string> Lowered; ///< name expression -> symbol
  bool FromCache = false;
};

/// Options: -I/--include-path, -D/--define-macro, -U/--undefine-macro,
/// -include/--pre-include, -std/--std (C++17 at least) and -w apply to the
/// host compile; the rest are for a GPU (-arch, -default-device, -rdc,
/// --use_fast_math, -lineinfo, ...) and are ignored.
Compiled compile(const Program &P, const std::vector<std::string> &Options);

} // namespace axl::cpu::rtc
