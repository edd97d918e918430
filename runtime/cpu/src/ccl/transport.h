// axlccl on the CPU: the MPI transport of communicators with several ranks
// (mpi.cpp; without MPI, every entry point fails with a message).
#pragma once
#include "comm.h"

#include <string>

namespace axl::cpu::ccl {

/// Joins the processes of the MPI world that passed Id (see
/// axlcclCommInitRank); starts MPI first if needed.
axlcclResult_t mpiConnect(const axlcclUniqueId &Id, int NRanks, int Rank,
                          std::shared_ptr<MpiComm> &Out);

/// MPI_Comm_split of Parent (Color < 0: no communicator, Out stays null).
axlcclResult_t mpiSplit(const MpiComm &Parent, int Color, int Key,
                        std::shared_ptr<MpiComm> &Out, int &Rank, int &NRanks);

/// Runs a batch to completion: in order, holding its communicators'
/// PostMutex while the operations start (a batch of one runs blocking);
/// returns "" or what failed.
std::string mpiRun(const std::vector<Prepared *> &Ops);

} // namespace axl::cpu::ccl
