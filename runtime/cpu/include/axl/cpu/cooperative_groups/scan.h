// CPU backend of <axl/cooperative_groups/scan.h>.
#pragma once
#error "axl cpu backend: <axl/cooperative_groups/scan.h> is not supported by the CPU backend"
