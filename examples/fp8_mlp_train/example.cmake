axl_example(fp8_mlp_train CUDA fp8_mlp_train.cu CXX reference.cpp
            checkpoint.cpp)
# Weights come from the cuRAND host API (curandGenerateNormal); the ranks of
# a data-parallel run all-reduce through NCCL, which ships with the toolkit
# but has no imported target in every CMake (CUDA::nccl).
find_library(NCCL_LIBRARY nccl HINTS ${CUDAToolkit_LIBRARY_DIR}
             PATHS /usr/local/cuda/lib64 REQUIRED)
target_link_libraries(fp8_mlp_train_original PRIVATE CUDA::curand
                                                     ${NCCL_LIBRARY})
target_link_libraries(fp8_mlp_train_port PRIVATE CUDA::curand ${NCCL_LIBRARY})
