// CPU backend NVRTC: the compile pipeline and its cache (compile.h).
#include "compile.h"

#include "module_table.h"
#include "process.h"

#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <regex>
#include <sys/stat.h>
#include <unistd.h>

namespace axl::cpu::rtc {
namespace {

/// The directory of libaxl_cpu.
std::string libraryDir() {
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&libraryDir), &Info) && Info.dli_fname)
    return dirName(absolute(Info.dli_fname));
  return ".";
}

/// What compiles a program: the backend's tools, the host compiler and
/// axl-config's flags.
struct Toolchain {
  std::string Axlify, Loops, Cxx;
  std::string CFlagsText, LibsText; ///< axl-config's answers, as printed
  std::vector<std::string> CFlags, Libs;
};

/// A tool of the backend: $Env, else <lib>/../bin/Name.
std::string findTool(const char *Name, const char *Env) {
  if (const char *V = std::getenv(Env); V && *V)
    return V;
  return dirName(libraryDir()) + "/bin/" + Name;
}

std::string compilerPath() {
  if (const char *V = std::getenv("AXL_CXX"); V && *V)
    return V;
#ifdef AXL_CPU_RTC_CXX
  if (access(AXL_CPU_RTC_CXX, X_OK) == 0)
    return AXL_CPU_RTC_CXX;
#endif
  return "g++";
}

std::optional<Toolchain> findToolchain(std::string &Log) {
  Toolchain T;
  T.Axlify = findTool("axlify", "AXL_AXLIFY");
  T.Loops = findTool("axl-loops", "AXL_LOOPS");
  const std::string Config = findTool("axl-config", "AXL_CONFIG");
  for (const auto &[Path, Env] : {std::pair<const std::string &, const char *>{T.Axlify, "AXL_AXLIFY"},
                                  {T.Loops, "AXL_LOOPS"},
                                  {Config, "AXL_CONFIG"}})
    if (access(Path.c_str(), X_OK) != 0) {
      Log = "axlrtc: the CPU backend compiles NVRTC programs with axlify, axl-loops and "
            "axl-config, found next to libaxl_cpu (" + libraryDir() + "/../bin) or named by "
            "AXL_AXLIFY, AXL_LOOPS and AXL_CONFIG; " + Path + " is not there (set " + Env + ")\n";
      return std::nullopt;
    }
  T.Cxx = compilerPath();
  // axl-config's answers, asked once a process (again after a failure).
  static std::mutex Lock;
  static std::string CFlags, Libs;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (CFlags.empty()) {
      std::string F, L;
      if (run({Config, "--backend", "cpu", "--cflags"}, ".", F) != 0 ||
          run({Config, "--backend", "cpu", "--libs"}, ".", L) != 0 || words(F).empty()) {
        Log = "axlrtc: " + Config + " failed:\n" + F + L;
        return std::nullopt;
      }
      CFlags = F, Libs = L;
    }
    T.CFlagsText = CFlags, T.LibsText = Libs;
  }
  T.CFlags = words(T.CFlagsText);
  T.Libs = words(T.LibsText);
  return T;
}

