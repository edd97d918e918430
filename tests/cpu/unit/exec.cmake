# CPU backend execution model: barriers, fibers, warps, atomics, cooperative
# groups, error reports.
axl_cpu_test(exec_barriers)
axl_cpu_test(exec_warp)
axl_cpu_test(exec_atomics)
axl_cpu_test(exec_errors)
