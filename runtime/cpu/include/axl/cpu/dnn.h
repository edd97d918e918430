// CPU backend of <axl/dnn.h>.
#pragma once
#error "axl cpu backend: <axl/dnn.h> is not supported by the CPU backend"
