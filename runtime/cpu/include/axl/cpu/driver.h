// CPU backend of <axl/driver.h>.
#pragma once
#error "axl cpu backend: <axl/driver.h> is not supported by the CPU backend"
