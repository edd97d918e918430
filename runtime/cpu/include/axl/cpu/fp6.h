// CPU backend of <axl/fp6.h>: CUDA 13's cuda_fp6.h (E2M3 and E3M2 types and
// conversions) with CUDA's results bit for bit, computed on the host. Like
// cuda_fp6.h it brings in <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/num_fp6.h>
#include <axl/cpu/fp8.h>

using namespace axl::cpu::num;

// The include guards of the CUDA headers <axl/fp6.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_FP6_H__ // cuda_fp6.h
#define __AXL_FP6_HPP__ // cuda_fp6.hpp
