// CPU backend of <axl/cooperative_groups/memcpy_async.h>: memcpy_async copies
// at once (each thread of the group copies its share of the bytes); wait and
// wait_prior synchronise the group, after which the whole copy is visible,
// as in CUDA.
#pragma once
#include <axl/cpu/cooperative_groups.h>

#include <cstddef>
#include <cstring>

namespace cooperative_groups {

template <class Group>
void memcpy_async(const Group &G, void *Destination, const void *Source,
                  size_t Bytes) {
  const size_t Threads = G.num_threads(), Rank = G.thread_rank();
  const size_t Share = (Bytes + Threads - 1) / Threads;
  const size_t First = Rank * Share;
  if (First < Bytes)
    std::memcpy(static_cast<char *>(Destination) + First,
                static_cast<const char *>(Source) + First,
                Bytes - First < Share ? Bytes - First : Share);
}

/// The layout form: copies min(DestinationBytes, SourceBytes) bytes.
template <class Group>
void memcpy_async(const Group &G, void *Destination, size_t DestinationBytes,
                  const void *Source, size_t SourceBytes) {
  memcpy_async(G, Destination, Source,
               DestinationBytes < SourceBytes ? DestinationBytes : SourceBytes);
}

template <class Group> void wait(const Group &G) { G.sync(); }
template <unsigned Stage, class Group> void wait_prior(const Group &G) {
  G.sync();
}

} // namespace cooperative_groups

// The include guards of the CUDA headers <axl/cooperative_groups/memcpy_async.h> stands for, which code tests
// (rules/include_guards.yaml).
#define _AXL_COOPERATIVE_GROUPS_MEMCPY_ASYNC // cooperative_groups/memcpy_async.h
