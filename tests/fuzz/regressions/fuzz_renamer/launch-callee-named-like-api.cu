// The kernel name has a rule: renamed apart from the launch around it.
#if 0
void f(float *p) { cudaMalloc<<<1, 2>>>(p); }
#endif
