// CPU backend of <axl/rand_kernel.h>.
#pragma once
#error "axl cpu backend: <axl/rand_kernel.h> is not supported by the CPU backend"
