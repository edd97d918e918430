// CPU backend of <axl/tx.hpp>.
#pragma once
#error "axl cpu backend: <axl/tx.hpp> is not supported by the CPU backend"
