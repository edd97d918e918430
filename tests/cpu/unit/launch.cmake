# Unit tests of the CPU backend's launches: every kernel shape (overloads,
# function pointers, the runtime API's typed and untyped forms, launch
# attributes), cooperative launches with grid-wide barriers, peer access, and
# graph kernel, memory and conditional nodes.
foreach(T runtime_launch runtime_coop runtime_peer runtime_graph_nodes)
  axl_cpu_test(${T})
endforeach()
