// CPU backend of <axl/complex.h>.
#pragma once
#error "axl cpu backend: <axl/complex.h> is not supported by the CPU backend"
