// CPU backend of <axl/fp4.h>.
#pragma once
#error "axl cpu backend: <axl/fp4.h> is not supported by the CPU backend"
