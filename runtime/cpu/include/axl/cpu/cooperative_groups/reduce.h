// CPU backend of <axl/cooperative_groups/reduce.h>.
#pragma once
#error "axl cpu backend: <axl/cooperative_groups/reduce.h> is not supported by the CPU backend"
