// CPU backend of <axl/fp16.h>.
#pragma once
#error "axl cpu backend: <axl/fp16.h> is not supported by the CPU backend"
