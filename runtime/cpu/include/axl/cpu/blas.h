// CPU backend of <axl/blas.h>.
#pragma once
#error "axl cpu backend: <axl/blas.h> is not supported by the CPU backend"
