// CPU backend of <axl/tx.h>.
#pragma once
#error "axl cpu backend: <axl/tx.h> is not supported by the CPU backend"
