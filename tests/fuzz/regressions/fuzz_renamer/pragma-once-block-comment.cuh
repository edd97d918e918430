#pragma once /* the comment
   goes on */
__global__ void k();
