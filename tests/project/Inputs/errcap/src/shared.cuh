#pragma once
__host__ __device__ inline int shared_bad() { return ; }
