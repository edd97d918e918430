// CPU backend of <axl/fft.h>.
#pragma once
#error "axl cpu backend: <axl/fft.h> is not supported by the CPU backend"
