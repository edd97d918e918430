# Unit tests of the CPU backend's runtime API (streams, events, graphs,
# memory, errors, device).
foreach(T runtime_stream runtime_event runtime_graph runtime_memory runtime_error runtime_device
          runtime_exit runtime_kernel runtime_devices)
  axl_cpu_test(${T})
endforeach()
