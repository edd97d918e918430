# The CPU reference's unit test: bin/smooth_swiglu_reference_test.
axl_reference_test(smooth_swiglu reference_test.cpp reference.cpp)
