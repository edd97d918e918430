// CPU backend of <axl/cub.h>.
#pragma once
#error "axl cpu backend: <axl/cub.h> is not supported by the CPU backend"