/// The options that apply to a host compile, as the host compiler spells
/// them (compile.h). Relative include paths are the program's: made absolute.
std::vector<std::string> hostOptions(const std::vector<std::string> &Options) {
  std::vector<std::string> Host;
  char Cwd[PATH_MAX];
  const std::string Here = getcwd(Cwd, sizeof Cwd) ? Cwd : ".";
  auto Absolute = [&](const std::string &P) {
    return P.empty() || P[0] == '/' ? P : Here + "/" + P;
  };
  for (size_t I = 0; I < Options.size(); ++I) {
    const std::string &O = Options[I];
    // "--long=V", "--long V", "-sV", "-s V", "-s=V".
    auto Value = [&](const char *Long, const char *Short, std::string *V) {
      for (const char *Spelling : {Long, Short}) {
        const size_t N = std::strlen(Spelling);
        if (O == Spelling && I + 1 < Options.size()) {
          *V = Options[++I];
          return true;
        }
        if (O.compare(0, N, Spelling) == 0 && O.size() > N) {
          *V = O.substr(O[N] == '=' ? N + 1 : N);
          return true;
        }
      }
      return false;
    };
    std::string V;
    if (Value("--include-path", "-I", &V)) {
      // The CUDA toolkit's headers (programs give them to NVRTC) are what
      // the port replaces: searching them would shadow the backend's.
      if (!exists(Absolute(V) + "/cuda_runtime.h"))
        Host.push_back("-I" + Absolute(V));
    } else if (Value("--define-macro", "-D", &V)) {
      Host.push_back("-D" + V);
    } else if (Value("--undefine-macro", "-U", &V)) {
      Host.push_back("-U" + V);
    } else if (Value("--pre-include", "-include", &V)) {
      Host.insert(Host.end(), {"-include", V});
    } else if (Value("--std", "-std", &V)) {
      // The CPU backend needs C++17.
      const bool Older = V == "c++03" || V == "c++11" || V == "c++14";
      Host.push_back("-std=" + (Older ? std::string("c++17") : V));
    } else if (O == "-w" || O == "--disable-warnings") {
      Host.push_back("-w");
    }
  }
  return Host;
}

/// Two FNV-1a hashes (different bases) of length-prefixed parts, in hex.
struct Hasher {
  uint64_t A = 0xcbf29ce484222325ull, B = 0x84222325cbf29ce4ull;
  void add(const std::string &S) {
    const std::string Len = std::to_string(S.size()) + ":";
    for (const std::string *P : {&Len, &S})
      for (unsigned char C : *P) {
        A = (A ^ C) * 0x100000001b3ull;
        B = (B ^ C) * 0x100000001b3ull;
      }
  }
  /// A file as built: its path, size and modification time.
  void addFile(const std::string &Path) {
    struct stat St;
    add(Path);
    if (stat(Path.c_str(), &St) == 0)
      add(std::to_string(St.st_size) + "/" + std::to_string(St.st_mtim.tv_sec) + "." +
          std::to_string(St.st_mtim.tv_nsec));
  }
  std::string hex() const {
    char Buf[33];
    std::snprintf(Buf, sizeof Buf, "%016llx%016llx", (unsigned long long)A,
                  (unsigned long long)B);
    return Buf;
  }
};

/// The source's file name: the program's name, made a .cu file name.
std::string sourceName(const std::string &Name) {
  std::string Base = Name.substr(Name.rfind('/') + 1);
  for (char &C : Base)
    if (C == '"' || C == '\\' || C == '\n')
      C = '_';
  if (Base.empty())
    Base = "default_program";
  const size_t Dot = Base.rfind('.');
  return Dot != std::string::npos && Base.substr(Dot) == ".cu" ? Base : Base + ".cu";
}

/// One compile: the program's file name, its host options, its cache key
/// and the key of its port (which the name expressions do not change: a
/// program compiled for other template arguments reuses it).
struct Job {
  std::string File;
  std::vector<std::string> Host;
  std::string Key, PortKey;
};

Job plan(const Program &P, const std::vector<std::string> &Options, const Toolchain &T) {
  Job J{sourceName(P.Name), hostOptions(Options), {}, {}};
  Hasher H;
  H.add("axl-rtc 3");
  H.add(P.Source);
  H.add(J.File);
  for (const auto &[Name, Text] : P.Headers)
    H.add(Name), H.add(Text);
  for (const std::string &O : J.Host)
    H.add(O);
  Hasher Port = H;
  Port.add("port");
  Port.addFile(T.Axlify);
  J.PortKey = Port.hex();
  for (const std::string &E : P.NameExpressions)
    H.add("expr:" + E);
  for (const std::string *S : {&T.Cxx, &T.CFlagsText, &T.LibsText})
    H.add(*S);
  H.addFile(libraryDir() + "/libaxl_cpu.so");
  H.addFile(T.Axlify);
  H.addFile(T.Loops);
  J.Key = H.hex();
  return J;
}

