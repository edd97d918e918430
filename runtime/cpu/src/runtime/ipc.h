// CPU backend runtime: interprocess events (ipc.cpp), for event.cpp. An
// event created with axlEventInterprocess keeps its record and completion
// counters in shared memory, where the process that opened its handle
// sees them too. Internal to src/runtime.
#pragma once
#include "state.h"

namespace axl::cpu::detail {

/// The shared state of an interprocess event and its mapping.
struct IpcEvent;

/// The state of a new interprocess event; null when the kernel refuses
/// shared memory.
std::shared_ptr<IpcEvent> makeIpcEvent();
/// axlEventRecord of an interprocess event (not capturing). Errors
/// unrecorded.
axlError_t ipcRecordLocked(const std::shared_ptr<axlEvent_st> &E, axlStream_st &S, Lock &L);
/// axlStreamWaitEvent on an interprocess event (not capturing).
axlError_t ipcWaitLocked(axlStream_st &S, const std::shared_ptr<axlEvent_st> &E, Lock &L);
/// Whether the latest record (of any process) has completed.
bool ipcCompleted(const IpcEvent &Event);
/// axlEventSynchronize: waits (without `L`) for the latest record.
axlError_t ipcSynchronizeLocked(const IpcEvent &Event, Lock &L);

} // namespace axl::cpu::detail
