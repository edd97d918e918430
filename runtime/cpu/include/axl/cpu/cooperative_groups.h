// CPU backend of <axl/cooperative_groups.h>.
#pragma once
#error "axl cpu backend: <axl/cooperative_groups.h> is not supported by the CPU backend"
