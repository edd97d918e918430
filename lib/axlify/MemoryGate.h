//===- MemoryGate.h - Admit parses while memory allows ----------*- C++ -*-===//
//
// A parse holds its AST until its facts are extracted; parses in parallel
// hold one each. The gate admits a parse when none runs, or when the heap in
// use plus the most one parse has taken so far stays under the limit: -j is
// lowered where memory would not suffice, and never below one parse.
//
//===----------------------------------------------------------------------===//
#ifndef AXLIFY_MEMORYGATE_H
#define AXLIFY_MEMORYGATE_H

#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace axl {

class MemoryGate {
public:
  /// \p Limit: bytes of heap the parses may use together; 0: no limit.
  explicit MemoryGate(uint64_t Limit) : Limit(Limit) {}

  /// Waits until a parse may start; returns the heap in use then.
  uint64_t enter();
  /// The parse that entered at \p AtStart has its AST complete (its
  /// largest point): what it takes is learnt for the next admissions.
  void peak(uint64_t AtStart);
  void leave();

  /// Parses that waited for memory (0 when the limit never bit).
  unsigned waited() const { return Waited; }
  unsigned maxRunning() const { return MaxRunning; }

  /// Heap bytes in use by the process now.
  static uint64_t heapInUse();
  /// The default limit: half of the machine's memory.
  static uint64_t defaultLimit();

private:
  std::mutex M;
  std::condition_variable CV;
  uint64_t Limit;
  uint64_t PerParse = 0; ///< the most one parse took so far
  unsigned Running = 0, MaxRunning = 0, Waited = 0;
};

/// Admits one parse for its scope.
class GatePass {
public:
  explicit GatePass(MemoryGate *G) : G(G), AtStart(G ? G->enter() : 0) {}
  ~GatePass() {
    if (G)
      G->leave();
  }
  void peak() {
    if (G)
      G->peak(AtStart);
  }

private:
  MemoryGate *G;
  uint64_t AtStart;
};

} // namespace axl

#endif
