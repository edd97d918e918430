#ifndef GUARD_H
#define GUARD_H \

__global__ void k();
#endif
