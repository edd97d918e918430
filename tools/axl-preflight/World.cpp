//===- World.cpp - which rank this process is, and the rendezvous ---------===//
#include "World.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <thread>

#include <unistd.h>

namespace axl::preflight {
namespace {

const char *env(const char *Name) {
  const char *V = std::getenv(Name);
  return V && *V ? V : nullptr;
}

bool parseCount(const char *S, int &Out) {
  char *End = nullptr;
  errno = 0;
  const long V = std::strtol(S, &End, 10);
  if (errno || End == S || *End || V < 0 || V > 1 << 20)
    return false;
  Out = int(V);
  return true;
}

/// The first of Names that is set, parsed into Out; Out keeps its value if
/// none is set.
std::string pick(std::initializer_list<const char *> Names, int &Out) {
  for (const char *Name : Names)
    if (const char *V = env(Name))
      return parseCount(V, Out) ? "" : std::string("bad ") + Name + "=" + V;
  return "";
}

std::string turnFile(const World &W, int Turn) {
  return W.IdFile + ".turn." + std::to_string(Turn);
}

std::string touch(const std::string &Path) {
  FILE *F = std::fopen(Path.c_str(), "wb");
  if (!F || std::fclose(F) != 0)
    return "cannot create " + Path + ": " + std::strerror(errno);
  return "";
}

bool exists(const std::string &Path) { return access(Path.c_str(), F_OK) == 0; }

/// Waits, sleeping 1 ms between looks, until Path exists.
bool waitFor(const std::string &Path, int TimeoutS) {
  const auto Deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(TimeoutS);
  while (!exists(Path)) {
    if (std::chrono::steady_clock::now() > Deadline)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

} // namespace

std::string resolveWorld(World &W, const std::string &IdFile) {
  std::string Err = pick({"OMPI_COMM_WORLD_RANK", "AXL_RANK"}, W.Rank);
  if (Err.empty())
    Err = pick({"OMPI_COMM_WORLD_SIZE", "AXL_WORLD_SIZE"}, W.Size);
  if (!Err.empty())
    return Err;
  if (W.Size < 1 || W.Rank >= W.Size)
    return "rank " + std::to_string(W.Rank) + " is not in a world of " +
           std::to_string(W.Size);
  if (W.Size == 1)
    return "";
  W.IdFile = IdFile;
  if (W.IdFile.empty())
    if (const char *V = env("AXL_NCCL_ID_FILE"))
      W.IdFile = V;
  if (!W.IdFile.empty())
    return "";
  const char *Job = env("PMIX_NAMESPACE");
  if (!Job)
    Job = env("OMPI_MCA_ess_base_jobid");
  if (!Job)
    return "several ranks need --id-file PATH or AXL_NCCL_ID_FILE (or "
           "mpirun, which names its job)";
  std::string Name = Job;
  for (char &C : Name)
    if (C == '/' || C == ' ')
      C = '_';
  const char *Tmp = env("TMPDIR");
  W.IdFile = std::string(Tmp ? Tmp : "/tmp") + "/axl-preflight-" + Name + ".id";
  return "";
}

void clearTurns(const World &W, int Rounds) {
  for (int T = 1; T <= Rounds * W.Size; ++T)
    std::remove(turnFile(W, T).c_str());
}

std::string writeId(const World &W, const void *Id, size_t Size) {
  const std::string Tmp = W.IdFile + ".tmp." + std::to_string(getpid());
  FILE *F = std::fopen(Tmp.c_str(), "wb");
  bool Ok = F && std::fwrite(Id, 1, Size, F) == Size;
  Ok = F && std::fclose(F) == 0 && Ok;
  Ok = Ok && std::rename(Tmp.c_str(), W.IdFile.c_str()) == 0;
  if (Ok)
    return "";
  const std::string Why = std::strerror(errno);
  std::remove(Tmp.c_str());
  return "cannot write the axlccl id to " + W.IdFile + ": " + Why;
}

std::string readId(const World &W, void *Id, size_t Size, int TimeoutS) {
  if (!waitFor(W.IdFile, TimeoutS))
    return "no axlccl id in " + W.IdFile + " after " +
           std::to_string(TimeoutS) +
           " s: did rank 0 start (with the same id file)?";
  FILE *F = std::fopen(W.IdFile.c_str(), "rb");
  char Extra;
  const bool Ok = F && std::fread(Id, 1, Size, F) == Size &&
                  std::fread(&Extra, 1, 1, F) == 0;
  if (F)
    std::fclose(F);
  return Ok ? "" : W.IdFile + " is not an axlccl id";
}

void removeId(const World &W) { std::remove(W.IdFile.c_str()); }

std::string waitTurn(const World &W, int Round, int TimeoutS) {
  const int Turn = Round * W.Size + W.Rank;
  if (W.Size == 1 || Turn == 0)
    return "";
  const std::string Path = turnFile(W, Turn);
  if (!waitFor(Path, TimeoutS))
    return "rank " + std::to_string((Turn - 1) % W.Size) +
           " did not hand on its turn (" + Path + ") within " +
           std::to_string(TimeoutS) + " s";
  std::remove(Path.c_str());
  return "";
}

std::string passTurn(const World &W, int Round) {
  return W.Size == 1 ? "" : touch(turnFile(W, Round * W.Size + W.Rank + 1));
}

std::string waitAllTurns(const World &W, int Rounds, int TimeoutS) {
  if (W.Size == 1)
    return "";
  const std::string Path = turnFile(W, Rounds * W.Size);
  if (!waitFor(Path, TimeoutS))
    return "the ranks' turns did not end (" + Path + ") within " +
           std::to_string(TimeoutS) + " s";
  return "";
}

} // namespace axl::preflight
