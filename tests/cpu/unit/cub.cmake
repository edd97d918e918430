# Unit tests of CUB (axlcub, the CPU backend's own) and of Thrust on its TBB
# device system.
foreach(T cub_block cub_block_sort cub_device cub_device_runs thrust_basic)
  axl_cpu_test(${T})
endforeach()
