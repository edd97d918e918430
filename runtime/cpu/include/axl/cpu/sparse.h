// CPU backend of <axl/sparse.h>.
#pragma once
#error "axl cpu backend: <axl/sparse.h> is not supported by the CPU backend"
