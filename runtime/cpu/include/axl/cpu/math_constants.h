// CPU backend of <axl/math_constants.h>.
#pragma once
#error "axl cpu backend: <axl/math_constants.h> is not supported by the CPU backend"
