axl_example(delayed_scaling CUDA delayed_scaling.cu CXX reference.cpp)
