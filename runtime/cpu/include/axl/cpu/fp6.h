// CPU backend of <axl/fp6.h>.
#pragma once
#error "axl cpu backend: <axl/fp6.h> is not supported by the CPU backend"
