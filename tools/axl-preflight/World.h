//===- World.h - which rank this process is, and the rendezvous -*- C++ -*-===//
//
// Plain C++ and POSIX (no axl header): the rank and world size from the
// launcher's environment, and the files through which the ranks of one run
// meet. Rank 0 passes the axlccl unique id in the id file. The ranks take
// turns at the compute and memory probes, in rounds (rank 0, 1, ..., N-1,
// then rank 0 again), by handing on a token file: turn T = Round * N + Rank
// starts when PATH.turn.T exists, and the last turn's end creates the
// token of turn Rounds * N. A waiting rank sleeps, so on a shared or
// oversubscribed node the rank being measured has the cores to itself, and
// a round of every rank takes little time, so that load from outside the
// job that comes and goes meets every rank alike.
//
// Rank and world size, first found wins:
//   OMPI_COMM_WORLD_RANK, OMPI_COMM_WORLD_SIZE   (Open MPI's mpirun)
//   AXL_RANK, AXL_WORLD_SIZE                     (examples/.../launch.sh)
// The id file: --id-file PATH, else AXL_NCCL_ID_FILE, else under mpirun
// ${TMPDIR:-/tmp}/axl-preflight-<job>.id, <job> from PMIX_NAMESPACE or
// OMPI_MCA_ess_base_jobid. The ranks must see the same file (one node, or a
// shared directory).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>
#include <string>

namespace axl::preflight {

struct World {
  int Rank = 0;
  int Size = 1;
  std::string IdFile; ///< empty with one rank
};

/// Fills W from the environment; IdFile (if not empty) is --id-file's.
/// Returns an error message or "".
std::string resolveWorld(World &W, const std::string &IdFile);

/// Rank 0: removes the turn files of Rounds rounds, before the run (a
/// crashed earlier run may have left some) and once every rank has seen the
/// last one.
void clearTurns(const World &W, int Rounds);
/// Rank 0: writes the id to IdFile.tmp.<pid>, then renames it to IdFile, so
/// that a reader never sees a partial file.
std::string writeId(const World &W, const void *Id, size_t Size);
/// The other ranks: waits (sleeping) for the id file to appear.
std::string readId(const World &W, void *Id, size_t Size, int TimeoutS);
/// Rank 0, once every rank has joined: removes the id file.
void removeId(const World &W);

/// Waits (sleeping) until the rank before hands this rank its turn of
/// Round (from 0). Nothing to wait for with one rank.
std::string waitTurn(const World &W, int Round, int TimeoutS);
/// Ends this rank's turn of Round: hands on to the next rank.
std::string passTurn(const World &W, int Round);
/// Waits (sleeping) until every rank's turns of Rounds rounds are over.
std::string waitAllTurns(const World &W, int Rounds, int TimeoutS);

} // namespace axl::preflight
