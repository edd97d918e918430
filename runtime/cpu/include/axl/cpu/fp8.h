// CPU backend of <axl/fp8.h>.
#pragma once
#error "axl cpu backend: <axl/fp8.h> is not supported by the CPU backend"
