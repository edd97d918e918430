// A launch inside another launch's configuration (not valid CUDA): both
// closed by the one '>>>'. The outer '<<<' once skipped the inner as part of
// a template argument list, and both launches rewrote the same '>>>('.
template <typename T, int N> struct Traits { static constexpr int blocks = N; };
__global__ void k(int *p) {}
void f(int *p) { k<<<Traits<in<<<t, 2>::blocks, 32>>>(p); }
