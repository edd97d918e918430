axl_example(fp8_mlp_train CUDA fp8_mlp_train.cu CXX reference.cpp)
# Weights come from the cuRAND host API (curandGenerateNormal).
target_link_libraries(fp8_mlp_train_original PRIVATE CUDA::curand)
target_link_libraries(fp8_mlp_train_port PRIVATE CUDA::curand)