/// The cache's directory, created and absolute; empty when it cannot be. A
/// home without a writable cache falls back to one under /tmp.
std::string cacheRoot() {
  if (const char *V = std::getenv("AXL_RTC_CACHE_DIR"); V && *V)
    return makeDirs(V) ? absolute(V) : "";
  std::string Root;
  if (const char *V = std::getenv("XDG_CACHE_HOME"); V && *V)
    Root = std::string(V) + "/axl-rtc";
  else if (const char *V = std::getenv("HOME"); V && *V)
    Root = std::string(V) + "/.cache/axl-rtc";
  if (!Root.empty() && makeDirs(Root) && access(Root.c_str(), W_OK) == 0)
    return absolute(Root);
  Root = "/tmp/axl-rtc-" + std::to_string(getuid());
  return makeDirs(Root) ? absolute(Root) : "";
}

/// A compile's directory in the cache (removed when done): src/ (the
/// program), port/ (axlify's), loops/ (axl-loops', and the module's source),
/// the kernel list and the object.
struct Workspace {
  std::string Dir, Src, Port, Loops;
  bool create(const std::string &Root, std::string &Log) {
    std::string D = Root + "/tmp.XXXXXX";
    if (Root.empty() || !mkdtemp(D.data())) {
      Log = std::string("axlrtc: cannot create a directory in the cache ") +
            (Root.empty() ? "(none is writable)" : Root) + ": " + std::strerror(errno) +
            " (set AXL_RTC_CACHE_DIR)\n";
      return false;
    }
    Dir = D, Src = D + "/src", Port = D + "/port", Loops = D + "/loops";
    return makeDirs(Src);
  }
  /// AXL_RTC_KEEP=1 keeps the directory (nvcc's -keep): the program as
  /// staged, its port, its loops and the module's source.
  bool Keep = [] {
    const char *V = std::getenv("AXL_RTC_KEEP");
    return V && *V && std::strcmp(V, "0") != 0;
  }();
  ~Workspace() {
    if (!Dir.empty() && !Keep)
      removeTree(Dir);
  }
  /// Log without this directory's paths (messages name the program's files
  /// as NVRTC's do) and without axlify's notes of Clang errors, which the
  /// compiler reports again (after a failed compile, axl-loops' too).
  std::string clean(std::string Log, bool Failed) const {
    for (const char *Sub : {"/src/", "/port/", "/loops/", "/"})
      for (size_t At; (At = Log.find(Dir + Sub)) != std::string::npos;)
        Log.erase(At, Dir.size() + std::strlen(Sub));
    std::string Out, Line;
    bool Dropping = false;
    for (size_t At = 0, End; At < Log.size(); At = End + 1) {
      End = Log.find('\n', At);
      if (End == std::string::npos)
        End = Log.size();
      Line = Log.substr(At, End - At);
      if (!Line.empty() && Line[0] != ' ' && Line.find(": ") != std::string::npos)
        Dropping = Line.find("[axl-clang-error]") != std::string::npos ||
                   (Failed && Line.find("[axl-loops-parse]") != std::string::npos);
      if (!Dropping)
        Out += Line + "\n";
    }
    return Out;
  }
};

/// NVRTC has no C library: programs declare the fixed-width integers
/// themselves (`using uint64_t = unsigned long long int;` under
/// __CUDACC_RTC__). The host compile has the C library's, and a global
/// redeclaration as another type of the same width (LP64's uint64_t is
/// unsigned long) is an error there: such a line declares nothing here (it
/// is blanked, so lines stay where they were).
std::string withHostIntegers(const std::string &Text) {
  static const std::regex Decl(
      R"((^|\n)(using[ \t]+u?int(8|16|32|64|ptr)_t[ \t]*=[^;\n]*;|typedef[ \t][^;\n]*\bu?int(8|16|32|64|ptr)_t[ \t]*;))");
  std::string Out;
  std::sregex_iterator It(Text.begin(), Text.end(), Decl), End;
  size_t At = 0;
  for (; It != End; ++It) {
    const size_t Begin = size_t(It->position(2)), Length = size_t(It->length(2));
    Out.append(Text, At, Begin - At);
    At = Begin + Length;
  }
  Out.append(Text, At, std::string::npos);
  return Out;
}

