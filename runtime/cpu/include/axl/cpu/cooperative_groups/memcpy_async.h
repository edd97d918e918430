// CPU backend of <axl/cooperative_groups/memcpy_async.h>.
#pragma once
#error "axl cpu backend: <axl/cooperative_groups/memcpy_async.h> is not supported by the CPU backend"
