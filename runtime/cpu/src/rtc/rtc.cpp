// CPU backend of NVRTC (<axl/rtc.h>): programs compiled into shared objects
// (compile.h) that the driver's modules load (image.h).
#include "compile.h"
#include "image.h"

#include <axl/rtc.h>

#include <cstring>
#include <new>

struct _nvrtcProgram {
  axl::cpu::rtc::Program Program;
  bool Compiled = false;
  std::string Log;
  std::string Image; ///< with its terminating NUL, once compiled
  std::map<std::string, std::string> Lowered;
};

namespace {

/// The CUDA version whose NVRTC this one stands for.
constexpr int Major = 13, Minor = 0;
/// What -arch may name (the toolkit's list; every one compiles alike here).
constexpr int Archs[] = {75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121};

axlrtcResult copyOut(const std::string &Text, char *Out) {
  if (!Out)
    return AXLRTC_ERROR_INVALID_INPUT;
  std::memcpy(Out, Text.c_str(), Text.size() + 1);
  return AXLRTC_SUCCESS;
}

} // namespace

extern "C" {

const char *axlrtcGetErrorString(axlrtcResult result) {
  switch (result) {
#define AXL_CPU_RTC_CASE(R)                                                   \
  case R:                                                                     \
    return #R;
    AXL_CPU_RTC_CASE(AXLRTC_SUCCESS)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_OUT_OF_MEMORY)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_PROGRAM_CREATION_FAILURE)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_INVALID_INPUT)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_INVALID_PROGRAM)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_INVALID_OPTION)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_COMPILATION)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_BUILTIN_OPERATION_FAILURE)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_NAME_EXPRESSION_NOT_VALID)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_INTERNAL_ERROR)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_TIME_FILE_WRITE_FAILED)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_NO_PCH_CREATE_ATTEMPTED)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_PCH_CREATE)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_CANCELLED)
    AXL_CPU_RTC_CASE(AXLRTC_ERROR_TIME_TRACE_FILE_WRITE_FAILED)
#undef AXL_CPU_RTC_CASE
  }
  return "AXLRTC_ERROR unknown";
}

axlrtcResult axlrtcVersion(int *major, int *minor) {
  if (!major || !minor)
    return AXLRTC_ERROR_INVALID_INPUT;
  *major = Major;
  *minor = Minor;
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcGetNumSupportedArchs(int *numArchs) {
  if (!numArchs)
    return AXLRTC_ERROR_INVALID_INPUT;
  *numArchs = int(sizeof Archs / sizeof Archs[0]);
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcGetSupportedArchs(int *supportedArchs) {
  if (!supportedArchs)
    return AXLRTC_ERROR_INVALID_INPUT;
  std::memcpy(supportedArchs, Archs, sizeof Archs);
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcCreateProgram(axlrtcProgram *prog, const char *src, const char *name,
                                 int numHeaders, const char *const *headers,
                                 const char *const *includeNames) {
  if (!prog || !src || numHeaders < 0 || (numHeaders > 0 && (!headers || !includeNames)))
    return AXLRTC_ERROR_INVALID_INPUT;
  auto *P = new (std::nothrow) _nvrtcProgram;
  if (!P)
    return AXLRTC_ERROR_OUT_OF_MEMORY;
  P->Program.Source = src;
  P->Program.Name = name ? name : "";
  for (int I = 0; I < numHeaders; ++I) {
    if (!includeNames[I]) {
      delete P;
      return AXLRTC_ERROR_INVALID_INPUT;
    }
    P->Program.Headers.emplace_back(includeNames[I], headers[I] ? headers[I] : "");
  }
  *prog = P;
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcDestroyProgram(axlrtcProgram *prog) {
  if (!prog || !*prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  delete *prog;
  *prog = nullptr;
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcAddNameExpression(axlrtcProgram prog, const char *const name_expression) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  if (!name_expression || !*name_expression)
    return AXLRTC_ERROR_INVALID_INPUT;
  if (prog->Compiled)
    return AXLRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  prog->Program.NameExpressions.push_back(name_expression);
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcCompileProgram(axlrtcProgram prog, int numOptions,
                                  const char *const *options) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  if (numOptions < 0 || (numOptions > 0 && !options))
    return AXLRTC_ERROR_INVALID_INPUT;
  std::vector<std::string> Options;
  for (int I = 0; I < numOptions; ++I) {
    if (!options[I])
      return AXLRTC_ERROR_INVALID_OPTION;
    Options.push_back(options[I]);
  }
  axl::cpu::rtc::Compiled C = axl::cpu::rtc::compile(prog->Program, Options);
  prog->Log = C.Log;
  if (!C.Ok)
    return AXLRTC_ERROR_COMPILATION;
  prog->Compiled = true;
  prog->Image = axl::cpu::rtc::makeImage(C.SharedObject);
  prog->Lowered = std::move(C.Lowered);
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcGetProgramLogSize(axlrtcProgram prog, size_t *logSizeRet) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  if (!logSizeRet)
    return AXLRTC_ERROR_INVALID_INPUT;
  *logSizeRet = prog->Log.size() + 1;
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcGetProgramLog(axlrtcProgram prog, char *log) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  return copyOut(prog->Log, log);
}

// PTX and CUBIN are the same image (image.h), text with its NUL.
axlrtcResult axlrtcGetCUBINSize(axlrtcProgram prog, size_t *cubinSizeRet) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  if (!cubinSizeRet)
    return AXLRTC_ERROR_INVALID_INPUT;
  if (!prog->Compiled)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  *cubinSizeRet = prog->Image.size() + 1;
  return AXLRTC_SUCCESS;
}

axlrtcResult axlrtcGetCUBIN(axlrtcProgram prog, char *cubin) {
  if (!prog || !prog->Compiled)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  return copyOut(prog->Image, cubin);
}

axlrtcResult axlrtcGetPTXSize(axlrtcProgram prog, size_t *ptxSizeRet) {
  return axlrtcGetCUBINSize(prog, ptxSizeRet);
}

axlrtcResult axlrtcGetPTX(axlrtcProgram prog, char *ptx) { return axlrtcGetCUBIN(prog, ptx); }

axlrtcResult axlrtcGetLoweredName(axlrtcProgram prog, const char *const name_expression,
                                  const char **lowered_name) {
  if (!prog)
    return AXLRTC_ERROR_INVALID_PROGRAM;
  if (!name_expression || !lowered_name)
    return AXLRTC_ERROR_INVALID_INPUT;
  if (!prog->Compiled)
    return AXLRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  auto It = prog->Lowered.find(name_expression);
  if (It == prog->Lowered.end())
    return AXLRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  *lowered_name = It->second.c_str();
  return AXLRTC_SUCCESS;
}

} // extern "C"
