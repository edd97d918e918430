// 25 errors: more than Clang's default cap of 20.
#include <cuda_runtime.h>
void broken() {
  int v0 = ;
  int v1 = ;
  int v2 = ;
  int v3 = ;
  int v4 = ;
  int v5 = ;
  int v6 = ;
  int v7 = ;
  int v8 = ;
  int v9 = ;
  int v10 = ;
  int v11 = ;
  int v12 = ;
  int v13 = ;
  int v14 = ;
  int v15 = ;
  int v16 = ;
  int v17 = ;
  int v18 = ;
  int v19 = ;
  int v20 = ;
  int v21 = ;
  int v22 = ;
  int v23 = ;
  int v24 = ;
}
void after() { cudaDeviceSynchronize(); }
