// CPU backend of <axl/runtime.h>.
#pragma once
#error "axl cpu backend: <axl/runtime.h> is not supported by the CPU backend"
