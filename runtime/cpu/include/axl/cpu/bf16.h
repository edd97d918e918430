// CPU backend of <axl/bf16.h>.
#pragma once
#error "axl cpu backend: <axl/bf16.h> is not supported by the CPU backend"
