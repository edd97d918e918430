// CPU backend of <axl/profiler.h>.
#pragma once
#error "axl cpu backend: <axl/profiler.h> is not supported by the CPU backend"
