// CPU backend: fault injection for testing the reliability tooling
// (axl-preflight, the collective monitor, checkpoint and restart). Off unless
// the environment variable AXL_FAULT_INJECT names this process's rank:
//
//   AXL_FAULT_INJECT=KIND@RANK[:ARG],...
//     slow@R[:F]   rank R's kernels, memory copies and sets and BLAS/BLAS-Lt
//                  work take about F times as long (default 3): after each
//                  such task the stream's executor sleeps (F - 1) times the
//                  task's own duration. Collectives are not slowed.
//     corrupt@R    every BLAS-Lt matmul result on rank R gets one flipped
//                  bit: bit 0 of the first element of D (of every batch).
//     kill@R:N     rank R sends itself SIGKILL when it makes its N-th
//                  collective call (axlccl calls, counted from 1).
//
// RANK is the launcher's rank of the process: the first of
// OMPI_COMM_WORLD_RANK, PMIX_RANK, PMI_RANK, SLURM_PROCID and AXL_RANK that
// is set, else 0. The specification is read when the library loads; a
// malformed one is reported on stderr and the process exits with status 2.
#pragma once
#include <axl/cpu/runtime.h>

#include <cstddef>
#include <functional>

namespace axl::cpu::fault {

/// The faults this process injects.
struct Plan {
  double Slow = 1.0;      ///< work takes this many times as long
  bool Corrupt = false;   ///< BLAS-Lt results get a flipped bit
  unsigned long KillAt = 0; ///< collective call that kills (0: none)
};

/// This process's plan (all off without AXL_FAULT_INJECT).
const Plan &plan();

/// `Work` itself, or (slow@ this rank) a task that runs it and then sleeps
/// so that it takes Plan::Slow times as long.
std::function<void()> slowed(std::function<void()> Work);

/// corrupt@ this rank: flips bit 0 of the first byte of the element at `D`.
inline void corruptResult(void *D) {
  if (plan().Corrupt)
    *static_cast<unsigned char *>(D) ^= 1u;
}

/// Counts a collective call; at kill@ this rank's N-th, kills the process.
void collectiveCall();

} // namespace axl::cpu::fault
