// The axl dialect, all families.
#pragma once
#include <axl/runtime.h>
#include <axl/fp16.h>
#include <axl/bf16.h>
#include <axl/fp8.h>
#include <axl/cooperative_groups.h>
