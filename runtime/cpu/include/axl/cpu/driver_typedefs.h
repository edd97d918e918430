// CPU backend of <axl/driver_typedefs.h>.
#pragma once
#error "axl cpu backend: <axl/driver_typedefs.h> is not supported by the CPU backend"
