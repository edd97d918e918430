// CPU backend of <axl/ccl.h>.
#pragma once
#error "axl cpu backend: <axl/ccl.h> is not supported by the CPU backend"
