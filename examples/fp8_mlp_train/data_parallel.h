// Process-group plumbing of fp8_mlp_train's data parallelism, plain C++17 and
// POSIX (no CUDA or NCCL header, so axlify has nothing to port here): which
// rank this process is, and the exchange of NCCL's unique id through a file.
//
// Rank and world size, first found wins:
//   --rank R --ranks N --id-file PATH   (command line)
//   AXL_RANK, AXL_WORLD_SIZE, AXL_NCCL_ID_FILE   (launch.sh sets these)
//   OMPI_COMM_WORLD_RANK, OMPI_COMM_WORLD_SIZE   (Open MPI's mpirun)
// Without an id file, under mpirun, the file is
// ${TMPDIR:-/tmp}/fp8_mlp_train-<job>.ncclid, <job> from PMIX_NAMESPACE or
// OMPI_MCA_ess_base_jobid, so `mpirun -np 2 fp8_mlp_train` needs no MPI
// library (one node, or a TMPDIR every node shares).
#pragma once

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include <unistd.h>

namespace data_parallel {

struct Config {
  int rank = 0;
  int ranks = 1;
  std::string id_file;
  bool id_file_is_default = false; // derived from the mpirun job: rank 0
                                   // removes it once every rank has joined
};

inline bool parse_int(const char *s, int &out) {
  if (!s || !*s)
    return false;
  char *end = nullptr;
  errno = 0;
  const long v = std::strtol(s, &end, 10);
  if (errno || *end || v < 0 || v > 1 << 20)
    return false;
  out = int(v);
  return true;
}

// Fills the fields the command line left unset (negative rank or ranks,
// empty id_file) from the environment; returns an error message or "".
inline std::string resolve(Config &c, int cli_rank, int cli_ranks) {
  auto env = [](const char *name) -> const char * {
    const char *v = std::getenv(name);
    return v && *v ? v : nullptr;
  };
  auto pick = [&](int cli, const char *axl, const char *ompi, int fallback,
                  int &out) -> std::string {
    if (cli >= 0) {
      out = cli;
      return "";
    }
    for (const char *name : {axl, ompi})
      if (const char *v = env(name))
        return parse_int(v, out) ? "" : std::string("bad ") + name + "=" + v;
    out = fallback;
    return "";
  };
  std::string err = pick(cli_rank, "AXL_RANK", "OMPI_COMM_WORLD_RANK", 0, c.rank);
  if (err.empty())
    err = pick(cli_ranks, "AXL_WORLD_SIZE", "OMPI_COMM_WORLD_SIZE", 1, c.ranks);
  if (!err.empty())
    return err;
  if (c.ranks < 1 || c.rank >= c.ranks)
    return "rank " + std::to_string(c.rank) + " is not in a world of " +
           std::to_string(c.ranks);
  if (c.ranks == 1 || !c.id_file.empty())
    return "";
  if (const char *v = env("AXL_NCCL_ID_FILE")) {
    c.id_file = v;
    return "";
  }
  const char *job = env("PMIX_NAMESPACE");
  if (!job)
    job = env("OMPI_MCA_ess_base_jobid");
  if (!job)
    return "several ranks need --id-file PATH or AXL_NCCL_ID_FILE (or "
           "mpirun, which names its job)";
  std::string name = job;
  for (char &ch : name)
    if (ch == '/' || ch == ' ')
      ch = '_';
  const char *tmp = env("TMPDIR");
  c.id_file = std::string(tmp ? tmp : "/tmp") + "/fp8_mlp_train-" + name +
              ".ncclid";
  c.id_file_is_default = true;
  return "";
}

// Rank 0: writes the id to PATH.tmp.<pid>, then renames it to PATH, so a
// reader never sees a partial file.
inline bool write_id_file(const std::string &path, const void *id,
                          size_t size) {
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  FILE *f = std::fopen(tmp.c_str(), "wb");
  bool ok = f && std::fwrite(id, 1, size, f) == size;
  ok = f && std::fclose(f) == 0 && ok;
  ok = ok && std::rename(tmp.c_str(), path.c_str()) == 0;
  if (!ok) {
    std::fprintf(stderr, "fp8_mlp_train: cannot write the NCCL id to %s: %s\n",
                 path.c_str(), std::strerror(errno));
    std::remove(tmp.c_str());
  }
  return ok;
}

// The other ranks: wait for PATH to hold exactly `size` bytes, polling
// every 10 ms for up to timeout_s seconds.
inline bool read_id_file(const std::string &path, void *id, size_t size,
                         int timeout_s) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s);
  for (;;) {
    if (FILE *f = std::fopen(path.c_str(), "rb")) {
      char extra;
      const bool ok = std::fread(id, 1, size, f) == size &&
                      std::fread(&extra, 1, 1, f) == 0;
      std::fclose(f);
      if (ok)
        return true;
      std::fprintf(stderr, "fp8_mlp_train: %s is not an NCCL id (%zu bytes)\n",
                   path.c_str(), size);
      return false;
    }
    if (std::chrono::steady_clock::now() > deadline) {
      std::fprintf(stderr,
                   "fp8_mlp_train: no NCCL id in %s after %d s: did rank 0 "
                   "start (with the same id file)?\n",
                   path.c_str(), timeout_s);
      return false;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

} // namespace data_parallel
