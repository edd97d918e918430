// CPU backend NVRTC: the table a compiled module exports
// (axl/cpu/detail/rtc_module.h): the generated source that lists the
// kernels and name expressions, and the lowered names read back from the
// compiled object.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace axl::cpu::rtc {

/// The source axl-loops reads when the program has name expressions: File,
/// then each expression's entity named, so that the templates they
/// instantiate are instantiated where axl-loops sees what they call.
std::string instantiationSource(const std::string &File,
                                const std::vector<std::string> &NameExpressions);

/// The source compiled into the module: File (the ported program), then the
/// table of KernelList's non-template kernels (axl-loops --kernels: "kernel
/// NAME" or "template NAME" lines) and of the name expressions.
std::string moduleSource(const std::string &File, const std::string &KernelList,
                         const std::vector<std::string> &NameExpressions);

/// Each table entry's name and its symbol's (mangled) name, from the object
/// loaded (it stays loaded, so the driver's load of the same file finds it);
/// false, with why in Log, when it does not load.
bool lowerNames(const std::string &SharedObject, std::map<std::string, std::string> &Lowered,
                std::string &Log);

/// The names as a file holds them: name, tab, lowered name, a line each.
std::string formatNames(const std::map<std::string, std::string> &Lowered);
std::map<std::string, std::string> parseNames(const std::string &Text);

} // namespace axl::cpu::rtc
