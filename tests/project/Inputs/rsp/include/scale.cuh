#pragma once
inline bool ok(cudaError_t e) { return e == cudaSuccess; }
