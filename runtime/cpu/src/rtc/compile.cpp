// CPU backend NVRTC: the compile pipeline and its cache (compile.h).
#include "compile.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <climits>
#include <fcntl.h>
#include <fstream>
#include <mutex>
#include <ftw.h>
#include <sstream>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace axl::cpu::rtc {
namespace {

std::string dirName(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? "." : Slash == 0 ? "/" : Path.substr(0, Slash);
}

bool exists(const std::string &Path) { return access(Path.c_str(), F_OK) == 0; }

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

bool writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out << Text;
  return bool(Out.flush());
}

bool makeDirs(const std::string &Path) {
  for (size_t At = 1; At <= Path.size(); ++At)
    if (At == Path.size() || Path[At] == '/') {
      std::string Part = Path.substr(0, At);
      if (mkdir(Part.c_str(), 0755) != 0 && errno != EEXIST)
        return false;
    }
  return true;
}

void removeTree(const std::string &Path) {
  nftw(
      Path.c_str(),
      [](const char *P, const struct stat *, int, struct FTW *) { return ::remove(P); }, 16,
      FTW_DEPTH | FTW_PHYS);
}

/// The directory of libaxl_cpu.
std::string libraryDir() {
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(&libraryDir), &Info) && Info.dli_fname) {
    char Real[PATH_MAX];
    if (realpath(Info.dli_fname, Real))
      return dirName(Real);
  }
  return ".";
}

struct Tool {
  std::string Path;
  const char *Env;
};

/// A tool of the backend: $Env, else <lib>/../bin/Name.
Tool findTool(const char *Name, const char *Env) {
  if (const char *V = std::getenv(Env); V && *V)
    return {V, Env};
  return {dirName(libraryDir()) + "/bin/" + Name, Env};
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

/// Runs Args in Dir with stdout and stderr appended to Log; its exit status
/// (-1 when it could not start).
int run(const std::vector<std::string> &Args, const std::string &Dir, std::string &Log) {
  char OutName[] = "/tmp/axl-rtc-out.XXXXXX";
  int Out = mkstemp(OutName);
  if (Out < 0)
    return -1;
  unlink(OutName);
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Out, 1);
  posix_spawn_file_actions_adddup2(&Actions, Out, 2);
  posix_spawn_file_actions_addchdir_np(&Actions, Dir.c_str());
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  pid_t Pid;
  int Status = -1;
  if (posix_spawnp(&Pid, Argv[0], &Actions, nullptr, Argv.data(), environ) == 0) {
    pid_t Done;
    while ((Done = waitpid(Pid, &Status, 0)) < 0 && errno == EINTR) {
    }
    // A process that ignores SIGCHLD has its children reaped for it: no
    // status, and the caller checks the outputs instead.
    if (Done < 0)
      Status = 0;
    else
      Status = WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
  } else {
    Log += "axlrtc: cannot run " + Args[0] + ": " + std::strerror(errno) + "\n";
  }
  posix_spawn_file_actions_destroy(&Actions);
  lseek(Out, 0, SEEK_SET);
  char Buf[4096];
  for (ssize_t N; (N = read(Out, Buf, sizeof Buf)) > 0;)
    Log.append(Buf, size_t(N));
  close(Out);
  return Status;
}

/// Log without the work directory's paths (messages name the program's
/// files as NVRTC's do) and without axlify's notes of Clang errors, which
/// the compiler reports again (after a failed compile, axl-loops' too).
std::string cleanLog(std::string Log, const std::string &Work, bool Failed) {
  for (const char *Sub : {"/src/", "/port/", "/loops/", "/"})
    for (size_t At; (At = Log.find(Work + Sub)) != std::string::npos;)
      Log.erase(At, Work.size() + std::strlen(Sub));
  std::istringstream In(Log);
  std::string Out;
  bool Dropping = false;
  for (std::string Line; std::getline(In, Line);) {
    const bool Starts = !Line.empty() && Line[0] != ' ' && Line.find(": ") != std::string::npos;
    if (Starts)
      Dropping = Line.find("[axl-clang-error]") != std::string::npos ||
                 (Failed && Line.find("[axl-loops-parse]") != std::string::npos);
    if (!Dropping)
      Out += Line + "\n";
  }
  return Out;
}

