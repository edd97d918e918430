// CPU backend of <axl/fp8.h>: CUDA 13's cuda_fp8.h (E4M3, E5M2 and E8M0
// types and conversions) with CUDA's results bit for bit, computed on the
// host. Like cuda_fp8.h it brings in the binary16 and bfloat16 types.
#pragma once
#include <axl/cpu/bf16.h>
#include <axl/cpu/detail/num_fp8_types.h>
#include <axl/cpu/fp16.h>

using namespace axl::cpu::num;

// The include guards of the CUDA headers <axl/fp8.h> stands for, which code tests
// (rules/include_guards.yaml).
#define __AXL_FP8_H__ // cuda_fp8.h
#define __AXL_FP8_HPP__ // cuda_fp8.hpp
