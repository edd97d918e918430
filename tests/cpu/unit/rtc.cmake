# The CPU backend's NVRTC and the driver's modules (rtc.test). The kernels
# are CUDA source strings (rtc_programs.h) compiled at run time, through
# axl-loops there: the binary itself has none to rewrite.
axl_cpu_test(rtc)
add_dependencies(cpu_rtc axlify axl-loops axl-config)
