// CPU backend of <axl/blaslt.h>.
#pragma once
#error "axl cpu backend: <axl/blaslt.h> is not supported by the CPU backend"
