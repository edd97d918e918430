// CPU backend of <axl/fp4.h>: CUDA 13's cuda_fp4.h (E2M1 types and
// conversions) with CUDA's results bit for bit, computed on the host. Like
// cuda_fp4.h it brings in <axl/fp6.h> and <axl/fp8.h>.
#pragma once
#include <axl/cpu/detail/num_fp4.h>
#include <axl/cpu/fp6.h>

using namespace axl::cpu::num;

// The include guards of the CUDA headers <axl/fp4.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_FP4_H__ // cuda_fp4.h
#define __AXL_FP4_HPP__ // cuda_fp4.hpp
