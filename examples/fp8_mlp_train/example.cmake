axl_example(fp8_mlp_train CUDA fp8_mlp_train.cu CXX reference.cpp
            checkpoint.cpp)
# Weights come from the cuRAND host API (curandGenerateNormal); the ranks of
# a data-parallel run all-reduce through NCCL (NCCL_LIBRARY: axl_enable_cuda).
target_link_libraries(fp8_mlp_train_original PRIVATE CUDA::curand
                                                     ${NCCL_LIBRARY})
target_link_libraries(fp8_mlp_train_port PRIVATE CUDA::curand ${NCCL_LIBRARY})
