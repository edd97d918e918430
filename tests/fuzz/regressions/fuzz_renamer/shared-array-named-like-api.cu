// The array name has a rule: renamed apart from the rewrite around it.
#if 0
extern __shared__ float cudaMalloc[];
#endif
