# smooth_swiglu_original (nvcc) and smooth_swiglu_port (axlify + axl::cuda).
axl_example(smooth_swiglu CUDA smooth_swiglu.cu CXX reference.cpp)
