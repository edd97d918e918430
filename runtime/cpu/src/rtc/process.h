// CPU backend NVRTC: the files and processes of the compile pipeline
// (compile.h).
#pragma once
#include <string>
#include <vector>

namespace axl::cpu::rtc {

std::string dirName(const std::string &Path);
/// Path made absolute (the tools run in other directories).
std::string absolute(const std::string &Path);
bool exists(const std::string &Path);
std::string readFile(const std::string &Path);
bool writeFile(const std::string &Path, const std::string &Text);
/// Path and its parents; false when one cannot be made.
bool makeDirs(const std::string &Path);
void removeTree(const std::string &Path);

/// Runs Args (Args[0] found on PATH if it has no slash) in Dir with stdout
/// and stderr appended to Log; its exit status, -1 when it could not start.
/// In a process that ignores SIGCHLD no status can be had: 0, and the
/// caller checks what the command was to write.
int run(const std::vector<std::string> &Args, const std::string &Dir, std::string &Log);

/// The words of a command's output (axl-config's flags have no quoted
/// spaces).
std::vector<std::string> words(const std::string &Text);

} // namespace axl::cpu::rtc
