axl_reference_test(delayed_scaling reference_test.cpp reference.cpp)
# The reference's floats must be IEEE operations one by one, as the kernels'
# __fmul_rn/__fdiv_rn are: no FMA contraction (reference.cpp is also built
# into delayed_scaling_original and _port, from this same directory).
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  set_source_files_properties(
    ${CMAKE_CURRENT_SOURCE_DIR}/delayed_scaling/reference.cpp
    ${CMAKE_CURRENT_SOURCE_DIR}/delayed_scaling/reference_test.cpp
    PROPERTIES COMPILE_OPTIONS -ffp-contract=off)
endif()
