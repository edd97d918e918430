// CPU backend of <axl/solver.h>.
#pragma once
#error "axl cpu backend: <axl/solver.h> is not supported by the CPU backend"
