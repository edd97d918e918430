#include "tile.cuh"
__global__ void rowsOfInts(int *p) {
  SHARED_ROWS(int, grid, 8);
  grid[threadIdx.y][threadIdx.x] = rotate(p[threadIdx.x]);
}
