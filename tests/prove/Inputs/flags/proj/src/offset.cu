// Compiles only with the flags of two response files given as one
// comma-separated --options-file value, and with relocatable device code
// (-dc): an extern __device__ variable defined in another unit.
#include "scale.cuh"
#if FROM_FIRST_RSP != 1 || FROM_SECOND_RSP != 2
#error "a response file was not read"
#endif
extern __device__ float offset_value;
__global__ void offset(float *x) { x[threadIdx.x] += offset_value * FROM_SECOND_RSP; }
void launch_offset(float *x) { offset<<<1, 32>>>(x); }
