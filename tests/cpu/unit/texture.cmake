# Unit tests of the CPU backend's arrays, texture objects and surface
# objects.
foreach(T runtime_texture runtime_array)
  axl_cpu_test(${T})
endforeach()
