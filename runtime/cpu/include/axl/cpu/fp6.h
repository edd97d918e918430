// CPU backend of <axl/fp6.h>: CUDA 13's cuda_fp6.h (E2M3 and E3M2 types and
// conversions) with CUDA's results bit for bit, computed on the host. Like
// cuda_fp6.h it brings in <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/num_fp6.h>
#include <axl/cpu/fp8.h>

using namespace axl::cpu::num;