/// The program's source and headers, as NVRTC's include names place them.
void stage(const Program &P, const Job &J, const Workspace &W) {
  writeFile(W.Src + "/" + J.File, withHostIntegers(P.Source));
  for (const auto &[Name, Text] : P.Headers) {
    std::string Rel = Name;
    while (!Rel.empty() && Rel[0] == '/')
      Rel.erase(0, 1);
    makeDirs(dirName(W.Src + "/" + Rel));
    writeFile(W.Src + "/" + Rel, withHostIntegers(Text));
  }
}

/// What each step said.
struct Logs {
  std::string Axlify, Loops, Cxx;
};

/// The port of a program, kept in the cache as port-<PortKey>/ (its files
/// and axlify's log): copied into the workspace where it is there, else
/// made by axlify and stored.
bool portSource(const Toolchain &T, const Job &J, const Workspace &W, const std::string &Root,
                Logs &Log) {
  namespace fs = std::filesystem;
  const std::string Kept = Root + "/port-" + J.PortKey;
  std::error_code E;
  if (exists(Kept + "/" + J.File)) {
    fs::copy(Kept, W.Port, fs::copy_options::recursive, E);
    if (!E) {
      fs::remove(W.Port + "/axlify.log", E);
      Log.Axlify = readFile(Kept + "/axlify.log");
      return true;
    }
    fs::remove_all(W.Port, E);
  }
  // A file axlify cannot parse is still written: the compiler says why.
  // Compiled as NVRTC compiles: __CUDACC_RTC__ (the port's __AXLCC_RTC__).
  std::vector<std::string> Args = {T.Axlify, J.File, "--out-dir=" + W.Port, "--in-root=.",
                                   "--quiet", "--", "-I" + W.Src, "-D__CUDACC_RTC__=1"};
  Args.insert(Args.end(), J.Host.begin(), J.Host.end());
  const int Status = run(Args, W.Src, Log.Axlify);
  if (!exists(W.Port + "/" + J.File)) {
    Log.Axlify += "axlrtc: axlify failed (status " + std::to_string(Status) + ")\n";
    return false;
  }
  // Stored whole or not at all (a copy renamed into place; another process
  // may have stored the same port first).
  const std::string Copy = W.Dir + "/port-copy";
  fs::copy(W.Port, Copy, fs::copy_options::recursive, E);
  if (!E && writeFile(Copy + "/axlify.log", Log.Axlify) &&
      std::rename(Copy.c_str(), Kept.c_str()) != 0)
    fs::remove_all(Copy, E);
  return true;
}

/// axlify (or its port in the cache), then axl-loops (which lists the
/// kernels).
bool port(const Toolchain &T, const Program &P, const Job &J, const Workspace &W,
          const std::string &Root, Logs &Log) {
  if (!portSource(T, J, W, Root, Log))
    return false;
  // With name expressions, axl-loops reads the program through a file that
  // instantiates them (it rewrites the program and its headers as it
  // includes them; the module includes the program): a template's calls
  // are resolved in its instantiations, and without them a call that may
  // synchronise runs on fibers.
  std::string Input = J.File;
  if (!P.NameExpressions.empty()) {
    Input = "axl_rtc_instantiations.cpp";
    writeFile(W.Port + "/" + Input, instantiationSource(J.File, P.NameExpressions));
  }
  // A module's __device__ variables are found by name (axlDrvModuleGetGlobal).
  // The backend's header precompiled for axl-loops, in the cache (its key
  // is the flags: the port's directory is "." to it, the same for every
  // compile).
  std::vector<std::string> Args = {T.Loops,
                                   Input,
                                   "--out-dir=" + W.Loops,
                                   "--in-root=.",
                                   "--quiet",
                                   "--external-device-variables",
                                   "--kernels=" + W.Dir + "/kernels",
                                   "--pch-dir=" + Root + "/pch-loops",
                                   "--"};
  Args.insert(Args.end(), T.CFlags.begin(), T.CFlags.end());
  Args.insert(Args.end(), {"-I.", "-D__AXLCC_RTC__=1"});
  Args.insert(Args.end(), J.Host.begin(), J.Host.end());
  return run(Args, W.Port, Log.Loops) == 0 && exists(W.Loops + "/" + J.File);
}

