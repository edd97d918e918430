// CPU backend of <axl/rand.h>.
#pragma once
#error "axl cpu backend: <axl/rand.h> is not supported by the CPU backend"
