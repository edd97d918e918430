// CPU backend of <axl/rtc.h>.
#pragma once
#error "axl cpu backend: <axl/rtc.h> is not supported by the CPU backend"