/// Whether Cxx is GCC (asked once a process).
bool isGcc(const std::string &Cxx) {
  static std::mutex Lock;
  static std::map<std::string, bool> Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, New] = Known.try_emplace(Cxx, false);
  if (New) {
    std::string Out;
    It->second = run({Cxx, "-dM", "-E", "-x", "c++", "/dev/null"}, ".", Out) == 0 &&
                 Out.find("#define __GNUC__ ") != std::string::npos &&
                 Out.find("#define __clang__ ") == std::string::npos;
  }
  return It->second;
}

/// The header axl-config's flags include first (relative: found through
/// their -I), or empty.
std::string includedHeader(const Toolchain &T) {
  for (size_t I = 0; I + 1 < T.CFlags.size(); ++I)
    if (T.CFlags[I] == "-include") {
      const std::string &H = T.CFlags[I + 1];
      return H[0] == '/' || H.find("..") != std::string::npos ? "" : H;
    }
  return "";
}

/// The backend's header (axl-config's -include) precompiled for GCC, which
/// finds Dir/<header>.gch before the header when Dir is searched first: a
/// module's compile then loads it instead of parsing it (most of a module's
/// compile: libstdc++ and the backend, 0.9 s -> 0.5 s here). Next to it,
/// Dir/<header> includes the real one, for the compiles GCC finds the .gch
/// invalid for (GCC checks it against each compile's options and macros).
/// Made once per cache, compiler, flags and library (written under another
/// name and renamed, as another process may make it too). Dir, or empty:
/// another compiler, or the header did not compile.
std::string precompiledHeader(const Toolchain &T, const Job &J, const std::string &Root) {
  const std::string Header = includedHeader(T);
  if (Header.empty() || !isGcc(T.Cxx))
    return "";
  std::vector<std::string> Flags;
  for (size_t I = 0; I < T.CFlags.size(); ++I)
    if (T.CFlags[I] == "-include" && I + 1 < T.CFlags.size() && T.CFlags[I + 1] == Header)
      ++I;
    else
      Flags.push_back(T.CFlags[I]);
  // The program's options that change what the header declares; its
  // macros are GCC's to check.
  for (const std::string &O : J.Host)
    if (O.compare(0, 5, "-std=") == 0)
      Flags.push_back(O);
  Flags.insert(Flags.end(), {"-D__AXLCC_RTC__=1", "-fPIC", "-O2"});
  Hasher H;
  H.add("axl-rtc pch 1");
  H.add(T.Cxx);
  for (const std::string &F : Flags)
    H.add(F);
  H.addFile(libraryDir() + "/libaxl_cpu.so");
  const std::string Dir = Root + "/pch-" + H.hex(), Wrapper = Dir + "/" + Header;
  if (exists(Wrapper + ".gch"))
    return Dir;
  if (exists(Dir + "/failed") || !makeDirs(dirName(Wrapper)))
    return "";
  const std::string Tmp = "." + std::to_string(getpid()) + ".tmp";
  if (!exists(Wrapper) && (!writeFile(Wrapper + Tmp, "#include_next <" + Header + ">\n") ||
                           std::rename((Wrapper + Tmp).c_str(), Wrapper.c_str()) != 0))
    return "";
  // From the wrapper, with Dir not searched: its #include_next is the
  // primary file's #include of the real header.
  std::vector<std::string> Args = {T.Cxx, "-w"};
  Args.insert(Args.end(), Flags.begin(), Flags.end());
  Args.insert(Args.end(), {"-x", "c++-header", Wrapper, "-o", Wrapper + ".gch" + Tmp});
  std::string Log;
  if (run(Args, Dir, Log) != 0 || std::rename((Wrapper + ".gch" + Tmp).c_str(),
                                              (Wrapper + ".gch").c_str()) != 0) {
    std::remove((Wrapper + ".gch" + Tmp).c_str());
    writeFile(Dir + "/failed", Log);
    return "";
  }
  return Dir;
}

