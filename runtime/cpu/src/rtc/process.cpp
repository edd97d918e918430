// CPU backend NVRTC: files and processes (process.h).
#include "process.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <ftw.h>
#include <spawn.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace axl::cpu::rtc {

std::string dirName(const std::string &Path) {
  const size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? "." : Slash == 0 ? "/" : Path.substr(0, Slash);
}

std::string absolute(const std::string &Path) {
  char Real[PATH_MAX];
  return realpath(Path.c_str(), Real) ? Real : Path;
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
      const std::string Part = Path.substr(0, At);
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

int run(const std::vector<std::string> &Args, const std::string &Dir, std::string &Log) {
  // The output goes to an unlinked file, read back once the command ends.
  char OutName[] = "/tmp/axl-rtc-out.XXXXXX";
  const int Out = mkstemp(OutName);
  if (Out < 0) {
    Log += std::string("axlrtc: cannot create a temporary file: ") + std::strerror(errno) + "\n";
    return -1;
  }
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
  if (const int E = posix_spawnp(&Pid, Argv[0], &Actions, nullptr, Argv.data(), environ)) {
    Log += "axlrtc: cannot run " + Args[0] + ": " + std::strerror(E) + "\n";
  } else {
    pid_t Done;
    while ((Done = waitpid(Pid, &Status, 0)) < 0 && errno == EINTR) {
    }
    if (Done < 0)
      Status = 0;
    else
      Status = WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
  }
  posix_spawn_file_actions_destroy(&Actions);
  lseek(Out, 0, SEEK_SET);
  char Buf[4096];
  for (ssize_t N; (N = read(Out, Buf, sizeof Buf)) > 0;)
    Log.append(Buf, size_t(N));
  close(Out);
  return Status;
}

std::vector<std::string> words(const std::string &Text) {
  std::istringstream In(Text);
  std::vector<std::string> W;
  for (std::string S; In >> S;)
    W.push_back(S);
  return W;
}

} // namespace axl::cpu::rtc
