axl_reference_test(fp8_mlp_train reference_test.cpp reference.cpp)