/// The module's source and the shared object.
bool build(const Toolchain &T, const Program &P, const Job &J, const Workspace &W,
           const std::string &Root, Logs &Log) {
  const std::string Module = W.Loops + "/axl_rtc_module.cpp";
  writeFile(Module, moduleSource(J.File, readFile(W.Dir + "/kernels"), P.NameExpressions));
  const std::string Pch = precompiledHeader(T, J, Root);
  auto Compile = [&](bool WithPch) {
    std::vector<std::string> Args = {T.Cxx};
    if (WithPch)
      Args.push_back("-I" + Pch);
    Args.insert(Args.end(), T.CFlags.begin(), T.CFlags.end());
    Args.insert(Args.end(), {"-I" + W.Loops, "-D__AXLCC_RTC__=1"});
    Args.insert(Args.end(), J.Host.begin(), J.Host.end());
    Args.insert(Args.end(), {"-shared", "-fPIC", "-O2", "-o", W.Dir + "/module.so", Module});
    Args.insert(Args.end(), T.Libs.begin(), T.Libs.end());
    // Run where the port is: axl-loops' #line directives name the files as
    // they are there, so the compiler quotes the program's lines.
    return run(Args, W.Port, Log.Cxx) == 0 && exists(W.Dir + "/module.so");
  };
  if (Pch.empty())
    return Compile(false);
  if (Compile(true))
    return true;
  // A .gch GCC cannot read (a damaged cache) is not used again.
  if (Log.Cxx.find("precompiled header") == std::string::npos)
    return false;
  writeFile(Pch + "/failed", Log.Cxx);
  removeTree(Pch + "/" + includedHeader(T) + ".gch");
  Log.Cxx.clear();
  return Compile(false);
}

/// Into the cache: the names and the log first, the object last (its
/// presence marks a complete entry).
bool store(const Workspace &W, const std::string &Entry, Compiled &R) {
  makeDirs(Entry);
  for (const auto &[Name, Text] : {std::pair<const char *, std::string>{"names", formatNames(R.Lowered)},
                                   {"log", R.Log}}) {
    writeFile(W.Dir + "/" + Name, Text);
    std::rename((W.Dir + "/" + Name).c_str(), (Entry + "/" + Name).c_str());
  }
  if (std::rename((W.Dir + "/module.so").c_str(), R.SharedObject.c_str()) != 0) {
    R.Log += "axlrtc: cannot write " + R.SharedObject + ": " + std::strerror(errno) + "\n";
    return false;
  }
  return true;
}

} // namespace

Compiled compile(const Program &P, const std::vector<std::string> &Options) {
  Compiled R;
  const std::optional<Toolchain> T = findToolchain(R.Log);
  if (!T)
    return R;
  const Job J = plan(P, Options, *T);
  const std::string Root = cacheRoot(), Entry = Root + "/" + J.Key;
  R.SharedObject = Entry + "/module.so";
  if (exists(R.SharedObject)) {
    R.Ok = R.FromCache = true;
    R.Log = readFile(Entry + "/log");
    R.Lowered = parseNames(readFile(Entry + "/names"));
    return R;
  }
  Workspace W;
  if (!W.create(Root, R.Log))
    return R;
  stage(P, J, W);
  Logs Log;
  if (!port(*T, P, J, W, Root, Log) || !build(*T, P, J, W, Root, Log)) {
    R.Log = W.clean(Log.Axlify + Log.Loops + Log.Cxx, true);
    if (W.Keep)
      R.Log += "axlrtc: kept " + W.Dir + " (AXL_RTC_KEEP)\n";
    return R;
  }
  // axl-loops' messages (kernels left on fibers, PTX that traps) and the
  // compiler's warnings; axlify's are about porting ahead of time.
  R.Log = W.clean(Log.Loops + Log.Cxx, false);
  if (W.Keep)
    R.Log += "axlrtc: kept " + W.Dir + " (AXL_RTC_KEEP)\n";
  // The names are read from the object loaded where it was built: the
  // loader's dlopen of the cache's path finds the same file loaded.
  if (!lowerNames(W.Dir + "/module.so", R.Lowered, R.Log))
    return R;
  R.Ok = store(W, Entry, R);
  return R;
}

} // namespace axl::cpu::rtc