/// Words of a command's output (axl-config's flags have no quoted spaces).
std::vector<std::string> words(const std::string &Text) {
  std::istringstream In(Text);
  std::vector<std::string> W;
  for (std::string S; In >> S;)
    W.push_back(S);
  return W;
}

/// The options that apply to a host compile, as the host compiler spells
/// them (compile.h). Relative include paths are the program's: made absolute.
std::vector<std::string> hostOptions(const std::vector<std::string> &Options) {
  std::vector<std::string> Host;
  char Cwd[PATH_MAX];
  const std::string Here = getcwd(Cwd, sizeof Cwd) ? Cwd : ".";
  auto Absolute = [&](const std::string &P) { return P.empty() || P[0] == '/' ? P : Here + "/" + P; };
  for (size_t I = 0; I < Options.size(); ++I) {
    const std::string &O = Options[I];
    auto Value = [&](const char *Long, const char *Short, std::string *V) {
      for (const char *Spelling : {Long, Short}) {
        if (!Spelling)
          continue;
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
      // The CUDA toolkit's headers (programs pass them to NVRTC) are what
      // the port replaces: searching them would shadow the backend's.
      if (!exists(Absolute(V) + "/cuda_runtime.h"))
        Host.push_back("-I" + Absolute(V));
    }
    else if (Value("--define-macro", "-D", &V))
      Host.push_back("-D" + V);
    else if (Value("--undefine-macro", "-U", &V))
      Host.push_back("-U" + V);
    else if (Value("--pre-include", "-include", &V))
      Host.insert(Host.end(), {"-include", V});
    else if (Value("--std", "-std", &V))
      // The CPU backend needs C++17.
      Host.push_back("-std=" + (V == "c++03" || V == "c++11" || V == "c++14" ? std::string("c++17") : V));
    else if (O == "-w" || O == "--disable-warnings")
      Host.push_back("-w");
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

/// Path, absolute (the tools run in other directories).
std::string absolute(const std::string &Path) {
  char Real[PATH_MAX];
  return realpath(Path.c_str(), Real) ? Real : Path;
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

/// The source's file name: the program's name, made a .cu file name.
std::string sourceName(const std::string &Name) {
  std::string Base = Name.empty() ? "default_program" : Name.substr(Name.rfind('/') + 1);
  for (char &C : Base)
    if (C == '"' || C == '\\' || C == '\n')
      C = '_';
  if (Base.empty())
    Base = "default_program";
  const size_t Dot = Base.rfind('.');
  return Dot != std::string::npos && Base.substr(Dot) == ".cu" ? Base : Base + ".cu";
}

std::string cString(const std::string &S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    if (C == '\n') {
      Out += "\\n";
      continue;
    }
    Out += C;
  }
  return Out + "\"";
}

/// The generated file: the ported program, then the table of its kernels
/// and name expressions (axl/cpu/detail/rtc_module.h).
std::string moduleSource(const std::string &File, const std::string &KernelList,
                         const std::vector<std::string> &NameExpressions) {
  std::string Entries;
  unsigned N = 0;
  std::istringstream In(KernelList);
  for (std::string Kind, Name; In >> Kind >> Name;)
    if (Kind == "kernel")
      Entries += "  AXL_CPU_RTC_SYMBOL(" + cString(Name) + ", " + Name + "),\n", ++N;
  unsigned I = 0;
  for (const std::string &E : NameExpressions) {
    const size_t First = E.find_first_not_of(" \t");
    std::string Expr = First == std::string::npos ? E : E.substr(First);
    if (!Expr.empty() && Expr[0] == '&')
      Expr.erase(0, 1);
    Entries += "#line 1 \"name expression " + std::to_string(++I) + "\"\n";
    Entries += "  AXL_CPU_RTC_SYMBOL(" + cString(E) + ", " + Expr + "),\n", ++N;
  }
  return "#include " + cString(File) +
         "\n#include <axl/cpu/detail/rtc_module.h>\n"
         "// Generated by the CPU backend's NVRTC: the module's kernels and name\n"
         "// expressions, for its loader.\n"
         "extern \"C\" __attribute__((visibility(\"default\"))) const "
         "::axl::cpu::rtc::ModuleSymbol AXL_CPU_RTC_TABLE[] = {\n" +
         Entries +
         "  {nullptr, nullptr, 0, false}};\n"
         "extern \"C\" __attribute__((visibility(\"default\"))) const unsigned "
         "AXL_CPU_RTC_TABLE_SIZE = " +
         std::to_string(N) + ";\n";
}

/// name expression \t lowered name, one a line: read from the loaded object
/// (false when it does not load).
bool lowerNames(const std::string &SharedObject, std::string &Names, std::string &Log) {
  void *H = dlopen(SharedObject.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!H) {
    const char *Why = dlerror();
    Log += std::string("axlrtc: the compiled module does not load: ") + (Why ? Why : "?") + "\n";
    return false;
  }
  struct Symbol {
    const char *Name;
    const void *Address;
    size_t Size;
    bool Kernel;
  };
  const auto *Table = static_cast<const Symbol *>(dlsym(H, "axl_cpu_rtc_symbols"));
  for (const Symbol *S = Table; S && S->Name; ++S) {
    Dl_info Info;
    const bool Found = dladdr(S->Address, &Info) && Info.dli_sname && Info.dli_saddr == S->Address;
    Names += std::string(S->Name) + "\t" + (Found ? Info.dli_sname : S->Name) + "\n";
  }
  return true; // the object stays loaded: the driver's load finds it so
}

void readNames(const std::string &Text, std::map<std::string, std::string> &Lowered) {
  std::istringstream In(Text);
  for (std::string Line; std::getline(In, Line);) {
    const size_t Tab = Line.find('\t');
    if (Tab != std::string::npos)
      Lowered.emplace(Line.substr(0, Tab), Line.substr(Tab + 1));
  }
}

} // namespace

Compiled compile(const Program &P, const std::vector<std::string> &Options) {
  Compiled R;
  const Tool Axlify = findTool("axlify", "AXL_AXLIFY"), Loops = findTool("axl-loops", "AXL_LOOPS"),
             Config = findTool("axl-config", "AXL_CONFIG");
  for (const Tool *T : {&Axlify, &Loops, &Config})
    if (access(T->Path.c_str(), X_OK) != 0) {
      R.Log = "axlrtc: the CPU backend compiles NVRTC programs with axlify, axl-loops and "
              "axl-config, found next to libaxl_cpu (" + libraryDir() + "/../bin) or named by " +
              "AXL_AXLIFY, AXL_LOOPS and AXL_CONFIG; " + T->Path + " is not there (set " +
              T->Env + ")\n";
      return R;
    }
  const std::string Cxx = compilerPath();
  // axl-config's answers, asked once a process (and again if it failed).
  static std::mutex ConfigLock;
  static std::string ConfigOut, LibsOut;
  {
    std::lock_guard<std::mutex> Guard(ConfigLock);
    if (ConfigOut.empty()) {
      std::string Flags, Libs;
      if (run({Config.Path, "--backend", "cpu", "--cflags"}, ".", Flags) != 0 ||
          run({Config.Path, "--backend", "cpu", "--libs"}, ".", Libs) != 0) {
        R.Log = "axlrtc: " + Config.Path + " failed:\n" + Flags + Libs;
        return R;
      }
      ConfigOut = Flags, LibsOut = Libs;
    }
  }
  const std::vector<std::string> CFlags = words(ConfigOut);
  const std::vector<std::string> Libs = words(LibsOut), Host = hostOptions(Options);
  const std::string File = sourceName(P.Name);

  Hasher H;
  H.add("axl-rtc 1");
  H.add(P.Source);
  H.add(File);
  for (const auto &[Name, Text] : P.Headers)
    H.add(Name), H.add(Text);
  for (const std::string &O : Host)
    H.add(O);
  for (const std::string &E : P.NameExpressions)
    H.add("expr:" + E);
  H.add(Cxx);
  H.add(ConfigOut);
  H.add(LibsOut);
  H.addFile(libraryDir() + "/libaxl_cpu.so");
  for (const Tool *T : {&Axlify, &Loops})
    H.addFile(T->Path);
  const std::string Root = cacheRoot(), Entry = Root + "/" + H.hex();
  R.SharedObject = Entry + "/module.so";

  if (exists(R.SharedObject)) {
    R.Ok = R.FromCache = true;
    R.Log = readFile(Entry + "/log");
    readNames(readFile(Entry + "/names"), R.Lowered);
    return R;
  }
  std::string Work = Root + "/tmp.XXXXXX";
  if (Root.empty() || !mkdtemp(Work.data())) {
    R.Log = std::string("axlrtc: cannot create a directory in the cache ") +
            (Root.empty() ? "(none is writable)" : Root) + ": " + std::strerror(errno) +
            " (set AXL_RTC_CACHE_DIR)\n";
    return R;
  }
  struct Cleanup {
    std::string Dir;
    ~Cleanup() { removeTree(Dir); }
  } Clean{Work};
  const std::string Src = Work + "/src", Port = Work + "/port", Out = Work + "/loops";
  makeDirs(Src);
  writeFile(Src + "/" + File, P.Source);
  for (const auto &[Name, Text] : P.Headers) {
    std::string Rel = Name;
    while (!Rel.empty() && Rel[0] == '/')
      Rel.erase(0, 1);
    makeDirs(dirName(Src + "/" + Rel));
    writeFile(Src + "/" + Rel, Text);
  }

  // The port; a file it cannot parse is still written, and the compiler
  // says why below.
  std::string PortLog;
  std::vector<std::string> Args = {Axlify.Path, File, "--out-dir=" + Port, "--in-root=.",
                                   "--quiet", "--", "-I" + Src};
  Args.insert(Args.end(), Host.begin(), Host.end());
  const int PortStatus = run(Args, Src, PortLog);
  if (!exists(Port + "/" + File)) {
    R.Log = cleanLog(PortLog, Work, true) + "axlrtc: axlify failed (status " + std::to_string(PortStatus) + ")\n";
    return R;
  }
  std::string LoopsLog;
  Args = {Loops.Path, File, "--out-dir=" + Out, "--in-root=.", "--quiet",
          "--kernels=" + Work + "/kernels", "--"};
  Args.insert(Args.end(), CFlags.begin(), CFlags.end());
  Args.push_back("-I" + Port);
  Args.insert(Args.end(), Host.begin(), Host.end());
  if (run(Args, Port, LoopsLog) != 0 || !exists(Out + "/" + File)) {
    R.Log = cleanLog(PortLog + LoopsLog, Work, true);
    return R;
  }
  const std::string Module = "axl_rtc_module.cpp";
  writeFile(Out + "/" + Module,
            moduleSource(File, readFile(Work + "/kernels"), P.NameExpressions));
  // Run where the port is: axl-loops' #line directives name the files as
  // they are there, so the compiler quotes the program's lines.
  std::string CxxLog;
  Args = {Cxx};
  Args.insert(Args.end(), CFlags.begin(), CFlags.end());
  Args.push_back("-I" + Out);
  Args.insert(Args.end(), Host.begin(), Host.end());
  Args.insert(Args.end(), {"-shared", "-fPIC", "-O2", "-o", Work + "/module.so", Out + "/" + Module});
  Args.insert(Args.end(), Libs.begin(), Libs.end());
  if (run(Args, Port, CxxLog) != 0 || !exists(Work + "/module.so")) {
    R.Log = cleanLog(PortLog + LoopsLog + CxxLog, Work, true);
    return R;
  }
  R.Log = cleanLog(LoopsLog + CxxLog, Work, false);

  // Into the cache: the names and the log first, the object last (its
  // presence marks a complete entry). The names are read from the object
  // loaded where it was built; the loader's dlopen of the cache's path finds
  // the same file loaded.
  std::string Names;
  if (!lowerNames(Work + "/module.so", Names, R.Log))
    return R;
  readNames(Names, R.Lowered);
  makeDirs(Entry);
  for (const auto &[Name, Text] : {std::pair<const char *, const std::string &>{"names", Names},
                                   {"log", R.Log}}) {
    writeFile(Work + "/" + Name, Text);
    std::rename((Work + "/" + Name).c_str(), (Entry + "/" + Name).c_str());
  }
  if (std::rename((Work + "/module.so").c_str(), R.SharedObject.c_str()) != 0) {
    R.Log += "axlrtc: cannot write " + R.SharedObject + ": " + std::strerror(errno) + "\n";
    return R;
  }
  R.Ok = true;
  return R;
}

} // namespace axl::cpu::rtc
