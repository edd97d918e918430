// CPU backend: device math functions and exactly-specified intrinsics.
#pragma once
#include <cmath>
