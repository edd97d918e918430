// CPU backend of <axl/kernel.h>.
#pragma once
#error "axl cpu backend: <axl/kernel.h> is not supported by the CPU backend"
